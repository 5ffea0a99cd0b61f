import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createAssessedUser, createUser } from '../test/factories.js';
import { settleResetMail } from '../features/account/account.service.js';
import { en } from './en.js';
import { es } from './es.js';

// Every mail in the recipient's language (issue 33, decision 071), through the one layout; English stays the spec's.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (to: string) => t.mailbox.all().filter((m) => m.to === to);

describe('mails in the recipient language', () => {
  it('a Spanish member gets the verification and reset mails in Spanish, with <html lang="es">', async () => {
    const ana = await createUser(t, { firstName: 'Ana', locale: 'es' });
    const verification = mailsTo(ana.user.email).find((m) => m.subject === es['verification.subject']);
    expect(verification?.text).toContain('Hola, Ana:');
    expect(verification?.text).toContain('caduca en 7 días');
    expect(verification?.html).toContain('<html lang="es">');
    expect(verification?.html).toContain('Confirmar mi dirección');

    await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { email: ana.user.email } });
    await settleResetMail(t.deps);
    const reset = mailsTo(ana.user.email).find((m) => m.subject === es['reset.subject']);
    expect(reset?.text).toContain('durante 60 minutos');
    expect(reset?.html).toContain('O copia este enlace en tu navegador:');
    expect(mailsTo(ana.user.email).some((m) => m.subject === en['reset.subject'] || m.subject === en['verification.subject'])).toBe(false);
  });

  it('an English member gets exactly the English wording', async () => {
    const ada = await createUser(t, { firstName: 'Ada', locale: 'en' });
    const verification = mailsTo(ada.user.email).find((m) => m.subject === 'Confirm your e-mail address for Attune');
    expect(verification?.text).toMatch(/^Hi Ada,\n\nPlease confirm that this is your e-mail address\./);
    expect(verification?.text).toContain('The link works once and expires in 7 days. If you did not create an Attune account, you can ignore this e-mail.');
    expect(verification?.html).toContain('<html lang="en">');
  });

  it('an invitation to someone without an account is in the inviter language; to a member, in theirs', async () => {
    const inviter = await createAssessedUser(t, { firstName: 'Lucía', lastName: 'Vega', locale: 'es' });
    const stranger = `stranger-${Date.now()}@attune.test`;
    const res = await t.request({ method: 'POST', url: '/api/invitations/send-email', token: inviter.token, body: { inviteeEmail: stranger, relationshipType: 'friend', personalMessage: '¡Hola!' } });
    expect(res.statusCode).toBe(200);
    const toStranger = mailsTo(stranger)[0];
    expect(toStranger?.subject).toBe('Lucía Vega te invitó a conectar en Attune');
    expect(toStranger?.text).toContain('Lucía Vega quiere conectar contigo en Attune como amistad.');
    expect(toStranger?.text).toContain('> ¡Hola!');

    const english = await createUser(t, { locale: 'en' });
    await t.request({ method: 'POST', url: '/api/invitations/send-email', token: inviter.token, body: { inviteeEmail: english.user.email, relationshipType: 'couple' } });
    const toMember = mailsTo(english.user.email).find((m) => m.subject.includes('Lucía'));
    expect(toMember?.subject).toBe('Lucía Vega invited you to connect on Attune');
    expect(toMember?.text).toContain('Lucía Vega would like to connect with you on Attune as a couple.');
    expect(toMember?.text).toContain('You already have an Attune account');
  });
});

describe('server catalogues', () => {
  it('Spanish has every English key', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });
});
