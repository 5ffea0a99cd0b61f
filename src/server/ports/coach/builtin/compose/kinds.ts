/**
 * Everyday answer kinds (decision 088): a gift, "am I overreacting?", a vent, a loss, loneliness. Each is chosen by
 * what the request is (not by a word in the story) and built from what the member stated (the occasion, the budget
 * and its currency, the place, who it is about, what happened) and from what the coach may see of the people in it
 * (interests and love language a connection shares, the member's own leanings). None of them asks for something
 * the message already said, and none pastes the member's words back in quotation marks.
 */
import type { CoachConnection, CoachContext } from '../../context.js';
import { asksForPlan } from '../read/plan.js';
import { lower } from '../read/text.js';
import { BEING, PUT_DOWN, VENT } from './kinds-common.js';
import { giftReply } from './gift.js';
import { griefReply, lonelyReply, overreactingReply, ventReply } from './feelings.js';
import { IN_LOVE, inLoveReply } from './love.js';
import { situationDraft } from './situation-draft.js';

export { giftReply } from './gift.js';
export { griefReply, lonelyReply, overreactingReply, ventReply } from './feelings.js';
export { situationDraft } from './situation-draft.js';

export type EverydayKind = 'gift' | 'draft' | 'overreacting' | 'vent' | 'grief' | 'lonely' | 'trip' | 'inLove';

// ------------------------------------------------------------------------------------------------ reading the kind

const LOSS = new RegExp(
  `\\b(?:(?:my|our|her|his|their|a|the) (?:\\w+'s |\\w+ )?${BEING}(?: \\w+)? (?:(?:has |just |had )?(?:died|passed(?: away| on)?)|is dead)|(?:lost|losing) (?:my|our) (?:\\w+ )?${BEING}\\b(?! (?:in|at) the)|put (?:my|our|the|her|his) (?:\\w+ )?(?:dog|cat|pet|horse|rabbit|pup|puppy) (?:down|to sleep)|(?:had|have) to (?:put|have) (?:\\w+ )?(?:down|put down|put to sleep)|(?:since|after) (?:my|our) (?:\\w+ )?${BEING} (?:died|passed)|funeral|bereave\\w*|grieving|miscarri\\w*)`,
);
const OWN_ACT_VERDICT = /\bwas i (?:wrong|in the wrong|out of line)\b(?=.*\bi (?:was|'m|am) (?:\w+ )?(?:right|correct)\b)/;
const OVERREACT = /\b(?:am i (?:(?:just |being )?(?:over-?reacting|over-?thinking|dramatic|petty|unreasonable|silly|crazy|paranoid|too sensitive|over-?sensitive|needy|clingy|a bad (?:friend|person|partner))|wrong (?:to|for)|mad (?:to|for))|is it (?:normal|weird|odd|strange|ok|okay|bad|wrong|unreasonable|petty|fair) (?:that|to|for|if)|is it just me|(?:was|is) i (?:out of line|wrong)|do you think i'?m over-?reacting)\b/;
const LONELY = /\b(?:lonely|loneliness|isolated|no friends|(?:don'?t|do not|barely) know (?:anyone|anybody)|(?:make|making|find|finding) (?:new |any )?friends|(?:new|moved) (?:to|in) (?:the |this )?(?:area|town|city|country)|(?:just |recently )?moved (?:here|to \w+)|haven'?t (?:made|got) (?:a single|any) friends?|nobody to (?:talk to|hang out with|see))\b/;
const GIFT = /\b(?:gifts?|presents?|secret santa|whip-?round|what (?:to|should i|do i|can i|could i|could we|should we) (?:get|buy|send|give)\b(?! (?:done|out|over|back|rid|away|through|better|to)\b))/;
const WORDS = /\b(?:write|draft|word|compose) (?:a |an |the |me |something|it|my|this)|\b(?:text|message|e-?mail|note|card|letter) (?:to|for) (?:my |the |\p{L}+)|help me (?:write|word|reply)|what (?:do|should|can) i (?:text|write|send)\b/u;

/** The kind of answer an everyday request wants, or null when it is not one of these (or is about results). */
export function everydayKindOf(message: string): EverydayKind | null {
  const text = lower(message);
  // A question about results ("is it normal to score 30 on emotional?") belongs to the results answers.
  if (/\b(?:my|our|his|her) (?:results?|scores?|type|vibe)\b|\bvibe\b|\bscored?\b|\b[ie][ns][tf][jp]\b/.test(text)) return null;
  if (VENT.test(text)) return 'vent';
  if (IN_LOVE.test(text)) return 'inLove';
  if (LOSS.test(text) || PUT_DOWN.test(text)) return 'grief';
  if (WORDS.test(text)) return 'draft';
  if (GIFT.test(text) && !/\b(?:gift (?:of|for) (?:the )?gab|present(?:ing|ation)|in the present|present (?:it|this|the|my|our))\b/.test(text)) return 'gift';
  // "was I wrong? I was right about the fact though" asks about the member's own act toward someone, which the
  // apologise dilemma answers; "you're not overreacting" answered the wrong question.
  if (OVERREACT.test(text) && text.split(/\s+/).length >= 5 && !OWN_ACT_VERDICT.test(text)) return 'overreacting';
  if (LONELY.test(text) && !/\b(?:plan|itinerary|trip|budget)\b/.test(text)) return 'lonely';
  if (asksForPlan(message)) return 'trip';
  return null;
}

// ------------------------------------------------------------------------------------------------ the answer

/** The reply for an everyday kind this module answers (gift, overreacting, vent, grief, loneliness, a draft from a situation), or null. */
export function everydayKindReply(ctx: CoachContext, message: string, recent?: CoachConnection): string | null {
  const kind = everydayKindOf(message);
  if (kind === 'gift') return giftReply(ctx, message, recent);
  if (kind === 'draft') return situationDraft(ctx, message);
  if (kind === 'overreacting') return overreactingReply(ctx, message);
  if (kind === 'vent') return ventReply(ctx, message);
  if (kind === 'grief') return griefReply(ctx, message);
  if (kind === 'lonely') return lonelyReply(ctx, message);
  if (kind === 'inLove') return inLoveReply(ctx);
  return null;
}
