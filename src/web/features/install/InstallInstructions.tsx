import { Button, Group, List, Modal, Stack } from '@mantine/core';
import { IconShare2, IconSquarePlus } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

const m = defineMessages({
  instructions: { id: 'install.ios.title', defaultMessage: 'Add Attune to your Home Screen' },
});

/** How to add Attune to an iPhone's home screen (Safari has no install prompt); closing it ends the offer. */
export function InstallInstructions({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal opened={opened} onClose={onClose} title={intl.formatMessage(m.instructions)} centered>
      <Stack gap="md">
        <List type="ordered" spacing="sm">
          <List.Item>
            <FormattedMessage
              id="install.ios.step1"
              defaultMessage="Tap the Share button {icon} in Safari's toolbar."
              values={{ icon: <IconShare2 size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> }}
            />
          </List.Item>
          <List.Item>
            <FormattedMessage
              id="install.ios.step2"
              defaultMessage='Choose "Add to Home Screen" {icon}.'
              values={{ icon: <IconSquarePlus size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> }}
            />
          </List.Item>
          <List.Item>
            <FormattedMessage id="install.ios.step3" defaultMessage='Tap "Add" in the top corner.' />
          </List.Item>
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="install.later" defaultMessage="Maybe Later" />
          </Button>
          <Button onClick={onClose}>
            <FormattedMessage id="install.gotIt" defaultMessage="Got It" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
