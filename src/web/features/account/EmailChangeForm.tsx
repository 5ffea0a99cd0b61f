import { useState } from 'react';
import { Alert, Button, Collapse, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconMailForward } from '@tabler/icons-react';
import { changeEmailInput, type ChangeEmailAnswer, type ChangeEmailInput } from '../../../shared/account';
import { trpcClient } from '../../app/trpc';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { useIntlResolver } from '../../i18n/formValidation';

const m = defineMessages({
  error: { id: 'common.error', defaultMessage: 'Error' },
  failed: { id: 'account.email.failed', defaultMessage: 'Could not change your e-mail address.' },
  dismiss: { id: 'account.email.dismiss', defaultMessage: 'Dismiss' },
  change: { id: 'account.email.change', defaultMessage: 'Change e-mail address' },
  newEmail: { id: 'account.email.new', defaultMessage: 'New e-mail address' },
  password: { id: 'account.delete.password', defaultMessage: 'Your password' },
  passwordHint: { id: 'account.delete.passwordHint', defaultMessage: 'To make sure it is you.' },
});
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';

const FIELDS = ['newEmail', 'password'] as const;
const invalid = (error: unknown) => (error ? true : undefined);

/**
 * Settings › Profile: a new e-mail address (decision 069). The password is asked for; a link goes to the new address
 * and the current one keeps working until it is opened. The administrator's address is set on the server.
 */
export function EmailChangeForm({ isAdmin }: { isAdmin: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<ChangeEmailAnswer | null>(null);
  const form = useForm<ChangeEmailInput>({ initialValues: { newEmail: '', password: '' }, validate: useIntlResolver(changeEmailInput) });
  const change = useMutation({
    mutationFn: (values: ChangeEmailInput) => trpcClient.account.changeEmail.mutate(values),
    onSuccess: (answer) => {
      setSent(answer);
      form.reset();
      setOpen(false);
    },
    onError: (error) => {
      if (!placeServerErrors(error, form.setFieldError, FIELDS)) toast.error(t(m.error), humanErrorMessage(error, t(m.failed)));
    },
  });

  if (isAdmin) {
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage
          id="account.email.admin"
          defaultMessage="As the administrator, your address is {setting} in the server's settings: it is changed there, not here."
          values={{ setting: 'ADMIN_EMAIL' }}
        />
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {sent && (
        <Alert variant="light" color={sent.emailSent ? 'teal' : 'orange'} icon={<IconMailForward aria-hidden />} withCloseButton onClose={() => setSent(null)} closeButtonLabel={intl.formatMessage(m.dismiss)}>
          {sent.message}
        </Alert>
      )}
      {!open && (
        <Group>
          <Button variant="light" size="xs" onClick={() => setOpen(true)} aria-expanded={open} aria-controls="email-change-form">
            <FormattedMessage id="account.email.change" defaultMessage="Change e-mail address" />
          </Button>
        </Group>
      )}
      <Collapse expanded={open}>
        <form id="email-change-form" onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate aria-label={intl.formatMessage(m.change)}>
          <Stack gap="sm">
            <TextInput label={intl.formatMessage(m.newEmail)} type="email" autoComplete="email" withAsterisk {...form.getInputProps('newEmail')} />
            <PasswordInput
              label={intl.formatMessage(m.password)}
              description={intl.formatMessage(m.passwordHint)}
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('password')}
              aria-invalid={invalid(form.errors.password)}
            />
            <Text size="sm" c="dimmed">
              <FormattedMessage id="account.email.hint" defaultMessage="We send a link to the new address. Your current address keeps working until you open it." />
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
              </Button>
              <Button type="submit" loading={change.isPending}>
                <FormattedMessage id="account.email.send" defaultMessage="Send the link" />
              </Button>
            </Group>
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
}
