/**
 * Two plan shapes that a day out does not fit (round 14): "what should we cook" gets a menu (a starter, a main and a
 * dessert that suit every diet said, with the shopping costed and summed within the budget), and two people in
 * different cities get things that work apart (a call, a parcel, the same film at the same moment), costed and
 * summed the same way. Every cost shown is added up and the total never exceeds the budget.
 */
import { ideaLibrary, type Idea } from '../content/ideas.js';
import { DISHES, type Dish } from '../content/menus.js';
import type { PlanRequest } from '../read/plan.js';
import { interestReason, interestScore, type Person } from './fit.js';
import { money } from './kinds-common.js';
import { budgetTotal, priceOf, suitsPeople } from './schedule.js';

/** Pounds to the member's money, roughly (a guide for a shopping list, not a quote). */
const RATE: Record<string, number> = { '£': 1, '€': 1.15, '$': 1.3, 'C$': 1.75, 'A$': 1.95, '₹': 110 };
export const local = (pounds: number, currency: string | null) => Math.max(1, Math.round(pounds * (RATE[currency ?? '£'] ?? 1)));

/** Whether a dish suits every diet said. */
export function dishSuits(dish: Dish, diet: NonNullable<PlanRequest['diet']>): boolean {
  const d = new Set(diet);
  const noMeat = d.has('vegan') || d.has('vegetarian') || d.has('pescatarian');
  if ((noMeat || d.has('halal') || d.has('kosher')) && dish.tags.includes('meat')) return false;
  if ((d.has('vegan') || d.has('vegetarian')) && dish.tags.includes('fish')) return false;
  if ((d.has('vegan') || d.has('dairyFree')) && dish.tags.includes('dairy')) return false;
  if (d.has('vegan') && dish.tags.includes('eggs')) return false;
  if (d.has('glutenFree') && dish.tags.includes('gluten')) return false;
  if (d.has('nutFree') && dish.tags.includes('nuts')) return false;
  return true;
}

function totalLine(spent: number, total: number | null, currency: string | null): string {
  if (!currency) return '';
  return total === null ? `Total: about ${money(spent, currency)}.` : `Total: about ${money(spent, currency)}, within your ${money(total, currency)}${total - spent >= 5 ? ` (${money(total - spent, currency)} to spare)` : ''}.`;
}

/** "What should we cook": a three-course menu that suits the diet, the shopping costed, within the budget. */
export function menuReply(req: PlanRequest, currency: string | null, intro: string, variant = 0): string {
  const diet = req.diet ?? [];
  const scale = Math.max(1, req.people / 2);
  const total = budgetTotal(req);
  const pick = (course: Dish['course']) => {
    const fits = DISHES.filter((d) => d.course === course && dishSuits(d, diet));
    return fits[variant % Math.max(1, fits.length)];
  };
  const courses = [pick('starter'), pick('main'), pick('dessert')].filter((d): d is Dish => !!d);
  const drink = req.wine && !diet.includes('noAlcohol')
    ? { text: 'A bottle of wine to go with the main (a dry white or a light red suits all of these)', price: 10 }
    : { text: 'Something good to drink that is not alcohol: a sparkling juice or a ginger beer with lime', price: 3 };
  const rows = [...courses.map((d) => ({ label: d.course === 'starter' ? 'Starter' : d.course === 'main' ? 'Main' : 'Dessert', text: d.text, cost: local(d.price * scale, currency) })), { label: 'To drink', text: drink.text, cost: local(drink.price * Math.ceil(scale), currency) }];
  // Over the budget: the starter goes first, then the dessert; the main and the drink the member asked for stay.
  for (const drop of ['Starter', 'Dessert']) {
    if (total === null || rows.reduce((a, r) => a + r.cost, 0) <= total) break;
    rows.splice(rows.findIndex((r) => r.label === drop), 1);
  }
  const spent = rows.reduce((a, r) => a + r.cost, 0);
  const lines = rows.map((r) => `- **${r.label}:** ${r.text}${currency ? ` (about ${money(r.cost, currency)})` : ''}.`);
  const cook = ['**Cooking it together**', '- Make the dessert first, so it can chill or rest while you cook the rest.', '- Split the jobs: one chops and preps, the other cooks; swap for the next course.'];
  return [intro, '**The menu**\n' + lines.join('\n'), totalLine(spent, total, currency), cook.join('\n')].filter(Boolean).join('\n\n');
}

/** Two people in different cities: up to three things that work apart, summed within the budget. */
export function apartReply(req: PlanRequest, people: Person[], currency: string | null, intro: string): string {
  const total = budgetTotal(req);
  const ranked = ideaLibrary()
    .filter((i: Idea) => i.kind === 'activity' && suitsPeople(i, req) && (!req.free || i.price === 0))
    .sort((a, b) => interestScore(b, people) - interestScore(a, people) || a.id.localeCompare(b.id));
  const chosen: Array<{ idea: Idea; cost: number }> = [];
  let spent = 0;
  for (const idea of ranked) {
    if (chosen.length === 3) break;
    // Costs are for one side of the call: each of you pays your own half of a film or a meal, so it is counted once.
    const cost = Math.round(priceOf(idea, { ...req, people: 1 }));
    if (total !== null && spent + cost > total) continue;
    chosen.push({ idea, cost });
    spent += cost;
  }
  if (chosen.length === 0) return `${intro}\n\nNothing I know of works from two cities within that. Which could bend a little: the budget, or a visit?`;
  const lines = chosen.map(({ idea, cost }) => {
    const why = interestReason(idea, people);
    return `- ${idea.idea} (${cost === 0 ? 'free' : currency ? `about ${money(cost, currency)}` : 'cheap'}).${why ? ` ${why.charAt(0).toUpperCase()}${why.slice(1)}.` : ''}`;
  });
  const timing = '- Pick a time that is evening for both of you, or a weekend morning for one and an afternoon for the other, and put it in both calendars.';
  return [intro, lines.join('\n'), totalLine(spent, total, currency), `**Making it work across the distance**\n${timing}\n- Post anything physical a week ahead, so it arrives in time.`].filter(Boolean).join('\n\n');
}
