import type { ReactNode } from 'react';
import { Card, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * A number (or word) with its label: the page's summary tiles, and the smaller stats in a user's detail. A number is
 * written the reader's way (1,234 / 1.234) by Intl.
 */
export function StatCard({ label, value, compact = false }: { label: string; value: ReactNode; compact?: boolean }) {
  const intl = useIntl();
  return (
    <Card {...(compact ? { padding: 'sm', radius: 'md' } : {})}>
      <Text size={compact ? 'xs' : 'sm'} c="dimmed">
        {label}
      </Text>
      <Text fw={700} {...(compact ? {} : { fz: 28 })}>
        {typeof value === 'number' ? intl.formatNumber(value) : value}
      </Text>
    </Card>
  );
}
