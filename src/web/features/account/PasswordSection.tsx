import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { changePasswordForm, type ChangePasswordForm } from '../../../shared/account';
import { PASSWORD_MIN } from '../../../shared/auth';
import { queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const invalid = (error: unknown) => (error ? true : undefined);

/** Settings › Profile: a new password, the current one required; every other device is signed out. */
export function PasswordSection() {
  const form = useForm<ChangePasswordForm>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: zod4Resolver(changePasswordForm),
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
      if (!placeServerErrors(error, form.setFieldError, FIELDS)) toast.error('Error', humanErrorMessage(error, 'Could not change your password.'));
    },
  });
  return (
    <Card>
      <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate aria-labelledby="password-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="password-title">
            Password
          </Title>
          <Text size="sm" c="dimmed">
            At least {PASSWORD_MIN} characters. Changing it signs out every other device.
          </Text>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
            aria-invalid={invalid(form.errors.currentPassword)}
          />
          <PasswordInput label="New password" autoComplete="new-password" withAsterisk {...form.getInputProps('newPassword')} aria-invalid={invalid(form.errors.newPassword)} />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
            aria-invalid={invalid(form.errors.confirmPassword)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
