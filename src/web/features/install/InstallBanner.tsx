import { useEffect, useState, useSyncExternalStore } from 'react';
import { ActionIcon, Button, Group, List, Paper, Stack, ThemeIcon, Title, Transition } from '@mantine/core';
import { IconDeviceMobileDown, IconShare2, IconX } from '@tabler/icons-react';
import { lazyDialog } from '../../components/lazyDialog';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { installPrompt } from '../../app/installPrompt';

const m = defineMessages({
  region: { id: 'install.title', defaultMessage: 'Install Attune' },
  close: { id: 'common.close', defaultMessage: 'Close' },
});
import { isIos } from '../notifications/push';

/** Spec §9 local storage key and install banner delay. */
export const BANNER_SHOWN_KEY = 'pwa-banner-shown';
export const BANNER_DELAY_MS = 2000;

function runsInstalled(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

/**
 * The install banner of spec §2, shown once, 2 s after a signed-in screen opens: on Android and desktop when the
 * browser offers installation (its `beforeinstallprompt`), on iOS with the steps to add Attune to the Home Screen.
 * Never where Attune cannot be installed, never when it already runs installed, never again once dismissed or accepted.
 */
/** The iPhone's steps, in a dialog whose code comes when it opens (decision 104), not with the home's first paint. */
const InstallInstructions = lazyDialog(() => import('./InstallInstructions').then((module) => module.InstallInstructions));

export function InstallBanner() {
  const intl = useIntl();
  const install = useSyncExternalStore(installPrompt.subscribe, installPrompt.get);
  const [due, setDue] = useState(false);
  const [done, setDone] = useState(() => localStorage.getItem(BANNER_SHOWN_KEY) === 'true');
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const ios = isIos();

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const finish = () => {
    localStorage.setItem(BANNER_SHOWN_KEY, 'true');
    setDone(true);
    setInstructionsOpen(false);
  };
  const offered = ios || install.prompt !== null;
  const visible = due && !done && offered && !install.installed && !runsInstalled();

  return (
    <>
      {/* In the page's flow at the top of the screen, never floating: it covers no message and no composer. */}
      <Transition mounted={visible && !instructionsOpen} transition="fade">
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
                      <Button size="xs" leftSection={<IconShare2 size={14} aria-hidden />} onClick={() => setInstructionsOpen(true)}>
                        <FormattedMessage id="install.showInstructions" defaultMessage="Show Instructions" />
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        onClick={() => {
                          finish();
                          void installPrompt.accept();
                        }}
                      >
                        <FormattedMessage id="install.installApp" defaultMessage="Install App" />
                      </Button>
                    )}
                  </Group>
                </Stack>
                <ActionIcon variant="subtle" color="gray" aria-label={intl.formatMessage(m.close)} onClick={finish}>
                  <IconX size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          )}
      </Transition>
      <InstallInstructions opened={instructionsOpen} onClose={finish} />
    </>
  );
}
