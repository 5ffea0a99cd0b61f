import type { MailMessage } from '../../ports/mail/types.js';
import { escapeHtml } from '../connections/invitationMail.js';
import { RESET_TTL_MINUTES } from '../../../shared/account.js';

/**
 * Why the link is sent: a reset someone asked for, or (issue 28) someone trying to register an address that already
 * has an account, which is told to its owner rather than to whoever tried.
 */
export type ResetMailReason = 'reset' | 'signup-attempt';

const WORDING: Record<ResetMailReason, { subject: string; body: string }> = {
  reset: {
    subject: 'Choose a new password for Attune',
    body: 'Someone, hopefully you, asked to reset the password of your Attune account. Open this link to choose a new one:',
  },
  'signup-attempt': {
    subject: 'Someone tried to register with your address on Attune',
    body: 'Someone tried to create an Attune account with this e-mail address, which already has one: yours. If it was you, you can sign in as usual, or open this link to choose a new password if you forgot it:',
  },
};

/** The password-reset e-mail: plain text and simple HTML. The link is never logged (it signs its holder in). */
export function resetMail(input: { to: string; firstName: string; link: string; reason?: ResetMailReason }): MailMessage {
  const { subject, body } = WORDING[input.reason ?? 'reset'];
  const greeting = `Hi ${input.firstName.replace(/[\r\n]+/g, ' ').trim() || 'there'},`;
  const footer = `The link works once, for ${RESET_TTL_MINUTES} minutes, and signs out every device that was signed in. If you did not ask for it, ignore this e-mail: your password stays as it is.`;
  const text = [greeting, '', body, '', input.link, '', footer].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
<tr><td style="padding:28px 28px 8px"><p style="margin:0;font-size:22px;font-weight:bold;color:#7a3a75">Attune</p></td></tr>
<tr><td style="padding:8px 28px 28px">
<p style="margin:0 0 16px">${e(greeting)}</p>
<p style="margin:0 0 20px">${e(body)}</p>
<p style="margin:0 0 20px"><a href="${e(input.link)}" style="display:inline-block;padding:12px 22px;background:#9c4f96;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold">Choose a new password</a></p>
<p style="margin:0 0 20px;font-size:14px;color:#555">Or copy this link into your browser:<br><a href="${e(input.link)}" style="color:#7a3a75;word-break:break-all">${e(input.link)}</a></p>
<p style="margin:0;font-size:13px;color:#777">${e(footer)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to: input.to, subject, text, html };
}
