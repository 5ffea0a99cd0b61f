import { useState } from 'react';
import { Alert, Button, Card, Group, List, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { deleteAccountInput, type DeleteAccountInput } from '../../../shared/account';
import { ApiError } from '../../app/api';
import { authHeaders } from '../../app/token';
import { trpcClient } from '../../app/trpc';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { useIntlResolver } from '../../i18n/formValidation';

const m = defineMessages({
  error: { id: 'common.error', defaultMessage: 'Error' },
  exportFailed: { id: 'account.data.exportFailed', defaultMessage: 'Could not prepare your data. Please try again.' },
  deleted: { id: 'account.delete.done', defaultMessage: 'Account deleted' },
  deleteFailed: { id: 'account.delete.failed', defaultMessage: 'Could not delete your account.' },
  title: { id: 'account.delete.title', defaultMessage: 'Delete my account' },
  password: { id: 'account.delete.password', defaultMessage: 'Your password' },
  passwordHint: { id: 'account.delete.passwordHint', defaultMessage: 'To make sure it is you.' },
});
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
    onError: (error) => toast.error(t(m.error), humanErrorMessage(error, t(m.exportFailed))),
  });
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <FormattedMessage id="account.data.title" defaultMessage="Your data" />
        </Title>
        <Text>
          <FormattedMessage
            id="account.data.body"
            defaultMessage="Download one file with everything Attune keeps about you: your account, answers and results, hobbies and weights, connections and invitations, coach conversations, what you wrote in shared chats, and your journal."
          />
        </Text>
        <Group>
          <Button leftSection={<IconDownload size={18} aria-hidden />} variant="light" loading={download.isPending} onClick={() => download.mutate()}>
            <FormattedMessage id="account.data.download" defaultMessage="Download my data" />
          </Button>
        </Group>
        <Text mt="sm">
          <FormattedMessage id="account.data.deleteHint" defaultMessage="Deleting your account removes you from Attune for good. It cannot be undone." />
        </Text>
        <Group>
          <Button color="red" variant="outline" leftSection={<IconAlertTriangle size={18} aria-hidden />} onClick={() => setDeleting(true)}>
            <FormattedMessage id="account.delete.title" defaultMessage="Delete my account" />
          </Button>
        </Group>
      </Stack>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}

function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { signOut } = useSession();
  const phone = useMediaQuery('(max-width: 36em)');
  const form = useForm<DeleteAccountInput>({ initialValues: { password: '' }, validate: useIntlResolver(deleteAccountInput) });
  const remove = useMutation({
    mutationFn: (values: DeleteAccountInput) => trpcClient.account.deleteAccount.mutate(values),
    onSuccess: async (answer) => {
      toast.success(t(m.deleted), answer.message);
      await signOut({ after: 'deleted' });
    },
    onError: (error) => {
      if (!placeServerErrors(error, form.setFieldError, ['password'] as const)) toast.error(t(m.error), humanErrorMessage(error, t(m.deleteFailed)));
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={intl.formatMessage(m.title)} centered fullScreen={phone}>
      <form onSubmit={form.onSubmit((values) => remove.mutate(values))} noValidate>
        <Stack gap="sm">
          <Text fw={600}>
            <FormattedMessage id="account.delete.whatGoes" defaultMessage="What is deleted, at once and for good:" />
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <FormattedMessage id="account.delete.goes1" defaultMessage="your account, e-mail address, name, photo and every signed-in device" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="account.delete.goes2" defaultMessage="your answers, results, hobbies and weights" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="account.delete.goes3" defaultMessage="your coach conversations and your private chats about someone" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="account.delete.goes4" defaultMessage="your journal, weekly actions and notification settings" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="account.delete.goes5" defaultMessage="your invitations and pending requests" />
            </List.Item>
          </List>
          <Text fw={600}>
            <FormattedMessage id="account.delete.whatStays" defaultMessage="What the people you are connected with keep:" />
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <FormattedMessage id="account.delete.stays1" defaultMessage="their own messages in the chats you shared; yours are removed and shown as from “Deleted member”" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="account.delete.stays2" defaultMessage="their own private notes, which never showed you anything" />
            </List.Item>
          </List>
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            <FormattedMessage
              id="account.delete.warning"
              defaultMessage="Download your data first if you want a copy. You can register again with the same address later, as a new person."
            />
          </Alert>
          <PasswordInput
            label={intl.formatMessage(m.password)}
            description={intl.formatMessage(m.passwordHint)}
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            {...form.getInputProps('password')}
            aria-invalid={form.errors.password ? true : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              <FormattedMessage id="account.delete.keep" defaultMessage="Keep my account" />
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              <FormattedMessage id="account.delete.confirm" defaultMessage="Delete my account for good" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
