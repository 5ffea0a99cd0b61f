import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Anchor, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../app/trpc';
import { FlaggedItems } from '../measures/FlaggedItems';
import { StatCard } from './StatCard';
import { scrollable, slotDate, TabSection, TabState } from './TabState';

/** Spec §9: analytics is polled every 30 s. */
const POLL_MS = 30_000;
const COACH_STATUS = { answering: 'Answering', failing: 'Failing', mixed: 'Some calls failing', unknown: 'Not called since start' } as const;

function bytes(n: number | null): string {
  if (n === null) return '—';
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  if (n < 1024 * 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MB`;
  return `${(n / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d} d ${h} h` : h > 0 ? `${h} h ${m} min` : `${m} min`;
}

/** Admin monitor › Analytics: engagement, delivery and system health, with real figures (decision 034). */
export function AnalyticsTab() {
  const analytics = useQuery({ ...trpc.monitor.analytics.queryOptions(), refetchInterval: POLL_MS });
  return (
    <Stack gap="lg">
      <Alert variant="light" color="gray" title="No open or click tracking">
        We do not track whether people open editions or click their links: no tracking pixels, no redirected links. So
        there are no open or click rates here, only what the server knows.
      </Alert>
      <TabState query={analytics} errorTitle="Failed to load the analytics">
        {(a) => (
          <Stack gap="lg">
            <TabSection id="admin-engagement-title" title="Engagement">
              <Text size="sm" c="dimmed">
                Active means they did something: wrote to the coach or in a chat, completed a weekly action, wrote in their
                journal or answered the daily prompt. Registering or signing in alone does not count.
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <StatCard label="Active members, last day" value={a.engagement.activeMembers.day} />
                <StatCard label="Active members, last 7 days" value={a.engagement.activeMembers.week} />
                <StatCard label="Active members, last 30 days" value={a.engagement.activeMembers.month} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <StatCard label="Pairs who both answered the daily question, last 24 hours" value={a.engagement.dailyQuestion.pairsAnsweredLastDay} />
                <StatCard label="Median daily-question streak (days)" value={a.engagement.dailyQuestion.medianStreak} />
              </SimpleGrid>
              <Card withBorder>
                <Text fw={600} mb="sm">
                  Messages per day, last 30 days
                </Text>
                <BarChart
                  h={220}
                  data={a.engagement.messagesPerDay.map((d) => ({ ...d, day: d.date.slice(5) }))}
                  dataKey="day"
                  type="stacked"
                  withLegend
                  series={[
                    { name: 'coach', label: 'To the coach', color: 'violet.6' },
                    { name: 'chat', label: 'In chats', color: 'teal.6' },
                  ]}
                />
              </Card>
            </TabSection>

            <TabSection id="admin-delivery-title" title="Delivery">
              {a.delivery.length === 0 ? (
                <Text c="dimmed">No editions sent yet.</Text>
              ) : (
                <Table.ScrollContainer minWidth={520} {...scrollable('Delivery per edition')}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Edition</Table.Th>
                        <Table.Th>Sent</Table.Th>
                        <Table.Th>Failed</Table.Th>
                        <Table.Th>Waiting</Table.Th>
                        <Table.Th>Unsubscribes after it</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {a.delivery.map((d) => (
                        <Table.Tr key={d.editionId}>
                          <Table.Td>
                            {slotDate(d.scheduledDate)}
                            {d.status === 'skipped' ? ' (skipped)' : ''}
                          </Table.Td>
                          <Table.Td>{d.sent}</Table.Td>
                          <Table.Td>{d.failed}</Table.Td>
                          <Table.Td>{d.pending}</Table.Td>
                          <Table.Td>{d.unsubscribesAfter}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </TabSection>

            <TabSection id="admin-health-title" title="System health">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
                <StatCard label="Uptime (this instance)" value={uptime(a.system.uptimeSeconds)} />
                <StatCard label="Database size" value={bytes(a.system.databaseBytes)} />
                <StatCard label="Memory (resident)" value={bytes(a.system.memory.rssBytes)} />
                <StatCard label="Event-loop delay (mean / p99)" value={`${a.system.eventLoopDelayMs.mean} / ${a.system.eventLoopDelayMs.p99} ms`} />
                <StatCard label="Open chat sockets" value={a.system.openSockets} />
                <StatCard label={`Coach (${a.system.coach.provider})`} value={COACH_STATUS[a.system.coach.status]} />
                <StatCard label="E-mail (SMTP_URL)" value={a.system.mailConfigured ? 'Set up' : 'Not set up'} />
              </SimpleGrid>
              {!a.system.mailConfigured && (
                <Alert variant="light" color="orange" title="This server sends no e-mail" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
                  Without SMTP_URL no verification, password reset, invitation or newsletter mail leaves the server: the
                  screens tell people so, and invitations are shared as links. Set SMTP_URL (and MAIL_FROM) and restart to
                  send mail.
                </Alert>
              )}
            </TabSection>
            <TabSection id="admin-measures-title" title="Assessment item checks">
              <FlaggedItems />
              <Anchor component={Link} to="/measures" size="sm">
                How Attune measures: the reliability figures of this server
              </Anchor>
            </TabSection>
          </Stack>
        )}
      </TabState>
    </Stack>
  );
}
