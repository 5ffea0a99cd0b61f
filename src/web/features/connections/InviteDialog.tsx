import { useState } from 'react';
import { ActionIcon, Button, Code, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput, ThemeIcon, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { IconCheck, IconCopy, IconInfoCircle, IconLink, IconShare } from '@tabler/icons-react';
import { PERSONAL_MESSAGE_MAX, sendEmailInput, type SendEmailForm } from '../../../shared/invitations';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { useIntlResolver } from '../../i18n/formValidation';
import { trpc } from '../../app/trpc';
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';
import { copyText, inviteLinkFor, RELATIONSHIP_OPTIONS } from './meta';
import { inviteFailureMessage, useSendInvitation } from './useConnections';

const m = defineMessages({
  title: { id: 'connections.inviteDialog.title', defaultMessage: 'Invite Someone Special' },
  introSelf: { id: 'connections.inviteDialog.introSelf', defaultMessage: 'They will get a link to join Attune and connect with you. You send it to them yourself.' },
  intro: { id: 'connections.inviteDialog.intro', defaultMessage: 'They will get a link to join Attune and connect with you.' },
  email: { id: 'connections.inviteDialog.email', defaultMessage: 'Invitee email' },
  emailPlaceholder: { id: 'connections.inviteDialog.emailPlaceholder', defaultMessage: 'name@example.com' },
  relationshipType: { id: 'connections.relationshipType', defaultMessage: 'Relationship type' },
  selectType: { id: 'connections.inviteDialog.selectType', defaultMessage: 'Select relationship type' },
  message: { id: 'connections.inviteDialog.message', defaultMessage: 'Personal message (optional)' },
  shareTitle: { id: 'connections.inviteDialog.shareTitle', defaultMessage: 'Join me on Attune' },
  shareText: { id: 'connections.inviteDialog.shareText', defaultMessage: 'I invited you to connect with me on Attune.' },
  error: { id: 'common.error', defaultMessage: 'Error' },
  shareFailed: { id: 'connections.inviteDialog.shareFailed', defaultMessage: 'Could not open sharing. Copy the link instead.' },
  copied: { id: 'connections.copied', defaultMessage: 'Copied to clipboard' },
  copyFailed: { id: 'connections.copyFailed', defaultMessage: 'Could not copy the link. Please copy it by hand.' },
  copiedShort: { id: 'connections.inviteDialog.copiedShort', defaultMessage: 'Copied' },
  copyLink: { id: 'connections.copyLink', defaultMessage: 'Copy link' },
});

const INVITE_FIELDS = ['inviteeEmail', 'relationshipType', 'personalMessage'] as const;
const BLANK: SendEmailForm = { inviteeEmail: '', relationshipType: 'friend', personalMessage: '' };

/**
 * Why the dialog shows the link: this server has no e-mail set up, it tried and the mail server refused, or the
 * address was invited before and that invitation is still open (nothing new was made or sent).
 */
type ShareReason = 'no-email' | 'delivery-failed' | 'repeated';

/**
 * 'Invite Someone Special' (spec §2, §5, §8). With e-mail set up on this server, Send mails the invitation and the
 * §8 success toast says so. Without it the dialog says so before anything is sent, and afterwards offers the link
 * as the way to invite: copy it, or hand it to the phone's share sheet.
 */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const form = useForm<SendEmailForm>({ initialValues: BLANK, validate: useIntlResolver(sendEmailInput) });
  const [shared, setShared] = useState<{ link: string; email: string; reason: ShareReason } | null>(null);
  const delivery = useQuery({ ...trpc.invitations.delivery.queryOptions(), enabled: opened });
  const emailConfigured = delivery.data?.emailConfigured;
  const send = useSendInvitation();

  const reset = () => {
    form.reset();
    setShared(null);
    send.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = (values: SendEmailForm) => {
    if (send.isPending) return;
    send.mutate(values, {
      onSuccess: (answer) => {
        if (answer.invitation && (answer.repeated || !answer.emailSent)) {
          setShared({
            link: answer.link ?? inviteLinkFor(answer.invitation.token),
            email: values.inviteeEmail.trim(),
            reason: answer.repeated ? 'repeated' : emailConfigured === false ? 'no-email' : 'delivery-failed',
          });
        } else close();
      },
      onError: (error) => {
        // Bad input goes beside its field; anything else (already connected, already asked, too many) stays beside the
        // address it is about, until it changes: a toast would vanish before it is read.
        if (!placeServerErrors(error, form.setFieldError, INVITE_FIELDS)) form.setFieldError('inviteeEmail', humanErrorMessage(error, inviteFailureMessage(error)));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={intl.formatMessage(m.title)} size="md" radius="md">
      {shared ? (
        <ShareLink {...shared} onAnother={reset} onDone={close} />
      ) : (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {intl.formatMessage(emailConfigured === false ? m.introSelf : m.intro)}
            </Text>
            <TextInput
              label={intl.formatMessage(m.email)}
              type="email"
              withAsterisk
              autoComplete="off"
              placeholder={intl.formatMessage(m.emailPlaceholder)}
              data-autofocus
              {...form.getInputProps('inviteeEmail')}
            />
            <NativeSelect
              label={intl.formatMessage(m.relationshipType)}
              data={[{ value: '', label: intl.formatMessage(m.selectType) }, ...RELATIONSHIP_OPTIONS.map(({ value, label }) => ({ value, label }))]}
              {...form.getInputProps('relationshipType')}
            />
            <Textarea label={intl.formatMessage(m.message)} rows={3} maxLength={PERSONAL_MESSAGE_MAX} {...form.getInputProps('personalMessage')} />
            {emailConfigured === false && (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" color="gray" size="sm" radius="xl" aria-hidden>
                  <IconInfoCircle size={14} />
                </ThemeIcon>
                <Text size="sm">
                  <FormattedMessage
                    id="connections.inviteDialog.noEmail"
                    defaultMessage="E-mail is not set up on this server, so Attune cannot send the invitation for you. Create link makes a link you can share."
                  />
                </Text>
              </Group>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
              </Button>
              {/* 'Send' only when Attune will send something; without e-mail the button says what it does. */}
              <Button type="submit" disabled={!form.values.inviteeEmail.trim() || send.isPending}>
                {emailConfigured === false ? (
                  send.isPending ? (
                    <FormattedMessage id="connections.inviteDialog.creating" defaultMessage="Creating..." />
                  ) : (
                    <FormattedMessage id="connections.inviteDialog.createLink" defaultMessage="Create link" />
                  )
                ) : send.isPending ? (
                  <FormattedMessage id="connections.inviteDialog.sending" defaultMessage="Sending..." />
                ) : (
                  <FormattedMessage id="connections.inviteDialog.send" defaultMessage="Send" />
                )}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function ShareLink({ link, email, reason, onAnother, onDone }: { link: string; email: string; reason: ShareReason; onAnother: () => void; onDone: () => void }) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: t(m.shareTitle), text: t(m.shareText), url: link });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(t(m.error), t(m.shareFailed));
    }
  };
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
          <IconLink size={20} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={600} component="h3" m={0} fz="md">
            <FormattedMessage id="connections.inviteDialog.shareHeading" defaultMessage="Share this link" />
          </Text>
          <Text size="sm">
            {reason === 'repeated' ? (
              <FormattedMessage
                id="connections.inviteDialog.repeated"
                defaultMessage="You have already invited {email}, and that invitation is still open, so nothing new was sent. This is its link, if you want to send it yourself."
                values={{ email }}
              />
            ) : reason === 'no-email' ? (
              <FormattedMessage
                id="connections.inviteDialog.noEmailShare"
                defaultMessage="E-mail is not set up on this server, so send this link to {email} yourself, in a message or however you usually talk."
                values={{ email }}
              />
            ) : (
              <FormattedMessage
                id="connections.inviteDialog.deliveryFailed"
                defaultMessage="The e-mail to {email} could not be sent just now. Send them this link yourself instead."
                values={{ email }}
              />
            )}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code block style={{ flex: 1, minWidth: 0, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="invite-link">
          {link}
        </Code>
        <CopyLinkButton link={link} />
      </Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onAnother}>
          <FormattedMessage id="connections.inviteDialog.another" defaultMessage="Invite someone else" />
        </Button>
        {canShare && (
          <Button variant="light" leftSection={<IconShare size={16} aria-hidden />} onClick={() => void share()}>
            <FormattedMessage id="connections.inviteDialog.share" defaultMessage="Share…" />
          </Button>
        )}
        <Button onClick={onDone}>
          <FormattedMessage id="common.done" defaultMessage="Done" />
        </Button>
      </Group>
    </Stack>
  );
}

function CopyLinkButton({ link }: { link: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(link)) {
      setCopied(true);
      toast.success(t(m.copied));
      setTimeout(() => setCopied(false), 2000);
    } else toast.error(t(m.error), t(m.copyFailed));
  };
  return (
    <Tooltip label={intl.formatMessage(copied ? m.copiedShort : m.copyLink)} withArrow>
      <ActionIcon variant="light" size="lg" aria-label={intl.formatMessage(m.copyLink)} onClick={() => void copy()}>
        {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
