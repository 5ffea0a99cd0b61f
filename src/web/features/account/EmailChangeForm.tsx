import { useState } from 'react';
import { Alert, Button, Collapse, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { IconMailForward } from '@tabler/icons-react';
import { changeEmailInput, type ChangeEmailAnswer, type ChangeEmailInput } from '../../../shared/account';
import { trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';

const FIELDS = ['newEmail', 'password'] as const;
const invalid = (error: unknown) => (error ? true : undefined);

/**
 * Settings › Profile: a new e-mail address (decision 069). The password is asked for; a link goes to the new address
 * and the current one keeps working until it is opened. The administrator's address is set on the server.
 */
export function EmailChangeForm({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<ChangeEmailAnswer | null>(null);
  const form = useForm<ChangeEmailInput>({ initialValues: { newEmail: '', password: '' }, validate: zod4Resolver(changeEmailInput) });
  const change = useMutation({
    mutationFn: (values: ChangeEmailInput) => trpcClient.account.changeEmail.mutate(values),
    onSuccess: (answer) => {
      setSent(answer);
      form.reset();
      setOpen(false);
    },
    onError: (error) => {
      if (!placeServerErrors(error, form.setFieldError, FIELDS)) toast.error('Error', humanErrorMessage(error, 'Could not change your e-mail address.'));
    },
  });

  if (isAdmin) {
    return (
      <Text size="sm" c="dimmed">
        As the administrator, your address is ADMIN_EMAIL in the server&apos;s settings: it is changed there, not here.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {sent && (
        <Alert variant="light" color={sent.emailSent ? 'teal' : 'orange'} icon={<IconMailForward aria-hidden />} withCloseButton onClose={() => setSent(null)} closeButtonLabel="Dismiss">
          {sent.message}
        </Alert>
      )}
      {!open && (
        <Group>
          <Button variant="light" size="xs" onClick={() => setOpen(true)} aria-expanded={open} aria-controls="email-change-form">
            Change e-mail address
          </Button>
        </Group>
      )}
      <Collapse expanded={open}>
        <form id="email-change-form" onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate aria-label="Change e-mail address">
          <Stack gap="sm">
            <TextInput label="New e-mail address" type="email" autoComplete="email" withAsterisk {...form.getInputProps('newEmail')} />
            <PasswordInput
              label="Your password"
              description="To make sure it is you."
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('password')}
              aria-invalid={invalid(form.errors.password)}
            />
            <Text size="sm" c="dimmed">
              We send a link to the new address. Your current address keeps working until you open it.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={change.isPending}>
                Send the link
              </Button>
            </Group>
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
}
