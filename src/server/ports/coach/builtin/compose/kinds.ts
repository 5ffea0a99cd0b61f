/**
 * Everyday answer kinds (decision 088): a gift, "am I overreacting?", a vent, a loss, loneliness. Each is chosen by
 * what the request is (not by a word in the story) and built from what the member stated (the occasion, the budget
 * and its currency, the place, who it is about, what happened) and from what the coach may see of the people in it
 * (interests and love language a connection shares, the member's own leanings). None of them asks for something
 * the message already said, and none pastes the member's words back in quotation marks.
 */
import { LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { LoveLanguage } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { findNamedConnection } from '../read/intents.js';
import { asksForPlan, readPlan, type Budget, type Currency } from '../read/plan.js';
import { lower } from '../read/text.js';
import { lovedCategories } from './fit.js';
import { topInterests } from './shared.js';
import { HOBBY_CATEGORIES } from '../../../../../shared/assessment/hobbies.js';

const HOBBY_NAMES = new Map(HOBBY_CATEGORIES.map((h) => [h.id, h.name]));

export type EverydayKind = 'gift' | 'draft' | 'overreacting' | 'vent' | 'grief' | 'lonely' | 'trip';

// ------------------------------------------------------------------------------------------------ reading the kind

const VENT = /\b(?:(?:just )?(?:need|want|have) to (?:rant|vent|moan|get (?:it|this|something) off my chest)|(?:can|could|may) i (?:just )?(?:vent|rant|moan)|let me (?:vent|rant)|(?:need|want) (?:a|to) (?:vent|rant)|rant (?:incoming|time)|not (?:looking|asking) for (?:advice|solutions|fixes|a fix)|(?:don'?t|do not) (?:need|want) (?:advice|solutions|fixing|to be fixed)|(?:need|want) (?:someone|somebody|you) to (?:just )?listen|get (?:it|this) off my chest)\b/;
/** Someone or an animal that can die: a loss, not "my phone died" or "the battery died". */
const BEING = "(?:mum|mom|mother|dad|father|parents?|gran|granny|grandma|grandmother|grandpa|grandad|grandfather|nan|nana|brother|sister|sibling|uncle|aunt|auntie|cousin|husband|wife|partner|boyfriend|girlfriend|son|daughter|baby|child|friend|best friend|mate|colleague|coworker|neighbou?r|teacher|dog|cat|pup|puppy|kitten|pet|rabbit|bunny|hamster|horse|pony|bird|budgie|parrot|guinea pig|tortoise)";
const LOSS = new RegExp(
  `\\b(?:(?:my|our|her|his|their|a|the) (?:\\w+'s |\\w+ )?${BEING}(?: \\w+)? (?:(?:has |just |had )?(?:died|passed(?: away| on)?)|is dead)|(?:lost|losing) (?:my|our) (?:\\w+ )?${BEING}\\b(?! (?:in|at) the)|put (?:my|our|the|her|his) (?:\\w+ )?(?:dog|cat|pet|horse|rabbit|pup|puppy) (?:down|to sleep)|(?:had|have) to (?:put|have) (?:\\w+ )?(?:down|put down|put to sleep)|(?:since|after) (?:my|our) (?:\\w+ )?${BEING} (?:died|passed)|funeral|bereave\\w*|grieving|miscarri\\w*)`,
);
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
  if (LOSS.test(text)) return 'grief';
  if (WORDS.test(text)) return 'draft';
  if (GIFT.test(text) && !/\b(?:gift (?:of|for) (?:the )?gab|present(?:ing|ation)|in the present|present (?:it|this|the|my|our))\b/.test(text)) return 'gift';
  if (OVERREACT.test(text) && text.split(/\s+/).length >= 5) return 'overreacting';
  if (LONELY.test(text) && !/\b(?:plan|itinerary|trip|budget)\b/.test(text)) return 'lonely';
  if (asksForPlan(message)) return 'trip';
  return null;
}

// ------------------------------------------------------------------------------------------------ shared pieces

/** "my flatmate", "my best friend's dad" → who, as the coach says it back ("your flatmate"). */
const ROLE = /\b(?:my|our) ((?:best |old |new |close )?(?:friend's |mate's |partner's |husband's |wife's )?(?:mum|mom|mother|dad|father|parents|gran|granny|grandma|grandmother|grandpa|grandad|grandfather|nan|nana|brother|sister|uncle|aunt|auntie|cousin|husband|wife|partner|boyfriend|girlfriend|son|daughter|kids|baby|friend|mate|colleague|coworker|co-worker|boss|manager|flatmate|housemate|roommate|landlord|neighbou?r|teacher|in-laws|mother-in-law|father-in-law|sister-in-law|brother-in-law|dog|cat|pet|rabbit|hamster|horse))\b/;

function roleOf(message: string): string | null {
  return ROLE.exec(lower(message))?.[1] ?? null;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function connectionIn(ctx: CoachContext, message: string): CoachConnection | undefined {
  return findNamedConnection(message, ctx.connections) ?? ctx.focus;
}

/** Roughly what a pound buys in each currency, for gift prices written in the member's own money. */
const PER_POUND: Record<Currency, number> = { '£': 1, '€': 1.15, $: 1.3, '₹': 105 };

function money(amount: number, currency: Currency): string {
  return `${currency}${amount.toLocaleString('en-GB')}`;
}

/** A price in the member's currency, rounded as a shop would, never above the cap. */
function priceIn(pounds: number, currency: Currency, cap?: number): number {
  const step = currency === '₹' ? 100 : 5;
  const raw = Math.max(step, Math.round((pounds * PER_POUND[currency]) / step) * step);
  return cap !== undefined && raw > cap ? Math.floor(cap / step) * step : raw;
}

// ------------------------------------------------------------------------------------------------ a gift

interface GiftIdea {
  what: string;
  /** A typical price in pounds. */
  pounds: number;
  /** Hobby categories it suits, or who it suits when no interests are known. */
  for: string[];
  /** Something done together: suits Quality Time. */
  together?: boolean;
}

const GIFT_IDEAS: GiftIdea[] = [
  { what: 'a good insulated flask and a map or guide to a walk nearby they have not done', pounds: 25, for: ['outdoors_movement'] },
  { what: 'a beginners\u2019 climbing or paddleboard session for the two of you', pounds: 40, for: ['outdoors_movement'], together: true },
  { what: 'a light day pack or proper walking socks, the kind people never buy for themselves', pounds: 20, for: ['outdoors_movement'] },
  { what: 'a cookbook from a cuisine they have not cooked yet', pounds: 20, for: ['food_home'] },
  { what: 'a small deli bundle: good olive oil, a spice blend and something sweet', pounds: 25, for: ['food_home'] },
  { what: 'a cooking class you take together', pounds: 55, for: ['food_home'], together: true },
  { what: 'a houseplant in a pot chosen for their kitchen', pounds: 18, for: ['food_home', 'colleague', 'housewarming'] },
  { what: 'a non-fiction book on something they keep bringing up', pounds: 15, for: ['mind_learning', 'colleague'] },
  { what: 'tickets to a talk, a lecture night or an exhibition, with you along', pounds: 25, for: ['mind_learning'], together: true },
  { what: 'a beautiful notebook and a pen that writes well', pounds: 18, for: ['mind_learning', 'creative_arts', 'colleague'] },
  { what: 'tickets to a gig or a film screening they would pick themselves', pounds: 35, for: ['entertainment_media'], together: true },
  { what: 'a board game for two or for a crowd, wrapped with snacks for the first game', pounds: 25, for: ['entertainment_media', 'social_community'] },
  { what: 'a record or a box set of something they love', pounds: 22, for: ['entertainment_media'] },
  { what: 'a quiz-night or comedy-club outing for a few friends', pounds: 30, for: ['social_community'], together: true },
  { what: 'a pottery or life-drawing taster class', pounds: 40, for: ['creative_arts'], together: true },
  { what: 'a print by a local artist, framed', pounds: 35, for: ['creative_arts'] },
  { what: 'a yoga or pilates class pass', pounds: 35, for: ['wellness_spirituality'] },
  { what: 'a candle and bath set for a slow evening', pounds: 20, for: ['wellness_spirituality', 'housewarming'] },
  { what: 'good coffee or tea with two mugs', pounds: 18, for: ['colleague', 'housewarming'] },
  { what: 'a bottle of something nice with a handwritten card', pounds: 20, for: ['colleague', 'housewarming'] },
  { what: 'a photo book of the years, with pictures gathered from the family', pounds: 35, for: ['parents', 'milestone'] },
  { what: 'dinner out for the two of them at a place they love, booked and paid', pounds: 80, for: ['parents'] },
  { what: 'a day out for them: garden or theatre tickets, or a boat trip', pounds: 60, for: ['parents', 'milestone'], together: true },
  { what: 'afternoon tea or a spa morning that you go to with them', pounds: 90, for: ['milestone', 'parent'], together: true },
  { what: 'a piece of jewellery or a watch strap engraved with the date', pounds: 70, for: ['milestone', 'parent', 'partner'] },
  { what: 'a box of letters: a few lines from each person in the family', pounds: 10, for: ['milestone', 'parent', 'parents'] },
  { what: 'a framed photo of a day you both remember', pounds: 25, for: ['partner', 'friend', 'parent'] },
  { what: 'a day planned by you around something they love', pounds: 40, for: ['partner', 'friend'], together: true },
  { what: 'a kitchen starter set for a first place: a good pan, a knife and a simple cookbook', pounds: 30, for: ['fresh start'] },
  { what: 'a framed photo of home or of the two of you, for the new room', pounds: 15, for: ['fresh start'] },
  { what: 'a voucher for the shop they use most, with a card saying what you wish them', pounds: 20, for: ['fresh start', 'anyone'] },
  { what: 'something for what they love, chosen with care, with a note on why you picked it', pounds: 20, for: ['anyone'] },
  { what: 'a small box of favourite treats, wrapped properly', pounds: 12, for: ['anyone', 'colleague'] },
  { what: 'an afternoon out together at something they would choose', pounds: 25, for: ['anyone'], together: true },
];

const OCCASIONS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/\b(\d{2})(?:st|nd|rd|th)\b/, (m) => `${m[1]}th`.replace(/1th$/, m[1] === '11' ? '11th' : '1st').replace(/2th$/, m[1] === '12' ? '12th' : '2nd').replace(/3th$/, m[1] === '13' ? '13th' : '3rd')],
  [/\b(?:birthday|bday)\b/, () => 'birthday'],
  [/\b(?:christmas|xmas)\b/, () => 'Christmas'],
  [/\bvalentine'?s?\b/, () => "Valentine's Day"],
  [/\banniversary\b/, () => 'anniversary'],
  [/\bleaving\b|\bfarewell\b/, () => 'leaving present'],
  [/\bhousewarming\b/, () => 'housewarming'],
  [/\bwedding\b/, () => 'wedding'],
  [/\bgraduat\w*/, () => 'graduation'],
  [/\bretire\w*/, () => 'retirement'],
  [/\bsecret santa\b/, () => 'Secret Santa'],
  [/\bmother'?s day\b/, () => "Mother's Day"],
  [/\bfather'?s day\b/, () => "Father's Day"],
  [/\b(diwali|eid|hanukkah)\b/, (m) => capital(m[1]!)],
  [/\bthank(?:-| )?you\b/, () => 'thank-you'],
];

function occasionOf(text: string): string | null {
  for (const [re, say] of OCCASIONS) {
    const m = re.exec(text);
    if (m) return say(m);
  }
  return null;
}

const HOW_TO_GIVE: Record<LoveLanguage, (name: string) => string> = {
  words_of_affirmation: (n) => `${n} feels loved through **Words of Affirmation**, so give it with a card that says, in two or three lines, what you value about ${n}: the words will matter as much as the gift.`,
  quality_time: (n) => `${n} feels loved through **Quality Time**, so hand it over in person with time set aside around it: the hour together is part of the gift.`,
  acts_of_service: (n) => `${n} feels loved through **Acts of Service**, so pair it with something you do, like setting it up or taking a job off ${n}'s list that week.`,
  gifts: (n) => `${n} feels loved through **Receiving Gifts**, so the care shows in the details: wrap it well and add a line on why you chose it.`,
  physical_touch: (n) => `${n} feels loved through **Physical Touch**, so give it in person, with a proper hug.`,
};

export function giftReply(ctx: CoachContext, message: string, recent?: CoachConnection): string {
  const text = lower(message);
  // "What gift would he like?" in a thread about someone: that person.
  const c = connectionIn(ctx, message) ?? (/\b(?:he|she|they|him|her|them)\b/.test(text) ? recent : undefined);
  const plan = readPlan(message);
  const budget: Budget | undefined = plan.budget;
  const currency: Currency = budget?.currency ?? '£';
  const cap = budget?.amount;
  const ordinal = /\b(\d{1,2}(?:st|nd|rd|th))\b/.exec(text)?.[1];
  // "our 10th anniversary" is an anniversary with its number; "mum's 60th" a birthday.
  const occasion = ordinal && /\banniversary\b/.test(text) ? `${ordinal} anniversary` : occasionOf(text);
  const role = roleOf(message);
  const work = c?.relationshipType === 'professional' || /\b(?:colleague|coworker|co-worker|boss|manager|team|leaving)\b/.test(text);
  const parents = /\bparents\b/.test(text);
  const milestone = !!occasion && /^\d/.test(occasion) && !/anniversary/.test(occasion);
  // What the gift can start from: the recipient's shared interests, else who they are and the occasion.
  const loved = c ? topInterests(c.hobbies ?? null).slice(0, 2) : [];
  const wanted = [
    ...plan.likes,
    ...loved.map((i) => i.categoryId),
    ...(work ? ['colleague'] : []),
    ...(/housewarming/.test(occasion ?? '') ? ['housewarming'] : []),
    ...(parents ? ['parents'] : []),
    ...(milestone ? ['milestone'] : []),
    ...(/\b(?:mum|mom|mother|dad|father)\b/.test(text) ? ['parent'] : []),
    ...(c?.relationshipType === 'couple' || /\b(?:boyfriend|girlfriend|husband|wife|partner)\b/.test(text) ? ['partner'] : []),
    ...(c?.relationshipType === 'friend' ? ['friend'] : []),
    ...(/\b(?:uni|university|college|new job|moving out|first (?:flat|place|home)|leaving home)\b/.test(text) ? ['fresh start'] : []),
    'anyone',
  ];
  const quality = c?.results?.loveLanguageReceiving === 'quality_time';
  const affordable = (i: GiftIdea) => cap === undefined || priceIn(i.pounds, currency) <= cap;
  const score = (i: GiftIdea) => {
    const place = wanted.findIndex((w) => i.for.includes(w));
    // A romantic day is for the two of them: nothing built on a group.
    const romantic = /Valentine|anniversary/.test(occasion ?? '') && /\b(?:friends|crowd)\b/.test(i.what);
    return (place < 0 ? 0 : 10 - place) + (quality && i.together ? 3 : 0) + (work && i.together ? -10 : 0) + (romantic ? -20 : 0);
  };
  const ranked = GIFT_IDEAS.filter((i) => affordable(i) && score(i) > 0).sort((a, b) => score(b) - score(a) || b.pounds - a.pounds);
  const chosen: GiftIdea[] = [];
  for (const i of ranked) {
    if (chosen.length >= 3) break;
    // One idea per interest first, so three ideas are three directions.
    if (chosen.some((x) => x.for[0] === i.for[0]) && ranked.some((r) => !chosen.includes(r) && !chosen.some((x) => x.for[0] === r.for[0]))) continue;
    chosen.push(i);
  }
  for (const i of ranked) if (chosen.length < 3 && !chosen.includes(i)) chosen.push(i);
  const name = c?.firstName;
  const whose = name ? `${name}'s` : role ? `your ${role}'s` : null;
  const recipient = name ?? (role ? `your ${role}` : work ? 'your colleague' : 'them');
  const ours = /\bour (?:\d{1,2}(?:st|nd|rd|th) )?anniversary\b/.test(text);
  const heading = (occasion
    ? ours
      ? `Gift ideas for ${recipient} for your ${occasion}`
      : whose && !/^(?:Christmas|Valentine|Secret|thank|housewarming)/.test(occasion) ? `Gift ideas for ${whose} ${occasion}` : `Gift ideas for ${recipient} for ${/^[A-Z]/.test(occasion) ? occasion : `the ${occasion}`}`
    : `Gift ideas for ${recipient}`).replace(/s's\b/, "s'");
  const pooled = budget?.per === 'total' && /\b(?:between|total|all in|together)\b/.test(text);
  const within = cap !== undefined ? (pooled ? `, within your ${money(cap, currency)} in all` : `, each within your ${money(cap, currency)}`) : '';
  const said = plan.likes.map((id) => HOBBY_NAMES.get(id)).filter(Boolean);
  const fromWhat = said.length ? `, starting from what you said they love (**${said.join('** and **')}**)` : loved.length ? `, from what ${name} shares on Attune (${loved.map((i) => `**${i.categoryName}**`).join(' and ')})` : '';
  const lines = chosen.map((i) => `- ${capital(i.what)}${cap !== undefined || budget ? `, about ${money(priceIn(i.pounds, currency, cap), currency)}` : ''}.`);
  const receives = c?.results?.loveLanguageReceiving;
  const leaving = /leaving|retirement/.test(occasion ?? '');
  const give = work
    ? `For a colleague, keep it light rather than expensive${leaving ? `: a card with a few lines on what you will miss about working with ${recipient} is often the part they keep` : ', with a short card'}.${receives === 'gifts' || receives === 'words_of_affirmation' ? ` ${HOW_TO_GIVE[receives](name!)}` : ''}`
    : receives
      ? HOW_TO_GIVE[receives](name!)
      : `Give it with a short handwritten note on why you chose it${occasion ? ` for this ${/^[A-Z]/.test(occasion) ? occasion : occasion.replace(/ present$/, '')}` : ''}; that is often the part people keep.`;
  const money0 = cap !== undefined && lines.length === 0 ? `At ${money(cap, currency)}, a handwritten card and something small you make or bake will mean more than anything bought.` : '';
  return [`${heading}${within}${fromWhat}:`, lines.join('\n') || money0, `How to give it: ${give}`, 'Want ideas at a different price, or something to do together instead?'].filter(Boolean).join('\n\n');
}

// ------------------------------------------------------------------------------------------------ am I overreacting

/**
 * A present that got a muted reaction, read against what the recipient shares: someone who feels loved most through
 * something other than gifts often reacts quietly to one, which says little about how they feel about the giver.
 */
function giftReading(c: CoachConnection | undefined, text: string): Reading | null {
  const receives = c?.results?.loveLanguageReceiving;
  if (!c || !receives || receives === 'gifts' || !/\b(?:gifts?|presents?|bought|got (?:\w+ )?(?:an?|some|the) )/.test(text) || !/\b(?:barely|didn'?t|hardly|no) (?:react|reaction|say|said|notice|thank)|\bunderwhelm\w*|\bflat\b|\bmeh\b/.test(text)) return null;
  return {
    test: /$^/,
    why: () => `${c.firstName} feels loved most through **${LOVE_LANGUAGE_LABELS[receives]}**, not gifts, so even a lovely present can get a quieter reaction than you hoped. That is about how ${c.firstName} takes in care, not about you or the gift.`,
    step: () => `Next time, pair a present with ${receives === 'quality_time' ? 'time together, like giving it over a meal or a walk' : receives === 'words_of_affirmation' ? 'a few written words on what they mean to you' : receives === 'acts_of_service' ? 'something you do for them' : 'a hug when you give it'}; and if it still bothers you, it is fine to ask lightly whether they liked it.`,
  };
}

interface Reading {
  test: RegExp;
  why: (who: string) => string;
  step: (who: string) => string;
}

const OVERREACT_READINGS: Reading[] = [
  {
    test: /\b(?:rather|prefer to|want to|like to) (?:stay (?:in|home)|not go|skip|miss)\b|\b(?:don'?t|do not) (?:want|fancy) (?:to go|going)\b/,
    why: () => 'Wanting a quieter option is a preference, not a failing, and plenty of people feel the same about big social plans even when they like the people.',
    step: (w) => `Tell ${w} early and honestly, and offer something that is your kind of thing instead (a drink before, a meal after); people mind a no much less than a vague maybe.`,
  },
  {
    test: /\b(?:cancell?ed|bailed|pulled out|flaked)\b.*\b(?:hour|minutes?|last[- ]minute|same day|day of)\b|\blast[- ]minute\b/,
    why: (w) => `A cancellation ${/\bhour\b/.test(w) ? 'an hour before' : 'that late'} leaves you no time to make other plans, and${/birthday/.test(w) ? ' on your birthday' : ' on something you were looking forward to'} it says the plan mattered less to them than it did to you. Being hurt by that is a fair reading of what happened.`,
    step: (w) => `Let a day pass, then tell ${w} plainly how it landed and ask for the next plan to be one they keep. Whether they apologise properly will tell you more than the cancellation did.`,
  },
  {
    test: /\b(?:forgot|forget|didn'?t (?:call|text|message|remember|say)|never (?:called|said))\b.*\b(?:birthday|anniversary|bday)\b|\b(?:birthday|anniversary)\b.*\b(?:forgot|didn'?t (?:call|text))\b/,
    why: () => 'A birthday is one of the few days that is about you, so silence from someone close reads as "you weren\u2019t on my mind", even when that was not what they meant. Of course it hurts.',
    step: (w) => `Tell ${w} once, lightly and directly, rather than waiting to see if they notice: "It stung not to hear from you on my birthday." Most people would rather know.`,
  },
  {
    test: /\bagain\b|\bevery time\b|\balways\b|\bsecond time\b|\bkeeps?\b|\bonce more\b/,
    why: () => 'Once is a slip; when it happens again it becomes a pattern, and it is the pattern you are reacting to, not the one evening.',
    step: (w) => `Raise it with ${w} at a calm moment, name the pattern rather than the latest time, and ask for one concrete change (who books, and when).`,
  },
  {
    test: /\bwithout asking\b|\b(?:ate|took|used|borrowed|finished) my\b/,
    why: () => 'What annoys you is being skipped over, not the thing itself: being asked is a small courtesy, and noticing when it is missing is normal.',
    step: (w) => `Say it to ${w} once, with a smile and soon: "Could you ask before you take my food? I don't mind sharing, I just like being asked."`,
  },
  {
    test: /\b(?:baby|newborn)\b/,
    why: () => 'With a new baby, sleep, time and attention all go to the baby, and long conversations between the two of you are usually the first thing to go. It is a phase, not a verdict on your relationship.',
    step: () => 'Aim small: ten minutes a day, phones down, talking about something other than feeds and nappies, and say out loud that you miss talking.',
  },
  {
    test: /\b(?:alone|to myself|by myself|recharge|space)\b/,
    why: () => 'Needing time alone after days with people is how many people recharge, not a sign something is wrong.',
    step: () => 'Say so ahead of time to the people around you ("after the trip I need the weekend to myself, then I\'m all yours"), so it reads as a plan, not a withdrawal.',
  },
  {
    test: /\bjealous\w*\b|\benvious\b|\bleft out\b/,
    why: () => 'Jealousy when someone close widens their circle is usually a fear of losing your place with them, and almost everyone feels it at some point.',
    step: (w) => `Instead of pulling back, make a plan with ${w} that is just the two of you; feeling close again is what settles it.`,
  },
];

export function overreactingReply(ctx: CoachContext, message: string): string {
  const text = lower(message);
  const c = connectionIn(ctx, message);
  const role = roleOf(message);
  const who = c?.firstName ?? (role ? `your ${role}` : 'them');
  const asksNormal = /\bis it (?:normal|ok|okay|fair)\b/.test(text);
  const asksWeird = /\bis it (?:weird|odd|strange|bad|wrong|unreasonable|petty)\b/.test(text);
  const verdict = asksNormal
    ? "Yes, it's normal."
    : asksWeird
      ? `No, it's not ${/\bis it (\w+)/.exec(text)?.[1] ?? 'weird'}.`
      : /\bam i wrong\b/.test(text)
        ? "No, you're not wrong to feel that."
        : /\bdramatic\b/.test(text)
          ? "No, you're not being dramatic."
          : /\boverthinking\b/.test(text)
            ? "It's not silly to wonder, but I don't think it means what you fear."
            : "No, you're not overreacting.";
  const reading = giftReading(c, text) ?? OVERREACT_READINGS.find((r) => r.test.test(text));
  const subject = [c ? c.firstName : role ? `your ${role}` : null].filter(Boolean)[0];
  const why = reading?.why(text) ?? 'What you feel is telling you something mattered to you; that is worth taking seriously, whatever anyone else would have felt.';
  // The member's own results, where they explain the feeling (an introvert's need to recharge, an anxious lean).
  const r = ctx.person.results;
  const ei = r?.evidence.axes.find((a) => a.axis === 'EI');
  const mine =
    reading && /alone/.test(String(reading.test)) && ei?.letter === 'I'
      ? ` Your own results say the same: you lean ${Math.round(ei.percent)}% Introverted, so time on your own is how you refill.`
      : '';
  const step = reading?.step(subject ?? who) ?? `If it keeps bothering you, say it to ${who} once, calmly, as how it felt rather than what they are like.`;
  return [`${verdict} ${why}${mine}`, `One next step: ${step}`, 'Do you want help with the words for it?'].join('\n\n');
}

// ------------------------------------------------------------------------------------------------ a vent

/** The member's account turned to the second person, to reflect it back: "my landlord ignored me" → "your landlord ignored you". */
function toYou(s: string): string {
  return s
    .replace(/\bi'?m\b/gi, "you're")
    .replace(/\bi'?ve\b/gi, "you've")
    .replace(/\bi'?d\b/gi, "you'd")
    .replace(/\bi'?ll\b/gi, "you'll")
    .replace(/\bi was\b/gi, 'you were')
    .replace(/\bi\b/gi, 'you')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bmine\b/gi, 'yours')
    .replace(/\bmyself\b/gi, 'yourself')
    .replace(/\bme\b/gi, 'you')
    .replace(/\bam\b/gi, 'are');
}

export function ventReply(_ctx: CoachContext, message: string): string {
  const text = lower(message);
  // The account is what comes after the request to vent: the sentences that do not ask for anything.
  const sentences = (message.match(/[^.!?\n]+[.!?]*/g) ?? [message]).map((s) => s.trim()).filter(Boolean);
  // The story may follow the request in the same sentence ("I need to moan for a minute, he left the oven on").
  const story = sentences
    .map((s) => (VENT.test(lower(s)) ? (/[,:;–-]\s*(.+)$/.exec(s.slice(VENT.exec(lower(s))!.index))?.[1] ?? '') : s))
    .filter((s) => s && !/^(?:ugh|argh|god|honestly|ok|okay)[.!]*$/i.test(s))
    .join(' ');
  const words = story.split(/\s+/);
  const told = words.length >= 4 ? toYou(words.slice(0, 40).join(' ')).replace(/\b([A-Z]{3,})\b/g, (w) => w.toLowerCase()).replace(/[.!?]*$/, '').replace(/,? and you'?re (?:so |really |just )?\w+$/i, '') : '';
  const feeling = /\b(?:angry|furious|fuming|livid|raging|pissed)\b/.test(text)
    ? 'angry'
    : /\b(?:exhausted|tired|knackered|all[- ]nighter|drained|shattered)\b/.test(text)
      ? 'worn out'
      : /\b(?:hurt|upset|sad|crying)\b/.test(text)
        ? 'hurt'
        : 'fed up';
  const open = told ? `That sounds really frustrating. ${capital(told)}. Anyone would be ${feeling} after that.` : "Go ahead, I'm listening.";
  return [
    open,
    "You don't have to make it sound reasonable or fair here. Say as much as you want, and I won't jump in with fixes.",
    'What part of it is getting to you most?',
  ].join('\n\n');
}

// ------------------------------------------------------------------------------------------------ a loss

const PETS = /\b(dog|cat|pup|puppy|kitten|pet|rabbit|bunny|hamster|horse|pony|bird|budgie|parrot|guinea pig|tortoise)\b/;

export function griefReply(_ctx: CoachContext, message: string): string {
  const text = lower(message);
  const pet = PETS.exec(text)?.[1];
  const forSomeoneElse = new RegExp(`\\bmy (?:\\w+ )?(?:friend|mate|colleague|coworker|partner|boyfriend|girlfriend|neighbou?r)'s (?:\\w+ )?(${BEING})\\b`).exec(text) ?? (/\bwhat (?:do|should|can) i (?:say|text|write|send)\b|\bhow (?:do|can) i (?:support|help|comfort)\b/.test(text) ? /\b(?:her|his|their) (\w+) (?:died|passed)/.exec(text) : null);
  const age = /\b(?:was|aged|age) (\d{1,2})\b|\b(\d{1,2}) years? old\b/.exec(text);
  const years = age ? Number(age[1] ?? age[2]) : null;
  const lost = pet ?? /\b(?:my|our) ((?:\w+ )?(?:mum|mom|mother|dad|father|gran|granny|grandma|grandmother|grandpa|grandad|grandfather|nan|nana|brother|sister|uncle|aunt|auntie|cousin|husband|wife|partner|son|daughter|baby|friend|best friend))\b/.exec(text)?.[1] ?? null;
  const anniversary = /\b(?:a |one |two |\d+ )?years? (?:today|ago today|since)\b|\banniversary of\b/.test(text);

  // "Our hamster died and my daughter is heartbroken, how do I help her": helping a child through it.
  const child = /\bmy (daughter|son|kids?|children|little one|boy|girl)\b/.exec(text)?.[1];
  if (child && /\bhow (?:do|can|should) i (?:help|tell|explain|support|comfort)\b/.test(text)) {
    const them = /^(?:daughter|girl)$/.test(child) ? 'her' : /^(?:son|boy)$/.test(child) ? 'him' : 'them';
    return [
      `I'm sorry${lost ? ` about your ${lost}` : ''}. A child's first loss is a big thing, and being there for ${them} is exactly the right instinct.`,
      [
        `- Use plain words: "${lost ? `Our ${lost} died` : 'They died'}" rather than "went to sleep" or "went away", which can confuse or frighten.`,
        `- Let ${them} be sad, and let ${them} see you're sad too; it shows that missing someone is normal.`,
        `- A small goodbye helps children: a drawing, a few words in the garden, a photo by the bed. Let ${them} choose.`,
        '- Expect questions to come back over the next days, often at bedtime; short, honest answers are enough.',
      ].join('\n'),
      `If you'd like, tell me how old ${them === 'them' ? 'they are' : `${them === 'her' ? 'she is' : 'he is'}`} and I can suggest words that fit.`,
    ].join('\n\n');
  }
  if (forSomeoneElse) {
    const theirs = forSomeoneElse[1]!;
    return [
      `I'm sorry. It's hard to know what to say when a friend loses their ${theirs}, and most people worry about getting it wrong. You don't need the right words; you need to show up.`,
      `Something you could send today:\n\n"I'm so sorry about your ${theirs}. I don't have the right words, but I'm thinking of you and I'm here. No need to reply. I'll check in later this week, and if you'd like company or food dropped round, just say."`,
      [
        `- Say their ${theirs}'s name if you knew it, and share a memory if you have one; people often fear others will stop mentioning the person.`,
        '- Offer something specific (a meal on Thursday, a lift to the funeral) rather than "let me know if you need anything".',
        '- Keep checking in after the first weeks, when the messages dry up; that is when it is loneliest.',
      ].join('\n'),
    ].join('\n\n');
  }
  if (anniversary) {
    const whom = lost ? `your ${lost}` : 'them';
    return [
      `I'm sorry. The first anniversary can hit as hard as the early weeks, and it's lonely when everyone else's day looks ordinary while you're counting a year without ${whom}.`,
      [
        `- Mark it in a way that is yours: a place ${whom === 'them' ? 'you went together' : `${whom} loved`}, a meal, a song, or simply not forcing yourself through a normal day.`,
        `- Tell one person "today is a year since ${whom === 'them' ? 'they died' : `${whom.replace(/^your /, 'my ')} died`}". Most people go quiet because they forget or fear upsetting you, not because they don't care, and they are usually glad to be told.`,
        '- Whatever you feel today, numb, sad or even fine, is a normal way to grieve.',
      ].join('\n'),
      `Would you like to tell me about ${whom === 'them' ? 'them' : `your ${lost}`}?`,
    ].join('\n\n');
  }
  const subject = lost ? `your ${lost}` : 'them';
  // A reading or a eulogy to give: how to get through it, beside the condolence.
  if (/\b(?:reading|eulogy|speech|speak|say a few words)\b/.test(text)) {
    return [
      `I'm so sorry about ${subject}. Dreading the reading is completely understandable: you're being asked to stand up at the moment you'd most like to sit quietly.`,
      [
        '- Print it in a large font with wide spacing, and mark where to breathe.',
        '- Read it aloud three or four times before the day, once to someone you trust; the words get easier each time.',
        '- If your voice goes, stop, breathe and carry on. Nobody in that room will mind, and many will be glad to see how much you cared.',
        '- Ask someone to stand near you, or to take over if you need them to; having a back-up often means you don\'t need one.',
      ].join('\n'),
      `If you'd like, tell me about ${subject}; I'm here for that part too.`,
    ].join('\n\n');
  }
  const years0 = years ? ` ${years} years is a whole chapter of your life, and ${pet ? 'she or he was there through all of it' : 'that is a lot of love to miss'}.` : '';
  const petLine = pet
    ? [
        '- Losing a pet is real grief: they were part of every day, and the quiet where they used to be is often the hardest part.',
        "- Cry as much as you need; there is no schedule. Keep or put away their things when you're ready, not before.",
        "- A small goodbye can help: a photo somewhere you'll see it, a walk on their route, or writing down what you'll miss.",
        `- Tell someone who knew ${pet === 'dog' || pet === 'cat' ? `your ${pet}` : 'them'}; shared memories help more than being told to get another.`,
      ]
    : [
        "- Not being able to focus, sleep or care about ordinary things is part of grief, not a sign you're doing it wrong.",
        '- Lower the bar for a while: eat, sleep, take a short walk, and let the rest be good enough.',
        '- Tell the people close to you what helps: company, practical help, or simply saying their name.',
        '- If work feels impossible, ask for compassionate leave or lighter deadlines; most workplaces expect it.',
      ];
  return [`I'm so sorry about ${subject}.${years0}`, petLine.join('\n'), `If you'd like to, tell me about ${subject}. I'm here.`].join('\n\n');
}

// ------------------------------------------------------------------------------------------------ loneliness

const PLACE = /\b(?:moved to|moving to|new (?:to|in)|living in|live in|relocated to|in) ((?:[A-Z][\p{L}'-]+)(?: [A-Z][\p{L}'-]+)?)\b/u;

export function lonelyReply(ctx: CoachContext, message: string): string {
  const text = lower(message);
  // The place as the member named it, capitalised ("bristol" → "Bristol"), unless it is not a place.
  const cased = message.replace(/\b(?:moved to|moving to|new to|new in|living in|live in|relocated to) ([a-z][\p{L}'-]+)/gu, (m, p: string) => m.replace(p, capital(p)));
  const found = PLACE.exec(cased)?.[1];
  const place = found && !/^(?:The|This|A|My|Town|Work|London Road)$/.test(found) ? found : null;
  const kids = /\b(?:kids|children|toddler|baby|son|daughter)\b/.test(text);
  const among = /\b(?:even though|despite|around me|people around|surrounded)\b/.test(text);
  const loved = lovedCategories(ctx.person.hobbies);
  const interests = topInterests(ctx.person.hobbies).filter((i) => loved.has(i.categoryId)).slice(0, 2);
  const r = ctx.person.results;
  const ei = r?.evidence.axes.find((a) => a.axis === 'EI');
  const where = place ? ` in ${place}` : '';
  const open = among
    ? "Feeling lonely with people around is common and it is real: loneliness is about not feeling known, not about how many people are nearby."
    : place || /\bmoved|new (?:to|in)\b|\bnew (?:city|town|area|country)\b/.test(text)
      ? `Starting again somewhere new${where} is lonely at first for almost everyone; it says you need people, not that something is wrong with you.`
      : 'Loneliness is painful and far more common than it looks from the outside; it says you need people, not that something is wrong with you.';
  const lines = among
    ? [
        '- Pick one person you already like and go one step deeper: a one-to-one plan instead of the group, and a real answer when they ask how you are.',
        '- Say a little more than usual about what is actually going on with you; closeness grows when people are let in, and they tend to match it.',
        ctx.connections.length ? `- ${ctx.connections.filter((c) => c.relationshipType !== 'professional').map((c) => c.firstName)[0] ?? ctx.connections[0]!.firstName} is one place to start this week.` : '- Choose one person this week to start with.',
      ]
    : [
        kids
          ? `- Use the places the children already take you${where}: the school gate, a toddler group, a weekend class where parents wait. Seeing the same parents every week is how friendships start.`
          : `- Choose one thing${where} that repeats every week (a club, a class, a volunteering shift) and keep going; friendships grow from seeing the same faces again and again.`,
        interests.length
          ? `- Start from what you enjoy, ${interests.map((i) => `**${i.categoryName}**${i.activities[0] ? ` (${i.activities[0].toLowerCase()})` : ''}`).join(' or ')}: look up a group for it${where}, where the activity carries the conversation.`
          : `- Look up a group${where} for something you enjoy, where the activity carries the conversation.`,
        '- After the second or third time, suggest one small next step to someone you like ("coffee after this next week?"). Most people are waiting for someone else to ask.',
        ...(ei?.letter === 'I' ? [`- You lean ${Math.round(ei.percent)}% Introverted, so small groups and one-to-one plans will suit you better than big nights out; that is a way in, not a flaw.`] : []),
        ...(/\bweekends?\b/.test(text) ? ['- Give the weekend an anchor, one booked thing on Saturday morning, so the quiet has a shape.'] : []),
        ...(r ? [`- Your social stability is ${Math.round(r.socialStability)}%; small, regular contact moves it more than one big event.`] : []),
      ];
  const first = kids ? 'A first step this week: say hello to one parent you keep seeing and ask one question about their child.' : `A first step this week: find one group${where} and put its next meeting in your calendar.`;
  return [open, lines.join('\n'), among ? 'Who is one person you would like to feel closer to?' : first].join('\n\n');
}

// ------------------------------------------------------------------------------------------------ a draft from the situation

const ROLE_NAME = /\b(?:coworker|co-worker|colleague|boss|manager|friend|mate|flatmate|housemate|roommate|neighbou?r|landlord|landlady|sister|brother|cousin)\s+([a-z][a-z'-]+)\b/;
const NOT_A_NAME = /^(?:my|the|him|her|them|me|you|a|an|our|his|their|is|was|and|who|about|at|for|to|keeps?|has|had|said|says)$/;

/** Who the words are for, as the member would greet them: a connection, a name given with a role, else none. */
function addressee(ctx: CoachContext, message: string): { name: string | null; c?: CoachConnection; work: boolean } {
  const text = lower(message);
  const c = connectionIn(ctx, message);
  const work = c?.relationshipType === 'professional' || /\b(?:coworker|co-worker|colleague|boss|manager|client|team|rota|shift|e-?mail)\b/.test(text);
  if (c) return { name: c.firstName, c, work };
  const named = ROLE_NAME.exec(text)?.[1] ?? /\b(?:text|message|e-?mail|note|card) (?:to|for) ([a-z][a-z'-]+)\b/.exec(text)?.[1];
  return { name: named && !NOT_A_NAME.test(named) ? capital(named) : null, work };
}

/** The member's clause about the other person turned to "you": "keeps changing the rota" → "you've been changing the rota". */
function patternToYou(text: string): string | null {
  const m = /\b(?:keeps|kept|keep) (\w+ing)\b(.{0,80}?)(?=[.!?,;]|\b(?:and|but|so) i\b|$)/.exec(text);
  if (!m) return null;
  const rest = m[2]!.replace(/\b(?:like|literally|basically|honestly|just) /g, '').replace(/\bwith a day'?s notice\b/, "with only a day's notice").trim();
  return `you've been ${m[1]}${rest ? ` ${toYou(rest).replace(/\byour\b/g, 'my').replace(/\byou\b/g, 'me')}` : ''}`;
}

function signOff(ctx: CoachContext, work: boolean): string {
  const me = ctx.person.firstName;
  return work ? `Thanks,\n${me}` : me;
}

/**
 * Words for three common situations the member describes without dictating the words: moving a plan, a card for an
 * occasion, and a firm note about something that keeps happening. Null for anything else (the drafting answers in
 * answers/ take those).
 */
export function situationDraft(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  const to = addressee(ctx, message);
  const hi = to.name ? `Hi ${to.name}` : 'Hi';
  const receives = to.c?.results?.loveLanguageReceiving;
  const days = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week|the weekend)';

  // Moving a plan: "moving our cooking night from thursday to sunday".
  const move = new RegExp(`\\b(?:mov(?:e|ing)|reschedul(?:e|ing)|push(?:ing)?|shift(?:ing)?) (our|the|my|his|her) ([a-z' -]{2,25}?) (?:from ${days} )?to ${days}\\b`).exec(text);
  if (move) {
    const what = `${move[1] === 'my' ? 'my' : 'our'} ${move[2]!.trim()}`;
    const from = move[3] ? ` from ${capital(move[3])}` : '';
    const until = capital(move[4]!);
    const sorry = /\b(?:last[- ]minute|short notice|feel bad|guilty|hates? (?:changes|change)|sorry)\b/.test(text)
      ? ` I know changing plans late is a pain${/\bhates?\b/.test(text) ? ' and not your favourite thing' : ''}, so I'm sorry.`
      : '';
    const body = `${hi}, would it be okay to move ${what}${from} to ${until}?${sorry} I'm still really looking forward to it${receives === 'acts_of_service' ? ", and I'll bring the ingredients to make up for it" : ''}. Let me know if ${until} works for you.`;
    return [`Here's a text you could send${to.name ? ` ${to.name}` : ''}:`, `"${body}"`, 'Sending it as soon as you know gives the most notice, which matters most to someone who likes plans settled. Want it shorter?'].join('\n\n');
  }

  // A card for an occasion: "1 year with maya on saturday, write something for the card".
  const card = /\b(?:card|note)\b/.test(text);
  const years = /\b(\d+|one|a|two|three|five|ten) years?\b/.exec(text)?.[1];
  const occasion = /\banniversary\b|\b(?:\d+|one|a) years? (?:with|together|of)\b/.test(text) ? 'anniversary' : occasionOf(text);
  if (card && occasion) {
    const name = to.name ?? '';
    const couple = to.c?.relationshipType === 'couple' || /\b(?:girlfriend|boyfriend|wife|husband|partner)\b/.test(text) || occasion === 'anniversary';
    const count = years ? (years === 'a' || years === '1' ? 'one' : years) : null;
    const qt = receives === 'quality_time' ? " Saturday's planned: just us." : '';
    const wa = receives === 'words_of_affirmation';
    const lines: Record<string, string> = {
      anniversary: `Happy ${count ? `${count} year${count === 'one' ? '' : 's'}` : 'anniversary'}${name ? `, ${name}` : ''}. A year ago I didn't know how much I'd look forward to ordinary days with you, and now they're my favourite part of the week. Thank you for being exactly you.${qt} Here's to the next one.\n\nLove, ${ctx.person.firstName}`,
      birthday: couple
        ? `Happy birthday${name ? `, ${name}` : ''}. I hope this year gives you as much as you give everyone around you. I'm lucky I get to spend it with you.${qt}\n\nLove, ${ctx.person.firstName}`
        : `Happy birthday${name ? `, ${name}` : ''}! Thank you for being someone I can always count on. I hope the year ahead is a great one.\n\n${ctx.person.firstName}`,
      'leaving present': `${name ? `${name}, it` : 'It'}'s been a real pleasure working with you. Thank you for the help, the patience and the good ideas; the team won't be the same. Good luck with what's next, and keep in touch.\n\n${ctx.person.firstName}`,
    };
    const body = lines[occasion] ?? lines[occasion === 'retirement' ? 'leaving present' : 'birthday']!;
    return [
      'Here is something for the card, plain and warm, no poetry:',
      `"${body}"`,
      wa && to.c ? `${to.c.firstName} feels loved through **Words of Affirmation**, so handwrite it: the words themselves are the gift.` : 'Handwrite it if you can; it reads as more personal than anything printed.',
      'Want it shorter, or a little funnier?',
    ].join('\n\n');
  }

  // A firm note about something that keeps happening: "coworker trish keeps changing the rota with a day's notice".
  const pattern = /\b(?:firm|not rude|polite|professional|assertive|e-?mail|message|text|note)\b/.test(text) ? patternToYou(text) : null;
  if (pattern) {
    const ask = /\bnotice\b/.test(text)
      ? 'Could we agree that changes come with at least a week\u2019s notice, unless it\u2019s a real emergency?'
      : 'Could we agree a way to stop it happening, so neither of us has to keep raising it?';
    const body = `${hi},\n\nI wanted to raise something briefly. Recently ${pattern}, and it makes it hard for me to plan around. ${ask}\n\nHappy to talk it through if that's easier.\n\n${signOff(ctx, to.work)}`;
    return [
      'Firm and polite: one pattern, its effect on you, one clear ask. You could send:',
      `"${body}"`,
      'Keep it to this one issue and send it on a calm day, not straight after the next change. Want it softer, or firmer?',
    ].join('\n\n');
  }
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
  return null;
}
