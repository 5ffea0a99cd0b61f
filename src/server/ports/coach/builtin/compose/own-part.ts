/**
 * Three answers that keep the direction the member gave (issue 29, blind rounds 10–13):
 * - their own part ("what am I doing wrong?", "I'm the one who made her cry"): advice about what the member does,
 *   never a script for confronting the other person;
 * - saying how they feel ("how do I tell Maya how I feel about her"): words written for that, never the member's
 *   phrase pasted into a template ("Maya, I feel about you.");
 * - a feeling said plainly ("I feel a bit replaced"): met as a feeling, with what usually helps, not a menu.
 */
import { LOVE_LANGUAGE_GIVING_LABELS, LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { LoveLanguage } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';

/** How care in each language looks when someone gives it on purpose: what to offer someone who receives it. */
const OFFER: Record<LoveLanguage, string> = {
  quality_time: 'time set aside for them: a call with nothing else going on, a visit, one shared thing you both look forward to',
  words_of_affirmation: 'saying it: a specific line about what they mean to you, written or out loud',
  physical_touch: 'closeness: a hug hello, sitting near, a hand on the arm where that fits',
  acts_of_service: 'a practical hand with something on their plate, offered before they ask',
  gifts: 'a small thing that shows you were thinking of them, chosen rather than expensive',
};

/**
 * "What am I doing wrong", "I'm the one who…", "she teared up when I…": the member asks about their own side. A bare
 * "is it me?" after someone else's doing ("she cancelled again, is it me?") is left to the answers that reassure.
 */
export const OWN_PART =
  /\bwhat am i doing wrong\b|\bwhat (?:did|have) i do(?:ne)? wrong\b|\bi'?m the one who\b|\bi was (?:too|really|way too|a bit) (?:harsh|blunt|sharp|hard on|rude|short with)\b|\bi (?:made|left) (?:her|him|them|my \w+|\p{L}+) (?:cry|upset|angry|feel (?:bad|small|stupid))\b|\b(?:teared up|cried|burst into tears|got upset)\b.{0,60}\bwhen i\b|\bwhere (?:am|did) i (?:go(?:ing)? wrong)\b|\bhow do i (?:fix|repair|make up for) (?:what i did|my mistake|this|it)\b.{0,40}\bi (?:hurt|upset|snapped|made)\b/u;

/** Care given that seems not to arrive: presents, help or effort met with a flat thanks or nothing. */
const CARE_NOT_LANDING = /\b(?:gifts?|presents?|parcels?|send(?:ing)?|sent|bought|cook(?:ed)?|fix(?:ed)?|help(?:ed)?|effort|do (?:so much|everything|things) for)\b.{0,80}\b(?:flat|barely|hardly|never (?:mentions?|says?|notices?)|doesn'?t (?:notice|react|care)|no reaction|just says? thanks?|says? thank you|meh|nothing)\b|\b(?:flat|barely reacts?|no reaction)\b/;

/** What the member does when they give care their way, said in the first person for a line to the other. */
const GIVING: Record<LoveLanguage, string> = {
  gifts: 'send you something',
  acts_of_service: 'fix or sort something for you',
  words_of_affirmation: 'write you a long message',
  physical_touch: 'hug you',
  quality_time: 'make plans for us',
};

const FEEDBACK = /\b(?:feedback|review\w*|critique|criticis\w*|comments|notes on|corrected|correcting)\b/;
const HURT = /\b(?:cry|cried|crying|tears|teared|upset|hurt|snapped|yelled|shouted|harsh|blunt|sharp|rude|lost my temper|went quiet|gone quiet)\b/;

/** The member's own part, about the person meant (a connection, or someone off Attune like a new junior). */
export function ownPartReply(ctx: CoachContext, text: string, c: CoachConnection | undefined): string {
  const lines: string[] = [];
  const name = c?.firstName ?? 'them';
  const mine = ctx.person.results;
  const gives = mine?.loveLanguageGiving;
  const wants = c?.results?.loveLanguageReceiving;
  // The love-language gap explains care that does not land (a gift met flatly); it is not every "is it me?".
  if (c && gives && wants && gives !== wants && CARE_NOT_LANDING.test(text)) {
    lines.push(`You're asking about your side, so here it is honestly: probably nothing is wrong with what you give, it just arrives in a language ${c.firstName} hears less. You show care mostly through **${LOVE_LANGUAGE_GIVING_LABELS[gives]}**, and ${c.firstName} feels most cared for through **${LOVE_LANGUAGE_LABELS[wants]}**. So a lovely gesture can get a polite "thank you" and little more.`);
    lines.push(`What to change:\n- Keep a little of what you do, and move most of the effort into ${OFFER[wants]}.\n- Tell ${c.firstName} what your way means: "When I ${GIVING[gives]}, it's my way of saying you matter to me." That lets them read it.\n- Ask once, lightly: "What makes you feel closest to me?" Their answer beats any guess.`);
    lines.push('Which of those could you try this month?');
    return lines.join('\n\n');
  }
  if (FEEDBACK.test(text) && HURT.test(text)) {
    lines.push('Feeling awful about it is a sign you care, and this is very fixable. Your part has two halves: mending today, and changing how the feedback is given.');
    lines.push(`Mend it soon, privately: "I've been thinking about earlier. I came across harder than I meant to, and I'm sorry it landed like that. The work has a lot going for it; can we go through it together?" Keep the standard; own the delivery.`);
    lines.push('Next time:\n- Give it one to one, never in front of others, and ask first how they like to get notes.\n- Start with what works, then at most two or three changes, each with why it matters.\n- Ask questions instead of verdicts ("what did you want this section to show?"), and mark what is must-fix and what is a small point.\n- End with the next step and an offer of help, then check in a day later.');
    lines.push('Would you like help wording the notes on the report itself?');
    return lines.join('\n\n');
  }
  if (HURT.test(text)) {
    lines.push(`Taking your own part seriously is the best start. Repair works best when it comes from you, soon, and owns the effect rather than the intention.`);
    lines.push(`- Go to ${name} privately and name what you did, without a "but": "I was too sharp earlier, and I'm sorry."\n- Ask how it landed and listen to the end before you explain anything.\n- Say what you will do differently, and then do it: the change is what they will remember.`);
    lines.push('What happened just before, on your side? That usually shows what to change.');
    return lines.join('\n\n');
  }
  const gap = c && gives && wants && gives !== wants ? `\n- One thing your results show: you give care mostly through **${LOVE_LANGUAGE_GIVING_LABELS[gives]}**, and ${c.firstName} feels it most through **${LOVE_LANGUAGE_LABELS[wants]}**, so some of what you do may not register as care.` : '';
  lines.push(`You're asking about your own part, which is the one you can change. Three honest checks:\n- Is what you give the thing ${name === 'them' ? 'they' : name} asked for, or the thing you would want?\n- Has ${name === 'them' ? 'the other person' : name} said the same thing more than once? That is usually the real request.\n- Ask directly: "Is there something I do that doesn't land the way I mean it?", then listen without defending.${gap}`);
  lines.push('Tell me one recent moment it went wrong, and I can be more specific.');
  return lines.join('\n\n');
}

/** "How do I tell Maya how I feel (about her)", "how to tell my boss what I think about the rota". */
export const TELL_FEELING = /\b(?:how (?:do|can|should|would) i|how to|help me) (?:tell|show|let) (?:(?:\p{L}+(?:'s)?) ){0,3}?(?:know )?(?:how|what) i (?:really |actually )?(?:feel|think)\b(?: about (\p{L}+(?: \p{L}+)?))?/u;

export function feelingWordsReply(c: CoachConnection | undefined, who: string | null, about: string | null): string {
  const name = c?.firstName ?? who ?? 'them';
  const aboutThem = !about || /^(?:her|him|them|you|us|\p{L}+)$/u.test(about) && (about === 'her' || about === 'him' || about === 'them' || about === 'us' || about.toLowerCase() === name.toLowerCase());
  if (!aboutThem)
    return `I can write it with you, but I'd be guessing at the feeling. In a sentence: what do you feel about ${about}, and what would you like ${name} to do with it? Then I'll turn it into something you could say.`;
  const rel = c?.relationshipType;
  const lead = 'Saying it plainly, once, and without asking for an answer on the spot is the kindest way. The words are yours to change; the shape is what matters:';
  if (rel === 'couple')
    return [lead, `"${name}, I don't say this enough: I love being with you, and I notice the things you do for us. I wanted you to hear it from me, not just guess it."`, '- Pick a calm, unhurried moment, not the middle of an argument.\n- Add one specific thing they did recently; specifics are what make it believable.', 'Would you like it shorter, or as a message?'].join('\n\n');
  if (rel === 'crush')
    return [lead, `"${name}, I'd rather tell you than keep wondering: I like you, more than as a friend. No pressure at all, and no need to answer now."`, '- Say it face to face or in a call if you can, and somewhere private.\n- Then give them room: a calm "take your time" matters more than the perfect words.', 'Would you like a version to send as a message?'].join('\n\n');
  return [
    lead,
    `If it's more than friendship: "${name}, I'd rather be honest than keep it in: my feelings for you have grown into more than friendship. You don't need to answer now, and our friendship matters to me whatever you feel."`,
    `If it's how much they mean to you as they are: "${name}, I don't say it often, but you matter a lot to me, and I wanted you to know."`,
    `- Choose a calm, private moment, and say it once rather than hinting.\n- Let ${name} take their time; how you take a slow or unsure answer is what keeps things easy between you.`,
    'Which one is closer to what you mean?',
  ].join('\n\n');
}

/** "I feel replaced / left out / invisible…": a feeling said about someone, as the message's point. */
export const FELT = /\bi (?:just |kind of |kinda |sort of |really )?(?:feel|felt|am feeling|'m feeling)(?: (?:a bit|a little|kind of|kinda|so|really|quite|very))? (replaced|left out|pushed out|forgotten|invisible|unappreciated|taken for granted|second best|like a third wheel|like an afterthought|jealous|sidelined|overlooked|unwanted|abandoned|shut out)\b/;

export function feltReply(ctx: CoachContext, feeling: string, who: string | null, c: CoachConnection | undefined): string {
  const name = c?.firstName ?? who;
  const lines = [
    `That makes sense, and it isn't petty: feeling ${feeling}${name ? ` when ${name} has something new` : ''} usually means the bond matters to you, and a change in the rhythm you had is a small loss even when nothing is wrong.`,
    `What usually helps:\n- Don't compete with the new thing; protect your own thing with ${name ?? 'them'}: suggest one regular plan that is just yours.\n- Say it lightly rather than hinting: "I'm glad you've found that, and I miss our time a bit. Can we get a proper evening in soon?"\n- Give it a few weeks: new friendships often shine brightest at the start and settle.`,
  ];
  const wants = ctx.person.results?.loveLanguageReceiving;
  if (wants) lines.push(`You feel most cared for through **${LOVE_LANGUAGE_LABELS[wants]}**, so ask for a little of that specifically; it will settle the feeling more than reassurance in general.`);
  lines.push(`Would you like help with the message to ${name ?? 'them'}?`);
  return lines.join('\n\n');
}
