import { COLOR_SCHEME_CHOICES, type ColorSchemeChoice } from '../../../shared/colorScheme';

/** The segmented control hands back a plain string; only the three known choices reach Mantine. */
export function isColorSchemeChoice(value: string): value is ColorSchemeChoice {
  return (COLOR_SCHEME_CHOICES as readonly string[]).includes(value);
}
