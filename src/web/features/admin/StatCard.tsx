import type { ReactNode } from 'react';
import { Card, Text } from '@mantine/core';

/** A number (or word) with its label: the page's summary tiles, and the smaller stats in a user's detail. */
export function StatCard({ label, value, compact = false }: { label: string; value: ReactNode; compact?: boolean }) {
  return (
    <Card {...(compact ? { padding: 'sm', radius: 'md' } : {})}>
      <Text size={compact ? 'xs' : 'sm'} c="dimmed">
        {label}
      </Text>
      <Text fw={700} {...(compact ? {} : { fz: 28 })}>
        {value}
      </Text>
    </Card>
  );
}
