import { useState } from 'react';
import { Card, SegmentedControl, Stack, Text, Title, useMantineColorScheme } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { accountSchemeOfChoice, type ColorSchemeChoice } from '../../../shared/colorScheme';
import type { ProfileAnswer } from '../../../shared/account';
import { queryClient, trpc, trpcClient } from '../../app/trpc';
import { humanErrorMessage } from '../../lib/formErrors';
import { refreshSession } from '../auth/session';
import { isColorSchemeChoice } from './colorSchemeChoice';

const m = defineMessages({
  light: { id: 'settings.appearance.light', defaultMessage: 'Light' },
  dark: { id: 'settings.appearance.dark', defaultMessage: 'Dark' },
  auto: { id: 'settings.appearance.auto', defaultMessage: 'Same as my device' },
  label: { id: 'settings.appearance.label', defaultMessage: 'Colour scheme' },
  saveFailedReason: { id: 'settings.appearance.saveFailedReason', defaultMessage: 'Please try again.' },
});

/**
 * Light, dark or the device's own setting (decision 077 and its addendum). The page switches at once (Mantine keeps
 * the choice in this browser's localStorage, which the script in <head> reads before the next paint) and the choice
 * is saved to the account, so every browser the person signs in on uses it. A failed save puts the page back to
 * the previous scheme and says so.
 */
export function AppearanceSection() {
  const intl = useIntl();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [failure, setFailure] = useState<string | null>(null);
  const label = intl.formatMessage(m.label);
  const names: Record<ColorSchemeChoice, string> = { light: intl.formatMessage(m.light), dark: intl.formatMessage(m.dark), auto: intl.formatMessage(m.auto) };
  const save = useMutation({
    mutationFn: (input: { next: ColorSchemeChoice; previous: ColorSchemeChoice }) =>
      trpcClient.account.updateProfile.mutate({ colorScheme: accountSchemeOfChoice(input.next) }),
    onSuccess: async (answer: ProfileAnswer) => {
      queryClient.setQueryData(trpc.account.profile.queryKey(), answer);
      await refreshSession();
    },
    onError: (error, { previous }) => {
      setColorScheme(previous);
      setFailure(
        intl.formatMessage(
          { id: 'settings.appearance.saveFailed', defaultMessage: 'Could not save your colour scheme, so it is back to {previous}. {reason}' },
          { previous: names[previous], reason: humanErrorMessage(error, intl.formatMessage(m.saveFailedReason)) },
        ),
      );
    },
  });
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <FormattedMessage id="settings.appearance.title" defaultMessage="Appearance" />
        </Title>
        <SegmentedControl
          aria-label={label}
          value={colorScheme}
          onChange={(value) => {
            if (!isColorSchemeChoice(value) || value === colorScheme) return;
            const previous = colorScheme;
            setFailure(null);
            setColorScheme(value);
            save.mutate({ next: value, previous });
          }}
          data={[
            { value: 'light', label: names.light },
            { value: 'dark', label: names.dark },
            { value: 'auto', label: names.auto },
          ]}
          fullWidth
        />
        {failure !== null ? (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="settings.appearance.hint"
            defaultMessage="Saved to your account: every device you sign in on uses it."
          />
        </Text>
      </Stack>
    </Card>
  );
}
