import { Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { shortDate } from '../chat/dates';

const m = defineMessages({
  hidden: { id: 'socialHub.reports.hidden', defaultMessage: 'Post hidden' },
  dismissed: { id: 'socialHub.reports.dismissed', defaultMessage: 'Reports dismissed' },
  error: { id: 'common.error', defaultMessage: 'Error' },
  tryAgain: { id: 'socialHub.reports.tryAgain', defaultMessage: 'Please try again.' },
  loading: { id: 'socialHub.reports.loading', defaultMessage: 'Loading reports' },
  failed: { id: 'socialHub.reports.failed', defaultMessage: 'Failed to load reports' },
});

/** The admin monitor's Reports tab: reported Social Hub posts, to hide or to keep (dismiss the reports). */
export function SocialReportsTab() {
  const intl = useIntl();
  const reports = useQuery({ ...trpc.socialHub.reports.queryOptions(), refetchInterval: 30_000 });
  const moderate = useMutation({
    mutationFn: (input: { postId: string; action: 'hide' | 'dismiss' }) => trpcClient.socialHub.moderate.mutate(input),
    onSuccess: (_, input) => {
      toast.success(t(input.action === 'hide' ? m.hidden : m.dismissed));
      void queryClient.invalidateQueries(trpc.socialHub.reports.pathFilter());
    },
    onError: (error) => toast.error(t(m.error), errorMessage(error, t(m.tryAgain))),
  });
  if (reports.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  if (reports.isError) return <LoadError title={intl.formatMessage(m.failed)} error={reports.error} onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        <FormattedMessage id="socialHub.reports.none" defaultMessage="No open reports. Reported Social Hub posts appear here." />
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
                    {r.author.firstName} {r.author.lastName}{' '}
                    {!r.author.isActive && (
                      <Badge color="gray">
                        <FormattedMessage id="admin.users.inactive" defaultMessage="Inactive" />
                      </Badge>
                    )}
                  </>
                ) : (
                  <FormattedMessage id="socialHub.reports.anonymous" defaultMessage="Anonymous member" />
                )}
              </Text>
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="socialHub.reports.count"
                  defaultMessage="{count, plural, one {# report} other {# reports}} · posted {date}"
                  values={{ count: r.reportCount, date: shortDate(r.createdAt, intl) }}
                />
              </Text>
            </Group>
            {/* The member's post and the reporters' reasons: their own words, shown as written. */}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-content-text="">
              {r.content}
            </Text>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="socialHub.reports.reasons"
                defaultMessage="Reasons: {reasons}"
                values={{ reasons: <span data-content-text="">{r.reasons.join(' · ')}</span> }}
              />
            </Text>
            <Group gap="xs">
              <Button size="xs" color="red" loading={moderate.isPending && moderate.variables?.postId === r.postId && moderate.variables.action === 'hide'} onClick={() => moderate.mutate({ postId: r.postId, action: 'hide' })}>
                <FormattedMessage id="socialHub.reports.hide" defaultMessage="Hide post" />
              </Button>
              <Button size="xs" variant="default" onClick={() => moderate.mutate({ postId: r.postId, action: 'dismiss' })}>
                <FormattedMessage id="socialHub.reports.keep" defaultMessage="Keep and dismiss" />
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {r.author ? (
                <FormattedMessage id="socialHub.reports.deactivateHint" defaultMessage="To stop the author posting, deactivate them in Users." />
              ) : (
                <FormattedMessage id="socialHub.reports.anonymousHint" defaultMessage="Posted anonymously: its author is not shown to anyone, you included." />
              )}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
