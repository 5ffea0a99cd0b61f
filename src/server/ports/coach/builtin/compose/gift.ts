/** The gift answer kind (decision 088): ideas priced in the member's currency under the stated cap, for the occasion as said. */
import { apart } from './seams.js';
import type { LoveLanguage } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { readPlan, type Budget, type Currency } from '../read/plan.js';
import { lower } from '../read/text.js';
import { earlierUserMessages, lastAssistant, recentConnection } from '../decide/history.js';
import { PREGNANT, readDiet } from '../read/plan-constraints.js';
import { ratedActivities, topInterests } from './shared.js';
import { findActivity, HOBBY_CATEGORIES } from '../../../../../shared/assessment/hobbies.js';
import { capital, connectionIn, money, priceIn, roleOf } from './kinds-common.js';
import { ACTIVITY_GIFTS } from '../content/activity-gifts.js';

const HOBBY_NAMES = new Map(HOBBY_CATEGORIES.map((h) => [h.id, h.name]));

// ------------------------------------------------------------------------------------------------ a gift

interface GiftIdea {
  what: string;
  /** A typical price in pounds. */
  pounds: number;
  /** Hobby categories it suits, or who it suits when no interests are known. */
  for: string[];
  /** Something done together: suits Quality Time. */
  together?: boolean;
  /** Works for two people in different cities (posted, delivered, or shared on a call). */
  apart?: boolean;
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
  { what: 'something for the comfortable months ahead: a soft robe, a long body pillow or good slippers, with a card for the news', pounds: 30, for: ['pregnancy'] },
  { what: 'a kit for one dish posted to them, which you cook at the same time on a video call, each in your own kitchen', pounds: 30, for: ['food_home', 'partner', 'friend'], together: true, apart: true },
  { what: 'an online class you both join from home (cooking, drawing or a tasting), booked at an hour that suits both clocks', pounds: 30, for: ['food_home', 'creative_arts', 'mind_learning', 'anyone'], together: true, apart: true },
  { what: 'a parcel of small things that each stand for a shared memory, opened together on a video call', pounds: 25, for: ['anyone', 'partner', 'friend', 'parent'], together: true, apart: true },
  { what: 'a breakfast or dinner delivered to them on the day, timed so you eat together on a call', pounds: 35, for: ['food_home', 'anyone'], together: true, apart: true },
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

export function occasionOf(text: string): string | null {
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

/** How to give it when the two of them are apart: nothing handed over, the time together is a call. */
const HOW_TO_GIVE_APART: Partial<Record<LoveLanguage, (name: string) => string>> = {
  quality_time: (n) => `${n} feels loved through **Quality Time**, so set a video call for when it arrives, at an hour that suits both time zones, and open or use it together: the time on the call is part of the gift.`,
  physical_touch: (n) => `${n} feels loved through **Physical Touch**, so send it with a note about the hug that comes with it next time you see each other, and make that plan.`,
};

/** A gift the member already has in mind ("I would honestly just buy a book. Good?"), in their words. */
const PROPOSED = /\b(?:i(?:'d| would)? (?:\w+ ){0,2}(?:just )?(?:buy|get)|thinking (?:of|about) (?:getting|buying)|was (?:going|gonna) (?:to )?(?:get|buy)|planning (?:to|on) (?:get|buy)\w*)\s+(?:(?:him|her|them|\p{L}+) )?(?:a |an |some )?((?:\p{L}+ ){0,2}?(?:book|voucher|gift card|mug|candle|plant|bottle of wine|wine|flowers|chocolates?|card|scarf|cake|socks|game|hamper|perfume|jumper|print|necklace))\b/u;
const ASKS_IF_GOOD = /\b(?:good|ok|okay|fine|enough|boring|lame|weird|too (?:cheap|much|personal)|thoughtful)\s*\?|\bgood idea\b|\bwould (?:that|it) (?:work|do)\b/;

export function giftReply(ctx: CoachContext, message: string, recent?: CoachConnection): string {
  const text = lower(message);
  // "What gift would he like?" in a thread about someone: that person.
  const c = connectionIn(ctx, message) ?? (/\b(?:he|she|they|him|her|them)\b/.test(text) ? recent : undefined);
  const plan = readPlan(message);
  // Apart (a parcel, another city): nothing that needs both of them in the same place, and no "in person".
  const away = apart(message) || plan.apart;
  const budget: Budget | undefined = plan.budget;
  const currency: Currency = budget?.currency ?? '£';
  // "Six of us, €20 each" for one present: the pot is €120, not €20 (a group chipping in for one gift).
  const group = budget?.per === 'person' && plan.people > 2 && /\b(?:of us|team|chip(?:ping)? in|club(?:bing)? together|everyone|we all|whip[- ]round|put in)\b/.test(text);
  const cap = budget && group ? budget.amount * plan.people : budget?.amount;
  const ordinal = /\b(\d{1,2}(?:st|nd|rd|th))\b/.exec(text)?.[1];
  // "our 10th anniversary" is an anniversary with its number; "mum's 60th" a birthday.
  const occasion = ordinal && /\banniversary\b/.test(text) ? `${ordinal} anniversary` : occasionOf(text);
  const role = roleOf(message);
  const work = c?.relationshipType === 'professional' || /\b(?:colleague|coworker|co-worker|boss|manager|team|leaving)\b/.test(text);
  const parents = /\bparents\b/.test(text);
  const milestone = !!occasion && /^\d/.test(occasion) && !/anniversary/.test(occasion);
  // What the gift can start from: the recipient's shared interests, else who they are and the occasion.
  const loved = c ? topInterests(c.hobbies ?? null).filter((i) => !plan.ruledOut.includes(i.categoryId)).slice(0, 2) : [];
  const housewarming = /housewarming/.test(occasion ?? '');
  const wanted = [
    ...(housewarming ? ['housewarming'] : []),
    ...plan.likes,
    ...loved.map((i) => i.categoryId),
    ...(work ? ['colleague'] : []),
    ...(parents ? ['parents'] : []),
    ...(milestone ? ['milestone'] : []),
    ...(/\b(?:mum|mom|mother|dad|father)\b/.test(text) ? ['parent'] : []),
    ...(c?.relationshipType === 'couple' || /\b(?:boyfriend|girlfriend|husband|wife|partner)\b/.test(text) ? ['partner'] : []),
    ...(c?.relationshipType === 'friend' ? ['friend'] : []),
    ...(/\b(?:uni|university|college|new job|moving out|first (?:flat|place|home)|leaving home)\b/.test(text) ? ['fresh start'] : []),
    'anyone',
  ];
  // A pregnancy or "she doesn't drink" said anywhere in the thread keeps bottles, climbing and spas out (round 17: a
  // bottle of wine for a friend who had just said she was pregnant).
  const thread = [text, ...ctx.history.filter((t) => t.role === 'user').slice(-3).map((t) => lower(t.content))].join('. ');
  const pregnant = PREGNANT.test(thread);
  const sober = pregnant || readDiet(thread).includes('noAlcohol');
  const quality = c?.results?.loveLanguageReceiving === 'quality_time';
  const affordable = (i: GiftIdea) => cap === undefined || priceIn(i.pounds, currency) <= cap;
  // What the member ruled out stays out, even when it is the recipient's first interest (decision 093).
  // Two people in different cities: nothing that needs them in one place; what is posted or shared on a call.
  const unsafe = (what: string) => (sober && /\b(?:bottle|wine|beer|gin|tasting)\b/.test(what)) || (pregnant && /\b(?:climbing|paddleboard|spa|bath set|sushi)\b/.test(what));
  const allowed = (i: GiftIdea) => !unsafe(i.what) && (pregnant || !i.for.includes('pregnancy')) && !i.for.some((f) => plan.ruledOut.includes(f)) && !(away && (i.together || /\b(?:together|the two of you|both of you)\b/.test(i.what)) && !i.apart) && !(i.apart && !away);
  const score = (i: GiftIdea) => {
    const place = wanted.findIndex((w) => i.for.includes(w));
    // A romantic day is for the two of them: nothing built on a group.
    const romantic = /Valentine|anniversary/.test(occasion ?? '') && /\b(?:friends|crowd)\b/.test(i.what);
    return (place < 0 ? 0 : 10 - place) + (pregnant && i.for.includes('pregnancy') ? 12 : 0) + (quality && i.together ? 3 : 0) + (away && i.apart ? 4 : 0) + (work && i.together ? -10 : 0) + (romantic ? -20 : 0);
  };
  const ranked = GIFT_IDEAS.filter((i) => affordable(i) && allowed(i) && score(i) > 0).sort((a, b) => score(b) - score(a) || b.pounds - a.pounds);
  const chosen: GiftIdea[] = [];
  // Someone who feels loved through time together keeps a place for an idea to share, from the ranked list; both
  // loops below stop there, and the last one fills the rest.
  const firstPicks = quality && !work ? 2 : 3;
  // Ideas for the activities the person rates highest come first, one per activity (round 17: a chess and trivia fan got
  // "a book" and "treats"); a new home takes only what suits a home, a colleague nothing personal.
  const activities = c && !away ? ratedActivities(c.hobbies).filter((id) => !plan.ruledOut.includes(findActivity(id)?.category.id ?? '')) : [];
  const activityNames: string[] = [];
  for (const id of activities) {
    if (chosen.length >= firstPicks) break;
    const idea = (ACTIVITY_GIFTS[id] ?? []).find((g) => !unsafe(g.what) && (!housewarming || g.home) && (!work || g.work) && (cap === undefined || priceIn(g.pounds, currency) <= cap));
    if (!idea) continue;
    chosen.push({ what: idea.what, pounds: idea.pounds, for: [findActivity(id)?.category.id ?? 'anyone'] });
    activityNames.push((findActivity(id)?.activity.name ?? id.replace(/_/g, ' ')).toLowerCase());
  }
  for (const i of ranked) {
    if (chosen.length >= firstPicks) break;
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
  const within = cap !== undefined ? (group ? `, within the ${money(cap, currency)} you have in all (${plan.people} × ${money(budget!.amount, currency)})` : pooled ? `, within your ${money(cap, currency)} in all` : `, each within your ${money(cap, currency)}`) : '';
  const said = plan.likes.map((id) => HOBBY_NAMES.get(id)).filter(Boolean);
  const fromWhat = said.length ? `, starting from what you said they love (**${said.join('** and **')}**)` : activityNames.length ? `, from what ${name} loves on Attune (${activityNames.map((n) => `**${n}**`).join(', ')})` : loved.length ? `, from what ${name} shares on Attune (${loved.map((i) => `**${i.categoryName}**`).join(' and ')})` : '';
  const lines = chosen.map((i) => `- ${capital(i.what)}${cap !== undefined || budget ? `, about ${money(priceIn(i.pounds, currency, cap), currency)}` : ''}.`);
  const receives = c?.results?.loveLanguageReceiving;
  const leaving = /leaving|retirement/.test(occasion ?? '');
  const give = work
    ? `For a colleague, keep it light rather than expensive${leaving ? `: a card with a few lines on what you will miss about working with ${recipient} is often the part they keep` : ', with a short card'}.${receives === 'gifts' || receives === 'words_of_affirmation' ? ` ${HOW_TO_GIVE[receives](name!)}` : ''}`
    : receives
      ? (away ? HOW_TO_GIVE_APART[receives] : undefined)?.(name!) ?? HOW_TO_GIVE[receives](name!)
      : `Give it with a short handwritten note on why you chose it${occasion ? ` for this ${/^[A-Z]/.test(occasion) ? occasion : occasion.replace(/ present$/, '')}` : ''}; that is often the part people keep.`;
  const money0 = cap !== undefined && lines.length === 0 ? `At ${money(cap, currency)}, a handwritten card and something small you make or bake will mean more than anything bought.` : '';
  // Someone far away: say how it gets there, since a thing bought locally does not.
  const far = away || /\b(?:remote|lives? (?:in|abroad|overseas)|abroad|overseas|post it|ship|deliver\w*|send (?:it|him|her|them)|get (?:it )?to (?:him|her|them))\b/.test(text);
  const where = plan.city;
  const getThere = far ? `Getting it there: order from a shop that delivers ${where ? `in ${where}` : 'where they live'} and have it arrive a day or two early; tickets or a voucher sent by e-mail work even at the last minute.` : '';
  // The member's own idea, judged first when they ask whether it is good: it is usually fine, made personal.
  const proposed = ASKS_IF_GOOD.test(text) ? PROPOSED.exec(text)?.[1] : undefined;
  const verdict = proposed
    ? `Yes, ${/^(?:a|an|some)\b/.test(proposed) ? proposed : `${/^[aeiou]/.test(proposed) ? 'an' : 'a'} ${proposed}`} is a good choice${work ? ' for a colleague: easy to get right and nothing too personal' : ''}. What makes it ${name ? `${name}'s` : 'theirs'} rather than anyone's is choosing it for ${name ? `what ${name} loves` : 'what they love'}${activityNames.length ? ` (${activityNames.slice(0, 2).join(' or ')})` : ''}${work ? ' and having everyone write a line inside the cover or on a card' : ' and a line on why you picked it'}. If you want alternatives:`
    : null;
  const needsNothing = /\b(?:doesn'?t|don'?t|does not|do not) (?:need|want) anything\b|\bhas everything\b/.test(text)
    ? `When someone says they don't need anything, something to do or to use up (a class, a meal, a good bottle) usually lands better than one more thing to keep.`
    : null;
  return [verdict, needsNothing, `${heading}${within}${fromWhat}:`, lines.join('\n') || money0, getThere, `How to give it: ${give}`, 'Want ideas at a different price, or something to do together instead?'].filter(Boolean).join('\n\n');
}

/**
 * A gift asked for with a budget ("her bday, she says she needs nothing, $80, help"): gift ideas, before a topic the
 * occasion's word could pick (round 16 answered one with a script about a forgotten birthday). A story of a gift that
 * went wrong keeps the answers for what went wrong. Null otherwise.
 */
export function budgetedGift(ctx: CoachContext, message: string, person?: CoachConnection): string | null {
  if (!readPlan(message).budget || /\b(?:sorry|apolog\w*|fight|argu\w*|hurt|upset|angry|hated|didn'?t like|returned|forgot)\b/i.test(message)) return null;
  return giftReply(ctx, message, person);
}

/**
 * "Budget is 40 euros total, 6 of us chipping in" right after gift ideas: the ideas again for the same person, within
 * the new budget, read with the request that asked for them (round 19: it was asked who the message was about).
 */
export function giftFollowUp(ctx: CoachContext, message: string): string | null {
  if (!/^(?:[^\n]*\n\n)?Gift ideas\b/.test(lastAssistant(ctx)) || message.trim().split(/\s+/).length > 25) return null;
  if (!readPlan(message).budget && !/\b(?:cheaper|less expensive|under|max(?:imum)?|budget)\b/i.test(message)) return null;
  const asked = earlierUserMessages(ctx, message, 3).find((m) => /\b(?:gifts?|presents?|get (?:him|her|them)|buy)\b/i.test(m));
  if (!asked) return null;
  return giftReply(ctx, `${asked}\n${message}`, recentConnection(ctx, message));
}

