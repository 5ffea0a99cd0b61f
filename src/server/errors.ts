import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { z, ZodError } from 'zod';
import type { Locale } from '../shared/locales.js';
import { localizeIssue, localizeMessage } from './i18n/localizeError.js';

/**
 * The one error type of the server is TRPCError: procedures throw it through `fail.*`, the tRPC transport maps it
 * to its own codes and the REST adapter to an HTTP status and `{ message }` (spec §8). Anything else that escapes a
 * procedure is a bug: it is logged without its stack and answered with a generic message.
 */
export const fail = {
  badRequest: (message: string) => new TRPCError({ code: 'BAD_REQUEST', message }),
  unauthorized: (message = 'Please sign in to continue.') => new TRPCError({ code: 'UNAUTHORIZED', message }),
  forbidden: (message = 'You do not have access to this.') => new TRPCError({ code: 'FORBIDDEN', message }),
  notFound: (message: string) => new TRPCError({ code: 'NOT_FOUND', message }),
  conflict: (message: string) => new TRPCError({ code: 'CONFLICT', message }),
  tooMany: (message: string) => new TRPCError({ code: 'TOO_MANY_REQUESTS', message }),
  tooLarge: (message: string) => new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message }),
  unsupported: (message: string) => new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message }),
  /** A 400 about one field of the input, answered like a schema error (the form shows it beside that field). */
  field: (field: string, message: string) =>
    new TRPCError({ code: 'BAD_REQUEST', message, cause: fieldError(field, message) }),
};

/** A ZodError about one field, made the way zod makes its own (one built with `new` is not an Error in zod 4). */
function fieldError(field: string, message: string): ZodError | undefined {
  return z
    .object({ [field]: z.unknown().refine(() => false, { message }) })
    .safeParse({ [field]: null }).error;
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** "email: Invalid email address; password: Too short" — names each field, never echoes the bad value. */
export function describeZodError(error: ZodError, locale: Locale = 'en'): string {
  return error.issues
    .map((issue) => {
      const message = localizeIssue(issue, locale);
      return issue.path.length ? `${issue.path.join('.')}: ${message}` : message;
    })
    .join('; ');
}

/**
 * The first message for each field of the input ("email" → "Enter a valid email address"), so a form can show
 * each one beside its field instead of the joined sentence.
 */
export function fieldErrorsOf(error: ZodError, locale: Locale = 'en'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = localizeIssue(issue, locale);
  }
  return fields;
}

export interface PublicError {
  status: number;
  message: string;
  /** Bad input only: the message for each field it names. */
  fields?: Record<string, string>;
  /** true when the error is a bug rather than an answer we meant to give. */
  unexpected: boolean;
}

/**
 * The answer for an error, its message in `locale`: the language of the person asking (decision 080). English is the
 * message as thrown; other languages go through localizeMessage, the one place a message id meets its translation.
 */
export function toPublicError(error: unknown, locale: Locale = 'en'): PublicError {
  if (error instanceof TRPCError) {
    if (error.cause instanceof ZodError) {
      return { status: 400, message: describeZodError(error.cause, locale), fields: fieldErrorsOf(error.cause, locale), unexpected: false };
    }
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500) return { status, message: localizeMessage(GENERIC_ERROR_MESSAGE, locale), unexpected: true };
    return { status, message: localizeMessage(error.message, locale), unexpected: false };
  }
  if (error instanceof ZodError) return { status: 400, message: describeZodError(error, locale), fields: fieldErrorsOf(error, locale), unexpected: false };
  return { status: 500, message: localizeMessage(GENERIC_ERROR_MESSAGE, locale), unexpected: true };
}

/** What a log line may say about an error: its kind and message, never its stack or cause chain. */
export function loggableError(error: unknown): { type: string; message: string } {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (cause: ${error.cause.name}: ${error.cause.message})` : '';
    return { type: error.name, message: `${error.message}${cause}` };
  }
  return { type: typeof error, message: String(error) };
}
