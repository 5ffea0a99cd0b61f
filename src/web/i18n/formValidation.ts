import { useMemo } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import '../app/zodConfig';
import { plainEnglish } from './messages';

/**
 * The browser checks a form with the same zod schema as the server (src/shared), whose messages are the spec's
 * English words. Those schemas stay as they are (the server and its tests answer with them); here each message the
 * shared schemas can produce gets its descriptor, so a form shows it in the reader's language. A message not listed
 * (a server's field message, already in the caller's language) passes through untouched.
 */
const m = defineMessages({
  emailRequired: { id: 'form.emailRequired', defaultMessage: 'Email is required' },
  emailTooLong: { id: 'form.emailTooLong', defaultMessage: 'Email is too long' },
  emailInvalid: { id: 'form.emailInvalid', defaultMessage: 'Enter a valid email address' },
  passwordRequired: { id: 'form.passwordRequired', defaultMessage: 'Password is required' },
  passwordMin: { id: 'form.passwordMin', defaultMessage: 'Password must be at least {min, number} characters' },
  passwordMax: { id: 'form.passwordMax', defaultMessage: 'Password must be at most {max, number} characters' },
  passwordsDoNotMatch: { id: 'form.passwordsDoNotMatch', defaultMessage: 'Passwords do not match' },
  agreeToTerms: { id: 'form.agreeToTerms', defaultMessage: 'Please agree to the terms and conditions' },
  firstNameRequired: { id: 'form.firstNameRequired', defaultMessage: 'First name is required' },
  lastNameRequired: { id: 'form.lastNameRequired', defaultMessage: 'Last name is required' },
  firstNameMax: { id: 'form.firstNameMax', defaultMessage: 'First name must be at most {max, number} characters' },
  lastNameMax: { id: 'form.lastNameMax', defaultMessage: 'Last name must be at most {max, number} characters' },
  firstNameForbidden: { id: 'form.firstNameForbidden', defaultMessage: 'First name cannot contain control, text-direction or invisible characters' },
  lastNameForbidden: { id: 'form.lastNameForbidden', defaultMessage: 'Last name cannot contain control, text-direction or invisible characters' },
  currentPasswordRequired: { id: 'form.currentPasswordRequired', defaultMessage: 'Current password is required' },
});

/** Messages with a number in them, matched by shape: the number is kept and formatted for the locale. */
const PATTERNS: Array<[RegExp, MessageDescriptor, string]> = [
  [/^Password must be at least (\d+) characters$/, m.passwordMin, 'min'],
  [/^Password must be at most (\d+) characters$/, m.passwordMax, 'max'],
  [/^First name must be at most (\d+) characters$/, m.firstNameMax, 'max'],
  [/^Last name must be at most (\d+) characters$/, m.lastNameMax, 'max'],
];

const EXACT = new Map<string, MessageDescriptor>(
  Object.values(m)
    .filter((d) => !PATTERNS.some(([, p]) => p === d))
    .map((d) => [plainEnglish(d), d]),
);

/** One shared validation message in the reader's language (unknown ones unchanged). */
export function translateFormMessage(intl: IntlShape, message: string): string {
  const exact = EXACT.get(message);
  if (exact) return intl.formatMessage(exact);
  for (const [pattern, descriptor, name] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return intl.formatMessage(descriptor, { [name]: Number(match[1]) });
  }
  return message;
}

/** zod4Resolver for a Mantine form, its messages in the reader's language. */
export function useIntlResolver<Schema extends z.ZodType>(schema: Schema) {
  const intl = useIntl();
  return useMemo(() => {
    const resolve = zod4Resolver(schema as never) as (values: unknown) => FormErrors;
    return (values: z.input<Schema>): FormErrors => {
      const errors = resolve(values);
      const out: FormErrors = {};
      for (const [field, error] of Object.entries(errors)) out[field] = typeof error === 'string' ? translateFormMessage(intl, error) : error;
      return out;
    };
  }, [schema, intl]);
}
