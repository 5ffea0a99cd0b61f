import { useMemo, useState } from 'react';
import { Badge, Button, Container, Group, Loader, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AppFrame } from '../../components/AppFrame';
import { LoadError } from '../../components/LoadError';
import { trpc } from '../../app/trpc';
import { useCurrentUser } from '../auth/session';
import { shortDate } from '../chat/dates';
import { FeedbackList } from './FeedbackList';
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
  summarize,
  usersCsv,
  visibleUsers,
  type SortOrder,
  type StatusFilter,
} from './users';

// A badge may shrink to an ellipsis; a squeezed table column would do that to it. Never narrower than its word.
const WHOLE_BADGE = { minWidth: 'max-content' } as const;

/**
 * Admin monitor (spec §2), Users: summary tiles, search, status filter, six sort orders, the table with each
 * person's activity, a detail dialog, activate/deactivate, Export (CSV of what is shown) and Refresh; polled every 30 s.
 */
export function AdminPage() {
  const me = useCurrentUser();
  const users = useQuery({ ...trpc.admin.users.queryOptions(), refetchInterval: 30_000 });
  // A count only: nothing about who left (issue 18).
  const deletions = useQuery({ ...trpc.admin.deletions.queryOptions(), refetchInterval: 30_000 });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<SortOrder>('newest');
  const [detail, setDetail] = useState<{ id: string | null; opened: boolean }>({ id: null, opened: false });
  const openDetail = (id: string) => setDetail({ id, opened: true });

  const rows = useMemo(() => visibleUsers(users.data ?? [], search, status, sort), [users.data, search, status, sort]);
  // Until the list has loaded (or when it failed) the tiles say nothing rather than a misleading 0.
  const summary = useMemo(() => (users.data ? summarize(users.data) : null), [users.data]);

  return (
    <AppFrame>
      {/* Wider than the member screens: the table has nine columns. */}
      <Container size="xl" py="xl" px="md">
        <Stack gap="lg">
          <Group justify="space-between" gap="sm">
            <Title order={1}>Admin monitor</Title>
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                disabled={rows.length === 0}
                onClick={() => downloadCsv(csvFileName(), usersCsv(rows))}
              >
                Export
              </Button>
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => {
                  void users.refetch();
                  void deletions.refetch();
                }}
                loading={users.isFetching}
              >
                Refresh
              </Button>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
            <StatCard label="Users" value={summary?.users ?? '—'} />
            <StatCard label="Active" value={summary?.active ?? '—'} />
            <StatCard label="Inactive" value={summary?.inactive ?? '—'} />
            <StatCard label="Completed assessments" value={summary?.completedAssessments ?? '—'} />
            <StatCard label="Messages" value={summary?.messages ?? '—'} />
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
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <SegmentedControl aria-label="Status filter" value={status} onChange={(v) => setStatus(v as StatusFilter)} data={STATUS_OPTIONS} />
            <Select
              aria-label="Sort"
              w={220}
              maw="100%"
              allowDeselect={false}
              data={SORT_OPTIONS.map((o) => ({ ...o }))}
              value={sort}
              onChange={(v) => isSortOrder(v) && setSort(v)}
            />
          </Group>
          {users.isPending ? (
            <Group justify="center" py="xl">
              <Loader aria-label="Loading users" />
            </Group>
          ) : users.isError ? (
            <LoadError title="Failed to load users" onRetry={() => void users.refetch()} />
          ) : rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No users match these filters.
            </Text>
          ) : (
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
                          <StatusToggle user={u} isSelf={u.id === me.id} />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <FeedbackList />
        </Stack>
      </Container>
      <UserDetailDialog userId={detail.id} opened={detail.opened} onClose={() => setDetail((d) => ({ ...d, opened: false }))} myId={me.id} />
    </AppFrame>
  );
}
