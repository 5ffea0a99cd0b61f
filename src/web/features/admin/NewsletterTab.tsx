import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, ScrollArea, SimpleGrid, Stack, Table, Text, Typography } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { NEWSLETTER_LEVELS, NEWSLETTER_TOPICS } from '../../../shared/newsletter';
import { LEVEL_LABELS, TOPIC_LABELS } from '../newsletter/NewsletterSettings';
import { markdownToSafeHtml } from './markdown';
import { StatCard } from './StatCard';
import { scrollable, slotDate, TabSection, TabState, TOPIC_COLORS } from './TabState';

const POLL_MS = 60_000;
const STATUS_LABELS = defineMessages({
  scheduled: { id: 'admin.newsletter.status.scheduled', defaultMessage: 'Scheduled' },
  generated: { id: 'admin.newsletter.status.generated', defaultMessage: 'Ready' },
  sent: { id: 'admin.newsletter.status.sent', defaultMessage: 'Sent' },
});
const STATUS_COLORS = { scheduled: 'gray', generated: 'yellow', sent: 'teal' } as const;

const m = defineMessages({
  previewTitle: { id: 'admin.newsletter.previewTitle', defaultMessage: 'Preview of the next edition' },
  previewFailed: { id: 'admin.newsletter.previewFailed', defaultMessage: 'Failed to load the preview' },
  sentTitle: { id: 'admin.newsletter.sentTitle', defaultMessage: 'Edition sent' },
  sentTo: { id: 'admin.newsletter.sentTo', defaultMessage: '{count, plural, one {It went to # subscriber.} other {It went to # subscribers.}}' },
  sendFailed: { id: 'admin.newsletter.sendFailed', defaultMessage: 'Sending failed' },
  sendFailedReason: { id: 'admin.newsletter.sendFailedReason', defaultMessage: 'Could not send the edition. Please try again.' },
  confirmTitle: { id: 'admin.newsletter.confirmTitle', defaultMessage: 'Send the next edition now?' },
  schedule: { id: 'admin.newsletter.schedule', defaultMessage: 'Schedule' },
  scheduleFailed: { id: 'admin.newsletter.scheduleFailed', defaultMessage: 'Failed to load the schedule' },
  noUpcoming: { id: 'admin.newsletter.noUpcoming', defaultMessage: 'No upcoming editions.' },
  subscribers: { id: 'admin.newsletter.subscribers', defaultMessage: 'Subscribers' },
  subscribersFailed: { id: 'admin.newsletter.subscribersFailed', defaultMessage: 'Failed to load the subscriber figures' },
  active: { id: 'admin.overview.subscribers', defaultMessage: 'Active subscribers' },
  awaiting: { id: 'admin.newsletter.awaiting', defaultMessage: 'Awaiting e-mail verification' },
  unsubscribed: { id: 'admin.newsletter.unsubscribed', defaultMessage: 'Unsubscribed' },
  personalized: { id: 'admin.newsletter.personalized', defaultMessage: 'Personalized content on' },
});

function PreviewDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const preview = useQuery({ ...trpc.newsletterAdmin.preview.queryOptions(), enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title={intl.formatMessage(m.previewTitle)} size="lg">
      <TabState query={preview} errorTitle={intl.formatMessage(m.previewFailed)}>
        {(p) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="admin.newsletter.previewNote"
                defaultMessage="As you would receive it, for {date}. Nothing is sent."
                values={{ date: slotDate(p.scheduledDate, intl) }}
              />
            </Text>
            {/* The edition itself is content: its articles come from the (English) library. */}
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-content-text="">
              {p.subject}
            </Text>
            <ScrollArea.Autosize mah="60vh">
              {/* The edition's Markdown, rendered as a reader sees it (markdown.ts lets nothing in it run). */}
              <Typography fz="sm" style={{ overflowWrap: 'anywhere' }} data-content-text="">
                <div data-testid="newsletter-preview-body" dangerouslySetInnerHTML={{ __html: markdownToSafeHtml(p.text) }} />
              </Typography>
            </ScrollArea.Autosize>
          </Stack>
        )}
      </TabState>
    </Modal>
  );
}

/** Admin monitor › Newsletter: the next 8 slots of the schedule, subscriber figures, preview and send now. */
export function NewsletterTab() {
  const intl = useIntl();
  const schedule = useQuery({ ...trpc.newsletterAdmin.schedule.queryOptions(), refetchInterval: POLL_MS });
  const stats = useQuery({ ...trpc.newsletterAdmin.subscriptions.queryOptions(), refetchInterval: POLL_MS });
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sendNow = useMutation({
    mutationFn: () => trpcClient.newsletterAdmin.sendNow.mutate(),
    onSuccess: ({ recipients }) => {
      setConfirming(false);
      toast.success(t(m.sentTitle), t(m.sentTo, { count: recipients }));
      void queryClient.invalidateQueries({ queryKey: trpc.newsletterAdmin.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.monitor.pathKey() });
    },
    onError: (error) => toast.error(t(m.sendFailed), errorMessage(error, t(m.sendFailedReason))),
  });

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Button variant="light" onClick={() => setPreviewOpen(true)}>
          <FormattedMessage id="admin.newsletter.preview" defaultMessage="Preview next edition" />
        </Button>
        <Button onClick={() => setConfirming(true)}>
          <FormattedMessage id="admin.newsletter.sendNow" defaultMessage="Send now" />
        </Button>
      </Group>
      <PreviewDialog opened={previewOpen} onClose={() => setPreviewOpen(false)} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={intl.formatMessage(m.confirmTitle)}>
        <Stack gap="md">
          <Text size="sm">
            <FormattedMessage
              id="admin.newsletter.confirmText"
              defaultMessage="Every active subscriber receives the next edition at once; its scheduled slot is then marked sent."
            />
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
            </Button>
            <Button loading={sendNow.isPending} onClick={() => sendNow.mutate()}>
              <FormattedMessage id="admin.newsletter.sendNow" defaultMessage="Send now" />
            </Button>
          </Group>
        </Stack>
      </Modal>

      <TabSection id="admin-schedule-title" title={intl.formatMessage(m.schedule)}>
        <TabState query={schedule} errorTitle={intl.formatMessage(m.scheduleFailed)} isEmpty={(items) => items.length === 0} empty={intl.formatMessage(m.noUpcoming)}>
          {(items) => (
            <Table.ScrollContainer minWidth={420} {...scrollable(intl.formatMessage(m.schedule))}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <FormattedMessage id="admin.newsletter.column.date" defaultMessage="Date" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="admin.users.column.status" defaultMessage="Status" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="admin.column.leadsWith" defaultMessage="Leads with" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="admin.newsletter.column.week" defaultMessage="Week" />
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>{slotDate(item.scheduledDate, intl)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLORS[item.status]}>
                          {intl.formatMessage(STATUS_LABELS[item.status])}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={TOPIC_COLORS[item.category]}>
                          {intl.formatMessage(TOPIC_LABELS[item.category])}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{intl.formatNumber(item.weekNumber)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </TabState>
      </TabSection>

      <TabSection id="admin-subscribers-title" title={intl.formatMessage(m.subscribers)}>
        <TabState query={stats} errorTitle={intl.formatMessage(m.subscribersFailed)}>
          {(s) => (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                <StatCard label={intl.formatMessage(m.active)} value={s.activeSubscribers} />
                <StatCard label={intl.formatMessage(m.awaiting)} value={s.awaitingVerification} />
                <StatCard label={intl.formatMessage(m.unsubscribed)} value={s.unsubscribed} />
                <StatCard label={intl.formatMessage(m.personalized)} value={s.personalized} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Card withBorder>
                  <Text fw={600} mb="xs">
                    <FormattedMessage id="admin.newsletter.byTopic" defaultMessage="By topic" />
                  </Text>
                  {NEWSLETTER_TOPICS.map((topic) => (
                    <Group key={topic} justify="space-between">
                      <Text size="sm">{intl.formatMessage(TOPIC_LABELS[topic])}</Text>
                      <Text size="sm" fw={600}>
                        {intl.formatNumber(s.byCategory[topic])}
                      </Text>
                    </Group>
                  ))}
                </Card>
                <Card withBorder>
                  <Text fw={600} mb="xs">
                    <FormattedMessage id="admin.newsletter.byLevel" defaultMessage="By level" />
                  </Text>
                  {NEWSLETTER_LEVELS.map((level) => (
                    <Group key={level} justify="space-between">
                      <Text size="sm">{intl.formatMessage(LEVEL_LABELS[level])}</Text>
                      <Text size="sm" fw={600}>
                        {intl.formatNumber(s.byDifficulty[level])}
                      </Text>
                    </Group>
                  ))}
                </Card>
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id="admin.newsletter.when"
                  defaultMessage="Editions go out on Mondays and Wednesdays at 09:00 ({zone})."
                  values={{ zone: s.timeZone }}
                />
              </Text>
            </Stack>
          )}
        </TabState>
      </TabSection>
    </Stack>
  );
}
