import { Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc';
import { NEWSLETTER_TOPICS } from '../../../shared/newsletter';
import { TOPIC_LABELS } from '../newsletter/NewsletterSettings';
import { StatCard } from './StatCard';
import { scrollable, slotDate, TabSection, TabState, TOPIC_COLORS } from './TabState';

const POLL_MS = 60_000;
const STATUS_LABELS = defineMessages({
  published: { id: 'admin.content.status.published', defaultMessage: 'Published' },
  generated: { id: 'admin.content.status.generated', defaultMessage: 'Sending' },
  skipped: { id: 'admin.content.status.skipped', defaultMessage: 'Skipped' },
});

const m = defineMessages({
  perTopic: { id: 'admin.content.perTopic', defaultMessage: 'Per topic' },
  countsFailed: { id: 'admin.content.countsFailed', defaultMessage: 'Failed to load the content counts' },
  articles: { id: 'admin.content.articles', defaultMessage: 'Articles in the library' },
  latest: { id: 'admin.content.latest', defaultMessage: 'Latest editions' },
  editionsFailed: { id: 'admin.content.editionsFailed', defaultMessage: 'Failed to load the editions' },
  none: { id: 'admin.content.none', defaultMessage: 'No editions yet: the first goes out at the next Monday or Wednesday slot, or with Send now.' },
});

/** Admin monitor › Content: the 10 latest editions (spec §9) and counts per topic. */
export function ContentTab() {
  const intl = useIntl();
  const editions = useQuery({ ...trpc.newsletterAdmin.editions.queryOptions(), refetchInterval: POLL_MS });
  const content = useQuery({ ...trpc.newsletterAdmin.content.queryOptions(), refetchInterval: POLL_MS });
  return (
    <Stack gap="lg">
      <TabSection id="admin-per-topic-title" title={intl.formatMessage(m.perTopic)}>
        <TabState query={content} errorTitle={intl.formatMessage(m.countsFailed)}>
          {(c) => (
            <Stack gap="sm">
            <Group gap="md">
              <StatCard compact label={intl.formatMessage(m.articles)} value={c.articles} />
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              {NEWSLETTER_TOPICS.map((topic) => (
                <Card key={topic} withBorder>
                  <Badge variant="light" color={TOPIC_COLORS[topic]} mb="xs">
                    {intl.formatMessage(TOPIC_LABELS[topic])}
                  </Badge>
                  <Text size="sm">
                    <FormattedMessage
                      id="admin.content.topicArticles"
                      defaultMessage="{count, plural, one {# article} other {# articles}}"
                      values={{ count: c.byCategory[topic] }}
                    />
                  </Text>
                  <Text size="sm" c="dimmed">
                    <FormattedMessage
                      id="admin.content.topicEditions"
                      defaultMessage="{count, plural, one {# edition led with it} other {# editions led with it}}"
                      values={{ count: c.editionsByCategory[topic] }}
                    />
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            </Stack>
          )}
        </TabState>
      </TabSection>

      <TabSection id="admin-editions-title" title={intl.formatMessage(m.latest)}>
        <TabState query={editions} errorTitle={intl.formatMessage(m.editionsFailed)} isEmpty={(list) => list.length === 0} empty={intl.formatMessage(m.none)}>
          {(list) => (
            <Table.ScrollContainer minWidth={560} {...scrollable(intl.formatMessage(m.latest))}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <FormattedMessage id="admin.content.column.edition" defaultMessage="Edition" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="admin.column.leadsWith" defaultMessage="Leads with" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="admin.users.column.status" defaultMessage="Status" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="admin.content.column.sent" defaultMessage="E-mails sent" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="admin.column.failed" defaultMessage="Failed" />
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>
                        {/* The stored edition title: content, in the words it was sent with. */}
                        <Text size="sm" fw={600} data-content-text="">
                          {e.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {slotDate(e.scheduledDate, intl)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={TOPIC_COLORS[e.category]}>
                          {intl.formatMessage(TOPIC_LABELS[e.category])}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{intl.formatMessage(STATUS_LABELS[e.status])}</Table.Td>
                      <Table.Td>{intl.formatNumber(e.emailsSent)}</Table.Td>
                      <Table.Td>{intl.formatNumber(e.emailsFailed)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </TabState>
      </TabSection>
    </Stack>
  );
}
