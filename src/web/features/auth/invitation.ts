import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ValidateAnswer } from '../../../server/features/connections/connections.schemas';
import { ApiError, apiRequest } from '../../app/api';
import { queryClient, trpc } from '../../app/trpc';
import { toast } from '../../app/toast';
import { defineMessages, useIntl } from 'react-intl';
import { useSession } from './session';

/**
 * The invitation a newcomer arrived with (spec §4 "Registration via an invitation"): the token of `?invite=` or
 * `/join/{token}` is validated (GET /api/invitations/validate/{token}); a valid one names the inviter and is accepted
 * right after registration, or after signing in to an existing account on the same page (POST
 * /api/invitations/accept/{token}), which connects the two people (active). A member who is already signed in when
 * the link opens is connected at once and sent home, rather than offered a second account.
 */
export interface InvitationState {
  /** The token in use; undefined once an invalid token has been dropped. */
  token: string | undefined;
  /** `error`: the check could not reach the server (the token is kept; acceptance still tries). */
  status: 'none' | 'checking' | 'valid' | 'invalid' | 'error';
  inviterName?: string;
  /** The address the invitation was sent to, for the sign-up form to fill in (empty for a member's link). */
  inviteeEmail?: string;
  /**
   * Accepts the invitation once the person has an account on this page (registered, or signed in to an existing
   * one): the other person's name when connected, else the reason it failed, if any.
   */
  acceptAfterSignIn(): Promise<{ connectedWith?: string; problem?: string }>;
  /**
   * Why the link did not work (spec §8 'Invalid Invitation', or the validation network failure), shown inline on the
   * sign-in and sign-up forms until the person leaves the screen: a toast vanished before it was read (issue 30).
   */
  notice?: InvitationNotice;
}

export interface InvitationNotice {
  title: string;
  message: string;
}

const m = defineMessages({
  invalidTitle: { id: 'auth.invitation.invalidTitle', defaultMessage: 'Invalid Invitation' },
  invalidFallback: { id: 'auth.invitation.invalid', defaultMessage: 'This invitation link is no longer valid' },
  error: { id: 'common.error', defaultMessage: 'Error' },
  checkFailed: { id: 'auth.invitation.checkFailed', defaultMessage: 'Unable to validate invitation. Please try again.' },
  accepted: { id: 'auth.invitation.accepted', defaultMessage: 'Connection accepted' },
  acceptFailed: { id: 'auth.invitation.acceptFailed', defaultMessage: 'Unable to accept the invitation. Please try again.' },
});
const connectedWith = defineMessages<{ connectedWith: { name: string } }>({
  connectedWith: { id: 'auth.connectedWith', defaultMessage: "You're now connected with {name}." },
}).connectedWith;

/**
 * The notice survives the move from /join/{token} to /signup (dropping the token from the address remounts the
 * screen): held here for the next screen that asks, then cleared, so a later visit starts clean.
 */
let carriedNotice: InvitationNotice | undefined;
function takeCarriedNotice(): InvitationNotice | undefined {
  const notice = carriedNotice;
  carriedNotice = undefined;
  return notice;
}

async function validate(token: string): Promise<ValidateAnswer> {
  try {
    return await apiRequest<ValidateAnswer>('GET', `/api/invitations/validate/${encodeURIComponent(token)}`);
  } catch (error) {
    // The server answered, but not with a verdict (e.g. a malformed token): that is an invalid invitation too.
    if (error instanceof ApiError && error.status < 500) return { valid: false, message: error.serverMessage ?? '' };
    throw error;
  }
}

/** POST /api/invitations/accept/{token}; answers the other person's name. */
async function accept(token: string): Promise<string> {
  const answer = await apiRequest<{ connection: { otherUser: { firstName: string; lastName: string } } }>(
    'POST',
    `/api/invitations/accept/${encodeURIComponent(token)}`,
  );
  void queryClient.invalidateQueries({ queryKey: trpc.connections.pathKey() });
  const { firstName, lastName } = answer.connection.otherUser;
  return `${firstName} ${lastName}`.trim();
}

export function useInvitation(urlToken: string | undefined): InvitationState {
  const navigate = useNavigate();
  const intl = useIntl();
  const { state: session } = useSession();
  // Whether the person was already signed in when the link opened (an existing member following an e-mail):
  // decided once the session is known, so registering on this page does not count.
  const [memberAtStart, setMemberAtStart] = useState<boolean | undefined>(undefined);
  if (memberAtStart === undefined && session.status !== 'loading') setMemberAtStart(session.status === 'signedIn');
  const [dropped, setDropped] = useState<string | undefined>(undefined);
  const token = urlToken && urlToken !== dropped ? urlToken : undefined;
  const check = useQuery({
    queryKey: ['invitation-validate', token],
    queryFn: () => validate(token!),
    enabled: token !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  const told = useRef<string | undefined>(undefined);
  const [notice, setNotice] = useState<InvitationNotice | undefined>(takeCarriedNotice);

  useEffect(() => {
    if (!token || told.current === token || memberAtStart === undefined) return;
    if (check.data && !check.data.valid) {
      told.current = token;
      const invalid = { title: intl.formatMessage(m.invalidTitle), message: check.data.message || intl.formatMessage(m.invalidFallback) };
      // A member goes home, where only a toast can tell them; a newcomer reads it on the form.
      if (memberAtStart) toast.error(invalid.title, invalid.message);
      else {
        setNotice(invalid);
        carriedNotice = invalid;
      }
      setDropped(token);
      // Drop it from the address too: a member goes home, a newcomer stays on the register form.
      void navigate({ to: memberAtStart ? '/' : '/signup', search: {}, replace: true });
    } else if (check.isError) {
      told.current = token;
      const failed = { title: intl.formatMessage(m.error), message: intl.formatMessage(m.checkFailed) };
      if (memberAtStart) toast.error(failed.title, failed.message);
      else setNotice(failed);
    } else if (check.data?.valid && memberAtStart) {
      // A signed-in member followed the link (the "Accept the invitation" button of the e-mail): accept it for them
      // instead of offering a second account, then go home where the connection shows.
      told.current = token;
      void accept(token).then(
        (name) => toast.success(intl.formatMessage(m.accepted), intl.formatMessage(connectedWith, { name })),
        (error: unknown) =>
          toast.error(intl.formatMessage(m.error), (error instanceof ApiError ? error.serverMessage : undefined) ?? intl.formatMessage(m.acceptFailed)),
      );
      void navigate({ to: '/', search: {}, replace: true });
    }
  }, [token, check.data, check.isError, navigate, memberAtStart, intl]);

  if (!token) return { token: undefined, status: dropped || notice ? 'invalid' : 'none', notice, acceptAfterSignIn: async () => ({}) };
  const status: InvitationState['status'] = check.isError ? 'error' : !check.data ? 'checking' : check.data.valid ? 'valid' : 'invalid';
  const inviterName = check.data?.valid ? `${check.data.inviter.firstName} ${check.data.inviter.lastName}`.trim() : undefined;
  const inviteeEmail = check.data?.valid ? check.data.inviteeEmail || undefined : undefined;
  return {
    token,
    status,
    inviterName,
    inviteeEmail,
    notice,
    async acceptAfterSignIn() {
      if (status !== 'valid' && status !== 'error') return {};
      try {
        return { connectedWith: await accept(token) };
      } catch (error) {
        console.warn('Accepting the invitation failed', error);
        return { problem: (error instanceof ApiError ? error.serverMessage : undefined) ?? intl.formatMessage(m.acceptFailed) };
      }
    },
  };
}
