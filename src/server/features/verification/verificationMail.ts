import type { MailMessage } from '../../ports/mail/types.js';
import { escapeHtml } from '../connections/invitationMail.js';
import { VERIFICATION_TTL_DAYS } from '../../../shared/verification.js';

/** The verification e-mail: plain text and simple HTML. `operatorLink` is set only for ADMIN_EMAIL (decision 008). */
export function verificationMail(input: { to: string; firstName: string; link: string; forOperator: boolean }): MailMessage {
  const subject = 'Confirm your e-mail address for Attune';
  const greeting = `Hi ${input.firstName.replace(/[\r\n]+/g, ' ').trim() || 'there'},`;
  const body = 'Please confirm that this is your e-mail address. It keeps your account yours: invitations sent to this address reach you only once it is confirmed.';
  const footer = `The link works once and expires in ${VERIFICATION_TTL_DAYS} days. If you did not create an Attune account, you can ignore this e-mail.`;
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
<p style="margin:0 0 20px"><a href="${e(input.link)}" style="display:inline-block;padding:12px 22px;background:#9c4f96;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold">Confirm my address</a></p>
<p style="margin:0 0 20px;font-size:14px;color:#555">Or copy this link into your browser:<br><a href="${e(input.link)}" style="color:#7a3a75;word-break:break-all">${e(input.link)}</a></p>
<p style="margin:0;font-size:13px;color:#777">${e(footer)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to: input.to, subject, text, html, ...(input.forOperator ? { operatorLink: input.link } : {}) };
}
