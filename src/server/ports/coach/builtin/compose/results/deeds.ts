/**
 * "She keeps saying I never tell her how I feel, I drove her to the airport at 5am": care shown in deeds, asked for in
 * words. The answer sets what the member gives against what the connection notices (what they give themself, the
 * language they speak first) and most wants, with their own type's note on words when it has one, and lines fitted to
 * the relationship (a friend is not told "I love our life"). A connection who keeps love languages private is not
 * guessed at: the answer then works from the member's side and the complaint itself.
 */
import { LOVE_LANGUAGE_GIVING_LABELS, LOVE_LANGUAGE_LABELS } from '../../../../../../shared/assessment/labels.js';
import type { CoachConnection, CoachContext } from '../../../context.js';
import { RELATIONSHIP_NAMES } from '../../content/knowledge.js';
import { SHOWN_AS, WARM_WORDS } from '../../content/own-results.js';
import { namedIn } from '../data-parts.js';
import { inLoveLine } from './common.js';

/** The complaint: the member does not say how they feel. */
const NOT_SAID = /\b(?:never|don'?t|do not|rarely|hardly(?: ever)?|barely|not|won'?t) (?:\w+ ){0,1}(?:tell|say|show|express|share|open up|talk about)(?:s|ing)? (?:\w+ ){0,2}(?:how i feel|what i feel|my feelings|(?:that )?i (?:care|love|appreciate|like|miss)|anything (?:nice|sweet|kind)|(?:how much )?(?:she|he|they) means?|feelings|emotions)\b|\b(?:cold|distant|robot|unemotional|closed off)\b.{0,20}\b(?:says?|said|calls? me|thinks?)\b|\b(?:says?|said|calls? me|thinks?|told me|complains?) (?:that )?(?:i'?m |i am )?(?:so |too |really )?(?:cold|distant|closed off|unemotional|a robot)\b/;
/** Someone else voices it ("she keeps saying", "he says", "told me"): the complaint is theirs about the member. */
const THEY_SAY = /\b(?:she|he|they|\p{L}+) (?:keeps? |always |once )?(?:says?|said|saying|complains?|complained|told me|tells me|thinks?|feels?|accused me|calls? me|moans?)\b/u;

function whom(ctx: CoachContext, text: string): CoachConnection | null {
  // "My girlfriend says…" with nobody named: the member's partner on Attune, when there is exactly one.
  const partners = ctx.connections.filter((c) => c.relationshipType === 'couple');
  const partner = partners.length === 1 && /\bmy (?:girlfriend|boyfriend|partner|wife|husband|gf|bf)\b/.test(text) ? partners[0]! : null;
  return namedIn(ctx, text)[0] ?? partner ?? ctx.focus ?? null;
}

export function deedsReply(ctx: CoachContext, text: string): string | null {
  const r = ctx.person.results;
  if (!r || !NOT_SAID.test(text) || !THEY_SAY.test(text)) return null;
  const c = whom(ctx, text);
  if (!c) return null;
  const name = c.firstName;
  const theirs = c.results;
  const give = r.loveLanguageGiving;
  const lines: string[] = [];
  lines.push(give === 'words_of_affirmation'
    ? `What you do is care, and it counts. Your results say you mostly show it through **Words of Affirmation**, so you do say things; the gap may be which words: ${name} may be waiting to hear how you feel, not only what you think of ${name}.`
    : `What you did is care, and it counts. Your results say you mostly show it through **${LOVE_LANGUAGE_GIVING_LABELS[give]}**: ${SHOWN_AS[give].what}. ${name}'s complaint is about something else, though: the words.`);
  if (theirs?.loveLanguageGiving && theirs.loveLanguageReceiving) {
    const speaks = theirs.loveLanguageGiving;
    const wants = theirs.loveLanguageReceiving;
    const notice = speaks === 'words_of_affirmation'
      ? `${name} shows care through **Words of Affirmation** and most wants **${LOVE_LANGUAGE_LABELS[wants]}**, so ${name} listens for care said out loud; what you do can land as kind without landing as "I care about you."`
      : wants === 'words_of_affirmation'
        ? `${name} most wants **Words of Affirmation**, so care that is never said can feel absent to ${name}, whatever you do.`
        : `${name} most wants **${LOVE_LANGUAGE_LABELS[wants]}** and shows care through **${LOVE_LANGUAGE_GIVING_LABELS[speaks]}**; so what you do can pass without being read as feeling unless you put it into words.`;
    lines.push(notice);
    if (wants === 'quality_time') lines.push(`Since ${name} most wants **Quality Time**, say it when you're together: what you do for ${name} lands more when you add that you're glad of the time together.`);
  } else {
    lines.push(`${name} keeps love languages private, so I can't say what ${name} listens for; the complaint itself says words matter to ${name}.`);
  }
  const own = inLoveLine(r.personalityType, /\bwords of warmth\b|\bsaying it out loud\b|\bromantic speeches\b|\bquiet and easy to miss\b/);
  // The type's note speaks of "your partner"; to a friend or colleague the same point is said of the people close.
  if (own) lines.push(`Your own results point the same way: ${own.charAt(0).toLowerCase()}${own.slice(1).replace(/\byour partner\b/, c.relationshipType === 'couple' ? 'your partner' : 'the people close to you')}`);
  const say = WARM_WORDS[c.relationshipType];
  lines.push(`A few lines you could actually say to your ${RELATIONSHIP_NAMES[c.relationshipType]}, without it feeling fake:\n${say.map((s) => `- "${s}"`).join('\n')}`);
  if (give !== 'words_of_affirmation') lines.push(`And tell ${name} how you work: "I'm not great with words, but ${SHOWN_AS[give].when}, that's me saying you matter." Then one short sentence now and then does the rest.`);
  return lines.join('\n\n');
}
