import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { RELATIONSHIP_OPTIONS } from '../connections/meta';
import type { RelationshipType } from '../../../shared/assessment/types';

/** Connect from the Social Hub (spec §3: POST /api/invitations with directUserId): lands as their pending request. */
export function ConnectDialog({ person, onClose }: { person: { id: string; firstName: string } | null; onClose: () => void }) {
  const [relationshipType, setRelationshipType] = useState<RelationshipType>('friend');
  const [message, setMessage] = useState('');
  const connect = useMutation({
    mutationFn: (userId: string) =>
      trpcClient.invitations.create.mutate({ email: '', relationshipType, personalMessage: message.trim() || undefined, directUserId: userId }),
    onSuccess: (answer) => {
      // Asked before and still waiting: the same request, nothing new sent (issue 28); say so rather than "sent" again.
      toast.success('Connection sent!', answer.repeated ? `${person?.firstName ?? 'They'} already has your request. It waits for their answer.` : `${person?.firstName ?? 'They'} will see your request.`);
      void queryClient.invalidateQueries(trpc.socialHub.pathFilter());
      void queryClient.invalidateQueries(trpc.invitations.pathFilter());
      setMessage('');
      onClose();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'The request was not sent. Please try again.')),
  });
  return (
    <Modal opened={person !== null} onClose={onClose} title={person ? `Connect with ${person.firstName}` : 'Connect'} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {person?.firstName} sees your name, photo and type with the request, and decides. Nothing more is shared until they accept.
        </Text>
        <NativeSelect label="Relationship type" data={RELATIONSHIP_OPTIONS} value={relationshipType} onChange={(e) => setRelationshipType(e.currentTarget.value as RelationshipType)} />
        <Textarea label="Personal message (optional)" rows={3} maxLength={500} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={connect.isPending} onClick={() => person && connect.mutate(person.id)}>
            Send request
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
