import type { ReactNode } from 'react';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import { LoadError } from '../../components/LoadError';

/** The loading, error and empty states every monitor tab shares; `children` renders the data. */
export function TabState<T, E>({
  query,
  errorTitle,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T, E>;
  errorTitle: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  if (query.isPending) {
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label={intl.formatMessage({ id: 'admin.loading', defaultMessage: 'Loading' })} />
      </Group>
    );
  }
  if (query.isError) return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) {
    return (
      <Text c="dimmed" py="md">
        {empty}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}

export const TOPIC_COLORS = { romantic: 'pink', family: 'teal', parenting: 'orange', work: 'blue' } as const;

/** "Mon 30 Nov, 09:00" in the browser's zone, in the language on screen. */
export function slotDate(iso: string, intl: IntlShape): string {
  return intl.formatDate(iso, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** A table wider than a phone scrolls sideways: its scrolling region takes keyboard focus and has a name. */
export function scrollable(label: string) {
  return { scrollAreaProps: { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } } };
}

/** One titled section of a monitor tab, labelled by its heading for screen readers. */
export function TabSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="xl" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
