/**
 * Trips of several days, camping and a weekend alone (read/event.ts): a day-by-day outline built from what each
 * person asked for or loves, and a budget split whose lines add up within the budget; a weekend alone gets its first
 * steps in order. Places are described by kind (a provincial park with canoe rental, a lakeside cabin reachable by
 * regional train), never by a name we cannot stand behind.
 */
import type { CoachConnection, CoachContext } from '../../context.js';
import { TRIP_DAYS, TRIP_DAYS_INDOORS, TRIP_SPLITS, WARM_DAY } from '../content/events.js';
import type { EventAsk, Wish } from '../read/event.js';
import { lower } from '../read/text.js';
import { joinedLines, visitBudget } from './event-group.js';
import { capital, currencyFor, fanReason, fansOf, fanScore, keptLine, pairNotes, splitBudget, splitLines, totalBudget, type Fan } from './event-common.js';

/** Whose wish a word is: the member's ("I want a hike") or the other person's ("she's all art"). */
const WISH_PHRASE: Record<Wish, string> = {
  singing: 'singing', hike: 'a proper walk', water: 'water sports and swimming', campfire: 'cooking over a fire', art: 'art', hosting: 'having people over',
  food: 'good food', games: 'games', music: 'live music', running: 'running', theatre: 'the theatre',
};

function wishesBy(message: string, wishes: Wish[]): { mine: Wish[]; theirs: Wish[]; wanted: Set<Wish> } {
  const clauses = lower(message).split(/[.,;!?]|\band\b(?= (?:she|he|they|i)\b)|\bbut\b/);
  const mine: Wish[] = [];
  const theirs: Wish[] = [];
  const WORDS: Record<Wish, RegExp> = {
    singing: /\bsing|karaoke|choir/, hike: /\bhik|walk|trail/, water: /\bwater|canoe|kayak|paddl|swim|lake/, campfire: /\bfire\b/, art: /\bart\b|galler|paint|draw|museum/,
    hosting: /people over|hosting|people round/, food: /\bfood|cook|eat/, games: /\bgames?\b|quiz|trivia/, music: /\bmusic|gig|concert/, running: /\brun/,
    theatre: /\btheat(?:re|er)|\bplays\b|musical/,
  };
  // A clause without its own subject ("singing and having people over") belongs to the one before it ("she's all art").
  let subject: 'me' | 'them' = 'me';
  const owner = clauses.map((c) => {
    if (/\bi (?:want|need|'d love|would love|love|like|'m)\b|\bi\b/.test(c)) subject = 'me';
    else if (/\b(?:she|he|they)\b|\b(?:she|he|they)'(?:s|re)\b/.test(c)) subject = 'them';
    return subject;
  });
  const wanted = new Set<Wish>();
  for (const w of wishes) {
    const at = clauses.findIndex((c) => WORDS[w].test(c));
    if (at >= 0 && owner[at] === 'them') theirs.push(w);
    else mine.push(w);
    if (at >= 0 && /\b(?:want|need|'d like|would like|at least|one proper)\b/.test(clauses[at]!)) wanted.add(w);
  }
  return { mine, theirs, wanted };
}

function dayKinds(ask: EventAsk, fans: Fan[], message: string, count: number): Array<{ id: string; text: string; why: string | null }> {
  const { mine, theirs, wanted } = wishesBy(message, ask.wishes);
  const other = fans.find((f) => !f.isMe)?.name;
  const out: Array<{ id: string; text: string; why: string | null }> = [];
  // In bad weather or with the cold disliked, an outdoor day is its short, warm stand-in, and a warm day in town is
  // one of the days to choose from.
  const choices = ask.plan.weather ? [...TRIP_DAYS.map((d) => ({ ...d, ...(TRIP_DAYS_INDOORS[d.id] ?? {}) })), WARM_DAY] : TRIP_DAYS;
  const add = (id: string, why: string | null) => {
    const day = choices.find((d) => d.id === id);
    if (day && !out.some((d) => d.id === id) && out.length < count) out.push({ id, text: day.text, why: why ?? fanReason(day.serves, fans) });
  };
  // Alternate: one day for what the member asked for, one for the other person, so both get their days.
  const queue: Array<[Wish, 'me' | 'them']> = [];
  for (let i = 0; i < Math.max(mine.length, theirs.length); i++) {
    if (mine[i]) queue.push([mine[i]!, 'me']);
    if (theirs[i]) queue.push([theirs[i]!, 'them']);
  }
  for (const [wish, by] of queue) {
    const day = choices.find((d) => d.wish === wish);
    const phrase = wish === 'hike' && !wanted.has(wish) ? 'hiking' : WISH_PHRASE[wish];
    if (day) add(day.id, by === 'me' ? `you ${wanted.has(wish) ? 'asked for' : 'love'} ${phrase}` : `${other ?? 'they'} ${other ? 'loves' : 'love'} ${phrase}`);
  }
  // Then what their stored interests favour, then a slow day.
  // An evening hosted by someone there only when it was asked for: a group of friends away has no host.
  for (const d of [...choices].sort((a, b) => fanScore(b.serves, fans) - fanScore(a.serves, fans))) if (fanScore(d.serves, fans) > 0 && d.id !== 'hosting') add(d.id, null);
  add('market', null);
  if (ask.plan.weather) add('warm', null);
  add('rest', 'a day with nothing booked keeps the rest from feeling rushed');
  return out;
}

function cityTrip(ctx: CoachContext, ask: EventAsk, who: CoachConnection | undefined, message: string): string {
  const currency = currencyFor(ask);
  const days = ask.days ?? 3;
  const fans = fansOf(ctx, [who]);
  const name = who?.firstName;
  const head = `**${days} days${ask.plan.city ? ` in ${ask.plan.city}` : ''}${name ? ` with ${name}` : (ask.group ?? ask.plan.people) > 2 ? ` for ${ask.group ?? ask.plan.people} of you` : ''}${ask.plan.day ? ` (${ask.plan.day})` : ''}**`;
  // Three days or more open with the arrival and close with the last morning; one or two days are all full days.
  const middle = days >= 3 ? days - 2 : days;
  const kinds = dayKinds(ask, fans, message, middle);
  const lines: string[] = [];
  for (let d = 0; d < days; d++) {
    if (d === 0 && days >= 3) lines.push(`- **Day 1** Arrive and settle in: a short walk near where you are staying and an early dinner${name ? ` with ${name}` : ''}.`);
    else if (d === days - 1 && days >= 3) lines.push(`- **Day ${days}** A slow last morning, one favourite spot again, then pack.`);
    else {
      const k = kinds[(days >= 3 ? d - 1 : d) % Math.max(1, kinds.length)];
      if (k) lines.push(`- **Day ${d + 1}** ${k.text}.${k.why ? ` ${capital(k.why)}.` : ''}`);
    }
  }
  const total = totalBudget(ask, 1);
  const shares = TRIP_SPLITS.city.filter((s) => !(s.id === 'stay' && ask.stayingWith));
  // A visit that flies: the flight comes out first, and what is left is said per day, honestly.
  const host = who && !/\b(?:hotel|airbnb|hostel|b&b)\b/i.test(message) ? who : undefined;
  const budget = total === null ? [] : ask.flying && ask.travelIncluded === true ? visitBudget(ctx, ask, total, currency, host) : ['', `**Budget${ask.travelIncluded === false ? ' (the flight not counted)' : ''}**`, splitLines(splitBudget(total, shares), total, currency)];
  const group = ask.group ?? ask.plan.people;
  const agree = group > 2
    ? ['', 'For a group that wants to "see how it goes": offer a skeleton, not a schedule. Book one thing a day and leave the rest open, and put it to the group as a favour:', `"I'll book one thing a day so we're not stuck deciding; everything else stays open. Shout if you'd swap anything."`]
    : name ? ['', `Share the outline with ${name} before you book: each of you swaps one day for something you would rather do, and the plan is settled before you land.`] : [];
  const pair = pairNotes(ctx, who);
  const joined = ask.joined ? ['', ...joinedLines(ctx, ask, who?.relationshipType === 'couple' ? who : undefined)] : [];
  return [head, keptLine(ask, currency), '', ...lines, ...budget, ...joined, ...(pair.length && !ask.joined ? ['', '**Between the two of you**', ...pair.map((p) => `- ${p}`)] : []), ...(pair.length && group <= 2 ? [] : agree)].filter((l, i) => !(i === 1 && l === '')).join('\n');
}

function camping(ctx: CoachContext, ask: EventAsk, who: CoachConnection | undefined): string {
  const currency = currencyFor(ask);
  const nights = ask.nights ?? 2;
  const fans = fansOf(ctx, [who]);
  const name = who?.firstName;
  const place = ask.plan.city ?? null;
  const park = currency === 'C$' || /ontario|canada/i.test(place ?? '') ? 'a provincial park' : 'a national or regional park';
  const where = `${place ? `in ${place}, ` : ''}${park} with drive-in campsites, canoe or kayak rental, a swimming beach and marked trails${place ? '' : ", within about three hours' drive"}`;
  const water = ask.wishes.includes('water') || fanScore(['water_sports', 'swimming'], fans) > 0;
  const fire = ask.wishes.includes('campfire') || fanScore(['cooking'], fans) > 0;
  const waterWhy = fanReason(['water_sports', 'swimming'], fans.filter((f) => !f.isMe)) ?? (water && name ? `${name} needs water or sport to stay happy` : null);
  const hikeWhy = fanReason(['hiking', 'camping'], fans.filter((f) => f.isMe)) ?? (ask.wishes.includes('hike') ? 'you asked for hiking' : null);
  const days: string[] = [];
  days.push(`- **Day 1** Drive up in the morning, pitch the tent, and walk a short trail before dinner.${hikeWhy ? ` ${capital(hikeWhy)}.` : ''}${fire ? ' Dinner over the fire: the dish you most want to cook, prepped at home so it is only cooking.' : ''}`);
  // Middle days take turns: the water day first when water was asked for, then the long walk, then a lazy one.
  const middles = [
    water ? `Rent a canoe or kayak for the morning and paddle somewhere to swim and eat lunch; a walk in the afternoon; ${fire ? 'a slow campfire dinner' : 'dinner at the site'}.${waterWhy ? ` ${capital(waterWhy)}.` : ''}` : null,
    `The long hike of the trip with a packed lunch, then ${water ? 'a swim to cool off' : 'a rest at the site'}; ${fire ? 'something new cooked over the fire' : 'an easy dinner'}.${hikeWhy && !water ? ` ${capital(hikeWhy)}.` : ''}`,
    'A slow day: a late breakfast, reading by the water, a short paddle or walk at sunset.',
  ].filter((m): m is string => !!m);
  for (let d = 1; d < nights; d++) days.push(`- **Day ${d + 1}** ${middles[(d - 1) % middles.length]}`);
  days.push(`- **Day ${nights + 1}** A morning ${water ? 'swim or short paddle' : 'walk'}, pack up by check-out, and drive home.`);
  if (ask.plan.occasion === 'anniversary') days.push('- On the last night, mark the anniversary at the fire: a note, or a photo from your first year.');
  const total = totalBudget(ask, 1);
  const shares = TRIP_SPLITS.camping.filter((s) => !(s.id === 'travel' && ask.travelIncluded === false)).filter((s) => water || s.id !== 'activities');
  const budget = total !== null ? ['', '**Budget**', splitLines(splitBudget(total, shares), total, currency)] : [];
  const tips = [
    '',
    '**Before you go**',
    `- Book the site as early as you can: summer weekends in popular parks fill up months ahead, and weekdays are easier.`,
    '- Check the park\'s fire rules the week you go; a fire ban means cooking on a camp stove instead.',
    '- If you do not own a tent or a stove, borrow them; renting adds a lot to a budget like this.',
  ];
  const kind = `${nights} night${nights === 1 ? '' : 's'} camping`;
  const pair = pairNotes(ctx, who);
  const joined = ask.joined ? ['', ...joinedLines(ctx, ask, who?.relationshipType === 'couple' ? who : undefined)] : [];
  return [`**${capital(kind)}${name ? ` with ${name}` : ''}${ask.joined ? ` and ${ask.joined === 1 ? 'a friend' : `${ask.joined} friends`}` : ''}${ask.plan.day ? ` (${ask.plan.day})` : ''}**`, keptLine(ask, currency), '', `**Where:** ${where}.`, '', ...days, ...budget, ...joined, ...(pair.length && !ask.joined ? ['', '**Between the two of you**', ...pair.map((p) => `- ${p}`)] : []), ...tips].join('\n');
}

function soloWeekend(ctx: CoachContext, ask: EventAsk, message: string): string {
  const currency = currencyFor(ask);
  const total = totalBudget(ask, 1);
  const split = total !== null ? splitBudget(total, TRIP_SPLITS.cabin) : null;
  const amount = (id: string) => (split ? ` (about ${currency ?? ''}${split.find((l) => l.label === TRIP_SPLITS.cabin.find((s) => s.id === id)!.label)?.amount ?? 0})` : '');
  const place = ask.plan.city ? ` ${ask.near ? 'near' : 'in'} ${ask.plan.city}` : '';
  const train = currency === '€' || currency === '£' ? 'regional train' : 'train or a short drive';
  const noPhone = /\bno phone|offline|off[- ]grid|detox\b/i.test(message);
  const steps = [
    '1. Pick the weekend, and tell one person where you will be and when you are back. That is the one message you keep, since you will be offline.',
    `2. Find a cabin or lakeside hut${place} reachable by ${train}: search for cabins near a lake, and check how far it is from the station on foot${amount('stay')}.`,
    `3. Book the travel${amount('travel')}, and screenshot or print the tickets and the address.`,
    `4. Shop for the whole weekend before you go; small places near cabins often have one shop with short hours${amount('food')}.`,
    `5. Set your phone up for being away: ${noPhone ? 'an auto-reply saying you are offline until Monday, offline maps downloaded, then off and in a drawer' : 'offline maps downloaded and notifications off'}.`,
    '6. Pack for the quiet: a book, walking shoes, something to write in, and a torch.',
    '7. Once there, a loose rhythm rather than a plan: a walk in the morning, a swim or a sit by the water, cooking, early nights.',
  ];
  const budget = split && total !== null ? ['', '**Budget**', splitLines(split, total, currency)] : [];
  return [`**A weekend alone${place}**`, keptLine(ask, currency, ['no people', ...(noPhone ? ['no phone'] : [])]), '', '**Where to start, in order**', ...steps, ...budget].join('\n');
}

export function tripReply(ctx: CoachContext, ask: EventAsk, who: CoachConnection | undefined, message: string): string {
  if (ask.kind === 'camping') return camping(ctx, ask, who);
  if (ask.kind === 'soloWeekend') return soloWeekend(ctx, ask, message);
  return cityTrip(ctx, ask, who, message);
}

