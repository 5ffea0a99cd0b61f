import { z } from 'zod';

/**
 * The one type of every name a person gives (first and last names, the Social Hub's display name). A name is one
 * line of visible characters: control characters hide text in logs and e-mails; the bidirectional controls can make
 * a name read backwards ("Trojan Source", U+202E); zero-width characters make two names that look alike differ, so
 * someone can pass for another member. None of them has a use in a name.
 */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Zero-width space, joiners, word joiner and invisible operators, byte-order mark, Mongolian vowel separator, soft hyphen. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200D\u2060-\u2064\uFEFF]/;

export const NAME_FORBIDDEN = new RegExp(`${CONTROL.source}|${BIDI_CONTROL.source}|${INVISIBLE.source}`);

/** True when a name holds a character no name may hold. */
export function hasForbiddenNameCharacters(name: string): boolean {
  return NAME_FORBIDDEN.test(name);
}

/** A name, trimmed; `required` for names an account must have, optional ones may be empty. */
export function personName(options: { label: string; max: number; required?: boolean }) {
  const { label, max, required = false } = options;
  let schema = z.string({ message: required ? `${label} is required` : `${label} must be text` }).trim();
  if (required) schema = schema.min(1, `${label} is required`);
  return schema
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasForbiddenNameCharacters(v), `${label} cannot contain control, text-direction or invisible characters`);
}
