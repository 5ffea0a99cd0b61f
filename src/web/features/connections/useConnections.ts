import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { CONNECTIONS_PAGE } from '../../../shared/pages';
import { cursorOf } from '../../../shared/cursor';
import type { RelationshipType } from '../../../shared/assessment/types';
import type { ConnectionCardView, ConnectionView, InvitationAnswer, InvitationRecord } from '../../../server/features/connections/connections.schemas';
import { ApiError, apiRequest } from '../../app/api';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { defineMessages } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';

const m = defineMessages({
  error: { id: 'common.error', defaultMessage: 'Error' },
  accepted: { id: 'connections.toast.accepted', defaultMessage: 'Connection accepted' },
  acceptFailed: { id: 'connections.toast.acceptFailed', defaultMessage: 'Failed to accept connection. Please try again.' },
  cancelled: { id: 'connections.toast.cancelled', defaultMessage: 'Request cancelled' },
  declined: { id: 'connections.toast.declined', defaultMessage: 'Connection declined' },
  updateFailed: { id: 'connections.toast.updateFailed', defaultMessage: 'Failed to update the request. Please try again.' },
  typeUpdated: { id: 'connections.toast.typeUpdated', defaultMessage: 'Relationship type updated' },
  typeFailed: { id: 'connections.toast.typeFailed', defaultMessage: 'Failed to update relationship type. Please try again.' },
  removed: { id: 'connections.departed.removed', defaultMessage: 'Connection removed' },
  deleteFailed: { id: 'connections.toast.deleteFailed', defaultMessage: 'Failed to delete connection. Please try again.' },
  invitationDeleted: { id: 'connections.toast.invitationDeleted', defaultMessage: 'Invitation deleted' },
  invitationDeleteFailed: { id: 'connections.toast.invitationDeleteFailed', defaultMessage: 'Failed to delete invitation. Please try again.' },
  inviteSent: { id: 'connections.toast.inviteSent', defaultMessage: 'Invitation sent!' },
  inviteSentBody: { id: 'connections.toast.inviteSentBody', defaultMessage: 'Your invitation has been created successfully.' },
  inviteCreated: { id: 'connections.toast.inviteCreated', defaultMessage: 'Invitation created successfully!' },
  inviteMailed: { id: 'connections.toast.inviteMailed', defaultMessage: 'Your invitation email has been sent.' },
  inviteShare: { id: 'connections.toast.inviteShare', defaultMessage: 'Invitation created. Share the link manually if needed.' },
  inviteFailed: { id: 'connections.toast.inviteFailed', defaultMessage: 'Failed to create invitation' },
});

export type { ConnectionCardView, ConnectionView, InvitationRecord, InvitationAnswer };

/**
 * Active connections as the list's cards (connections.cards, decision 103: what a card shows, without the explained
 * Vibe, which the dialog reads with useConnection), a page of CONNECTIONS_PAGE at a time, newest first. `data` is
 * every page loaded so far; `hasMore` says an older page may follow and `loadMore` fetches it (issue 28: past 100
 * connections the list showed only the first page). Under the connections path, so every refresh reloads it.
 */
export function useConnections() {
  const query = useInfiniteQuery({
    queryKey: [...trpc.connections.cards.queryKey(), 'pages'],
    queryFn: ({ pageParam }) => trpcClient.connections.cards.query(pageParam ? { limit: CONNECTIONS_PAGE, before: pageParam } : { limit: CONNECTIONS_PAGE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ConnectionCardView[]) => (last.length < CONNECTIONS_PAGE ? undefined : cursorOf(last.at(-1)!, last.at(-1)!.createdAt)),
  });
  return {
    ...query,
    data: query.data?.pages.flat(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** Pending requests, received and sent (GET /api/connections/pending). */
export function usePendingConnections() {
  return useQuery(trpc.connections.pending.queryOptions());
}

/** Invitations the person sent (GET /api/invitations). */
export function useInvitations() {
  return useQuery(trpc.invitations.list.queryOptions());
}

/** One connection with its explained Vibe (GET /api/connections/{id}). */
export function useConnection(id: string | null | undefined) {
  return useQuery({ ...trpc.connections.get.queryOptions({ id: id ?? '' }), enabled: Boolean(id) });
}

/** After a connection is made, accepted or removed: the lists, and the coach's greeting, which names connections. */
export function refreshConnections() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.connections.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.invitations.list.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.coach.info.queryKey() }),
  ]);
}

/** A failed call's message: the server's own words when it sent some. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return errorMessage(error, fallback);
}

export function useAcceptConnection() {
  return useMutation({
    mutationFn: (id: string) => trpcClient.connections.accept.mutate({ id }),
    onSuccess: async () => {
      toast.success(t(m.accepted));
      await refreshConnections();
    },
    onError: (error) => toast.error(t(m.error), errorMessage(error, t(m.acceptFailed))),
  });
}

/** Decline (recipient) or cancel (inviter): the same reject call. */
export function useRejectConnection() {
  return useMutation({
    mutationFn: (input: { id: string; cancel: boolean }) => trpcClient.connections.reject.mutate({ id: input.id }),
    onSuccess: async (_data, input) => {
      toast.success(t(input.cancel ? m.cancelled : m.declined));
      await refreshConnections();
    },
    onError: (error) => toast.error(t(m.error), errorMessage(error, t(m.updateFailed))),
  });
}

export function useRelationshipTypeChange() {
  return useMutation({
    mutationFn: (input: { id: string; relationshipType: RelationshipType }) => trpcClient.connections.setRelationshipType.mutate(input),
    onSuccess: async () => {
      toast.success(t(m.typeUpdated));
      await refreshConnections();
    },
    onError: () => toast.error(t(m.error), t(m.typeFailed)),
  });
}

export function useRemoveConnection() {
  return useMutation({
    mutationFn: (id: string) => trpcClient.connections.remove.mutate({ id }),
    onSuccess: async () => {
      toast.success(t(m.removed));
      await refreshConnections();
    },
    onError: (error) => toast.error(t(m.error), errorMessage(error, t(m.deleteFailed))),
  });
}

export function useDeleteInvitation() {
  return useMutation({
    mutationFn: (id: string) => trpcClient.invitations.delete.mutate({ id }),
    onSuccess: async () => {
      toast.success(t(m.invitationDeleted));
      await refreshConnections();
    },
    onError: (error) => toast.error(t(m.error), errorMessage(error, t(m.invitationDeleteFailed))),
  });
}

/** The success toast of spec §8 'Invite success', for what the server answered. */
export function inviteSuccessToast(answer: Partial<InvitationAnswer>): { title: string; message: string } {
  if (!answer.invitation) return { title: t(m.inviteSent), message: t(m.inviteSentBody) };
  return {
    title: t(m.inviteCreated),
    message: t(answer.emailSent ? m.inviteMailed : m.inviteShare),
  };
}

/** The failure toast's text (spec §8 'Invite failure'): the server's message, else the fallback. */
export function inviteFailureMessage(error: unknown): string {
  return serverMessage(error, t(m.inviteFailed));
}

/**
 * POST /api/invitations/send-email. Goes through the REST path on purpose: without PUBLIC_URL the server builds the
 * link on the origin of this request.
 */
export function useSendInvitation() {
  return useMutation({
    mutationFn: (input: { inviteeEmail: string; relationshipType: RelationshipType | ''; personalMessage: string }) =>
      apiRequest<Partial<InvitationAnswer>>('POST', '/api/invitations/send-email', input),
    onSuccess: async (answer) => {
      // When no e-mail went (or the address was invited before), the dialog itself shows the link and says why: a
      // toast would only repeat it.
      if (!answer.repeated && (answer.emailSent || !answer.invitation)) {
        const { title, message } = inviteSuccessToast(answer);
        toast.success(title, message);
      }
      await refreshConnections();
    },
    // Failures are shown by the dialog, beside the address.
  });
}
