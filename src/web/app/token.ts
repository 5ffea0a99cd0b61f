/** Local storage keys of spec §9. The session token lives under `token`. */
export const TOKEN_KEY = 'token';
export const PWA_BANNER_KEY = 'pwa-banner-shown';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function dropToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage unavailable (private mode): nothing to drop
  }
}

export function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}
