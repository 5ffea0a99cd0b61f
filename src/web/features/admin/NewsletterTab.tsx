import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, ScrollArea, SimpleGrid, Stack, Table, Text, Typography } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { NEWSLETTER_LEVEL_LABELS, NEWSLETTER_TOPIC_LABELS, NEWSLETTER_LEVELS, NEWSLETTER_TOPICS } from '../../../shared/newsletter';
import { markdownToSafeHtml } from './markdown';
import { StatCard } from './StatCard';
import { scrollable, slotDate, TabSection, TabState, TOPIC_COLORS } from './TabState';

const POLL_MS = 60_000;
const STATUS_LABELS = { scheduled: 'Scheduled', generated: 'Ready', sent: 'Sent' } as const;
const STATUS_COLORS = { scheduled: 'gray', generated: 'yellow', sent: 'teal' } as const;

function PreviewDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const preview = useQuery({ ...trpc.newsletterAdmin.preview.queryOptions(), enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title="Preview of the next edition" size="lg">
      <TabState query={preview} errorTitle="Failed to load the preview">
        {(p) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              As you would receive it, for {slotDate(p.scheduledDate)}. Nothing is sent.
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {p.subject}
            </Text>
            <ScrollArea.Autosize mah="60vh">
              {/* The edition's Markdown, rendered as a reader sees it (markdown.ts lets nothing in it run). */}
              <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
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
  const schedule = useQuery({ ...trpc.newsletterAdmin.schedule.queryOptions(), refetchInterval: POLL_MS });
  const stats = useQuery({ ...trpc.newsletterAdmin.subscriptions.queryOptions(), refetchInterval: POLL_MS });
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sendNow = useMutation({
    mutationFn: () => trpcClient.newsletterAdmin.sendNow.mutate(),
    onSuccess: ({ recipients }) => {
      setConfirming(false);
      toast.success('Edition sent', `It went to ${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}.`);
      void queryClient.invalidateQueries({ queryKey: trpc.newsletterAdmin.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.monitor.pathKey() });
    },
    onError: (error) => toast.error('Sending failed', errorMessage(error, 'Could not send the edition. Please try again.')),
  });

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Button variant="light" onClick={() => setPreviewOpen(true)}>
          Preview next edition
        </Button>
        <Button onClick={() => setConfirming(true)}>Send now</Button>
      </Group>
      <PreviewDialog opened={previewOpen} onClose={() => setPreviewOpen(false)} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Send the next edition now?">
        <Stack gap="md">
          <Text size="sm">Every active subscriber receives the next edition at once; its scheduled slot is then marked sent.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button loading={sendNow.isPending} onClick={() => sendNow.mutate()}>
              Send now
            </Button>
          </Group>
        </Stack>
      </Modal>

      <TabSection id="admin-schedule-title" title="Schedule">
        <TabState query={schedule} errorTitle="Failed to load the schedule" isEmpty={(items) => items.length === 0} empty="No upcoming editions.">
          {(items) => (
            <Table.ScrollContainer minWidth={420} {...scrollable('Schedule')}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Leads with</Table.Th>
                    <Table.Th>Week</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>{slotDate(item.scheduledDate)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLORS[item.status]}>
                          {STATUS_LABELS[item.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={TOPIC_COLORS[item.category]}>
                          {NEWSLETTER_TOPIC_LABELS[item.category]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{item.weekNumber}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </TabState>
      </TabSection>

      <TabSection id="admin-subscribers-title" title="Subscribers">
        <TabState query={stats} errorTitle="Failed to load the subscriber figures">
          {(s) => (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                <StatCard label="Active subscribers" value={s.activeSubscribers} />
                <StatCard label="Awaiting e-mail verification" value={s.awaitingVerification} />
                <StatCard label="Unsubscribed" value={s.unsubscribed} />
                <StatCard label="Personalized content on" value={s.personalized} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Card withBorder>
                  <Text fw={600} mb="xs">
                    By topic
                  </Text>
                  {NEWSLETTER_TOPICS.map((topic) => (
                    <Group key={topic} justify="space-between">
                      <Text size="sm">{NEWSLETTER_TOPIC_LABELS[topic]}</Text>
                      <Text size="sm" fw={600}>
                        {s.byCategory[topic]}
                      </Text>
                    </Group>
                  ))}
                </Card>
                <Card withBorder>
                  <Text fw={600} mb="xs">
                    By level
                  </Text>
                  {NEWSLETTER_LEVELS.map((level) => (
                    <Group key={level} justify="space-between">
                      <Text size="sm">{NEWSLETTER_LEVEL_LABELS[level]}</Text>
                      <Text size="sm" fw={600}>
                        {s.byDifficulty[level]}
                      </Text>
                    </Group>
                  ))}
                </Card>
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                Editions go out on Mondays and Wednesdays at 09:00 ({s.timeZone}).
              </Text>
            </Stack>
          )}
        </TabState>
      </TabSection>
    </Stack>
  );
}
