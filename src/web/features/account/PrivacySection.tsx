import { useState } from 'react';
import { Alert, Button, Card, Group, List, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { deleteAccountInput, type DeleteAccountInput } from '../../../shared/account';
import { ApiError } from '../../app/api';
import { authHeaders } from '../../app/token';
import { trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';
import { useSession } from '../auth/session';

/** Saves GET /api/account/export under the name the server gives (attune-export-YYYY-MM-DD.json). */
async function downloadExport(): Promise<void> {
  const res = await fetch('/api/account/export', { credentials: 'include', headers: authHeaders() });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'attune-export.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Settings › Privacy: take everything away, or leave for good. */
export function YourDataSection() {
  const [deleting, setDeleting] = useState(false);
  const download = useMutation({
    mutationFn: downloadExport,
    onError: (error) => toast.error('Error', humanErrorMessage(error, 'Could not prepare your data. Please try again.')),
  });
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Your data
        </Title>
        <Text>
          Download one file with everything Attune keeps about you: your account, answers and results, hobbies and weights, connections and
          invitations, coach conversations, what you wrote in shared chats, and your journal.
        </Text>
        <Group>
          <Button leftSection={<IconDownload size={18} aria-hidden />} variant="light" loading={download.isPending} onClick={() => download.mutate()}>
            Download my data
          </Button>
        </Group>
        <Text mt="sm">Deleting your account removes you from Attune for good. It cannot be undone.</Text>
        <Group>
          <Button color="red" variant="outline" leftSection={<IconAlertTriangle size={18} aria-hidden />} onClick={() => setDeleting(true)}>
            Delete my account
          </Button>
        </Group>
      </Stack>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}

function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { signOut } = useSession();
  const phone = useMediaQuery('(max-width: 36em)');
  const form = useForm<DeleteAccountInput>({ initialValues: { password: '' }, validate: zod4Resolver(deleteAccountInput) });
  const remove = useMutation({
    mutationFn: (values: DeleteAccountInput) => trpcClient.account.deleteAccount.mutate(values),
    onSuccess: async (answer) => {
      toast.success('Account deleted', answer.message);
      await signOut({ after: 'deleted' });
    },
    onError: (error) => {
      if (!placeServerErrors(error, form.setFieldError, ['password'] as const)) toast.error('Error', humanErrorMessage(error, 'Could not delete your account.'));
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Delete my account" centered fullScreen={phone}>
      <form onSubmit={form.onSubmit((values) => remove.mutate(values))} noValidate>
        <Stack gap="sm">
          <Text fw={600}>What is deleted, at once and for good:</Text>
          <List size="sm" spacing={4}>
            <List.Item>your account, e-mail address, name, photo and every signed-in device</List.Item>
            <List.Item>your answers, results, hobbies and weights</List.Item>
            <List.Item>your coach conversations and your private chats about someone</List.Item>
            <List.Item>your journal, weekly actions and notification settings</List.Item>
            <List.Item>your invitations and pending requests</List.Item>
          </List>
          <Text fw={600}>What the people you are connected with keep:</Text>
          <List size="sm" spacing={4}>
            <List.Item>their own messages in the chats you shared; yours are removed and shown as from “Deleted member”</List.Item>
            <List.Item>their own private notes, which never showed you anything</List.Item>
          </List>
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            Download your data first if you want a copy. You can register again with the same address later, as a new person.
          </Alert>
          <PasswordInput
            label="Your password"
            description="To make sure it is you."
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            {...form.getInputProps('password')}
            aria-invalid={form.errors.password ? true : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Keep my account
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete my account for good
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
