import { Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { shortDate } from '../chat/dates';

/** The admin monitor's Reports tab: reported Social Hub posts, to hide or to keep (dismiss the reports). */
export function SocialReportsTab() {
  const reports = useQuery({ ...trpc.socialHub.reports.queryOptions(), refetchInterval: 30_000 });
  const moderate = useMutation({
    mutationFn: (input: { postId: string; action: 'hide' | 'dismiss' }) => trpcClient.socialHub.moderate.mutate(input),
    onSuccess: (_, input) => {
      toast.success(input.action === 'hide' ? 'Post hidden' : 'Reports dismissed');
      void queryClient.invalidateQueries(trpc.socialHub.reports.pathFilter());
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Please try again.')),
  });
  if (reports.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading reports" />
      </Center>
    );
  if (reports.isError) return <LoadError title="Failed to load reports" error={reports.error} onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        No open reports. Reported Social Hub posts appear here.
      </Text>
    );
  return (
    <Stack gap="sm">
      {reports.data.map((r) => (
        <Paper key={r.postId} withBorder p="md" radius="md">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {r.author ? (
                  <>
                    {r.author.firstName} {r.author.lastName} {!r.author.isActive && <Badge color="gray">Inactive</Badge>}
                  </>
                ) : (
                  'Anonymous member'
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {r.reportCount} report{r.reportCount === 1 ? '' : 's'} · posted {shortDate(r.createdAt)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {r.content}
            </Text>
            <Text size="xs" c="dimmed">
              Reasons: {r.reasons.join(' · ')}
            </Text>
            <Group gap="xs">
              <Button size="xs" color="red" loading={moderate.isPending && moderate.variables?.postId === r.postId && moderate.variables.action === 'hide'} onClick={() => moderate.mutate({ postId: r.postId, action: 'hide' })}>
                Hide post
              </Button>
              <Button size="xs" variant="default" onClick={() => moderate.mutate({ postId: r.postId, action: 'dismiss' })}>
                Keep and dismiss
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {r.author ? 'To stop the author posting, deactivate them in Users.' : 'Posted anonymously: its author is not shown to anyone, you included.'}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
