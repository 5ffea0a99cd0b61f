import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { t } from '../../app/intl';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';

/**
 * Activate / Deactivate for one account ("Admin toggle flips isActive"). Disabled on the administrator's own row: the
 * server refuses that too. Refreshes both the list and any open detail.
 */
export function StatusToggle({ user, isSelf }: { user: { id: string; isActive: boolean }; isSelf: boolean }) {
  const toggle = useMutation({
    mutationFn: (input: { id: string; isActive: boolean }) => trpcClient.admin.setStatus.mutate(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() }),
    onError: (error) => toast.error(t({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, t({ id: 'admin.status.failed', defaultMessage: 'Could not change the account status.' }))),
  });
  return (
    <Button
      size="xs"
      variant="light"
      color={user.isActive ? 'red' : 'teal'}
      disabled={isSelf}
      loading={toggle.isPending}
      onClick={(event) => {
        // Inside a clickable table row: the button acts, the row does not also open the detail.
        event.stopPropagation();
        toggle.mutate({ id: user.id, isActive: !user.isActive });
      }}
    >
      {user.isActive ? (
        <FormattedMessage id="admin.status.deactivate" defaultMessage="Deactivate" />
      ) : (
        <FormattedMessage id="admin.status.activate" defaultMessage="Activate" />
      )}
    </Button>
  );
}
