import type { Locale } from '../../../shared/locales.js';
import { t } from '../../i18n/translate.js';

/**
 * The one layout every Attune mail is drawn in (decision 071): a greeting, paragraphs, an optional quote, one button
 * with its link also written out, and a small footer; plain text and inline-styled HTML from the same parts, in the
 * recipient's language. Every piece of text is escaped here, so callers pass people's words as they are.
 */
export interface MailParts {
  locale: Locale;
  subject: string;
  greeting: string;
  paragraphs: Array<string | { quote: string; by: string }>;
  /** Text after the link in the plain-text version only (the HTML shows the button there). */
  action?: string;
  /** The mail's one link; a notice that asks nothing of the reader has none. */
  button?: { label: string; link: string };
  footer: string;
  signature?: boolean;
  /** A title under the product's name (the newsletter's edition); the first line of the plain text too. */
  heading?: string;
  /**
   * Longer pieces after the paragraphs (the newsletter's articles): a small label, a title, and the piece as plain
   * text and as HTML. `html` is our own rendered content, never a member's words: it is placed as it is.
   */
  sections?: Array<{ kicker: string; title: string; text: string; html: string }>;
  /** Links under the footer ("Unsubscribe"), each written out in the plain text as "label: link". */
  links?: Array<{ label: string; textLabel?: string; link: string }>;
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Header-safe: no line breaks in a subject or a name. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

/** "Hi Ana," — or "Hi there," when the name is empty. */
export function greetingFor(locale: Locale, firstName: string): string {
  const name = oneLine(firstName);
  return name ? t(locale, 'mail.greeting', { name }) : t(locale, 'mail.greetingNoName');
}

function buttonHtml(locale: Locale, button: { label: string; link: string }): string {
  const e = escapeHtml;
  return `<p style="margin:0 0 20px"><a href="${e(button.link)}" style="display:inline-block;padding:12px 22px;background:#9c4f96;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold">${e(button.label)}</a></p>
<p style="margin:0 0 20px;font-size:14px;color:#555">${e(t(locale, 'mail.copyLink'))}<br><a href="${e(button.link)}" style="color:#7a3a75;word-break:break-all">${e(button.link)}</a></p>`;
}

export function renderMail(parts: MailParts): { subject: string; text: string; html: string } {
  const e = escapeHtml;
  const { locale, button } = parts;
  const textParagraphs = parts.paragraphs.flatMap((p) =>
    typeof p === 'string' ? ['', p] : ['', p.by, ...p.quote.split(/\r?\n/).map((line) => `> ${line}`)],
  );
  const sections = parts.sections ?? [];
  const links = parts.links ?? [];
  const text = [
    ...(parts.heading ? [parts.heading, ''] : []),
    parts.greeting,
    ...textParagraphs,
    '',
    ...sections.flatMap((s) => [`## ${s.title}`, `(${s.kicker})`, '', s.text, '', '---', '']),
    ...(parts.action ? [parts.action] : []),
    ...(button ? [button.link, ''] : []),
    parts.footer,
    ...links.map((l) => `${l.textLabel ?? l.label}: ${l.link}`),
    ...(parts.signature ? ['', t(locale, 'mail.signature')] : []),
  ].join('\n');
  const sectionsHtml = sections
    .map(
      (s) => `<hr style="border:none;border-top:1px solid #eee;margin:8px 0 20px">
<p style="margin:0 0 4px;font-size:12px;letter-spacing:0.06em;text-transform:uppercase;color:#777">${e(s.kicker)}</p>
<h2 style="margin:0 0 12px;font-size:20px;line-height:1.3;color:#222">${e(s.title)}</h2>
<div style="margin:0 0 20px">${s.html}</div>`,
    )
    .join('\n');
  const linksHtml = links.map((l) => `<a href="${e(l.link)}" style="color:#7a3a75">${e(l.label)}</a>`).join(' · ');
  const htmlParagraphs = parts.paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p style="margin:0 0 20px">${e(p)}</p>`
        : `<p style="margin:0 0 6px;color:#555">${e(p.by)}</p>
<blockquote style="margin:0 0 20px;padding:12px 16px;border-left:4px solid #9c4f96;background:#f8f1f8;color:#333;white-space:pre-wrap">${e(p.quote)}</blockquote>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(parts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
<tr><td style="padding:28px 28px 8px"><p style="margin:0;font-size:22px;font-weight:bold;color:#7a3a75">Attune</p>${parts.heading ? `\n<h1 style="margin:8px 0 0;font-size:24px;line-height:1.3;color:#222">${e(parts.heading)}</h1>` : ''}</td></tr>
<tr><td style="padding:8px 28px 28px">
<p style="margin:0 0 16px">${e(parts.greeting)}</p>
${htmlParagraphs}
${sectionsHtml ? `${sectionsHtml}\n` : ''}${parts.action ? `<p style="margin:0 0 16px">${e(parts.action)}</p>\n` : ''}${button ? buttonHtml(locale, button) : ''}
<p style="margin:0;font-size:13px;color:#777">${e(parts.footer)}${linksHtml ? `<br>${linksHtml}` : ''}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { subject: parts.subject, text, html };
}
