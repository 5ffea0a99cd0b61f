/**
 * The constraints of a plan that are about people rather than time or money (issue 29, round 14): what someone eats or
 * drinks, how they get around, whether the two live apart, what kind of help was asked for (a menu, a whole plan, a gift,
 * a day-by-day outline), and who pays. Read from lower-cased text; every field is absent when the message says nothing,
 * so a look-alike without the constraint keeps its old plan.
 */

/** What someone eats or drinks: each one rules ideas out (a vegan plan has no meat- or dairy-centred idea). */
export type Diet = 'vegan' | 'vegetarian' | 'pescatarian' | 'dairyFree' | 'glutenFree' | 'nutFree' | 'halal' | 'kosher' | 'noAlcohol';
/** How someone gets around: every idea must be step-free, and the reply says so once. */
export type Access = 'wheelchair' | 'walker' | 'stroller' | 'knees' | 'stairs' | 'crutches';
/** What the member asked for: a menu (what to cook), a whole plan, a gift, or an itinerary day by day. */
export type HelpKind = 'menu' | 'plan' | 'gift' | 'itinerary';

export interface PlanConstraints {
  diet: Diet[];
  access?: Access;
  /** The two live in different cities or countries: ideas that work apart, or by post. */
  apart?: boolean;
  help?: HelpKind;
  /** Who pays for a group: the member ("I'm paying", hosting someone's party) unless a split was said. */
  payer?: 'member' | 'split';
  /** Wine was asked for with the food ("groceries + wine"). */
  wine?: boolean;
  /** A surprise for the other person; "half" when only part of it stays secret. */
  surprise?: 'full' | 'half';
  /** Someone in the plan is pregnant: no alcohol, no sauna or hot tub, nothing to climb or fall from. */
  pregnant?: boolean;
}

/** "She's pregnant", "10 weeks along", "we're expecting": said of anyone in the plan. */
export const PREGNANT = /\bpregnan(?:t|cy)\b|\b(?:we'?re|she'?s|i'?m|are|is) expecting\b|\bweeks along\b|\bfirst trimester\b/;

export function readDiet(text: string): Diet[] {
  const out = new Set<Diet>();
  if (/\bvegan/.test(text)) out.add('vegan');
  if (/\bvegetarian|\bveggie\b|\b(?:doesn'?t|does not|don'?t|do not|can'?t|won'?t) eat (?:any )?meat\b|\bno meat\b|\bmeat[- ]free\b|\bplant[- ]based\b/.test(text)) out.add('vegetarian');
  if (/\bpescatarian|\bpescetarian/.test(text)) out.add('pescatarian');
  if (/\blactose|\bdairy[- ]free\b|\bno dairy\b|\b(?:can'?t|doesn'?t|don'?t) (?:do|have|eat) dairy\b|\bdairy allerg/.test(text)) out.add('dairyFree');
  if (/\bgluten|\bcoeliac|\bceliac/.test(text)) out.add('glutenFree');
  if (/\bnut allerg|\bnut[- ]free\b|\ballergic to (?:pea)?nuts\b|\bno nuts\b/.test(text)) out.add('nutFree');
  if (/\bhalal\b/.test(text)) out.add('halal');
  if (/\bkosher\b/.test(text)) out.add('kosher');
  if (PREGNANT.test(text) || /\b(?:scrap|skip|drop|no more) (?:the )?(?:wine|booze|drinks|alcohol|bar)\b/.test(text) || /\b(?:doesn'?t|does not|don'?t|do not|won'?t|can'?t) drink\b|\bnon[- ]?drinkers?\b|\bsober\b|\bteetotal\b|\bno (?:alcohol|booze|drinking)\b|\bnot drinking\b|\bquit drinking\b|\bstopped drinking\b/.test(text)) out.add('noAlcohol');
  // A vegan eats no dairy; the dairy line stays for someone who is only lactose intolerant.
  if (out.has('vegan')) out.delete('vegetarian');
  return [...out];
}

export function readAccess(text: string): Access | undefined {
  if (/\bwheel ?chair|\bwheelie\b|\bmobility scooter\b/.test(text)) return 'wheelchair';
  if (/\b(?:walker|zimmer|walking frame|rollator|walking stick|cane)\b/.test(text) && !/\bdog[- ]?walker\b|\bwalker (?:friendly|route)\b|\bnot a walker\b/.test(text)) return 'walker';
  if (/\b(?:stroller|pushchair|pram|buggy)\b/.test(text)) return 'stroller';
  if (/\b(?:can'?t|cannot|doesn'?t|don'?t|no) (?:do |manage |climb )?(?:stairs|steps)\b/.test(text)) return 'stairs';
  if (/\bcrutch(?:es)?\b|\b(?:sprained|twisted|broken|broke|fractured|busted|hurt) (?:an? |my |his |her |their )?(?:ankle|foot|leg|knee)\b|\b(?:ankle|foot|leg) (?:is )?in a (?:cast|boot|brace)\b/.test(text)) return 'crutches';
  if (/\bbad (?:knees?|hips?)\b|\b(?:knee|hip) (?:surgery|replacement|problems?)\b/.test(text)) return 'knees';
  return undefined;
}

/** Two places said of the two of them: "she's in Toronto, I'm in London", "long distance", "we live in different cities". */
export function readApart(text: string): boolean {
  // One coming to stay with the other is a visit, planned together, however far away they live (rounds 16 and 18:
  // "a parcel opened together on a video call" while Maya was staying with Priya).
  if (/\b(?:(?:is|are|'s|'re) coming (?:to|over)|coming to (?:visit|stay|see me)|visiting (?:me|us)|(?:come|comes|coming) to stay|staying with (?:me|us)|flying in|in town for|here for (?:\d|a|the|two|three|four|five))\b/.test(text)) return false;
  if (/\blong[- ]distance\b|\bdifferent (?:cities|countries|time ?zones)\b|\b(?:miles|an ocean|oceans|continents) apart\b|\bacross the (?:pond|world|ocean)\b|\b(?:live|lives|living) (?:abroad|overseas|far away)\b/.test(text)) return true;
  const there = /\b(?:she|he|they|[a-z]+)(?:'s| is| are|'re| lives| lives in| lives in)\s+(?:in|now in|back in|based in)\s+([a-z]+)\b/.exec(text)?.[1];
  const here = /\b(?:i'?m|i am|i live|i'm based|i am based)\s+(?:in|based in|now in)\s+([a-z]+)\b/.exec(text)?.[1];
  // Only a person is "in" a place: "the party's in Leeds, I'm in London" is a trip, not two people apart.
  const subject = /\b(she|he|they|[a-z]+)(?:'s| is| are|'re| lives)\s+(?:in|now in|back in|based in)\s+[a-z]+\b/.exec(text)?.[1] ?? '';
  const thing = /^(?:it|that|this|there|what|party|dinner|wedding|event|hotel|airbnb|meeting|flight|show|concert|trip|venue|restaurant|place|house|flat|office|work)$/.test(subject);
  const notPlace = (w: string) => /^(?:the|a|an|my|town|charge|love|bed|work|bits|pain|trouble|hospital|shock|tears|debt|school|uni|class|hiding)$/.test(w);
  return !!there && !!here && there !== here && !thing && !notPlace(there) && !notPlace(here);
}

export function readHelp(text: string): HelpKind | undefined {
  // "Have Maya over and actually cook together" (round 22 q19 got outings): a meal cooked together at home is a menu.
  if (/\bwhat (?:should|can|could|shall|do) (?:we|i) (?:cook|make|serve|eat)\b|\b(?:a |the )?menu\b|\bwhat to (?:cook|make)\b|\brecipes?\b|\bcook(?:ing)? (?:(?:dinner|lunch|a meal|something) )?together\b|\bcook(?:ing)? (?:dinner|lunch|a meal) (?:at (?:home|mine|my place|ours|our place))\b/.test(text)) return 'menu';
  if (/\bday[- ]by[- ]day\b|\bitinerary\b|\bhour[- ]by[- ]hour\b|\bschedule for (?:the|each) day\b/.test(text)) return 'itinerary';
  if (/\b(?:gift|present)s?\b|\bwhat (?:should|can|do) i (?:get|buy|send)\b/.test(text)) return 'gift';
  if (/\b(?:plan|itinerary|ideas?|what (?:should|can|could) we do)\b/.test(text)) return 'plan';
  return undefined;
}

function readPayer(text: string): PlanConstraints['payer'] {
  if (/\b(?:split|go halves|chip in|everyone pays|each pays|pay (?:for )?(?:their|your) own|kitty|pool (?:the|our) money)\b|\ba head\b|\beach\b|\bper (?:person|head)\b/.test(text)) return 'split';
  if (/\b(?:i'?m|i am|i'?ll be|i will be|we'?re|we are) (?:paying|covering|treating|hosting)\b|\bmy treat\b|\bon me\b|\b(?:throw(?:ing)?|host(?:ing)?|giv(?:e|ing)) (?:her|him|them|my \w+|our \w+) (?:a|an) (?:small |little |surprise |big )?(?:party|dinner|celebration)\b|\b(?:throw(?:ing)?|host(?:ing)?) (?:a|an) (?:small |little |surprise |big )?(?:party|dinner|celebration) for\b/.test(text)) return 'member';
  return undefined;
}

/** The same, as optional fields of a plan request: a field is present only when the message said it. */
export type StatedConstraints = Partial<PlanConstraints>;

export function statedConstraints(text: string): StatedConstraints {
  const c = readConstraints(text);
  const { diet, ...rest } = c;
  return { ...(diet.length ? { diet } : {}), ...rest };
}

export function readConstraints(text: string): PlanConstraints {
  const out: PlanConstraints = { diet: readDiet(text) };
  const access = readAccess(text);
  if (access) out.access = access;
  if (readApart(text)) out.apart = true;
  const help = readHelp(text);
  if (help) out.help = help;
  const payer = readPayer(text);
  if (payer) out.payer = payer;
  if (/\b(?:half|part(?:ly)?|semi)(?: a)?[- ]?surprise\b/.test(text)) out.surprise = 'half';
  else if (/\bsurprise\b/.test(text) && !/\b(?:hates?|doesn'?t like|not a fan of|no) surprises?\b/.test(text)) out.surprise = 'full';
  if (/\bwine\b/.test(text) && !/\b(?:no|not|without|never|scrap|skip|drop) (?:\w+ )?wine\b/.test(text) && !PREGNANT.test(text)) out.wine = true;
  if (PREGNANT.test(text)) out.pregnant = true;
  return out;
}

/**
 * "Somewhere 2-3 hrs from Toronto", "an hour or two outside the city": a getaway's radius said as a distance from
 * where they start (round 22 t02 planned the weekend inside Toronto). A range counts up to its larger end.
 */
export const RADIUS_FROM = /\b(?:an hour or two|(?:\d+(?:\.\d+)?\s*(?:-|–|to|or)\s*)?(?:an?|one|two|three|four|five|\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h))\s+(?:from|outside(?: of)?|out of)\s+(?!now\b|work\b|the office\b)(?:here|home|the city|town|[a-z]{3,})/;

/** A getaway's radius said as "within 3 hrs of toronto" or "under two hours from here", in minutes. */
export function readRadius(text: string): number | undefined {
  const from = RADIUS_FROM.exec(text);
  const m = from ?? /\b(?:within|under|less than|no more than|max(?:imum)?|up to)\s+(?:an?|one|two|three|four|five|\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b(?=\s*(?:of|from|away|drive|driving|by|on)\b)/.exec(text);
  if (!m) return undefined;
  if (/^an hour or two\b/.test(m[0])) return 120;
  // The number just before the hours: the larger end of a range.
  const n = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/.exec(m[0])?.[1];
  const word = /\b(an?|one|two|three|four|five)\s*(?:hours?|hrs?|h)\b/.exec(m[0])?.[1];
  const value = n ? Number(n) : ({ a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 } as Record<string, number>)[word ?? ''] ?? 0;
  return value ? Math.round(value * 60) : undefined;
}

const DIET_WORDS: Record<Diet, string> = {
  vegan: 'vegan food', vegetarian: 'no meat', pescatarian: 'fish but no meat', dairyFree: 'nothing with dairy', glutenFree: 'gluten-free food',
  nutFree: 'no nuts', halal: 'halal food', kosher: 'kosher food', noAlcohol: 'nothing built around drinking',
};
const ACCESS_WORDS: Record<Access, string> = {
  wheelchair: 'step-free for the wheelchair', walker: 'step-free with room for the walker', stroller: 'step-free for the pushchair', knees: 'no stairs or long walks', stairs: 'no stairs', crutches: 'seated, with no walking to speak of',
};

/** Each constraint once, in plain words of our own (never the member's text pasted back). */
export function constraintPhrases(c: Pick<PlanConstraints, 'diet' | 'access' | 'apart'>): string[] {
  return [...c.diet.map((d) => DIET_WORDS[d]), ...(c.access ? [ACCESS_WORDS[c.access]] : []), ...(c.apart ? ['things you can do from two cities'] : [])];
}

/** Bad weather said as a forecast or a temperature ("freezing rain", "-2°C", "minus 10"): the plan stays indoors. */
export function readWeather(text: string): boolean {
  return /\b(rain(?:s|y|ing|ed|storms?)?|snow(?:s|y|ing|ed|storms?)?|sleet|slush(?:y)?|storm(?:s|y)?|blizzard|icy|freezing|grim out|miserable out|bitter(?:ly)? cold|so cold|really cold|cold out(?:side)?|below (?:zero|freezing))\b|(?:^|\s)[-−–]\s?\d{1,2}\s?°|\bminus \d{1,2}\b|\b(?:like|about|around|be|is|its|it's|hit|forecast says|forecast is)\s+[-−–]\d{1,2}\b(?!\s*(?:min|mins|minutes|%|people|pm|am|hours?))/.test(text);
}

/**
 * Outdoor plans doubted in so many words ("outdoor stuff is iffy", "too cold for anything outside"): indoors, as for
 * bad weather (round 22 q01: a day hike in a Toronto December after "outdoor stuff is iffy").
 */
export function outdoorsDoubted(text: string): boolean {
  return /\b(?:nothing|not|no|can'?t be|cannot be|don'?t want to be) (?:\w+ ){0,3}(?:outside|outdoors)\b(?! (?:of|the))|\b(?:outdoor|outside)(?: \w+)? (?:is|are|'s|feels?|seems?|looks?) (?:a bit |kind of |kinda |pretty |very |probably )?(?:iffy|dicey|risky|out|off the table|not an option|a no|a gamble|unlikely)\b|\btoo (?:cold|wet|icy|snowy) (?:for|to be) (?:anything |much |being )?(?:outdoors?|outside)\b/.test(text);
}

/** The cold disliked ("I HATE the cold", "she can't stand winter"): in a cold month, nothing whose point is outside. */
export function coldAverse(text: string): boolean {
  return /\b(?:hates?|hated|hating|loathes?|detests?|can'?t (?:stand|handle|do)|cannot (?:stand|handle|do)|don'?t do|doesn'?t do|not a fan of|not great (?:in|with)|not good (?:in|with)|struggles? (?:in|with)|really feels?)(?: the)? (?:cold|winter|snow|freezing (?:weather|temperatures))\b|\bnot a (?:cold|winter)(?:-weather)? person\b|\b(?:wimp|baby) (?:about|in|with) the cold\b/.test(text);
}

/** A date with someone met on an app ("met him on Hinge", "my tinder match"): a first date said without the words. */
export function metOnApp(text: string): boolean {
  return /\bdate\b/.test(text) && /\bmet (?:him|her|them|this (?:guy|girl|person))? ?(?:on|through|via|off) (?:hinge|tinder|bumble|grindr|raya|an? (?:dating )?app|the app|online)\b|\b(?:hinge|tinder|bumble|dating app) (?:date|match)\b|\bhaven'?t met (?:in person|irl)\b/.test(text);
}
