/**
 * A stand-in for a browser's push service, for the integration tests: an HTTPS server on loopback with a throw-away
 * self-signed certificate, a browser-side subscription with a real P-256 key pair, a check of the VAPID header
 * (RFC 8292) and decryption of the aes128gcm payload (RFC 8291), as the browser would do it.
 */
import { execFileSync } from 'node:child_process';
import { createECDH, createHmac, createDecipheriv, randomBytes, verify, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface LocalPushService {
  /** `https://localhost:<port>` */
  origin: string;
  port: number;
  /** PEM of the certificate, for an https.Agent that trusts it. */
  ca: string;
  received: ReceivedPush[];
  /** The status the next requests to a path get (default 201). */
  answer(pathname: string, status: number): void;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
  const key = fs.readFileSync(keyFile, 'utf8');
  const cert = fs.readFileSync(certFile, 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });

  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const pathname = req.url ?? '/';
      received.push({ path: pathname, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statuses.get(pathname) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `https://localhost:${port}`,
    port,
    ca: cert,
    received,
    answer: (pathname, status) => statuses.set(pathname, status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a browser keeps for one subscription: its key pair and auth secret; the server gets the public parts. */
export interface BrowserSubscription {
  endpoint: string;
  p256dhKey: string;
  authKey: string;
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
}

export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return { endpoint, p256dhKey: publicKey.toString('base64url'), authKey: auth.toString('base64url'), privateKey: ecdh.getPrivateKey(), publicKey, auth };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: the plaintext of one aes128gcm push message. */
export function decryptPush(sub: BrowserSubscription, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(sub.privateKey);
  const shared = ecdh.computeSecret(senderPublic);
  const prkKey = hmac(sub.auth, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, senderPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. Checks the ES256 signature with k, the audience (the
 * push service's origin), the expiry (at most 24 h ahead) and the subject; answers the claims.
 */
export function verifyVapid(authorization: string | undefined, expected: { audience: string; publicKey: string }): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  if (k !== expected.publicKey) throw new Error('signed with another key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('bad VAPID signature');
  const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg: string };
  if (parsedHeader.alg !== 'ES256') throw new Error('not ES256');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
  if (parsed.aud !== expected.audience) throw new Error(`audience ${parsed.aud}`);
  const now = Date.now() / 1000;
  if (!(parsed.exp > now && parsed.exp <= now + 24 * 3600 + 60)) throw new Error('expiry out of range');
  return parsed;
}
