import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { errorMessage, trpc } from '../../app/trpc';
import { defineMessages } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { useCurrentUser } from '../auth/session';
import { currentSubscription, iosLimitedOn, pushSupport, setIosLimitedOn, subscribeThisDevice, unsubscribeThisDevice } from './push';

/** §8 push toggle messages, word for word in English (decision 071: in the reader's language). */
export const PUSH_MESSAGES = defineMessages({
  enabledTitle: { id: 'notifications.push.enabled', defaultMessage: 'Notifications enabled!' },
  enabledBody: { id: 'notifications.push.enabledBody', defaultMessage: 'You will now receive updates.' },
  setupFailed: { id: 'notifications.push.setupFailed', defaultMessage: 'Notification setup failed. This may be due to browser limitations on your device.' },
  disabled: { id: 'notifications.push.disabled', defaultMessage: 'Notifications disabled.' },
  error: { id: 'notifications.push.error', defaultMessage: 'Notification error: {message}' },
  blocked: { id: 'notifications.push.blocked', defaultMessage: 'Currently blocked in browser settings' },
  blockedHelp: { id: 'notifications.push.blockedHelp', defaultMessage: 'To enable notifications, please check your browser settings and allow notifications for this site.' },
  tryAgain: { id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' },
});

export type PushPermission = NotificationPermission | 'unsupported';

export interface PushToggleState {
  permission: PushPermission;
  /** §4: on only when permission is granted and this device is subscribed (iOS's limited support: permission alone). */
  on: boolean;
  /** §4: disabled while loading or blocked. */
  loading: boolean;
  limited: boolean;
  setOn(on: boolean): Promise<void>;
}

function readPermission(): PushPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The push toggle of Settings › Notifications and the profile dialog (spec §4 states, §8 messages). */
export function usePushToggle(): PushToggleState {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const support = pushSupport();
  const [permission, setPermission] = useState<PushPermission>(readPermission);
  const [subscribed, setSubscribed] = useState(false);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    setPermission(readPermission());
    if (support === 'ios-limited') setSubscribed(iosLimitedOn());
    else if (support === 'full') setSubscribed((await currentSubscription().catch(() => null)) !== null);
    setLoading(false);
  }, [support]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const setOn = async (on: boolean) => {
    setLoading(true);
    try {
      if (!on) {
        if (support === 'ios-limited') setIosLimitedOn(false);
        else await unsubscribeThisDevice(user.id);
        toast.info(t(PUSH_MESSAGES.disabled));
        return;
      }
      const granted = (await Notification.requestPermission()) === 'granted';
      if (!granted) {
        // Declining here usually means "blocked" from now on; the toggle says so and how to undo it.
        toast.error(t(PUSH_MESSAGES.setupFailed));
        return;
      }
      if (support === 'ios-limited') setIosLimitedOn(true);
      else await subscribeThisDevice(user.id);
      toast.success(t(PUSH_MESSAGES.enabledTitle), t(PUSH_MESSAGES.enabledBody));
    } catch (error) {
      // Our server's answer has words worth showing; a browser or push-service failure is the device's limitation.
      if (error instanceof TRPCClientError) toast.error(t(PUSH_MESSAGES.error, { message: errorMessage(error, t(PUSH_MESSAGES.tryAgain)) }));
      else toast.error(t(PUSH_MESSAGES.setupFailed));
    } finally {
      await refresh();
      void queryClient.invalidateQueries({ queryKey: trpc.notifications.settings.queryKey() });
    }
  };

  return {
    permission,
    on: permission === 'granted' && subscribed,
    loading,
    limited: support === 'ios-limited',
    setOn,
  };
}
