import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ValidateAnswer } from '../../../server/features/connections/connections.schemas';
import { ApiError, apiRequest } from '../../app/api';
import { queryClient, trpc } from '../../app/trpc';
import { toast } from '../../app/toast';

/**
 * The invitation a newcomer arrived with (spec §4 "Registration via an invitation"): the token of `?invite=` or
 * `/join/{token}` is validated (GET /api/invitations/validate/{token}); a valid one names the inviter and is accepted
 * right after registration (POST /api/invitations/accept/{token}), which connects the two people (active).
 */
export interface InvitationState {
  /** The token in use; undefined once an invalid token has been dropped. */
  token: string | undefined;
  /** `error`: the check could not reach the server (the token is kept; acceptance still tries). */
  status: 'none' | 'checking' | 'valid' | 'invalid' | 'error';
  inviterName?: string;
  /** Accepts the invitation after registration; answers the inviter's name when connected, undefined otherwise. */
  acceptAfterRegistration(): Promise<string | undefined>;
}

const INVALID_FALLBACK = 'This invitation link is no longer valid';

async function validate(token: string): Promise<ValidateAnswer> {
  try {
    return await apiRequest<ValidateAnswer>('GET', `/api/invitations/validate/${encodeURIComponent(token)}`);
  } catch (error) {
    // The server answered, but not with a verdict (e.g. a malformed token): that is an invalid invitation too.
    if (error instanceof ApiError && error.status < 500) return { valid: false, message: error.serverMessage ?? INVALID_FALLBACK };
    throw error;
  }
}

export function useInvitation(urlToken: string | undefined): InvitationState {
  const navigate = useNavigate();
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

  useEffect(() => {
    if (!token || told.current === token) return;
    if (check.data && !check.data.valid) {
      told.current = token;
      toast.error('Invalid Invitation', check.data.message || INVALID_FALLBACK);
      setDropped(token);
      // Drop it from the address too, staying on the register form.
      void navigate({ to: '/signup', search: {}, replace: true });
    } else if (check.isError) {
      told.current = token;
      toast.error('Error', 'Unable to validate invitation. Please try again.');
    }
  }, [token, check.data, check.isError, navigate]);

  if (!token) return { token: undefined, status: dropped ? 'invalid' : 'none', acceptAfterRegistration: async () => undefined };
  const status: InvitationState['status'] = check.isError ? 'error' : !check.data ? 'checking' : check.data.valid ? 'valid' : 'invalid';
  const inviterName = check.data?.valid ? `${check.data.inviter.firstName} ${check.data.inviter.lastName}`.trim() : undefined;
  return {
    token,
    status,
    inviterName,
    async acceptAfterRegistration() {
      if (status !== 'valid' && status !== 'error') return undefined;
      try {
        const answer = await apiRequest<{ connection: { otherUser: { firstName: string; lastName: string } } }>(
          'POST',
          `/api/invitations/accept/${encodeURIComponent(token)}`,
        );
        void queryClient.invalidateQueries({ queryKey: trpc.connections.pathKey() });
        const { firstName, lastName } = answer.connection.otherUser;
        return `${firstName} ${lastName}`.trim();
      } catch (error) {
        // Spec §8: a failed accept falls back to the plain 'Account created successfully' message.
        console.warn('Accepting the invitation failed', error);
        return undefined;
      }
    },
  };
}
