/**
 * Event plans whose shape depends on the people in them (read/event.ts): a room with loud people and a quiet one, a
 * surprise party for someone who may not want one (answered from THEIR results and interests, never the member's), a
 * relative staying for days with every evening planned, a birthday across a distance, and what a first date can talk
 * about instead of small talk. Every fact about a person comes from that person's own stored data.
 */
import { findActivity, ratingsByActivity, topPicks } from '../../../../../shared/assessment/hobbies.js';
import { activityName, capital } from './kinds-common.js';
import type { LoveLanguage } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import type { EventAsk } from '../read/event.js';
import type { Currency } from '../read/plan.js';
import { elsewhereIn } from '../read/zones.js';
import { listOf, money } from './event-common.js';
import { lovedCategories } from './fit.js';

type Results = CoachConnection['results'] | CoachContext['person']['results'];

export const letterOf = (results: Results | undefined, axis: 'EI' | 'JP'): string | undefined => results?.evidence.axes.find((a) => a.axis === axis)?.letter;

/** The quiet one in a mixed room: a named connection who recharges alone, else the one named beside a quiet word. */
function quietOne(named: CoachConnection[], message: string): CoachConnection | undefined {
  const introvert = named.find((c) => c.relationshipType !== 'couple' && letterOf(c.results, 'EI') === 'I');
  if (introvert) return introvert;
  const text = message.toLowerCase();
  return named.find((c) => new RegExp(`\\b${c.firstName.toLowerCase()}\\b[^.!?]{0,40}\\b(?:quiet|shy|overwhelm|introvert|drained)`).test(text) || new RegExp(`\\b(?:quiet|shy|overwhelm\\w*|introvert\\w*) (?:one|friend|guest)?[^.!?]{0,20}\\b${c.firstName.toLowerCase()}\\b`).test(text));
}

/** A job in the kitchen for someone who loves cooking; otherwise the drinks or the music. */
function jobFor(c: CoachConnection | undefined): string {
  const picks = topPicks(c?.hobbies ?? null);
  if (picks.some((p) => p === 'cooking' || p === 'baking')) return `a real job in the kitchen (${activityName(picks.find((p) => p === 'cooking' || p === 'baking')!)} is one of ${c!.firstName}'s top picks)`;
  return 'a real job: the drinks, the music or one dish';
}

/** Loud guests and a quiet one in the same evening: how to set it up so both are fine. */
export function mixedRoom(ctx: CoachContext, named: CoachConnection[], message: string): string[] {
  const quiet = quietOne(named, message);
  const q = quiet?.firstName ?? 'the quieter guest';
  const partner = named.find((c) => c.relationshipType === 'couple' && c !== quiet);
  const lines = [
    '**Loud and quiet in one evening**',
    `- Seat ${q} beside you or someone calm, at the end of the table away from the loudest voices, not in the middle of them.`,
    `- Give ${q} ${jobFor(quiet)}: with something to do, a lively room is easier than small talk.`,
    '- Make two zones: music and games where the loud ones gather, and a kitchen or second room that stays quieter, with somewhere to sit, so stepping away needs no explaining.',
    '- Give the energy somewhere to go: a game, a quiz round or a toast after the main course keeps the loud end busy without anyone having to perform.',
    `- Put a start and an end time in the invite${quiet && letterOf(quiet.results, 'JP') === 'J' ? `, and tell ${q} the plan beforehand: ${q} likes plans settled (from ${q}'s results)` : ''}.`,
  ];
  if (partner && letterOf(partner.results, 'EI') === 'E') lines.push(`- Let ${partner.firstName} run the mingling and the loud end (${partner.firstName} recharges around people, from ${partner.firstName}'s results); you keep the food and an eye on ${q}.`);
  if (quiet && letterOf(quiet.results, 'EI') === 'I') lines.push(`- ${q} recharges alone (from ${q}'s results): leaving early or going quiet late on is tiredness, not unhappiness. A private "glad you came" is enough.`);
  void ctx;
  return lines;
}

/** What the person thinks of parties, from their own interests and results: reasons a big surprise may not land. */
export function surpriseFit(person: CoachConnection, notParty: boolean): { suits: boolean; why: string[] } {
  const ratings = ratingsByActivity(person.hobbies ?? null);
  const name = person.firstName;
  const why: string[] = [];
  const parties = ratings.get('parties');
  if (parties !== undefined && parties <= 2) why.push(`rates parties low (${parties} out of 5)`);
  if (letterOf(person.results, 'EI') === 'I') why.push('recharges alone rather than in a crowd');
  if (letterOf(person.results, 'JP') === 'J') why.push('likes plans settled ahead, which a surprise takes away');
  const keen = (parties ?? 0) >= 4 || topPicks(person.hobbies ?? null).includes('parties');
  const suits = !notParty && why.length === 0 && (keen || letterOf(person.results, 'EI') === 'E');
  void name;
  return { suits, why };
}

/** Smaller ways to mark the day, from the person's own top picks, for someone a big surprise party would not suit. */
const SMALLER: Record<string, string> = {
  cooking: 'a cooking night at home for four to six of the people closest to them, everyone making one dish',
  baking: 'an afternoon tea at home for a few close friends, with a cake made for the day',
  eating_out: 'a long dinner for a handful of close friends at a restaurant they love, booked under your name',
  wine_beer: 'a small wine tasting at home or a wine bar for a few close friends',
  hiking: 'a morning hike with a few close friends, then a long brunch',
  cycling: 'a bike ride to somewhere for lunch with two or three friends',
  camping: 'a night away camping with one or two close friends',
  board_games: 'a games night for a few friends, with their favourite game and good food',
  live_music: 'tickets to a small gig for them and a couple of friends, with dinner first',
  movies: 'a private film night at home with their favourite film and a few friends',
  small_gatherings: 'dinner at home for a handful of close friends',
  running: 'a run with a few friends, then breakfast together',
  swimming: 'a swim with a couple of friends, then a long lunch',
  singing: 'a private karaoke room for a small group of close friends',
  festivals: 'tickets to a festival day for them and a few friends',
};

export function smallerWays(person: CoachConnection, currency: Currency | null, budget: number | null): string[] {
  const picks = topPicks(person.hobbies ?? null).filter((p) => SMALLER[p]).slice(0, 2);
  const ways = picks.map((p) => `- ${capital(SMALLER[p]!)}: ${activityName(p)} is one of ${person.firstName}'s top picks.`);
  ways.push(`- A semi-surprise: tell ${person.firstName} the date and to keep the evening free, and keep only the details secret.`);
  if (budget !== null) ways.push(`- Any of these fits your ${money(budget, currency)} with room to spare, since fewer people means each part can be better.`);
  return ways;
}

const RECEIVES_LINE: Partial<Record<LoveLanguage, (n: string) => string>> = {
  quality_time: (n) => `Whatever you choose, build in time with just the two of you: ${n} feels most loved through Quality Time.`,
  words_of_affirmation: (n) => `Whatever you choose, say or write what ${n} means to you: ${n} feels most loved through Words of Affirmation.`,
  physical_touch: (n) => `Whatever you choose, a long hug matters more than the set-up: ${n} feels most loved through Physical Touch.`,
  acts_of_service: (n) => `Whatever you choose, taking every job off ${n}'s hands is part of the gift: ${n} feels most loved through Acts of Service.`,
  gifts: (n) => `Whatever you choose, one small present chosen for ${n} will be remembered: ${n} feels most loved through Receiving Gifts.`,
};

/** The answer to "does a surprise party suit them?", from their data, with what would suit them when it does not. */
export function surpriseSection(person: CoachConnection, ask: EventAsk, currency: Currency | null, budget: number | null): { suits: boolean; lines: string[] } {
  const { suits, why } = surpriseFit(person, ask.notParty);
  const n = person.firstName;
  const receives = person.results?.loveLanguageReceiving ? RECEIVES_LINE[person.results.loveLanguageReceiving]?.(n) : undefined;
  if (suits) {
    return { suits, lines: [`**Does a surprise party suit ${n}?**`, `Likely yes: ${n} recharges around people${(ratingsByActivity(person.hobbies ?? null).get('parties') ?? 0) >= 4 ? ' and rates parties highly' : ''} (from ${n}'s results).`, ...(receives ? [receives] : [])] };
  }
  const reasons = why.length ? `From ${n}'s results, ${n} ${listOf(why)}${ask.notParty ? ', and you know it yourself' : ''}.` : `You said ${n} is not one for parties, and you know ${n} best.`;
  return {
    suits,
    lines: [
      `**Does a surprise party suit ${n}?**`,
      `Probably not as a big one. ${reasons} A room of ${ask.group ?? 'people'} shouting "surprise" is the version most likely to land badly.`,
      '',
      `**What would suit ${n}**`,
      ...smallerWays(person, currency, budget),
      ...(receives ? ['', receives] : []),
      `If you keep a party, keep an exit: a quiet corner, a clear end time, and no speech ${n} has to give.`,
    ],
  };
}

/** What a first date can talk about instead of small talk: real questions, and what the member is into. */
export function talkLines(ctx: CoachContext): string[] {
  const picks = topPicks(ctx.person.hobbies).slice(0, 2).map(activityName);
  return [
    '**What to talk about (instead of small talk)**',
    '- Say it lightly at the start: "I\'m hopeless at small talk, can I ask you something real?" It gives you both permission.',
    '- Questions with a story in them: "What are you into right now that you could talk about for an hour?", "What\'s something you changed your mind about recently?", "What would you do with a free Saturday and no plans?"',
    ...(picks.length ? [`- Bring your own: ${listOf(picks)} ${picks.length > 1 ? 'are' : 'is'} among your top picks. Say what you love about it, then ask what theirs is.`] : []),
    '- Follow up on the answer instead of moving to the next question: "how did you get into that?" goes further than a new topic.',
  ];
}

/** Someone staying for days with every evening planned: agree quiet evenings up front, from both people's results. */
export function longStayReply(ctx: CoachContext, ask: EventAsk, named: CoachConnection | undefined, said: string | null, message: string): string {
  // "Sam's parents are here": the guests are Sam's relatives, not Sam; nothing of Sam's results is theirs.
  const theirs = named ? new RegExp(`\\b${named.firstName}'s (parents|mum|mom|dad|mother|father|family|sister|brother|cousin|aunt|uncle|gran|grandparents|friends?)\\b`, 'i').exec(message) : null;
  const who = theirs ? undefined : named;
  const label = theirs ? `${named!.firstName}'s ${theirs[1]!.toLowerCase()}` : said;
  const count = /\b(\d{1,2}) (days|nights)\b/i.exec(message);
  const days = count ? Number(count[1]) : ask.days ?? (ask.plan.span.kind === 'days' ? ask.plan.span.days : 7);
  const name = who?.firstName ?? label ?? 'your guest';
  const them = who ? who.firstName : label ?? 'them';
  const memberPlanned = /\b(?:i'?ve|i have|i) (?:already )?(?:filled|planned|booked|scheduled|lined up|organi[sz]ed)\b/i.test(message);
  const free = Math.max(2, Math.round(days / 3.5));
  const nights = Array.from({ length: free }, (_, i) => Math.round(((i + 1) * days) / (free + 1)));
  const myEI = letterOf(ctx.person.results, 'EI');
  const theirEI = letterOf(who?.results, 'EI');
  const bothJ = letterOf(ctx.person.results, 'JP') === 'J' && letterOf(who?.results, 'JP') === 'J';
  if (memberPlanned) {
    const lines = [`**${days} days with ${name}: room to breathe in the plan**`, ''];
    if (theirEI === 'I') lines.push(`Every evening out is probably too much: ${name} recharges alone (from ${name}'s results), so a full calendar can wear ${them} out however much ${name} loves everyone.`);
    else if (theirEI === 'E') lines.push(`${name} recharges around people (from ${name}'s results), so a full calendar may suit ${them}, but a couple of free evenings still help on a long stay.`);
    else lines.push(`${days} evenings in a row is a lot for most guests, however much they love everyone.`);
    lines.push('', '**What to change**', `- Keep ${free} evenings free, spread out (for example evenings ${listOf(nights.map(String))}), and say so in the plan as "a quiet night in".`, `- Send ${name} the plan before the trip and ask which events ${name} most wants; drop or shorten the rest.`, `- Swap one or two family dinners for something with just the two of you.`);
    if (who?.results?.loveLanguageReceiving === 'quality_time') lines.push(`- Time with just you counts most: ${name} feels most loved through Quality Time (from ${name}'s results).`);
    return lines.join('\n');
  }
  const lines = [`**${days} days with ${name}: quiet evenings agreed up front**`, ''];
  if (myEI === 'I' && theirEI === 'E') lines.push(`You recharge alone and ${name} recharges around people (from your results and ${name}'s): a plan for every night suits ${them}, not you. A few quiet evenings are how you stay good company for the whole stay.`);
  else if (myEI === 'I') lines.push('You recharge alone (from your results): a few quiet evenings are how you stay good company for the whole stay.');
  lines.push(
    '',
    '**Agree it before the stay, not on the night**',
    `- Pick ${free} evenings to keep free, spread out (for example evenings ${listOf(nights.map(String))}), and put them in the plan as "a quiet night in", so they are part of the plan rather than a cancellation.`,
    `- Ask ${name} which events matter most, and be fully there for those.`,
    `- Offer time with just the two of you in place of one or two group nights: a walk, a coffee or cooking together at home.`,
    ...(bothJ ? [`- You both like plans settled early (from your results): settling the quiet evenings now suits you both better than deciding on the day.`] : []),
    ...(who?.results?.loveLanguageReceiving === 'quality_time' ? [`- ${name} feels most loved through Quality Time: the one-on-one slots will mean more than the number of events.`] : []),
    '',
    '**Words you could send**',
    `"I'm so looking forward to having you here, and thank you for planning so much. I'm someone who needs a quiet night in every few days to be good company, so could we keep ${free === 2 ? 'two' : free === 3 ? 'three' : String(free)} evenings free? I'd love one of them to be just the two of us."`,
  );
  return lines.join('\n');
}

/** Ideas across a distance, by how the person feels loved and what they love. */
function farIdeas(other: CoachConnection | undefined, name: string): string[] {
  const picks = topPicks(other?.hobbies ?? null);
  const receives = other?.results?.loveLanguageReceiving;
  const cooks = picks.includes('cooking') || picks.includes('baking');
  const call = cooks
    ? `- A video call booked for the day, not squeezed in: cook the same recipe at the same time, each in your own kitchen, then eat "together" (cooking is one of ${name}'s top picks).`
    : `- A video call booked for the day, not squeezed in: a long breakfast or a drink together on screen, with the time set aside.`;
  const out: string[] = [];
  if (receives === 'quality_time') out.push(call, `- Put the next visit in the card: dates, or at least a month, so there is time together to look forward to.`);
  else if (receives === 'words_of_affirmation') out.push(`- A letter saying what ${name} means to you, or short voice notes from a few people who love ${name}, sent to arrive on the day.`, call);
  else if (receives === 'physical_touch') out.push(`- Something soft to wear or wrap up in, with a note that it stands in for a hug until the next visit.`, call);
  else if (receives === 'gifts') out.push(`- A parcel timed to arrive on the day, with one thing chosen for what ${name} loves rather than many small ones.`, call);
  else if (receives === 'acts_of_service') out.push(`- Arrange something done for ${name} where they are: a meal delivered, or a chore booked and paid for.`, call);
  else out.push(call, '- Put the next visit in the card, so there is time together to look forward to.');
  const pick = picks.find((p) => p !== 'cooking' && p !== 'baking') ?? picks[0];
  if (pick) out.push(`- If you send something, make it one thing chosen for ${activityName(pick)} (one of ${name}'s top picks), with a note saying when your call is.`);
  return out;
}

/** A birthday for someone far away: time across the distance when that is what they value, a parcel done well. */
export function farBirthdayReply(ctx: CoachContext, ask: EventAsk, other: CoachConnection | undefined, message: string): string {
  const name = other?.firstName ?? 'them';
  const gives = ctx.person.results?.loveLanguageGiving;
  const receives = other?.results?.loveLanguageReceiving;
  const lines = [`**${other ? `${name}'s` : 'A'} birthday from a distance**`, ''];
  if (gives === 'gifts' && receives && receives !== 'gifts') lines.push(`You show love with gifts, and ${name} feels most loved through ${receives === 'quality_time' ? 'Quality Time' : receives === 'words_of_affirmation' ? 'Words of Affirmation' : receives === 'physical_touch' ? 'Physical Touch' : 'Acts of Service'} (from your results and ${name}'s). A quiet thank-you for a parcel does not mean it missed; it may be that ${receives === 'quality_time' ? 'time with you' : 'something else'} says more to ${name}. This year, make that the present.`, '');
  lines.push('**Ideas**', ...farIdeas(other, name));
  const away = elsewhereIn(message, ctx.timeZone);
  if (away) lines.push(`- ${away.city} is ${Math.abs(away.ahead)} hour${Math.abs(away.ahead) === 1 ? '' : 's'} ${away.ahead > 0 ? 'ahead of' : 'behind'} you: pick a call time that is daytime for both of you.`);
  else lines.push('- Pick a call time that is daytime in both places, and put it in both calendars.');
  if (/\b(?:parcel|package|send|post|ship)\b/i.test(message)) lines.push('- International post can take one to three weeks and may charge customs on arrival: send early and mark it as a gift.');
  void ask;
  return lines.join('\n');
}

/** The thing a trip is built around, by the word said: the catalogue activity and how to say "trips like that". */
const TRIP_THINGS: Array<[RegExp, string, string]> = [
  [/\bhik\w*|\bwalking\b|\btrek\w*/, 'hiking', 'long hikes'],
  [/\bcamp\w*/, 'camping', 'camping'],
  [/\bclimb\w*|\bboulder\w*/, 'climbing', 'climbing trips'],
  [/\bcook\w*|\bbak\w*/, 'cooking', 'cooking weekends'],
  [/\bchess\b|\btournament\b/, 'chess_strategy', 'tournaments'],
  [/\bski\w*|\bsnowboard\w*/, 'winter_sports', 'ski trips'],
  [/\bfestival\w*/, 'festivals', 'festivals'],
  [/\bcycl\w*|\bbike\b/, 'cycling', 'cycling trips'],
  [/\brun\b|\brunning\b|\bmarathon\b|\brace\b/, 'running', 'races'],
  [/\bsurf\w*|\bkayak\w*|\bpaddl\w*|\bsail\w*/, 'water_sports', 'water trips'],
];

/** Something to offer instead, for an activity both people rate highly. */
const TOGETHER: Record<string, string> = {
  cooking: 'a cooking night at mine', baking: 'an afternoon baking together', eating_out: 'dinner out somewhere new', wine_beer: 'a wine evening',
  coffee_tea: 'a long coffee', board_games: 'a games night', chess_strategy: 'a chess night', movies: 'a film night', tv_series: 'a series night',
  live_music: 'a gig', hiking: 'a short walk and lunch', cycling: 'an easy bike ride to lunch', swimming: 'a swim and breakfast after',
  small_gatherings: 'dinner with a couple of friends', reading_nonfiction: 'a bookshop afternoon and a coffee', history_culture: 'a museum afternoon',
  trivia_quizzes: 'a quiz night', theatre_shows: 'a show', singing: 'a karaoke night', festivals: 'a day at a festival', running: 'a run and breakfast after',
};

/** Saying no to someone's trip: what they love in it, what the member does not, and an alternative both enjoy. */
export function declineTripReply(ctx: CoachContext, other: CoachConnection, message: string): string {
  const text = message.toLowerCase();
  const thing = TRIP_THINGS.find(([re]) => re.test(text));
  const name = other.firstName;
  const theirs = ratingsByActivity(other.hobbies ?? null);
  const mine = ratingsByActivity(ctx.person.hobbies);
  const lines: string[] = [];
  const facts: string[] = [];
  if (thing) {
    const [, id] = thing;
    const t = theirs.get(id);
    const m = mine.get(id);
    if (t !== undefined && t >= 4) facts.push(`${name} rates ${activityName(id)} ${t} out of 5`);
    if (m !== undefined && m <= 3) facts.push(`you rate it ${m}`);
    else if (m === undefined && t !== undefined && t >= 4) facts.push('it is not among your interests');
  }
  // An alternative from what BOTH rate 4 or 5, the member's favourites first; none shared means asking.
  const shared = [...mine.entries()].filter(([id, r]) => r >= 4 && (theirs.get(id) ?? 0) >= 4 && TOGETHER[id] && id !== thing?.[1]).sort((a, b) => b[1] + (theirs.get(b[0]) ?? 0) - (a[1] + (theirs.get(a[0]) ?? 0)));
  // None shared by activity: an interest both love, done the member's way (their own favourite in it).
  const both = [...lovedCategories(ctx.person.hobbies)].filter((c) => lovedCategories(other.hobbies ?? null).has(c));
  const near = shared.length ? null : topPicks(ctx.person.hobbies).find((id) => TOGETHER[id] && id !== thing?.[1] && both.includes(findActivity(id)?.category.id ?? ''));
  const pick = shared[0]?.[0] ?? near ?? undefined;
  const offer = pick ? TOGETHER[pick]! : null;
  lines.push(facts.length ? `A no is easier to hear with something you both want in the same breath. From your interests and ${name}'s: ${listOf(facts)}, so saying no is honest, not rude.` : 'A no is easier to hear with something you both want in the same breath.');
  if (pick && !near) lines.push(`Something you both rate highly is ${activityName(pick)}, so offer that instead.`);
  else if (near) lines.push(`You both love ${findActivity(near)?.category.name ?? 'the same things'}, so offer ${TOGETHER[near]} (${activityName(near)} is one of your top picks) instead.`);
  const trips = thing?.[2] ?? null;
  const words = `"Thanks so much for asking me. ${trips ? `${trips.charAt(0).toUpperCase()}${trips.slice(1)} ${/s$/.test(trips) ? "aren't" : "isn't"} really my thing` : "This one isn't really my thing"}, so I'm going to sit this one out, and I hope it's a brilliant trip. ${offer ? `Could we do ${offer} when you're back? I'd love that.` : "Could we plan something we'd both enjoy when you're back? You pick the day."}"`;
  return [...lines, '', '**Words you could send**', words.replace('"Thanks', `"Hey ${name}, thanks`)].join('\n');
}
