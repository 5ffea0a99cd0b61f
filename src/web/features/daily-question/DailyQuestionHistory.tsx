import { useState } from 'react';
import { Button, Center, Divider, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/LoadError';

/** Earlier days the two of them both answered, newest first, a page at a time, searchable by the two of them. */
export function DailyQuestionHistory({ connectionId, otherName }: { connectionId: string; otherName: string }) {
  const [shown, setShown] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const history = useInfiniteQuery({
    ...trpc.dailyQuestion.history.infiniteQueryOptions({ id: connectionId, ...(debounced ? { search: debounced } : {}) }, { getNextPageParam: (last) => last.nextCursor ?? undefined }),
    enabled: shown,
    staleTime: 0,
  });
  if (!shown)
    return (
      <Button variant="subtle" size="xs" onClick={() => setShown(true)} style={{ alignSelf: 'flex-start' }}>
        Show earlier questions
      </Button>
    );
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="sm">
      <Divider label="Earlier questions" labelPosition="left" />
      <TextInput label="Search your answers" placeholder="A word from a question or an answer" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maxLength={100} />
      {history.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading earlier questions" />
        </Center>
      ) : history.isError ? (
        <LoadError title="Failed to load earlier questions" error={history.error} onRetry={() => void history.refetch()} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {debounced ? 'Nothing matches your search.' : 'Days you both answered will be kept here.'}
        </Text>
      ) : (
        <Stack gap="xs">
          {items.map((item) => (
            <Paper key={item.date} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {new Date(`${item.date}T12:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
              </Text>
              <Text size="sm" fw={600} mb={6}>
                {item.question.text}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <Text span fw={700} size="xs">
                    You:{' '}
                  </Text>
                  {item.myAnswer}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <Text span fw={700} size="xs">
                    {otherName}:{' '}
                  </Text>
                  {item.theirAnswer}
                </Text>
              </SimpleGrid>
            </Paper>
          ))}
          {history.hasNextPage && (
            <Button variant="default" size="xs" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage} style={{ alignSelf: 'center' }}>
              Show more
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
