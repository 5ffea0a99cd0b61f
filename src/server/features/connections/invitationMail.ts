import type { RelationshipType } from '../../../shared/assessment/types.js';
import type { MailMessage } from '../../ports/mail/types.js';
import { INVITE_TTL_DAYS } from './connections.schemas.js';

export const RELATIONSHIP_LABELS: Record<RelationshipType, string> = {
  professional: 'Professional',
  friend: 'Friend',
  family: 'Family',
  couple: 'Couple',
  crush: 'Crush',
};

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Header-safe: no line breaks in a subject. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  relationshipType: RelationshipType;
  personalMessage: string | null;
  link: string;
  /** The invitee already has an account: the request waits in their Connections. */
  existingAccount: boolean;
}

/** The invitation e-mail: plain text and simple, inline-styled HTML; every piece of user text escaped. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const inviter = oneLine(input.inviterName);
  const kind = RELATIONSHIP_LABELS[input.relationshipType].toLowerCase();
  const subject = `${inviter} invited you to connect on Attune`;
  const intro = `${inviter} would like to connect with you on Attune as ${kind === 'professional' ? 'a professional contact' : `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`}.`;
  const about =
    'Attune helps two people understand each other: each of you takes a short assessment, and you both see your Vibe, a compatibility score explained in plain words.';
  const action = input.existingAccount
    ? 'You already have an Attune account: sign in and you will find the request under Connections, Pending, or open this link while signed in to accept it straight away:'
    : 'Create your account through this link and you will be connected:';
  const footer = `The link works once and expires in ${INVITE_TTL_DAYS} days. If you were not expecting this e-mail, you can ignore it.`;

  const text = [
    'Hi,',
    '',
    intro,
    ...(input.personalMessage ? ['', `${inviter} wrote:`, ...input.personalMessage.split(/\r?\n/).map((l) => `> ${l}`)] : []),
    '',
    about,
    '',
    action,
    input.link,
    '',
    footer,
    '',
    '-- Attune',
  ].join('\n');

  const e = escapeHtml;
  const message = input.personalMessage
    ? `<p style="margin:0 0 6px;color:#555">${e(inviter)} wrote:</p>
<blockquote style="margin:0 0 20px;padding:12px 16px;border-left:4px solid #9c4f96;background:#f8f1f8;color:#333;white-space:pre-wrap">${e(input.personalMessage)}</blockquote>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
<tr><td style="padding:28px 28px 8px"><p style="margin:0;font-size:22px;font-weight:bold;color:#7a3a75">Attune</p></td></tr>
<tr><td style="padding:8px 28px 28px">
<p style="margin:0 0 16px">Hi,</p>
<p style="margin:0 0 20px">${e(intro)}</p>
${message}<p style="margin:0 0 20px;color:#555">${e(about)}</p>
<p style="margin:0 0 16px">${e(action)}</p>
<p style="margin:0 0 20px"><a href="${e(input.link)}" style="display:inline-block;padding:12px 22px;background:#9c4f96;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold">Accept the invitation</a></p>
<p style="margin:0 0 20px;font-size:14px;color:#555">Or copy this link into your browser:<br><a href="${e(input.link)}" style="color:#7a3a75;word-break:break-all">${e(input.link)}</a></p>
<p style="margin:0;font-size:13px;color:#777">${e(footer)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;

  // No `link` for the outbox's log line: an invitation token is a secret of the person invited (issue 12, finding 10).
  return { to: input.to, subject, text, html };
}
