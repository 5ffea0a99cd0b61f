import { TRPCClientError } from '@trpc/client';
import { defineMessages } from 'react-intl';
import { ApiError } from './api';
import { t } from './intl';

/**
 * The one vocabulary for failures (issue 30 item 2). Every screen, toast and composer says which of these happened,
 * in the person's words, never the transport's:
 * - offline: this device has no network;
 * - unreachable: the network is fine but Attune does not answer (a restart, a deploy, a proxy's 502/503/504);
 * - signedOut: the server no longer knows this device's session (a 401) — signing in again is the way forward;
 * - notAllowed: a 403;
 * - refused: the server turned this request down and said why (a 4xx with its own words, e.g. a wrong password);
 * - broken: anything else on our side.
 */
export type ErrorKind = 'offline' | 'unreachable' | 'signedOut' | 'notAllowed' | 'refused' | 'broken';

export interface ErrorWords {
  title: string;
  message: string;
}

/** Thrown by callers that could not even start talking to the server (a closed socket, say). */
export class ServerUnreachableError extends Error {
  constructor() {
    super('server unreachable');
  }
}

const m = defineMessages({
  offlineTitle: { id: 'common.failure.offline.title', defaultMessage: "You're offline" },
  offlineMessage: { id: 'common.failure.offline.message', defaultMessage: 'This device has no network. Attune will carry on when you are back online.' },
  unreachableTitle: { id: 'common.failure.unreachable.title', defaultMessage: 'Can’t reach Attune — retrying…' },
  unreachableMessage: {
    id: 'common.failure.unreachable.message',
    defaultMessage: 'Attune isn’t answering right now (it may be restarting). You are still signed in; this will recover by itself.',
  },
  signedOutTitle: { id: 'common.failure.signedOut.title', defaultMessage: 'You’ve been signed out on this device' },
  signedOutMessage: {
    id: 'common.failure.signedOut.message',
    defaultMessage: 'This happens after signing out everywhere or changing your password. Sign in again to carry on.',
  },
  notAllowedTitle: { id: 'common.failure.notAllowed.title', defaultMessage: 'Not available to you' },
  notAllowedMessage: { id: 'common.failure.notAllowed.message', defaultMessage: 'Your account doesn’t have access to this.' },
  brokenTitle: { id: 'common.failure.broken.title', defaultMessage: 'Something went wrong on our side' },
  brokenMessage: {
    id: 'common.failure.broken.message',
    defaultMessage: 'Your data is safe. Try again in a moment; if it keeps happening, tell us through Send Feedback.',
  },
});

/** The vocabulary in the language on screen (decision 071), read each time so a language switch shows at once. */
const WORDS: Record<Exclude<ErrorKind, 'refused'>, () => ErrorWords> = {
  offline: () => ({ title: t(m.offlineTitle), message: t(m.offlineMessage) }),
  unreachable: () => ({ title: t(m.unreachableTitle), message: t(m.unreachableMessage) }),
  signedOut: () => ({ title: t(m.signedOutTitle), message: t(m.signedOutMessage) }),
  notAllowed: () => ({ title: t(m.notAllowedTitle), message: t(m.notAllowedMessage) }),
  broken: () => ({ title: t(m.brokenTitle), message: t(m.brokenMessage) }),
};

/** The HTTP status behind a failure, when there was an answer at all. */
export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (error instanceof TRPCClientError) {
    const data = error.data as { httpStatus?: number } | undefined;
    if (data?.httpStatus) return data.httpStatus;
    // A proxy's HTML 502 never becomes tRPC data; the raw response still carries its status.
    const meta = error.meta as { response?: { status?: number } } | undefined;
    return meta?.response?.status;
  }
  return undefined;
}

export function errorKind(error: unknown, online = typeof navigator === 'undefined' ? true : navigator.onLine): ErrorKind {
  if (!online) return 'offline';
  if (error instanceof ServerUnreachableError) return 'unreachable';
  const status = httpStatusOf(error);
  if (status === undefined) {
    // No answer at all: fetch's TypeError, or tRPC wrapping one. A thrown error of our own code is "broken".
    if (error instanceof TypeError || error instanceof TRPCClientError) return 'unreachable';
    return 'broken';
  }
  if (status === 401) return 'signedOut';
  if (status === 403) return 'notAllowed';
  if (status === 502 || status === 503 || status === 504) return 'unreachable';
  if (status >= 400 && status < 500) return 'refused';
  return 'broken';
}

/** The server's own words for a refused request, when it sent some. */
function serverWords(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof TRPCClientError && typeof error.message === 'string' && error.message.length > 0) return error.message;
  return undefined;
}

/** Title and sentence for a failure; `fallback` is the sentence for a refusal without words of its own. */
export function describeError(error: unknown, fallback: ErrorWords): ErrorWords {
  const kind = errorKind(error);
  if (kind === 'refused') return { title: fallback.title, message: serverWords(error) ?? fallback.message };
  // A server that said something specific on a 403 knows better than the generic sentence.
  if (kind === 'notAllowed') {
    const notAllowed = WORDS.notAllowed();
    return { ...notAllowed, message: serverWords(error) ?? notAllowed.message };
  }
  // For "something broke" the screen's own sentence (spec §8's catalogue) still says what failed.
  if (kind === 'broken') return { title: fallback.title, message: fallback.message };
  return WORDS[kind]();
}

/** The sentence a toast shows for a failed call: the server's own words when it refused, else the vocabulary. */
export function errorMessage(error: unknown, fallback: string): string {
  return describeError(error, { title: '', message: fallback }).message;
}

export function wordsFor(kind: Exclude<ErrorKind, 'refused'>): ErrorWords {
  return WORDS[kind]();
}

/** Milliseconds before the next automatic retry while Attune does not answer: doubling from 1 s, at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}
