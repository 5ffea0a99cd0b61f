import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../test/app.js';
import { createAssessedUser, createUser, type TestUser } from '../test/factories.js';
import { manualClock } from '../clock.js';

// The newsletter in the reader's language through the one mail layout (issue 33, decision 080). Articles stay English.
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

async function subscribed(firstName: string, locale: 'en' | 'es'): Promise<TestUser> {
  const who = await createAssessedUser(t, { firstName, locale });
  const res = await t.request({ method: 'POST', url: '/api/newsletter/subscribe', token: who.token, body: { preferences: PREFS } });
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
});
