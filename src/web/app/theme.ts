import { createTheme, darken, lighten, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { defineMessage } from 'react-intl';
import { t } from './intl';

const CLOSE = defineMessage({ id: 'common.close', defaultMessage: 'Close' });
const PASSWORD_VISIBILITY = defineMessage({ id: 'common.passwordVisibility', defaultMessage: 'Toggle password visibility' });

// One theme for the whole product: a warm plum primary, soft neutrals, rounded but not bubbly.
const plum: MantineColorsTuple = [
  '#fcf0f6',
  '#f3dfe9',
  '#e6bcd2',
  '#d996ba',
  '#ce76a5',
  '#c76198',
  '#c35692',
  '#ac467e',
  '#9a3d71',
  '#873163',
];

/**
 * Touch screens have no hover: a tap fires the mouse events that open a hover tooltip, and nothing closes it, so the
 * "Send" tooltip stuck over the composer after a tap. Tooltips open on hover and keyboard focus only where the
 * pointer can hover; on touch the controls' own labels speak for them.
 */
export const CAN_HOVER = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;

export const theme = createTheme({
  primaryColor: 'plum',
  primaryShade: { light: 7, dark: 5 },
  colors: { plum },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Fraunces Variable', Georgia, 'Times New Roman', serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    // Close buttons that are only an ✕ need a name for screen readers, in the language on screen (read at each render).
    Modal: { defaultProps: () => ({ radius: 'lg', centered: true, closeButtonProps: { 'aria-label': t(CLOSE) } }) },
    Drawer: { defaultProps: () => ({ closeButtonProps: { 'aria-label': t(CLOSE) } }) },
    // Mantine names the show/hide button of a password field in English; ours follows the language on screen.
    PasswordInput: { defaultProps: () => ({ radius: 'md', visibilityToggleButtonProps: { 'aria-label': t(PASSWORD_VISIBILITY) } }) },
    // A dialog's header is a <header>, which reads as a second page banner beside the app's own; it is only the
    // dialog's title row, so it carries no landmark role.
    ModalHeader: { defaultProps: { role: 'none' } },
    DrawerHeader: { defaultProps: { role: 'none' } },
    // Mantine's focus placeholder is a role="presentation" child of role="menu", which a menu may not contain.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A spinner is a plain element: as a status it may carry the name that says what is loading.
    Loader: { defaultProps: { role: 'status' } },
    Tooltip: { defaultProps: { events: { hover: CAN_HOVER, focus: CAN_HOVER, touch: false } } },
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    TextInput: { defaultProps: { radius: 'md' } },
  },
});

/**
 * Mantine's `dimmed` grey (gray.6, #868e96) is 3.3:1 on white, below the 4.5:1 WCAG asks of body text; this grey is
 * 5.8:1 on white and still 4.6:1 on the palest plum and grey panels, so secondary text stays quieter but readable.
 */
export const DIMMED_TEXT = '#5f6670';
/** In dark, Mantine's dimmed (dark.2) is 4.0:1 on the body; this grey is 5.7:1 on a card (dark.6) and 6.5:1 on the body. */
export const DIMMED_TEXT_DARK = '#a8a8a8';
const WHITE = '#ffffff';
/** The lightest dark surface text sits on (dark.5, a hovered control); a colour readable here is readable on all of them. */
const DARK_SURFACE = '#3b3b3b';
const MIN_CONTRAST = 4.5;

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour itself when it reaches 4.5:1 against `background`, else the same hue darkened step by step until it does. */
function readableOn(color: string, background: string): string {
  let candidate = color;
  for (let step = 1; contrastRatio(candidate, background) < MIN_CONTRAST && step <= 20; step += 1) candidate = darken(color, step * 0.04);
  return candidate;
}

/** The same for a dark background: the hue lightened step by step until it reaches 4.5:1. */
function readableOnDark(color: string, background: string): string {
  let candidate = color;
  for (let step = 1; contrastRatio(candidate, background) < MIN_CONTRAST && step <= 20; step += 1) candidate = lighten(color, step * 0.04);
  return candidate;
}

/**
 * Mantine's light colour scheme draws filled badges and buttons with shade 7 under white text, coloured text in shade
 * 7, and light badges in shade 9 on shade 1: for the lighter palettes (teal, green, orange, yellow, cyan…) that is
 * 2.7-4.3:1, under WCAG's 4.5:1. For every palette the theme knows, these variables keep Mantine's shade where it is
 * readable and darken it just enough where it is not, so a component's `color` prop stays safe to use anywhere.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': DIMMED_TEXT };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const filled = readableOn(shades[7], WHITE);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-text`] = filled;
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
  }
  // Field error messages and the invalid field's border (red.6 is 3.3:1 on white) read at 4.5:1 too.
  light['--mantine-color-error'] = readableOn(t.colors.red[6], WHITE);

  // Dark mode (decision 077): Mantine draws filled parts in the dark primary shade (5) under white text and coloured
  // text in shade 4 on dark grey, both under 4.5:1 for several palettes; filled parts darken and text lightens until
  // they read. The light variant (shade 0 on a darkened shade 9) already reads.
  const dark: Record<string, string> = { '--mantine-color-dimmed': DIMMED_TEXT_DARK };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const filled = readableOn(shades[5], WHITE);
    dark[`--mantine-color-${name}-filled`] = filled;
    dark[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    dark[`--mantine-color-${name}-text`] = readableOnDark(shades[4], DARK_SURFACE);
  }
  // Links: Mantine's plum.4 is 4.4:1 on a dark card.
  dark['--mantine-color-anchor'] = readableOnDark(t.colors[t.primaryColor]![4], DARK_SURFACE);
  dark['--mantine-color-error'] = readableOnDark(t.colors.red[5], DARK_SURFACE);
  return { variables: {}, light, dark };
};
