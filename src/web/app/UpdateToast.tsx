import { useEffect } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import { t } from './intl';
import { toast } from './toast';
import { reloadIntoUpdate, UPDATE_READY_EVENT } from './updateEvent';

const m = defineMessages({
  ready: { id: 'app.update.ready', defaultMessage: 'A new version of Attune is ready' },
});

/** Offers the new version once main.tsx reports that one has installed (issue 15: "a toast offers to reload"). */
export function UpdateToast(): null {
  useEffect(() => {
    let shown = false;
    const offer = () => {
      if (shown) return;
      shown = true;
      toast.sticky(
        t(m.ready),
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm">
            <FormattedMessage id="app.update.reloadHint" defaultMessage="Reload to start using it." />
          </Text>
          <Button size="xs" onClick={() => void reloadIntoUpdate()}>
            <FormattedMessage id="app.update.reload" defaultMessage="Reload" />
          </Button>
        </Group>,
      );
    };
    window.addEventListener(UPDATE_READY_EVENT, offer);
    // It may have been waiting before this part of the app loaded.
    void navigator.serviceWorker?.getRegistration().then((registration) => {
      if (registration?.waiting && navigator.serviceWorker.controller) offer();
    });
    return () => window.removeEventListener(UPDATE_READY_EVENT, offer);
  }, []);
  return null;
}
