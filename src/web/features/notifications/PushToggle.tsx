import { Alert, Stack, Switch, Text } from '@mantine/core';
import { PUSH_MESSAGES, usePushToggle } from './usePushToggle';

/** "Push notifications" for this device, with the §4 states: blocked, iOS's limited support, unsupported. */
export function PushToggle() {
  const push = usePushToggle();
  const blocked = push.permission === 'denied';
  const unsupported = push.permission === 'unsupported';
  const description = blocked
    ? PUSH_MESSAGES.blocked
    : unsupported
      ? 'This browser cannot show notifications. On an iPhone or iPad, add Attune to your Home Screen first.'
      : push.limited
        ? 'Limited on iOS: notifications arrive while Attune is open. Add Attune to your Home Screen for the full experience.'
        : 'On this device: new messages, connection requests and the reminders you choose below.';
  return (
    <Stack gap="xs">
      <Switch
        label="Push notifications"
        description={description}
        checked={push.on}
        disabled={push.loading || blocked || unsupported}
        onChange={(event) => void push.setOn(event.currentTarget.checked)}
      />
      {blocked && (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">{PUSH_MESSAGES.blockedHelp}</Text>
        </Alert>
      )}
    </Stack>
  );
}
