/**
 * Why an idea fits two people (issue 29, item 4): what both of them love (a favourite activity first, then a shared
 * interest), how each recharges, how one of them feels loved, and which stated constraint it keeps. Facts come only
 * from the stored results and interests the person may see; a part a connection keeps private is never used.
 */
import { findActivity, findHobbyCategory, topPicks } from '../../../../../shared/assessment/hobbies.js';
import { LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { HobbyCategoryAnswer, LoveLanguage } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import type { Idea } from '../content/ideas.js';

/** The categories someone really loves (a top-three pick or an activity rated 4 or 5), not a passing interest. */
export function lovedCategories(hobbies: CoachContext['person']['hobbies']): Set<string> {
  const out = new Set<string>();
  for (const answer of hobbies ?? []) {
    if ((answer.preferences?.topThree ?? []).length > 0 || (answer.selections ?? []).some((s) => s.interest >= 4)) out.add(answer.category);
  }
  return out;
}

/** Words in an idea that show it is one of the catalogue's activities (hobbies.ts ids). */
const ACTIVITY_WORDS: Record<string, RegExp> = {
  hiking: /\b(walk|hike|trail)/i, running: /\brun\b|\brunning\b|park run/i, cycling: /\b(bike|cycl)/i, swimming: /\b(swim|lido)/i,
  climbing: /\b(climb|boulder)/i, dancing: /\b(danc|ceilidh|salsa)/i, camping: /\b(camping|glamping)/i,
  cooking: /\b(cook|pasta|pizza night|recipe|dinner together at home)/i, baking: /\b(bake|bread|cake)\b/i,
  eating_out: /\b(restaurant|brunch at (?!home)|lunch at (?!home)|small plates|street food|pizzeria|dinner out|counter place)/i, coffee_tea: /\b(coffee|tea\b|café|cafe)/i,
  markets: /\bmarket/i, houseplants: /\b(plant|herb box|terrarium|botanical)/i, gardening: /\bgarden/i, wine_beer: /\b(wine|beer|cocktail)/i,
  drawing_painting: /\b(draw|paint|sketch)/i, photography: /\b(photo|portrait)/i, crafts: /\b(pottery|craft|candle|knit|lino|print|upcycle)/i,
  board_games: /\b(board-game|card-game|chess|backgammon|games night)/i, trivia_quizzes: /\bquiz/i, movies: /\b(film|cinema|screening)/i,
  tv_series: /\bseries\b/i, video_games: /\b(video game|arcade)/i, live_music: /\b(gig|concert|open-mic)/i, theatre_shows: /\b(theatre|comedy|matin)/i,
  history_culture: /\b(museum|history|gallery)/i, reading_fiction: /\b(book|library)/i, science_tech: /\b(science|planetarium)/i,
  yoga: /\byoga\b/i, meditation: /\bmeditat/i, spa_selfcare: /\b(spa|sauna|thermal|massage)/i, nature_time: /\b(forest|arboretum|nature|park)\b/i,
  volunteering: /\bvolunteer/i, podcasts: /\b(podcast|audiobook)/i, small_gatherings: /\b(host|friends invited|few friends)/i,
};

export interface Person {
  /** "you", or the other person's first name, or "your dad". */
  name: string;
  isMe: boolean;
  loved: Set<string>;
  picks: string[];
  /** 'I' or 'E' with the lean, when known. */
  energy?: { letter: 'I' | 'E'; percent: number };
  plans?: 'J' | 'P';
  receives?: LoveLanguage;
}

export function personOf(name: string, isMe: boolean, hobbies: HobbyCategoryAnswer[] | null | undefined, results: CoachConnection['results'] | CoachContext['person']['results'] | undefined, hideLanguages = false): Person {
  const ei = results?.evidence.axes.find((a) => a.axis === 'EI');
  const jp = results?.evidence.axes.find((a) => a.axis === 'JP');
  return {
    name,
    isMe,
    loved: lovedCategories(hobbies ?? null),
    picks: topPicks(hobbies ?? null),
    ...(ei ? { energy: { letter: ei.letter as 'I' | 'E', percent: Math.round(ei.percent) } } : {}),
    ...(jp ? { plans: jp.letter as 'J' | 'P' } : {}),
    ...(results?.loveLanguageReceiving && !hideLanguages ? { receives: results.loveLanguageReceiving } : {}),
  };
}

/** The favourite activities (top picks) this idea is made of, per person. */
export function favouritesIn(idea: Idea, p: Person): string[] {
  return p.picks.filter((id) => ACTIVITY_WORDS[id]?.test(idea.idea) && idea.interests.includes(findActivity(id)?.category.id ?? ''));
}

/** How well an idea suits the people: favourites and loved interests of both count most. */
export function interestScore(idea: Idea, people: Person[]): number {
  let score = 0;
  for (const p of people) {
    if (idea.interests.some((i) => p.loved.has(i))) score += 1.5;
    if (favouritesIn(idea, p).length) score += 2;
  }
  if (people.length === 2 && idea.interests.some((i) => people.every((p) => p.loved.has(i)))) score += 1.5;
  return score;
}

const possessive = (p: Person) => (p.isMe ? 'your' : `${p.name}'s`);
const subject = (p: Person) => (p.isMe ? 'you' : p.name);

/** The reason from interests: a favourite activity first, then an interest both (or one) love. */
export function interestReason(idea: Idea, people: Person[]): string | null {
  const favs = people.map((p) => ({ p, ids: favouritesIn(idea, p) }));
  const shared = favs.length === 2 ? favs[0]!.ids.find((id) => favs[1]!.ids.includes(id)) : undefined;
  if (shared) return `${findActivity(shared)!.activity.name} is a favourite for both of you`;
  const one = favs.find((f) => f.ids.length);
  if (one) return `${findActivity(one.ids[0]!)!.activity.name.toLowerCase().replace(/^./, (c) => c.toUpperCase())} is one of ${possessive(one.p)} top picks`;
  const both = idea.interests.find((i) => people.length === 2 && people.every((p) => p.loved.has(i)));
  if (both) return `you both love ${findHobbyCategory(both)?.name ?? both}`;
  const lover = people.find((p) => idea.interests.some((i) => p.loved.has(i)));
  if (lover) {
    const cat = idea.interests.find((i) => lover.loved.has(i))!;
    return `${subject(lover)} ${lover.isMe ? 'love' : 'loves'} ${findHobbyCategory(cat)?.name ?? cat}`;
  }
  return null;
}

/** How each recharges: a lively part for the one who recharges around people, a quiet one for the other. */
export function energyReason(idea: Idea, people: Person[]): string | null {
  const social = idea.tags.includes('social') || idea.crowd === 'busy';
  const quiet = idea.crowd === 'quiet' && !idea.tags.includes('social');
  const e = people.find((p) => p.energy?.letter === 'E');
  const i = people.find((p) => p.energy?.letter === 'I');
  if (social && e) return `${subject(e)} ${e.isMe ? 'recharge' : 'recharges'} around people (${e.energy!.percent}% Extraverted), so this is the lively part`;
  if (quiet && i && e) return `${subject(i)} ${i.isMe ? 'recharge' : 'recharges'} alone, so this is the quiet stretch`;
  if (quiet && i && people.every((p) => p.energy?.letter !== 'E')) return people.length === 2 && people.every((p) => p.energy?.letter === 'I') ? 'you both recharge alone, so somewhere quiet suits you' : null;
  return null;
}

const LANGUAGE_TOUCH: Record<LoveLanguage, string> = {
  quality_time: 'undivided time with phones away, which is how {name} feels most cared for (Quality Time)',
  words_of_affirmation: 'say out loud what you love about {them} here, or bring a card: {name} feels loved through Words of Affirmation',
  physical_touch: 'sit close and stay close: {name} feels loved through Physical Touch',
  acts_of_service: 'you doing the organising is itself the gift: {name} feels loved through Acts of Service',
  gifts: 'bring a small thing you chose for {them}: {name} feels loved through Receiving Gifts',
};

export function languageReason(p: Person, them: string): string | null {
  if (p.isMe || !p.receives) return null;
  return LANGUAGE_TOUCH[p.receives].replace('{name}', p.name).replace('{them}', them);
}

export { LOVE_LANGUAGE_LABELS };
