/**
 * The FORM of the question a message ends on, whatever the story before it is about (issue 29, blind round 15).
 * Every blind round has asked the same few forms in new stories: "is that weird?", "am I allowed to be gutted?",
 * "does she even like them?", "did she see it?", "will I ever…?", "why is my spiritual score the lowest?". A library
 * of situations answers the story and misses the question; these forms are answered as forms, with the story used
 * only for who and what. Each reading is deliberately narrow: a form that is not clearly one of these is left to the
 * rest of the pipeline.
 */
import type { StabilityDimension } from '../../../../../shared/assessment/types.js';
import { askPart } from './ask.js';
import { lower, wholeWordAt } from './text.js';

export type AskForm =
  /** What someone else thinks, feels, saw or will do: nobody but them can say. */
  | { kind: 'unknowable' }
  /** Two readings of something someone said or did ("was that a compliment or a dig?"). */
  | { kind: 'reading' }
  /** Whether to write again after no answer ("should I resend or is that needy?"). */
  | { kind: 'nudge' }
  /** Whether the member's own life will turn out well ("will I ever find someone?"). */
  | { kind: 'own_future' }
  /** A judgement on the member's own feeling, wish or state ("is that weird?", "am I allowed to be gutted?"). */
  | { kind: 'verdict'; word: string }
  /** Why one of the member's own figures is what it is, often against what they do ("I run 40k a week"). */
  | { kind: 'score_why'; area: StabilityArea };

export type StabilityArea = StabilityDimension;

/** People as pronouns or a role ("my mum"); names are added from the member's connections. */
const PEOPLE_WORDS = String.raw`she|he|they|him|her|them|my \p{L}+`;
const ADVERBS = String.raw`(?:(?:even|actually|really|still|secretly|just|ever)\s+){0,2}`;

/**
 * A name the member knows, in the text MIND reads: the names are put in the text rather than in the pattern, which
 * is long, and which compiled anew for each member cost some 7 ms (half of a reply under the load benchmark).
 */
const NAME_TOKEN = 'zqxnamed';

/**
 * Another person's mind or acts the member cannot see: liking, minding, noticing, seeing, being annoyed. The person is
 * a pronoun, "my mum", or a name the member knows on Attune (NAME_TOKEN, see withNames); blind round 16 showed that
 * any word will not do ("it has to get to Toronto" read as someone called "to" getting something).
 */
const MIND = (() => {
  const someone = `(?:${PEOPLE_WORDS}|${NAME_TOKEN})`;
  return new RegExp(
    // "What does he see about me" is what the app shows, and "what does she want from me" what she values: not a mind.
    String.raw`(?<!\bhow\s+)\b(?:does|do|did|has|have)\s+${someone}\s+${ADVERBS}(?:like|love|enjoy|mind|care|notice|noticed|hate|want|miss|think|resent|see|seen|read|get|got|open|opened|know|feel)\b(?!\s+(?:like|to|it when|about (?:it|this)|about me|of me|on (?:my|the)|from me|when)\b)` +
      String.raw`|\b(?:is|was|are)\s+${someone}\s+${ADVERBS}(?:annoyed|mad|angry|upset|cross|bored|into me|over (?:me|him|her|it)|pulling away|drifting away|losing interest|going off me|done with me|distancing (?:herself|himself|themselves)|hung up|being polite|being nice|ignoring me|avoiding me|jealous|fed up|tired of me|sick of me)` +
      String.raw`|\b(?:if|whether) ${someone}(?:'s| is| was) (?:still |really |actually )?(?:hung up|over (?:her|him|it|me)|into (?:me|her|him)|annoyed|mad|angry|upset|bored)` +
      String.raw`|\bwhat (?:does|do|did) ${someone} (?:really |actually )?(?:think|feel) (?:of|about) (?:me|us|it|them|what)\b|\bhow (?:does|do) ${someone} (?:really |actually )?feel about me\b|\bwhy (?:hasn'?t|won'?t|didn'?t|doesn'?t) ${someone} (?:answer|accept|reply|respond|say)`,
    'iu',
  );
})();

/** The text in lower case (MIND ignores case), with each of `names` standing as a whole word made NAME_TOKEN. */
function withNames(text: string, names: string[]): string {
  let out = text.toLowerCase();
  // Longer names first, so "Sam Lee" is taken whole before "Sam".
  for (const name of names.map((n) => n.toLowerCase()).filter(Boolean).sort((a, b) => b.length - a.length)) {
    for (let at = wholeWordAt(out, name, 0, true); at >= 0; at = wholeWordAt(out, name, at + NAME_TOKEN.length, true)) {
      out = `${out.slice(0, at)}${NAME_TOKEN}${out.slice(at + name.length)}`;
    }
  }
  return out;
}

/** Two readings of a remark or act: "was that a compliment or a dig?", "is he flirting or just being friendly?". */
const READINGS = String.raw`(?:an? )?(?:compliment|dig|joke|insult|flirt(?:ing)?|friendly|being friendly|being nice|nice|shade|sarcas\w*|serious|passive[- ]aggressive|mean|hint|come-?on|polite|being polite|kind|backhanded)`;
const TWO_READINGS = new RegExp(String.raw`\b(?:was|is|were|are)\s+(?:that|it|this|(?:s?he|they)(?:\s+just)?)\s+${READINGS}\s+or\s+(?:just\s+)?${READINGS}\b`, 'i');

/** Writing again after silence, and the fear of seeming needy for it. */
const NUDGE =
  /\bshould i (?:just )?(?:send (?:it|one|another|a reminder) again|resend|re-send|nudge|chase|follow up|text (?:her|him|them|again)|message (?:her|him|them) again|write (?:her|him|them|to (?:her|him|them)) again|try again|remind (?:her|him|them))\b|\b(?:or is|would) (?:that|it) (?:be )?(?:too )?(?:needy|desperate|creepy|pushy|clingy|annoying)\b|\bwould a (?:reminder|nudge|follow-?up) be (?:annoying|pushy|needy|weird)\b/i;

/** The member's own future in love or friendship. */
const OWN_FUTURE =
  /\b(?:will|am) i (?:ever|always|never) (?:going to |gonna )?(?:have|find|be|get|meet|end up)\b|\bwill i (?:end up|die) alone\b|\b(?:am i|i'?m) (?:going to|gonna) (?:be|end up) alone\b|\bis there (?:any )?hope for me\b|\bam i (?:unlovable|doomed|broken)\b|\bdoes (?:it|that|this) mean i'?(?:ll| will) never\b/i;
/** A judgement asked on the member's own feeling or state. */
const VERDICT =
  /\b(?:is (?:that|it|this)|would (?:that|it) be) (weird|odd|strange|normal|ok|okay|bad|wrong|selfish|petty|silly|dumb|stupid|crazy|too much|unreasonable|childish|pathetic|a bad sign)\b|\bam i (?:even )?allowed to (?:be |feel )?(\w+)|\bam i (?:being )?(dumb|stupid|silly|crazy|petty|selfish|childish|dramatic|unreasonable|pathetic|weird|the problem|too sensitive|oversensitive|overthinking)\b|\b(?:is )?(?:something|anything) wrong with me\b|\bdoes (?:that|this|it) make me (?:a |an )?(\w+)/i;
/** Someone else's behaviour judged ("is it normal that he checks my phone"): not a verdict on the member's own feeling. */
const THEIR_ACT = /\b(?:is it (?:normal|ok|okay|weird|bad|wrong) (?:that|for|when) (?:he|she|they|my|\p{Lu}))|\b(?:he|she|they) (?:checks?|reads?|tracks?|controls?|won'?t let|makes? me|forces?|threaten\w*)\b/iu;

/** The member's own results named: a question about them is the data answers' (compose/data-answer.ts). */
const NAMES_RESULT = /\b(?:fearful|avoidant|anxious attachment|secure attachment|attachment style|stability|love language|my (?:results?|type|scores?)|[IE][NS][TF][JP])\b/i;

const AREAS: Array<[RegExp, StabilityArea]> = [
  [/\bphysical\b/, 'physical'],
  [/\bspiritual\b/, 'spiritual'],
  [/\bemotional\b/, 'emotional'],
  [/\bmental\b/, 'mental'],
  [/\bsocial\b/, 'social'],
  [/\bdesire\b/, 'desire'],
];
/** "Why is my physical only 50", "why is spiritual my lowest", "how is my social score so low when…". */
const WHY_SCORE = /\b(?:why|how come|how)\b[^.?!]{0,40}\b(?:only|so low|that low|lowest|highest|so high|the low(?:est)? one|\d{1,3})\b|\bi (?:don'?t|do not) (?:buy|get|believe) (?:it|that|this)\b/;

/** The form of the question the message ends on, when it is one of the forms answered as forms. */
export function askFormOf(message: string, names: string[] = []): AskForm | null {
  // The request part, and the last sentence too: "Like does she actually enjoy it." asks without a question mark.
  const sentences = message.match(/[^.!?\n]+[.!?]*/g) ?? [message];
  const ask = `${askPart(message)} ${sentences[sentences.length - 1] ?? ''}`;
  const text = lower(ask);
  const area = AREAS.find(([re]) => re.test(text))?.[1];
  if (area && /\b(?:stability|score|result|one)\b|\d/.test(text) && WHY_SCORE.test(text)) return { kind: 'score_why', area };
  if (OWN_FUTURE.test(ask)) return { kind: 'own_future' };
  if (TWO_READINGS.test(message)) return { kind: 'reading' };
  const mind = MIND.test(withNames(ask, names));
  // "Did she see it? Should I write again?": whether it was seen is unknowable, and the reply answers the nudge too.
  if (NUDGE.test(ask) && !mind) return { kind: 'nudge' };
  // "What more does she want?" after what the member did is a love-language gap, not a question about her mind; "has
  // Maya got other connections?" is about what the app shows (compose/data-parts.ts).
  const rhetorical = /\bwhat (?:more|else) (?:does|do|can) \p{L}+ (?:want|expect)\b|\bconnections?\b/iu.test(ask);
  if (mind && !rhetorical) return { kind: 'unknowable' };
  const verdict = VERDICT.exec(ask);
  // "My result says secure... is it wrong": a doubt about the result, answered with the result, not a verdict on a feeling.
  const aboutResult = /\b(?:results?|scores?|test|type|says? i'?m)\b/i.test(message) && /^(?:wrong|right|ok|okay)$/i.test(verdict?.slice(1).find(Boolean) ?? '');
  // "Am I a planner or is this normal?" weighs two readings of the member's own habit: compose/whether.ts answers it.
  const eitherOr = /\bam i (?:being )?(?:a |an )?[a-z][a-z -]{1,24}? or (?:is|am)\b/i.test(ask);
  // A bare "is it normal to feel like this?" names nothing to judge: it is asked about, not answered blind.
  const bare = message.trim().split(/\s+/).length < 10;
  if (verdict && !aboutResult && !eitherOr && !bare && !NAMES_RESULT.test(message) && !THEIR_ACT.test(ask)) {
    const word = (verdict.slice(1).find(Boolean) ?? 'wrong').toLowerCase();
    return { kind: 'verdict', word };
  }
  return null;
}
