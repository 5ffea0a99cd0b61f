import { useMemo, useState } from 'react';
import { Badge, Button, Card, Container, Group, Loader, Skeleton, Stack, Text, TextInput, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { IconBook2, IconPencilPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { STABILITY_DIMENSIONS, type StabilityDimension } from '../../../shared/assessment/types';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { trpc, trpcClient } from '../../app/trpc';
import { AppFrame } from '../../components/AppFrame';
import { LoadError } from '../../components/LoadError';
import { EntryDialog, type JournalEntry } from './EntryDialog';
import { NewEntryDialog } from './NewEntryDialog';
import { STABILITY_NAMES } from './ReflectionFields';

const m = defineMessages({
  search: { id: 'journal.search', defaultMessage: 'Search your reflections' },
  searchPlaceholder: { id: 'journal.searchPlaceholder', defaultMessage: 'Search your reflections...' },
  searching: { id: 'journal.searching', defaultMessage: 'Searching' },
  loading: { id: 'journal.loading', defaultMessage: 'Loading your journal' },
  loadFailed: { id: 'journal.loadFailed', defaultMessage: 'Failed to load your journal' },
  freeWriting: { id: 'journal.freeWriting', defaultMessage: 'Free writing' },
});

const v = defineMessages<{ groupTitle: { type: string } }>({
  groupTitle: { id: 'journal.groupTitle', defaultMessage: '{type} Stability Reflections' },
});

/** The group of entries tied to no action (the server's summary counts them under this key too). */
const FREE_WRITING = 'free' as const;

const PAGE_SIZE = 20;

export function formatDate(intl: IntlShape, iso: string | null): string {
  return iso ? intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' }) : '';
}

/**
 * "My Journal" (spec §2): the person's reflections, searched on the server, grouped by the stability type of their
 * action, newest first, a page at a time; an entry opens a detail dialog to read, edit or delete it.
 */
export function JournalPage() {
  const intl = useIntl();
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
            <Title order={1}>
              <FormattedMessage id="journal.title" defaultMessage="My Journal" />
            </Title>
            <Button leftSection={<IconPencilPlus size={16} aria-hidden />} onClick={() => setWriting(true)}>
              <FormattedMessage id="journal.newEntry" defaultMessage="New entry" />
            </Button>
          </Group>
          <TextInput
            placeholder={intl.formatMessage(m.searchPlaceholder)}
            aria-label={intl.formatMessage(m.search)}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={entries.isFetching && !entries.isFetchingNextPage && all.length > 0 ? <Loader size="xs" aria-label={intl.formatMessage(m.searching)} /> : null}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maxLength={200}
          />
          {entries.isPending ? (
            <Stack gap="sm" role="status" aria-label={intl.formatMessage(m.loading)}>
              <Skeleton h={160} radius="lg" />
              <Skeleton h={160} radius="lg" />
            </Stack>
          ) : entries.isError ? (
            <LoadError title={intl.formatMessage(m.loadFailed)} onRetry={() => void entries.refetch()} />
          ) : all.length === 0 ? (
            query ? <NoMatches query={query} /> : <EmptyJournal onWrite={() => setWriting(true)} />
          ) : (
            <Stack gap="md">
              {groups.map((g) => (
                <TypeGroup key={g.type} type={g.type} items={g.items} count={summary.data?.byType[g.type] ?? g.items.length} onOpen={setOpenId} />
              ))}
              {entries.hasNextPage && (
                <Button variant="light" w="fit-content" mx="auto" loading={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
                  <FormattedMessage id="journal.showOlder" defaultMessage="Show older reflections" />
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

function groupTitle(intl: IntlShape, type: StabilityDimension | typeof FREE_WRITING): string {
  return type === FREE_WRITING ? intl.formatMessage(m.freeWriting) : intl.formatMessage(v.groupTitle, { type: intl.formatMessage(STABILITY_NAMES[type]) });
}

function TypeGroup({ type, items, count, onOpen }: { type: StabilityDimension | typeof FREE_WRITING; items: JournalEntry[]; count: number; onOpen: (id: string) => void }) {
  const intl = useIntl();
  return (
    <Card p="md" component="section" aria-label={groupTitle(intl, type)}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {groupTitle(intl, type)}
          </Title>
          <Badge variant="light" color="plum" style={{ flexShrink: 0 }}>
            <FormattedMessage id="journal.count" defaultMessage="{count, plural, one {# entry} other {# entries}}" values={{ count }} />
          </Badge>
        </Group>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((e) => (
            <li key={e.id}>
              <UnstyledButton onClick={() => onOpen(e.id)} w="100%" p="sm" style={{ borderRadius: 10, border: '1px solid var(--mantine-color-default-border)' }}>
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} size="sm" lineClamp={1}>
                      {e.action?.title ?? formatDate(intl, e.createdAt)}
                    </Text>
                    {e.action && (
                      <Badge size="sm" variant="light" color="teal" style={{ flexShrink: 0 }}>
                        <FormattedMessage id="journal.points" defaultMessage="+{points, number} pts" values={{ points: e.action.pointsAwarded }} />
                      </Badge>
                    )}
                  </Group>
                  {e.action && (
                    <Text size="xs" c="dimmed">
                      {formatDate(intl, e.action.completedAt ?? e.createdAt)}
                    </Text>
                  )}
                  <Text size="sm" lineClamp={2}>
                    {e.content}
                  </Text>
                  {e.mood && (
                    <Badge size="sm" variant="outline" color="gray" w="fit-content">
                      <FormattedMessage id="journal.moodBadge" defaultMessage="Mood: {mood}" values={{ mood: e.mood }} />
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
          <FormattedMessage id="journal.empty.title" defaultMessage="No journal entries yet" />
        </Title>
        <Text c="dimmed" maw={380}>
          <FormattedMessage id="journal.empty.body" defaultMessage="Complete a weekly action, or write freely, to start building your reflection journal." />
        </Text>
        <Group gap="sm" justify="center">
          <Button onClick={() => void navigate({ to: '/', search: { openActions: true } })}>
            <FormattedMessage id="journal.empty.openActions" defaultMessage="Open weekly actions" />
          </Button>
          <Button variant="light" onClick={onWrite}>
            <FormattedMessage id="journal.empty.write" defaultMessage="Write freely" />
          </Button>
          <Button variant="subtle" component={Link} to="/">
            <FormattedMessage id="journal.empty.chat" defaultMessage="Go to Chat" />
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
          <FormattedMessage id="journal.noMatch.title" defaultMessage='No reflections match "{query}"' values={{ query }} />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="journal.noMatch.body" defaultMessage="Try another word from a reflection, an insight or an action title." />
        </Text>
      </Stack>
    </Card>
  );
}
