import { Button, Center } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { useConnections } from './useConnections';

/** "Show more connections" under a list that holds only the newest page so far (issue 28: lists past 100). */
export function LoadMoreConnections({ connections }: { connections: ReturnType<typeof useConnections> }) {
  if (!connections.hasMore) return null;
  return (
    <Center py="xs">
      <Button variant="light" size="xs" loading={connections.loadingMore} onClick={connections.loadMore}>
        <FormattedMessage id="connections.showMore" defaultMessage="Show more connections" />
      </Button>
    </Center>
  );
}
