/**
 * A topic's answer (decision 062): the guidance entry for what was asked, in the variant for the relationship meant
 * (a colleague never gets a partner's advice), words to say when saying something is the point, and at most one
 * sentence from the person's stored results, computed from the figures and only where it helps answer. No closing
 * Vibe paragraph and no filler bullets.
 */
import { LETTER_LABELS, LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import { slotsFor } from './answers/written.js';
import { brokenClause, writeDraft } from './answers/drafts.js';
import type { LoveLanguage, RelationshipType } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import type { Guidance, Tie } from '../content/guidance.js';
import { planSlots } from '../read/slots.js';
import { lovedCategories } from './plan.js';
import { topInterests } from './shared.js';

/** Topics about the person's own life: "For you and Sam" would not fit even when Sam is named. */
const ABOUT_ONESELF = new Set(['lonely', 'making_friends', 'grief', 'overthinking', 'social_anxiety', 'nerves']);

/** Who the topic is about: a connection, or someone named only by a role or a name ("your mum", "Mei"). */
export interface Meant {
  connection?: CoachConnection;
  /** How to name them in a sentence when they are not a connection ("your mum", "Mei"). */
  label?: string;
  relationship: RelationshipType | null;
}

/** Places to meet people through each interest: the activity carries the conversation. */
const GROUPS: Record<string, string> = {
  outdoors_movement: 'a running club, a walking group or a climbing wall',
  creative_arts: 'a life-drawing class, a choir or a pottery course',
  food_home: 'a cooking class, a supper club or a community garden',
  mind_learning: 'a quiz team, a book club or an evening course',
  social_community: 'volunteering, a local community group or a five-a-side team',
  entertainment_media: 'a board-game café night, a film club or a gaming meet-up',
  wellness_spirituality: 'a yoga class, a meditation group or a parkrun',
};

/** What lands for someone who feels cared for through each love language, in ordinary words. */
const LANDS: Record<LoveLanguage, { warm: string; work: string }> = {
  quality_time: { warm: 'time together with your full attention will say more than any words', work: 'a proper conversation over coffee will mean more than a quick message' },
  words_of_affirmation: { warm: 'saying it in words, specifically, will land', work: 'a specific written thank-you or credit in front of others will land' },
  acts_of_service: { warm: 'doing something practical for them will say it best', work: 'practical help with something on their plate will say it best' },
  gifts: { warm: 'a small, thoughtful token will say it best', work: 'a small token (a coffee, a snack they like) will land' },
  physical_touch: { warm: 'a hug or sitting close will say a lot', work: 'a warm word in person will do; keep it professional' },
};

function attachmentLine(ctx: CoachContext, topic: Guidance): string | null {
  const a = ctx.person.results?.evidence.attachment;
  if (!a || ctx.person.keptFromAudience?.includes('attachment')) return null;
  const anxiety = Math.round(a.anxiety);
  const avoidance = Math.round(a.avoidance);
  if (anxiety >= 50 && anxiety > avoidance) return `Your attachment anxiety score (${anxiety} of 100) is higher than your avoidance (${avoidance}), so uncertainty may hit you harder than it would most people; that is worth knowing, not a flaw.`;
  if (avoidance >= 50 && avoidance > anxiety) return `Your attachment avoidance score (${avoidance} of 100) is higher than your anxiety (${anxiety}), so your first pull may be to go quiet or handle it alone; saying a little more than feels natural will help.`;
  if (anxiety >= 50 && anxiety === avoidance) return `Your attachment anxiety and avoidance are level at ${anxiety} of 100, so you may both want reassurance and want to pull back; both are worth saying.`;
  if (anxiety < 35 && avoidance < 35 && ['jealousy', 'trust', 'text_anxiety', 'overthinking'].includes(topic.id)) {
    return `Your attachment scores are low (anxiety ${anxiety}, avoidance ${avoidance}, out of 100), so this feeling is more likely about this situation than an old pattern, which is a good reason to raise it rather than dismiss it.`;
  }
  return null;
}

function energyLine(ctx: CoachContext): string | null {
  const ei = ctx.person.results?.evidence.axes.find((x) => x.axis === 'EI');
  if (!ei) return null;
  const p = Math.round(ei.percent);
  return ei.letter === 'I'
    ? `You lean ${p}% Introverted, so small groups and activities with a shared focus will likely suit you better than big parties.`
    : `You lean ${p}% Extraverted, so group settings give you energy: say yes to the next invitation and follow up with one person from it.`;
}

function interestsLine(ctx: CoachContext): string | null {
  const loved = lovedCategories(ctx.person.hobbies);
  const top = topInterests(ctx.person.hobbies).filter((i) => GROUPS[i.categoryId] && loved.has(i.categoryId)).slice(0, 2);
  if (top.length === 0) return null;
  return `From what you enjoy (${top.map((i) => `**${i.categoryName}**`).join(' and ')}), good places to start are ${top.map((i) => GROUPS[i.categoryId]).join(', or ')}.`;
}

function theirLanguageLine(m: Meant): string | null {
  const c = m.connection;
  const language = c?.results?.loveLanguageReceiving;
  if (!c || !language) return null;
  const label = LOVE_LANGUAGE_LABELS[language];
  return c.relationshipType === 'professional'
    ? `${c.firstName} values **${label}** most, so ${LANDS[language].work}.`
    : `${c.firstName} feels most cared for through **${label}**, so ${LANDS[language].warm}.`;
}

function myLanguageLine(ctx: CoachContext): string | null {
  const language = ctx.person.results?.loveLanguageReceiving;
  if (!language || ctx.person.keptFromAudience?.includes('loveLanguages')) return null;
  return `You feel most cared for through **${LOVE_LANGUAGE_LABELS[language]}**, so that is the thing worth asking for by name.`;
}

/** How the two decide (Thinking or Feeling), when the two lean different ways: how to raise it so it is heard. */
function decideLine(ctx: CoachContext, m: Meant): string | null {
  const c = m.connection;
  const mine = ctx.person.results?.evidence.axes.find((x) => x.axis === 'TF');
  const theirs = c?.results?.evidence.axes.find((x) => x.axis === 'TF');
  if (!c || !mine || !theirs || mine.letter === theirs.letter) return null;
  const how = theirs.letter === 'T'
    ? `lead with the concrete problem and a fair proposal, then say how it feels`
    : `start with how it affects you both, then the fix`;
  return `You lean ${Math.round(mine.percent)}% ${LETTER_LABELS[mine.letter]}, while ${c.firstName} leans ${Math.round(theirs.percent)}% ${LETTER_LABELS[theirs.letter]}: ${how}.`;
}

/** For a group: the budget per head, computed from what was said ("€80 for 8 is about €10 each"). */
function budgetLine(message: string): string | null {
  const slots = planSlots(message);
  if (!slots.money || !slots.groupSize || slots.groupSize < 2) return null;
  const each = slots.money.amount / slots.groupSize;
  const per = Number.isInteger(each) ? String(each) : each.toFixed(2);
  return `${slots.money.currency}${slots.money.amount} for ${slots.groupSize} people is about ${slots.money.currency}${per} each: enough for simple shared supplies and snacks, so ask people to bring a drink each.`;
}

function tieLine(tie: Tie, ctx: CoachContext, m: Meant, topic: Guidance, message: string): string | null {
  switch (tie) {
    case 'plan': return budgetLine(message);
    case 'attachment': return attachmentLine(ctx, topic);
    case 'energy': return energyLine(ctx);
    case 'interests': return interestsLine(ctx);
    case 'theirLanguage': return theirLanguageLine(m);
    case 'myLanguage': return myLanguageLine(ctx);
    case 'decide': return decideLine(ctx, m);
    default: return null;
  }
}

function who(m: Meant): string | null {
  return m.connection?.firstName ?? m.label ?? null;
}

const LOVE_YOU = /\blove you\b/i;
const WARM = new Set<RelationshipType>(['family', 'couple', 'crush']);
const FAMILY_OR_PARTNER = /\b(?:mum|mom|mother|dad|father|parents?|family|grand\w+|sister|brother|partner|wife|husband|boyfriend|girlfriend|fianc\w*)\b/i;

/** Occasions a canned line may name: it fits only a message that names the same one. */
const OCCASION = /\b(?:christmas|birthday|wedding|thanksgiving|easter|holidays?|new year|anniversary|funeral|diwali|eid|hanukkah|summer)\b/gi;

function occasionFits(say: string, message: string): boolean {
  const text = message.toLowerCase();
  return [...say.matchAll(OCCASION)].every((m) => text.includes(m[0].toLowerCase().replace(/s$/, '')));
}

/** The member's situation written as a message to the person, when what happened or what they need can be read. */
function ownWords(ctx: CoachContext, message: string): string | null {
  if (!message) return null;
  const slots = slotsFor(ctx, message);
  if (!slots?.event || !['need', 'hurt', 'decline', 'apology'].includes(slots.kind)) return null;
  const text = writeDraft(slots);
  return /\[[^\]]+\]/.test(text) || brokenClause(text) ? null : `"${text}"`;
}

/** Common habits and a change the other person can see ("I'll leave fifteen minutes earlier"), not a vague promise. */
const HABIT_CHANGES: Array<[RegExp, string]> = [
  [/\bwork(?:ing)? late\b|\bovertime\b/i, "From now on I'll be home by seven on weeknights, or tell you by five if I can't"],
  [/\b(?:late|lateness|running behind)\b/i, "From now on I'll leave fifteen minutes earlier than I think I need to, and text you an honest time before I set off"],
  [/\bphone\b|\bscrolling\b/i, "From now on phones go in another room at dinner and when we're talking"],
  [/\bgaming\b|\bgames\b|\bplaystation\b|\bxbox\b/i, "From now on the games go off by eleven on weeknights"],
  [/\bforg[eo]t\w*\b/i, 'From now on it goes in my calendar with a reminder, the moment we agree it'],
  [/\bmess\w*\b|\btid\w*\b|\bclean\w*\b/i, "From now on I'll clear my things away every evening before bed"],
];

/**
 * A fight the member says is about their own habit ("we keep fighting about me being late", "rowing over my
 * phone"): words that own the habit and commit to a change, not a call to "talk about it on Sunday" that ignores
 * what they told us (blind round 13). Null when the fight is about something else or the habit cannot be said back.
 */
export function ownHabitWords(message: string, name: string | null): string | null {
  const m = /\b(?:fight\w*|argu\w*|row\w*|bicker\w*|clash\w*|falling out|at each other)\b[^.!?]{0,30}?\b(?:about|over|because of) (me|my) ([\p{L}' ]{3,40}?)(?=[.,!?;]|$| and | again| all the time| every| constantly| lately)/iu.exec(message);
  if (!m) return null;
  const rest = m[2]!.trim().replace(/\s+/g, ' ');
  // "me being late" → "I keep being late"; "my phone" → "my phone keeps coming between us".
  const habit = m[1]!.toLowerCase() === 'me' ? (/^\p{L}+ing\b/u.test(rest) ? `I keep ${rest.replace(/\bmy\b/g, 'my')}` : null) : `my ${rest} keeps coming between us`;
  if (!habit || /\b(?:you|your|he|she|they|him|her|them)\b/i.test(rest)) return null;
  const hello = name ? `${name}, ` : '';
  // A habit people often fight about gets a change that can be checked; any other, a promise to change it this week.
  const change = HABIT_CHANGES.find(([re]) => re.test(rest))?.[1] ?? "I'm going to change it, starting this week";
  return `"${hello}I know ${habit}, and I get why it wears you down: it can feel like I don't take you seriously, and I do. I'm not going to make excuses. ${change}, and you can hold me to that. What would make the biggest difference for you?"`;
}

/** The reply for a topic, for the person and relationship meant. */
export function guidanceReply(ctx: CoachContext, topic: Guidance, m: Meant, message = ''): string {
  const relationship = m.relationship ?? topic.assume ?? null;
  const points = (relationship && topic.roles?.[relationship]) || topic.points;
  const name = who(m);
  // One sentence from stored results, the first that is true and helps; a colleague's love language reads as "values".
  const listed = /\b(introvert\w*|extrovert\w*|extravert\w*)\b/i.test(message) ? ['energy' as Tie, ...(topic.ties ?? [])] : topic.ties ?? [];
  const ties = listed.filter((t) => !(relationship === 'professional' && t === 'myLanguage'));
  const tie = ties.map((t) => tieLine(t, ctx, m, topic, message)).find((line): line is string => !!line);
  const said = (relationship && topic.sayRoles?.[relationship]) || (relationship && topic.roles?.[relationship] && !topic.sayRoles?.[relationship] ? undefined : topic.say);
  // "I love you" only to family or a partner: to "a guy from the gym" a warm line would be the wrong words.
  const warmOk = relationship ? WARM.has(relationship) : FAMILY_OR_PARTNER.test(message);
  const canned = said && LOVE_YOU.test(said) && !warmOk ? undefined : said;
  // Decision 082: words from the member's own situation when it can be read; a canned line only where its occasion
  // is the member's ("not coming home this Christmas" is no answer about a borrowed car).
  const say = ownWords(ctx, message) ?? ownHabitWords(message, name) ?? (canned && occasionFits(canned, message) ? canned : undefined);
  const open = (relationship && topic.openRoles?.[relationship]) || topic.open;
  // "For you and Sam" only where the topic is between the two, not for making friends.
  const lead = m.connection && !ABOUT_ONESELF.has(topic.id) ? `For you and ${m.connection.firstName}:\n` : '';
  const sections = [open, `${lead}${points.map((p) => `- ${p}`).join('\n')}`];
  if (say) sections.push(`${name ? `Words you could use with ${name}` : 'Words you could use'}:\n\n${say}`);
  if (tie) sections.push(tie);
  sections.push(alreadySaid(topic.ask, message) ? (say ? 'Would you like a shorter version, or help with what to say if it gets heated?' : 'Would you like words you could use?') : topic.ask);
  return sections.join('\n\n');
}

/**
 * A closing question the member's message already answers: "what is the fight about?" after "fighting about me
 * being late", "a one-off or before?" after "every single time". Asking it again says we did not read them.
 */
export function alreadySaid(ask: string, message: string): boolean {
  if (/\babout\?$/i.test(ask) && /\b(?:about|over|because(?: of)?) (?!it\b|this\b|that\b|nothing\b|everything\b)\p{L}+/iu.test(message)) return true;
  if (/\bone-off\b|\bhappened before\b|\bfirst time\b/i.test(ask) && /\b(?:every (?:single )?time|always|keeps?|again|constantly|all the time|every (?:day|week|weekend)|for (?:months|years|weeks))\b/i.test(message)) return true;
  return false;
}
