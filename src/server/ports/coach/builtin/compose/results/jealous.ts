/**
 * Jealousy about a partner or friend, from someone whose results say they are usually secure ("I'm normally not
 * jealous, so I hate that this bugs me"): the answer uses that. A secure member's jealousy is a signal worth a calm
 * talk, not a sign they have changed; their type's note says whether they tend to save things up (so: raise it now);
 * the other person's type (always shared) says whether warmth with many people is simply how they are; and what would
 * help is the member's own top need. Then an "I" sentence to open with. A member who is not secure is answered from
 * their own figures the same way, gently.
 */
import { LOVE_LANGUAGE_LABELS } from '../../../../../../shared/assessment/labels.js';
import { getPersonalityType } from '../../../../../../shared/assessment/personalityTypes.js';
import type { LoveLanguage } from '../../../../../../shared/assessment/types.js';
import type { CoachContext } from '../../../context.js';
import { LEFT_OUT } from '../../content/own-results.js';
import { RELATIONSHIP_NAMES } from '../../content/knowledge.js';
import { namedIn } from '../data-parts.js';
import { attachmentFigures, inLoveLine, introvert } from './common.js';

const JEALOUS = /\bjealous\w*|\bjealousy\b|\benvious\b|\bthreatened\b|\bbugging me\b.{0,60}\b(?:texts?|messag\w*|flirt\w*|she|he)\b/;
/** The member says this is unlike them: "normally not jealous", "never the jealous type". */
const UNLIKE_ME = /\b(?:normally|usually|generally|typically|never|not|rarely) (?:\w+ ){0,2}(?:jealous|the jealous type|like this|insecure)\b|\b(?:isn'?t|not|so not) like me\b|\bunlike me\b/;
/** The member is the jealous one ("I'm weirdly jealous", "makes me jealous"), not the partner ("Sam gets jealous"). */
const ME_JEALOUS = /\b(?:i'?m|i am|im|i feel|i felt|i get|i got|i was|i've been|i have been|feeling|makes? me|made me|making me)\b(?:\s+[\w']+){0,3}\s+(?:jealous|envious|insecure|threatened)|\bmy jealousy\b|^(?:so |kinda |a bit )?jealous\b|\bbugging me\b/;
/** Jealous of the other person ("jealous of Sam's promotion"), not about them: another question. */
const OF_THEM = /\bjealous of (?:my )?(?:\p{L}+'s|his|her|their) (?:job|success|promotion|money|life|house|car)\b/u;

/** What would help, in the member's top language, as something to ask for. */
const HELPS: Record<LoveLanguage, string> = {
  quality_time: 'time that is just the two of you',
  words_of_affirmation: 'hearing, in so many words, where you stand',
  physical_touch: 'a bit more closeness and affection',
  acts_of_service: 'seeing them make space for you in practical ways',
  gifts: 'small signs that they think of you',
};

const OPEN: Record<LoveLanguage, string> = {
  quality_time: 'Could we keep one evening a week just for us?',
  words_of_affirmation: 'It would help to just hear that we\'re good.',
  physical_touch: 'Maybe I just need a proper hug and a night in with you.',
  acts_of_service: 'It would help to plan something together this week.',
  gifts: 'Honestly, small things that show you thought of me would help.',
};

export function jealousReply(ctx: CoachContext, text: string): string | null {
  const r = ctx.person.results;
  if (!r || !JEALOUS.test(text) || !ME_JEALOUS.test(text) || OF_THEM.test(text)) return null;
  const c = namedIn(ctx, text)[0] ?? ctx.focus;
  if (!c || (c.relationshipType !== 'couple' && c.relationshipType !== 'crush' && !UNLIKE_ME.test(text))) return null;
  const name = c.firstName;
  const secure = r.relationshipType === 'secure';
  const lines: string[] = [];
  const crazy = /\b(?:crazy|overreacting|over-reacting|mad|insane|too much|unreasonable|silly|stupid)\b/.test(text);
  if (secure) {
    lines.push(`${crazy ? 'No, you are not being crazy. ' : ''}You say you're not usually jealous, and your results agree: your attachment is ${attachmentFigures(r)}. That is exactly why this is worth listening to rather than swallowing: when someone who is usually settled feels a pang, it is a signal that something needs saying, not a sign you have turned into a jealous person.`);
  } else {
    lines.push(`${crazy ? 'No, you are not being crazy. ' : ''}Your attachment is ${attachmentFigures(r)}, so a pang like this can hit harder and louder than the facts behind it. The feeling is real; it deserves a calm look, not a verdict on ${name}.`);
  }
  const theirType = c.results ? getPersonalityType(c.results.personalityType) : undefined;
  if (c.results && theirType && !introvert(c.results)) lines.push(`It may help to know ${name}'s type is **${c.results.personalityType}** (${theirType.nickname}), which leans Extraverted: warm and expressive with lots of people, so warmth from ${name} towards others is usually just how ${name} is. That does not make your feeling wrong; it makes a calm talk the right size of response.`);
  // The clearest sentence first: saving things up, then holding back, then smoothing over.
  const saves = inLoveLine(r.personalityType, /\bsaving them up\b|\bvoice smaller concerns\b/) ?? inLoveLine(r.personalityType, /\bhold back\b|\bsmooth things over\b|\bavoid hard conversations\b/);
  if (saves) lines.push(`One more thing from your results: "${saves}" So say it now, while it is small, rather than letting it build.`);
  const want = r.loveLanguageReceiving;
  lines.push(`What would actually settle it for you is ${HELPS[want]} (you most want **${LOVE_LANGUAGE_LABELS[want]}**), so ask for that rather than for ${name} to see less of anyone else. Offering to join in once, where that fits, can help too.`);
  const rel = c.relationshipType;
  lines.push(rel === 'couple' || rel === 'crush'
    ? `A way to open, about you rather than about the other person: "Can I tell you something a bit awkward? I've felt a twinge of jealousy lately, and I don't want to sit on it. I trust you; I think I just miss you a bit. ${OPEN[want]}"`
    : `A way to open, about you and light enough for a ${RELATIONSHIP_NAMES[rel]}: "${LEFT_OUT[rel]}"`);
  return lines.join('\n\n');
}
