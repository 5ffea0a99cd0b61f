import { escapeHtml } from '../connections/invitationMail.js';
import { NEWSLETTER_TOPIC_LABELS, type NewsletterTopic } from '../../../shared/newsletter.js';
import type { Article } from './library.js';

/**
 * Inline styles for our rendered markdown (mail clients drop <style> blocks): the articles' own "##" headings sit
 * one step below the article title.
 */
function styleArticle(html: string): string {
  return html
    .replace(/<h[1-6]>/g, '<h3 style="margin:20px 0 8px 0;font-size:18px;line-height:1.35;color:#2d2340;">')
    .replace(/<\/h[1-6]>/g, '</h3>')
    .replace(/<p>/g, '<p style="margin:0 0 12px 0;">')
    .replace(/<(ul|ol)>/g, '<$1 style="margin:0 0 12px 0;padding-left:22px;">')
    .replace(/<li>/g, '<li style="margin:0 0 6px 0;">');
}

export interface EditionMailInput {
  edition: { title: string; category: NewsletterTopic };
  /** The member's own first name and the personalised opening: member text, always escaped in the HTML. */
  firstName: string;
  opening: string[] | null;
  articles: readonly Article[];
  unsubscribeUrl: string;
  settingsUrl: string;
}

export interface EditionMail {
  subject: string;
  text: string;
  html: string;
}

/** The subject of one person's edition: the edition's title and the first article. Control characters never reach a header. */
export function editionSubject(title: string, articles: readonly Article[]): string {
  const subject = articles[0] ? `${title}: ${articles[0].title}` : title;
  return subject.replace(/[\u0000-\u001f\u007f]/g, ' ');
}

/**
 * One person's edition as plain text and HTML. The articles are our own markdown, rendered at start-up; everything
 * that comes from a member (their name, and the opening built around it) is escaped.
 */
export function renderEditionMail(input: EditionMailInput): EditionMail {
  const { edition, articles } = input;
  const subject = editionSubject(edition.title, articles);
  const greeting = input.opening ?? [`Hello ${input.firstName},`];
  const focus = NEWSLETTER_TOPIC_LABELS[edition.category];

  const text = [
    edition.title,
    '',
    ...greeting.flatMap((line) => [line, '']),
    `This edition leads with ${focus.toLowerCase()}.`,
    '',
    ...articles.flatMap((a) => [`## ${a.title}`, `(${NEWSLETTER_TOPIC_LABELS[a.topic]} · ${a.level})`, '', a.markdown, '', '---', '']),
    'You receive this because you subscribed to the Attune newsletter.',
    `Change your topics or level: ${input.settingsUrl}`,
    `Unsubscribe in one click: ${input.unsubscribeUrl}`,
    '',
  ].join('\n');

  const esc = (s: string) => escapeHtml(s);
  const articleHtml = articles
    .map(
      (a) => `
        <tr><td style="padding:24px 32px 8px 32px;">
          <p style="margin:0 0 4px 0;font-size:12px;letter-spacing:0.06em;text-transform:uppercase;color:#7c6f9b;">${esc(NEWSLETTER_TOPIC_LABELS[a.topic])} · ${esc(a.level)}</p>
          <h2 style="margin:0 0 12px 0;font-size:22px;line-height:1.3;color:#2d2340;">${esc(a.title)}</h2>
          <div style="font-size:16px;line-height:1.6;color:#3a3348;">${styleArticle(a.html)}</div>
        </td></tr>`,
    )
    .join('<tr><td style="padding:0 32px;"><hr style="border:none;border-top:1px solid #ece8f3;margin:16px 0;"></td></tr>');

  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f3fa;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3fa;">
    <tr><td align="center" style="padding:24px 12px;">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;background:#ffffff;border-radius:12px;overflow:hidden;">
        <tr><td style="background:#6741d9;padding:24px 32px;">
          <p style="margin:0;font-size:14px;color:#e5dbff;">Attune</p>
          <h1 style="margin:4px 0 0 0;font-size:24px;line-height:1.3;color:#ffffff;">${esc(edition.title)}</h1>
        </td></tr>
        <tr><td style="padding:24px 32px 0 32px;font-size:16px;line-height:1.6;color:#3a3348;">
          ${greeting.map((line) => `<p style="margin:0 0 12px 0;">${esc(line)}</p>`).join('\n          ')}
          <p style="margin:0;color:#6b6280;">This edition leads with ${esc(focus.toLowerCase())}.</p>
        </td></tr>
        ${articleHtml}
        <tr><td style="padding:24px 32px;background:#faf9fc;font-size:13px;line-height:1.5;color:#6b6280;">
          You receive this because you subscribed to the Attune newsletter.
          <a href="${esc(input.settingsUrl)}" style="color:#6741d9;">Change your topics or level</a> ·
          <a href="${esc(input.unsubscribeUrl)}" style="color:#6741d9;">Unsubscribe</a>
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { subject, text, html };
}
