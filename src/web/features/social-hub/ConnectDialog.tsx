import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { RELATIONSHIP_OPTIONS } from '../connections/meta';
import type { RelationshipType } from '../../../shared/assessment/types';

const m = {
  sent: defineMessage({ id: 'socialHub.connect.sent', defaultMessage: 'Connection sent!' }),
  repeated: defineMessage<{ name: string }>({ id: 'socialHub.connect.repeated', defaultMessage: '{name} already has your request. It waits for their answer.' }),
  willSee: defineMessage<{ name: string }>({ id: 'socialHub.connect.willSee', defaultMessage: '{name} will see your request.' }),
  they: defineMessage({ id: 'socialHub.connect.they', defaultMessage: 'They' }),
  error: defineMessage({ id: 'common.error', defaultMessage: 'Error' }),
  failed: defineMessage({ id: 'socialHub.connect.failed', defaultMessage: 'The request was not sent. Please try again.' }),
  title: defineMessage<{ name: string }>({ id: 'socialHub.connect.title', defaultMessage: 'Connect with {name}' }),
  connect: defineMessage({ id: 'socialHub.post.connect', defaultMessage: 'Connect' }),
  relationshipType: defineMessage({ id: 'socialHub.connect.relationshipType', defaultMessage: 'Relationship type' }),
  personalMessage: defineMessage({ id: 'socialHub.connect.personalMessage', defaultMessage: 'Personal message (optional)' }),
};

/** Connect from the Social Hub (spec §3: POST /api/invitations with directUserId): lands as their pending request. */
export function ConnectDialog({ person, onClose }: { person: { id: string; firstName: string } | null; onClose: () => void }) {
  const intl = useIntl();
  const [relationshipType, setRelationshipType] = useState<RelationshipType>('friend');
  const [message, setMessage] = useState('');
  const connect = useMutation({
    mutationFn: (userId: string) =>
      trpcClient.invitations.create.mutate({ email: '', relationshipType, personalMessage: message.trim() || undefined, directUserId: userId }),
    onSuccess: (answer) => {
      // Asked before and still waiting: the same request, nothing new sent (issue 28); say so rather than "sent" again.
      const name = person?.firstName ?? intl.formatMessage(m.they);
      toast.success(intl.formatMessage(m.sent), intl.formatMessage(answer.repeated ? m.repeated : m.willSee, { name }));
      void queryClient.invalidateQueries(trpc.socialHub.pathFilter());
      void queryClient.invalidateQueries(trpc.invitations.pathFilter());
      setMessage('');
      onClose();
    },
    onError: (error) => toast.error(intl.formatMessage(m.error), errorMessage(error, intl.formatMessage(m.failed))),
  });
  return (
    <Modal opened={person !== null} onClose={onClose} title={person ? intl.formatMessage(m.title, { name: person.firstName }) : intl.formatMessage(m.connect)} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="socialHub.connect.intro"
            defaultMessage="{name} sees your name, photo and type with the request, and decides. Nothing more is shared until they accept."
            values={{ name: person?.firstName }}
          />
        </Text>
        <NativeSelect label={intl.formatMessage(m.relationshipType)} data={RELATIONSHIP_OPTIONS} value={relationshipType} onChange={(e) => setRelationshipType(e.currentTarget.value as RelationshipType)} />
        <Textarea label={intl.formatMessage(m.personalMessage)} rows={3} maxLength={500} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="socialHub.cancel" defaultMessage="Cancel" />
          </Button>
          <Button loading={connect.isPending} onClick={() => person && connect.mutate(person.id)}>
            <FormattedMessage id="socialHub.connect.send" defaultMessage="Send request" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
