/**
 * Whether a message's own words agree with a kind the model reads (decision 098). The model alone is confidently
 * wrong about a third of the time on real questions it never saw; a kind is trusted only when the message also says
 * something that kind is about. Topics use their guidance cues (content/guidance.ts); the core kinds the words below.
 */
import { GUIDANCE } from '../content/guidance.js';
import { answerKind } from './kind.js';
import type { Intent } from '../corpus/templates.js';

const CORE: Record<string, RegExp> = {
  plan: /\b(?:ideas?|plan\w*|things to do|what (?:can|could|should) (?:we|i) do|something (?:to do|fun|with)|do something|date night|a date|trip|away|day out|itinerary|weekend|birthday|bday|anniversary|budget)\b/i,
  gift: /\b(?:gifts?|presents?|secret santa|what (?:to|should i|do i|can i|could i) (?:get|buy|bring|give)|get (?:him|her|them) for|hamper|parcel)\b/i,
  draft: /\b(?:write|draft|text|txt|message|msg|card|e-?mail|note|invite|reply|what (?:do|should|can) i (?:say|text|write|send|reply)|how (?:do|should|can) i (?:tell|say|ask|word|bring (?:it|this|that) up)|words?)\b/i,
  sayNo: /\b(?:say no|saying no|decline|turn (?:it|him|her|them) down|get out of|way out|(?:don'?t|do not) (?:want|wanna) (?:to )?(?:go|join|do|come)|can'?t (?:take on|make it|do)|not coming|absolutely not|boundar\w*|without (?:him|her|them) (?:taking|thinking))\b/i,
  apologise: /\b(?:sorry|apologi[sz]\w*|messed up|my fault|i (?:snapped|yelled|forgot|bailed|cancelled|canceled|missed|upset|ghosted)|make (?:it|this) (?:up|right))\b/i,
  owed: /\b(?:say sorry|apologi[sz]\w*|apology|owes? me|hurt|forgot (?:my|our)|cancel+ed on me|let (?:it|this) go|(?:forgot|missed) my)\b/i,
  results: /\b(?:results?|score\w*|vibe|type|stability|attachment|avoidant|secure|anxious|love languages?|compatib\w*|[ie][ns][tf][jp]|\d{2}|introvert\w*|extrovert\w*|personality|blind spot|traits?|says? i'?m|calls? me|quality time|physical touch|words of affirmation|acts of service|hard to read)\b/i,
  compare: /\b(?:compatib\w*|rank\w*|who (?:am i|is|do i)|more|most|best|\bor\b|vs|versus|higher|lower)\b/i,
  heartbreak: /\b(?:dumped|broke up|broken up|breakup|break-?up|split|ended (?:it|things)|left me|(?:my|an?) ex\b|get over)\b/i,
  lonely: /\b(?:lonely|loneliness|alone|no friends|nobody|no one|don'?t know anyone|(?:only|one) (?:person|people) i (?:really )?know|make friends|isolated|weekends (?:are|=) )\b/i,
  jealousy: /\b(?:jealous\w*|envious|envy|insecure|pinch|bugs me)\b/i,
  arguments: /\b(?:fight\w*|argu\w*|row|falling out|bicker\w*|same (?:fight|argument)|disappear|heated|blow up)\b/i,
  colleague: /\b(?:co-?workers?|colleagues?|at work|work|office|team|standup|meeting|client|manager|boss)\b/i,
};

const cuesOf = new Map(GUIDANCE.map((g) => [g.id, g.cues]));

/** The message names something the intent's kind is about (a vague or greeting reading needs a short message). */
export function wordsAgree(intent: Intent, message: string): boolean {
  const kind = answerKind(intent);
  if (kind === 'vague' || kind === 'greeting') return message.trim().split(/\s+/).length <= 6;
  const re = cuesOf.get(kind) ?? CORE[kind];
  return !!re && re.test(message);
}
