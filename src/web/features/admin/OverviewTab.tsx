import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc';
import { StatCard } from './StatCard';
import { slotDate, TabState } from './TabState';

/** Spec §9: newsletter data is polled every 60 s. */
const POLL_MS = 60_000;

const m = defineMessages({
  failed: { id: 'admin.overview.failed', defaultMessage: 'Failed to load the overview' },
  subscribers: { id: 'admin.overview.subscribers', defaultMessage: 'Active subscribers' },
  library: { id: 'admin.overview.library', defaultMessage: 'Content library' },
  generated: { id: 'admin.overview.generated', defaultMessage: 'Generated content' },
  upcoming: { id: 'admin.overview.upcoming', defaultMessage: 'Upcoming deliveries' },
  completion: { id: 'admin.overview.completion', defaultMessage: 'Content completion' },
});

/** Admin monitor › Overview (spec §2): five figures computed from the data. */
export function OverviewTab() {
  const intl = useIntl();
  const overview = useQuery({ ...trpc.monitor.overview.queryOptions(), refetchInterval: POLL_MS });
  return (
    <TabState query={overview} errorTitle={intl.formatMessage(m.failed)}>
      {(o) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
            <StatCard label={intl.formatMessage(m.subscribers)} value={o.activeSubscribers} />
            <StatCard label={intl.formatMessage(m.library)} value={o.contentLibrary} />
            <StatCard label={intl.formatMessage(m.generated)} value={o.generatedContent} />
            <StatCard label={intl.formatMessage(m.upcoming)} value={o.upcomingDeliveries} />
            <StatCard label={intl.formatMessage(m.completion)} value={intl.formatNumber(o.contentCompletion / 100, { style: 'percent', maximumFractionDigits: 1 })} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {o.nextSlot ? (
              <FormattedMessage
                id="admin.overview.explainWithSlot"
                defaultMessage="Content library: articles we wrote. Generated content: editions made so far. Upcoming deliveries: e-mails the next edition ({slot}) owes, with retries waiting. Content completion: editions divided by the four topics."
                values={{ slot: slotDate(o.nextSlot, intl) }}
              />
            ) : (
              <FormattedMessage
                id="admin.overview.explain"
                defaultMessage="Content library: articles we wrote. Generated content: editions made so far. Upcoming deliveries: e-mails the next edition owes, with retries waiting. Content completion: editions divided by the four topics."
              />
            )}
          </Text>
        </Stack>
      )}
    </TabState>
  );
}
