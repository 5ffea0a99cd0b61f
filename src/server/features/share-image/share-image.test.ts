import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/app.js';
import { ASSESSMENT_REQUIRED_MESSAGE } from '../../trpc/init.js';
import { createUser, deactivate, type TestUser } from '../../test/factories.js';
import { giveAssessment, LIVELY, QUIET } from '../../test/connections.js';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareCardSvg } from './share-image.service.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
let ada: TestUser;
let ben: TestUser;
let newcomer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await createUser(t, { firstName: 'Ada', lastName: 'Quiet' });
  ben = await createUser(t, { firstName: 'Ben', lastName: 'Lively' });
  newcomer = await createUser(t, { firstName: 'Nia' });
  await giveAssessment(t.deps, ada.user.id, QUIET);
  await giveAssessment(t.deps, ben.user.id, LIVELY);
});
afterAll(async () => {
  await t?.close();
});

function shareImage(token: string | undefined, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/profile/share-image${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('GET /api/profile/share-image', () => {
  it('answers a PNG of 1200 × 630 for the signed-in person, as a download that no shared cache keeps', async () => {
    const res = await shareImage(ada.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe('attachment; filename="attune-results.png"');
    expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]);
  });

  it('answers 401 to anonymous callers and to a deactivated member', async () => {
    expect((await shareImage(undefined)).statusCode).toBe(401);
    const gone = await createUser(t, { firstName: 'Gone' });
    await giveAssessment(t.deps, gone.user.id);
    await deactivate(t, gone.user.id);
    expect((await shareImage(gone.token)).statusCode).toBe(401);
  });

  it("is always the caller's own: each person gets a different image, and asking for someone else's is refused", async () => {
    const adas = (await shareImage(ada.token)).rawPayload;
    const bens = (await shareImage(ben.token)).rawPayload;
    expect(adas.equals(bens)).toBe(false);
    const other = await shareImage(ben.token, `?userId=${ada.user.id}`);
    expect(other.statusCode).toBe(400);
    expect(other.headers['content-type']).not.toBe('image/png');
  });

  it('answers 403 with the assessment message before the person has results', async () => {
    const res = await shareImage(newcomer.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ASSESSMENT_REQUIRED_MESSAGE });
  });

  it('adds love languages or attachment only when asked, and refuses other extras', async () => {
    const plain = (await shareImage(ada.token)).rawPayload;
    const more = await shareImage(ada.token, '?include=loveLanguages,attachment');
    expect(more.statusCode).toBe(200);
    expect(more.rawPayload.equals(plain)).toBe(false);
    expect((await shareImage(ada.token, '?include=email')).statusCode).toBe(400);
  });
});

describe('the share card', () => {
  it('holds the name, type and nickname, escaped, and nothing else unless given lines', () => {
    const svg = shareCardSvg({ name: 'Ada <b>&', type: 'INFJ', nickname: 'The Deep Listener', lines: [] });
    expect(svg).toContain('Ada &lt;b&gt;&amp;');
    expect(svg).toContain('>INFJ<');
    expect(svg).toContain('The Deep Listener');
    expect(svg).not.toContain('Gives love');
    expect(shareCardSvg({ name: 'A', type: 'INFJ', nickname: 'n', lines: ['Gives love through Quality Time'] })).toContain('Gives love through Quality Time');
  });
});
