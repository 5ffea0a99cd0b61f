/**
 * Everyday answer kinds (decision 088): a gift, "am I overreacting?", a vent, a loss, loneliness. Each is chosen by
 * what the request is (not by a word in the story) and built from what the member stated (the occasion, the budget
 * and its currency, the place, who it is about, what happened) and from what the coach may see of the people in it
 * (interests and love language a connection shares, the member's own leanings). None of them asks for something
 * the message already said, and none pastes the member's words back in quotation marks.
 */
import type { LoveLanguage } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { findNamedConnection } from '../read/intents.js';
import { asksForPlan, readPlan, type Budget, type Currency } from '../read/plan.js';
import { lower } from '../read/text.js';
import { lovedCategories } from './fit.js';
import { topInterests } from './shared.js';

export type EverydayKind = 'gift' | 'draft' | 'overreacting' | 'vent' | 'grief' | 'lonely' | 'trip';

// ------------------------------------------------------------------------------------------------ reading the kind

const VENT = /\b(?:(?:just )?(?:need|want|have) to (?:rant|vent|moan|get (?:it|this|something) off my chest)|(?:can|could|may) i (?:just )?(?:vent|rant|moan)|let me (?:vent|rant)|(?:need|want) (?:a|to) (?:vent|rant)|rant (?:incoming|time)|not (?:looking|asking) for (?:advice|solutions|fixes|a fix)|(?:don'?t|do not) (?:need|want) (?:advice|solutions|fixing|to be fixed)|(?:need|want) (?:someone|somebody|you) to (?:just )?listen|get (?:it|this) off my chest)\b/;
/** Someone or an animal that can die: a loss, not "my phone died" or "the battery died". */
const BEING = "(?:mum|mom|mother|dad|father|parents?|gran|granny|grandma|grandmother|grandpa|grandad|grandfather|nan|nana|brother|sister|sibling|uncle|aunt|auntie|cousin|husband|wife|partner|boyfriend|girlfriend|son|daughter|baby|child|friend|best friend|mate|colleague|coworker|neighbou?r|teacher|dog|cat|pup|puppy|kitten|pet|rabbit|bunny|hamster|horse|pony|bird|budgie|parrot|guinea pig|tortoise)";
const LOSS = new RegExp(
  `\\b(?:(?:my|our|her|his|their|a) (?:\\w+'s |\\w+ )?${BEING}(?: \\w+)? (?:(?:has |just |had )?(?:died|passed(?: away| on)?)|is dead)|(?:lost|losing) (?:my|our) (?:\\w+ )?${BEING}\\b(?! (?:in|at) the)|put (?:my|our|the|her|his) (?:\\w+ )?(?:dog|cat|pet|horse|rabbit|pup|puppy) (?:down|to sleep)|(?:had|have) to (?:put|have) (?:\\w+ )?(?:down|put down|put to sleep)|(?:since|after) (?:my|our) (?:\\w+ )?${BEING} (?:died|passed)|funeral|bereave\\w*|grieving|miscarri\\w*)`,
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

export function giftReply(ctx: CoachContext, message: string): string {
  const text = lower(message);
  const c = connectionIn(ctx, message);
  const plan = readPlan(message);
  const budget: Budget | undefined = plan.budget;
  const currency: Currency = budget?.currency ?? '£';
  const cap = budget?.amount;
  const occasion = occasionOf(text);
  const role = roleOf(message);
  const work = c?.relationshipType === 'professional' || /\b(?:colleague|coworker|co-worker|boss|manager|team|leaving)\b/.test(text);
  const parents = /\bparents\b/.test(text);
  const milestone = !!occasion && /^\d/.test(occasion);
  // What the gift can start from: the recipient's shared interests, else who they are and the occasion.
  const loved = c ? topInterests(c.hobbies ?? null).slice(0, 2) : [];
  const wanted = [
    ...loved.map((i) => i.categoryId),
    ...(work ? ['colleague'] : []),
    ...(/housewarming/.test(occasion ?? '') ? ['housewarming'] : []),
    ...(parents ? ['parents'] : []),
    ...(milestone ? ['milestone'] : []),
    ...(/\b(?:mum|mom|mother|dad|father)\b/.test(text) ? ['parent'] : []),
    ...(c?.relationshipType === 'couple' || /\b(?:boyfriend|girlfriend|husband|wife|partner)\b/.test(text) ? ['partner'] : []),
    ...(c?.relationshipType === 'friend' ? ['friend'] : []),
  ];
  const quality = c?.results?.loveLanguageReceiving === 'quality_time';
  const affordable = (i: GiftIdea) => cap === undefined || priceIn(i.pounds, currency) <= cap;
  const score = (i: GiftIdea) => {
    const place = wanted.findIndex((w) => i.for.includes(w));
    return (place < 0 ? 0 : 10 - place) + (quality && i.together ? 3 : 0) + (work && i.together ? -10 : 0);
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
  const heading = (occasion
    ? whose && !/^(?:Christmas|Valentine|Secret|thank|housewarming)/.test(occasion) ? `Gift ideas for ${whose} ${occasion}` : `Gift ideas for ${recipient} for ${/^[A-Z]/.test(occasion) ? occasion : `the ${occasion}`}`
    : `Gift ideas for ${recipient}`).replace(/s's\b/, "s'");
  const within = cap !== undefined ? `, each within your ${money(cap, currency)}${budget?.per === 'total' && /\b(?:between|total|all in|together)\b/.test(text) ? ' in all' : ''}` : '';
  const fromWhat = loved.length ? `, from what ${name} shares on Attune (${loved.map((i) => `**${i.categoryName}**`).join(' and ')})` : '';
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

interface Reading {
  test: RegExp;
  why: (who: string) => string;
  step: (who: string) => string;
}

const OVERREACT_READINGS: Reading[] = [
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
      ? "No, it's not weird."
      : /\bam i wrong\b/.test(text)
        ? "No, you're not wrong to feel that."
        : /\bdramatic\b/.test(text)
          ? "No, you're not being dramatic."
          : "No, you're not overreacting.";
  const reading = OVERREACT_READINGS.find((r) => r.test.test(text));
  const subject = [c ? c.firstName : role ? `your ${role}` : null].filter(Boolean)[0];
  const why = reading?.why(text) ?? 'What you feel is telling you something mattered to you; that is worth taking seriously, whatever anyone else would have felt.';
  // The member's own results, where they explain the feeling (an introvert's need to recharge, an anxious lean).
  const r = ctx.person.results;
  const ei = r?.evidence.axes.find((a) => a.axis === 'EI');
  const mine =
    reading && /alone/.test(String(reading.test)) && ei?.letter === 'I'
      ? ` Your own results say the same: you lean ${Math.round(ei.percent)}% Introverted, so time on your own is how you refill.`
      : r && (r.relationshipType === 'anxious' || r.relationshipType === 'fearful_avoidant') && !reading
        ? ' Your attachment results suggest worry about closeness can make slights feel louder, so check the facts once; that does not make this one small.'
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
  const story = sentences.filter((s) => !VENT.test(lower(s)) && !/^(?:ugh|argh|god|honestly|ok|okay)[.!]*$/i.test(s)).join(' ');
  const words = story.split(/\s+/);
  const told = words.length >= 4 ? toYou(words.slice(0, 40).join(' ')).replace(/[.!?]*$/, '').replace(/,? and you'?re (?:so |really |just )?\w+$/i, '') : '';
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

const PLACE = /\b(?:moved to|new (?:to|in)|living in|live in|relocated to|in) ((?:[A-Z][\p{L}'-]+)(?: [A-Z][\p{L}'-]+)?)\b/u;

export function lonelyReply(ctx: CoachContext, message: string): string {
  const text = lower(message);
  // The place as the member named it, capitalised ("bristol" → "Bristol"), unless it is not a place.
  const cased = message.replace(/\b(?:moved to|new to|new in|living in|live in|relocated to) ([a-z][\p{L}'-]+)/gu, (m, p: string) => m.replace(p, capital(p)));
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
    : place || /\bmoved|new (?:to|in)\b/.test(text)
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
      ];
  const first = kids ? 'A first step this week: say hello to one parent you keep seeing and ask one question about their child.' : `A first step this week: find one group${where} and put its next meeting in your calendar.`;
  return [open, lines.join('\n'), among ? 'Who is one person you would like to feel closer to?' : first].join('\n\n');
}

// ------------------------------------------------------------------------------------------------ the answer

/** The reply for an everyday kind this module answers (gift, overreacting, vent, grief, loneliness), or null. */
export function everydayKindReply(ctx: CoachContext, message: string): string | null {
  const kind = everydayKindOf(message);
  if (kind === 'gift') return giftReply(ctx, message);
  if (kind === 'overreacting') return overreactingReply(ctx, message);
  if (kind === 'vent') return ventReply(ctx, message);
  if (kind === 'grief') return griefReply(ctx, message);
  if (kind === 'lonely') return lonelyReply(ctx, message);
  return null;
}
