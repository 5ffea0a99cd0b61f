import { Alert, Stack, Switch, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { PUSH_MESSAGES, usePushToggle } from './usePushToggle';

const m = defineMessages({
  unsupported: { id: 'notifications.push.unsupported', defaultMessage: 'This browser cannot show notifications. On an iPhone or iPad, add Attune to your Home Screen first.' },
  limited: { id: 'notifications.push.limited', defaultMessage: 'Limited on iOS: notifications arrive while Attune is open. Add Attune to your Home Screen for the full experience.' },
  hint: { id: 'notifications.push.hint', defaultMessage: 'On this device: new messages, connection requests and the reminders you choose below.' },
  label: { id: 'notifications.push.label', defaultMessage: 'Push notifications' },
});

/** "Push notifications" for this device, with the §4 states: blocked, iOS's limited support, unsupported. */
export function PushToggle() {
  const intl = useIntl();
  const push = usePushToggle();
  const blocked = push.permission === 'denied';
  const unsupported = push.permission === 'unsupported';
  const description = intl.formatMessage(blocked ? PUSH_MESSAGES.blocked : unsupported ? m.unsupported : push.limited ? m.limited : m.hint);
  return (
    <Stack gap="xs">
      <Switch
        label={intl.formatMessage(m.label)}
        description={description}
        checked={push.on}
        disabled={push.loading || blocked || unsupported}
        onChange={(event) => void push.setOn(event.currentTarget.checked)}
      />
      {blocked && (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">{intl.formatMessage(PUSH_MESSAGES.blockedHelp)}</Text>
        </Alert>
      )}
    </Stack>
  );
}
