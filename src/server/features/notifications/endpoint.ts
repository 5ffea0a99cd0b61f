import { createECDH } from 'node:crypto';

/**
 * A push endpoint is a URL a member hands us and we later POST to, so it is an SSRF risk: we only ever contact
 * https URLs on the browsers' own push services, plus hosts the operator lists in PUSH_ENDPOINT_HOSTS.
 */
const KNOWN_PUSH_HOSTS = new Set([
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'android.googleapis.com', // older Chrome subscriptions
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari (macOS 13+, iOS 16.4+ home-screen apps)
]);
/** Services that hand out per-region host names. */
const KNOWN_PUSH_SUFFIXES = ['.push.apple.com', '.notify.windows.com', '.push.services.mozilla.com'];

export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (extraHosts.includes(host)) return true;
  // The browsers' services listen on the default port only: anything else is not them.
  if (url.port !== '') return false;
  return KNOWN_PUSH_HOSTS.has(host) || KNOWN_PUSH_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decodeBase64Url(value: string): Buffer | undefined {
  if (!BASE64URL.test(value)) return undefined;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

/** The browser's public key: an uncompressed point (65 bytes, 0x04 first) that really lies on P-256. */
export function isP256PublicKey(value: string): boolean {
  const bytes = decodeBase64Url(value);
  if (!bytes || bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    // Deriving a secret with it fails for a point that is not on the curve.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The subscription's authentication secret: exactly 16 bytes. */
export function isAuthSecret(value: string): boolean {
  return decodeBase64Url(value)?.length === 16;
}
