import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../test/app.js';
import { createAssessedUser, createUser, type TestUser } from '../test/factories.js';
import { manualClock } from '../clock.js';
import { loadArticleLibrary } from '../features/newsletter/library.js';
import { readArticleTranslation } from '../features/newsletter/articleText.js';

// The newsletter in the reader's language through the one mail layout (issue 33, decision 080), its articles too.
let t: TestApp;
let admin: TestUser;
const clock = manualClock('2026-12-01T12:00:00.000Z'); // a Tuesday: the next edition is Wednesday 2 December
const PREFS = { categories: ['romantic', 'work'], difficulty: ['beginner', 'intermediate'], personalizedContent: true };

beforeAll(async () => {
  t = await createTestApp({ newsletterTimeZone: 'America/New_York', publicUrl: 'https://attune.test' }, { clock });
  admin = await createUser(t, { email: TEST_ADMIN_EMAIL, firstName: 'Ada' });
});
afterAll(async () => {
  await t.close();
});

async function subscribed(firstName: string, locale: 'en' | 'es', preferences: unknown = PREFS): Promise<TestUser> {
  const who = await createAssessedUser(t, { firstName, locale });
  const res = await t.request({ method: 'POST', url: '/api/newsletter/subscribe', token: who.token, body: { preferences } });
  expect(res.statusCode).toBe(200);
  return who;
}

const letterTo = (who: TestUser) => t.mailbox.all().find((m) => m.to === who.user.email && m.text.includes('/api/newsletter/unsubscribe'));

describe('the newsletter e-mail in the reader language', () => {
  it('a Spanish subscriber reads Spanish around the articles, an English one the English edition', async () => {
    const rosa = await subscribed('Rosa', 'es');
    const eve = await subscribed('Eve', 'en');
    const res = await t.request({ method: 'POST', url: '/api/admin/newsletter/send-now', token: admin.token });
    expect(res.statusCode).toBe(200);

    const toRosa = letterTo(rosa);
    expect(toRosa?.subject).toMatch(/^Carta de Attune del miércoles, 2 de diciembre de 2026: /);
    expect(toRosa?.text).toMatch(/^Carta de Attune del miércoles, 2 de diciembre de 2026\n\nHola, Rosa:\n/);
    expect(toRosa?.text).toMatch(/Como [EI][SN][TF][JP] \(«/);
    expect(toRosa?.text).toContain('Esta edición empieza por');
    expect(toRosa?.text).toMatch(/\((Relaciones de pareja|Relaciones en el trabajo) · (inicial|intermedio)\)/);
    expect(toRosa?.text).toContain('Recibes este correo porque te suscribiste al boletín de Attune.');
    expect(toRosa?.text).toContain('Cancelar la suscripción con un clic: https://attune.test/api/newsletter/unsubscribe?token=');
    expect(toRosa?.html).toContain('<html lang="es">');
    expect(toRosa?.html).toContain('>Cancelar la suscripción</a>');
    expect(toRosa?.text).not.toContain('Hello');

    const toEve = letterTo(eve);
    expect(toEve?.subject).toMatch(/^Attune letter for Wednesday 2 December 2026: /);
    expect(toEve?.text).toMatch(/^Attune letter for Wednesday 2 December 2026\n\nHello Eve,\n/);
    expect(toEve?.text).toMatch(/As an [EI][SN][TF][JP], /);
    expect(toEve?.text).toContain('Unsubscribe in one click: https://attune.test/api/newsletter/unsubscribe?token=');
    expect(toEve?.html).toContain('<html lang="en">');
  });

  it('carries the same articles to both, each in the reader language: title, subject and body', async () => {
    const family = { categories: ['family'], difficulty: ['beginner'], personalizedContent: false };
    const lola = await subscribed('Lola', 'es', family);
    const liz = await subscribed('Liz', 'en', family);
    clock.set('2026-12-01T12:30:00.000Z'); // past Send now's pause after the test above
    const res = await t.request({ method: 'POST', url: '/api/admin/newsletter/send-now', token: admin.token });
    expect(res.statusCode).toBe(200);

    const rows = await t.database.db.selectFrom('newsletter_deliveries').select(['user_id', 'article_ids']).where('edition_id', '=', (res.json() as { editionId: string }).editionId).execute();
    const idsOf = (who: TestUser) => JSON.parse(rows.find((r) => r.user_id === who.user.id)!.article_ids) as string[];
    const ids = idsOf(lola);
    expect(ids).toHaveLength(2);
    expect(idsOf(liz)).toEqual(ids);
    const english = new Map((await loadArticleLibrary()).map((a) => [a.id, a]));
    const spanish = new Map((await readArticleTranslation('es')).map((a) => [a.id, a]));
    const firstParagraph = (markdown: string) => markdown.split(/\n\s*\n/).find((p) => !p.startsWith('#'))!;

    const toLola = letterTo(lola)!;
    const toLiz = letterTo(liz)!;
    expect(toLola.subject).toMatch(new RegExp(`: ${spanish.get(ids[0]!)!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(toLiz.subject).toMatch(new RegExp(`: ${english.get(ids[0]!)!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    for (const id of ids) {
      const es = spanish.get(id)!;
      const en = english.get(id)!;
      expect(toLola.text).toContain(es.title);
      expect(toLola.text).toContain(firstParagraph(es.markdown));
      expect(toLola.html).toContain(es.html.split('\n').find((line) => line.startsWith('<p>'))!.slice(3, 60));
      expect(toLola.text).not.toContain(en.title);
      expect(toLola.text).not.toContain(firstParagraph(en.markdown));
      expect(toLiz.text).toContain(en.title);
      expect(toLiz.text).toContain(firstParagraph(en.markdown));
      expect(toLiz.text).not.toContain(es.title);
    }

    // The administrator's preview of the next edition is in their own language too, articles included.
    const switched = await t.request({ method: 'PATCH', url: '/api/profile', token: admin.token, body: { locale: 'es' } });
    expect(switched.statusCode).toBe(200);
    const preview = (await t.request({ method: 'GET', url: '/api/admin/newsletter/preview', token: admin.token })).json() as { subject: string };
    const spanishTitles = [...spanish.values()].map((a) => a.title);
    expect(spanishTitles.some((title) => preview.subject.endsWith(`: ${title}`)), preview.subject).toBe(true);
  });
});
