import { ActionIcon, Button, Group, List, Paper, Stack, ThemeIcon, Title, Transition } from '@mantine/core';
import { IconDeviceMobileDown, IconShare2, IconX } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

const m = defineMessages({
  region: { id: 'install.title', defaultMessage: 'Install Attune' },
  close: { id: 'common.close', defaultMessage: 'Close' },
});

/** The install banner's card (InstallBanner decides when it shows); it fades in and out with `mounted`. */
export function InstallCard({
  mounted,
  ios,
  onShowInstructions,
  onInstall,
  onClose,
}: {
  mounted: boolean;
  ios: boolean;
  onShowInstructions: () => void;
  onInstall: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    /* In the page's flow at the top of the screen, never floating: it covers no message and no composer. */
    <Transition mounted={mounted} transition="fade">
      {(style) => (
        <Paper style={style} m="xs" radius="lg" p="sm" withBorder role="region" aria-label={intl.formatMessage(m.region)}>
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
              <IconDeviceMobileDown size={22} />
            </ThemeIcon>
            <Stack gap={6} style={{ flex: 1 }}>
              <Title order={2} fz="md">
                <FormattedMessage id="install.title" defaultMessage="Install Attune" />
              </Title>
              <List size="sm" spacing={2} c="dimmed" styles={{ root: { display: 'flex', flexWrap: 'wrap', columnGap: 24 } }}>
                <List.Item>
                  <FormattedMessage id="install.faster" defaultMessage="Faster loading" />
                </List.Item>
                <List.Item>
                  <FormattedMessage id="install.offline" defaultMessage="Offline mode" />
                </List.Item>
                <List.Item>
                  <FormattedMessage id="notifications.push.label" defaultMessage="Push notifications" />
                </List.Item>
              </List>
              <Group gap="xs" mt={4}>
                {ios ? (
                  <Button size="xs" leftSection={<IconShare2 size={14} aria-hidden />} onClick={onShowInstructions}>
                    <FormattedMessage id="install.showInstructions" defaultMessage="Show Instructions" />
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    onClick={onInstall}
                  >
                    <FormattedMessage id="install.installApp" defaultMessage="Install App" />
                  </Button>
                )}
              </Group>
            </Stack>
            <ActionIcon variant="subtle" color="gray" aria-label={intl.formatMessage(m.close)} onClick={onClose}>
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      )}
    </Transition>
  );
}
