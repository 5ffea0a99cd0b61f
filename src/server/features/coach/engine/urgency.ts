/**
 * Which danger-now sign a reading carries (decision 083), and the lines a crisis answer adds for it: the call and
 * what to do while help comes first; for a suicide answer to someone who also hurts themselves, care for the
 * self-harm itself after it.
 */
import { INJURY_CARE, urgentLead, type Far } from './leads.js';
import type { Local } from './localHelp.js';
import { rx } from './normalize.js';
import type { CrisisTopic } from './replies.js';
import type { Reading } from './screen.js';
import type { UrgentKind } from './urgent.js';

/** When several signs are there, the one whose first minutes matter most leads. */
const PRIORITY: UrgentKind[] = ['breathing', 'overdose', 'poison', 'fumes', 'medical', 'bleeding', 'weapon', 'attack', 'locked', 'edge'];

/**
 * The lead for danger now, if the message (not an earlier turn) shows it undiscounted; the call names the member's
 * emergency number where known. `remote`: the person in danger is far from the member, and the lead itself says how to
 * reach them there. `said` is the message as written, for what the signs it names mean (a stroke, a bleed).
 */
export function urgentOf(reading: Reading, h: Local = null, far: Far | null = null, said = far?.text ?? reading.text): { lead: string; remote: boolean } | null {
  const found = reading.cues.filter((c) => c.group.startsWith('urgent_') && !c.fromRecent && c.factor >= 0.75);
  if (found.length === 0) return null;
  const kind = PRIORITY.find((k) => found.some((c) => c.group === `urgent_${k}`))!;
  const cue = found.find((c) => c.group === `urgent_${kind}`)!;
  // The person is the one in danger when the sign is theirs, or when someone is doing it to them.
  const violent = kind === 'weapon' || kind === 'attack';
  const who = violent && cue.family === 'self' ? 'holds' : cue.family === 'self' || (violent && cue.family === 'abuse') ? 'self' : 'other';
  return { lead: urgentLead(kind, who, h, far, said), remote: !!far && who === 'other' };
}

const INJURY_GROUPS = new Set(['selfharm', 'selfharm_tool', 'selfharm_done', 'selfharm_hidden', 'selfharm_other', 'punish_self', 'injury_cope', 'injury_hide', 'injury_back', 'injury_marks', 'injury_body', 'urgent_bleeding']);
const INJURY_WORDS = rx(`\\b(?:cut|cuting|cuts|burn|burning|burned|burnt|hurt|hurting|harm|harming|scratch|scratching|hit|hiting|punch|punching|bang|banging) (?:myself|my (?:arms?|wrists?|legs?|thighs?|stomach|skin|head))\\b|\\bself harm(?:ing)?\\b|\\b(?:the (?:cutting|burning|scratching))\\b|\\b(?:razor|blade)s?\\b`);

/** A suicide answer to someone who also hurts themselves says something about the self-harm itself. */
export function injuryAlongside(topic: CrisisTopic, reading: Reading): string[] {
  if (topic !== 'self_harm') return [];
  const injury = reading.cues.some((c) => c.family === 'self' && INJURY_GROUPS.has(c.group) && c.factor >= 0.75);
  return injury || INJURY_WORDS.test(reading.text) ? [INJURY_CARE] : [];
}

/** Something swallowed, drunk or taken: what the poison line that closes a medical emergency is for. */
const SWALLOWED = rx(`\\b(?:swallow[a-z]*|ate|eaten|drank|drunk|drinking|took|taken|pills?|tablets?|capsules?|drugs?|overdos[a-z]*|poison[a-z]*|bleach|chemicals?|cleaner|detergent|batter(?:y|ies)|berries|mushrooms?|medicine|medication|meds|alcohol|spiked|something in (?:her|his|their|my) drink)\\b`);

/**
 * Whether an urgent answer ends with its kind's closing line. A medical emergency's is the poison line, so it comes
 * only when something was swallowed: after a heart, a stroke, a fit or a head injury it answers a question nobody asked.
 */
export function closingAlongside(topic: CrisisTopic, reading: Reading): boolean {
  return topic !== 'emergency' || SWALLOWED.test(reading.text);
}

export const URGENCY_PATTERNS = [INJURY_WORDS, SWALLOWED];
