import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../app/trpc';
import { StatCard } from './StatCard';
import { slotDate, TabState } from './TabState';

/** Spec §9: newsletter data is polled every 60 s. */
const POLL_MS = 60_000;

/** Admin monitor › Overview (spec §2): five figures computed from the data. */
export function OverviewTab() {
  const overview = useQuery({ ...trpc.monitor.overview.queryOptions(), refetchInterval: POLL_MS });
  return (
    <TabState query={overview} errorTitle="Failed to load the overview">
      {(o) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
            <StatCard label="Active subscribers" value={o.activeSubscribers} />
            <StatCard label="Content library" value={o.contentLibrary} />
            <StatCard label="Generated content" value={o.generatedContent} />
            <StatCard label="Upcoming deliveries" value={o.upcomingDeliveries} />
            <StatCard label="Content completion" value={`${o.contentCompletion}%`} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Content library: articles we wrote. Generated content: editions made so far. Upcoming deliveries: e-mails the next
            edition{o.nextSlot ? ` (${slotDate(o.nextSlot)})` : ''} owes, with retries waiting. Content completion: editions
            divided by the four topics.
          </Text>
        </Stack>
      )}
    </TabState>
  );
}
