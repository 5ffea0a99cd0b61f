import { TRPCClientError } from '@trpc/client';
import { ApiError } from '../app/api';

/**
 * The per-field messages of a 400 (`fields` beside `message`, from tRPC's error data or the REST body), keyed by the
 * request's field names. Undefined when the server named no field.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  let fields: unknown;
  if (error instanceof TRPCClientError) fields = (error.data as { fields?: unknown } | undefined)?.fields;
  else if (error instanceof ApiError) {
    try {
      fields = (JSON.parse(error.body) as { fields?: unknown }).fields;
    } catch {
      fields = undefined;
    }
  }
  if (!fields || typeof fields !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') out[key] = value;
  return Object.keys(out).length ? out : undefined;
}

/** The server's `{ message }`, whichever transport carried it. */
function serverMessage(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) return error.message || undefined;
  if (error instanceof ApiError) return error.serverMessage;
  return undefined;
}

export interface FieldMapping<Field extends string> {
  /** Request field → form field, where the two differ (the invite's `inviteeEmail` is the form's `email`). */
  rename?: Partial<Record<string, Field>>;
  /** Messages the server gives about one field without naming it (a taken e-mail address). */
  messages?: Partial<Record<string, Field>>;
}

/**
 * Puts a failed call's messages beside the fields they are about. Answers true when it placed at least one; the
 * caller shows anything else the way the spec says (a toast).
 */
export function placeServerErrors<Field extends string>(
  error: unknown,
  setFieldError: (field: Field, message: string) => void,
  formFields: readonly Field[],
  mapping: FieldMapping<Field> = {},
): boolean {
  let placed = false;
  const fields = serverFieldErrors(error);
  if (fields) {
    for (const [key, message] of Object.entries(fields)) {
      const field = mapping.rename?.[key] ?? (formFields.includes(key as Field) ? (key as Field) : undefined);
      if (field) {
        setFieldError(field, message);
        placed = true;
      }
    }
    return placed;
  }
  const message = serverMessage(error);
  const field = message ? mapping.messages?.[message] : undefined;
  if (message && field) {
    setFieldError(field, message);
    return true;
  }
  return false;
}

/**
 * What a toast says about a failed call: for bad input, the field messages alone (they name their field in words,
 * never "email: …"); otherwise the server's message, else the fallback.
 */
export function humanErrorMessage(error: unknown, fallback: string): string {
  const fields = serverFieldErrors(error);
  if (fields) return Object.values(fields).join(' ');
  const message = serverMessage(error);
  if (!message || message === 'Failed to fetch' || message.startsWith('Unable to transform')) return fallback;
  return message;
}
