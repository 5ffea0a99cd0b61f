import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMantineColorScheme } from '@mantine/core';
import { choiceOfAccountScheme } from '../../../shared/colorScheme';
import type { AuthAnswer, PublicUser } from '../../../shared/auth';
import { ApiError, apiRequest } from '../../app/api';
import { dropToken, readToken, writeToken } from '../../app/token';
import { onUnauthorized } from '../../app/sessionEvents';
import { retryDelay } from '../../app/errorMessage';
import { useOnline } from '../../lib/useOnline';
import { queryClient, trpc, trpcClient } from '../../app/trpc';
import { useLocale } from '../../i18n/LocaleProvider';

/**
 * The session state machine of spec §4: loading → signed out | signed in. A stored token is checked with the
 * server; only the server's 401 ends it (issue 30 item 1). With no network, or a server that does not answer (a
 * restart, a deploy, a proxy's 502), the session is kept and the check retries with backoff until the server is back.
 * Sign-out always completes locally, whatever the network does.
 */
export type SessionState =
  | { status: 'loading' }
  /** `ended`: this device's session was refused by the server (signed out elsewhere, password changed). */
  | { status: 'signedOut'; ended?: boolean; acknowledge?: () => void }
  | { status: 'signedIn'; user: PublicUser }
  /** A stored session could not be checked: no network (`offline`) or no answer from the server. Kept, not signed out. */
  | { status: 'unreachable'; offline: boolean; retry: () => void };

interface SessionApi {
  state: SessionState;
  /** After login: store the token, set the user, re-check the session. After register: the same without the re-check. */
  /** `remember: false` ("Remember me" unticked): the token is kept only until the browser closes. */
  signIn(answer: AuthAnswer, options?: { recheck?: boolean; remember?: boolean }): void;
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

  const online = useOnline();
  const refused = me.isError && me.error instanceof ApiError && me.error.status === 401;
  const unreachable = token !== null && me.isError && !refused;
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (token !== null && refused) {
      dropToken();
      setToken(null);
      setEnded(true);
    }
  }, [token, refused]);

  // Backoff while the server does not answer: 1 s, 2 s, 4 s … at most 30 s between checks; at once when the network
  // comes back. A successful answer ends the loop (me.isError turns false).
  const refetchMe = me.refetch;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!unreachable) {
      setAttempt(0);
      return;
    }
    if (!online) return;
    const timer = window.setTimeout(() => {
      setAttempt((n) => n + 1);
      void refetchMe();
    }, retryDelay(attempt));
    return () => window.clearTimeout(timer);
  }, [unreachable, online, attempt, me.errorUpdatedAt, refetchMe]);

  // Another call was answered 401: ask the server whether this session still stands.
  const tokenRef = useRef(token);
  tokenRef.current = token;
  useEffect(
    () =>
      onUnauthorized(() => {
        // The check's own 401 is handled above; asking again would only repeat it.
        const check = queryClient.getQueryState(ME_KEY);
        const checkRefused = check?.error instanceof ApiError && check.error.status === 401;
        if (tokenRef.current !== null && !checkRefused && check?.fetchStatus !== 'fetching') void refetchMe();
      }),
    [refetchMe],
  );

  // Weeks start on Monday and days at midnight in the person's own zone, so the server learns it from the browser
  // once per signed-in visit (and again after moving zones). A failure only means UTC until the next visit.
  const userId = me.data?.id;
  useEffect(() => {
    if (!userId) return;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (timeZone) trpcClient.timeZone.set.mutate({ timeZone }).catch(() => undefined);
  }, [userId]);

  // Signed in, the account's language wins over this browser's (it follows the person to every device).
  const personLocale = me.data?.locale;
  const { setLocale } = useLocale();
  useEffect(() => {
    if (personLocale) setLocale(personLocale, { remember: true });
  }, [personLocale, setLocale]);

  // The colour scheme follows the person too (decision 077's addendum): applied here and, through Mantine's manager,
  // written to this browser's localStorage, so the next page load (the prerendered landing included) paints in it.
  const personScheme = me.data?.colorScheme;
  // Mantine's setter changes with every scheme, so it is read through a ref: the effect runs only when the account's
  // choice does, and never undoes a choice Settings has just made while it is being saved.
  const { setColorScheme } = useMantineColorScheme();
  const setSchemeRef = useRef(setColorScheme);
  setSchemeRef.current = setColorScheme;
  useEffect(() => {
    if (personScheme) setSchemeRef.current(choiceOfAccountScheme(personScheme));
  }, [personScheme]);

  const signIn = useCallback((answer: AuthAnswer, options: { recheck?: boolean; remember?: boolean } = {}) => {
    writeToken(answer.token, { remember: options.remember });
    setEnded(false);
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
    if (token === null) return ended ? { status: 'signedOut', ended, acknowledge: () => setEnded(false) } : { status: 'signedOut' };
    if (unreachable) return { status: 'unreachable', offline: !online, retry: () => void refetchMe() };
    if (me.data) return { status: 'signedIn', user: me.data };
    return { status: 'loading' };
  }, [token, ended, me.data, unreachable, online, refetchMe]);

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
  return useQuery({ ...trpc.survey.assessmentStatus.queryOptions(), enabled: useSessionMayAsk() });
}

/**
 * Whether the person's own queries may start: signed in, or a stored session being checked. The home's first queries
 * go beside the session check rather than after it (decision 104's addendum: three requests in a row held the largest
 * paint); they carry the same token, so the server decides each as before, and a refused token answers them 401.
 */
export function useSessionMayAsk(): boolean {
  const { state } = useSession();
  return state.status === 'signedIn' || state.status === 'loading';
}
