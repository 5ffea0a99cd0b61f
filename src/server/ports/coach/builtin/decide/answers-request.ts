/**
 * The last check between deciding and answering (decision 093): does the reply chosen answer the request? In blind
 * rounds 5 to 8 the commonest failure was a reply of the wrong kind, picked by one word of the story: a sightseeing
 * day for "how do I work with my colleague in Berlin", an outing for someone grieving who asked how to ask for quiet,
 * a Vibe breakdown for a gift, a "which of these is closest?" menu for a clear question. The request's act (what
 * kind of answer it wants) is read from the sentences that ask; the reply's shape from what it is; a shape that does
 * not answer the act is passed over for the next candidate, and a clear act is never answered with a menu.
 */
import { askPart } from '../read/ask.js';
import { asksForPlan } from '../read/plan.js';
import { lower } from '../read/text.js';

/** What a request asks the coach to do. */
export type RequestAct = 'advice' | 'explain' | 'plan' | 'gift' | 'draft' | 'whether' | 'choose' | 'vent';
/** What a reply is, as far as the act is concerned. */
export type ReplyShape = 'itinerary' | 'gift' | 'menu' | 'draft' | 'other';

const DRAFT = /\b(?:write|draft|word|compose) (?:me |us |up )?(?:a |an |the |something|it\b|my |this )|\bwhat (?:do|should|can|could) i (?:write|text|reply)\b|\bhelp me (?:write|word|reply|answer)\b|\b(?:text|message|e-?mail|note|card) (?:for|to) (?:my |her |him |them |\p{L}+)|\bwhat (?:to|do i) (?:write|put) in\b/u;
const GIFT = /\b(?:gifts?|presents?|secret santa|hamper|care package|stocking fillers?)\b|\b(?:thinking (?:of|about) (?:getting|buying)|(?:was|am) (?:going|gonna) (?:to )?(?:get|buy)|i'?d (?:just )?(?:get|buy)) (?:\p{L}+ )?(?:a|an|some) (?:book|voucher|gift card|mug|candle|plant|bottle|flowers|chocolates?|scarf|hamper|perfume)\b|\b(?:always says?|says?|keeps? saying|insists?) (?:that )?['"‘’“”]?\s*(?:she |he |they |i )?(?:doesn'?t|don'?t|does not|do not) (?:need|want) anything\b|\b(?:impossible|hard|so hard|a nightmare) to (?:shop|buy) for\b|\bhas everything\b|\bwhat (?:to|should i|do i|can i|could i|could we|should we) (?:get|buy|send|give|put in)\b(?! (?:done|out|over|back|rid|away|through|better|to)\b)|\b(?:get|buy) (?:him|her|them|\p{L}+) (?:something|a little something|sth)\b|\bwant to (?:get|buy) (?:him|her|them|\p{L}+)\b/u;
const EXPLAIN = /\bwhy (?:is|does|do|are|did)\b[^?]*\b(?:score|vibe|result|results|type|only \d+|\d+)\b|\bwhat does\b[^?]*\bmean\b|\bexplain\b|\bwhat (?:is|does) [^?]{0,40}\bmeasure\b|^\s*(?:is|are) (?:a |my |our )?\d+ (?:good|bad|low|high|ok|okay|normal)\b|\bwhat (?:do|does) (?:my|our|his|her) (?:results?|type|scores?) (?:say|mean)\b/;
const GIFT_INTENT = /\b(?:get|buy) (?:him|her|them|\p{L}+) (?:something|a little something|a small something|sth)\b|\bwant to (?:get|buy) (?:him|her|them)\b|\bhamper\b/u;
const PLAN_WORDS = /\b(?:plan|itinerary|ideas?|things to do|where (?:to|should we) go|what (?:to|can we|could we|should we) do|timeline|menu|schedule)\b/;
const ADVICE = /\bhow (?:do|can|should|would|could) (?:i|we)\b|\bhow to\b|\bany (?:tips|advice|ideas on how)\b|\bwhat (?:do|should|can|could) (?:i|we) do\b(?! (?:with|together|on|this|tonight|tomorrow|in|for|after|at|when)\b)|\b(?:what (?:else|more)|anything else) (?:do|should|can|could) (?:i|we) (?:do|try)\b(?! (?:with|together|on|this|tonight|tomorrow|in|for|after|at|when)\b)|\bhelp me (?:handle|deal|figure|work|sort)\b|\bwhat more does (?:he|she|they)\b|\bbetter strategy\b|\bhow (?:do|can) i (?:stop|fix|handle)\b/;
const VENT = /\b(?:need|want) to (?:vent|rant)\b|\bdon'?t (?:need|want) advice\b|\bjust (?:need|want) (?:to|someone to) (?:vent|listen)\b/;
const WHETHER = /^\s*(?:is|am|are|should|do|does|would|could|can|was|will)\b|\b(?:is (?:it|that|this) (?:normal|ok|okay|bad|weird|wrong|too late|a red flag)|am i (?:overreacting|being|wrong|too|the problem|a control freak)|or is (?:this|that|it) normal)\b/;
const CHOOSE_VERB = /\b(?:should|do|would) (?:i|we) (?:ask|take|bring|invite|pick|choose|go with)\s+(\p{L}+)\s+or\s+(\p{L}+)\b|\b(\p{L}+) or (\p{L}+)\s*\?/u;

/**
 * The act of a request, read from the sentences that ask (decide/../read/ask.ts); `names` are the people the member
 * could mean, so "jordan or sam?" is a choice between two people and "tea or coffee?" is not. Null when the message
 * asks nothing clear ("ugh", "is this normal??"), which is when one question back is the right answer.
 */
export function requestAct(message: string, names: string[] = []): RequestAct | null {
  const text = lower(message);
  const ask = lower(askPart(message));
  if (VENT.test(text)) return 'vent';
  const choice = CHOOSE_VERB.exec(ask) ?? CHOOSE_VERB.exec(text);
  if (choice) {
    const [a, b] = [choice[1] ?? choice[3], choice[2] ?? choice[4]].map((w) => w!.toLowerCase());
    const known = names.map((n) => n.toLowerCase());
    // "Should I ask X or Y": a choice whoever they are; a bare "X or Y?" only between two people the member knows.
    const people = !/^(?:not|no|him|her|them|it|me|us|nobody|leave|stay|wait)$/.test(a!) && !/^(?:not|no|him|her|them|it|me|us|nobody|leave|stay|wait)$/.test(b!);
    // "Who am I more alike, X or Y?" compares; it does not ask which one to take along.
    const picking = /\b(?:should|which|pick|choose|take|bring|invite|ask)\b/.test(ask) && !/\b(?:alike|similar|like me|compatible|better match)\b/.test(ask);
    if (people && (choice[1] || (picking && known.includes(a!) && known.includes(b!)))) return 'choose';
  }
  if (DRAFT.test(ask)) return 'draft';
  // "I want to get her something small. Ideas?": the gift is said in the story and the ask only says "ideas".
  const bareAsk = ask.split(/\s+/).length <= 3;
  if (GIFT.test(ask) || (GIFT.test(text) && (/\bideas?\b|\?\s*$/.test(ask) || (bareAsk && /^\W*(?:help|pls|please|halp|sos)\b/.test(ask))) && (GIFT_INTENT.test(text) || bareAsk || !asksForPlan(message)))) return 'gift';
  if (EXPLAIN.test(ask)) return 'explain';
  // "How do I work with him?" asks for advice even when the story has a date and a city that look like a plan.
  const asking = (ask.match(/[^.!?\n]+[.!?]*/g) ?? [ask]).find((sentence) => ADVICE.test(sentence));
  // "How do we do this?" after a trip's days and budget asks how to plan it: the object is the plan, not a person.
  const aboutThePlan = asking && /\bhow (?:do|can|should|would) (?:i|we) (?:do|manage|handle|fit|split|plan|organi[sz]e) (?:this|it|that|everything|all)\b/.test(asking) && asksForPlan(message);
  if (asking && !aboutThePlan && !PLAN_WORDS.test(asking)) return 'advice';
  if (asksForPlan(message) || /\b(?:plan (?:us|me|the|a|our)|itinerary|timeline|menu|ideas for (?:a |the |our |something|things)|things to do|what (?:else )?(?:can|could|should) we do)\b/.test(ask)) return 'plan';
  if (ADVICE.test(ask)) return 'advice';
  if (WHETHER.test(ask)) return ask.split(/\s+/).length <= 4 ? null : 'whether';
  return null;
}

const MENU = /Which of these is closest|Which would help most|So I answer the right thing|I'd rather ask than/;
const ITINERARY = /^Kept to:|^- \*\*(?:Morning|Afternoon|Evening|Night|Lunch|\d{1,2}(?::\d\d)?\s?(?:am|pm))\*\*|^Here are (?:some )?(?:more )?ideas\b/m;

/** The shape of a reply: an itinerary or outing ideas, gift ideas, a menu of choices, a drafted message, or other. */
export function replyShape(reply: string): ReplyShape {
  if (MENU.test(reply)) return 'menu';
  if (/^Gift ideas\b/m.test(reply)) return 'gift';
  if (ITINERARY.test(reply)) return 'itinerary';
  if (/"[^"\n]{40,}/.test(reply)) return 'draft';
  return 'other';
}

/**
 * Whether a reply of this shape answers a request with this act. An itinerary answers only a plan, gift ideas only a
 * gift, and a menu of choices only a request with no clear act; anything else is judged by the answer kinds
 * themselves, which were chosen by what the request is.
 */
export function answersRequest(act: RequestAct | null, shape: ReplyShape): boolean {
  if (act === null) return true;
  if (shape === 'menu') return false;
  if (shape === 'itinerary') return act === 'plan';
  if (shape === 'gift') return act === 'gift';
  return true;
}
