import { useState } from 'react';
import { Badge, Button, Group, Loader, Pagination, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconRefresh, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../components/LoadError';
import { errorMessage, trpc, trpcClient } from '../../app/trpc';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { ADMIN_USERS_PAGE, ADMIN_USERS_PAGE_MAX } from '../../../shared/pages';
import { shortDate } from '../chat/dates';
import { StatCard } from './StatCard';
import { StatusToggle } from './StatusToggle';
import { UserDetailDialog } from './UserDetailDialog';
import {
  csvFileName,
  downloadCsv,
  fullName,
  isSortOrder,
  lastActivityLabel,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  usersCsv,
  type AdminUser,
  type SortOrder,
  type StatusFilter,
} from './users';

// A badge may shrink to an ellipsis; a squeezed table column would do that to it. Never narrower than its word.
const WHOLE_BADGE = { minWidth: 'max-content' } as const;
const POLL_MS = 30_000;

const m = defineMessages({
  exportFailed: { id: 'admin.users.exportFailed', defaultMessage: 'Export failed' },
  tryAgain: { id: 'admin.users.tryAgain', defaultMessage: 'Please try again.' },
  users: { id: 'admin.users.tile.users', defaultMessage: 'Users' },
  active: { id: 'admin.users.active', defaultMessage: 'Active' },
  inactive: { id: 'admin.users.inactive', defaultMessage: 'Inactive' },
  completedAssessments: { id: 'admin.users.tile.completedAssessments', defaultMessage: 'Completed assessments' },
  messages: { id: 'admin.users.messages', defaultMessage: 'Messages' },
  deleted: { id: 'admin.users.tile.deleted', defaultMessage: 'Deleted accounts' },
  searchPlaceholder: { id: 'admin.users.searchPlaceholder', defaultMessage: 'Search by name or email' },
  search: { id: 'admin.users.search', defaultMessage: 'Search users' },
  statusFilter: { id: 'admin.users.statusFilter', defaultMessage: 'Status filter' },
  sort: { id: 'admin.users.sort', defaultMessage: 'Sort' },
  loading: { id: 'admin.users.loading', defaultMessage: 'Loading users' },
  failed: { id: 'admin.users.failed', defaultMessage: 'Failed to load users' },
  actions: { id: 'admin.users.actions', defaultMessage: 'Actions' },
  pages: { id: 'admin.users.pages', defaultMessage: 'Pages of users' },
  completed: { id: 'admin.users.completed', defaultMessage: 'Completed' },
  notYet: { id: 'admin.users.notYet', defaultMessage: 'Not yet' },
});
const detailsForMessage = defineMessage<{ name: string }>({ id: 'admin.users.detailsFor', defaultMessage: 'Details for {name}' });

/** Every user matching the filter, in order, a page of the largest size at a time (for the CSV export). */
async function everyMatchingUser(filter: { search: string; status: StatusFilter; sort: SortOrder }): Promise<AdminUser[]> {
  const all: AdminUser[] = [];
  for (;;) {
    const page = await trpcClient.admin.users.query({ ...filter, limit: ADMIN_USERS_PAGE_MAX, offset: all.length });
    all.push(...page);
    if (page.length < ADMIN_USERS_PAGE_MAX) return all;
  }
}

/**
 * Admin monitor (spec §2), Users: summary tiles, search, status filter, six sort orders, the table with each
 * person's activity, a detail dialog, activate/deactivate, Export (CSV of the filtered users) and Refresh; polled
 * every 30 s. The server searches, sorts and pages (issue 12, finding 11): the page never holds everyone.
 */
export function UsersPanel({ myId }: { myId: string }) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<SortOrder>('newest');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [detail, setDetail] = useState<{ id: string | null; opened: boolean }>({ id: null, opened: false });
  const openDetail = (id: string) => setDetail({ id, opened: true });

  const filter = { search: debouncedSearch, status };
  const users = useQuery({
    ...trpc.admin.users.queryOptions({ ...filter, sort, limit: ADMIN_USERS_PAGE, offset: (page - 1) * ADMIN_USERS_PAGE }),
    refetchInterval: POLL_MS,
    // While the next page or filter loads, the table keeps what it shows instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({ ...trpc.admin.usersSummary.queryOptions(filter), refetchInterval: POLL_MS, placeholderData: keepPreviousData });
  // A count only: nothing about who left (issue 18).
  const deletions = useQuery({ ...trpc.admin.deletions.queryOptions(), refetchInterval: POLL_MS });
  const rows = users.data ?? [];
  const pages = Math.max(1, Math.ceil((summary.data?.matching ?? 0) / ADMIN_USERS_PAGE));
  // Any new filter or order starts again on the first page.
  const choose = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(csvFileName(), usersCsv(await everyMatchingUser({ ...filter, sort })));
    } catch (error) {
      toast.error(t(m.exportFailed), errorMessage(error, t(m.tryAgain)));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="h3">
          <FormattedMessage id="admin.users.title" defaultMessage="Users" />
        </Title>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={rows.length === 0} loading={exporting} onClick={() => void exportCsv()}>
            <FormattedMessage id="admin.users.export" defaultMessage="Export" />
          </Button>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => {
              void users.refetch();
              void summary.refetch();
              void deletions.refetch();
            }}
            loading={users.isFetching && !users.isPlaceholderData}
          >
            <FormattedMessage id="admin.users.refresh" defaultMessage="Refresh" />
          </Button>
        </Group>
      </Group>
      {/* Until the figures have loaded (or when they failed) the tiles say nothing rather than a misleading 0. */}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
        <StatCard label={intl.formatMessage(m.users)} value={summary.data?.users ?? '—'} />
        <StatCard label={intl.formatMessage(m.active)} value={summary.data?.active ?? '—'} />
        <StatCard label={intl.formatMessage(m.inactive)} value={summary.data?.inactive ?? '—'} />
        <StatCard label={intl.formatMessage(m.completedAssessments)} value={summary.data?.completedAssessments ?? '—'} />
        <StatCard label={intl.formatMessage(m.messages)} value={summary.data?.messages ?? '—'} />
        <StatCard label={intl.formatMessage(m.deleted)} value={deletions.data?.count ?? '—'} />
      </SimpleGrid>
      <Group wrap="wrap" gap="sm">
        <TextInput
          flex={1}
          miw={200}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          aria-label={intl.formatMessage(m.search)}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={200}
          onChange={(e) => choose(setSearch)(e.currentTarget.value)}
        />
        <SegmentedControl aria-label={intl.formatMessage(m.statusFilter)} value={status} onChange={(v) => choose(setStatus)(v as StatusFilter)} data={STATUS_OPTIONS} />
        <Select
          aria-label={intl.formatMessage(m.sort)}
          w={220}
          maw="100%"
          allowDeselect={false}
          data={SORT_OPTIONS}
          value={sort}
          onChange={(v) => isSortOrder(v) && choose(setSort)(v)}
        />
      </Group>
      {users.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={intl.formatMessage(m.loading)} />
        </Group>
      ) : users.isError ? (
        <LoadError title={intl.formatMessage(m.failed)} error={users.error} onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <FormattedMessage id="admin.users.noMatch" defaultMessage="No users match these filters." />
        </Text>
      ) : (
        <Stack gap="sm">
              <Table.ScrollContainer minWidth={960}>
                {/* One line per cell: badges and dates stay whole; the container scrolls sideways when it must. */}
                <Table striped highlightOnHover verticalSpacing="sm" style={{ whiteSpace: 'nowrap' }}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <FormattedMessage id="admin.users.column.name" defaultMessage="Name" />
                      </Table.Th>
                      <Table.Th>
                        <FormattedMessage id="admin.users.column.email" defaultMessage="Email" />
                      </Table.Th>
                      <Table.Th>
                        <FormattedMessage id="admin.users.column.status" defaultMessage="Status" />
                      </Table.Th>
                      <Table.Th ta="right">{intl.formatMessage(m.messages)}</Table.Th>
                      <Table.Th ta="right">
                        <FormattedMessage id="admin.users.column.connections" defaultMessage="Connections" />
                      </Table.Th>
                      <Table.Th>
                        <FormattedMessage id="admin.users.column.assessment" defaultMessage="Assessment" />
                      </Table.Th>
                      <Table.Th>
                        <FormattedMessage id="admin.users.column.lastActivity" defaultMessage="Last activity" />
                      </Table.Th>
                      <Table.Th>
                        <FormattedMessage id="admin.users.column.joined" defaultMessage="Joined" />
                      </Table.Th>
                      <Table.Th aria-label={intl.formatMessage(m.actions)} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((u) => (
                      // The row opens the detail for the mouse; the Details button does it for the keyboard.
                      <Table.Tr key={u.id} onClick={() => openDetail(u.id)} style={{ cursor: 'pointer' }}>
                        <Table.Td fw={500}>{fullName(u)}</Table.Td>
                        <Table.Td>{u.email}</Table.Td>
                        <Table.Td>
                          <Badge color={u.isActive ? 'teal' : 'gray'} variant="light" style={WHOLE_BADGE}>
                            {intl.formatMessage(u.isActive ? m.active : m.inactive)}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">{intl.formatNumber(u.stats.totalMessages)}</Table.Td>
                        <Table.Td ta="right">{intl.formatNumber(u.stats.connectionCount)}</Table.Td>
                        <Table.Td>
                          <Badge color={u.stats.hasCompletedAssessment ? 'plum' : 'gray'} variant={u.stats.hasCompletedAssessment ? 'light' : 'outline'} style={WHOLE_BADGE}>
                            {intl.formatMessage(u.stats.hasCompletedAssessment ? m.completed : m.notYet)}
                          </Badge>
                        </Table.Td>
                        <Table.Td title={u.stats.lastActivityAt ? intl.formatDate(u.stats.lastActivityAt, { dateStyle: 'medium', timeStyle: 'short' }) : undefined}>
                          {lastActivityLabel(u.stats.lastActivityAt, intl)}
                        </Table.Td>
                        <Table.Td>{shortDate(u.createdAt, intl)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="subtle"
                              aria-label={intl.formatMessage(detailsForMessage, { name: fullName(u) })}
                              onClick={(event) => {
                                event.stopPropagation();
                                openDetail(u.id);
                              }}
                            >
                              <FormattedMessage id="admin.users.details" defaultMessage="Details" />
                            </Button>
                            <StatusToggle user={u} isSelf={u.id === myId} />
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id="admin.users.matching"
                  defaultMessage="{count, plural, one {# user} other {# users}}"
                  values={{ count: summary.data?.matching ?? 0 }}
                />
              </Text>
              <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label={intl.formatMessage(m.pages)} />
            </Group>
          )}
        </Stack>
      )}
      <UserDetailDialog userId={detail.id} opened={detail.opened} onClose={() => setDetail((d) => ({ ...d, opened: false }))} myId={myId} />
    </Stack>
  );
}
