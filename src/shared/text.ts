import { z } from 'zod';

/**
 * The one text type of every input a person types (names, messages, feedback, titles, invitation messages, notes).
 * PostgreSQL refuses a NUL character in text (a 500 before this), and the other control characters have no place in
 * what people write: they hide text in logs and e-mails. Multi-line text keeps tab, newline and carriage return.
 * Names also refuse the bidirectional controls, which can make a name in an e-mail subject read backwards
 * ("Trojan Source"); they have no use in a name.
 */
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** True when a multi-line text holds a character no person types (used where input is not parsed with zod: the socket). */
export function hasForbiddenCharacters(text: string): boolean {
  return CONTROL_EXCEPT_WHITESPACE.test(text);
}

interface TextOptions {
  /** What the person calls the field, for messages ("Message", "First name"). */
  label: string;
  max: number;
  /** At least one character after trimming (default: no minimum). */
  required?: boolean;
  /** Whether surrounding spaces are dropped (default true). Messages keep what was typed. */
  trim?: boolean;
}

function text(options: TextOptions, forbidden: RegExp, forbiddenMessage: string) {
  const { label, max, required = false, trim = true } = options;
  let schema = z.string({ message: required ? `${label} is required` : `${label} must be text` });
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, `${label} is required`);
  return schema.max(max, `${label} must be at most ${max} characters`).refine((v) => !forbidden.test(v), `${label} ${forbiddenMessage}`);
}

/** Text that may span lines: messages, feedback, invitation messages, notes. */
export function multiLineText(options: TextOptions) {
  return text(options, CONTROL_EXCEPT_WHITESPACE, 'cannot contain control characters');
}

/** One line: titles, subjects. */
export function singleLineText(options: TextOptions) {
  return text(options, CONTROL, 'must be a single line without control characters');
}

/** A person's name: one line, and no bidirectional controls either (names reach e-mail subjects). */
export function nameText(options: TextOptions) {
  return text(options, new RegExp(`${CONTROL.source}|${BIDI_CONTROL.source}`), 'cannot contain control or text-direction characters');
}

/**
 * An opaque identifier from a path or a query (ids, tokens): letters, digits, "-" and "_" only, so nothing odd
 * reaches a query or a log line.
 */
export function identifier(label: string, max = 64) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label} is not valid`);
}

/**
 * A position in a list ordered by time, for "load older" (keyset pagination): the last item's timestamp and id,
 * as `2026-11-23T10:00:00.000Z_abc123`. The client builds it from the last item it holds (`listCursor`).
 */
export { cursorOf, parseCursor } from './cursor.js';

export const listCursor = z
  .string({ message: 'before must be text' })
  .max(120, 'before is too long')
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z_[A-Za-z0-9_-]+$/, 'before is not a valid position');

/**
 * A whole number from a query string, bounded so it fits every database's integer column (PostgreSQL's bigint
 * overflows at 19 digits): a longer number is 400, not a database error.
 */
export function boundedInteger(label: string, min: number, max: number) {
  return z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}
