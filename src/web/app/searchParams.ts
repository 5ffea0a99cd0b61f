/**
 * The router's search values (`/?openHub=true`, `/auth?invite=…`), read without zod so the router, which every screen
 * starts with, brings no schema library into the signed-in home's first paint (issue 34, decision 076 addendum). The
 * router has already parsed each value as JSON where it could; a value of any other kind reads as absent, so a
 * mistyped or stale link opens the screen as if it had none.
 */
export function searchFlag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

export function searchText(value: unknown, max = Number.POSITIVE_INFINITY): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

export function searchChoice<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === value);
}
