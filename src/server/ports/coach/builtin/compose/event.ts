/**
 * A plan shaped for the kind of event named (read/event.ts): a group night gets two or three options each checked
 * against every stated need; hosting gets a sign-up list, a shopping split and a timeline; showing a visitor around
 * and a first date get a short evening or afternoon with a natural end; a virtual team event gets a slot inside both
 * working days and formats nobody has to join; a date a group cannot settle gets a poll and the message to send; a plan
 * booked without asking gets a compromise and a line to say. Trips, camping and a weekend alone are in event-trip.ts.
 */
import type { CoachConnection, CoachContext } from '../../context.js';
import { FIRST_DATE_OPTIONS, GROUP_NIGHT_OPTIONS, PACK_LISTS, SHOW_AROUND_OPTIONS, type EventOption } from '../content/events.js';
import type { EventAsk } from '../read/event.js';
import type { Currency } from '../read/plan.js';
import { clockHour } from '../read/zones.js';
import { capital, currencyFor, fanReason, fansOf, fanScore, keptLine, local, money, perHeadCap, totalBudget } from './event-common.js';
import { groupWeekendReply } from './event-group.js';
import { farBirthdayReply, longStayReply, mixedRoom, surpriseSection, talkLines } from './event-people.js';
import { tripReply } from './event-trip.js';
import { virtualTeamReply } from './event-virtual.js';

export interface EventFor {
  /** The connection the event is with or for, when one is meant. */
  connection?: CoachConnection;
  /** Connections named in the message (a visitor, a teammate, a partner helping). */
  named: CoachConnection[];
}

const EVENT_NAMES: Partial<Record<EventAsk['kind'], string>> = { groupNight: 'night out', hosting: 'get-together at yours' };

function when(ask: EventAsk): string {
  return ask.plan.day ? ` (${ask.plan.day})` : '';
}

/** The range an option costs a head, in the member's currency, capped at what they can spend. */
function range(o: EventOption, currency: Currency | null, cap: number | null): [number, number] {
  const low = local(o.perHead[0], currency);
  const high = local(o.perHead[1], currency);
  return [low, cap === null ? high : Math.min(high, cap)];
}

const rangeText = ([low, high]: [number, number], currency: Currency | null) => (high === 0 ? 'free' : low === high ? `about ${money(high, currency)}` : `about ${money(low, currency)}–${money(high, currency)}`);

/** Whom a party is for, as said ("my mom turns 60" is your mom), else "the guest of honour". */
function honoured(message: string): string {
  const role = /\bmy (mum|mom|dad|mother|father|gran|granny|grandma|nan|grandad|grandpa|sister|brother|aunt|uncle|wife|husband)\b/i.exec(message)?.[1];
  return role ? `your ${role.toLowerCase()}` : 'the guest of honour';
}

/** What to check for each kind of access need, in our words. */
const ACCESS_CHECK: Record<NonNullable<EventAsk['plan']['access']>, string> = {
  wheelchair: 'ring ahead and ask for a step-free entrance, an accessible toilet and a table she can roll up to (not a booth)',
  walker: 'ring ahead and ask for a step-free entrance, a chair with arms and a table near the door and the toilet',
  stroller: 'ask for a step-free entrance and room to park the pushchair by the table',
  knees: 'ask for a ground-floor table near the door, with no stairs to the toilet',
  stairs: 'ask for a ground-floor room with no stairs to the toilet',
  crutches: 'ask for a table near the door with a spare chair for the foot, and no stairs to the toilet',
};

function groupNight(ctx: CoachContext, ask: EventAsk, who: EventFor, message: string): string {
  const currency = currencyFor(ask);
  // A surprise party whose size was not said is planned for about ten, and no head count is written back.
  const group = ask.group ?? (ask.surprise && ask.plan.people <= 2 ? 10 : ask.plan.people);
  const cap = perHeadCap(ask, group);
  // A party for someone (their birthday, a surprise) is ranked and explained by THEIR interests, not the member's.
  const forThem = (ask.surprise || ask.plan.occasion === 'birthday') && who.connection && ask.plan.occasionOf !== 'mine' ? who.connection : undefined;
  const fans = forThem ? fansOf(ctx, [forThem]).filter((f) => !f.isMe) : fansOf(ctx, who.named);
  const surprise = forThem && ask.surprise ? surpriseSection(forThem, ask, currency, ask.plan.budget ? (ask.plan.budget.per === 'person' ? ask.plan.budget.amount * group : ask.plan.budget.amount) : null) : null;
  const singing = ask.wishes.includes('singing');
  const fitting = GROUP_NIGHT_OPTIONS.filter((o) => {
    if (o.tags.includes('singing') && ask.dislikes.includes('singing')) return false;
    if (o.christmasOnly && ask.plan.occasion !== 'christmas') return false;
    if ((o.maxGroup !== undefined && group > o.maxGroup) || (o.minGroup !== undefined && group < o.minGroup)) return false;
    if (o.tags.includes('club') && (ask.dislikes.includes('clubs') || ask.introverts || ask.needs.includes('nonDrinker'))) return false;
    if (o.tags.includes('bar') && ask.dislikes.includes('bars')) return false;
    if (ask.needs.includes('vegan') && !o.vegan) return false;
    if (ask.needs.includes('nonDrinker') && !o.sober) return false;
    if (ask.plan.access && o.tags.includes('steps')) return false;
    return cap === null || local(o.perHead[0], currency) <= cap;
  });
  const ranked = fitting
    .map((o) => ({ o, s: (ask.plan.access && o.tags.includes('step-free') ? 5 : 0) + (group > 20 && o.minGroup !== undefined ? 6 : 0) + (singing && o.tags.includes('singing') ? 10 : 0) + (ask.wishes.includes('games') && o.tags.includes('games') ? 6 : 0) + fanScore(o.serves, fans) + (ask.plan.occasion === 'christmas' && o.tags.includes('festive') ? 1 : 0) }))
    .sort((a, b) => b.s - a.s || a.o.id.localeCompare(b.o.id))
    .slice(0, 3);
  // "Turns 60" is a 60th birthday, said without the ordinal.
  const turns = /\bturn(?:s|ing) (\d)0\b/i.exec(message)?.[1];
  const occasion = ask.plan.occasion === 'christmas' ? 'A Christmas ' : turns ? `A ${turns}0th birthday ` : /\b(18th|21st|\d0th)\b/i.test(message) ? `A ${/\b(18th|21st|\d0th)\b/i.exec(message)![1]!.toLowerCase()} birthday ` : ask.plan.occasion === 'birthday' ? 'A birthday ' : 'A ';
  const lowered = message.toLowerCase();
  const said = /\b(party|social|night out|dinner)\b/.exec(lowered)?.[1] ?? /\b(?:christmas|xmas|office|work|leaving|team) (do)\b/.exec(lowered)?.[1];
  const party = said ?? EVENT_NAMES.groupNight;
  const hours = ask.plan.start !== undefined && ask.plan.end !== undefined ? `${clockHour(ask.plan.start)} to ${clockHour(ask.plan.end)}` : '';
  const whenSaid = ask.plan.day || hours ? ` (${[ask.plan.day, hours].filter(Boolean).join(', ')})` : '';
  const head = `**${occasion}${ask.surprise ? 'surprise ' : ''}${party}${forThem ? ` for ${forThem.firstName}` : ''}${!ask.group && ask.plan.people <= 2 ? '' : forThem ? `, ${group} people` : ` for ${group}`}${ask.plan.city ? ` in ${ask.plan.city}` : ''}${whenSaid}**`.replace('**A birthday surprise', '**A surprise birthday');
  const kept = keptLine(ask, currency, singing ? ['something with singing'] : []);
  // Asked whether a surprise suits someone it probably does not: the answer and what would suit them, not a venue list.
  if (surprise && !surprise.suits) return [head, kept, '', ...surprise.lines].filter((l, i) => !(i === 1 && l === '')).join('\n');
  if (ranked.length === 0) return `${head}\n${kept}\n\nNothing I know of keeps every one of those at once. Which could bend a little: the amount a head, or the kind of night?`;
  // A party the member throws for someone ("throw my mum a party", a total budget) is paid by the member: nobody is
  // assumed to split it unless a split or an amount a head was said (round 14: "11 people" were asked for shares).
  const memberPays = ask.plan.payer !== 'split' && ask.plan.budget?.per !== 'person' && (ask.plan.payer === 'member' || !!ask.plan.budget && (ask.plan.occasion === 'birthday' || ask.surprise));
  const blocks = ranked.map(({ o }, i) => {
    const cost = range(o, currency, cap);
    const checks: string[] = [];
    if (ask.needs.includes('vegan') && o.vegan) checks.push(`- The vegan: ${o.vegan}.`);
    if (ask.needs.includes('vegetarian') && !ask.needs.includes('vegan')) checks.push(`- The vegetarian: ${o.vegan ? 'the vegan dishes work here too; also ask for a proper vegetarian main, not only sides' : 'ask for a proper vegetarian main, not only sides'}.`);
    if (ask.needs.includes('nonDrinker') && o.sober) checks.push(`- Not drinking: ${o.sober}.`);
    if (ask.plan.access) checks.push(`- Getting in: ${o.id === 'cook-together' ? 'hold it at the home with a step-free way in and a toilet on the same floor' : ACCESS_CHECK[ask.plan.access]}.`);
    if (cap !== null) checks.push(`- Money: ${rangeText(cost, currency)} a head, within your ${money(cap, currency)}${memberPays ? ` a head (${money(cap * group, currency)} for all ${group}, paid by you)` : ''}.`);
    if (singing) checks.push(o.tags.includes('singing') ? '- Singing: yes, built in.' : '- Singing: not built in; end with a singalong at someone\'s place.');
    const why = fanReason(o.serves, fans);
    if (why) checks.push(`- Why it fits: ${why}.`);
    return `**Option ${i + 1}: ${o.text}** (${rangeText(cost, currency)} a head)\n${checks.join('\n')}`;
  });
  const december = ask.plan.occasion === 'christmas' || ask.plan.month === 11;
  // A big group is a project: helpers and a headcount come before any booking.
  const big = group > 20 ? [`- Ask two people to help: one for the money, one for the headcount and the dietary list.`, `- Fix the date and a headcount first; venues quote by the number of people.`] : [];
  const steps = [
    ...big,
    december && (ask.plan.occasion === 'christmas' || ask.plan.weekday === undefined || [5, 6].includes(ask.plan.weekday)) ? '- December weekends book up weeks ahead: book this week, for the exact number, and ask what the deposit is.' : '- Book ahead for the exact number and ask what the deposit is.',
    memberPays ? `- Pick the one ${forThem?.firstName ?? honoured(message)} would enjoy most, or ask one person close to them which it would be.` : `- Put the options to the group with a vote and a cut-off two or three days away, then book the winner.`,
    ...(memberPays ? [`- You are paying, so ask the venue for one bill and a quote for ${group} before you book; guests pay nothing unless you choose to ask.`] : []),
    ...(!memberPays && group <= 20 && (ask.group || ask.plan.people > 2) ? [`- Collect each share before you pay the deposit, so you are not out of pocket for ${group - 1} people.`] : []),
    ...(ask.needs.length ? ['- Tell the place about the dietary and drink needs when you book, not on the night.'] : []),
  ];
  const quiet = ask.introverts || /\bintrovert/i.test(message) ? ['', `If you would rather not be the host on the night, take a job with edges (the money, the door, the quiz) and hand the speeches to someone who enjoys them.`] : [];
  return [head, kept, '', ...(surprise ? [...surprise.lines, ''] : []), blocks.join('\n\n'), '', '**Before you book**', ...steps, ...quiet].filter((l, i) => l !== '' || i > 0).join('\n');
}

function hosting(ctx: CoachContext, ask: EventAsk, who: EventFor, message: string): string {
  const currency = currencyFor(ask);
  const guests = ask.group ?? Math.max(ask.plan.people, 6);
  const potluck = /\bpot-?luck|friendsgiving|everyone brings|bring a dish\b/i.test(message);
  const budget = ask.plan.budget ? (ask.plan.budget.per === 'person' && !/\bmy share\b/i.test(message) ? ask.plan.budget.amount * guests : ask.plan.budget.amount) : null;
  const festival = /\b(christmas|xmas|diwali|thanksgiving|eid|hanukkah|passover|easter|new year'?s?(?: eve)?|lunar new year|birthday)\b/i.exec(message)?.[1];
  const festivalName = festival ? (/xmas/i.test(festival) ? 'Christmas' : festival.charAt(0).toUpperCase() + festival.slice(1).toLowerCase()) : null;
  const head = `**${/friendsgiving/i.test(message) ? 'A Friendsgiving potluck' : potluck ? 'A potluck' : festivalName ? `${festivalName} at yours` : /\bparty\b/i.test(message) ? `A ${ask.surprise ? 'surprise ' : ''}party at yours` : 'A get-together at yours'} for ${potluck ? 'about ' : ''}${guests}${when(ask)}**`;
  const kept = keptLine(ask, currency);
  const dishes = Math.max(3, Math.round(guests / 2));
  const signUp = potluck
    ? [
      '**The sign-up list** (a shared note or a poll in the group chat)',
      `- About ${dishes} dishes for ${guests}: ${Math.ceil(dishes / 3)} mains, ${Math.ceil(dishes / 3)} sides or salads, ${Math.max(1, dishes - 2 * Math.ceil(dishes / 3))} dessert${Math.max(1, dishes - 2 * Math.ceil(dishes / 3)) === 1 ? '' : 's'}, plus drinks and ice from those who would rather not cook.`,
      '- People write what they are bringing, so you do not get five pasta salads; ask for anything with nuts or meat to be labelled.',
    ]
    : ['**The food**', ...menuFor(guests, ask.needs)];
  const NEED_FOOD: Record<string, string> = {
    vegan: 'Make the main vegan, or one of two mains, so the vegan guest eats the same meal rather than the sides.',
    vegetarian: 'Make one main vegetarian and put it on the table first, not as an afterthought.',
    glutenFree: 'Keep the main and one dessert gluten-free, and bread on its own board with its own knife.',
    halal: 'Buy the meat from a halal butcher, or make the main meat-free.',
    allergy: 'Ask about the allergy in detail when you invite, and label every dish on the night.',
    nonDrinker: 'Put a good alcohol-free drink on the table, not only water.',
  };
  // The menu above already makes the main vegetarian or vegan; a potluck's sign-up list still needs the line.
  const needs = ask.needs.filter((nd) => potluck || !['vegan', 'vegetarian'].includes(nd)).map((nd) => `- ${NEED_FOOD[nd]}`);
  if (needs.length) signUp.push(...(signUp.length ? [] : ['**The food**']), ...needs);
  const split = budget === null
    ? ['**What you buy**', '- The main or centrepiece, drinks (with a good alcohol-free one), ice, plates, napkins and containers for leftovers.']
    : (() => {
      const lines = [
        { label: potluck ? 'The centrepiece you make yourself' : 'The main dish', share: 0.4 },
        { label: 'Drinks, with a good alcohol-free one, and ice', share: 0.3 },
        { label: 'Plates, napkins, foil and containers for leftovers', share: 0.15 },
      ];
      const rows = lines.map((l) => ({ label: l.label, amount: Math.floor((budget * l.share) / 5) * 5 }));
      const used = rows.reduce((a, r) => a + r.amount, 0);
      rows.push({ label: 'Buffer (a forgotten bag of ice, extra bread)', amount: budget - used });
      // More guests on the same money (a thread's later turn): say what it does to each head, and what gives.
      const before = ask.joined ? guests - ask.joined : 0;
      const thinner = before > 0 && !(ask.plan.budget?.per === 'person') ? [`- With ${guests} instead of ${before} on the same ${money(budget, currency)}, it is about ${money(Math.round(budget / guests), currency)} a head instead of ${money(Math.round(budget / before), currency)}: go for big-pot dishes and ask family to bring one dish each, or raise the budget.`] : [];
      return [`**What you buy** (your ${money(budget, currency)})`, ...rows.map((r) => `- ${r.label}: about ${money(r.amount, currency)}`), ...thinner];
    })();
  const named = who.named[0];
  // A partner hosts with you; anyone else named is a guest to make room for.
  const partner = named?.relationshipType === 'couple' ? named : undefined;
  const guest = named && !partner ? named : undefined;
  const leans = partner && /\b(?:better cook|great cook|dump|put it all on|rely on|lean on|leave it to|do all the)\b/i.test(message);
  const introvert = named?.results?.evidence.axes.find((a) => a.axis === 'EI')?.letter === 'I';
  const shared: string[] = [];
  if (ask.mixed) shared.push(...mixedRoom(ctx, who.named, message));
  else if (guest) {
    const cooks = fanReason(['cooking', 'baking'], fansOf(ctx, [guest]).filter((f) => !f.isMe));
    shared.push(`**For ${guest.firstName}**`);
    shared.push(`- Give ${guest.firstName} a small real job${cooks ? ` in the kitchen (${cooks})` : ' (the drinks, a dish, the playlist)'}: a role makes a full room easier than small talk.`);
    shared.push('- Keep one quiet room or a walk that anyone can slip off to, and mention it casually so using it needs no explaining.');
    if (introvert) shared.push(`- ${guest.firstName} recharges alone (from ${guest.firstName}'s results): going quiet late on is tiredness more often than unhappiness; a private "glad you came" beats pulling ${/\bshe\b|\bher\b/i.test(message) ? 'her' : /\bhe\b|\bhim\b/i.test(message) ? 'him' : 'them'} back in.`);
    shared.push('- Share the plan and the timings beforehand, so there are no surprises.');
  }
  if (partner && !ask.mixed) {
    shared.push('**Sharing it**');
    if (leans) shared.push(`- Ask ${partner.firstName} first whether and how to be involved, instead of assuming: "Want to make one dish you'd enjoy, or have the night off cooking?" Whatever ${partner.firstName} picks is the answer.`);
    else shared.push(`- Agree with ${partner.firstName} who does what before the invite goes out.`);
    shared.push('- You own the jobs nobody sees: the list, the shopping, the setting up and the washing up.');
    if (introvert) shared.push(`- ${partner.firstName} recharges alone (from ${partner.firstName}'s results): agree an end time and keep one quiet room or a balcony free.`);
  }
  if (ask.plan.access) shared.push(...homeAccess(ask.plan.access, message));
  const timeline = [
    '**Timeline**',
    `- Two weeks before: invite with a start and an end time${potluck ? ', and the sign-up list' : ', and ask about food needs'}.`,
    potluck ? '- A week before: check the list for gaps and ask two people to fill them.' : '- A week before: settle the menu and ask one friend to bring dessert.',
    '- The day before: shop, clear the fridge, set out plates and serving spoons.',
    '- On the day: oven and fridge space go to dishes that need them; start on time and wind down at the end time you gave.',
  ];
  const forThem = ask.surprise && who.connection && ask.plan.occasionOf !== 'mine' ? surpriseSection(who.connection, ask, currency, budget) : null;
  if (forThem && !forThem.suits) return [head, kept, '', ...forThem.lines].filter((l, i) => !(i === 1 && l === '')).join('\n');
  return [head, kept, '', ...signUp, '', ...split, '', ...(shared.length ? [...shared, ''] : []), ...timeline, ...dayOf(ask, message)].filter((l, i, all) => !(l === '' && all[i - 1] === '')).join('\n').replace(/^\n/, '');
}

/** A home made easy to move around for someone with a walker, a wheelchair or bad knees: said once, as its own part. */
function homeAccess(access: NonNullable<EventAsk['plan']['access']>, message: string): string[] {
  // Whose need it is: the person named in the same clause as the walker or the wheelchair ("gran uses a walker").
  const clause = message.split(/[.,;!?]|\band\b/i).find((c) => /walker|wheel ?chair|zimmer|frame|stick|cane|pushchair|pram|stroller|buggy|knees?\b|hips?\b|stairs|steps/i.test(c)) ?? '';
  const who = /\b(gran|granny|grandma|nan|nana|grandad|grandpa|mum|mom|dad|aunt|uncle)\b/i.exec(clause)?.[1]?.toLowerCase();
  const them = who ? `your ${who}` : 'them';
  const aid = access === 'wheelchair' ? 'the wheelchair' : access === 'walker' ? 'the walker' : access === 'stroller' ? 'the pushchair' : null;
  return [
    '**Getting around**',
    `- A clear path from the front door to ${them === 'them' ? 'their' : `${them}'s`} seat and to the toilet${aid ? `, wide enough for ${aid}` : ''}: move rugs, cables and spare chairs before anyone arrives.`,
    `- A firm chair with arms for ${them}, at the end of the table nearest the door${aid ? `, with ${aid} parked within reach` : ''}.`,
    '- Use the downstairs toilet, or say in advance which one has no stairs; if there is a step at the door, a helper at arrival time is enough.',
  ];
}

/** "Lunch at 2pm": the day worked back from the meal, and a menu shape when one was asked for. */
function dayOf(ask: EventAsk, message: string): string[] {
  const at = /\b(?:lunch|dinner|eat(?:ing)?|food|meal)\s+(?:is\s+)?at\s+(\d{1,2})(?::(\d\d))?\s*(am|pm)?/i.exec(message);
  const out: string[] = [];
  if (/\bmenu\b/i.test(message)) {
    const n = ask.group ?? 8;
    out.push('', `**A menu for ${n} that a small kitchen can manage**`,
      `- One main that feeds everyone${n > 12 ? ', or two of the same so both fit in the oven' : ''}, plus a vegetarian main that is not an afterthought.`,
      '- Three sides, at least two of them made the day before or served cold.',
      '- A cold starter or nibbles that need no oven, and a dessert made ahead; hand the second dessert and the drinks to guests.');
  }
  if (at) {
    const meal = (Number(at[1]) % 12) + (at[3]?.toLowerCase() === 'am' ? 0 : Number(at[1]) < 12 ? 12 : 0) + Number(at[2] ?? 0) / 60;
    out.push('', `**On the day (eating at ${clockHour(meal)})**`,
      `- ${clockHour(meal - 5)}: the main in the oven (check its cooking time and count back from ${clockHour(meal)}).`,
      `- ${clockHour(meal - 2)}: tables set, cold things out, the sides made ahead go in to warm.`,
      `- ${clockHour(meal - 1)}: guests arrive to drinks and nibbles; the main rests while the last things finish.`,
      `- ${clockHour(meal)}: eat. Dessert an hour or so later, when people are ready.`);
  }
  return out;
}

interface Slot {
  at: number;
  option: EventOption;
}

/** A short outing (showing a visitor around, a first date): two or three parts in order, a cost for the two of you. */
function outing(ctx: CoachContext, ask: EventAsk, who: EventFor, options: EventOption[], head: string, close: (start: number, end: number) => string[]): string {
  const currency = currencyFor(ask);
  const total = totalBudget(ask, 2);
  const fans = fansOf(ctx, who.named.length ? who.named : [who.connection]);
  // Without a part of the day: a weekday date is after work, a weekend one in the afternoon.
  const weekday = ask.plan.weekday !== undefined && ask.plan.weekday >= 1 && ask.plan.weekday <= 5;
  const start = ask.plan.start ?? (ask.partOfDay === 'evening' ? (ask.kind === 'firstDate' ? 19 : 18) : ask.partOfDay === 'morning' ? 10 : ask.partOfDay === 'afternoon' || (ask.kind === 'firstDate' && !weekday) ? 14 : 18.5);
  const evening = start >= 17;
  // A run is offered only to someone who runs; daylight things only by day, evening things only in the evening.
  const runs = ask.wishes.includes('running') || fanScore(['running'], fans) > 0;
  const allowed = options.filter((o) => !(o.tags.includes('bar') && (ask.dislikes.includes('bars') || ask.dislikes.includes('clubs'))) && !(ask.plan.weather && o.tags.includes('outdoor')) && (runs || !o.serves.includes('running')) && (!o.when || (o.when === 'evening') === evening));
  const wishScore = (o: EventOption) => ask.wishes.reduce((s, w) => s + (o.serves.some((id) => id.startsWith(w === 'hike' ? 'hiking' : w)) || o.tags.includes(w as never) ? 4 : 0), 0);
  // Someone outgoing gets the lively part; someone who recharges alone is spared it otherwise.
  const outgoing = ask.social || who.connection?.results?.evidence.axes.find((a) => a.axis === 'EI')?.letter === 'E';
  const score = (o: EventOption) => wishScore(o) + fanScore(o.serves, fans) + (outgoing && o.tags.includes('lively') ? 3 : 0);
  const rank = (list: EventOption[]) => [...list].sort((a, b) => score(b) - score(a) || a.id.localeCompare(b.id));
  const food = rank(allowed.filter((o) => o.tags.includes('food')));
  const other = rank(allowed.filter((o) => !o.tags.includes('food')));
  const slots: Slot[] = [];
  let left = total ?? Infinity;
  const costFor = (o: EventOption) => local(((o.perHead[0] + o.perHead[1]) / 2) * 2, currency);
  const take = (list: EventOption[], at: number) => {
    const pick = list.find((o) => !slots.some((s) => s.option.id === o.id) && costFor(o) <= left);
    if (pick) {
      slots.push({ at, option: pick });
      left -= costFor(pick);
    }
  };
  take(other, start);
  // A visitor's evening has three parts; a first date two, so it ends while it is still going well.
  if (ask.kind === 'showAround') {
    take(food, start + 1.25);
    take(other, start + 2.75);
  } else {
    const second = start + (evening ? 1.25 : 1.5);
    // A first date ends on food or a coffee by day too: a second activity (a play at 3:30) overran its "natural end".
    if (evening || ask.kind === 'firstDate') take(food, second);
    if (slots.length < 2) take(other, second);
  }
  const lines = slots.map((s) => {
    const cost = costFor(s.option);
    const why = fanReason(s.option.serves, fans) ?? (ask.wishes.includes('running') && s.option.serves.includes('running') ? 'he said he runs, so this is his kind of sightseeing' : null);
    return `- **${clockHour(s.at)}** ${s.option.text} (${cost === 0 ? 'free' : `about ${money(cost, currency)} for the two of you`}).${why ? ` ${capital(why)}.` : ''}`;
  });
  const end = Math.ceil(((slots.at(-1)?.at ?? start) + 1) * 2) / 2;
  lines.push(`- **${clockHour(end)}** A natural end: ${ask.kind === 'showAround' ? 'walk your guest to their transport and call it a night' : 'say you have had a good time, and suggest another one if you mean it'}.`);
  // What they eat, said once where the food is: a vegan gets a real choice, not a side salad.
  const diet = ask.needs.includes('vegan') ? 'vegan' : ask.needs.includes('vegetarian') ? 'vegetarian' : null;
  if (diet) lines.splice(lines.length - 1, 0, `- **Food:** wherever you eat or stop for coffee, pick somewhere with a ${diet} main or ${diet} cakes on the menu, not only a side; look at the menu online first.`);
  const spent = slots.reduce((a, s) => a + costFor(s.option), 0);
  const money_ = total !== null ? `\nSpent: about ${money(spent, currency)} of your ${money(total, currency)}${total - spent > 0 ? `, leaving about ${money(total - spent, currency)} for transport or a coffee` : ''}.` : '';
  return [head, keptLine(ask, currency), '', ...lines, money_.trim() ? money_.trim() : '', '', ...close(start, end)].filter((l, i, all) => !(l === '' && (all[i - 1] === '' || i === all.length - 1))).join('\n');
}

function energyOf(c: CoachConnection | undefined, ctx: CoachContext): { mine?: string; theirs?: string } {
  const mine = ctx.person.results?.evidence.axes.find((a) => a.axis === 'EI')?.letter;
  const theirs = c?.results?.evidence.axes.find((a) => a.axis === 'EI')?.letter;
  return { ...(mine ? { mine } : {}), ...(theirs ? { theirs } : {}) };
}

function showAround(ctx: CoachContext, ask: EventAsk, who: EventFor, message: string): string {
  const visitor = who.connection?.firstName ?? (/\bmy (friend|cousin|colleague|sister|brother|mum|mom|dad|parents|aunt|uncle|boss|niece|nephew)\b/i.exec(message)?.[1]?.toLowerCase().replace(/^/, 'your ') ?? 'your visitor');
  const head = `**An evening showing ${visitor} around${ask.plan.city ? ` ${ask.plan.city}` : ''}${when(ask)}**`;
  const e = energyOf(who.connection, ctx);
  const pronoun = /\b(?:he|him|his)\b/i.test(message) ? 'him' : /\b(?:she|her)\b/i.test(message) ? 'her' : 'them';
  const close = (start: number, end: number) => [
    '**So it does not drain you**',
    `- Say the end time when you invite ${pronoun} ("I've got you from ${clockHour(start).replace(/pm$/, '')} until about ${clockHour(end)}"), so leaving is the plan, not an excuse.`,
    '- Side by side beats face to face: moving or eating gives the conversation something to hang on.',
    ...(e.mine === 'I' && e.theirs === 'E' ? [`- You recharge alone and ${visitor} recharges around people (from your results and ${visitor}'s): the busy food part is for ${pronoun}, the walk is yours. Keep the next morning free.`] : []),
    // Two or more free evenings are not all the host's to fill (round 20: "has 2 free evenings … I am the opposite").
    ...(/\b(?:2|two|3|three|both|a couple of) (?:free )?(?:evenings|nights)\b/i.test(message) ? [`- You don't have to host every evening: host one properly, and for the other point ${pronoun} to something lively (a bar crawl, a gig, the conference crowd) and join for the first drink if you like.`] : []),
  ];
  return outing(ctx, ask, who, SHOW_AROUND_OPTIONS, head, close);
}

function firstDate(ctx: CoachContext, ask: EventAsk, who: EventFor): string {
  const part = ask.partOfDay ? ` ${ask.partOfDay}` : '';
  // Only a day or a date is written as "on …"; a month alone ("tomorrow" read as its month) is left out.
  const day = ask.plan.day && /day\b|\d|^Tonight$/.test(ask.plan.day) ? ask.plan.day : undefined;
  const head = `**A first date${day ? ` on ${day}${part}` : part ? ` in the${part}` : ''}${ask.plan.city ? ` in ${ask.plan.city}` : ''}**`;
  // Nobody's gender is assumed: the date is "they" unless the member said otherwise.
  const app = ask.metAt && /^(?:hinge|tinder|bumble|grindr|her|raya|dating apps?|an? (?:dating )?app|the app|apps?|online)$/.test(ask.metAt);
  const opener = app
    ? "- An opener that isn't about the app: ask about something from their profile (a photo, a place, a thing they said they love) and what they would do with a free Saturday."
    : ask.metAt ? `- An opener from how you met: ask what brought them to the ${ask.metAt}, or what they are finding hardest about it right now.` : '- An opener from what you already know of them: ask about the thing they mentioned when you arranged this.';
  const close = () => [
    ...(ask.talksTooMuch
      ? [
        '**If you talk too much when nervous**',
        opener,
        '- Ask, then let them finish: a follow-up question on their answer ("what got you into that?") does more than a story of your own.',
        '- A quiet check on yourself: if you have talked for a couple of minutes, hand it back with a question.',
      ]
      : [
        '**If you go quiet**',
        opener,
        '- Pick a plan with something to look at, so a pause is looking, not silence.',
        '- Say it out loud when you are enjoying it ("this is nice"); quiet people are easy to misread as bored.',
      ]),
    ...(ask.nervous ? ['- Nerves are normal on a first date; "I\'m a bit nervous" said lightly usually relaxes both of you.'] : []),
    ...(ask.talk ? ['', ...talkLines(ctx)] : []),
  ];
  return outing(ctx, { ...ask, plan: { ...ask.plan, budget: ask.plan.budget } }, who, FIRST_DATE_OPTIONS, head, close);
}

function settleDate(ctx: CoachContext, ask: EventAsk, message: string): string {
  const count = /\b(\d|two|three|four|five|six)\s+(?:different\s+)?(?:dates|days|options)\b/i.exec(message)?.[1];
  const named = /\bfor ((?:[a-z]+'s )?(?:\d+(?:st|nd|rd|th)|birthday|party|reunion|wedding|dinner|trip|get-together))\b/i.exec(message)?.[1];
  const what = ask.plan.occasion === 'christmas' ? 'Christmas' : named ? named.replace(/^(?!the )(?![a-z]+'s )/i, 'the ') : /\bbirthday\b/i.test(message) ? 'the birthday' : /\breunion\b/i.test(message) ? 'the reunion' : 'it';
  const dates = count ? `the ${count} dates` : 'the dates';
  const organiser = ctx.person.results?.evidence.axes.find((a) => a.axis === 'JP')?.letter === 'J';
  return [
    `**Settling a date for ${what}**`,
    '',
    '**The poll**',
    `- Put ${dates} from the chat into one poll (most group chats have one built in) and let people tick every date they can do, not just their favourite.`,
    '- Give it a deadline a day or two away, and say now how it ends: most ticks wins, and a tie goes to whoever is hosting.',
    '- Mute the chat until the deadline; the poll keeps the count, so you do not have to.',
    `- ${organiser ? 'You like things settled (from your results), so running the poll suits you; ' : ''}once the date is set, hand out the other jobs (food, who hosts, travel) rather than taking them all.`,
    '',
    '**A message you could send**',
    `"Hi all! To save everyone's phones, I've put ${dates} into a poll. Tick every one you can make by tomorrow evening, and we'll go with the one most people can do. If it's a tie, the host picks. Then we can sort out who brings what."`,
  ].join('\n');
}

function clash(ctx: CoachContext, ask: EventAsk, who: EventFor): string {
  const other = who.connection?.firstName ?? 'them';
  const what = ask.booked?.what ?? 'plan';
  const hour = ask.booked?.hour;
  const early = hour !== undefined && hour < 8;
  const mine = ctx.person.results?.evidence.axes.find((a) => a.axis === 'JP')?.letter;
  const theirs = who.connection?.results?.evidence.axes.find((a) => a.axis === 'JP')?.letter;
  const lines = [
    `${early ? `A ${clockHour(hour)} ${what} on your one lie-in day is a lot to be signed up for` : `Being booked in for a ${what} without being asked is annoying`}, and it is fair to say so.`,
    '',
    '**Ways to meet in the middle**',
    ...(early ? [`- A later start: the same ${what} at 9 or 10 still gets most of the day.`] : [`- Ask to move it to a time you both chose.`]),
    `- Take turns: ${early ? 'the early one this weekend, a lie-in next weekend, or the other way round' : 'this one is theirs, the next plan is yours'}.`,
    '- Agree one small rule for next time: a plan that uses the other person\'s free time gets a quick "ok?" first.',
    ...(mine === 'P' && theirs === 'J' ? [`- From your results, ${other} plans ahead and you keep things open; a rule about asking first works for both.`] : mine === 'J' && theirs === 'P' ? [`- From your results, you plan ahead and ${other} keeps things open; a quick check before booking suits you both.`] : []),
    '',
    '**A line you could say**',
    `"I'm up for the ${what} with you, but ${early ? `${clockHour(hour)} on my one sleep-in day is rough` : 'I\'d like to be asked first'}. ${early ? 'Could we start later, or do the early one next weekend?' : 'Can we pick the time together?'}"`,
  ];
  return lines.join('\n');
}

/** A hike for a group: the pace of the slowest, a start that suits the group, what to carry, and a way to cut it short. */
function hike(ask: EventAsk, message: string): string {
  const group = ask.group ?? ask.plan.people;
  const easy = /\b(?:easy|not too hard|nothing too hard|beginner|gentle|unfit|kids?)\b/i.test(message) || ask.plan.avoid.includes('walking');
  const start = ask.plan.start ?? (ask.plan.lateStart ? 10.5 : 9);
  const place = ask.plan.city ? ` near ${ask.plan.city}` : '';
  return [
    `**A hike for ${group}${place}${ask.plan.day ? ` (${ask.plan.day})` : ''}**`,
    keptLine(ask, currencyFor(ask)),
    '',
    `- **The route:** pick one for the slowest walker, not the keenest: ${easy ? 'about 8 to 10 km with little climbing' : 'about 10 to 15 km'}, ideally a loop with a café or a pub at the end and a shorter way back at the halfway point.`,
    `- **The start:** meet at ${clockHour(start)} at the start of the trail or the station, so nobody needs an alarm before 7; say the end time too.`,
    '- **Getting there:** share lifts or one train; put the meeting point and the trail map in the group chat the day before.',
    '- **What everyone carries:** water, lunch, a rain layer, proper shoes and a charged phone; one small first-aid kit for the group.',
    '- **On the day:** check the forecast that morning, walk at the pace of the last person, and stop every hour or so.',
  ].filter((l, i) => !(i === 1 && l === '')).join('\n');
}

/** The plan for a named event, shaped for its kind, with a note on keeping it secret when it is a surprise. */
export function eventReply(ctx: CoachContext, ask: EventAsk, who: EventFor, message: string): string {
  const plan = eventPlan(ctx, ask, who, message);
  if (!ask.surprise || (ask.kind !== 'groupNight' && ask.kind !== 'hosting') || /What would suit /.test(plan)) return plan;
  return `${plan}\n\n**Keeping it a surprise**\n- Let one person close to them in on it, to keep the day free and steer them to the right place at the right time.\n- Run the planning in a group chat without them, and keep the invite vague ("a few of us are getting dinner").\n- Have a quiet plan B in case they hate being the centre of attention: a toast and cake rather than a speech.`;
}

function eventPlan(ctx: CoachContext, ask: EventAsk, who: EventFor, message: string): string {
  switch (ask.kind) {
    case 'hike': return hike(ask, message);
    case 'groupNight': return groupNight(ctx, ask, who, message);
    case 'hosting': return hosting(ctx, ask, who, message);
    case 'showAround': return showAround(ctx, ask, who, message);
    case 'firstDate': return firstDate(ctx, ask, who);
    case 'virtualTeam': return virtualTeamReply(ctx, ask, who.named, message);
    case 'settleDate': return settleDate(ctx, ask, message);
    case 'clash': return clash(ctx, ask, who);
    case 'groupWeekend': return groupWeekendReply(ctx, ask, message);
    case 'longStay': return longStayReply(ctx, ask, who.connection, /\bmy (mum|mom|dad|mother|father|sister|brother|cousin|aunt|uncle|gran|grandma|grandad|grandpa|in-laws|mother-in-law|father-in-law|friend|niece|nephew)\b/i.exec(message)?.[0]?.toLowerCase().replace(/^my /, 'your ') ?? null, message);
    case 'farBirthday': return farBirthdayReply(ctx, ask, who.connection, message);
    default: return tripReply(ctx, ask, who.connection, message);
  }
}


/** "Shorter": the title, what it kept to, and the first part (the first option, the first steps). */
export function shortened(reply: string): string {
  const parts = reply.split('\n\n');
  const options = parts.filter((p) => p.startsWith('**Option ')).map((p) => `- ${p.split('\n')[0]!.replace(/^\*\*Option \d+: /, '').replace(/\*\*/g, '')}`);
  if (options.length) return [parts[0]!, options.join('\n')].join('\n\n');
  return parts.slice(0, 2).join('\n\n');
}

/** What to pack for this kind of time away; for an evening or a party, the one or two things worth bringing. */
export function packReply(ask: EventAsk): string {
  const kind = ask.kind === 'camping' || ask.kind === 'soloWeekend' ? ask.kind : 'trip';
  const list = PACK_LISTS[kind] ?? [];
  const title = kind === 'camping' ? 'For the camping trip' : kind === 'soloWeekend' ? 'For the weekend alone' : 'For the trip';
  return [`**What to pack**`, `${title}:`, ...list.map((l) => `- ${l}.`)].join('\n');
}

/**
 * A menu with dishes in it, sized to the guests and shaped by their needs (blind round 13: "one or two mains" was no
 * menu, and "make one main vegetarian" named no dish). For a crowd, big pots and a caterer's buffet; for a table,
 * one make-ahead main that everyone can eat when someone does not eat meat.
 */
export function menuFor(guests: number, needs: string[]): string[] {
  const vegan = needs.includes('vegan');
  const meatFree = vegan || needs.includes('vegetarian') || needs.includes('halal');
  if (guests >= 25) {
    return [
      `- For ${guests}, big pots beat plated food: two mains (one of them ${vegan ? 'vegan' : 'vegetarian'}), a rice or bread, a big salad, and sweets; a local caterer's buffet is often cheaper a head than cooking for this many.`,
      '- If family offer to cook, give each person one dish and a quantity, so there are not three of the same.',
    ];
  }
  // Gluten-free (a coeliac guest) is the whole menu, not a line beside it (round 20: "gluten-free food" kept above
  // pasta, bread, tiramisu and crumble).
  const glutenFree = needs.includes('glutenFree');
  const main = vegan
    ? 'a chickpea and spinach curry with rice and warm flatbreads, which everyone can eat'
    : meatFree
      ? glutenFree
        ? 'a mushroom and lentil shepherd’s pie (thicken with cornflour, not flour), made the day before, which everyone can eat'
        : 'a big vegetable lasagne or a mushroom and lentil shepherd’s pie, made the day before, which everyone can eat'
      : glutenFree
        ? 'a tray of roast chicken thighs with lemon and potatoes, made ahead, which is gluten-free as it is'
        : 'a tray of roast chicken thighs with lemon and potatoes, or a slow-cooked ragù with pasta, both made ahead';
  const side = glutenFree ? 'a big green salad and a rice or quinoa salad' : `a big green salad and good bread${vegan ? ' (check the bread is egg- and dairy-free)' : ''}`;
  const dessert = vegan ? 'a fruit crumble with an oat topping and coconut yoghurt' : glutenFree ? 'a flourless chocolate cake or a pavlova with fruit, made the day before' : 'a tiramisu or a fruit crumble, made the day before';
  return [
    `- Main: ${vegan && glutenFree ? main.replace(' and warm flatbreads', ' (no flatbreads, or gluten-free ones)') : main}.`,
    `- On the side: ${side}.`,
    `- Dessert: ${vegan && glutenFree ? 'a fruit salad with coconut yoghurt, or a crumble with a gluten-free oat topping' : dessert}, or one a guest brings.`,
    '- In a small kitchen, one-tray and one-pot dishes leave the hob and the counter free on the night.',
  ];
}
