/**
 * Dark mode (decision 077). A member's choice of light, dark or "same as my device" is applied from localStorage,
 * under the key Mantine's own colour-scheme manager reads and writes, so the provider, the settings control and the
 * script below all agree. Signed in, the account's choice (below) is written there, so it follows the person.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';
export const COLOR_SCHEME_CHOICES = ['light', 'dark', 'auto'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEME_CHOICES)[number];

/**
 * The same choice as the account keeps it (users.color_scheme, decision 077's addendum): 'system' is Mantine's
 * 'auto'. Settings saves it to the account, and signing in on another browser applies it and stores it there.
 */
export const ACCOUNT_COLOR_SCHEMES = ['light', 'dark', 'system'] as const;
export type AccountColorScheme = (typeof ACCOUNT_COLOR_SCHEMES)[number];
export const DEFAULT_ACCOUNT_COLOR_SCHEME: AccountColorScheme = 'system';

export function isAccountColorScheme(value: unknown): value is AccountColorScheme {
  return typeof value === 'string' && (ACCOUNT_COLOR_SCHEMES as readonly string[]).includes(value);
}

/** A stored value that is not one of the three (an old or hand-edited row) reads as "follow the device". */
export function accountColorSchemeOrDefault(value: string | null | undefined): AccountColorScheme {
  return isAccountColorScheme(value) ? value : DEFAULT_ACCOUNT_COLOR_SCHEME;
}

export function choiceOfAccountScheme(scheme: AccountColorScheme): ColorSchemeChoice {
  return scheme === 'system' ? 'auto' : scheme;
}

export function accountSchemeOfChoice(choice: ColorSchemeChoice): AccountColorScheme {
  return choice === 'auto' ? 'system' : choice;
}

/**
 * Runs in <head> before the body is parsed (every page, the prerendered landing included) so the first paint is
 * already in the right scheme: Mantine's dark styles hang on html[data-mantine-color-scheme], which React would
 * otherwise only set after its chunk arrives. Kept tiny and free of anything but what it must do: a stored choice
 * wins, anything else (nothing stored, storage blocked, an unknown value) follows the device.
 */
export const COLOR_SCHEME_BOOT_SCRIPT =
  `(function(){var v;try{v=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)})}catch(e){}` +
  `if(v!=="light"&&v!=="dark")v=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `document.documentElement.setAttribute("data-mantine-color-scheme",v)})()`;

