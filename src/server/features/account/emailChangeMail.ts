import type { MailMessage } from '../../ports/mail/types.js';
import { greetingFor, renderMail } from '../../ports/mail/layout.js';
import { VERIFICATION_TTL_DAYS } from '../../../shared/verification.js';

/**
 * The three mails of an e-mail change (decision 069), drawn in the one mail layout (ports/mail/layout.ts). Their
 * words are English for now: their translation is part of issue 33's remaining work.
 */
function accountMail(input: { to: string; firstName: string; subject: string; paragraphs: string[]; button?: { label: string; link: string }; footer: string }): MailMessage {
  const { to, firstName, ...parts } = input;
  return { to, ...renderMail({ locale: 'en', greeting: greetingFor('en', firstName), ...parts }) };
}

export const EMAIL_CHANGE_SUBJECTS = {
  confirm: 'Confirm your new e-mail address for Attune',
  notice: 'Your Attune e-mail address is about to change',
  taken: 'Someone tried to move an Attune account to your address',
} as const;

/** To the new address: the link that moves the account there. Never logged, not even for the operator. */
export function confirmNewAddressMail(input: { to: string; firstName: string; link: string }): MailMessage {
  return accountMail({
    to: input.to,
    firstName: input.firstName,
    subject: EMAIL_CHANGE_SUBJECTS.confirm,
    paragraphs: ['You asked to use this address for your Attune account. Open this link to confirm it. Until you do, you keep signing in with your current address.'],
    button: { label: 'Confirm my new address', link: input.link },
    footer: `The link works once and expires in ${VERIFICATION_TTL_DAYS} days. If you did not ask for this, ignore this e-mail: nothing changes.`,
  });
}

/** To the current address: told at once, so an owner whose password is known to someone else hears of it. */
export function addressChangeNoticeMail(input: { to: string; firstName: string; newEmail: string }): MailMessage {
  return accountMail({
    to: input.to,
    firstName: input.firstName,
    subject: EMAIL_CHANGE_SUBJECTS.notice,
    paragraphs: [
      `Someone signed in to your Attune account, with your password, asked to change its e-mail address to ${input.newEmail}.`,
      'This address keeps working until the new one is confirmed from its mailbox.',
    ],
    footer: 'If this was not you, change your password in Settings now: that also signs out every other device.',
  });
}

/** To whoever already holds the address: the person asking is told nothing different, so only the holder learns it. */
export function addressTakenMail(input: { to: string; firstName: string }): MailMessage {
  return accountMail({
    to: input.to,
    firstName: input.firstName,
    subject: EMAIL_CHANGE_SUBJECTS.taken,
    paragraphs: [
      'Someone asked to change the e-mail address of an Attune account to this one, which already belongs to your account. Nothing changed on your account, and the other account did not learn that this address is yours.',
    ],
    footer: 'If it was you, you already have an account with this address: sign in with it. Otherwise you need not do anything.',
  });
}
