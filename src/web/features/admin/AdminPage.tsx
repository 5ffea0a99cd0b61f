import { useMemo, useState } from 'react';
import { Badge, Button, Card, Container, Group, Loader, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AppFrame } from '../../components/AppFrame';
import { LoadError } from '../../components/LoadError';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { useCurrentUser } from '../auth/session';

type StatusFilter = 'all' | 'active' | 'inactive';

/** Admin monitor (spec §2), Users tab: search, status filter, newest/oldest, activate and deactivate. */
export function AdminPage() {
  const me = useCurrentUser();
  const users = useQuery({ ...trpc.admin.users.queryOptions(), refetchInterval: 30_000 });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<'newest' | 'oldest'>('newest');
  const toggle = useMutation({
    mutationFn: (input: { id: string; isActive: boolean }) => trpcClient.admin.setStatus.mutate(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.users.queryKey() }),
    onError: (error) => toast.error('Error', errorMessage(error, 'Could not change the account status.')),
  });

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (users.data ?? [])
      .filter((u) => status === 'all' || (status === 'active') === u.isActive)
      .filter((u) => !needle || `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase().includes(needle))
      .sort((a, b) => (sort === 'newest' ? b.createdAt.localeCompare(a.createdAt) : a.createdAt.localeCompare(b.createdAt)));
  }, [users.data, search, status, sort]);

  const total = users.data?.length ?? 0;
  const active = users.data?.filter((u) => u.isActive).length ?? 0;

  return (
    <AppFrame>
      <Container size="lg" py="xl" px="md">
        <Stack gap="lg">
          <Group justify="space-between">
            <Title order={1}>Admin monitor</Title>
            <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void users.refetch()} loading={users.isFetching}>
              Refresh
            </Button>
          </Group>
          <Group grow preventGrowOverflow={false} wrap="wrap">
            <Card>
              <Text size="sm" c="dimmed">Users</Text>
              <Text fz={28} fw={700}>{total}</Text>
            </Card>
            <Card>
              <Text size="sm" c="dimmed">Active</Text>
              <Text fz={28} fw={700}>{active}</Text>
            </Card>
            <Card>
              <Text size="sm" c="dimmed">Inactive</Text>
              <Text fz={28} fw={700}>{total - active}</Text>
            </Card>
          </Group>
          <Group wrap="wrap">
            <TextInput
              flex={1}
              miw={200}
              placeholder="Search by name or email"
              aria-label="Search users"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <SegmentedControl
              aria-label="Status filter"
              value={status}
              onChange={(v) => setStatus(v as StatusFilter)}
              data={[
                { value: 'all', label: 'All' },
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
            />
            <SegmentedControl
              aria-label="Sort"
              value={sort}
              onChange={(v) => setSort(v as 'newest' | 'oldest')}
              data={[
                { value: 'newest', label: 'Newest' },
                { value: 'oldest', label: 'Oldest' },
              ]}
            />
          </Group>
          {users.isPending ? (
            <Group justify="center" py="xl">
              <Loader />
            </Group>
          ) : users.isError ? (
            <LoadError title="Failed to load users" onRetry={() => void users.refetch()} />
          ) : rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No users match these filters.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Joined</Table.Th>
                    <Table.Th aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((u) => (
                    <Table.Tr key={u.id}>
                      <Table.Td>
                        {u.firstName} {u.lastName}
                      </Table.Td>
                      <Table.Td>{u.email}</Table.Td>
                      <Table.Td>
                        <Badge color={u.isActive ? 'teal' : 'gray'} variant="light">
                          {u.isActive ? 'Active' : 'Inactive'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{new Date(u.createdAt).toLocaleDateString()}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="light"
                          color={u.isActive ? 'red' : 'teal'}
                          disabled={u.id === me.id}
                          loading={toggle.isPending && toggle.variables?.id === u.id}
                          onClick={() => toggle.mutate({ id: u.id, isActive: !u.isActive })}
                        >
                          {u.isActive ? 'Deactivate' : 'Activate'}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Container>
    </AppFrame>
  );
}
