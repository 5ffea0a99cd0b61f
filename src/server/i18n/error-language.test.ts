import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createAssessedUser, createUser } from '../test/factories.js';
import { AUTH_MESSAGES } from '../../shared/auth.js';
import { ASSESSMENT_REQUIRED_MESSAGE } from '../trpc/init.js';
import { CONNECTION_MESSAGES } from '../features/connections/connections.schemas.js';
import { ACCOUNT_MESSAGES } from '../../shared/account.js';
import { VERIFICATION_MESSAGES } from '../../shared/verification.js';
import { SOCIAL_MESSAGES } from '../features/social-hub/social-hub.service.js';
import { GROWTH_MESSAGES } from '../features/growth/growth.schemas.js';
import { FEEDBACK_LIMIT_MESSAGE } from '../features/feedback/feedback.service.js';
import { GENERIC_ERROR_MESSAGE } from '../errors.js';
import { DAILY_QUESTION_MESSAGES, MILESTONE_MESSAGES } from '../../shared/dailyQuestion.js';
import { ADMIN_SETUP_MESSAGES } from '../../shared/adminSetup.js';
import { profileImageError } from '../../shared/profileImage.js';
import { SHARED_CHAT_MESSAGES } from '../features/shared-chat/delivery.js';
import { ADMIN_MESSAGES } from '../features/admin/admin.service.js';
import { UPLOAD_MESSAGES } from '../features/coach/upload.js';
import { MEMORY_MESSAGES } from '../features/coach/memory.js';
import { COACH_MESSAGES } from '../features/coach/coach.service.js';
import { ATTEMPT_MESSAGES } from '../features/survey/attempts.service.js';
import { SURVEY_MESSAGES } from '../features/survey/survey.service.js';
import { NOTIFICATION_MESSAGES } from '../features/notifications/notifications.service.js';
import { PROFILE_IMAGE_NOT_FOUND } from '../features/profile-image/profile-image.service.js';
import { localizeMessage } from './localizeError.js';
import { errorsEn } from './errors.en.js';
import { errorsEs } from './errors.es.js';

// Errors in the language of the person asking (issue 33, decision 080): the member's own, else Accept-Language.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tooShort = { firstName: 'Ana', lastName: 'Vega', email: 'ana-short@attune.test', password: 'short' };

describe('errors in the language of the person asking', () => {
  it('an anonymous request with Accept-Language: es gets Spanish validation texts, English without it', async () => {
    const es = await t.request({ method: 'POST', url: '/api/auth/register', headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, body: { ...tooShort, firstName: '' } });
    expect(es.statusCode).toBe(400);
    expect(es.json().fields).toEqual({ firstName: '«Nombre» es obligatorio', password: 'La contraseña debe tener al menos 8 caracteres' });
    expect(es.json().message).toBe('firstName: «Nombre» es obligatorio; password: La contraseña debe tener al menos 8 caracteres');

    const en = await t.request({ method: 'POST', url: '/api/auth/register', body: { ...tooShort, firstName: '' } });
    expect(en.json().fields).toEqual({ firstName: 'First name is required', password: 'Password must be at least 8 characters' });
    expect(en.json().message).toBe('firstName: First name is required; password: Password must be at least 8 characters');
  });

  it('the same over tRPC, the way the web app calls it', async () => {
    const res = await t.request({ method: 'POST', url: '/trpc/auth.login', headers: { 'accept-language': 'es' }, body: { email: 'nadie@attune.test', password: 'whatever1' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Correo o contraseña incorrectos');
    const english = await t.request({ method: 'POST', url: '/trpc/auth.login', body: { email: 'nadie@attune.test', password: 'whatever1' } });
    expect(english.json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('a Spanish member reads Spanish whatever the browser sends; an English member reads the spec text', async () => {
    const ana = await createUser(t, { locale: 'es' });
    const gated = await t.request({ method: 'GET', url: '/api/connections', token: ana.token, headers: { 'accept-language': 'en' } });
    expect(gated.statusCode).toBe(403);
    expect(gated.json().message).toBe('Primero completa tu evaluación de personalidad: el resto de Attune se abre cuando termines el cuestionario.');
    const viaTrpc = await t.request({ method: 'GET', url: '/trpc/connections.list', token: ana.token });
    expect(viaTrpc.json().error.message).toBe('Primero completa tu evaluación de personalidad: el resto de Attune se abre cuando termines el cuestionario.');

    const ada = await createUser(t, { locale: 'en' });
    const english = await t.request({ method: 'GET', url: '/api/connections', token: ada.token, headers: { 'accept-language': 'es' } });
    expect(english.json().message).toBe(ASSESSMENT_REQUIRED_MESSAGE);
  });

  it('a Spanish member gets Spanish 404, 409-type and 429 answers, values kept', async () => {
    const ana = await createAssessedUser(t, { locale: 'es' });
    const missing = await t.request({ method: 'DELETE', url: '/api/connections/nope', token: ana.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No se encontró la conexión.');

    const self = await t.request({ method: 'POST', url: '/api/invitations/send-email', token: ana.token, body: { inviteeEmail: ana.user.email, relationshipType: 'friend' } });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('No puedes invitarte a ti.');

    const unverified = await createUser(t, { locale: 'es', verified: false });
    let throttled;
    for (let i = 0; i < 10 && throttled?.statusCode !== 429; i++) {
      throttled = await t.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: unverified.token });
    }
    expect(throttled?.statusCode).toBe(429);
    expect(throttled?.json().message).toBe('Ya pediste varios enlaces. Espera una hora e inténtalo de nuevo.');
  });

  it('a signed-out call to a member path is a Spanish 401 for a Spanish browser', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me', headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Inicia sesión para continuar.');
    const unknown = await t.request({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-language': 'es' } });
    expect(unknown.json().message).toBe('No encontrado');
  });
});

describe('the error catalogue', () => {
  it('Spanish has every English key, with the same ICU arguments', () => {
    const args = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    expect(Object.keys(errorsEs).sort()).toEqual(Object.keys(errorsEn).sort());
    for (const [id, english] of Object.entries(errorsEn)) expect(args(errorsEs[id as keyof typeof errorsEn]), id).toEqual(args(english));
  });

  it('every message of the catalogued constants finds its Spanish text, and English stays as thrown', () => {
    const thrown: string[] = [
      GENERIC_ERROR_MESSAGE,
      ASSESSMENT_REQUIRED_MESSAGE,
      FEEDBACK_LIMIT_MESSAGE,
      ...Object.values(AUTH_MESSAGES),
      ...Object.values(CONNECTION_MESSAGES).map((m) => (typeof m === 'function' ? m('Lucía Vega') : m)),
      ...Object.values(SOCIAL_MESSAGES),
      ...Object.values(GROWTH_MESSAGES).map((m) => (typeof m === 'function' ? m(3 as never) : m)),
      ...(['resetInvalid', 'wrongCurrentPassword', 'wrongPassword', 'sameEmail', 'adminEmailFixed', 'emailChangeThrottled'] as const).map((k) => ACCOUNT_MESSAGES[k]),
      ...(['expired', 'used', 'invalid', 'alreadyDone', 'throttled'] as const).map((k) => VERIFICATION_MESSAGES[k]),
      ...Object.values(DAILY_QUESTION_MESSAGES),
      ...Object.values(MILESTONE_MESSAGES),
      ...(['notAdminAccount', 'verifyFirst', 'invalid', 'throttled'] as const).map((k) => ADMIN_SETUP_MESSAGES[k]),
      profileImageError('notImage'),
      profileImageError('tooLarge'),
      PROFILE_IMAGE_NOT_FOUND,
      ...Object.values(SHARED_CHAT_MESSAGES),
      ...Object.values(ADMIN_MESSAGES),
      ...Object.values(UPLOAD_MESSAGES),
      ...Object.values(MEMORY_MESSAGES),
      ...Object.values(COACH_MESSAGES),
      ATTEMPT_MESSAGES.notYet,
      SURVEY_MESSAGES.noResults,
      SURVEY_MESSAGES.noWeights,
      SURVEY_MESSAGES.weightsExist,
      ...Object.values(NOTIFICATION_MESSAGES),
    ];
    for (const message of thrown) {
      expect(localizeMessage(message, 'en')).toBe(message);
      expect(localizeMessage(message, 'es'), message).not.toBe(message);
    }
    expect(localizeMessage(CONNECTION_MESSAGES.alreadyConnected('Lucía Vega'), 'es')).toBe('Ya tienes una conexión con Lucía Vega.');
    expect(localizeMessage(GROWTH_MESSAGES.generateLimit(1), 'es')).toContain('1 vez al día');
  });
});
