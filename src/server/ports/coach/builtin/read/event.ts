/**
 * A named event to plan (round 11): the KIND of event the member names ("a 2 night trip", "a potluck for 10", "a xmas
 * night out for 8", "show him around one evening", "a virtual team thing", "a weekend alone in a cabin", "the family
 * chat can't agree a date") with what a plan of that kind must keep: the group, the needs of people in it (a vegan,
 * someone who does not drink), what nobody wants (clubs, bars, forced fun), what someone wished for (singing, one proper
 * hike) and the budget, dates and place read by read/plan.ts. A message that names an event to plan is answered with
 * a plan of that kind, never a menu of choices.
 */
import { metOnApp } from './plan-constraints.js';
import { currencyOfPlace, currencyOfZone, readPlan, type PlanRequest } from './plan.js';
import { lower } from './text.js';

export type EventKind = 'camping' | 'trip' | 'groupNight' | 'hosting' | 'showAround' | 'firstDate' | 'virtualTeam' | 'soloWeekend' | 'settleDate' | 'clash' | 'hike' | 'groupWeekend' | 'longStay' | 'farBirthday';
export type Need = 'vegan' | 'vegetarian' | 'glutenFree' | 'nonDrinker' | 'halal' | 'allergy' | 'dairyFree';
export type Dislike = 'clubs' | 'bars' | 'forcedFun' | 'flights' | 'drained' | 'singing';
export type Wish = 'singing' | 'hike' | 'water' | 'campfire' | 'art' | 'hosting' | 'food' | 'games' | 'music' | 'running' | 'theatre';

export interface EventAsk {
  kind: EventKind;
  plan: PlanRequest;
  /** Nights away, when said or implied by days. */
  nights?: number;
  /** Days of a trip. */
  days?: number;
  /** How long the event lasts, in minutes ("90 min"). */
  minutes?: number;
  /** How many people in all, when said ("8 of us", "10 ppl"). */
  group?: number;
  needs: Need[];
  dislikes: Dislike[];
  wishes: Wish[];
  /** "Half the team are introverts", "I get drained": a low-key shape with a clear end. */
  introverts: boolean;
  /** The member said they get nervous. */
  nervous: boolean;
  /** The member said they talk too much when nervous (round 16: "if you go quiet" was the wrong advice). */
  talksTooMuch?: boolean;
  /** A surprise for someone. */
  surprise: boolean;
  /** The budget covers travel ("incl gas") or leaves it out ("except the flight"). */
  travelIncluded?: boolean;
  /** What was left out of the budget is the flight. */
  flightExcluded?: boolean;
  /** Where they met, for a first date's openers ("met at a language exchange"). */
  metAt?: string;
  /** The budget is the member's share ("my share max 100"). */
  share: boolean;
  /** The other person was said to be outgoing ("super social"). */
  social: boolean;
  /** How the place was said: "near Boston" is not "in Boston". */
  near: boolean;
  /** The part of the day said ("thurs evening", "sunday afternoon"). */
  partOfDay?: 'morning' | 'afternoon' | 'evening';
  /** Staying with the person visited: no place-to-stay line. */
  stayingWith: boolean;
  /** For a clash: the thing booked and its hour, as read. */
  booked?: { what: string; hour?: number };
  /** A room with loud people and a quiet one ("the loud ones and not overwhelming for jordan"): both must be fine. */
  mixed: boolean;
  /** The person it is for was said not to be into parties ("she's not super into parties", "kind of private"). */
  notParty: boolean;
  /** Flights are part of it ("including flights", "fly to london"). */
  flying: boolean;
  /** Asked what to talk about ("what do I talk about", "hate small talk"). */
  talk: boolean;
  /** People joining a plan already made ("two friends want to come"), set by a follow-up. */
  joined?: number;
}

const NUM: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, a: 1, couple: 2 };
const n = (w: string) => NUM[w] ?? Number(w);
const COUNT = '(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';

/** Words that ask for help making it happen (not telling a story about one that happened). */
const ASKS = /\b(?:plan|planning|organi[sz]\w*|host(?:ing)?|pull (?:this|it) off|ideas?|suggestions?|options?|itinerary|what (?:do|should|can|could|shall) (?:we|i) do|where do i (?:start|begin)|how do i (?:do|plan|pull|make|start|organi[sz]e|run|set)|how (?:do|should|can) (?:i|we) plan|help|go!|what would you suggest|any tips|how do i (?:keep|set (?:it )?up|make (?:it|this) work)|make it work|tips\b|good idea|doable|would (?:she|he|they) like it|should i (?:still )?do it|what (?:can|could|should) i (?:send|do)|where (?:do|should|could) we go|what (?:do|should) (?:i|we) talk about|topics|too much for|want to (?:do|host|throw|have|plan|take)|need to (?:plan|organi[sz]e|sort|host|run)|i said i'?d|i'?m in charge|i have to|what'?s a good)\b/;
/** Asks about something other than making the plan: whether, a disagreement, a hurt, a vent, a choice of person, a gift, a menu. */
const NOT_A_PLAN = /\b(?:is (?:it|that|this) (?:selfish|bad|normal|weird|rude|ok|okay|wrong)|antisocial or|or self[- ]care|should i (?:go|pull out|say yes|say no|come)|do i (?:pull out|go|say no)|asked (?:me )?if i (?:want|wanted)|(?:had|have) (?:a|another) fight|we (?:fought|argued)|argu\w+|hurts?\b|upset|jealous|haven'?t spoken|not speaking|resent\w*|feel (?:left out|ignored|guilty)|need to vent|want to vent|rant|(?:wants?)\b[^.]{0,60}\bi'?d rather|how do we decide|without it getting tense|can only (?:bring|take) one|(?:bring|take|invite) \w+ or \w+|what (?:do|should|can) i (?:bring|get|buy)|gift|present for|what (?:on earth )?(?:can|should|do|could) i (?:cook|make|serve)|oven|how (?:do|can|should) i (?:handle|deal with|manage) (?:her|him|them|my)|without (?:a |any )?(?:family )?drama)\b/;

/** A story about an event that already happened, not one to plan. */
const PAST = /\b(?:went|was (?:awful|great|fine|weird|bad|good)|last (?:night|week|weekend|month)|yesterday|ago|after the|since the|at the (?:party|potluck|dinner) (?:she|he|they|someone))\b/;

function countOf(text: string): number | undefined {
  // "With 4 friends": the member plus those four.
  const withFriends = new RegExp(`\\bwith ${COUNT} (?:friends|mates|others)\\b`).exec(text);
  if (withFriends) return n(withFriends[1]!) + 1;
  // "With 10 of my faves" (round 23 q25): the member and those ten.
  const faves = new RegExp(`\\b${COUNT} of my (?:faves|favourites|favorites|friends|mates|girls|besties|people|crew|closest)\\b`).exec(text);
  if (faves) return n(faves[1]!) + 1;
  const m = new RegExp(`\\b(?:for|of|with|team of|group of|party of)\\s+(?:like |about |around |roughly |~)?${COUNT}\\s*(?:of us|people|ppl|guests|friends|adults|colleagues|pax|of them)?\\b(?!\\s*(?:hours?|hrs?|days?|nights?|min\\w*|pm|am|\\w*\\$|£|€|cad|eur\\w*|pounds?|dollars?|quid|bucks))`).exec(text) ??
    new RegExp(`\\b${COUNT}\\s+(?:of us|people|ppl|guests|friends|adults|colleagues)\\b`).exec(text);
  const v = m ? n(m[1]!) : undefined;
  return v && v >= 2 && v <= 200 ? v : undefined;
}

function readNeeds(text: string): Need[] {
  const out: Need[] = [];
  if (/\bvegan/.test(text)) out.push('vegan');
  if (/\bvegetarians?\b|\bveggies?\b|\bveggos?\b/.test(text)) out.push('vegetarian');
  if (/\bgluten|\bcoeliac|\bceliac/.test(text)) out.push('glutenFree');
  if (/\bhalal\b/.test(text)) out.push('halal');
  if (/\ballerg|\bnut[- ]free\b/.test(text) && !/\bdairy allerg/.test(text)) out.push('allergy');
  if (/\blactose|\bdairy[- ]free\b|\bno dairy\b|\bdairy allerg/.test(text)) out.push('dairyFree');
  // "I don't eat meat" is a vegetarian at the table, said without the word.
  if (!out.includes('vegetarian') && !out.includes('vegan') && /\b(?:doesn'?t|does not|don'?t|do not|can'?t|won'?t) eat (?:any )?meat\b|\bno meat\b|\bmeat[- ]free\b/.test(text)) out.push('vegetarian');
  if (/\b(?:doesn'?t|does not|don'?t|do not|won'?t|can'?t) drink\b|\bnon[- ]?drinkers?\b|\bsober\b|\bteetotal\b|\bno (?:alcohol|booze|drinking)\b|\bnot drinking\b|\bpregnant\b/.test(text)) out.push('nonDrinker');
  return out;
}

function readDislikes(text: string): Dislike[] {
  const out: Dislike[] = [];
  const no = "(?:no|not|nothing|don'?t (?:do|want|like)|doesn'?t (?:do|want|like)|nobody wants|no one wants|hate|hates|without|never)";
  if (new RegExp(`\\b${no}\\s+(?:\\w+\\s+){0,3}?(?:clubs?|clubbing|nightclubs?)\\b`).test(text)) out.push('clubs');
  if (new RegExp(`\\b${no}\\s+(?:\\w+\\s+){0,2}?(?:bars?|pubs?|drinking)\\b|\\bbars (?:or|and) clubs\\b`).test(text) && /\bi don'?t do bars|\bno bars|\bnot (?:a )?bars?|\bbars (?:or|and) clubs|\bno pubs?|\bnot the pub/.test(text)) out.push('bars');
  if (/\b(?:no|not|hates?|never|than(?: do| doing)?)(?: \w+){0,2} (?:karaoke|singing)\b/.test(text)) out.push('singing');
  if (/\b(?:not|aren'?t|isn'?t) just (?:'|")?the pub\b|\bhates? (?:loud )?(?:bars|pubs)\b|\bnot (?:a )?(?:bar|pub) (?:person|people)\b/.test(text) && !out.includes('bars')) out.push('bars');
  if (/\bforced fun\b|\bcringe\b|\bcheesy\b|\bteam[- ]?building games\b|\bno (?:cringe|cheesy|awkward) (?:games|icebreakers)|\bno icebreakers\b|\bhate(?:s)? icebreakers\b|\bmandatory fun\b/.test(text)) out.push('forcedFun');
  if (/\bno fl(?:y|ights?|ying)\b|\bnot flying\b|\bwithout flying\b/.test(text)) out.push('flights');
  if (/\bdrain(?:s|ed|ing)? me\b|\bdrain me\b|\bwiped\b|\bexhaust(?:s|ed) me\b|\bpeopled out\b|\bsocial battery\b/.test(text)) out.push('drained');
  return out;
}

function readWishes(text: string): Wish[] {
  const out = new Set<Wish>();
  if (/\bsing(?:ing|alongs?|-?along)?\b|\bkaraoke\b|\bcarols?\b|\bchoir\b/.test(text)) out.add('singing');
  if (/\bhik(?:e|es|ing)\b|\b(?:proper|long|big|good) walk\b|\btrail\b/.test(text)) out.add('hike');
  if (/\bwater\b|\bcanoe|\bkayak|\bpaddl|\bswim|\blake\b|\bwater ?sports?\b/.test(text)) out.add('water');
  if (/\b(?:over|on) (?:a |the )?(?:camp)?fire\b|\bcampfire\b|\bfire cooking\b/.test(text)) out.add('campfire');
  if (/\bart\b|\bgaller(?:y|ies)\b|\bpaint|\bdraw(?:ing)?\b|\bmuseums?\b/.test(text)) out.add('art');
  if (/\bhaving people over\b|\bhosting\b|\bpeople round\b/.test(text)) out.add('hosting');
  if (/\bfoodie\b|\bgood food\b|\b(?:loves?|into) (?:food|cooking|eating)\b/.test(text)) out.add('food');
  if (/\bgames?\b|\bquiz|\btrivia\b/.test(text)) out.add('games');
  if (/\blive music\b|\bgigs?\b|\bconcerts?\b/.test(text)) out.add('music');
  if (/\b(?:runner|running|runs)\b/.test(text)) out.add('running');
  if (/\btheat(?:re|er)\b|\bplays\b|\bmusicals?\b|\bthe stage\b/.test(text)) out.add('theatre');
  return [...out];
}

/** Someone staying for days with every evening planned, where the member needs some off: the story is the ask. */
export function longStay(text: string, plan: PlanRequest): boolean {
  const staying = /\b(?:stay(?:ing)? (?:with|at) (?:us|me|ours|mine|my place|our place)|coming to stay|come to stay|crash(?:ing)? (?:at|with) (?:ours|mine|us|me)|flying in|visiting (?:us|me)?|is visiting|are visiting|coming over|here for|over for|in town for|staying for)\b/.test(text);
  const long = (plan.span.kind === 'days' && plan.span.days >= 4) || /\b(?:a|one|two|three|a couple of) weeks?\b|\bfortnight\b|\b(?:[4-9]|1\d|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen) (?:days|nights)\b/.test(text);
  const every = /\bevery (?:single )?(?:night|evening|day)\b|\beach (?:night|evening)\b|\bout every\b|\bfilled every\b|\bspreadsheet\b|\b(?:planned|booked|scheduled) (?:\w+ ){0,3}(?:every|each|all)\b|\b(?:nights?|evenings?) (?:off|in)\b|\bquiet (?:evenings?|nights?)\b|\bnights? to myself\b/.test(text);
  return staying && long && every;
}

/** A birthday for someone far away: a parcel sent, "from here", "can't fly", or someone said to be in another city. */
function farAway(text: string, zone: string | undefined): boolean {
  if (/\b(?:send(?:ing)?|post(?:ing)?|ship(?:ping)?) (?:a |her |him |them |something|anything|it)|\b(?:parcel|package|care package)\b|\bfar away\b|\bfrom (?:here|afar|abroad|far)\b|\blong[- ]distance\b|\bcan'?t (?:fly|be there|visit|make it over|go over|travel)\b|\b(?:abroad|overseas)\b|\bacross the (?:pond|ocean|world)\b/.test(text)) return true;
  const there = /\b(?:she|he|they)(?:'s|s| is| are|'re| lives?| lives in) (?:in |now in |back in )?([a-z]+(?: [a-z]+)?)\b/.exec(text)?.[1];
  const mine = /\b(?:i'?m|i am|i live) in ([a-z]+(?: [a-z]+)?)\b/.exec(text)?.[1];
  if (there && currencyOfPlace(there.split(' ')[0]) !== null) {
    if (mine && currencyOfPlace(mine.split(' ')[0]) !== null) return mine.split(' ')[0] !== there.split(' ')[0];
    const home = currencyOfZone(zone);
    return home !== null && home !== currencyOfPlace(there.split(' ')[0]) || !!zone && !new RegExp(there.split(' ')[0]!, 'i').test(zone.replace(/_/g, ' '));
  }
  return false;
}

/** The kind of event named, or null when none is. Order matters: the most specific kinds first. */
/**
 * "A long hike is out", "no camping this time" (round 19), "i do NOT want to throw a big party" (round 20): what the
 * member ruled out is not the event to plan.
 */
export function ruledOut(text: string): string {
  return text
    .replace(/\b(?:a |the |any )?(?:long |big |proper |full[- ]day )?(hik(?:e|ing)|camping|walk(?:ing)?|trail|picnic|bbq|party|pub|bar|club(?:bing)?)(?:'s| is| are) (?:out|off the table|not an option|out of the question|a no)\b/g, ' ')
    .replace(/\b(?:no|not|nothing|without|never)(?: (?:want|wanting|going|planning|trying) to| wanna)? (?:(?:throw|have|host|do|plan|go) )?(?:a |any |more )?(?:long |big |huge |massive )?(?:hik(?:e|es|ing)|camping|party|parties|clubbing)\b/g, ' ');
}

function kindOf(text: string, plan: PlanRequest, zone?: string): EventKind | null {
  if (/\b(?:booked|planned|signed (?:us|me) up for|arranged|scheduled)\b[^.!?]{0,60}\bwithout (?:asking|checking|telling)\b/.test(text)) return 'clash';
  if (longStay(text, plan)) return 'longStay';
  if (/\b(?:birthday|bday|b-day|turns \d+|turning \d+)\b/.test(text) && !/\bmy (?:birthday|bday)\b/.test(text) && farAway(text, zone) && !/\bparty\b|\bgifts?\b|\bpresents?\b/.test(text)) return 'farBirthday';
  if (/\b(?:group ?chat|family chat|whatsapp group|family group|everyone|the group)\b/.test(text) && /\b(?:\d+|two|three|four|five|six|several|many|so many) different (?:dates|days|options)\b|\b(?:\d+|two|three|four|five|six|several|many|so many|different) dates\b|\bpick(?:ing)? a (?:date|day)\b|\b(?:agree|settle|decide) (?:on )?(?:a |the )?(?:date|day)\b|\bcan'?t agree (?:on )?(?:a |the )?(?:date|day)\b/.test(text) || /\b(?:pick|settle|agree(?: on)?|decide(?: on)?|choose|find) (?:on )?(?:a |the |one )?(?:date|day)\b.{0,60}\b(?:group|everyone|family|all of us|friends)\b|\b\d+ different dates\b/.test(text)) return 'settleDate';
  if (/\b(?:virtual|online|remote|zoom|video[- ]call|hybrid) (?:\w+ ){0,2}?(?:event|thing|social|party|hangout|get-?together|celebration|offsite|drinks|quiz|team (?:event|thing|social|party|hangout|building|lunch|drinks|celebration))\b|\bteam (?:event|social|thing|party|hangout|celebration)\b.{0,40}\b(?:virtual|online|remote|over zoom|on zoom|on teams)\b/.test(text)) return 'virtualTeam';
  // "She's obsessed with hiking and camping" is a taste, not the trip asked for (round 22 q28: January camping for a
  // visitor who hates the cold).
  const asked = text.replace(/\b(?:obsessed with|loves?|into|likes?|enjoys?|big on|mad about|crazy about|a fan of|keen on)\s+(?:[\w-]+(?:,| and| &)\s+){0,2}camping\b/g, ' ');
  if (/\bcamp(?:ing|site|ground|er ?van)?\b|\btent\b/.test(asked) && !/\bboot ?camp\b|\bcamp (?:counsel|nou)/.test(asked)) return 'camping';
  const alone = /\b(?:alone|by myself|on my own|solo|no people|just me|myself|disappear|off[- ]grid|digital detox|no phone)\b/.test(text);
  if (alone && /\b(?:weekend|cabin|hut|cottage|few days|nights?|retreat|getaway|trip|break)\b/.test(text) && !/\b(?:we|us|our)\b/.test(text)) return 'soloWeekend';
  // A group away for a weekend with a place to stay in the budget (a hen or stag do, a trip with friends).
  const groupSize = countOf(text) ?? plan.people;
  if (groupSize > 2 && (plan.span.kind === 'days' || /\bweekend\b/.test(text)) && /\b(?:hen|stag|bachelor(?:ette)?|girls'? (?:trip|weekend)|lads'? (?:trip|weekend)|weekend away|trip with (?:\d+ |the |my )?(?:friends|mates)|friends'? (?:trip|weekend)|(?:incl(?:uding|\.)?|with|plus) (?:somewhere to stay|accommodation|a place to stay|the (?:cabin|cottage|airbnb|house|hotel))|somewhere to stay|place to stay|accommodation|airbnb|cottage|cabin)\b/.test(text) && !/\bcamp(?:ing|site)\b/.test(text)) return 'groupWeekend';
  // A trip of several days comes before hosting: "she loves having people over" is a taste, not a party to host.
  if (plan.span.kind === 'days' && /\b(?:trip|going to|visit(?:ing)?|holiday|vacation|getaway|see my|days in|nights in)\b/.test(text) && !/\bpot-?luck|\bfriendsgiving\b|\bdinner party\b/.test(text)) return 'trip';
  if (/\b(?:i'?m|we'?re|i am|we are|want to|going to|will be|i'?ll be) (?:host|hosting)\b|\bhost(?:ing)? \w+ (?:at|in) (?:ours|mine|our place|my place|my flat|our flat|home)\b/.test(text) && !/\b(?:night out|virtual|online)\b/.test(text)) return 'hosting';
  if (/\bpot-?luck|\bfriendsgiving\b|\bdinner party\b|\bhouse ?party\b|\b(?:my|our) housewarming\b|\b(?:host|hosting|throw|throwing|have|having)\s+(?:a |an |the |our )?(?:\w+ )?(?:dinner|party|brunch|bbq|barbecue|games night|christmas|thanksgiving|gathering|get-?together)\b|\b(?:have|having) (?:\d+ |a few |some |\w+ )?(?:people|friends|mates|guests|everyone|the team) (?:over|round)\b/.test(text)) return 'hosting';
  if (/\bshow (?:\w+ ){0,2}(?:a|a)?round\b|\bshow (?:him|her|them) (?:the city|my city|berlin|london|the sights)\b|\btour guide\b/.test(text)) return 'showAround';
  // A visitor's free evenings to fill (round 20: "coming to Berlin for a conference … has 2 free evenings. I feel I
  // should host him"): showing them the city, not hosting a party at home.
  if (/\b(?:coming to|visiting|in town|over from|flying in)\b/.test(text) && /\b(?:free (?:evenings?|nights?|days?|afternoons?)|(?:evenings?|nights?) free|host (?:him|her|them)|entertain (?:him|her|them)|what do i do with (?:him|her|them))\b/.test(text)) return 'showAround';
  // "A date on Saturday, met him on Hinge": a first date said without the words.
  if (/\b(?:fi?rst|1st) date\b/.test(text) || metOnApp(text)) return 'firstDate';
  const group = countOf(text);
  // Someone coming to stay for several days ("coming to london dec 18-22"): a visit, of which a dinner is one part.
  if (/\b(?:is |are )?(?:coming|visiting|over|staying)\b/.test(text) && /\b\d{1,2}(?:st|nd|rd|th)?\s*(?:-|–|to|till|until)\s*\d{1,2}(?:st|nd|rd|th)?\b/.test(text)) return null;
  // "A surprise party for 20 at our place" is hosted; the same party at a venue is a night out.
  if (/\bparty\b/.test(text) && /\bat (?:our place|my place|ours|mine|home|our house|my flat|our flat)\b/.test(text)) return 'hosting';
  // "Is a surprise party a good idea for Sam?": a party whose size was not said is still a party to plan.
  if (/\bsurprise\b|\bsuprise\b/.test(text) && /\bparty\b/.test(text) && !group) return 'groupNight';
  if (/\bnight out\b|\b(?:christmas|xmas|holiday|work|office|team|leaving|birthday|hen|stag) (?:do|party|night|dinner|drinks|social|outing|celebration|day)\b|\bparty\b|\b(?:18th|21st|\d0th)\b(?! (?:of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))|\bturn(?:s|ing) \d0\b/.test(text) && (group ?? plan.people) > 2) return 'groupNight';
  // "Organising my brother's mehndi night, 40 guests": a celebration the member runs, by any name, is hosted (a night out was read just above).
  if (/\b(?:organi[sz]\w*|throwing|running|in charge of) (?:my |our |a |an |the )?(?:[a-z]+'s )?(?:[a-z-]+ )?(?:night|party|celebration|do|reception|shower|evening|gathering|event)\b/.test(text) && (group ?? plan.people) > 2) return 'hosting';
  if (/\b(?:group |team |family )?(?:hike|hiking trip|day hike)\b/.test(text) && /\bplan|organi[sz]|lead|ideas?\b/.test(text) && plan.span.kind !== 'days' && !plan.away && !/\bwithout asking\b/.test(text)) return 'hike';
  if (plan.span.kind === 'days' && (plan.away || plan.city || /\b(?:trip|going to|visit(?:ing)?|holiday|vacation|getaway|see my)\b/.test(text))) return 'trip';
  return null;
}

/** Cities on read/plan.ts's short list that the text names, two-word names first ("new york" before "york"). */
function knownCities(text: string): string[] {
  const words = text.split(/[^a-z]+/).filter(Boolean);
  const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`);
  return [...pairs, ...words].filter((w) => currencyOfPlace(w) !== null && !/^(?:la|uk|india|canada|australia|nice|bath|york|reading)$/.test(w));
}

/** The event to plan, or null when the message names none (or tells of one that already happened). */
export function readEvent(message: string, now = new Date(), zone?: string): EventAsk | null {
  const text = lower(message);
  const plan = readPlan(message, now, zone);
  // "berlin, afternoon": a known city said without "in" is still the place.
  if (!plan.city) {
    const city = knownCities(text)[0];
    if (city) plan.city = city.replace(/\b\w/g, (c) => c.toUpperCase());
  }
  // "My friend from London is visiting Berlin": the place is where it happens, not where someone comes from.
  const from = plan.city ? new RegExp(`\\bfrom ${plan.city.toLowerCase()}\\b`).test(text) : false;
  if (from) {
    const other = knownCities(text).find((c) => c !== plan.city!.toLowerCase());
    if (other) plan.city = other.replace(/\b\w/g, (c) => c.toUpperCase());
  }
  // "Saturday 13 dec": the weekday the member said stays, even when the calendar year would make it another.
  const saidDay = /\b(sun|mon|tues|wednes|thurs|fri|satur)day\b/.exec(text)?.[1];
  if (saidDay && plan.day && /^[A-Z][a-z]+day \d/.test(plan.day)) plan.day = plan.day.replace(/^[A-Z][a-z]+day/, `${saidDay.charAt(0).toUpperCase()}${saidDay.slice(1)}day`);
  // "For a week in July", "two weeks": a stay of days (read here, not in readPlan, where "next week" is a date).
  const weeks = /\b(?:for|spend(?:ing)?|stay(?:ing)? for) (a|one|two|a couple of) weeks?\b|\b(a|one|two) weeks? (?:in|with|at)\b|\b(fortnight)\b/.exec(text);
  if (weeks && plan.span.kind !== 'days') plan.span = { kind: 'days', days: /two|couple|fortnight/.test(weeks[0]) ? 14 : 7 };
  // "10 days", "12 nights": readPlan reads one digit; a longer stay is read here.
  const long = /\b(1\d|2\d) (days|nights)\b/.exec(text);
  if (long && plan.span.kind !== 'days') plan.span = { kind: 'days', days: Number(long[1]) + (long[2] === 'nights' ? 1 : 0) };
  // A stay said in weeks or days is not a date: the month named is when it happens ("for a week in July").
  const month = /\b(?:in|mid|early|late|end of|during|over) (january|february|march|april|may|june|july|august|september|october|november|december)\b/.exec(text);
  if (month && plan.span.kind === 'days') {
    plan.month = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'].indexOf(month[1]!);
    if (!plan.day || !/\d/.test(plan.day)) plan.day = month[1]!.charAt(0).toUpperCase() + month[1]!.slice(1);
  }
  const kind = kindOf(ruledOut(text), plan, zone);
  if (!kind) return null;
  // A clash or a date to settle is a problem with a plan: the story is the ask. Every other kind needs an ask or a budget.
  const storyAsks = kind === 'clash' || kind === 'settleDate' || kind === 'longStay' || kind === 'farBirthday';
  if (!storyAsks) {
    if (!ASKS.test(text) && !plan.budget) return null;
    if (PAST.test(text) && !/\b(?:plan|organi[sz]|next|host|want to|need to)\b/.test(text)) return null;
  }
  // Not a plan to make, whatever event the story names: whether to go or pull out, a disagreement or a hurt, a vent,
  // which person to bring, a gift to take, or the food alone (the menu answers know it).
  if (NOT_A_PLAN.test(text) && kind !== 'longStay' && kind !== 'farBirthday') return null;
  // "How do I make it nice for her": a quiet guest at a party, with no budget to plan with, is about the person.
  const mixed = /\b(?:loud|rowdy|noisy|lively|boisterous|big personalities|party animals?|super social)\b/.test(text) && /\b(?:quiet|quieter|shy|introvert\w*|overwhelm\w*|drained|not (?:a|much of a) (?:crowd|party|people) person|gets? anxious|too much)\b/.test(text);
  if (kind === 'hosting' && !plan.budget && !mixed && /\bmake it (?:nice|nicer|lovely|easier|good|ok|okay|fun)\b|\bwithout (?:making )?(?:a )?(?:big )?fuss\b/.test(text)) return null;
  // Words to send are the drafts' job, even about an event.
  if (/\b(?:write|draft|word) (?:me |us )?(?:a |an |the )?(?:message|text|invite|email|reply|card)\b/.test(text)) return null;
  if (/\bwhat (?:do|should) i (?:say|text|write)\b/.test(text) && kind !== 'firstDate' && kind !== 'longStay') return null;
  const nights = /\b(\d|one|two|three|four|five|six|seven)[- ]nights?\b/.exec(text);
  const days = plan.span.kind === 'days' ? plan.span.days : undefined;
  const minutes = /\b(\d{2,3})[- ]?(?:min|mins|minutes)\b/.exec(text) ?? null;
  const hours = /\b(\d(?:\.\d)?|one|two|three)[- ]?(?:hours?|hrs?|h)\b/.exec(text);
  const booked = kind === 'clash' ? /\b(?:booked|planned|signed (?:us|me) up for|arranged|scheduled) (?:us |me )?(?:an? |the )?(?:(\d{1,2})\s?(am|pm)\s+)?([a-z]+(?: [a-z]+)?)/.exec(text) : null;
  const metAt = /\bmet (?:her|him|them)? ?(?:at|on|through|via) (?:a |an |the )?([a-z]+(?: [a-z]+){0,2})/.exec(text)?.[1];
  return {
    kind,
    plan,
    // A camping weekend is two nights (Friday and Saturday); any other span of days has one night fewer than days.
    ...(nights ? { nights: n(nights[1]!) } : days ? { nights: (kind === 'camping' || kind === 'groupWeekend') && plan.weekend && days === 2 ? 2 : days - 1 } : {}),
    ...(days ? { days } : nights ? { days: n(nights[1]!) + 1 } : {}),
    ...(minutes ? { minutes: Number(minutes[1]) } : hours ? { minutes: Math.round(n(hours[1]!) * 60) } : {}),
    ...(countOf(text) ? { group: countOf(text) } : {}),
    needs: readNeeds(text),
    dislikes: readDislikes(text),
    wishes: readWishes(text).filter((w) => !(w === 'singing' && readDislikes(text).includes('singing'))),
    introverts: /\bintroverts?\b|\bintroverted\b|\bshy\b|\bquiet (?:ones|people|types)\b/.test(text),
    nervous: /\bnervous|\banxious\b|\bgo quiet\b|\bawkward\b|\bshy\b/.test(text),
    ...(/\b(?:talk|talking|go on|going on|ramble|rambling) (?:too much|way too much|a lot|for ages|about)\b|\bramble\b|\bover-?share\b|\binfo ?-?dump\w*/.test(text) ? { talksTooMuch: true } : {}),
    surprise: /\bsurprise|\bsuprise|\bsurpise|\bsurprize/.test(text),
    ...(/\b(?:incl(?:uding|\.)?|with|plus) (?:the )?(?:gas|fuel|petrol|travel|train|flights?)\b|\ball in\b/.test(text) ? { travelIncluded: true } : /\b(?:except|excl(?:uding|\.)?|not (?:counting|including)|without|plus) (?:the )?(?:flights?|travel|train)\b/.test(text) ? { travelIncluded: false, ...(/\bflights?\b/.test(text) ? { flightExcluded: true } : {}) } : {}),
    ...(metAt && !/^(?:the|a)$/.test(metAt) ? { metAt: metAt.replace(/\s*\(.*$/, '').replace(/ (?:she|he|they|and|but|so)\b.*$/, '') } : {}),
    share: /\bmy (?:share|part|bit)\b/.test(text),
    social: /\b(?:super |very |really )?(?:social|outgoing|extrovert\w*|a people person)\b/.test(text),
    near: !!plan.city && new RegExp(`\\b(?:near|outside|around|close to|not far from) ${plan.city.toLowerCase()}\\b`).test(text),
    ...(/\b(?:evening|tonight|night|after work|dinner)\b/.test(text) && !/\bnight out\b/.test(text) ? { partOfDay: 'evening' as const } : /\bafternoon\b|\blunch\b/.test(text) ? { partOfDay: 'afternoon' as const } : /\bmorning\b|\bbrunch\b/.test(text) ? { partOfDay: 'morning' as const } : {}),
    mixed,
    notParty: /\bnot (?:super |really |very |much |a big |that |at all )?(?:into|a fan of|keen on|big on|fond of) (?:big )?parties\b|\bnot (?:really |much of |at all )?a (?:party|people|crowd) person\b|\b(?:hates?|can'?t stand|doesn'?t (?:like|love|do)|does not (?:like|do)|dislikes?) (?:big )?(?:parties|surprises|fuss|a fuss|being the centre of attention)\b|\b(?:kind of |quite |very |pretty |a bit )?private\b|\bnot (?:a|much of a) party\b|\bisn'?t (?:really |much )?(?:into parties|a party person)\b/.test(text),
    flying: /\bfl(?:y|ying|ights?|ew)\b|\bplane\b|\bairfare\b/.test(text),
    talk: /\bsmall talk\b|\bwhat (?:do|should|can|could) (?:i|we) (?:talk|say|ask)\b|\b(?:topics?|conversation|openers?)\b|\btalk about\b/.test(text),
    stayingWith: /\bstay(?:ing)? (?:with|at) (?:her|him|them|my|their)\b|\bon (?:her|his|their) (?:sofa|couch)\b/.test(text),
    ...(booked ? { booked: { what: booked[3]!.replace(/ (?:for|on|at|without)$/, ''), ...(booked[1] ? { hour: (Number(booked[1]) % 12) + (booked[2] === 'pm' ? 12 : 0) } : {}) } } : {}),
  };
}
