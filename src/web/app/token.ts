/** Local storage keys of spec §9. The session token lives under `token`. */
export const TOKEN_KEY = 'token';
export const PWA_BANNER_KEY = 'pwa-banner-shown';

/**
 * "Remember me" unticked (decision 069): the stored token is marked as belonging to this browser session, and a
 * cookie without an expiry (which the browser drops when it closes, like the server's session cookie) says the
 * session is still open. A token found marked but without that cookie is from before a restart: it is dropped.
 */
const SESSION_ONLY_KEY = 'token-session-only';
const BROWSER_OPEN_COOKIE = 'attune_browser_open=1';

function browserStillOpen(): boolean {
  return document.cookie.split('; ').includes(BROWSER_OPEN_COOKIE);
}

export function readToken(): string | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    if (token !== null && localStorage.getItem(SESSION_ONLY_KEY) === 'true' && !browserStillOpen()) {
      dropToken();
      return null;
    }
    return token;
  } catch {
    return null;
  }
}

/** `remember: false` keeps the token only until the browser closes. */
export function writeToken(token: string, options: { remember?: boolean } = {}): void {
  localStorage.setItem(TOKEN_KEY, token);
  if (options.remember === false) {
    localStorage.setItem(SESSION_ONLY_KEY, 'true');
    document.cookie = `${BROWSER_OPEN_COOKIE}; path=/; SameSite=Strict`;
  } else {
    localStorage.removeItem(SESSION_ONLY_KEY);
  }
}

export function dropToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(SESSION_ONLY_KEY);
  } catch {
    // storage unavailable (private mode): nothing to drop
  }
}

export function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}
