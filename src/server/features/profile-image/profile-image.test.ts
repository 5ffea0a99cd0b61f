import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, deactivate, type TestUser } from '../../test/factories.js';
import { connect } from '../../test/demo-connections.js';
import { profileImageError } from '../../../shared/profileImage.js';
import { PROFILE_IMAGE_NOT_FOUND } from './profile-image.service.js';

let t: TestApp;
let ada: TestUser;
let ben: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await createAssessedUser(t, { firstName: 'Ada' });
  ben = await createAssessedUser(t, { firstName: 'Ben' });
  stranger = await createAssessedUser(t, { firstName: 'Stranger' });
  await connect(t.deps, ada.user.id, ben.user.id, 'friend');
});
afterAll(async () => {
  await t?.close();
});

function multipart(name: string, data: Buffer, field = 'profileImage', type = 'image/jpeg') {
  const boundary = `----attune${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(token: string | undefined, data: Buffer, options: { name?: string; field?: string } = {}) {
  const { payload, headers } = multipart(options.name ?? 'me.jpg', data, options.field);
  return t.app.inject({ method: 'POST', url: '/api/profile/upload-image', payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

function image(token: string | undefined, userId: string) {
  return t.app.inject({ method: 'GET', url: `/api/profile/image/${userId}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A wide landscape photo with a red left half, a blue right half and a GPS position in its EXIF. */
async function phonePhoto(): Promise<Buffer> {
  const left = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#d02020' } }).png().toBuffer();
  return sharp({ create: { width: 1200, height: 300, channels: 3, background: '#2040d0' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg()
    .toBuffer();
}

describe('POST /api/profile/upload-image', () => {
  it('stores a centred 400×400 JPEG without the photo metadata and points profileImageUrl at it', async () => {
    const res = await upload(ada.token, await phonePhoto());
    expect(res.statusCode).toBe(200);
    const { profileImageUrl } = res.json() as { profileImageUrl: string };
    expect(profileImageUrl).toMatch(new RegExp(`^/api/profile/image/${ada.user.id}\\?v=[a-z0-9]+$`));
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: ada.token });
    expect(me.json().profileImageUrl).toBe(profileImageUrl);

    const served = await t.app.inject({ method: 'GET', url: profileImageUrl, headers: { authorization: `Bearer ${ada.token}` } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('private');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 400]);
    expect(meta.exif).toBeUndefined();
    // Centred crop of a 1200×300 picture: the middle 300×300 square, half red and half blue.
    const { data } = await sharp(served.rawPayload).resize(2, 1, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]!).toBeGreaterThan(150); // left: red
    expect(data[5]!).toBeGreaterThan(150); // right: blue
  });

  it('a new photo replaces the old one under a new URL; removing it clears the URL', async () => {
    const first = (await upload(ben.token, await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00aa00' } }).png().toBuffer())).json();
    await new Promise((r) => setTimeout(r, 5));
    const second = (await upload(ben.token, await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer())).json();
    expect(second.profileImageUrl).not.toBe(first.profileImageUrl);
    const rows = await t.database.db.selectFrom('profile_images').select('user_id').where('user_id', '=', ben.user.id).execute();
    expect(rows).toHaveLength(1);
    // Transparency becomes white, not black.
    const { data } = await sharp((await image(ben.token, ben.user.id)).rawPayload).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);

    const removed = await t.request({ method: 'DELETE', url: '/api/profile/image', token: ben.token });
    expect(removed.json()).toEqual({ success: true });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: ben.token })).json().profileImageUrl).toBeNull();
    expect((await image(ben.token, ben.user.id)).statusCode).toBe(404);
  });

  it('refuses what is not an image by its bytes, whatever its name, and changes nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/auth/me', token: ada.token })).json().profileImageUrl;
    const cases = [
      await upload(ada.token, Buffer.from('just some words, not a picture'), { name: 'photo.jpg' }),
      await upload(ada.token, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]), { name: 'broken.jpg' }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: profileImageError('notImage') });
    }
    const wrongField = await upload(ada.token, await phonePhoto(), { field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/^profileImage: /);
    const notMultipart = await t.request({ method: 'POST', url: '/api/profile/upload-image', token: ada.token, body: { profileImage: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: ada.token })).json().profileImageUrl).toBe(before);
  });

  it('refuses more than 10 MB with 413 and the spec message', async () => {
    const res = await upload(ada.token, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: profileImageError('tooLarge') });
  });

  it('refuses an image that claims more pixels than it is safe to decode', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    const res = await upload(stranger.token, huge);
    expect(res.statusCode).toBe(415);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: stranger.token })).json().profileImageUrl).toBeNull();
  });
});

describe('who may see a photo, and denied cases', () => {
  it('the owner and their connections see it; a stranger gets 404 as if there were none', async () => {
    await upload(ada.token, await phonePhoto());
    expect((await image(ada.token, ada.user.id)).statusCode).toBe(200);
    expect((await image(ben.token, ada.user.id)).statusCode).toBe(200);
    const denied = await image(stranger.token, ada.user.id);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ message: PROFILE_IMAGE_NOT_FOUND });
    // The connection card carries the URL for the connected person.
    const cards = (await t.request({ method: 'GET', url: '/api/connections', token: ben.token })).json();
    expect(JSON.stringify(cards)).toContain(`/api/profile/image/${ada.user.id}?v=`);
  });

  it('answers 401 to anonymous callers on every path', async () => {
    expect((await upload(undefined, await phonePhoto())).statusCode).toBe(401);
    expect((await image(undefined, ada.user.id)).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/profile/image' })).statusCode).toBe(401);
  });

  it('answers 401 to a deactivated member, and hides a deactivated member’s photo from their connections', async () => {
    const gone = await createAssessedUser(t, { firstName: 'Gone' });
    await connect(t.deps, gone.user.id, ada.user.id, 'friend');
    await upload(gone.token, await phonePhoto());
    await deactivate(t, gone.user.id);
    expect((await upload(gone.token, await phonePhoto())).statusCode).toBe(401);
    expect((await image(gone.token, gone.user.id)).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/profile/image', token: gone.token })).statusCode).toBe(401);
    expect((await image(ada.token, gone.user.id)).statusCode).toBe(404);
  });

  it('answers 400 to a malformed user id', async () => {
    const res = await image(ada.token, 'x'.repeat(65));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/userId/);
  });
});
