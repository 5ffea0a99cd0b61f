import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/LoadError';
import { FEEDBACK_CATEGORY_LABELS } from '../feedback/categories';
import { shortDate } from '../chat/dates';

/** What members sent through "Send Feedback", newest first (polled with the users list). */
export function FeedbackList() {
  const feedback = useQuery({ ...trpc.feedback.list.queryOptions(), refetchInterval: 30_000 });
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-feedback-title">
      <Title order={2} fz="xl" id="admin-feedback-title">
        Feedback
      </Title>
      {feedback.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      ) : feedback.isError ? (
        <LoadError title="Failed to load feedback" error={feedback.error} onRetry={() => void feedback.refetch()} />
      ) : feedback.data.length === 0 ? (
        <Text c="dimmed" py="md">
          No feedback yet.
        </Text>
      ) : (
        feedback.data.map((item) => (
          <Card key={item.id} withBorder padding="md">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light">{FEEDBACK_CATEGORY_LABELS[item.category]}</Badge>
                  <Text fw={600}>{item.subject || 'No subject'}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {shortDate(item.createdAt)}
                </Text>
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.message}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.from.firstName} {item.from.lastName} · {item.email}
              </Text>
            </Stack>
          </Card>
        ))
      )}
    </Stack>
  );
}
