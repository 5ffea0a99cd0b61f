import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AuthAnswer, PublicUser } from '../../../shared/auth';
import { apiRequest } from '../../app/api';
import { dropToken, readToken, writeToken } from '../../app/token';
import { ApiError } from '../../app/api';
import { useOnline } from '../../lib/useOnline';
import { queryClient, trpc, trpcClient } from '../../app/trpc';

/**
 * The session state machine of spec §4: loading → signed out | signed in. A stored token is checked with the
 * server; a failed check drops it. Sign-out always completes locally, whatever the network does.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: PublicUser }
  /** A stored session could not be checked because the browser has no network: kept, not signed out (decision 024). */
  | { status: 'offline'; retry: () => void };

interface SessionApi {
  state: SessionState;
  /** After login: store the token, set the user, re-check the session. After register: the same without the re-check. */
  signIn(answer: AuthAnswer, options?: { recheck?: boolean }): void;
  /** `after: 'deleted'`: the account is gone already, so no logout call, and the landing page after. */
  signOut(options?: { after?: 'deleted' }): Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

/**
 * The session check every page load makes. It goes to the REST path, which answers with the same rule as the
 * `auth.me` procedure at about four times the throughput (bench/http.bench.ts, decision 005).
 */
const ME_KEY = ['session', 'me'] as const;
const fetchMe = () => apiRequest<PublicUser>('GET', '/api/auth/me');

/** Re-reads the signed-in person (after they change their photo, say); resolves once the new answer is in. */
export function refreshSession(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ME_KEY });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(() => readToken());
  const me = useQuery({ queryKey: ME_KEY, queryFn: fetchMe, enabled: token !== null });

  // Spec §4: a failed check signs out. Not while the browser is offline, though: the service worker opened the shell
  // with no network, and the person is still signed in; the check runs again once the network is back.
  const online = useOnline();
  const networkFailure = me.isError && !(me.error instanceof ApiError);
  // The failure that happened while offline stays "unreachable" after the network returns, until the new check answers.
  const [offlineFailureAt, setOfflineFailureAt] = useState(0);
  useEffect(() => {
    if (networkFailure && !navigator.onLine) setOfflineFailureAt(me.errorUpdatedAt);
  }, [networkFailure, me.errorUpdatedAt]);
  const unreachable = networkFailure && (!online || me.errorUpdatedAt === offlineFailureAt);
  useEffect(() => {
    if (token !== null && me.isError && !unreachable) {
      dropToken();
      setToken(null);
    }
  }, [token, me.isError, unreachable]);
  const refetchMe = me.refetch;
  useEffect(() => {
    if (online && token !== null && me.isError) void refetchMe();
  }, [online, token, me.isError, refetchMe]);

  // Weeks start on Monday and days at midnight in the person's own zone, so the server learns it from the browser
  // once per signed-in visit (and again after moving zones). A failure only means UTC until the next visit.
  const userId = me.data?.id;
  useEffect(() => {
    if (!userId) return;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (timeZone) trpcClient.timeZone.set.mutate({ timeZone }).catch(() => undefined);
  }, [userId]);

  const signIn = useCallback((answer: AuthAnswer, options: { recheck?: boolean } = {}) => {
    writeToken(answer.token);
    queryClient.setQueryData(ME_KEY, answer.user);
    setToken(answer.token);
    if (options.recheck) void queryClient.invalidateQueries({ queryKey: ME_KEY });
  }, []);

  const signOut = useCallback(async (options: { after?: 'deleted' } = {}) => {
    if (options.after !== 'deleted') {
      try {
        await trpcClient.auth.logout.mutate();
      } catch (error) {
        console.warn('Logout request failed; signing out locally.', error);
      }
    }
    queryClient.clear();
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // storage unavailable: nothing to clear
    }
    setToken(null);
    void navigator.serviceWorker?.getRegistrations().then((all) => all.forEach((r) => void r.update()));
    await navigate({ to: options.after === 'deleted' ? '/' : '/auth' });
  }, [navigate]);

  const state: SessionState = useMemo(() => {
    if (token === null) return { status: 'signedOut' };
    if (me.data) return { status: 'signedIn', user: me.data };
    if (unreachable) return { status: 'offline', retry: () => void refetchMe() };
    return { status: 'loading' };
  }, [token, me.data, unreachable, refetchMe]);

  const api = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession needs a SessionProvider');
  return api;
}

/** The signed-in user; only for components rendered behind a gate. */
export function useCurrentUser(): PublicUser {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('useCurrentUser outside a signed-in gate');
  return state.user;
}

/** survey.assessmentStatus for the signed-in person (spec §7: GET /api/survey/assessment-status). */
export function useAssessmentStatus() {
  const { state } = useSession();
  return useQuery({ ...trpc.survey.assessmentStatus.queryOptions(), enabled: state.status === 'signedIn' });
}
