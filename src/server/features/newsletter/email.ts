import type { NewsletterTopic } from '../../../shared/newsletter.js';
import type { Locale } from '../../../shared/locales.js';
import { renderMail } from '../../ports/mail/layout.js';
import { t } from '../../i18n/translate.js';
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
  /** The reader's language (decision 080) for the mail's own words; `articles` come already in it (articleText.ts). */
  locale: Locale;
  /** `slot` and `timeZone` write the title's date in the reader's language; English keeps the edition's stored title. */
  edition: { title: string; category: NewsletterTopic; slot?: Date; timeZone?: string };
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

/** The edition's title for one reader: the stored (English) title, or the same words with the date in their language. */
export function editionTitle(locale: Locale, edition: EditionMailInput['edition']): string {
  if (locale === 'en' || !edition.slot) return edition.title;
  const date = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: edition.timeZone }).format(edition.slot);
  return t(locale, 'newsletter.title', { date });
}

/**
 * One person's edition as plain text and HTML, drawn by the one mail layout (ports/mail/layout.ts) in the reader's
 * language. The articles are our own markdown, rendered at start-up; everything that comes from a member (their
 * name, and the opening built around it) is escaped by the layout.
 */
export function renderEditionMail(input: EditionMailInput): EditionMail {
  const { locale, articles } = input;
  const title = editionTitle(locale, input.edition);
  const [greeting, ...opening] = input.opening ?? [t(locale, 'newsletter.greeting', { name: input.firstName })];
  return renderMail({
    locale,
    subject: editionSubject(title, articles),
    heading: title,
    greeting: greeting!,
    paragraphs: [...opening, t(locale, 'newsletter.leadsWith', { topic: input.edition.category })],
    sections: articles.map((a) => ({
      kicker: t(locale, 'newsletter.kicker', { topic: a.topic, level: a.level }),
      title: a.title,
      text: a.markdown,
      html: styleArticle(a.html),
    })),
    footer: t(locale, 'newsletter.why'),
    links: [
      { label: t(locale, 'newsletter.settings'), link: input.settingsUrl },
      { label: t(locale, 'newsletter.unsubscribe'), textLabel: t(locale, 'newsletter.unsubscribeText'), link: input.unsubscribeUrl },
    ],
  });
}
