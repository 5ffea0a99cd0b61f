import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, Code, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { RelationshipType } from '../../../shared/assessment/types';
import { toast } from '../../app/toast';
import { copyText, inviteLinkFor, RELATIONSHIP_OPTIONS } from './meta';
import { useSendInvitation } from './useConnections';

/** 'Invite Someone Special' (spec §2, §5, §8). After a send that did not go out by e-mail, the link to share by hand. */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [relationshipType, setRelationshipType] = useState<RelationshipType | ''>('friend');
  const [personalMessage, setPersonalMessage] = useState('');
  const [manualLink, setManualLink] = useState<string | null>(null);
  const send = useSendInvitation();

  const reset = () => {
    setEmail('');
    setRelationshipType('friend');
    setPersonalMessage('');
    setManualLink(null);
    send.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || send.isPending) return;
    send.mutate(
      { inviteeEmail: email.trim(), relationshipType, personalMessage },
      {
        onSuccess: (answer) => {
          if (answer.invitation && !answer.emailSent) setManualLink(answer.link ?? inviteLinkFor(answer.invitation.token));
          else close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Invite Someone Special" size="md" radius="md">
      {manualLink ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" title="Invitation created">
            The e-mail was not sent. Share this link with {email.trim()} yourself:
          </Alert>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code block style={{ flex: 1, minWidth: 0, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="invite-link">
              {manualLink}
            </Code>
            <CopyLinkButton link={manualLink} />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={reset}>
              Invite someone else
            </Button>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              They will get a link to join Attune and connect with you.
            </Text>
            <TextInput
              label="Invitee email"
              type="email"
              required
              autoComplete="off"
              placeholder="name@example.com"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              data-autofocus
            />
            <NativeSelect
              label="Relationship type"
              value={relationshipType}
              onChange={(e) => setRelationshipType(e.currentTarget.value as RelationshipType | '')}
              data={[{ value: '', label: 'Select relationship type' }, ...RELATIONSHIP_OPTIONS]}
            />
            <Textarea
              label="Personal message (optional)"
              rows={3}
              maxLength={1000}
              value={personalMessage}
              onChange={(e) => setPersonalMessage(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={!email.trim() || send.isPending}>
                {send.isPending ? 'Sending...' : 'Send'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function CopyLinkButton({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(link)) {
      setCopied(true);
      toast.success('Copied to clipboard');
      setTimeout(() => setCopied(false), 2000);
    } else toast.error('Error', 'Could not copy the link. Please copy it by hand.');
  };
  return (
    <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
      <ActionIcon variant="light" size="lg" aria-label="Copy link" onClick={() => void copy()}>
        {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
