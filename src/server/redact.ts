/**
 * One place that knows which parts of a link carry a secret (issue 28 finding 5): request logs and the copies of
 * mails kept in `mail_outbox` both go through it, so a reset, verification, invitation or unsubscribe link read from
 * either cannot be used.
 *
 * - query parameters: `reset` (password reset), `token` (verification, unsubscribe), `invite` (invitation), `input`
 *   (a tRPC GET carries its whole input, such as an invitation token, in the query), `code`;
 * - path segments after `validate`, `accept` and `join` (the invitation paths `/api/invitations/validate/{token}`,
 *   `/api/invitations/accept/{token}`, `/join/{token}`).
 */
const SECRET_PARAMS = ['reset', 'token', 'invite', 'input', 'code'];
const SECRET_SEGMENTS = ['validate', 'accept', 'join'];

export const REDACTED = '[redacted]';

// A value ends where a URL or its surroundings (text, an HTML attribute) would end it; in HTML a parameter may follow
// "&amp;", hence the ";".
const paramPattern = new RegExp(`([?&;](?:${SECRET_PARAMS.join('|')})=)[^&#\\s"'<>]+`, 'gi');
const segmentPattern = new RegExp(`/(${SECRET_SEGMENTS.join('|')})/[^/?#\\s"'<>]+`, 'gi');

/** `text` (a URL, a mail body, HTML) with every secret-bearing link part replaced by "[redacted]". */
export function redactSecrets(text: string): string {
  return text.replace(paramPattern, `$1${REDACTED}`).replace(segmentPattern, `/$1/${REDACTED}`);
}

/** An address as logs may show it: its first character and its domain ("a…@example.com"). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '…';
  return `${address[0]}…${address.slice(at)}`;
}
