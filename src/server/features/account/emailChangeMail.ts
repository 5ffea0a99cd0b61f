import type { MailMessage } from '../../ports/mail/types.js';
import { escapeHtml } from '../connections/invitationMail.js';
import { VERIFICATION_TTL_DAYS } from '../../../shared/verification.js';

/** The three mails of an e-mail change (decision 069): plain text and simple HTML, like the other account mails. */
function accountMail(input: { to: string; firstName: string; subject: string; paragraphs: string[]; button?: { label: string; link: string }; footer: string }): MailMessage {
  const greeting = `Hi ${input.firstName.replace(/[\r\n]+/g, ' ').trim() || 'there'},`;
  const e = escapeHtml;
  const text = [greeting, '', ...input.paragraphs.flatMap((p) => [p, '']), ...(input.button ? [input.button.link, ''] : []), input.footer].join('\n');
  const paragraphs = input.paragraphs.map((p) => `<p style="margin:0 0 20px">${e(p)}</p>`).join('\n');
  const button = input.button
    ? `<p style="margin:0 0 20px"><a href="${e(input.button.link)}" style="display:inline-block;padding:12px 22px;background:#9c4f96;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold">${e(input.button.label)}</a></p>
<p style="margin:0 0 20px;font-size:14px;color:#555">Or copy this link into your browser:<br><a href="${e(input.button.link)}" style="color:#7a3a75;word-break:break-all">${e(input.button.link)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
<tr><td style="padding:28px 28px 8px"><p style="margin:0;font-size:22px;font-weight:bold;color:#7a3a75">Attune</p></td></tr>
<tr><td style="padding:8px 28px 28px">
<p style="margin:0 0 16px">${e(greeting)}</p>
${paragraphs}
${button}
<p style="margin:0;font-size:13px;color:#777">${e(input.footer)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html };
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
