import { useState } from 'react';
import { Button, Center, Divider, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { trpc } from '../../app/trpc';
import { FormattedDate, FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { LoadError } from '../../components/LoadError';

const m = defineMessages({
  earlier: { id: 'dailyQuestion.history.earlier', defaultMessage: 'Earlier questions' },
  search: { id: 'dailyQuestion.history.search', defaultMessage: 'Search your answers' },
  searchPlaceholder: { id: 'dailyQuestion.history.searchPlaceholder', defaultMessage: 'A word from a question or an answer' },
  loading: { id: 'dailyQuestion.history.loading', defaultMessage: 'Loading earlier questions' },
  loadFailed: { id: 'dailyQuestion.history.loadFailed', defaultMessage: 'Failed to load earlier questions' },
});

/** Earlier days the two of them both answered, newest first, a page at a time, searchable by the two of them. */
export function DailyQuestionHistory({ connectionId, otherName }: { connectionId: string; otherName: string }) {
  const intl = useIntl();
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
        <FormattedMessage id="dailyQuestion.history.show" defaultMessage="Show earlier questions" />
      </Button>
    );
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="sm">
      <Divider label={intl.formatMessage(m.earlier)} labelPosition="left" />
      <TextInput label={intl.formatMessage(m.search)} placeholder={intl.formatMessage(m.searchPlaceholder)} value={search} onChange={(e) => setSearch(e.currentTarget.value)} maxLength={100} />
      {history.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />
        </Center>
      ) : history.isError ? (
        <LoadError title={intl.formatMessage(m.loadFailed)} error={history.error} onRetry={() => void history.refetch()} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {debounced ? (
            <FormattedMessage id="dailyQuestion.history.noMatch" defaultMessage="Nothing matches your search." />
          ) : (
            <FormattedMessage id="dailyQuestion.history.empty" defaultMessage="Days you both answered will be kept here." />
          )}
        </Text>
      ) : (
        <Stack gap="xs">
          {items.map((item) => (
            <Paper key={item.date} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                <FormattedDate value={`${item.date}T12:00:00Z`} day="numeric" month="long" year="numeric" timeZone="UTC" />
              </Text>
              <Text size="sm" fw={600} mb={6} data-content-text>
                {item.question.text}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <Text span fw={700} size="xs" mr={4}>
                    <FormattedMessage id="dailyQuestion.history.answerBy" defaultMessage="{who, select, me {You:} other {{name}:}}" values={{ who: 'me', name: otherName }} />
                  </Text>
                  {item.myAnswer}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <Text span fw={700} size="xs" mr={4}>
                    <FormattedMessage id="dailyQuestion.history.answerBy" defaultMessage="{who, select, me {You:} other {{name}:}}" values={{ who: 'them', name: otherName }} />
                  </Text>
                  {item.theirAnswer}
                </Text>
              </SimpleGrid>
            </Paper>
          ))}
          {history.hasNextPage && (
            <Button variant="default" size="xs" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage} style={{ alignSelf: 'center' }}>
              <FormattedMessage id="dailyQuestion.history.more" defaultMessage="Show more" />
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
