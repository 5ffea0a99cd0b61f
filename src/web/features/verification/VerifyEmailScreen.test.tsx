import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { VERIFICATION_MESSAGES, type VerifyEmailAnswer } from '../../../shared/verification';
import { render } from '../../test/render';

const answer = vi.hoisted(() => ({ current: null as VerifyEmailAnswer | null }));

vi.mock('../../app/trpc', () => ({
  trpcClient: { verification: { verify: { mutate: () => Promise.resolve(answer.current) }, resend: { mutate: () => Promise.resolve() } } },
  errorMessage: (_: unknown, fallback: string) => fallback,
}));
vi.mock('../auth/session', () => ({ useSession: () => ({ state: { status: 'signedOut' } }), refreshSession: () => Promise.resolve() }));
vi.mock('../../app/serverInfo', () => ({ useMailDelivery: () => true }));

const { VerifyEmailScreen } = await import('./VerifyEmailScreen');

/**
 * Decision 086: the screen tells a confirmed new address from a first verification by the server's `addressChanged`
 * flag, never by comparing `message`, which the server words in the asker's language (decision 080).
 */
describe('the verify-email screen after a link', () => {
  beforeEach(() => {
    answer.current = null;
  });

  it('says the new address is confirmed when the server flags a change, whatever language its message is in', async () => {
    answer.current = { outcome: 'verified', message: 'Tu nueva dirección de correo está confirmada.', addressChanged: true };
    render(<VerifyEmailScreen token="abc" />);
    await screen.findByText(/Your new e-mail address is confirmed\. Sign in with it from now on\./);
    expect(screen.queryByText(/Tu nueva dirección/)).toBeNull();
  });

  it('treats an answer without the flag as a first verification, even with the change wording', async () => {
    answer.current = { outcome: 'verified', message: VERIFICATION_MESSAGES.emailChanged };
    render(<VerifyEmailScreen token="abc" />);
    await screen.findByText('Thank you! Invitations sent to this address now reach you.');
    expect(screen.queryByText(/new e-mail address is confirmed/)).toBeNull();
  });
});
