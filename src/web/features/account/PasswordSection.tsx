import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { changePasswordForm, type ChangePasswordForm } from '../../../shared/account';
import { PASSWORD_MIN } from '../../../shared/auth';
import { queryClient, trpc, trpcClient } from '../../app/trpc';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { useIntlResolver } from '../../i18n/formValidation';

const m = defineMessages({
  error: { id: 'common.error', defaultMessage: 'Error' },
  failed: { id: 'account.password.failed', defaultMessage: 'Could not change your password.' },
  current: { id: 'account.password.current', defaultMessage: 'Current password' },
  new: { id: 'account.password.new', defaultMessage: 'New password' },
  confirm: { id: 'account.password.confirm', defaultMessage: 'Confirm new password' },
});
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const invalid = (error: unknown) => (error ? true : undefined);

/** Settings › Profile: a new password, the current one required; every other device is signed out. */
export function PasswordSection() {
  const intl = useIntl();
  const form = useForm<ChangePasswordForm>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: useIntlResolver(changePasswordForm),
  });
  const change = useMutation({
    mutationFn: (values: ChangePasswordForm) =>
      trpcClient.account.changePassword.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: (answer) => {
      form.reset();
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: trpc.account.sessions.queryKey() });
    },
    onError: (error) => {
      if (!placeServerErrors(error, form.setFieldError, FIELDS)) toast.error(t(m.error), humanErrorMessage(error, t(m.failed)));
    },
  });
  return (
    <Card>
      <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate aria-labelledby="password-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="password-title">
            <FormattedMessage id="account.password.title" defaultMessage="Password" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="account.password.hint"
              defaultMessage="At least {min, number} characters. Changing it signs out every other device."
              values={{ min: PASSWORD_MIN }}
            />
          </Text>
          <PasswordInput
            label={intl.formatMessage(m.current)}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
            aria-invalid={invalid(form.errors.currentPassword)}
          />
          <PasswordInput label={intl.formatMessage(m.new)} autoComplete="new-password" withAsterisk {...form.getInputProps('newPassword')} aria-invalid={invalid(form.errors.newPassword)} />
          <PasswordInput
            label={intl.formatMessage(m.confirm)}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
            aria-invalid={invalid(form.errors.confirmPassword)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              <FormattedMessage id="account.password.submit" defaultMessage="Change password" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
