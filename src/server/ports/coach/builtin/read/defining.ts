/**
 * What a situation must have before one of the content libraries may answer it (issue 29, items 1 and 6). The blind
 * rounds' commonest failure was a stock answer for a nearby situation: thanks for a favour answered with lending money
 * because "money" was in it, a visit agreed without asking answered with "argue less" because the member feared a
 * fight, recurring late meetings answered with a one-off "no thanks", a breakup three months old answered with fresh
 * grief. Each entry below names, as concepts read from the message, the elements that define its situation (all must
 * be present) and the elements that make it another one. A library entry (a guidance topic, a topic tip, a
 * predicament) or an answer kind (a decline) whose id is here answers only when its elements hold; one not listed is
 * gated by its own cue words as before. Checked by fitsSituation() where each library is read.
 */
import { askPart } from './ask.js';
import { lower } from './text.js';

/** A concept read from the message: the whole text (lower case) and its request part. */
type Concept = (text: string, ask: string) => boolean;

/** Money as something between people: lent, owed, spent, split, saved, afforded, paid back. */
const MONEY_MATTER = /\b(?:lend\w*|lent|borrow\w*|owe[sd]?|owing|debts?|loans?|pay(?:ing)? (?:me |him |her |them )?back|paid (?:me |him |her |them )?back|repa(?:y|id)\w*|spend\w*|spent|overspend\w*|budget\w*|afford\w*|savings?|saving up|bills?|rent|expenses?|joint account|split(?:ting)? (?:the )?(?:bill|cost|costs|rent)|financ\w*|salary|income|(?:his|her|their|my|our) money|(?:about|over|around|on) money|bring(?:ing)? up money|money (?:problems?|issues?|worries|fights?|arguments?|talks?))\b/;
/** Money only as a payment the other person would not take for a favour: gratitude, not a money problem. */
const MONEY_REFUSED = /\b(?:refus\w*|wouldn'?t (?:take|accept)|won'?t (?:take|accept)|didn'?t (?:want|take|accept)|turned down|declined?|not take)\b[^.!?]{0,25}\b(?:money|payment|cash|paying|to be paid)\b|\bwouldn'?t let (?:me|us) pay\b/;

/** A row that happened or keeps happening, in the past or present. */
const FIGHT = /\b(?:argu\w*|fight\w*|fought|rows?|rowed|bicker\w*|blow[- ]?ups?|blew up|yell\w*|shout\w*|scream\w*|snapp?\w*|clash\w*)\b/;
/** A fight only feared or to be avoided ("without it turning into a fight", "I don't want a row"). */
const FIGHT_FEARED = /\b(?:without (?:it |this |that |us |things )?(?:turning|becoming|starting|ending up|being|getting|going)?\s*(?:into |in )?(?:a |an |another )?(?:huge |big |massive |whole )?|(?:avoid|prevent|dodge) (?:a |an |another )?(?:huge |big )?|don'?t want (?:to |a |another |an )?(?:huge |big )?|(?:turn|turning|turns) into (?:a |an )?(?:huge |big |massive |whole )?|before it becomes (?:a |an )?)(?:argu\w*|fight\w*|rows?|blow[- ]?ups?|drama|war)\b/;

/** The member turning over a thought: overthinking, spiralling, replaying, stewing. */
const RUMINATING = /\b(?:overthink\w*|over-think\w*|ruminat\w*|spiral\w*|replay\w*|stew\w*|can'?t stop thinking|keep thinking|in my head|obsess\w*|worry\w* (?:all the time|constantly|about everything))\b/;
/** A wish to say or do something to someone about it: the thought is about a situation, not the thinking itself. */
const WANTS_TO_RAISE = /\b(?:say something|speak up|bring (?:it|this|that) up|raise (?:it|this|that)|talk to (?:him|her|them|my)|tell (?:him|her|them|my)|confront|push back|address (?:it|this|that))\b/;

/** The member was right on the facts, and the question is the manner, not the wrong. */
const WAS_RIGHT = /\b(?:i was|i'?m|i am) (?:literally |technically |actually |factually |totally )?(?:right|correct)\b|\beven (?:though|if) i was (?:right|correct)\b|\bcorrect(?:ed|ing) (?:him|her|them|a|my|his|their)\b/;

/** Something happened recently: today, last night, this week, days ago, "just". */
const MONTHS_AGO = /\b(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|a few|many) (?:months?|years?) ago|(?:a|one) (?:year|month) ago|last (?:year|spring|summer|autumn|fall|winter))\b/;

/** Something that happens again and again (booked, scheduled, set), not one invitation. */
const RECURRING = /\b(?:keeps?|kept|always|every|each|constantly|regularly|again|repeatedly|(?:\d+|second|third|fourth|fifth)(?:st|nd|rd|th)? time|recurring|weekly|daily)\b/;
/** Time taken by someone's scheduling: meetings, syncs, calls, shifts set at an hour. */
const SCHEDULED = /\b(?:book\w*|schedul\w*|set(?:s|ting)? up|put(?:s|ting)?|calls?|syncs?|meetings?|stand-?ups?|shifts?|1:1s?|one-?on-?ones?)\b[^.!?]{0,40}\b(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d|after (?:hours|work)|evenings?|late|early|weekends?)\b/;
/** Invited to something: a party, drinks, an event, or "asked me to come / join / help". */
const INVITED = /\b(?:invit\w*|asked (?:me )?(?:to|if)|wants? me to (?:come|join|go|help|lead|do)|(?:party|drinks|wedding|dinner|trip|event|hen|stag|night out|quiz|trivia|offsite|team[- ]building|escape[- ]room|karaoke|bbq|brunch|gathering))\b/;

/** A favour done for the member: help given, time spent on their thing ("help me write…" asks the coach, so no). */
const FAVOUR = /\b(?:(?:he|she|they|\w+) help(?:ed|s) (?:me|us)\b|spent (?:his|her|their) (?:\w+ ){0,2}\w+ (?:[\w-]+ing|on (?:my|our))\b|did (?:all )?(?:the|my) \w+ for (?:me|us)|(?:fixed|re-?grout\w*|painted|cleaned|repaired|built) (?:my|our)\b|drove (?:me|us)|looked after (?:me|us|my|our)|covered (?:for )?(?:me|my)\b|moved (?:me|my|our)\b)/;

/** Someone else's breakup ("my best friend got dumped"): the member is the friend, not the one left. */
const THEIR_BREAKUP = /\b(?:my|our|a|her|his) (?:best |close |oldest )?(?:friend|mate|sister|brother|sis|bro|mum|mom|dad|cousin|flatmate|roommate|housemate|colleague|co-?worker)\b[^.!?]{0,25}\b(?:got dumped|was dumped|been dumped|broke up|split up|going through a break-?up|(?:girlfriend|boyfriend|partner|wife|husband) left)\b|\b(?:friend|mate|sister|brother|flatmate|roommate|housemate|cousin)'s (?:boyfriend|girlfriend|partner|husband|wife|ex) (?:dumped|left|ditched) (?:her|him|them)\b/;
/** A pattern of the member's own ("I keep cancelling"): a change to make, not a single wrong to apologise for. */
const OWN_PATTERN = /\bi (?:keep|always|constantly|often|tend to) (?:cancel\w*|bail\w*|flak\w*|forget\w*|being late|running late|snapp?\w*|ghost\w*|interrupt\w*|letting (?:\w+ )?down|blow\w* off)\b/;
/** Being lied to or betrayed by the person: the defining element of a trust answer. */
const BETRAYED = /\b(?:lied to (?:me|us)|lying to (?:me|us)|lies to (?:me|us)|betray\w*|broke my trust|cheat\w*|found out (?:he|she|they|that)|caught (?:him|her|them)|went behind my back|hid (?:it|this|that|\w+) from me|kept (?:it|this|that) from me)\b/;
/** Work handed to the member, not an invitation they may decline. */
const ASSIGNED = /\b(?:dumped|landed|piled|offloaded|assigned|gave me|handed me|put me on)\b[^.!?]{0,30}\b(?:project|work|task|deadline|report|on me)\b|\b(?:another|extra|new) (?:project|task|deadline)\b/;
/** Holiday planning: where, with whom, how the days are split. */
const HOLIDAY_PLANS = /\b(?:spend\w*|split\w*|alternat\w*|where (?:to|we|should)|whose (?:family|parents)|visit\w*|travel\w*|host\w*|go(?:ing)? home|come home|plans?|which (?:family|parents)|both famil\w*|stay(?:ing)? with)\b/;
/** Hosting guests: the defining element of a hosting answer. */
const HOSTING = /\b(?:host\w*|guests?|at (?:mine|my place|our place|ours)|dinner party|throw(?:ing)? a|invite (?:people|friends)|having (?:people|friends) over|party at)\b/;
/** Being late or cancelling, as something someone does (not the idiom "too late to"). */
const LATENESS = /\b(?:(?:is|was|were|am|are|always|running|be|being|turn(?:s|ed)? up|show(?:s|ed)? up|arrive[sd]?) (?:so |really |very |\d+ \w+ )?late|lateness|on time|punctual\w*|cancel\w*|stood (?:me|him|her|them) up|flak\w*|bail\w* on)\b/;
/** Reviews or comments someone else gives the member, not feedback the member gave. */
const GAVE_FEEDBACK = /\bi (?:gave|give|was giving|had to give) (?:her|him|them|\w+) (?:some )?(?:feedback|notes|comments|a review)|\bmy feedback\b/;
/** The member is to give a reading or speech, rather than someone else having given one. */
const GIVES_SPEECH = /\b(?:i(?:'m| am)? (?:have to|need to|got to|'ve been asked to|was asked to|am asked to|will|'ll|going to|supposed to) (?:give|do|read|write|say)|asked me to (?:give|do|read|say)|my (?:reading|eulogy|speech))\b/;

const has = (re: RegExp): Concept => (text) => re.test(text);
const lacks = (re: RegExp): Concept => (text) => !re.test(text);
const inAsk = (re: RegExp): Concept => (_text, ask) => re.test(ask);

export interface Defining {
  /** Every concept must hold for the entry to answer. */
  needs: Concept[];
}

/**
 * Keyed by the id the entry has in its own library: content/guidance.ts, content/topics.ts, content/predicaments*.ts,
 * and the answer kinds of the words composer ("decline"). An id shared by two libraries means the same situation.
 */
export const DEFINING: Record<string, Defining> = {
  // A money conversation needs money as something between them, and not only a payment turned down for a favour.
  money: { needs: [has(MONEY_MATTER), (t) => !MONEY_REFUSED.test(t) || /\b(?:lend|lent|borrow|owe|debt|loan|pay (?:me )?back)\w*\b/.test(t.replace(MONEY_REFUSED, ''))] },
  // An argument answer needs a row that happened, not a fight the member hopes to avoid by raising something well.
  arguments: { needs: [(t) => FIGHT.test(t.replace(FIGHT_FEARED, ' '))] },
  conflict: { needs: [(t) => FIGHT.test(t.replace(FIGHT_FEARED, ' ')) || /\b(?:disagree\w*|conflicts?)\b/.test(t)] },
  raised_voices: { needs: [(t) => FIGHT.test(t.replace(FIGHT_FEARED, ' '))] },
  anger: { needs: [lacks(/\bwithout (?:sounding|seeming|looking) (?:angry|mad|cross)\b/)] },
  // Overthinking is the answer when the thinking is the question, not when the member wants to act on a situation.
  overthinking: { needs: [has(RUMINATING), (t, a) => !WANTS_TO_RAISE.test(t) || RUMINATING.test(a) && /\bhow (?:do|can|to) (?:i )?(?:stop|quit|not)\b/.test(a)] },
  sensitivity: { needs: [(t) => !WANTS_TO_RAISE.test(t) || /\b(?:too sensitive|personally)\b/.test(t)] },
  // A stock apology is for a wrong the member did; being right but tactless is a different conversation.
  apologising: { needs: [lacks(WAS_RIGHT), lacks(OWN_PATTERN)] },
  // Fresh heartbreak is for an ending that is recent; one months old with practical things left is another matter.
  heartbreak: { needs: [lacks(MONTHS_AGO), lacks(THEIR_BREAKUP)] },
  ending_it: { needs: [lacks(THEIR_BREAKUP)] },
  long_breakup_plans: { needs: [lacks(MONTHS_AGO)] },
  breakup: { needs: [lacks(MONTHS_AGO), lacks(THEIR_BREAKUP)] },
  // A trust answer needs the member lied to or let down behind their back, not a secret they were asked to keep.
  trust: { needs: [has(BETRAYED)] },
  forgiving: { needs: [lacks(/\bmade me promise\b|\bkeep (?:it|this|his|her) (?:a )?secret\b/)] },
  forgiveness: { needs: [lacks(/\bmade me promise\b|\bkeep (?:it|this|his|her) (?:a )?secret\b/)] },
  holidays: { needs: [has(HOLIDAY_PLANS)] },
  // Chores need a household job named, not a situation that is merely "messy".
  chores: { needs: [has(/\b(?:chores?|dishes|laundry|cleaning|clean(?:s|ed)? up|housework|tidy\w*|bins?|vacuum\w*|hoover\w*|washing(?:-| )up|rota|towels?|sink|mess (?:in|on|everywhere|around))\b/)] },
  hosting: { needs: [has(HOSTING)] },
  lateness: { needs: [has(LATENESS)] },
  harsh_review_comments: { needs: [lacks(GAVE_FEEDBACK)] },
  // The speech answer for a loss is for the one who has to speak.
  loss_reading: { needs: [has(GIVES_SPEECH)] },
  // A one-off "no thanks" needs an invitation or a request to something, not time someone keeps booking.
  decline: { needs: [(t) => !(RECURRING.test(t) && SCHEDULED.test(t)) || INVITED.test(t.replace(SCHEDULED, ' ')), lacks(ASSIGNED)] },
  letting_down: { needs: [(t) => !(RECURRING.test(t) && SCHEDULED.test(t))] },
  decline_team_drinks: { needs: [(t) => !(RECURRING.test(t) && SCHEDULED.test(t)) || INVITED.test(t.replace(SCHEDULED, ' '))] },
  // Thanks are for something done for the member, said in the request.
  thanking: { needs: [inAsk(/\bthank\w*|grateful|appreciat\w*|show (?:him|her|them)\b/)] },
  // Lent money not paid back needs money in it as a loan or a debt.
  loan_repay: { needs: [has(/\b(?:lend\w*|lent|loan\w*|spotted|fronted|borrow\w*|owe[sd]?|owing|debts?|loans?|pay(?:ing)? (?:me )?back|paid (?:me )?back|repa\w*)\b/), lacks(MONEY_REFUSED)] },
};

/** Whether the entry `id` may answer the message: true when its defining elements hold, or when it declares none. */
export function fitsSituation(id: string, message: string): boolean {
  const rule = DEFINING[id];
  if (!rule) return true;
  const text = lower(message);
  const ask = lower(askPart(message));
  return rule.needs.every((need) => need(text, ask));
}

/** A favour was done for the member (for the thanks in the general composer). */
export const didFavour = (message: string): boolean => FAVOUR.test(lower(message));
/** The situation keeps happening. */
export const recurs = (message: string): boolean => RECURRING.test(lower(message));
/** The ending or event is months old. */
export const longAgo = (message: string): boolean => MONTHS_AGO.test(lower(message));
/** The member's own work went to someone else: given away, presented or thanked as theirs. */
export const creditTaken = (message: string): boolean => {
  const t = lower(message);
  return /\b(?:i|i'd|i had|i've)\s+(?:\w+\s+)?(?:built|made|wrote|designed|did|created|led|started|ran)\b/.test(t) && /\b(?:thanked|praised|credited|gave|handed|presented|presenting|presents|took (?:the )?credit)\b/.test(t);
};
/** Work handed to the member (a project dumped on them), which a no answers as a question of priorities. */
export const assignedWork = (message: string): boolean => ASSIGNED.test(lower(message));
/** The member keeps doing something themselves ("I keep cancelling"). */
export const ownPattern = (message: string): boolean => OWN_PATTERN.test(lower(message));
/** "Vibe" as Attune's score, not the mood of an evening ("without killing the vibe", "good vibes"). */
export const vibeIdiom = (message: string): boolean => /\b(?:kill\w*|ruin\w*|spoil\w*|wreck\w*|lower\w*|bring(?:s|ing)? down|change\w*|set\w*|read\w*|match\w*) the vibe\b|\bvibes\b|\bvibe check\b|\bvibing\b/.test(lower(message));
/** The member was right on the facts. */
export const wasRight = (message: string): boolean => WAS_RIGHT.test(lower(message));
/** The member fears the talk will become a fight. */
export const fearsFight = (message: string): boolean => FIGHT_FEARED.test(lower(message));
/** Time someone keeps booking at an hour. */
export const scheduledTime = (message: string): boolean => SCHEDULED.test(lower(message)) && RECURRING.test(lower(message));
