/** The remaining understood answers (reassurance, the app, good news, ideas…) and the order all of them are tried in. */
import { findHobbyCategory } from '../../../../../../shared/assessment/hobbies.js';
import { LETTER_LABELS, LOVE_LANGUAGE_LABELS, STABILITY_LABELS, ATTACHMENT_LABELS } from '../../../../../../shared/assessment/labels.js';
import { STABILITY_DIMENSIONS } from '../../../../../../shared/assessment/types.js';
import { RELATIONSHIP_NAMES, STABILITY_KB } from '../../content/knowledge.js';
import { TOPICS } from '../../content/topics.js';
import { lower } from '../../read/text.js';
import { axesOf, typeName, rotate } from '../shared.js';
import { rankByPart, whoIsMore, compare, vibe, theirConflictStyle, theirResults } from './between.js';
import { Answer, list, AnswerInput } from './common.js';
import { theirReaction, draft, refusal, hurt, asking, tellThem } from './messages.js';
import { brokenClause, quotedDraft } from './drafts.js';
import { composedDraft, draftAnswer, slotsFor } from './written.js';
import { workingTogether } from './working.js';
import { noSuchPerson, pendingPerson, cannotKnow, ownAttachment, ownLoveLanguages, ownTypeOrOverall } from './own.js';

export const reassure: Answer = ({ ctx, message, u }) => {
  if (u.wanted !== 'reassure') return null;
  const r = ctx.person.results;
  const strength = r ? axesOf(r).sort((a, b) => b.percent - a.percent)[0]! : null;
  // "Is it normal to argue every day": answer the thing asked before the encouragement.
  if (u.topic && /\bis it (?:normal|ok|okay)\b/.test(lower(message))) {
    return [
      `It's common, and asking about it is a good sign. With ${u.topic.label}, what matters most is not whether it happens but what you do with it.`,
      u.topic.tip,
      'Is it happening with someone in particular? Tell me and I can fit this to the two of you.',
    ].join('\n\n');
  }
  return [
    'The fact that you are asking says you care about the people in your life, and caring is where being a good partner, friend or family member starts.',
    r && strength
      ? `Your results show real strengths: as ${typeName(r.personalityType)} leaning ${strength.percent}% ${LETTER_LABELS[strength.letter]}, and feeling loved through ${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}, you bring things others value. Nobody gets it right all the time; what matters is noticing and repairing.`
      : 'Nobody gets it right all the time; what matters is noticing and repairing.',
    'Is something specific behind the question? Tell me what happened and we can look at it together.',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ the coach and the app

/** "Who are you", "what can you help me with": what this coach is and does, with examples from the person's own people. */
export const aboutCoach: Answer = ({ ctx, message, u }) => {
  const text = lower(message);
  if (u.people.connections.length || !/^(?:so |and |but |ok |hey |hi )?(?:who are you|what are you|what (?:can|do) you (?:help (?:me )?with|do)|what can i ask(?: you)?|how (?:can|do) you help|what(?:'s| is) this (?:chat|coach))\b/.test(text)) return null;
  const someone = ctx.connections.find((c) => c.vibe)?.firstName;
  return [
    `I'm ${ctx.coachName || 'your coach'}, Attune's relationship coach. I work from your assessment results, the results your connections share with you, and what you tell me here. I'm not a person or a therapist.`,
    [
      'Things I can help with:',
      '- Understanding your results: your type, attachment style, love languages, stability, and why you got them.',
      `- Understanding someone in your life and your Vibe with them${someone ? ` (try "why is my Vibe with ${someone} what it is?")` : ''}.`,
      '- Hard conversations: what to say, apologies, saying no, asking for what you need.',
      '- Messages in your own voice, and date or activity ideas within a budget or a time.',
    ].join('\n'),
    'What would you like to start with?',
  ].join('\n\n');
};

/** How-to questions about Attune itself: inviting someone, pending requests. */
export const appHelp: Answer = ({ message, u }) => {
  const text = lower(message);
  if (/\b(?:how (?:do|can) i|where do i|how to) (?:add|invite|connect (?:with|to)|find)\b.{0,40}(?:on here|on attune|here|\bapp\b|partner|friend|mom|mum|dad|someone|people|them|him|her)\b/.test(text)) {
    const already = u.people.connections[0];
    return [
      `${already ? `You're already connected with ${already.firstName} (your ${RELATIONSHIP_NAMES[already.relationshipType]}). To add someone else, open` : 'To add someone, open'} **Connections** and use **Invite someone** (the + beside it). Enter their e-mail, or copy the invitation link and send it yourself, and choose how you know them (partner, friend, family…).`,
      'When they accept and finish their assessment, you both see your Vibe, and I can help with the two of you. Until then the request waits in their **Pending** tab, and your sent invitations are under **Invitations**, where you can copy the link again or delete it.',
      'Would you like help with what to write in the invitation?',
    ].join('\n\n');
  }
  if (/\bwhat(?:'s| is| are| does)? (?:an? )?pending(?: request| connection)?s?\b|\bpending (?:tab|request) mean\b/.test(text) && !u.people.connections.length && !u.people.pending.length) {
    return [
      'A **pending** request is a connection someone has asked for and the other person has not answered yet. Requests you receive wait in the **Pending** tab of **Connections**, with **Accept** and **Decline**.',
      'Nothing about either of you is shared until the request is accepted: no results, no Vibe. Once accepted, each of you sees what the other chooses to share.',
      'Is there a request you are unsure about?',
    ].join('\n\n');
  }
  return null;
};

/** Good news ("Sam proposed!!", "I got the job"): celebrate it first, and help savour it. */
export const goodNews: Answer = ({ message, u }) => {
  const text = lower(message);
  const news = /\b(proposed|got engaged|we'?re engaged|said yes|got the job|got promoted|promotion|passed (?:my|the|her|his) \w+|we'?re (?:pregnant|expecting)|moved in together|good news|great news|(?:had|having) (?:a |the )?(?:really |such a |the most )?(?:good|great|lovely|amazing|wonderful|perfect|best) (?:day|time|night|date|weekend|evening|conversation|talk))\b/.exec(text)?.[1];
  if (!news || /\b(?:but|although|except|however|not)\b/.test(text)) return null;
  // "I said yes. what do I do so I don't embarrass myself": the member agreed to something and asks how; a "said yes"
  // by the member is no proposal, and a question about what to do next is answered, not celebrated (blind round 12).
  if (news === 'said yes' && /\bi (?:just )?said yes\b/.test(text)) return null;
  if (/\b(?:what (?:do|should|can) i do|how (?:do|can|should) i)\b/.test(text)) return null;
  const c = u.people.connections[0];
  const big = /proposed|engaged|said yes|pregnant|expecting|moved in/.test(news);
  return [
    big ? `Congratulations! That's wonderful news${c ? ` for you and ${c.firstName}` : ''}.` : `That's lovely to hear${c ? ` about you and ${c.firstName}` : ''}!`,
    `Good moments grow when they are shared and savoured: ${c ? `tell ${c.firstName}` : 'tell the people involved'} what you enjoyed most, in a sentence or two${c?.results?.loveLanguageReceiving === 'words_of_affirmation' ? `, which matters extra to ${c.firstName}, who feels loved through Words of Affirmation` : ''}, and when they share good news, ask questions and enjoy it with them. That kind of response builds closeness more than support in hard times does.`,
    big ? 'What are you most looking forward to?' : 'What made it so good?',
  ].join('\n\n');
};

/** "What should I work on this week": the area of life under the most strain, and one small habit for it. */
export const whatToWorkOn: Answer = ({ ctx, message, u }) => {
  const r = ctx.person.results;
  if (!r || u.people.connections.length || !/\bwhat (?:should|can|could|do) i (?:work on|focus on|improve|practi[sc]e)\b/.test(lower(message))) return null;
  const areas = STABILITY_DIMENSIONS.map((d) => ({ d, score: Math.round(r[`${d}Stability` as const]) })).sort((a, b) => a.score - b.score);
  const low = areas[0]!;
  return [
    `Going by your results, your **${STABILITY_LABELS[low.d]}** stability (${low.score}%) has the most room to grow right now, so a small step there will do the most this week.`,
    `One habit to try: ${STABILITY_KB[low.d].habits[0]}`,
    `For a relationship goal alongside it: you feel loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**, so ask someone close for a little of it this week, and give them theirs. Would you like a second habit, or one for ${STABILITY_LABELS[areas[1]!.d]} (${areas[1]!.score}%)?`,
  ].join('\n\n');
};

/** "Do opposites attract?": what differences and similarities each bring, with the person's own example. */
export const opposites: Answer = ({ ctx, message }) => {
  if (!/\bopposites? attract\b|\b(?:similar|alike) or (?:different|opposite)\b|\b(?:better|best) to be (?:similar|alike|different|opposites)\b/.test(lower(message))) return null;
  const r = ctx.person.results;
  const c = ctx.connections.find((x) => x.vibe && x.results);
  const differ = r && c?.results ? axesOf(r).filter((e, i) => axesOf(c.results!)[i]?.letter !== e.letter).map((e) => e.axis.split('').join('/')) : [];
  return [
    'Partly. Similar values, a similar wish for closeness and some shared interests make everyday life easy; different leanings (one planner, one improviser; one talker, one thinker) bring balance, as long as both are explained rather than judged.',
    'What predicts a good relationship most is less how alike you are than how you handle the differences: curiosity instead of criticism, and repair after rough moments.',
    c && differ.length ? `You and ${c.firstName}, for example, differ on ${list(differ)} and your Vibe is ${c.vibe!.score}: those differences are where a little explaining goes furthest.` : 'Would you like me to look at one of your connections this way?',
  ].join('\n\n');
};

/** "How often should couples have date nights": no magic number, with a sensible rhythm for the thing asked about. */
export const howOften: Answer = ({ message }) => {
  const text = lower(message);
  if (!/\bhow (?:often|many times|frequently)\b/.test(text)) return null;
  const rhythm = /\bdate|time together|quality time|see each other|hang out\b/.test(text)
    ? 'A protected evening once a week is a good rhythm for most couples who live together, with small daily moments (ten minutes of real conversation) in between; for friends or long distance, a regular fixed slot matters more than how often.'
    : /\btext|call|message\b/.test(text)
      ? 'There is no right number of texts or calls: what matters is that you have talked about what each of you expects, and that a slow reply is not read as not caring.'
      : /\bargu|fight\b/.test(text)
        ? 'How often you disagree matters less than how: couples who argue often but repair well do better than couples who rarely argue and never repair.'
        : /\bsex|intima\b/.test(text)
          ? 'There is no normal frequency to aim for: what matters is that both of you feel it is enough, and that you can talk about it without blame.'
          : 'There is no right number: what matters is that both of you feel it is enough.';
  return [rhythm, 'The best way to find your rhythm is to ask each other what feels like enough, try it for a month, and adjust. Would you like ideas for making that time count?'].join('\n\n');
};

/** Two people in the person's life who don't get along, with the person in the middle. */
export const inTheMiddle: Answer = ({ message, u }) => {
  const [a, b] = u.people.connections;
  if (!a || !b || !/\b(?:don'?t|do not|never|can'?t|cannot|won'?t) get (?:along|on)\b|\bhate each other\b|\bin the middle\b|\b(?:fighting|arguing|clash\w*) with each other\b/.test(lower(message))) return null;
  const needs = [a, b].filter((c) => c.results?.loveLanguageReceiving).map((c) => `${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[c.results!.loveLanguageReceiving!]}**`);
  return [
    `Being in the middle of ${a.firstName} and ${b.firstName} is tiring. You are not responsible for making them get along, only for how you treat each of them.`,
    [
      '- Do not carry messages between them; suggest they talk to each other directly.',
      '- Keep your time with each of them about the two of you, not about the other.',
      `- If one of them criticises the other to you, you can say kindly: "I care about you both, and I'd rather not be in the middle."`,
      ...(needs.length ? [`- ${needs.join('; ')}: a little of that keeps each of them feeling you are on their side too.`] : []),
    ].join('\n'),
    'Is there a particular moment coming up, like a gathering, where it will matter?',
  ].join('\n\n');
};

/** "What are green flags in a partner": signs of a safe relationship, tied to what the person needs. */
export const greenFlags: Answer = ({ ctx, message }) => {
  const text = lower(message);
  if (!/\b(green|red) flags?\b|\bwhat (?:to|should i) look for in a (?:partner|friend|relationship)\b/.test(text)) return null;
  const red = /\bred flags?\b/.test(text);
  const r = ctx.person.results;
  return [
    red
      ? 'Red flags worth taking seriously: contempt or mocking, controlling who you see or what you spend, checking your phone, lies that keep coming back, and anger that frightens you. Any of these is a reason to talk to someone you trust.'
      : 'Green flags: they are consistent (their words and actions match), they respect a no, they repair after an argument rather than punish, they are curious about your inner world, and you feel more like yourself around them, not less.',
    r ? `For you in particular: you feel loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}** and your attachment style is **${ATTACHMENT_LABELS[r.relationshipType]}**, so notice whether someone offers that naturally and ${r.relationshipType === 'anxious' ? 'whether they reassure you without being asked twice' : r.relationshipType === 'avoidant' ? 'whether they respect your need for space without taking it personally' : 'whether they can talk things through calmly'}.` : '',
    red ? 'If any of this feels close to home, would you like to talk it through?' : 'Would you like to look at how one of your connections shows these?',
  ].filter(Boolean).join('\n\n');
};

// ------------------------------------------------------------------------------------------------ ideas within constraints

export const IDEAS: Array<{ idea: string; cost: 'free' | 'cheap' | 'some'; place: 'indoors' | 'outdoors' | 'either'; quiet: boolean; quick: boolean; categories: string[] }> = [
  { idea: 'a sunset walk to a viewpoint you have never visited, with a flask of tea from home', cost: 'free', place: 'outdoors', quiet: true, quick: true, categories: ['outdoors_movement'] },
  { idea: 'a "pantry challenge" dinner cooked together from whatever is already in the cupboards', cost: 'free', place: 'indoors', quiet: false, quick: true, categories: ['food_home'] },
  { idea: 'a free museum or gallery evening, each picking one piece to show the other', cost: 'free', place: 'indoors', quiet: false, quick: false, categories: ['creative_arts', 'mind_learning'] },
  { idea: 'a picnic in the park with food you already have, phones in a bag', cost: 'free', place: 'outdoors', quiet: false, quick: false, categories: ['outdoors_movement', 'food_home'] },
  { idea: 'a living-room film night where each of you picks a film the other has never seen', cost: 'free', place: 'indoors', quiet: true, quick: false, categories: ['entertainment_media'] },
  { idea: 'a board-game or card-game night with a silly prize for the winner', cost: 'free', place: 'indoors', quiet: false, quick: true, categories: ['entertainment_media', 'social_community'] },
  { idea: 'a library visit: choose a book for each other and read the first chapter side by side', cost: 'free', place: 'indoors', quiet: true, quick: true, categories: ['mind_learning'] },
  { idea: 'stargazing from the darkest spot you can walk or cycle to', cost: 'free', place: 'outdoors', quiet: true, quick: true, categories: ['outdoors_movement'] },
  { idea: 'a slow breakfast in bed or on the balcony, made by one of you for the other', cost: 'free', place: 'indoors', quiet: true, quick: true, categories: ['food_home'] },
  { idea: 'a shared playlist evening: each adds five songs that mean something and you listen together', cost: 'free', place: 'indoors', quiet: true, quick: true, categories: ['entertainment_media', 'creative_arts'] },
  { idea: 'drawing or painting each other badly, then framing the best one', cost: 'cheap', place: 'indoors', quiet: true, quick: true, categories: ['creative_arts'] },
  { idea: 'a market morning with a small budget each to buy the other a surprise snack', cost: 'cheap', place: 'outdoors', quiet: false, quick: false, categories: ['food_home', 'social_community'] },
  { idea: 'a cheap cinema matinee followed by a walk home talking about the film', cost: 'cheap', place: 'either', quiet: false, quick: false, categories: ['entertainment_media'] },
  { idea: 'a beginners\' class you take together (pottery, climbing, dance)', cost: 'some', place: 'indoors', quiet: false, quick: false, categories: ['creative_arts', 'outdoors_movement'] },
  { idea: 'a massage or stretching evening at home, taking turns', cost: 'free', place: 'indoors', quiet: true, quick: true, categories: ['wellness_spirituality'] },
  { idea: 'volunteering together for an afternoon at a garden, shelter or clean-up', cost: 'free', place: 'outdoors', quiet: false, quick: false, categories: ['social_community', 'wellness_spirituality'] },
];

export const ideas: Answer = ({ ctx, message, u, variant }) => {
  const k = u.constraints;
  const text = lower(message);
  const asksIdeas = u.wanted === 'ideas' || /\b(date|fun|things? to do|plans?)\b/.test(text);
  const day = /\b(birthday|bday|anniversary|valentine'?s?(?: day)?|big day)\b/.exec(text)?.[1];
  // The topic's tip, unless the topic is only the budget the ideas already keep to.
  const topic = day ? TOPICS.find((t) => t.id === 'birthday')! : u.topic?.id === 'money' && k.budget ? null : u.topic;
  // An interest counts only when ideas are asked for: "I love Sam but he never cooks" is not a request for cooking dates.
  const interest = k.interest && (u.wanted === 'ideas' || /\bdate\b/.test(text)) ? k.interest : undefined;
  if (!asksIdeas || (!k.budget && !k.time && !k.place && !k.withoutTalking && !k.restful && !day && !interest)) return null;
  const c = u.people.connections[0] ?? ctx.focus;
  const mine = new Set((ctx.person.hobbies ?? []).map((h) => h.category));
  const theirs = new Set((c?.hobbies ?? []).map((h) => h.category));
  const quick = k.time && /hour|minute|tonight|today/.test(k.time);
  const fitting = IDEAS.filter(
    (i) =>
      (!k.budget || (k.budget.kind === 'free' ? i.cost === 'free' : i.cost !== 'some')) &&
      (!k.place || i.place === k.place || i.place === 'either') &&
      (!k.withoutTalking || i.quiet) &&
      (!k.restful || i.quiet) &&
      (!quick || i.quick),
  );
  const fit = (i: (typeof IDEAS)[number]) => (interest && i.categories.includes(interest) ? 10 : 0) + i.categories.filter((x) => mine.has(x)).length + 2 * i.categories.filter((x) => theirs.has(x)).length;
  const ranked = [...fitting].sort((a, b) => fit(b) - fit(a));
  const chosen = rotate(ranked, variant * 3, 3);
  const said = [
    k.budget ? (k.budget.kind === 'free' ? 'cost nothing' : k.budget.kind === 'under' ? `stay well under ${k.budget.text} (most are free)` : 'are cheap or free') : null,
    k.time ? `fit ${k.time}` : null,
    k.place ? (k.place === 'indoors' ? 'work indoors or at home' : 'get you outdoors') : null,
    k.withoutTalking ? 'need no big conversation: closeness side by side' : null,
    k.restful ? 'are restful, for when you are both low on energy' : null,
    interest ? `start from what you love: ${findHobbyCategory(interest)?.name ?? 'your interests'}` : null,
  ].filter(Boolean);
  // A birthday is theirs; an anniversary or a big day is shared.
  const withWhom = c ? (day && /birthday|bday/.test(day) ? ` for ${c.firstName}'s birthday` : day ? ` for your ${day} with ${c.firstName}` : ` with ${c.firstName}`) : day ? ` for the ${day}` : '';
  return [
    said.length ? `Here are ideas${withWhom} that ${list(said as string[])}:` : `Here are ideas${withWhom}:`,
    chosen.map((i) => `- ${i.idea.charAt(0).toUpperCase()}${i.idea.slice(1)}.`).join('\n'),
    c?.results?.loveLanguageReceiving
      ? `${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[c.results.loveLanguageReceiving]}**: ${k.withoutTalking ? 'being there, fully, says it without words' : 'whichever you pick, build a little of that in'}${k.budget ? ', and it costs nothing' : ''}.`
      : 'Whichever you pick, the attention is the gift: phones away.',
    ...(topic ? [topic.tip] : []),
    ...(k.restful ? ['Rest together counts as time together: a slow evening you both enjoy beats a plan you push through.'] : []),
    'Want another set of ideas?',
  ].join('\n\n');
};

/** The answers in the order they are tried: who is meant first, then the most specific question. */
export const ANSWERS: Answer[] = [aboutCoach, appHelp, composedDraft, noSuchPerson, pendingPerson, workingTogether, cannotKnow, goodNews, theirReaction, inTheMiddle, draft, refusal, hurt, asking, tellThem, rankByPart, whoIsMore, compare, vibe, theirConflictStyle, theirResults, ownAttachment, ownLoveLanguages, ownTypeOrOverall, whatToWorkOn, opposites, howOften, greenFlags, ideas, reassure];

export function understoodReply(input: AnswerInput): string | null {
  for (const answer of ANSWERS) {
    const reply = answer(input);
    if (!reply) continue;
    // A drafted message that reads badly is never sent on: it is composed again from slots, or this answer is skipped.
    const quote = quotedDraft(reply);
    if (quote && brokenClause(quote)) {
      const slots = slotsFor(input.ctx, input.message, input.tone ? { tone: input.tone } : {});
      if (slots) return draftAnswer(slots, input.variant);
      continue;
    }
    return reply;
  }
  return null;
}
