import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/LoadError';
import { FEEDBACK_CATEGORY_LABELS } from '../feedback/categories';
import { shortDate } from '../chat/dates';

/** What members sent through "Send Feedback", newest first (polled with the users list). */
export function FeedbackList() {
  const intl = useIntl();
  const feedback = useQuery({ ...trpc.feedback.list.queryOptions(), refetchInterval: 30_000 });
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-feedback-title">
      <Title order={2} fz="xl" id="admin-feedback-title">
        <FormattedMessage id="admin.feedback.title" defaultMessage="Feedback" />
      </Title>
      {feedback.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label={intl.formatMessage({ id: 'admin.loading', defaultMessage: 'Loading' })} />
        </Group>
      ) : feedback.isError ? (
        <LoadError title={intl.formatMessage({ id: 'admin.feedback.failed', defaultMessage: 'Failed to load feedback' })} error={feedback.error} onRetry={() => void feedback.refetch()} />
      ) : feedback.data.length === 0 ? (
        <Text c="dimmed" py="md">
          <FormattedMessage id="admin.feedback.none" defaultMessage="No feedback yet." />
        </Text>
      ) : (
        feedback.data.map((item) => (
          <Card key={item.id} withBorder padding="md">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light">{FEEDBACK_CATEGORY_LABELS[item.category]}</Badge>
                  {/* The member's own words: shown as they wrote them. */}
                  <Text fw={600} data-content-text={item.subject ? '' : undefined}>
                    {item.subject || intl.formatMessage({ id: 'admin.feedback.noSubject', defaultMessage: 'No subject' })}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {shortDate(item.createdAt, intl)}
                </Text>
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-content-text="">
                {item.message}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-content-text="">
                {intl.formatMessage(
                  { id: 'admin.feedback.from', defaultMessage: '{firstName} {lastName} · {email}' },
                  { firstName: item.from.firstName, lastName: item.from.lastName, email: item.email },
                )}
              </Text>
            </Stack>
          </Card>
        ))
      )}
    </Stack>
  );
}
