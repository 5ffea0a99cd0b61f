/**
 * The invitation a newcomer arrived with (spec §4 "Registration via an invitation"). The Connections work fills in
 * validation and acceptance; until then a token is carried into the registration as given.
 */
export interface InvitationState {
  token: string | undefined;
  status: 'none' | 'checking' | 'valid' | 'invalid';
  inviterName?: string;
  /** Accepts the invitation after registration; answers the inviter's name when connected. */
  acceptAfterRegistration(): Promise<string | undefined>;
}

export function useInvitation(token: string | undefined): InvitationState {
  return {
    token,
    status: token ? 'valid' : 'none',
    acceptAfterRegistration: async () => undefined,
  };
}
