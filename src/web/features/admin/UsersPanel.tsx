import { useState } from 'react';
import { Badge, Button, Group, Loader, Pagination, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconRefresh, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/LoadError';
import { errorMessage, trpc, trpcClient } from '../../app/trpc';
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
      toast.error('Export failed', errorMessage(error, 'Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="h3">
          Users
        </Title>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={rows.length === 0} loading={exporting} onClick={() => void exportCsv()}>
            Export
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
            Refresh
          </Button>
        </Group>
      </Group>
      {/* Until the figures have loaded (or when they failed) the tiles say nothing rather than a misleading 0. */}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
        <StatCard label="Users" value={summary.data?.users ?? '—'} />
        <StatCard label="Active" value={summary.data?.active ?? '—'} />
        <StatCard label="Inactive" value={summary.data?.inactive ?? '—'} />
        <StatCard label="Completed assessments" value={summary.data?.completedAssessments ?? '—'} />
        <StatCard label="Messages" value={summary.data?.messages ?? '—'} />
        <StatCard label="Deleted accounts" value={deletions.data?.count ?? '—'} />
      </SimpleGrid>
      <Group wrap="wrap" gap="sm">
        <TextInput
          flex={1}
          miw={200}
          placeholder="Search by name or email"
          aria-label="Search users"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={200}
          onChange={(e) => choose(setSearch)(e.currentTarget.value)}
        />
        <SegmentedControl aria-label="Status filter" value={status} onChange={(v) => choose(setStatus)(v as StatusFilter)} data={STATUS_OPTIONS} />
        <Select
          aria-label="Sort"
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
          <Loader aria-label="Loading users" />
        </Group>
      ) : users.isError ? (
        <LoadError title="Failed to load users" error={users.error} onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No users match these filters.
        </Text>
      ) : (
        <Stack gap="sm">
              <Table.ScrollContainer minWidth={960}>
                {/* One line per cell: badges and dates stay whole; the container scrolls sideways when it must. */}
                <Table striped highlightOnHover verticalSpacing="sm" style={{ whiteSpace: 'nowrap' }}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Email</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th ta="right">Messages</Table.Th>
                      <Table.Th ta="right">Connections</Table.Th>
                      <Table.Th>Assessment</Table.Th>
                      <Table.Th>Last activity</Table.Th>
                      <Table.Th>Joined</Table.Th>
                      <Table.Th aria-label="Actions" />
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
                            {u.isActive ? 'Active' : 'Inactive'}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">{u.stats.totalMessages}</Table.Td>
                        <Table.Td ta="right">{u.stats.connectionCount}</Table.Td>
                        <Table.Td>
                          <Badge color={u.stats.hasCompletedAssessment ? 'plum' : 'gray'} variant={u.stats.hasCompletedAssessment ? 'light' : 'outline'} style={WHOLE_BADGE}>
                            {u.stats.hasCompletedAssessment ? 'Completed' : 'Not yet'}
                          </Badge>
                        </Table.Td>
                        <Table.Td title={u.stats.lastActivityAt ? new Date(u.stats.lastActivityAt).toLocaleString() : undefined}>
                          {lastActivityLabel(u.stats.lastActivityAt)}
                        </Table.Td>
                        <Table.Td>{shortDate(u.createdAt)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="subtle"
                              aria-label={`Details for ${fullName(u)}`}
                              onClick={(event) => {
                                event.stopPropagation();
                                openDetail(u.id);
                              }}
                            >
                              Details
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
                {summary.data?.matching} users
              </Text>
              <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Pages of users" />
            </Group>
          )}
        </Stack>
      )}
      <UserDetailDialog userId={detail.id} opened={detail.opened} onClose={() => setDetail((d) => ({ ...d, opened: false }))} myId={myId} />
    </Stack>
  );
}
