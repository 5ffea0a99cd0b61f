import { useMemo, useState } from 'react';
import { Badge, Button, Card, Container, Group, Loader, Skeleton, Stack, Text, TextInput, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { IconBook2, IconPencilPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { STABILITY_LABELS } from '../../../shared/assessment/labels';
import { STABILITY_DIMENSIONS, type StabilityDimension } from '../../../shared/assessment/types';
import { trpc, trpcClient } from '../../app/trpc';
import { AppFrame } from '../../components/AppFrame';
import { LoadError } from '../../components/LoadError';
import { EntryDialog, type JournalEntry } from './EntryDialog';
import { NewEntryDialog } from './NewEntryDialog';

/** The group of entries tied to no action (the server's summary counts them under this key too). */
const FREE_WRITING = 'free' as const;

const PAGE_SIZE = 20;

export function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : '';
}

/**
 * "My Journal" (spec §2): the person's reflections, searched on the server, grouped by the stability type of their
 * action, newest first, a page at a time; an entry opens a detail dialog to read, edit or delete it.
 */
export function JournalPage() {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [openId, setOpenId] = useState<string | null>(null);

  const entries = useInfiniteQuery({
    queryKey: [...trpc.journal.list.queryKey(), { search: query }],
    queryFn: ({ pageParam }) => trpcClient.journal.list.query({ search: query || undefined, page: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === PAGE_SIZE ? pages.length + 1 : undefined),
  });
  const summary = useQuery(trpc.journal.summary.queryOptions({ search: query || undefined }));
  const all = useMemo(() => entries.data?.pages.flat() ?? [], [entries.data]);
  const open = all.find((e) => e.id === openId) ?? null;

  const groups = [...STABILITY_DIMENSIONS, FREE_WRITING as typeof FREE_WRITING]
    .map((type) => ({ type, items: all.filter((e) => (e.action?.stabilityType ?? FREE_WRITING) === type) }))
    .filter((g) => g.items.length > 0);
  const [writing, setWriting] = useState(false);

  return (
    <AppFrame>
      <Container size="md" py="xl" px="md">
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap">
            <Title order={1}>My Journal</Title>
            <Button leftSection={<IconPencilPlus size={16} aria-hidden />} onClick={() => setWriting(true)}>
              New entry
            </Button>
          </Group>
          <TextInput
            placeholder="Search your reflections..."
            aria-label="Search your reflections"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={entries.isFetching && !entries.isFetchingNextPage && all.length > 0 ? <Loader size="xs" aria-label="Searching" /> : null}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maxLength={200}
          />
          {entries.isPending ? (
            <Stack gap="sm" role="status" aria-label="Loading your journal">
              <Skeleton h={160} radius="lg" />
              <Skeleton h={160} radius="lg" />
            </Stack>
          ) : entries.isError ? (
            <LoadError title="Failed to load your journal" onRetry={() => void entries.refetch()} />
          ) : all.length === 0 ? (
            query ? <NoMatches query={query} /> : <EmptyJournal onWrite={() => setWriting(true)} />
          ) : (
            <Stack gap="md">
              {groups.map((g) => (
                <TypeGroup key={g.type} type={g.type} items={g.items} count={summary.data?.byType[g.type] ?? g.items.length} onOpen={setOpenId} />
              ))}
              {entries.hasNextPage && (
                <Button variant="light" w="fit-content" mx="auto" loading={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
                  Show older reflections
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Container>
      {open && <EntryDialog key={open.id} entry={open} onClose={() => setOpenId(null)} />}
      <NewEntryDialog opened={writing} onClose={() => setWriting(false)} />
    </AppFrame>
  );
}

function groupTitle(type: StabilityDimension | typeof FREE_WRITING): string {
  return type === FREE_WRITING ? 'Free writing' : `${STABILITY_LABELS[type]} Stability Reflections`;
}

function TypeGroup({ type, items, count, onOpen }: { type: StabilityDimension | typeof FREE_WRITING; items: JournalEntry[]; count: number; onOpen: (id: string) => void }) {
  return (
    <Card p="md" component="section" aria-label={groupTitle(type)}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {groupTitle(type)}
          </Title>
          <Badge variant="light" color="plum" style={{ flexShrink: 0 }}>
            {count} {count === 1 ? 'entry' : 'entries'}
          </Badge>
        </Group>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((e) => (
            <li key={e.id}>
              <UnstyledButton onClick={() => onOpen(e.id)} w="100%" p="sm" style={{ borderRadius: 10, border: '1px solid var(--mantine-color-gray-3)' }}>
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} size="sm" lineClamp={1}>
                      {e.action?.title ?? formatDate(e.createdAt)}
                    </Text>
                    {e.action && (
                      <Badge size="sm" variant="light" color="teal" style={{ flexShrink: 0 }}>
                        +{e.action.pointsAwarded} pts
                      </Badge>
                    )}
                  </Group>
                  {e.action && (
                    <Text size="xs" c="dimmed">
                      {formatDate(e.action.completedAt ?? e.createdAt)}
                    </Text>
                  )}
                  <Text size="sm" lineClamp={2}>
                    {e.content}
                  </Text>
                  {e.mood && (
                    <Badge size="sm" variant="outline" color="gray" w="fit-content">
                      Mood: {e.mood}
                    </Badge>
                  )}
                </Stack>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** Empty: the way in is the weekly actions (each completed one adds its reflection here), or free writing. */
function EmptyJournal({ onWrite }: { onWrite: () => void }) {
  const navigate = useNavigate();
  return (
    <Card>
      <Stack align="center" ta="center" py="xl" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconBook2 size={28} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          No journal entries yet
        </Title>
        <Text c="dimmed" maw={380}>
          Complete a weekly action, or write freely, to start building your reflection journal.
        </Text>
        <Group gap="sm" justify="center">
          <Button onClick={() => void navigate({ to: '/', search: { openActions: true } })}>
            Open weekly actions
          </Button>
          <Button variant="light" onClick={onWrite}>
            Write freely
          </Button>
          <Button variant="subtle" component={Link} to="/">
            Go to Chat
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function NoMatches({ query }: { query: string }) {
  return (
    <Card>
      <Stack align="center" ta="center" py="lg" gap="xs">
        <Title order={2} fz="lg">
          No reflections match "{query}"
        </Title>
        <Text c="dimmed">Try another word from a reflection, an insight or an action title.</Text>
      </Stack>
    </Card>
  );
}
