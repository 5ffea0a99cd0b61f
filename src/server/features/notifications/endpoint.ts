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

/**
 * The endpoint as written by the browser, read by a strict grammar first: `https://`, a DNS name of lower-case
 * letters, digits, hyphens and dots, an optional port, then a path of printable ASCII without a backslash. No
 * userinfo, no IP literal, no space, tab, percent sign or ";" in the host: those are where URL parsers disagree
 * (web-push's legacy `url.parse` read `https://localhost;.push.apple.com/x` as localhost while WHATWG `URL` saw an
 * Apple host — issue 28, finding 3).
 */
const RAW_ENDPOINT = /^https:\/\/([a-z0-9.-]{1,253})(?::(\d{1,5}))?(\/[!-[\]-~]*)$/;
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function isDnsName(host: string): boolean {
  const labels = host.split('.');
  // The last label must hold a letter: "127.0.0.1" is an address, not a name.
  return labels.every((label) => DNS_LABEL.test(label)) && /[a-z]/.test(labels.at(-1)!);
}

/**
 * The endpoint to store and POST to, normalised by WHATWG `URL`, or undefined when it is refused: only when the raw
 * text obeys the grammar above, its host is exactly the host `URL` parsed, and that host is a browser push service
 * (or listed in PUSH_ENDPOINT_HOSTS, where a port is allowed for the operator's own service).
 */
export function pushEndpointToUse(endpoint: string, extraHosts: readonly string[]): string | undefined {
  const raw = RAW_ENDPOINT.exec(endpoint);
  if (!raw) return undefined;
  const [, rawHost, rawPort] = raw as unknown as [string, string, string | undefined];
  if (!isDnsName(rawHost)) return undefined;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.hostname !== rawHost) return undefined;
  if (rawPort !== undefined && url.port !== (rawPort === '443' ? '' : rawPort)) return undefined;
  if (extraHosts.includes(rawHost)) return url.href;
  // The browsers' services listen on the default port only: anything else is not them.
  if (rawPort !== undefined) return undefined;
  return KNOWN_PUSH_HOSTS.has(rawHost) || KNOWN_PUSH_SUFFIXES.some((suffix) => rawHost.endsWith(suffix)) ? url.href : undefined;
}

export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  return pushEndpointToUse(endpoint, extraHosts) !== undefined;
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
