import { BarChart } from '@mantine/charts';
import { Alert, Anchor, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
// After the core components' rules it builds on, and in Mantine's layer like the rest of its styles (decision 116).
import '@mantine/charts/styles.layer.css';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { trpc } from '../../app/trpc';
import { FlaggedItems } from '../measures/FlaggedItems';
import { StatCard } from './StatCard';
import { scrollable, slotDate, TabSection, TabState } from './TabState';

/** Spec §9: analytics is polled every 30 s. */
const POLL_MS = 30_000;
const COACH_STATUS = defineMessages({
  answering: { id: 'admin.analytics.coach.answering', defaultMessage: 'Answering' },
  failing: { id: 'admin.analytics.coach.failing', defaultMessage: 'Failing' },
  mixed: { id: 'admin.analytics.coach.mixed', defaultMessage: 'Some calls failing' },
  unknown: { id: 'admin.analytics.coach.unknown', defaultMessage: 'Not called since start' },
});

const m = defineMessages({
  failed: { id: 'admin.analytics.failed', defaultMessage: 'Failed to load the analytics' },
  engagement: { id: 'admin.analytics.engagement', defaultMessage: 'Engagement' },
  activeDay: { id: 'admin.analytics.activeDay', defaultMessage: 'Active members, last day' },
  activeWeek: { id: 'admin.analytics.activeWeek', defaultMessage: 'Active members, last 7 days' },
  activeMonth: { id: 'admin.analytics.activeMonth', defaultMessage: 'Active members, last 30 days' },
  pairs: { id: 'admin.analytics.pairs', defaultMessage: 'Pairs who both answered the daily question, last 24 hours' },
  streak: { id: 'admin.analytics.streak', defaultMessage: 'Median daily-question streak (days)' },
  toCoach: { id: 'admin.user.toCoach', defaultMessage: 'To the coach' },
  inChats: { id: 'admin.user.inChats', defaultMessage: 'In chats' },
  delivery: { id: 'admin.analytics.delivery', defaultMessage: 'Delivery' },
  deliveryTable: { id: 'admin.analytics.deliveryTable', defaultMessage: 'Delivery per edition' },
  health: { id: 'admin.analytics.health', defaultMessage: 'System health' },
  uptime: { id: 'admin.analytics.uptime', defaultMessage: 'Uptime (this instance)' },
  database: { id: 'admin.analytics.database', defaultMessage: 'Database size' },
  memory: { id: 'admin.analytics.memory', defaultMessage: 'Memory (resident)' },
  loop: { id: 'admin.analytics.loop', defaultMessage: 'Event-loop delay (mean / p99)' },
  sockets: { id: 'admin.analytics.sockets', defaultMessage: 'Open chat sockets' },
  mail: { id: 'admin.analytics.mail', defaultMessage: 'E-mail (SMTP_URL)' },
  mailOn: { id: 'admin.analytics.mailOn', defaultMessage: 'Set up' },
  mailOff: { id: 'admin.analytics.mailOff', defaultMessage: 'Not set up' },
  noMailTitle: { id: 'admin.analytics.noMailTitle', defaultMessage: 'This server sends no e-mail' },
  checks: { id: 'admin.analytics.checks', defaultMessage: 'Assessment item checks' },
  noTrackingTitle: { id: 'admin.analytics.noTrackingTitle', defaultMessage: 'No open or click tracking' },
});
const skippedMessage = defineMessage<{ date: string }>({ id: 'admin.analytics.skipped', defaultMessage: '{date} (skipped)' });
const loopValueMessage = defineMessage<{ mean: string; p99: string }>({ id: 'admin.analytics.loopValue', defaultMessage: '{mean} / {p99} ms' });
const coachMessage = defineMessage<{ provider: string }>({ id: 'admin.analytics.coach', defaultMessage: 'Coach ({provider})' });
const daysMessage = defineMessage<{ days: number; hours: number; minutes: number }>({ id: 'admin.analytics.uptimeDays', defaultMessage: '{days} d {hours} h' });
const hoursMessage = defineMessage<{ days: number; hours: number; minutes: number }>({ id: 'admin.analytics.uptimeHours', defaultMessage: '{hours} h {minutes} min' });
const minutesMessage = defineMessage<{ days: number; hours: number; minutes: number }>({ id: 'admin.analytics.uptimeMinutes', defaultMessage: '{minutes} min' });

/** A size in KB, MB or GB, its number written the reader's way by Intl. */
function bytes(intl: IntlShape, n: number | null): string {
  if (n === null) return '—';
  const unit = (value: number, name: 'kilobyte' | 'megabyte' | 'gigabyte', digits: number) =>
    intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'short', minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (n < 1024 * 1024) return unit(Math.round(n / 1024), 'kilobyte', 0);
  if (n < 1024 * 1024 * 1024) return unit(n / (1024 * 1024), 'megabyte', 1);
  return unit(n / (1024 * 1024 * 1024), 'gigabyte', 2);
}

function uptime(intl: IntlShape, seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return intl.formatMessage(days > 0 ? daysMessage : hours > 0 ? hoursMessage : minutesMessage, { days, hours, minutes });
}

/** Admin monitor › Analytics: engagement, delivery and system health, with real figures (decision 034). */
export function AnalyticsTab() {
  const intl = useIntl();
  const f = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor);
  const analytics = useQuery({ ...trpc.monitor.analytics.queryOptions(), refetchInterval: POLL_MS });
  return (
    <Stack gap="lg">
      <Alert variant="light" color="gray" title={f(m.noTrackingTitle)}>
        <FormattedMessage
          id="admin.analytics.noTracking"
          defaultMessage="We do not track whether people open editions or click their links: no tracking pixels, no redirected links. So there are no open or click rates here, only what the server knows."
        />
      </Alert>
      <TabState query={analytics} errorTitle={f(m.failed)}>
        {(a) => (
          <Stack gap="lg">
            <TabSection id="admin-engagement-title" title={f(m.engagement)}>
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id="admin.analytics.activeMeans"
                  defaultMessage="Active means they did something: wrote to the coach or in a chat, completed a weekly action, wrote in their journal or answered the daily prompt. Registering or signing in alone does not count."
                />
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <StatCard label={f(m.activeDay)} value={a.engagement.activeMembers.day} />
                <StatCard label={f(m.activeWeek)} value={a.engagement.activeMembers.week} />
                <StatCard label={f(m.activeMonth)} value={a.engagement.activeMembers.month} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <StatCard label={f(m.pairs)} value={a.engagement.dailyQuestion.pairsAnsweredLastDay} />
                <StatCard label={f(m.streak)} value={a.engagement.dailyQuestion.medianStreak} />
              </SimpleGrid>
              <Card withBorder>
                <Text fw={600} mb="sm">
                  <FormattedMessage id="admin.analytics.perDay" defaultMessage="Messages per day, last 30 days" />
                </Text>
                <BarChart
                  h={220}
                  // A calendar day (YYYY-MM-DD, no zone): written as the reader writes day and month, read in UTC.
                  data={a.engagement.messagesPerDay.map((d) => ({ ...d, day: intl.formatDate(`${d.date}T00:00:00Z`, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }) }))}
                  dataKey="day"
                  type="stacked"
                  withLegend
                  series={[
                    { name: 'coach', label: f(m.toCoach), color: 'violet.6' },
                    { name: 'chat', label: f(m.inChats), color: 'teal.6' },
                  ]}
                />
              </Card>
            </TabSection>

            <TabSection id="admin-delivery-title" title={f(m.delivery)}>
              {a.delivery.length === 0 ? (
                <Text c="dimmed">
                  <FormattedMessage id="admin.analytics.noEditions" defaultMessage="No editions sent yet." />
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={520} {...scrollable(f(m.deliveryTable))}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>
                          <FormattedMessage id="admin.content.column.edition" defaultMessage="Edition" />
                        </Table.Th>
                        <Table.Th>
                          <FormattedMessage id="admin.analytics.column.sent" defaultMessage="Sent" />
                        </Table.Th>
                        <Table.Th>
                          <FormattedMessage id="admin.column.failed" defaultMessage="Failed" />
                        </Table.Th>
                        <Table.Th>
                          <FormattedMessage id="admin.analytics.column.waiting" defaultMessage="Waiting" />
                        </Table.Th>
                        <Table.Th>
                          <FormattedMessage id="admin.analytics.column.unsubscribes" defaultMessage="Unsubscribes after it" />
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {a.delivery.map((d) => (
                        <Table.Tr key={d.editionId}>
                          <Table.Td>
                            {d.status === 'skipped' ? intl.formatMessage(skippedMessage, { date: slotDate(d.scheduledDate, intl) }) : slotDate(d.scheduledDate, intl)}
                          </Table.Td>
                          <Table.Td>{intl.formatNumber(d.sent)}</Table.Td>
                          <Table.Td>{intl.formatNumber(d.failed)}</Table.Td>
                          <Table.Td>{intl.formatNumber(d.pending)}</Table.Td>
                          <Table.Td>{intl.formatNumber(d.unsubscribesAfter)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </TabSection>

            <TabSection id="admin-health-title" title={f(m.health)}>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
                <StatCard label={f(m.uptime)} value={uptime(intl, a.system.uptimeSeconds)} />
                <StatCard label={f(m.database)} value={bytes(intl, a.system.databaseBytes)} />
                <StatCard label={f(m.memory)} value={bytes(intl, a.system.memory.rssBytes)} />
                <StatCard
                  label={f(m.loop)}
                  value={intl.formatMessage(loopValueMessage, { mean: intl.formatNumber(a.system.eventLoopDelayMs.mean), p99: intl.formatNumber(a.system.eventLoopDelayMs.p99) })}
                />
                <StatCard label={f(m.sockets)} value={a.system.openSockets} />
                <StatCard label={intl.formatMessage(coachMessage, { provider: a.system.coach.provider })} value={intl.formatMessage(COACH_STATUS[a.system.coach.status])} />
                <StatCard label={f(m.mail)} value={f(a.system.mailConfigured ? m.mailOn : m.mailOff)} />
              </SimpleGrid>
              {!a.system.mailConfigured && (
                <Alert variant="light" color="orange" title={f(m.noMailTitle)} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
                  <FormattedMessage
                    id="admin.analytics.noMail"
                    defaultMessage="Without SMTP_URL no verification, password reset, invitation or newsletter mail leaves the server: the screens tell people so, and invitations are shared as links. Set SMTP_URL (and MAIL_FROM) and restart to send mail."
                  />
                </Alert>
              )}
            </TabSection>
            <TabSection id="admin-measures-title" title={f(m.checks)}>
              <FlaggedItems />
              <Anchor component={Link} to="/measures" size="sm">
                <FormattedMessage id="admin.analytics.measuresLink" defaultMessage="How Attune measures: the reliability figures of this server" />
              </Anchor>
            </TabSection>
          </Stack>
        )}
      </TabState>
    </Stack>
  );
}
