import { Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../app/trpc';
import { NEWSLETTER_TOPIC_LABELS, NEWSLETTER_TOPICS } from '../../../shared/newsletter';
import { StatCard } from './StatCard';
import { scrollable, slotDate, TabSection, TabState, TOPIC_COLORS } from './TabState';

const POLL_MS = 60_000;
const STATUS_LABELS = { published: 'Published', generated: 'Sending', skipped: 'Skipped' } as const;

/** Admin monitor › Content: the 10 latest editions (spec §9) and counts per topic. */
export function ContentTab() {
  const editions = useQuery({ ...trpc.newsletterAdmin.editions.queryOptions(), refetchInterval: POLL_MS });
  const content = useQuery({ ...trpc.newsletterAdmin.content.queryOptions(), refetchInterval: POLL_MS });
  return (
    <Stack gap="lg">
      <TabSection id="admin-per-topic-title" title="Per topic">
        <TabState query={content} errorTitle="Failed to load the content counts">
          {(c) => (
            <Stack gap="sm">
            <Group gap="md">
              <StatCard compact label="Articles in the library" value={c.articles} />
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              {NEWSLETTER_TOPICS.map((topic) => (
                <Card key={topic} withBorder>
                  <Badge variant="light" color={TOPIC_COLORS[topic]} mb="xs">
                    {NEWSLETTER_TOPIC_LABELS[topic]}
                  </Badge>
                  <Text size="sm">{c.byCategory[topic]} articles</Text>
                  <Text size="sm" c="dimmed">
                    {c.editionsByCategory[topic]} editions led with it
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            </Stack>
          )}
        </TabState>
      </TabSection>

      <TabSection id="admin-editions-title" title="Latest editions">
        <TabState query={editions} errorTitle="Failed to load the editions" isEmpty={(list) => list.length === 0} empty="No editions yet: the first goes out at the next Monday or Wednesday slot, or with Send now.">
          {(list) => (
            <Table.ScrollContainer minWidth={560} {...scrollable('Latest editions')}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Edition</Table.Th>
                    <Table.Th>Leads with</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>E-mails sent</Table.Th>
                    <Table.Th>Failed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {e.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {slotDate(e.scheduledDate)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={TOPIC_COLORS[e.category]}>
                          {NEWSLETTER_TOPIC_LABELS[e.category]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{STATUS_LABELS[e.status]}</Table.Td>
                      <Table.Td>{e.emailsSent}</Table.Td>
                      <Table.Td>{e.emailsFailed}</Table.Td>
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
