/**
 * The constraints of a plan, read from what the person wrote (issue 29, item 2): money with its currency and whether
 * it is for everyone or each, the span (hours, a day, a weekend, several days), the day or date (chrono-node), an end
 * time or an energy limit, a late start, the place (a city, at home, already there, a drive radius), the group size,
 * likes and dislikes, and the occasion. A span is never money: only a currency sign or word makes an amount money.
 */
import { TZDate } from '@date-fns/tz';
import * as chrono from 'chrono-node';
import { isValidTimeZone } from '../../../../../shared/localTime.js';
import { loadNlp } from '../../../../lazy.js';
import { lower } from './text.js';
import { readOwnIdeas, type OwnIdea } from './plan-own.js';
import { readAvoidWant, type Avoid, type Want } from './plan-likes.js';
import { coldAverse, metOnApp, outdoorsDoubted, RADIUS_FROM, readRadius, readWeather, statedConstraints, type StatedConstraints } from './plan-constraints.js';

/** "C$" and "A$" keep Canadian and Australian dollars apart from US ones: a 60 CAD budget is written "C$60". */
export type Currency = '£' | '€' | '$' | '₹' | 'C$' | 'A$';
export type { Avoid, Want } from './plan-likes.js';

export interface Budget {
  amount: number;
  /** Null when an amount was given without a currency and the place says none either. */
  currency: Currency | null;
  /** "£25 each" is per person; "£60 for both of us", "£150 all in", "€400 between us" are for everyone. */
  per: 'total' | 'person';
}

/** Diet, access, living apart, the help asked for and who pays: read/plan-constraints.ts. */
export interface PlanRequest extends StatedConstraints {
  budget?: Budget;
  /** "Free", "no money": nothing that costs. */
  free?: boolean;
  /** "Cheap", "on a budget": only low-cost things. */
  cheap?: boolean;
  /** The span was said as a weekend. */
  weekend?: boolean;
  /** How much time: a window of hours, one day, several days, or unknown (ideas asked for without a span). */
  span: { kind: 'hours'; minutes: number } | { kind: 'day' } | { kind: 'days'; days: number } | { kind: 'none' };
  /** The day or date as it should be written back ("Sunday", "Saturday 12 December", "the weekend of 16 January"). */
  day?: string;
  /** 0 = Sunday … 6 = Saturday, when the day is known; for several days, the first one. */
  weekday?: number;
  /** The month meant (0–11), for the season; from the date said, else the current month. */
  month: number;
  /** Days that are taken ("he works Saturdays"), 0–6. */
  busyDays: number[];
  /** Start and hard end, in hours (18 for 6pm). For several days, `end` is when the last day ends ("leave Sunday at 3"). */
  start?: number;
  end?: number;
  /** Someone runs out of energy by this hour ("I'll be wiped by 4pm"): only low-key things after it. */
  energyEnd?: number;
  /** "Slow mornings", "not a morning person": nothing before late morning. */
  lateStart?: boolean;
  /** The city or town named, as it should be written. */
  city?: string;
  /** Already in that city for the trip ("3 days in Lisbon", "the airbnb is paid"): nothing that travels elsewhere. */
  alreadyThere?: boolean;
  /** The member's own ideas for the plan, in their words (read/plan-own.ts). */
  ownIdeas?: OwnIdea[];
  /** Someone comes to stay with the member or visit them where they live ("my dad wants to visit me in Berlin"). */
  visitor?: boolean;
  /** The member's home is too small to put the visitor up ("my flat is one room", "a studio"). */
  smallHome?: boolean;
  /** The member needs hours to themselves during it ("I also need some hours alone"). */
  aloneTime?: boolean;
  /** At home, or hosting ("at mine"). */
  atHome?: boolean;
  /** Going away overnight (not there yet), with the longest drive or train ride in minutes when said. */
  away?: boolean;
  travelMinutes?: number;
  /** How they travel there, when said. */
  travelBy?: 'car' | 'train';
  /** How many people in all (2 unless said). */
  people: number;
  avoid: Avoid[];
  want: Want[];
  setting?: 'indoor' | 'outdoor';
  /** Bad weather was said (freezing rain, snow, -2°C): indoors, and nothing whose point is the view or the walk. */
  weather?: boolean;
  occasion?: 'birthday' | 'anniversary' | 'valentines' | 'christmas' | 'first date' | 'date night';
  /** Whose birthday: "mine" or "theirs" (the person the plan is with). */
  occasionOf?: 'mine' | 'theirs';
  /** A treat for the other person ("something she'd actually love, not just what I'd love"): their likes come first. */
  forThem?: boolean;
  /** Interests the message names ("he loves running", "I love food"): hobby category ids. */
  likes: string[];
  /** The same interests as said, with whose they are ("she's into ceramics"), for a reason in the person's words. */
  saidLikes: SaidLike[];
  /** Whose birthday, when named and not on Attune ("Lena's birthday"), as written. */
  birthdayOf?: string;
  /** The plan is one meal ("dinner sat?", "lunch ideas"): options for that meal, not a whole day. */
  meal?: 'breakfast' | 'brunch' | 'lunch' | 'dinner';
  /** Interests the member ruled out ("nothing kitchen", "she already owns every book"): hobby category ids. */
  ruledOut: string[];
  /** Wants it short ("shorter", "top 3", "just a few"). */
  short?: boolean;
}

/**
 * What an idea's own words must say for it to serve an interest named by its word ("climbing" is a climbing session,
 * not any outdoor idea). Words without an entry match by their category only.
 */
export const LIKE_IDEA_WORDS: Array<[RegExp, RegExp]> = [
  [/^(?:climbing|bouldering)$/, /\b(?:climb\w*|boulder\w*)\b/i],
  [/^(?:ceramics|pottery|clay)$/, /\b(?:pottery|ceramics?|clay)\b/i],
  [/^running$/, /\brun(?:s|ning)?\b/i],
  [/^swimming$/, /\bswim\w*|\blido\b|\bpool\b/i],
  [/^cycling$/, /\b(?:bike|cycl\w*)\b/i],
  [/^(?:hik\w*|walk\w*)$/, /\b(?:walk\w*|hike\w*|trail)\b/i],
  [/^(?:cooking|baking|food)$/, /\b(?:cook\w*|bak\w*|food|recipe)\b/i],
  [/^(?:painting|drawing|art|arts)$/, /\b(?:paint\w*|draw\w*|sketch\w*|gallery|art)\b/i],
  [/^(?:music|concerts?|gigs?)$/, /\b(?:concert|gig|music|singing|choir)\b/i],
  [/^theatre$/, /\btheatre\b/i],
  [/^(?:films?|movies?|cinema|tv)$/, /\b(?:film|cinema|screening|series)\b/i],
  [/^(?:books?|reading)$/, /\b(?:book\w*|read\w*|library)\b/i],
  [/^(?:museums?|history)$/, /\b(?:museum|history|historic)\b/i],
  [/^(?:churches|church|cathedrals?|architecture)$/, /\b(?:church\w*|cathedral\w*)\b/i],
  [/^markets?$/, /\bmarket/i],
  [/^yoga$/, /\byoga\b/i],
  [/^spa$/, /\bspa\b/i],
  [/^photography$/, /\bphoto\w*|portraits?\b/i],
  [/^knitting$/, /\bknit\w*|crochet\b/i],
  [/^(?:games?|gaming)$/, /\bgames?\b/i],
  [/^comedy$/, /\bcomedy\b/i],
  [/^dancing$/, /\bdanc\w*/i],
];

/** Whether an idea's text serves an interest said by its word; a word with no entry above serves by category. */
export function ideaServesWord(ideaText: string, word: string): boolean | null {
  const entry = LIKE_IDEA_WORDS.find(([w]) => w.test(word));
  return entry ? entry[1].test(ideaText) : null;
}

/** An interest as the member said it: the word they used and whose it is. */
export interface SaidLike {
  category: string;
  word: string;
  who: 'he' | 'she' | 'they' | 'you' | 'both';
}

const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2, few: 3, both: 2 };
const num = (w: string): number => WORD_NUMBERS[w] ?? Number(w.replace(/,/g, ''));
const CURRENCY_WORDS: Record<string, Currency> = { '$': '$', dollars: '$', dollar: '$', bucks: '$', usd: '$', '£': '£', pounds: '£', pound: '£', quid: '£', gbp: '£', '€': '€', euros: '€', euro: '€', eur: '€', '₹': '₹', rs: '₹', 'rs.': '₹', rupees: '₹', rupee: '₹', inr: '₹', cad: 'C$', 'c$': 'C$', 'ca$': 'C$', aud: 'A$', 'a$': 'A$' };
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DAY_RE = '(sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?s?';
/** "sat", "tues": chrono-node reads whole day names only. */
const SHORT_DAYS: Record<string, string> = { sun: 'sunday', mon: 'monday', tue: 'tuesday', tues: 'tuesday', wed: 'wednesday', thu: 'thursday', thur: 'thursday', thurs: 'thursday', fri: 'friday', sat: 'saturday' };
const dayIndex = (w: string): number => WEEKDAYS.findIndex((d) => d.startsWith(w.slice(0, 3)));

/** Where a few common places are, for the currency of a budget given without one and for the season. */
const PLACE_CURRENCY: Array<[RegExp, Currency]> = [
  [/^(london|manchester|leeds|liverpool|birmingham|bristol|glasgow|edinburgh|cardiff|belfast|brighton|sheffield|newcastle|nottingham|leicester|york|bath|oxford|cambridge|uk|england|scotland|wales)$/, '£'],
  [/^(lisbon|porto|paris|berlin|madrid|barcelona|rome|milan|amsterdam|dublin|vienna|brussels|munich|athens|florence|venice|seville|valencia|nice|lyon|prague|copenhagen)$/, '€'],
  [/^(mumbai|delhi|new delhi|bangalore|bengaluru|pune|chennai|hyderabad|kolkata|goa|jaipur|kochi|kerala|india)$/, '₹'],
  [/^(new york|chicago|boston|seattle|austin|denver|portland|la|los angeles|san francisco|miami|nyc|philly|philadelphia|atlanta|dallas|houston)$/, '$'],
  [/^(toronto|vancouver|montreal|ottawa|calgary|algonquin|canada)$/, 'C$'],
  [/^(sydney|melbourne|brisbane|perth|australia)$/, 'A$'],
];
const NOT_PLACES = /^(home|town|the city|work|bed|mine|london road)$/;

export function currencyOfPlace(city: string | undefined): Currency | null {
  if (!city) return null;
  return PLACE_CURRENCY.find(([re]) => re.test(city.toLowerCase()))?.[1] ?? null;
}

/** The currency where the member lives, from their time zone: "$60" said by someone in Toronto is Canadian. */
export function currencyOfZone(zone: string | undefined): Currency | null {
  if (!zone) return null;
  if (/^America\/(?:Toronto|Vancouver|Montreal|Edmonton|Winnipeg|Halifax|Regina|St_Johns|Moncton|Whitehorse)$/.test(zone)) return 'C$';
  if (/^Australia\//.test(zone)) return 'A$';
  if (/^Europe\/(?:London|Belfast)$/.test(zone)) return '£';
  if (/^Asia\/(?:Kolkata|Calcutta)$/.test(zone)) return '₹';
  if (/^Europe\/(?:Berlin|Paris|Madrid|Rome|Amsterdam|Lisbon|Dublin|Vienna|Brussels|Athens|Helsinki|Luxembourg|Bratislava|Ljubljana|Tallinn|Riga|Vilnius|Malta)$/.test(zone)) return '€';
  if (/^(?:America\/|US\/)/.test(zone)) return '$';
  return null;
}
const DOLLARS: Array<Currency | null> = ['$', 'C$', 'A$'];

function readBudget(text: string, people: number, city: string | undefined, zone?: string): Budget | undefined {
  // An amount needs a currency next to it (or the word "budget" before it): "2 hours" and "8 people" are not money.
  const m =
    /(\bca?\$|\ba\$|\$|£|€|₹|\brs\.?|\b(?:cad|usd|gbp|eur|aud|inr) )\s?(\d[\d,]*(?:\.\d+)?)\s*(k\b)?|(\d[\d,]*(?:\.\d+)?)\s*(k\s*)?(\$|£|€|₹|dollars?|bucks|usd|cad|aud|pounds?|quid|gbp|euros?|eur|rupees?|inr)(?![\p{L}])/u.exec(text) ??
    /\bbudget(?:'s| is| of)?\s*(?:(?:just|now|has|got|been|was|is)\s+)*(?:(?:cut|reduced|dropped|lowered|down|raised|increased|bumped|up)\s+(?:to\s+)?)?(?:like|about|around|roughly|of)?\s*()()()(\d[\d,]*)\b(?!\s*(?:hours?|hrs?|mins?|minutes?|days?|nights?|people|of us|pm|am))/.exec(text);
  if (!m) return undefined;
  const amount = num(m[2] || m[4] || '0') * (m[3] || m[5] ? 1000 : 1);
  if (!amount) return undefined;
  // "CAD 150": the code said before the amount, as well as after it.
  const sign = (m[1] || m[6])?.trim();
  // Dollars said as a word take the place's kind of dollar ("60 dollars" in Toronto is Canadian).
  const word = sign ? CURRENCY_WORDS[sign] ?? null : null;
  const after = text.slice(m.index, m.index + m[0].length + 30);
  // Which dollar: the code said after the amount ("$300 CAD") or anywhere in the message, else the place named; "bucks"
  // and "dollars" said without a place are the member's own (their zone), a bare "$" with nothing else stays "$".
  const place = DOLLARS.includes(currencyOfPlace(city)) ? currencyOfPlace(city) : null;
  const own = /^(?:dollars?|bucks)$/.test(sign ?? '') && DOLLARS.includes(currencyOfZone(zone)) ? currencyOfZone(zone) : null;
  const code = /\b(?:cad|canadian)\b/.test(after) ? 'C$' : /\b(?:aud|australian)\b/.test(after) ? 'A$' : /\busd\b/.test(after) ? '$' : /\d\s*(?:cad|canadian dollars)\b/.test(text) ? 'C$' : /\d\s*(?:aud|australian dollars)\b/.test(text) ? 'A$' : null;
  const currency = word === '$' ? code ?? place ?? own ?? '$' : word ?? currencyOfPlace(city);
  const per = /\b(each|per (?:person|head)|a head|pp|apiece)\b/.test(after) && !/\bfor (?:both|the two|all) of us\b/.test(after) ? 'person' : 'total';
  void people;
  return { amount, currency, per };
}

/** Someone comes to the member ("my dad wants to visit me", "coming to stay"). */
const VISITING_ME = /\b(?:visit(?:ing)? (?:me|us)|(?:coming|come|flying|over) to (?:stay|visit|see (?:me|us))|stay(?:ing)? with (?:me|us)|(?:comes?|coming) to stay)\b/;

function readPeople(text: string): number {
  const withFriends = /\bwith (\d|two|three|four|five) (?:friends|others|mates)\b/.exec(text) ?? /\b(\d{1,2}) of my (?:faves|favourites|favorites|friends|mates|girls|besties|people|crew|closest)\b/.exec(text);
  if (withFriends) return num(withFriends[1]!) + 1;
  const m =
    /\b(?:team|group|party) of (\d{1,2}|three|four|five|six|seven|eight|nine|ten)\b/.exec(text) ??
    /\bfor (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)(?: people| of us| guests| adults)?\b(?!\s*(?:hours?|days?|nights?|pm|am|minutes?|euros?|pounds?|dollars?|quid|bucks))/.exec(text) ??
    /\b(\d{1,2}|three|four|five|six|seven|eight|nine|ten) (?:people|of us|friends|guests|adults)\b/.exec(text) ??
    /\bgroup of (\d{1,2}|\w+)\b/.exec(text);
  if (m) return Math.max(2, num(m[1]!));
  // "I'm staying in Berlin on my own" with nobody to plan with (round 20): a plan for one.
  // "Some hours alone" during a visit is time off from company, not a plan for one (round 22 q38).
  if (/\b(?:alone|on my own|by myself|solo|just me)\b/.test(text) && !/\b(?:we|us|our|with)\b/.test(text) && !VISITING_ME.test(text)) return 1;
  return 2;
}

function hourOf(h: string, ampm: string | undefined, evening = false): number {
  const n = Number(h);
  if (ampm === 'am') return n === 12 ? 0 : n;
  if (ampm === 'pm') return n === 12 ? 12 : n + 12;
  // "home by 6", "leave at 3": afternoon or evening hours, as people say them.
  return n <= 8 || (evening && n < 12) ? n + 12 : n;
}

/** compromise's reading of a candidate word as a place, once per word (a reply reads its plan several times). */
const placeSeen = new Map<string, string | undefined>();

function placeOf(candidate: string): string | undefined {
  if (placeSeen.has(candidate)) return placeSeen.get(candidate);
  const place = (loadNlp()(`We went to ${candidate.replace(/\b\w/g, (c) => c.toUpperCase())}.`).places().out('array') as string[])[0]?.replace(/[^\p{L} ]/gu, '').trim().toLowerCase();
  if (placeSeen.size >= 500) placeSeen.delete(placeSeen.keys().next().value!);
  placeSeen.set(candidate, place);
  return place;
}

/**
 * The city: a word or two after in/to/from/visiting that our short list or compromise knows as a place. compromise
 * reads only those few words, not the whole message, so a long story stays fast.
 */
function readCity(message: string, text: string): string | undefined {
  // "A friend from Lisbon visiting Berlin": where someone comes from is read last, after where the plan happens.
  const found = [...text.matchAll(/\b(in|to|from|around|near|visiting|of)\s+(?=([a-z][a-z]+(?:\s[a-z]+)?))/g)].slice(0, 8);
  for (const m of [...found.filter((f) => f[1] !== 'from'), ...found.filter((f) => f[1] === 'from')]) {
    const words = m[2]!.split(' ');
    for (const candidate of [words.join(' '), words[0]!]) {
      if (NOT_PLACES.test(candidate) || /^(january|february|march|april|may|june|july|august|september|october|november|december|christmas|town|the|a|an|my|our|his|her|their|work|bed|love|hours?|days?)$/.test(candidate)) continue;
      const known = currencyOfPlace(candidate) !== null;
      const place = known ? candidate : placeOf(candidate);
      if (place && place === candidate) return candidate.split(' ').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
    }
  }
  const capital = /\b(?:in|to|around|near|visiting) ([A-Z][a-z]{3,})\b/.exec(message)?.[1] ?? /\bfrom ([A-Z][a-z]{3,})\b/.exec(message)?.[1];
  if (capital && !/^(January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Town)$/.test(capital)) return capital;
  return undefined;
}

/** Words for the hobby categories (shared/assessment/hobbies.ts), after "loves", "into", "likes". */
const LIKE_WORDS: Array<[RegExp, string]> = [
  [/\b(running|runner|hik\w*|walk\w*|cycling|climbing|bouldering|swimming|swimmer|kayak\w*|paddleboard\w*|sport\w*|outdoors|nature)\b/, 'outdoors_movement'],
  [/\b(food|cooking|cook|baking|eating out|restaurants?|coffee|markets?)\b/, 'food_home'],
  [/\b(art|arts|painting|drawing|crafts?|pottery|ceramics|clay|knitting|sewing|photography|music|creative)\b/, 'creative_arts'],
  [/\b(books?|reading|history|museums?|science|learning|puzzles?|architecture)\b/, 'mind_learning'],
  [/\b(films?|movies?|cinema|games?|gaming|gigs?|concerts?|theatre|comedy|tv)\b/, 'entertainment_media'],
  [/\b(people|parties|socialising|dancing|festivals?)\b/, 'social_community'],
  [/\b(yoga|meditation|spa|wellness|churches|cathedrals?)\b/, 'wellness_spirituality'],
];

/** A word said for a taste, as a reason names it ("i'm more cook/eat/wine": "You're into cooking"). */
const SAID_AS: Record<string, string> = { cook: 'cooking', runner: 'running', swimmer: 'swimming' };

/** Interests named after "loves", "into", "likes"…, with who was said to have them ("she's into", "we love"). */
function readSaidLikes(text: string): SaidLike[] {
  const out: SaidLike[] = [];
  // "He's super sporty (running swimming climbing)", "i'm more cook/eat/wine + hiking": tastes said without a verb of
  // liking, after "sporty", "a runner" or "more" (round 23 q01).
  const pattern = /\b(?:(she|he|they|i|we)(?:'s|'re|'m|'d| is| are| am| would)?\s+(?:really |also |both |totally )?)?(?:loves?|into|likes?|enjoys?|keen on|big on|mad about|would love)\s+((?:[\w-]+(?:,)?\s+){0,4}[\w-]+)|\b(she|he|they|i|we)(?:'s|'re|'m| is| are| am)\s+(?:(?:super|really|very|so|more|a|an|big|total|such)\s+)*(?:(?:sporty|outdoorsy|arty|a foodie|foodie|bookish|a runner|a swimmer|a climber|a hiker|a reader|a gamer)\s*\(?|more\s+)((?:[\w-]+[,/+&\s]*){1,5})/g;
  for (const m of text.matchAll(pattern)) {
    const subject = m[1] ?? m[3];
    const said = m[2] ?? m[4] ?? '';
    const who: SaidLike['who'] = subject === 'i' ? 'you' : subject === 'we' ? 'both' : subject === 'she' || subject === 'he' ? subject : 'they';
    for (const [re, id] of LIKE_WORDS) {
      // Each word that names an interest, in the order said ("climbing and ceramics": both).
      for (const word of said.matchAll(new RegExp(re.source, 'g'))) {
        if (!out.some((l) => l.category === id)) out.push({ category: id, word: SAID_AS[word[1]!] ?? word[1]!, who });
      }
    }
  }
  return out;
}

/** Categories said after a no ("nothing for cooking", "no more books", "already has every kitchen gadget"). */
function readRuledOut(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b(?:nothing|no|not|no more|don'?t want|without|already (?:has|have|owns?|got)|owns? (?:every|all))\s+((?:[\w-]+\s+){0,3}[\w-]+)/g)) {
    const words = m[1]!.replace(/\bkitchen\b/, 'cooking');
    for (const [re, id] of LIKE_WORDS) if (re.test(words)) out.add(id);
  }
  return [...out];
}

/**
 * The member's own clock as a Date whose local fields (day, hour) are their wall-clock time in `timeZone`, so that
 * "tomorrow" and "this Saturday" are read from the member's day, not the server's (decision 100). An unknown or
 * missing zone leaves the time as it is.
 */
export function memberNow(now: Date, timeZone: string | undefined): Date {
  if (!timeZone || !isValidTimeZone(timeZone)) return now;
  const wall = new TZDate(now, timeZone);
  return new Date(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes());
}

/**
 * The first day (0 = Sunday) of the weekend a date belongs to, for a plan of `days` days: the Saturday of that
 * weekend (a Friday or a Sunday belongs to the Saturday beside it, a Monday to the one before), moved back a day for
 * each day beyond two, so three days start on the Friday.
 */
export function weekendStart(dateDay: number, days: number): number {
  const toSaturday = dateDay === 0 ? -1 : dateDay === 1 ? -2 : 6 - dateDay;
  const back = Math.max(0, Math.min(days, 4) - 2);
  return (((dateDay + toSaturday - back) % 7) + 7) % 7;
}

export function readPlan(message: string, now = new Date(), zone?: string): PlanRequest {
  const text = lower(message).replace(/\b(sun|mon|tues?|wed|thu(?:rs?)?|fri|sat)\b(?=\s*(?:[?!.,]|$|night|morning|afternoon|evening|the \d))/g, (d) => SHORT_DAYS[d] ?? d);
  const people = readPeople(text);
  const city = readCity(message, text);
  const ruledOut = readRuledOut(text);
  const saidLikes = readSaidLikes(text).filter((l) => !ruledOut.includes(l.category));
  const out: PlanRequest = { span: { kind: 'none' }, month: now.getMonth(), busyDays: [], people, likes: saidLikes.map((l) => l.category), saidLikes, ruledOut, ...readAvoidWant(text) };
  if (city) out.city = city;
  const budget = readBudget(text, people, city, zone);
  if (budget) out.budget = budget;
  if (/\b(?:for free|free ideas?|no money|costs? nothing|zero budget|without spending|broke)\b/.test(text)) out.free = true;
  else if (!budget && /\b(?:cheap|cheaper|on a budget|low[- ]cost|inexpensive|tight budget|affordable|not much money|skint)\b/.test(text)) out.cheap = true;

  // Travel: "2 hours' drive from Manchester" is a radius for a trip, not the time for the plan and not money.
  // A range ("2-3h away") is a radius up to its larger end.
  const travel = /\b(?:\d+(?:\.\d+)?\s*(?:-|–|to|or)\s*)?(\d+(?:\.\d+)?|an?|one|two|three|four|a couple of)\s*(hours?|hrs?|h)'?s?\s*(?:'s\s*)?(?:drive|driving|by (?:car|train)|on the train|train ride|away)\b/.exec(text);
  if (travel) {
    out.travelMinutes = num(travel[1]!.replace('a couple of', 'couple')) * 60;
    out.travelBy = /train/.test(travel[0]) ? 'train' : 'car';
  }
  // "Within 3 hrs of Toronto": a radius for a getaway, said without the word "drive".
  const radius = travel ? undefined : readRadius(text);
  if (radius) {
    out.travelMinutes = radius;
    out.travelBy = /\btrain\b/.test(text) ? 'train' : 'car';
  }
  // "No car, she doesn't want to rent one": the getaway goes by train or coach (round 18).
  if (/\b(?:no car|without a car|car-?free|(?:don'?t|doesn'?t|do not|does not|won'?t|can'?t) (?:want to |wanna )?(?:drive|rent (?:one|a car|a vehicle)|have a car|own a car)|by (?:train|bus|coach)|public transport|transit)\b/.test(text)) out.travelBy = 'train';
  const rest = travel ? text.replace(travel[0], ' ') : radius ? text.replace(RADIUS_FROM, ' ').replace(/\b(?:within|under|less than|no more than|max(?:imum)?|up to)\s+\S+\s*(?:hours?|hrs?|h)\b/, ' ') : text;
  Object.assign(out, statedConstraints(text));

  // Days taken: "he works Saturdays", "she's working saturday the 13th".
  for (const m of rest.matchAll(new RegExp(`(?<!after )\\b(?:works|working|work on|busy|on shift|away|at work)\\s+(?:on\\s+)?(?:the\\s+)?${DAY_RE}\\b`, 'g'))) out.busyDays.push(dayIndex(m[1]!));

  // The span: several days, a weekend, a day, or a window of hours.
  const days = /\b(\d|two|three|four|five|six|seven|a couple of|a few) (?:full )?days\b/.exec(rest) ?? /\b(\d|two|three|four|five|six|seven)[- ]day (?:trip|break|holiday|getaway|city break)\b/.exec(rest);
  const nights = /\b(\d|two|three|four|five|one|a) nights?\b/.exec(rest);
  // "Nothing downtown on a weekend night" says when not to go: no weekend span (round 17).
  const weekend = /\b(?:long )?weekend\b/.test(rest.replace(/\b(?:no|not|nothing|never|avoid\w*|hate\w*|can'?t do)\b[^.,;!?]{0,40}\bweekends?\b(?: (?:nights?|evenings?))?|\b(?:on )?a weekend (?:night|evening)\b/g, ' '));
  const window = /\b(\d{1,2})(?::\d\d)?\s*(am|pm)?\s*(?:-|–|to|until|till)\s*(\d{1,2})(?::\d\d)?\s*(am|pm)\b/.exec(rest);
  const hours = /\b(\d(?:\.\d)?|an?|one|two|three|four|a couple of)\s*(hours?|hrs?)\b/.exec(rest);
  if (days) out.span = { kind: 'days', days: num(days[1]!.replace('a couple of', 'couple').replace('a few', 'few')) };
  else if (nights && !/\bnight (?:in|out)\b/.test(rest)) out.span = { kind: 'days', days: num(nights[1]!) + 1 };
  // "This weekend" dates a plan; "visiting next weekend", a visitor's whole weekend (round 13: a Berlin visit got one day).
  else if (weekend && !/\b(?:this|next|the) weekend\b(?! (?:of|away))/.test(rest) || /\bweekend (?:away|of)\b|\baway for (?:a|the) weekend\b/.test(rest) || (weekend && /\b(?:visiting|staying (?:with|at)|coming to stay|in town)\b/.test(rest))) out.span = { kind: 'days', days: /\blong weekend\b/.test(rest) ? 3 : 2 };
  else if (window) {
    out.start = hourOf(window[1]!, window[2] ?? window[4], true);
    out.end = hourOf(window[3]!, window[4], true);
    out.span = { kind: 'hours', minutes: Math.max(60, (out.end - out.start) * 60) };
  } else if (hours) out.span = { kind: 'hours', minutes: num(hours[1]!.replace('a couple of', 'couple')) * 60 };
  else if (/\b(?:after work|evening|tonight|date night|night out|night in|a weeknight)\b/.test(rest)) out.span = { kind: 'hours', minutes: 180 };
  else if (/\bafternoon\b/.test(rest)) {
    out.span = { kind: 'hours', minutes: 240 };
    out.start = 13;
  } else if (/\bmorning\b/.test(rest) && !/\bmornings\b/.test(rest)) {
    out.span = { kind: 'hours', minutes: 180 };
    out.start = 9;
  }
  else if (/\b(?:the (?:whole )?day|day out|all day|day together|only day|plan the day|day look like|full day|(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:is|will be) (?:our|the) (?:only )?(?:free )?day)\b/.test(rest)) out.span = { kind: 'day' };
  if (out.span.kind === 'days' && weekend) out.weekend = true;
  if (/\b(?:weekend away|a night away|overnight|getaway|mini ?break|take (?:\w+ )?away)\b/.test(rest) || (out.travelMinutes && out.span.kind === 'days')) {
    out.away = true;
    if (out.span.kind !== 'days') out.span = { kind: 'days', days: 2 };
  }
  if (out.span.kind === 'hours' && /\bafter work\b/.test(rest) && out.start === undefined) out.start = 18;

  // An end: "home by 6", "back by 5pm", "done by 9"; the last day's end: "has to leave Sunday at 3", "we leave Sunday 3pm".
  const by = /\b(?:home|back|done|finished|finish|be in bed|wrap up) by (\d{1,2})(?::\d\d)?\s*(am|pm)?\b/.exec(rest);
  if (by) out.end = hourOf(by[1]!, by[2]);
  const leave = new RegExp(`\\b(?:leave|leaves|leaving|go home|heads? (?:home|off)|train is|flight is)\\s+(?:on\\s+)?(?:${DAY_RE}\\s+)?(?:at|by|around)?\\s*(\\d{1,2})(?::\\d\\d)?\\s*(am|pm)?\\b`).exec(rest);
  if (leave) out.end = hourOf(leave[2]!, leave[3]);
  const wiped = /\b(?:wiped|exhausted|done|knackered|drained|shattered|flagging|tired|fading) (?:out )?by (\d{1,2})(?::\d\d)?\s*(am|pm)?\b/.exec(rest);
  if (wiped && !by) {
    out.energyEnd = hourOf(wiped[1]!, wiped[2]);
    if (out.span.kind === 'none') out.span = { kind: 'day' };
    delete out.end;
  }
  if (out.avoid.includes('early')) out.lateStart = true;

  // The day or date: chrono-node, leaving out days that are taken and the hours already read.
  // "Rainy saturday", "rain on Sunday": the weather of a day, not the day of the plan.
  const dated = rest.replace(new RegExp(`\\b(?:rainy|wet|snowy|stormy|cold|freezing|rain (?:on|all)|snow (?:on|all)|storms? (?:on|all))\\s+${DAY_RE}\\b|\\b${DAY_RE}\\s+(?:looks?|will be|is)\\s+(?:rainy|wet|snowy|stormy|cold|freezing)\\b`, 'g'), ' ').replace(new RegExp(`(?<!after )\\b(?:works|working|work on|busy|on shift|away|at work)\\s+(?:on\\s+)?(?:the\\s+)?${DAY_RE}(?: the \\d+\\w*)?`, 'g'), ' ').replace(/\b\d{1,2}\s*(?:am|pm)\b|\bby \d{1,2}\b|\bat \d{1,2}\b/g, ' ');
  // Durations ("3 days") are not dates; a result with a day and a month beats a bare "weekend".
  const dateLike = dated
    .split(/[.!?\n]+/)
    .filter((sentence) => /\d|day\b|tonight|tomorrow|weekend|week\b|month|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/.test(sentence))
    .join('. ');
  const results = chrono
    .parse(dateLike, now, { forwardDate: true })
    .filter((r) => !/^\d+$/.test(r.text.trim()) && !/^(?:now|today)$/.test(r.text.trim()) && !/\b(?:days?|nights?|hours?|hrs?|mins?|minutes?|weeks?|months?|yrs?|years?|yesterday|ago|last)\b|^\d{1,2}\s*h$/.test(r.text.trim()));
  const found = results.find((r) => r.start.isCertain('day') && r.start.isCertain('month')) ?? results[0];
  if (found) {
    const date = found.start.date();
    out.month = date.getMonth();
    // Only a date or a weekday the person wrote ("next week" is not a day).
    const said = /\d|(?:sun|mon|tues|wednes|thurs|fri|satur)day|\bweekend\b/.test(found.text);
    const exactDay = said && ((found.start.isCertain('day') && found.start.isCertain('month')) || found.start.isCertain('weekday'));
    if (exactDay) {
      out.weekday = date.getDay();
      // "This weekend" starts on the Saturday; the title says "weekend", not the day.
      if (out.weekend && !/\d/.test(found.text)) out.weekday = 6;
      // "The weekend of 14 March" names a day inside a weekend, not its first day: the plan runs over that weekend
      // (Saturday and Sunday, from Friday when it is three days), whatever day of the week the date itself falls on.
      else if (out.weekend && out.span.kind === 'days') out.weekday = weekendStart(date.getDay(), out.span.days);
      if (out.span.kind === 'none') out.span = { kind: 'day' };
    }
    const weekdayName = WEEKDAYS[date.getDay()]!.replace(/^./, (c) => c.toUpperCase());
    const monthName = date.toLocaleString('en-GB', { month: 'long' });
    if (said && found.start.isCertain('day') && found.start.isCertain('month')) out.day = out.span.kind === 'days' ? (out.weekend ? `the weekend of ${date.getDate()} ${monthName}` : `from ${weekdayName} ${date.getDate()} ${monthName}`) : `${weekdayName} ${date.getDate()} ${monthName}`;
    else if (/\bweekend\b/.test(found.text)) out.day = `${found.text.startsWith('next') ? 'Next' : 'This'} weekend`;
    else if (/\btonight\b/.test(found.text)) out.day = 'Tonight';
    else if (exactDay) out.day = weekdayName;
    else if (found.start.isCertain('month') && !/\bnext week\b/.test(found.text)) out.day = monthName;
  }
  if (!found || !found.start.isCertain('month') || (out.span.kind === 'days' && !/\d/.test(found.text))) {
    const month = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|t|tember|ober|ember)?\b/.exec(rest);
    if (month && !(month[1] === 'may' && !/\b(?:in|mid|early|late|end of) may\b/.test(rest))) {
      out.month = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(month[1]!);
      if (out.span.kind === 'days') delete out.weekday;
      if (!out.day || out.span.kind === 'days') out.day = new Date(2026, out.month, 1).toLocaleString('en-GB', { month: 'long' });
    }
  }
  // "Sunday is our only day" when Saturday is taken: the day they have, even when chrono read the other.
  const only = new RegExp(`\\b(?:so|just|only|has to be|it'?s)\\s+(?:the\\s+|just\\s+)?${DAY_RE}\\b`).exec(rest);
  if (only && !out.busyDays.includes(dayIndex(only[1]!))) {
    out.weekday = dayIndex(only[1]!);
    if (!out.day || /^[A-Z][a-z]+day$/.test(out.day) || out.busyDays.length) out.day = WEEKDAYS[out.weekday]!.replace(/^./, (c) => c.toUpperCase()) + (out.day && /\d/.test(out.day) ? '' : '');
    if (out.span.kind === 'none') out.span = { kind: 'day' };
  }
  if (out.weekday !== undefined && out.busyDays.includes(out.weekday)) {
    delete out.weekday;
    delete out.day;
  }

  // Where: a city named, at home or hosting, already there for a trip.
  if (/\b(?:at (?:mine|home|my place|ours|our place)|stay(?:ing)? in|(?:night|evening|day) in)\b/.test(rest) && !out.avoid.includes('home')) out.atHome = true;
  if (out.city && (/\b(?:days?|nights?|weekend|week) in\b(?! (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))|\b(?:trip|holiday|break|getaway) (?:to|in) [a-z]+|\bin [a-z]+(?: [a-z]+)? for (?:the|a|\d|two|three) (?:day|days|weekend|night|nights|week)\b|\b(?:we'?re|we are|i'?m|i am) (?:staying in|visiting)\b|\b(?:airbnb|hotel|flights?)\b.{0,40}\b(?:paid|booked|sorted)\b/.test(rest) && !out.travelMinutes)) out.alreadyThere = true;
  if (out.alreadyThere) delete out.away;
  // Bad weather keeps the plan indoors (round 17: a scenic drive in freezing rain).
  // A visit to the member (round 22 q38: a father's five days in Berlin got "a holiday on your own").
  if (VISITING_ME.test(text)) {
    out.visitor = true;
    if (/\b(?:(?:my|our) (?:flat|place|apartment|home|room) is (?:(?:just|only|tiny|small|a) )*(?:one[- ]room|a studio|a bedsit|tiny|small|a shoebox)|(?:live|living) in a (?:studio|bedsit|one[- ]room)|one[- ]room (?:flat|apartment|place)|no (?:spare|guest) (?:room|bed)|(?:only|just) (?:have )?a sofa)\b/.test(text)) out.smallHome = true;
  }
  // The member's own hours alone, said in the first person ("she needs alone time" is the visitor's, round 18).
  if (/\bi (?:\w+ ){0,3}?(?:need|want|have to have|must have|get)\b[^.!?]{0,25}?\b(?:alone|to myself|on my own|by myself|(?:my )?own space|me[- ]time)\b|\btime to myself\b|\bme[- ]time\b/.test(text)) out.aloneTime = true;
  // The cold disliked counts only in the months it is cold where these members live (October to March).
  if (readWeather(rest) || outdoorsDoubted(rest) || (coldAverse(rest) && [9, 10, 11, 0, 1, 2].includes(out.month))) out.weather = true;
  if (out.weather || /\b(indoors?|inside)\b/.test(rest)) out.setting = 'indoor';
  else if (/\b(outdoors?|outside|in nature|fresh air)\b/.test(rest)) out.setting = 'outdoor';

  // "We hit 2 years on March 14", "celebrating five years together": an anniversary said without the word.
  const yearsTogether = /\b(?:hit|hitting|celebrat\w+|marking) (?:our )?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a) ?(?:years?|yrs?)\b(?! (?:ago|old|since))|\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (?:years?|yrs?) together (?:on|this|next|in)\b/.test(text);
  // "Turning 30 on the 9th" is a birthday; "skint after Christmas" names no occasion (round 23 q25 got "Christmas").
  const occasionText = (yearsTogether && !/\b(?:birthday|bday)\b/.test(text) ? `${text} anniversary` : text)
    .replace(/\b(?:after|since|post)[- ](?:christmas|xmas)\b/g, ' ')
    .replace(/\bturn(?:s|ing) (?:\d{1,3}|thirty|forty|fifty|sixty|twenty)\b/g, 'birthday');
  const occasion = /\b(birthday|bday|anniversary|valentine'?s|christmas|xmas|first date|date night)\b/.exec(occasionText);
  if (FOR_THEM.test(text)) out.forThem = true; // round 21 t02: "something she'd actually love, not just what I'd love"
  if (!occasion && metOnApp(text)) out.occasion = 'first date';
  // "Planning a date for Sam and me" (round 23 q01 got a lunch with friends invited): an evening or day for the two.
  else if (!occasion && (/\b(?:planning|plan|having|going on|want to do) a date\b(?! (?:for the|to|when))/.test(text) || /\b(?:second|third|fourth|2nd|3rd|4th|\d+th) date\b/.test(text))) out.occasion = 'date night';
  // A date is an evening for two, not a day from 10am (round 23 q35: "3rd date … saturday" got a bird box at 10am).
  if (out.occasion === 'date night' && (out.span.kind === 'day' || out.span.kind === 'none') && !/\b(?:all day|whole day|day out|the day)\b/.test(rest)) {
    out.span = { kind: 'hours', minutes: 240 };
    out.start ??= 17;
  }
  if (occasion) {
    const o = occasion[1]!;
    out.occasion = /bday|birthday/.test(o) ? 'birthday' : /valentine/.test(o) ? 'valentines' : /xmas|christmas/.test(o) ? 'christmas' : (o as PlanRequest['occasion']);
    if (out.occasion === 'birthday') out.occasionOf = /\bmy (?:birthday|bday)\b|^\s*(?:i'?m )?turning \d/.test(text) ? 'mine' : 'theirs';
    const named = /\b([A-Z][a-z]+)'s (?:birthday|bday)\b/.exec(message)?.[1];
    if (out.occasion === 'birthday' && named && !/^(?:It|That|This|What|Who|Today|Tomorrow|Mum|Mom|Dad)$/.test(named)) out.birthdayOf = named;
    if (out.occasion === 'valentines' && !out.day) out.month = 1;
  }
  // One meal as the whole ask: "dinner sat ideas", "ideas for lunch on Sunday", "where should we go for brunch".
  const meal = /\b(breakfast|brunch|lunch|dinner)\b/.exec(rest)?.[1] as PlanRequest['meal'] | undefined;
  const wholeDay = out.span.kind === 'days' || out.span.kind === 'hours' || /\b(?:day out|all day|whole day|the day|weekend|trip|morning|afternoon|evening)\b/.test(rest);
  const mealAsked = meal && (new RegExp(`\\b${meal}\\s+(?:ideas?|plans?|date|out|spots?|places?|options?|suggestions?)\\b|\\b(?:ideas?|plans?|somewhere|where|place|options?|suggestions?)\\b.{0,25}\\bfor (?:a |an |our |the )?(?:nice |special |quick |cheap |romantic )?${meal}\\b`).test(rest) || rest.split(/\s+/).filter(Boolean).length <= 8);
  if (mealAsked && !wholeDay && !out.away) {
    out.meal = meal;
    if (out.span.kind === 'day') out.span = { kind: 'none' };
  }
  if (/\b(?:shorter|short answer|top (?:3|three)|just (?:3|three|a few)|brief(?:ly)?|in short|tl;?dr)\b/.test(text)) out.short = true;
  const own = readOwnIdeas(message);
  if (own.length) out.ownIdeas = own;
  return out;
}

/** The plan is a treat for the other person: what they would love, said as such, or set against what the member likes. */
const FOR_THEM = /\b(?:something|what|things?|stuff) (?:she|he|they)(?:'d| would| will)? (?:actually |really |genuinely )?(?:love|like|enjoy)\b|\bnot (?:just )?(?:what|something|things?) i(?:'d| would)? (?:love|like|enjoy)\b/;

/** Asks for something to do, or a plan: the words a plan request uses, whatever the topic model reads. */
export const PLAN_ASK =
  /\b(?:ideas?|(?:first|second|third|1st|2nd|3rd|\d+th) date\b|what (?:can|could|should|shall) (?:we|i)(?: \w+)? do\b(?! about| when| if| after (?:a|an|the) (?:fight|argument))|what to do\b(?! about)|something (?:to do|fun|special|nice|relaxing|different)|do something\b|plan (?:(?:me|us) )?(?:a|an|the|something|our|my|his|her|their|for)|(?:want|like|trying) to plan\b|planning (?:a|the|something|our)|plans? for (?:the|our|a|his|her|their|sunday|saturday|friday)|things to do|day look like|itinerary|how (?:do|should|can) we (?:(?:do|spend) (?:this|it|the (?:day|days|weekend|time|trip))|split the (?:day|days|weekend|time|trip))|take (?:\w+ )?(?:away|somewhere|out)\b|any plans?\b|weekend away|day out|date night|where (?:to|should we) go|where (?:could|can|shall|should|would) (?:we|i|you and i|\w+ and i|i and \w+) go|how to spend|(?:\d+|one|two|three|four|five|six|seven)[- ](?:day|night)s? (?:trip|break|getaway|holiday|city break) (?:to|in)|(?:trip|getaway|city break|holiday) to \w+)\b/;

/** "What would you do?", "any suggestions?": a plan request only beside a budget or a span of days (asksForPlan). */
export const WOULD_YOU = /\bwhat would you (?:do|suggest|recommend|plan)\b|\bany suggestions\b/;

/** A message that asks for a plan, with at least one constraint or occasion to work from. */
export function asksForPlan(message: string, request: PlanRequest = readPlan(message)): boolean {
  const text = lower(message);
  // "What would you do?" after a visit with a budget asks for the plan (round 13: a Berlin weekend got a menu).
  const wouldYou = WOULD_YOU.test(text) && (!!request.budget || request.span.kind !== 'none');
  // "What should we make" with a budget, a day or a diet: a menu to plan (round 14), answered by planReply's menu.
  const menu = request.help === 'menu' && (!!request.budget || !!request.day || !!request.diet);
  if (!wouldYou && !menu && !PLAN_ASK.test(text) && !/\bplan\s*\?|\bplan(?: pls| please)?\s*$/.test(text)) return false;
  // Drafts, gifts, advice on a conversation: not a plan, even with a budget in them.
  if (/\b(?:write|draft|text|message|invite) (?:for|to|me|an?|my|him|her|them)\b|\bhow (?:do|can|should) i (?:suggest|say|tell|ask|bring (?:it )?up|propose)\b|\bwhat (?:gift|present|should i (?:get|buy))\b|\b(?:get|buy) (?:him|her|them|\w+) for\b|\bgift\b/.test(text)) return false;
  return request.span.kind !== 'none' || !!request.budget || !!request.city || !!request.occasion || request.avoid.length > 0 || request.want.length > 0 || !!request.setting || !!request.day || !!request.free;
}
