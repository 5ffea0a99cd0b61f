/**
 * "My results say I avoid hard conversations, how do I get better at it", "how do I stop over-giving": a habit the
 * member wants to change, answered from their own results. The sentence of their type's note that names the habit,
 * what their attachment figures say about where it comes from, the steps that change it (weighted by what their note
 * says: jumping between topics, repairing once calm) and words for the first time; a partner's type joins in only
 * when it points the same way. Never another habit than the one asked about.
 */
import { LOVE_LANGUAGE_GIVING_LABELS, LOVE_LANGUAGE_LABELS } from '../../../../../../shared/assessment/labels.js';
import type { LoveLanguage, SurveyResults } from '../../../../../../shared/assessment/types.js';
import type { CoachContext } from '../../../context.js';
import { ASK_FOR, PATTERNS, type OwnPattern } from '../../content/own-results.js';
import { attachmentFigures, capital, inLoveLine, inLoveSentences } from './common.js';

/** A wish to change a habit of one's own: "how do I get better at", "how can I stop", "tips for", "work on". */
const WANTS_CHANGE = /\bhow to (?:stop|get better|be better|be less|fix|change|improve|work on|not|deal with|handle)\b|\bhow (?:do|can|could|should|would) (?:i|one) (?:actually |really |ever |finally |even |start to |learn to )?(?:get better|be better|be less|be more|get good|improve|stop|quit|not|learn|start|work on|fix|change|break|handle|deal with|get over|become|say|tell|express|open up)\b|\b(?:help me|tips?|advice|ways?) (?:on |for |to )?(?:how to )?(?:stop|get better|be better|work on|improve|fix|break)\b|\bi (?:want|need|'d like|would like) to (?:stop|get better|be better|work on|change|learn to)\b|\bwork(?:ing)? on (?:it|this|that|my)\b/;
/** The member speaks of themself ("I avoid", "my results say I"), not of someone else's habit. */
const ABOUT_ME = /\b(?:i|i'?m|my|me|myself)\b/;
/** Someone else's habit ("he avoids hard talks, how do I get him to…"): another answer's question. */
const ABOUT_OTHER = /\b(?:he|she|they) (?:\w+ ){0,2}(?:avoids?|shuts? down|withdraws?|holds? back|takes? (?:it|things) personally|over-?gives?)\b|\bget (?:him|her|them) to\b/;

export function patternAsked(text: string): OwnPattern | null {
  if (!WANTS_CHANGE.test(text) || !ABOUT_ME.test(text) || ABOUT_OTHER.test(text)) return null;
  const order: OwnPattern[] = ['over_giving', 'criticism', 'withdrawing', 'holding_back', 'saying_feelings', 'hard_talks'];
  const found = order.find((p) => PATTERNS[p].cue.test(text)) ?? null;
  // "How do I tell Maya how I feel about her" is a confession to word, "how do I have a hard talk with Sam about money"
  // a talk to plan: the habit in general only when the message speaks of the member's way, not one talk or person.
  if (found === 'saying_feelings' && /\b(?:to|with|about) (?:him|her|them)\b|\btell (?:him|her|them|\p{L}+) (?:how|that)\b/u.test(text) && !/\bpeople\b|\banyone\b|\bin general\b/.test(text)) return null;
  if (found === 'hard_talks' && !/\b(?:avoid\w*|dodg\w*|put(?:ting)? off|scared|afraid|bad at|hate|conflict[- ]avoid\w*|better at|be less|improve)\b/.test(text)) return null;
  return found;
}

/** Where the habit sits for this member, from their attachment figures: a habit to retrain, or a fear to go easy on. */
function attachmentNote(r: SurveyResults, p: OwnPattern): string {
  const a = r.evidence?.attachment;
  const anxious = (a?.anxiety ?? (r.relationshipType === 'anxious' || r.relationshipType === 'fearful_avoidant' ? 70 : 20)) >= 50;
  const avoidant = (a?.avoidance ?? (r.relationshipType === 'avoidant' || r.relationshipType === 'fearful_avoidant' ? 70 : 20)) >= 50;
  const figures = attachmentFigures(r);
  if (p === 'over_giving') {
    return anxious
      ? `Your attachment is ${figures}: with anxiety that high, giving can quietly become a way to feel sure of people, so the first step is noticing when that is what it is doing.`
      : `Your attachment is ${figures}, so this is warmth that has become a habit more than a way of holding on to people; that makes it easier to scale back without fearing you'll lose anyone.`;
  }
  if (!anxious && !avoidant) return `Your attachment is ${figures}: a hard moment rarely feels like a threat to the relationship itself for you, so this is a habit to retrain, not a fear to overcome.`;
  if (anxious && avoidant) return `Your attachment is ${figures}: closeness matters a lot to you and can also feel risky, so a hard moment pulls both ways at once. Go in small steps; each one that goes fine makes the next easier.`;
  if (anxious) return `Your attachment is ${figures}: a hard moment can feel like the relationship itself is at stake, so a calm, planned way in matters more for you than for most.`;
  return `Your attachment is ${figures}: stepping back is your usual way to stay steady, so practise small, planned ways of staying in.`;
}

/** The steps, weighted by what the member's own note says. */
function stepsFor(r: SurveyResults, p: OwnPattern): string[] {
  const steps = [...PATTERNS[p].steps];
  const sentences = inLoveSentences(r.personalityType).join(' ');
  if (p === 'hard_talks' && /\bjump between topics\b/.test(sentences)) steps[1] = `${steps[1]} Your results say your feelings can jump between topics in an argument, so this one matters most for you.`;
  if (p === 'hard_talks' && /\bonce you are calm\b|\breach out first\b/.test(sentences)) steps[2] = `${steps[2]} Your results say repair comes naturally to you once you are calm: that is the strength to lean on.`;
  if (p === 'over_giving') {
    const want: LoveLanguage = r.loveLanguageReceiving;
    steps[3] = `${steps[3]} You most want **${LOVE_LANGUAGE_LABELS[want]}**, so ask for that plainly: "${ASK_FOR[want]}."`;
  }
  return steps;
}

export function howToReply(ctx: CoachContext, text: string): string | null {
  const r = ctx.person.results;
  const p = patternAsked(text);
  if (!r || !p) return null;
  const guide = PATTERNS[p];
  const lines: string[] = [];
  const said = inLoveLine(r.personalityType, guide.inLove);
  if (p === 'over_giving') {
    const give = r.loveLanguageGiving;
    const score = r.evidence?.loveLanguages?.giving?.[give];
    lines.push(`Your results show where the giving goes: you show care mostly through **${LOVE_LANGUAGE_GIVING_LABELS[give]}**${score !== undefined ? ` (${Math.round(score)} out of 100)` : ''}, while what you most want back is **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**. ${give !== r.loveLanguageReceiving ? 'Giving more of what you give will not bring back what you want; asking for it will.' : 'You give what you would like to receive, so it is easy to give more and more while waiting for the same back.'}`);
    if (said) lines.push(`Your type's note adds: "${said}"`);
  } else {
    lines.push(said ? `Your results name it: "${said}" So getting better at ${guide.name} is a skill to practise, and you already have a good start by noticing it.` : `Getting better at ${guide.name} is a skill to practise, and noticing it is the first part.`);
  }
  lines.push(attachmentNote(r, p));
  lines.push(`What works:\n${stepsFor(r, p).map((s) => `- ${s}`).join('\n')}`);
  // A partner whose type note points the same way (their type is always shared): both gain from raising things early.
  const partner = ctx.connections.find((c) => c.relationshipType === 'couple' && c.results);
  const theirs = partner && (p === 'hard_talks' || p === 'holding_back') ? inLoveLine(partner.results!.personalityType, /\bhold back\b|\bpull away\b|\bsaving them up\b|\bavoid hard conversations\b/) : null;
  // Said as the partner's type note says it: holding things in, or avoiding hard talks to keep the peace.
  const how = theirs && /\bavoid hard conversations\b/.test(theirs) ? 'can tend to avoid hard conversations to keep things good' : 'tend to hold things in for a while';
  // The note is about the type in general, never a fact about the partner's own answers (round 13 read "Sam's type can
  // avoid hard conversations" as a claim about Sam): said of people with the type, and left for the partner to confirm.
  if (partner && theirs) lines.push(`This may help with ${partner.firstName} too: people with ${partner.firstName}'s type (${partner.results!.personalityType}) ${how}. Whether that is true of ${partner.firstName} is for ${partner.firstName} to say, but raising things small and early makes it easier for both of you either way.`);
  lines.push(`Words for the first time: "${guide.script}"`);
  lines.push(`${capital(p === 'over_giving' ? 'Which one would be easiest to try this week?' : 'Is there one you have been putting off? I can help with the first sentence.')}`);
  return lines.join('\n\n');
}
