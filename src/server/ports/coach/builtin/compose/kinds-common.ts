/** Pieces the everyday answer kinds share (decision 088): who a role word means, the member's money, the words of a vent and of a loss. */
import { findActivity } from '../../../../../shared/assessment/hobbies.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { findNamedConnection } from '../read/intents.js';
import type { Currency } from '../read/plan.js';
import { lower } from '../read/text.js';

export const VENT = /\b(?:(?:just )?(?:need|want|have) to (?:rant|vent|moan|get (?:it|this|something) off my chest)|(?:can|could|may) i (?:just )?(?:vent|rant|moan)|let me (?:vent|rant)|(?:need|want) (?:a|to) (?:vent|rant)|rant (?:incoming|time)|not (?:looking|asking) for (?:advice|solutions|fixes|a fix)|(?:don'?t|do not) (?:need|want) (?:advice|solutions|fixing|to be fixed)|(?:need|want) (?:someone|somebody|you) to (?:just )?listen|get (?:it|this) off my chest)\b/;
/** Someone or an animal that can die: a loss, not "my phone died" or "the battery died". */
export const BEING = "(?:mum|mom|mother|dad|father|parents?|gran|granny|grandma|grandmother|grandpa|grandad|grandfather|nan|nana|brother|sister|sibling|uncle|aunt|auntie|cousin|husband|wife|partner|boyfriend|girlfriend|son|daughter|baby|child|friend|best friend|mate|colleague|coworker|neighbou?r|teacher|dog|cat|pup|puppy|kitten|pet|rabbit|bunny|hamster|horse|pony|bird|budgie|parrot|guinea pig|tortoise)";

/**
 * A pet put to sleep, named rather than called "our dog" ("We put Biscuit down this morning. 14 years.", round 21
 * s14): said with when, and with years, the vet or sadness beside it, so a baby put down for a nap is not read as it.
 */
export const PUT_DOWN = /\b(?:we|i) (?:just |finally )?(?:had to )?(?:put|have put|had) (?!(?:it|that|this|them|the phone|my phone|the baby|our baby|my baby|the kids?|him|her)\b)([a-z]+) (?:down|to sleep|put down|put to sleep)(?: (?:this morning|today|yesterday|last night|this afternoon|this evening|on \w+day))\b(?=.*\b(?:\d+ years|years old|vet|old (?:boy|girl)|sad|miss|heartbroken|cry|crying)\b)/;

// ------------------------------------------------------------------------------------------------ shared pieces

/** "my flatmate", "my best friend's dad" → who, as the coach says it back ("your flatmate"). */
const ROLE = /\b(?:my|our) ((?:best |old |new |close )?(?:friend's |mate's |partner's |husband's |wife's )?(?:mum|mom|mother|dad|father|parents|gran|granny|grandma|grandmother|grandpa|grandad|grandfather|nan|nana|brother|sister|uncle|aunt|auntie|cousin|husband|wife|partner|boyfriend|girlfriend|son|daughter|kids|baby|friend|mate|colleague|coworker|co-worker|boss|manager|flatmate|housemate|roommate|landlord|neighbou?r|teacher|in-laws|mother-in-law|father-in-law|sister-in-law|brother-in-law|dog|cat|pet|rabbit|hamster|horse))\b/;

export function roleOf(message: string): string | null {
  return ROLE.exec(lower(message))?.[1] ?? null;
}

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** An activity's name as said in a sentence ("life drawing"), from the hobby catalogue. */
export const activityName = (id: string) => (findActivity(id)?.activity.name ?? id.replace(/_/g, ' ')).toLowerCase();

/** Whether these interests rate the activity 4 or 5 of 5: what the person said in their hobbies, never guessed. */
export function ratesHighly(hobbies: CoachContext['person']['hobbies'] | undefined, activity: string): boolean {
  return !!hobbies?.some((h) => h.selections.some((s) => s.activityId === activity && s.interest >= 4));
}

export function connectionIn(ctx: CoachContext, message: string): CoachConnection | undefined {
  return findNamedConnection(message, ctx.connections) ?? ctx.focus;
}

/** Roughly what a pound buys in each currency, for gift prices written in the member's own money. */
export const PER_POUND: Record<Currency, number> = { '£': 1, '€': 1.15, $: 1.3, '₹': 105, C$: 1.75, A$: 1.95 };

/** An amount as written in replies: the currency's sign, when there is one, before the figure ("C$1,200"). */
export function money(amount: number, currency: string | null): string {
  const figure = amount.toLocaleString('en-GB');
  return currency ? `${currency}${figure}` : figure;
}

/** A price in the member's currency, rounded as a shop would, never above the cap. */
export function priceIn(pounds: number, currency: Currency, cap?: number): number {
  const step = currency === '₹' ? 100 : 5;
  const raw = Math.max(step, Math.round((pounds * PER_POUND[currency]) / step) * step);
  return cap !== undefined && raw > cap ? Math.floor(cap / step) * step : raw;
}
