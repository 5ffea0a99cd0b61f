/** The general coach's answer for each broad intent (conflict, attachment, love languages, ideas, stability…), as an opener note and bullets built from both people's results. */
// ------------------------------------------------------------------------------------------------ per intent

import { STABILITY_LABELS, ATTACHMENT_LABELS, LOVE_LANGUAGE_LABELS, LOVE_LANGUAGE_GIVING_LABELS, LETTER_LABELS } from '../../../../../shared/assessment/labels.js';
import { getPersonalityType } from '../../../../../shared/assessment/personalityTypes.js';
import { SurveyResults, STABILITY_DIMENSIONS } from '../../../../../shared/assessment/types.js';
import { LETTER_IN_CONFLICT, STABILITY_KB, LETTER_STRENGTH, ATTACHMENT_KB, LETTER_GROWTH, LOVE_LANGUAGE_KB, LETTER_GIST, RELATIONSHIP_NAMES, gesturesFor, RELATIONSHIP_IDEA_FRAME, DATE_IDEAS, GENERIC_DATE_IDEAS } from '../content/knowledge.js';
import { recentReplies } from '../decide/history.js';
import { detectIntent } from '../read/intents.js';
import { lower } from '../read/text.js';
import { Env, Parts, scriptBullet, pairBullet, selfAxisBullet, theirLoveLanguageBullet, myLoveLanguageBullet, attachmentBullet, technique, missingNote, vibeNote, strongestAxis, lean, stabilityScores, axesOf, typeName, level, rotate, keyAxisPair, keptPrivateBullet, privatePartsOf, cap, topInterests, quoteTip, stabilityScoresIfShared, axisFor } from './shared.js';
import { askedLetter } from './specific.js';


export function communication(env: Env): Parts {
  const bullets = [
    scriptBullet(env),
    pairBullet(env) ?? selfAxisBullet(env),
    theirLoveLanguageBullet(env) ?? myLoveLanguageBullet(env),
    attachmentBullet(env) ?? technique(env),
  ].filter((b): b is string => !!b);
  if (env.c && env.r && env.cr) {
    // Make sure both people's results are in: replace the last bullet with the person's own language when missing.
    if (!bullets.some((b) => b.startsWith('You receive'))) {
      const mine = myLoveLanguageBullet(env);
      if (mine && bullets.length >= 4) bullets[3] = mine;
      else if (mine) bullets.push(mine);
    }
  }
  if (bullets.length < 2) bullets.push(technique(env));
  return { note: missingNote(env), bullets: bullets.slice(0, 4), closing: env.c ? vibeNote(env.c, env.seed) ?? undefined : undefined };
}

export function conflict(env: Env): Parts {
  const bullets: string[] = [technique(env), scriptBullet(env) ?? technique(env, 2)];
  if (env.c && env.cr) bullets.push(pairBullet(env)!);
  else if (env.r) {
    const e = strongestAxis(env.r);
    bullets.push(`You lean ${lean(e)}: in a disagreement, someone like you ${LETTER_IN_CONFLICT[e.letter]}. Tell the other person that, so they don't read it the wrong way.`);
  }
  const att = attachmentBullet(env);
  bullets.push(att ?? technique(env, 3));
  return { note: missingNote(env), bullets: bullets.slice(0, 4), closing: env.c ? vibeNote(env.c, env.seed) ?? undefined : undefined };
}

/** How many earlier replies in this conversation were about the person themselves (to turn to a new angle). */
export function selfTurns(env: Env): number {
  return env.ctx.history.filter((t) => t.role === 'user' && detectIntent(t.content, env.ctx).intent === 'understand_self').length;
}

export const GROWTH_WORDS = /\b(weak\w*|blind ?spots?|flaws?|faults?|work on|improve|grow|growth|downside|struggle|bad at|worst)\b/i;
export const STRENGTH_WORDS = /\b(strength\w*|good at|best|gifts?|bring)\b/i;

export function lowestStabilityBullet(r: SurveyResults, seed: number): string {
  const { dim, score } = stabilityScores(r)[0]!;
  const habits = STABILITY_KB[dim].habits;
  return `Your most stretched stability area is **${STABILITY_LABELS[dim]}** (${score}%), so be patient with yourself there. One small step: ${habits[seed % habits.length]}`;
}

export function understandSelf(env: Env): Parts {
  const r = env.r;
  if (!r) {
    return {
      note: missingNote(env),
      bullets: [
        'Think of the last time you felt really close to someone: what were you doing, and what did they do? That points to how you most like to receive love.',
        'Notice what you do in a disagreement: talk straight away, or go quiet to think first? Neither is wrong, and naming it helps the other person read you.',
        'Once your results are in, I can tell you how your type, attachment style and love languages show up in your relationships.',
      ],
    };
  }
  const ranked = axesOf(r).slice().sort((a, b) => b.percent - a.percent);
  // Each follow-up turns to an angle the last replies have not covered yet: overview, strengths, blind spots,
  // how you are in a disagreement.
  const recent = recentReplies(env.ctx);
  const markers = { overview: 'In relationships:', strengths: LETTER_STRENGTH[ranked[0]!.letter], growth: 'Every strength has a flip side', conflict: 'In a disagreement, someone who leans' } as const;
  const order = (['overview', 'strengths', 'growth', 'conflict'] as const).slice();
  const start = selfTurns(env) % order.length;
  const rotated = [...order.slice(start), ...order.slice(0, start)];
  const unused = rotated.find((a) => !recent.includes(markers[a])) ?? rotated[0]!;
  const angle = GROWTH_WORDS.test(env.message) ? 'growth' : STRENGTH_WORDS.test(env.message) ? 'strengths' : unused;
  if (angle === 'strengths') {
    return {
      note: `As ${typeName(r.personalityType)}, here is what you bring to the people in your life:`,
      bullets: [
        ...ranked.slice(0, 3).map((e) => `Leaning ${lean(e)}: ${LETTER_STRENGTH[e.letter]}.`),
        `With a **${ATTACHMENT_LABELS[r.relationshipType]}** attachment style, ${ATTACHMENT_KB[r.relationshipType].needs[0]} is what helps you give your best.`,
      ],
    };
  }
  if (angle === 'growth') {
    const { anxiety, avoidance } = r.evidence.attachment;
    return {
      note: `Every strength has a flip side. For ${typeName(r.personalityType)} these are the usual ones, not a judgement:`,
      bullets: [
        ...ranked.slice(0, 2).map((e) => `Leaning ${lean(e)}, ${LETTER_GROWTH[e.letter]}.`),
        level(anxiety) === 'higher'
          ? `Your attachment anxiety is on the higher side (${Math.round(anxiety)}/100): ${ATTACHMENT_KB.anxious.selfTips[env.seed % ATTACHMENT_KB.anxious.selfTips.length]}`
          : level(avoidance) === 'higher'
            ? `Your attachment avoidance is on the higher side (${Math.round(avoidance)}/100): ${ATTACHMENT_KB.avoidant.selfTips[env.seed % ATTACHMENT_KB.avoidant.selfTips.length]}`
            : lowestStabilityBullet(r, env.seed),
      ],
    };
  }
  if (angle === 'conflict') {
    return {
      note: `How ${typeName(r.personalityType)} tends to show up when things get tense:`,
      bullets: [
        ...ranked.slice(0, 2).map((e) => `In a disagreement, someone who leans ${lean(e)} ${LETTER_IN_CONFLICT[e.letter]}.`),
        `You feel loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**, so after a hard talk that is what helps you feel close again: ${LOVE_LANGUAGE_KB[r.loveLanguageReceiving].howToAsk[env.seed % LOVE_LANGUAGE_KB[r.loveLanguageReceiving].howToAsk.length]}`,
        'Telling the people close to you these things in advance saves a lot of misreading in the moment.',
      ],
    };
  }
  const axes = axesOf(r);
  const info = getPersonalityType(r.personalityType);
  const focus = rotate(axes.slice().sort((a, b) => b.percent - a.percent), env.seed % 2, 2);
  const bullets = [
    `Your type is ${typeName(r.personalityType)}. ${focus.map((e) => `You lean ${lean(e)}, which usually means ${LETTER_GIST[e.letter]}${e.borderline ? ' (it is close to the middle, so you can flex both ways)' : ''}.`).join(' ')}`,
    info ? `In relationships: ${info.inLove.split('. ').slice(0, 2).join('. ').replace(/\.?$/, '.')}` : null,
    `Your attachment style is **${ATTACHMENT_LABELS[r.relationshipType]}**: ${ATTACHMENT_KB[r.relationshipType].meaning}.`,
    `You give love mostly through **${LOVE_LANGUAGE_GIVING_LABELS[r.loveLanguageGiving]}** and receive it through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**${r.loveLanguageGiving !== r.loveLanguageReceiving ? ", so you may offer love differently from how you most like to get it. Worth telling the people close to you" : ''}.`,
  ].filter((b): b is string => !!b);
  return { bullets: rotate(bullets, env.seed % 2 === 0 ? 0 : 0, 4) };
}

export function understandConnection(env: Env): Parts {
  const c = env.c;
  if (!c) return other(env);
  const rel = RELATIONSHIP_NAMES[c.relationshipType];
  const bullets: string[] = [];
  if (env.cr) {
    const cr = env.cr;
    // The pair bullet compares one axis; this one names another, so the two don't say the same thing twice.
    const paired = env.r ? keyAxisPair(env.r, cr, env.topic?.axis).them.axis : null;
    const e = [...axesOf(cr)].sort((a, b) => b.percent - a.percent).find((x) => x.axis !== paired) ?? strongestAxis(cr);
    bullets.push(`${c.firstName} (your ${rel}) is ${typeName(cr.personalityType)} and leans ${lean(e)}, so ${c.firstName} ${LETTER_IN_CONFLICT[e.letter]}.`);
    const pair = pairBullet(env);
    if (pair) bullets.push(pair);
    if (cr.relationshipType) {
      bullets.push(`${c.firstName}'s attachment style is **${ATTACHMENT_LABELS[cr.relationshipType]}**. What tends to help: ${ATTACHMENT_KB[cr.relationshipType].needs[env.seed % ATTACHMENT_KB[cr.relationshipType].needs.length]}.`);
    }
    bullets.push(theirLoveLanguageBullet(env, 1, false) ?? keptPrivateBullet(c.firstName, privatePartsOf(cr)));
  } else {
    bullets.push(`Ask ${c.firstName} one open question this week ("What's been on your mind lately?") and listen for what they care about.`);
    bullets.push(`Invite ${c.firstName} to take the assessment too, so you can both see where you match and where you differ.`);
  }
  return { note: missingNote(env), bullets: bullets.slice(0, 4), closing: vibeNote(c, env.seed) ?? undefined };
}

export function attachment(env: Env): Parts {
  const bullets: string[] = [];
  if (env.r) {
    const style = env.r.relationshipType;
    const { anxiety, avoidance } = env.r.evidence.attachment;
    bullets.push(`Your attachment style is **${ATTACHMENT_LABELS[style]}** (anxiety ${Math.round(anxiety)}, avoidance ${Math.round(avoidance)}, out of 100): ${ATTACHMENT_KB[style].meaning}.`);
    // The worry the person names matters more than the label: fear of being left gets the anxious-side tools, a
    // wish for space the avoidant-side ones, even when the overall style is another.
    const fearsLoss = /reassur|leave me|leaving me|lose (him|her|them)|clingy|needy|abandon|texts? back|overthink|jealous|cheat/i.test(env.message);
    const wantsSpace = /\b(space|smothered|suffocat\w*|pull(ing)? away|push(ing)? (him|her|them|people) away|too close|need room)\b/i.test(env.message);
    const lens: typeof style = fearsLoss && style !== 'anxious' ? 'anxious' : wantsSpace && style !== 'avoidant' ? 'avoidant' : style;
    if (lens !== style) {
      bullets.push(
        lens === 'anxious'
          ? `Even with ${/^[AEIOU]/.test(ATTACHMENT_LABELS[style]) ? 'an' : 'a'} ${ATTACHMENT_LABELS[style]} style, worry about being left can flare up, especially when something feels uncertain. Your anxiety score of ${Math.round(anxiety)} says it is a visitor, not the whole picture.`
          : `Even with ${/^[AEIOU]/.test(ATTACHMENT_LABELS[style]) ? 'an' : 'a'} ${ATTACHMENT_LABELS[style]} style, wanting room is normal; your avoidance score of ${Math.round(avoidance)} says it is a need to name, not a flaw.`,
      );
    }
    for (const tip of rotate(ATTACHMENT_KB[lens].selfTips, env.seed, 2)) bullets.push(tip);
  } else {
    bullets.push(ATTACHMENT_KB.anxious.selfTips[env.seed % ATTACHMENT_KB.anxious.selfTips.length]!);
    bullets.push(ATTACHMENT_KB.avoidant.selfTips[env.seed % ATTACHMENT_KB.avoidant.selfTips.length]!);
  }
  if (env.c && env.cr?.relationshipType) {
    const s = env.cr.relationshipType;
    bullets.push(`${env.c.firstName} is **${ATTACHMENT_LABELS[s]}**, which tends to need ${ATTACHMENT_KB[s].needs.slice(0, 2).join(' and ')}.`);
  } else if (env.c && env.cr) {
    bullets.push(keptPrivateBullet(env.c.firstName, ['attachment style']));
  }
  return { note: missingNote(env), bullets: bullets.slice(0, 4), closing: env.c ? vibeNote(env.c, env.seed) ?? undefined : undefined };
}

export function loveLanguages(env: Env): Parts {
  const bullets: string[] = [];
  if (env.c && env.cr?.loveLanguageReceiving) {
    const ll = env.cr.loveLanguageReceiving;
    bullets.push(`${env.c.firstName} receives love through **${LOVE_LANGUAGE_LABELS[ll]}**: ${LOVE_LANGUAGE_KB[ll].meaning}. A few ideas:`);
    for (const g of rotate(gesturesFor(ll, env.c.relationshipType), env.seed, 3)) bullets.push(cap(g) + '.');
  } else if (env.c && env.cr) {
    bullets.push(keptPrivateBullet(env.c.firstName, ['love languages']));
  } else if (env.r) {
    const give = env.r.loveLanguageGiving;
    const recv = env.r.loveLanguageReceiving;
    bullets.push(`You show love mostly through **${LOVE_LANGUAGE_GIVING_LABELS[give]}** and feel loved through **${LOVE_LANGUAGE_LABELS[recv]}** (${LOVE_LANGUAGE_KB[recv].meaning}).`);
    bullets.push(`To ask for it: ${LOVE_LANGUAGE_KB[recv].howToAsk[env.seed % LOVE_LANGUAGE_KB[recv].howToAsk.length]}`);
    bullets.push(`Find out how the people close to you receive love; if it's not ${LOVE_LANGUAGE_LABELS[give]}, try one of these for them this week: ${rotate(LOVE_LANGUAGE_KB.quality_time.gestures, env.seed, 1)[0]}, or ${rotate(LOVE_LANGUAGE_KB.words_of_affirmation.gestures, env.seed, 1)[0]}.`);
  } else {
    bullets.push(`Everyone has ways of feeling loved that matter more to them: words, time, help, gifts or touch.`);
    bullets.push(`Try one from each this week and watch which lands: ${rotate(LOVE_LANGUAGE_KB.words_of_affirmation.gestures, env.seed, 1)[0]}; ${rotate(LOVE_LANGUAGE_KB.acts_of_service.gestures, env.seed, 1)[0]}.`);
  }
  if (env.c && env.r) {
    const mine = myLoveLanguageBullet(env);
    if (mine) bullets.push(mine);
  }
  return { note: missingNote(env), bullets: bullets.slice(0, 5), closing: env.c ? vibeNote(env.c, env.seed) ?? undefined : undefined };
}

export const TALK_ABOUT = /\b(?:talk about|conversation (?:topics?|starters?|ideas?)|questions? to ask|what (?:should|can|do) (?:i|we) ask)\b/;

export function dateIdeas(env: Env): Parts {
  const interests = topInterests(env.ctx.person.hobbies);
  const bullets: string[] = [];
  // "What should we talk about on a date": the question is about conversation, so that comes first; the interests
  // below are then things to talk about as much as things to do.
  if (TALK_ABOUT.test(lower(env.message))) bullets.push('For conversation, open questions beat a list of topics: ask what made their week, what they would do with a free day, or the story behind something they love, then follow up on the answer instead of moving to the next question.');
  const frame = env.c ? RELATIONSHIP_IDEA_FRAME[env.c.relationshipType] : 'something fun';
  const shared = env.c?.vibe?.lifestyle?.parts.find((p) => p.id === 'shared_activities');
  if (shared && shared.reasons[0]) bullets.push(`From your Vibe: ${quoteTip(shared.reasons[0])}. That's a natural starting point for ${frame}.`);
  const theirs = topInterests(env.c?.hobbies ?? null);
  const sharedCats = interests.filter((i) => theirs.some((t) => t.categoryId === i.categoryId));
  const ideaFor = (categoryId: string) => {
    const ideas = DATE_IDEAS[categoryId] ?? GENERIC_DATE_IDEAS;
    return ideas[(env.seed + bullets.length) % ideas.length]!;
  };
  if (env.c && sharedCats.length) {
    // Start from what both people enjoy, then one of the other person's own favourites.
    for (const it of rotate(sharedCats, env.seed, 2)) bullets.push(`You and ${env.c.firstName} both enjoy **${it.categoryName}**, so try this: ${ideaFor(it.categoryId)}.`);
    const theirOwn = theirs.find((t) => !sharedCats.some((s) => s.categoryId === t.categoryId));
    if (theirOwn) bullets.push(`${env.c.firstName} also loves **${theirOwn.categoryName}** (${theirOwn.activities.join(', ')}); joining in shows real interest: ${ideaFor(theirOwn.categoryId)}.`);
  } else if (interests.length) {
    for (const it of rotate(interests, env.seed, 2)) {
      bullets.push(`You're into **${it.categoryName}** (${it.activities.join(', ')}), so here is an idea: ${ideaFor(it.categoryId)}.`);
    }
    const theirOwn = theirs[0];
    if (env.c && theirOwn) bullets.push(`${env.c.firstName} loves **${theirOwn.categoryName}** (${theirOwn.activities.join(', ')}), so you could also try: ${ideaFor(theirOwn.categoryId)}.`);
  } else {
    const [one, two] = rotate(GENERIC_DATE_IDEAS, env.seed, 2);
    bullets.push(`I don't have your interests yet (the hobby assessment adds them), so here are two that suit most people: ${one}; or ${two}.`);
  }
  if (env.c && env.cr) {
    const ll = env.cr.loveLanguageReceiving;
    if (ll) bullets.push(`${env.c.firstName} receives love through **${LOVE_LANGUAGE_LABELS[ll]}**, so build that in: ${rotate(gesturesFor(ll, env.c.relationshipType), env.seed, 1)[0]}.`);
    const ei = axesOf(env.cr)[0]!;
    bullets.push(ei.letter === 'I' ? `${env.c.firstName} leans ${lean(ei)}, so a quieter setting will probably suit them better than a crowd.` : `${env.c.firstName} leans ${lean(ei)}, so somewhere with a bit of buzz could suit them.`);
  } else if (env.r) {
    const ei = axesOf(env.r)[0]!;
    bullets.push(`As someone who leans ${lean(ei)}, ${ei.letter === 'I' ? 'leave some quiet time after a busy outing so you enjoy it rather than feel drained' : 'a lively setting may give you energy, and inviting a couple of friends is an option'}.`);
  }
  return { note: missingNote(env), bullets: bullets.slice(0, 5), closing: env.c ? vibeNote(env.c, env.seed) ?? undefined : undefined };
}

export function stability(env: Env): Parts {
  if (!env.r) {
    const dims = rotate(STABILITY_DIMENSIONS, env.seed, 2);
    return {
      note: missingNote(env),
      bullets: dims.map((d) => `**${STABILITY_LABELS[d]}**: ${STABILITY_KB[d].habits[env.seed % STABILITY_KB[d].habits.length]}`),
    };
  }
  const scores = stabilityScores(env.r);
  const lowest = scores.slice(0, 2);
  const highest = scores[scores.length - 1]!;
  const bullets: string[] = [`Your overall stability is **${Math.round(env.r.overallStability)}%**. Your steadiest area is **${STABILITY_LABELS[highest.dim]}** (${highest.score}%), a strength to lean on.`];
  // Ranked, not templated: the lowest is "most stretched", the next "next most stretched" (two areas were both
  // called "most stretched" before).
  lowest.forEach(({ dim, score }, rank) => {
    const habits = rotate(STABILITY_KB[dim].habits, env.seed, 2);
    bullets.push(`**${STABILITY_LABELS[dim]}** is your ${rank === 0 ? 'most' : 'next most'} stretched area at ${score}% (${STABILITY_KB[dim].meaning}). This week: ${habits.map((h) => h.replace(/\.$/, '')).join('; or ')}.`);
  });
  const theirScores = env.cr ? stabilityScoresIfShared(env.cr) : null;
  if (env.c && theirScores) {
    const theirs = theirScores[0]!;
    bullets.push(`${env.c.firstName}'s most stretched area is ${STABILITY_LABELS[theirs.dim]} (${theirs.score}%); supporting each other there could be a shared project.`);
  } else if (env.c && env.cr) {
    bullets.push(keptPrivateBullet(env.c.firstName, ['stability scores']));
  }
  return { bullets: bullets.slice(0, 4), closing: env.c ? vibeNote(env.c, env.seed) ?? undefined : undefined };
}

export function resultMeaning(env: Env): Parts {
  const r = env.r;
  if (!r) return { note: missingNote(env), bullets: ['Once you finish, I can explain each part: your type and axis percentages, your attachment scores, your love languages and your six stability scores.', 'Results are a starting point for reflection, not a verdict on who you are.'] };
  const text = env.message.toLowerCase();
  const bullets: string[] = [];
  const quoted = /(\d{1,3}) ?%/.exec(text);
  if (quoted) {
    const n = Number(quoted[1]);
    const found = scoreNamed(env, n);
    if (found.length) {
      return {
        bullets: [
          ...found.slice(0, 2),
          `A percentage is a lean or a level, not a grade: 50% is the middle, and the further from it, the more clearly it shows in everyday life.`,
        ],
      };
    }
    const axes = axesOf(r).map((e) => lean(e)).join(', ');
    const stab = stabilityScores(r).map(({ dim, score }) => `${STABILITY_LABELS[dim]} ${score}%`).join(', ');
    const vibes = env.ctx.connections.filter((c) => c.vibe).map((c) => `${c.firstName} ${c.vibe!.score}`).join(', ');
    return {
      bullets: [
        `I can't find a ${n}% in your results. Your numbers are: leanings ${axes}; stability ${stab} (overall ${Math.round(r.overallStability)}%)${vibes ? `; Vibe scores ${vibes}` : ''}.`,
        'Tell me which one you meant, or where you saw it, and I will explain it in plain terms.',
      ],
    };
  }
  const wantsAttachment = /attach|anxi|avoid|secure/.test(text);
  const wantsLove = /love language|giving|receiving|affirmation|service|touch|gift|quality/.test(text);
  const wantsStability = /stabil|mental|emotional|physical|social|spiritual|desire/.test(text);
  const all = !wantsAttachment && !wantsLove && !wantsStability;
  if (all || /type|[ie][ns][tf][jp]|axis|axes|percent|%/.test(text)) {
    const axes = axesOf(r);
    bullets.push(`Your type ${typeName(r.personalityType)} comes from four leanings: ${axes.map((e) => `${lean(e)}${e.borderline ? ' (borderline)' : ''}`).join(', ')}. A percentage shows how strongly you lean, so 50% would be right in the middle.`);
  }
  if (all || wantsAttachment) {
    const { anxiety, avoidance } = r.evidence.attachment;
    bullets.push(`**${ATTACHMENT_LABELS[r.relationshipType]}** attachment comes from two scores: anxiety ${Math.round(anxiety)} (how much you worry about closeness being lost) and avoidance ${Math.round(avoidance)} (how much you hold back from depending on others), both out of 100. ${cap(ATTACHMENT_KB[r.relationshipType].meaning)}.`);
  }
  if (all || wantsLove) {
    bullets.push(`Love languages: you give mostly through **${LOVE_LANGUAGE_GIVING_LABELS[r.loveLanguageGiving]}** and receive through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**, meaning ${LOVE_LANGUAGE_KB[r.loveLanguageReceiving].meaning}.`);
  }
  if (all || wantsStability) {
    const scores = stabilityScores(r);
    const low = scores[0]!;
    const high = scores[scores.length - 1]!;
    bullets.push(`Stability (overall **${Math.round(r.overallStability)}%**) measures how steady you feel in six areas. Yours ranges from ${STABILITY_LABELS[low.dim]} at ${low.score}% to ${STABILITY_LABELS[high.dim]} at ${high.score}%. Lower numbers point to where small habits help most, not to a flaw.`);
  }
  return { bullets: bullets.slice(0, 4) };
}

/** Plain-language readings of the person's scores (and their connections' Vibes) that equal `n`. */
export function scoreNamed(env: Env, n: number): string[] {
  const r = env.r;
  const out: string[] = [];
  if (!r) return out;
  for (const e of axesOf(r)) {
    if (e.percent === n) out.push(`Your **${n}% ${LETTER_LABELS[e.letter]}** is one of the four leanings behind your type: ${LETTER_GIST[e.letter]}${n < 60 ? ', though at ' + n + '% you can flex the other way too' : ''}.`);
  }
  for (const { dim, score } of stabilityScores(r)) {
    if (score === n) out.push(`Your **${STABILITY_LABELS[dim]} stability is ${n}%**: ${STABILITY_KB[dim].meaning}. ${n >= 60 ? 'That is a steady area to lean on.' : 'That is where a small weekly habit will help most.'}`);
  }
  if (Math.round(r.overallStability) === n) out.push(`Your **overall stability is ${n}%**, the average of your six areas: how steady you feel across your life right now.`);
  for (const c of env.ctx.connections) {
    if (c.vibe?.score === n) out.push(`Your **Vibe with ${c.firstName} is ${n} (${c.vibe.band})**: how well your results fit together, from personality and, where you both have them, interests.`);
  }
  return out;
}

export function other(env: Env): Parts {
  const bullets: string[] = [];
  if (env.c) {
    const u = understandConnection({ ...env });
    return u;
  }
  // A topic we understood ("my dog died", "how do I stop people pleasing") gets its own advice (added by the caller),
  // not general remarks about attachment or a menu of what the coach can do; a leaning is added only when named.
  if (env.topic) {
    if (env.r && askedLetter(env.message)) {
      const e = axisFor(env.r, env.message);
      bullets.push(`As someone who leans ${lean(e)}, ${LETTER_GIST[e.letter]}; keep that in mind as you think this through.`);
    }
    return { note: missingNote(env), bullets };
  }
  // Nothing placed the message: no general remarks about a leaning or an attachment style and no list of what the
  // coach can do (filler, issue 29 item 6); the reply's one question asks what it is about (decision 093, addendum).
  return { note: missingNote(env), bullets };
}

