/**
 * A call somewhere was answered 401. The session (features/auth/session.tsx) listens and re-checks itself with the
 * server; it alone decides whether the person is signed out, so one stray 401 (a wrong password re-typed in a dialog)
 * never drops a valid session.
 */
const UNAUTHORIZED_EVENT = 'attune:unauthorized';

export function announceUnauthorized(): void {
  window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

export function onUnauthorized(listener: () => void): () => void {
  window.addEventListener(UNAUTHORIZED_EVENT, listener);
  return () => window.removeEventListener(UNAUTHORIZED_EVENT, listener);
}
