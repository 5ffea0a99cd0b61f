/**
 * A change of length or register asked of the thread's last drafted message: "shorter", "make it softer", "less
 * formal, she's my cousin not my landlord lol", "firmer please". Short turns only: a long message tells a new story.
 */
import { lower } from './text.js';

export interface Style {
  short: boolean;
  soft: boolean;
  firm: boolean;
  casual: boolean;
  formal: boolean;
}
export const UNCHANGED: Style = { short: false, soft: false, firm: false, casual: false, formal: false };

/** A change asked of the last drafted message ("shorter", "make it softer", "less formal", "firmer please"). */
export function styleAsked(message: string): Partial<Style> | null {
  const t = lower(message).trim();
  if (t.split(/\s+/).length > 14) return null;
  const asked: Partial<Style> = {};
  if (/\b(?:shorter|shorten|briefer|too long|more concise|cut it down)\b/.test(t)) asked.short = true;
  if (/\b(?:softer|gentler|kinder|warmer|nicer|less (?:harsh|blunt|cold|direct)|more (?:gentle|caring|kind|warm))\b/.test(t)) Object.assign(asked, { soft: true, firm: false });
  if (/\b(?:firmer|stronger|more (?:direct|assertive|firm)|less (?:soft|apologetic|wishy))\b/.test(t)) Object.assign(asked, { firm: true, soft: false });
  if (/\b(?:less formal|more (?:casual|relaxed|chill)|casual|chill(?:er)?)\b/.test(t)) Object.assign(asked, { casual: true, formal: false });
  if (/\b(?:more (?:formal|professional|polite)|less casual)\b/.test(t)) Object.assign(asked, { formal: true, casual: false });
  return Object.keys(asked).length ? asked : null;
}

