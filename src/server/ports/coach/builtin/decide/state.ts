/**
 * Questions about the app's own state, answered from that state (issue 29): a connection request that is still
 * pending (named or not, sent or received), why someone's results are not visible, who sees what, and a question about
 * "all" the person's connections, which must cover every accepted connection, not the first two it names.
 * A pending person's results are never read here: the context carries only their name, and the reply says so.
 */
import type { CoachConnection, CoachContext, CoachPendingPerson, PrivatePart } from '../../context.js';
import { list, roleOf } from '../compose/answers/common.js';
import { whatChangedAnswer } from '../compose/answers/changes.js';
import { partLabel, partsOf } from '../compose/answers/between.js';
import { privatePartsOf } from '../compose/shared.js';
import { namedIn, whoElseReply } from '../compose/data-parts.js';
import { resolvePeople } from '../read/understand.js';
import { lower, possessive } from '../read/text.js';
import { waitingWorry, WORRIED } from '../compose/results/waiting.js';
import { getPersonalityType } from '../../../../../shared/assessment/personalityTypes.js';
import type { TypeLetter } from '../../../../../shared/assessment/types.js';
import { LETTER_GIST } from '../content/knowledge.js';

/** A connection request, in the words people use: "my friend request", "accepted yet", "sent me a request". */
const REQUEST = /\b(?:friend|connection|follow)? ?requests?\b|\baccept(?:ed|s)? (?:me|my|it|yet)\b|\b(?:has|have|did) (?:\p{L}+ )?(?:accept|approv)\w*\b|\bhasn'?t (?:accepted|answered|approved)\b|\bstill pending\b|\bpending\b/u;
/** An invitation sent on the app: "I invited someone … here", "added her on Attune", "sent him an invite". */
const INVITED_HERE = /\b(?:invited|added|sent (?:\p{L}+ )?an? (?:invite|invitation|request))\b.{0,60}?(?:\b(?:on here|here|on attune|on the app|as a (?:friend|connection|colleague|partner))\b|\bto (?:attune|connect|the app)\b)/u;
/** A results question: what they are like, their type, their results, whether the two would fit. */
const RESULTS_ASKED = /\b(?:type|results?|scores?|what(?:'?s| is) (?:he|she|they|\p{L}+) like|like as a person|compatib\w*|vibe|match|attachment|love language)\b/u;
/** Why results cannot be seen: "why can't I see Sam's results", "Jordan's results aren't showing". */
const NOT_VISIBLE = /\b(?:can'?t|cannot|can not|don'?t|do not|unable to) (?:see|view|find)\b|\b(?:not|n't) (?:showing|visible|there|appearing|loading)\b|\bmissing\b|\bhidden\b/;
/** Who sees what: "who can see my results", "can Sam see my attachment style". */
const WHO_SEES = /\b(?:who|can|does|do|will) (?:\p{L}+ ){0,2}(?:see|read|view) (?:my|all my|what i)\b|\bwho sees\b|\bis (?:this|it|my \p{L}+) (?:private|shared|visible)\b/u;
/** "What can she actually see about me?": who sees what, asked without naming a part of the results. */
const SEES_ABOUT_ME =
  /\bwhat (?:can|does|do|will|could|would) (?:\p{L}+ ){1,3}(?:see|know|find out) (?:about|of) (?:me\b|my (?:results?|scores?|profile|type|attachment|love languages?|stability))|\b(?:can|does|do|will) (?:\p{L}+ ){1,3}see (?:anything|everything|stuff) (?:about|of) me\b|\b(?:can|does|do|will) (?!i\b)(?:\p{L}+ ){1,2}see (?:the |my )?(?:stability|results?|scores?|numbers|figures|attachment|love languages?)\b/u;
/** A retake, and whether the people connected hear of it: "if I retake the test does Maya get a notification?". */
const RETAKE = /\b(?:retake|re-take|retaking|retook|redo|re-do|redoing|take (?:it|the (?:test|quiz|assessment|survey)) again|do (?:it|the (?:test|quiz|assessment|survey)) again)\b/;
const HEARS_OF_IT = /\b(?:notif\w*|get told|be told|gets? told|know|find out|see|alert\w*|ping\w*|tell (?:her|him|them))\b/;
/** Every connection, not some: "all my connections", "out of Sam, Jordan and Priya", "each of them", "everyone". */
const ALL_OF_THEM = /\b(?:all|each|every one|any) of (?:my |them\b|these|those|the (?:three|four|five))|\ball (?:of )?(?:my |three |four |five )?(?:connections|people on here)\b|\b(?:everyone|everybody) (?:on here|on attune|i'?m connected|in my connections)|\bout of (?:all|everyone|everybody|my|them)\b|\bmy connections\b/;
const COMPAT = /\b(?:compatib\w*|vibe|match\w*|get along|fit|closest|best with|most in common|score)\b/;

/** "Do I have to accept?", "should I accept?": the member's choice, said first (round 10: the rules alone did not answer it). */
const MUST_ACCEPT = /\b(?:do i (?:have|need) to|must i|am i (?:obliged|supposed) to|should i|is it rude (?:to|if i)|would it be rude to)\b.{0,25}\b(?:accept|decline|say yes|ignore|reject|add)\b|\bdeclin\w+ (?:feels|seems|is) rude\b/;
/** "Should I nudge / resend / message them?": what to do about a request that waits. */
const NUDGE = /\b(?:nudge|resend|re-?send|send (?:it )?again|remind|chase|follow up|message (?:her|him|them)|ping|poke)\b|\b(?:needy|desperate|creepy|pushy)\b/;

/** The member's own move on a request, when the message asks for one: accepting is a choice, a nudge is one light line. */
function requestMove(ctx: CoachContext, text: string, meant: CoachPendingPerson[]): string | null {
  if (meant.length > 0 && meant.every((p) => p.sentByMe) && WORRIED.test(text)) return waitingWorry(ctx);
  const received = meant.find((p) => !p.sentByMe);
  if (received && MUST_ACCEPT.test(text)) {
    return `${/\bshould i\b/.test(text) ? "It's your choice, and there is no wrong answer." : "No, you don't have to accept."} A request is an invitation, not an obligation: you can accept, decline, or leave it waiting, and ${received.firstName} is not told why. Declining someone you barely know is ordinary and needs no explanation; if you'd rather keep things friendly, you can leave it for now and decide once you know ${received.firstName} a little better.`;
  }
  if (meant.some((p) => p.sentByMe) && NUDGE.test(text)) {
    return [
      "A request that waits usually means the other person hasn't opened the app lately, not that they are ignoring you. Sending it again won't change that, so don't resend it.",
      'One light nudge outside the app is fine, once, with an easy way out, for example: "I sent you an Attune invite a while back, no pressure either way." After that, let it be: if the answer is no or not now, that is about their time, not about you.',
    ].join('\n\n');
  }
  return null;
}

/** "Is he safe to add?", "can I trust her", "is that creepy": a worry about the asker, not about results. */
const SAFE_TO_ADD = /\b(?:safe|trust(?:worthy)?|creep\w*|sketchy|dodgy|legit|weird of (?:him|her|them))\b/;

/**
 * What the request shows of the asker's type, said as a type in general (never as the asker's own results): the four
 * leanings as tendencies, and that a type says how someone tends to think, not whether they are kind or safe.
 */
function askerTypeLines(p: CoachPendingPerson, text: string): string[] {
  const info = p.personalityType ? getPersonalityType(p.personalityType) : undefined;
  if (!info) return [];
  const they = (s: string) => s.replace(/\byou\b/g, 'they').replace(/\byour\b/g, 'their');
  const tendencies = info.code.split('').map((l) => they(LETTER_GIST[l as TypeLetter]));
  const lines = [`In general, people of that type tend to be like this: ${tendencies.slice(0, -1).join('; ')}; and ${tendencies.at(-1)}. That is the type in general, not ${p.firstName} in particular: a type says how someone tends to think and decide, not whether they are kind or trustworthy.`];
  if (SAFE_TO_ADD.test(text)) {
    lines.push(`Whether someone is safe to add is not something a type or the app can tell you; how you know ${p.firstName} can. Accepting lets ${p.firstName} see the parts of your results you share (your type always; attachment, love languages and stability unless you keep them private under **Settings › Privacy**) and gives you both a Vibe. If you barely know them, it is fine to leave the request waiting or to decline it: ${p.firstName} is not told why.`);
  }
  return lines;
}

function requestAnswer(ctx: CoachContext, meant: CoachPendingPerson[], asksResults: boolean, text = ''): string {
  const pending = ctx.pending ?? [];
  if (meant.length === 0) {
    const names = ctx.connections.map((c) => c.firstName);
    return [
      pending.length === 0
        ? 'You have no connection request waiting right now, sent or received.'
        : `Your pending requests: ${list(pending.map((p) => `${p.firstName || 'one you sent'} (${p.sentByMe ? 'you asked, waiting for them' : 'waiting for you to answer'})`))}.`,
      names.length ? `You're connected with ${list(names)}.` : "You don't have any connections yet.",
      pending.some((p) => !p.sentByMe) ? "Requests waiting for you are under **Connections › Pending**, where you can accept or decline them; each shows the asker's name and type, and nothing more of either of you is shared before you accept." : 'To ask someone new, open **Connections** and use **Invite someone**.',
    ].join('\n\n');
  }
  // A request the person sent shows nothing of whom it went to (visibilityOf: a pending requester sees nothing), so the
  // coach names nobody there either.
  const lines = meant.map((p) =>
    p.sentByMe
      ? `${p.firstName ? `Your request to ${p.firstName} is still pending: ${p.firstName} hasn't` : "Your request is still pending: it hasn't been"} accepted yet. You'll see it move to your connections the moment it is, and I can't tell whether it has been seen.`
      : `${p.firstName}'s request is waiting for you: it's in **Connections › Pending**, with **Accept** and **Decline**.`,
  );
  const named = meant.map((p) => p.firstName).filter(Boolean);
  const who = named.length === meant.length ? list(named) : meant.length > 1 ? 'they' : 'the person you asked';
  const whose = named.length === meant.length ? possessive(who) : 'their';
  const move = requestMove(ctx, text, meant);
  // Round 20 q06: "if i ignore it does he get told? and can he see any of my results already" had neither answered.
  const received = meant.length === 1 && !meant[0]!.sentByMe ? meant[0]! : null;
  const ignoring = received && /\b(?:ignore|ignoring|decline|declining|leave it|say no|reject)\b/.test(text) && /\b(?:told|know|notif\w*|find out|see|alert\w*)\b/.test(text)
    ? `If you decline, ${received.firstName || 'they'} isn't told that you declined or why: the request simply goes. If you leave it, it just stays waiting.`
    : null;
  const seesMine = received && /\b(?:can|does|could|will) (?:he|she|they|\p{L}+) (?:already )?see (?:any(?:thing)? (?:of )?)?(?:my|me|about me)\b/u.test(text)
    ? `And no, ${received.firstName || 'they'} can't see any of your results: the one who sends a request sees nothing of the other person's until it is accepted.`
    : null;
  return [
    move,
    ignoring,
    seesMine,
    lines.join('\n'),
    // What each side sees of a pending request (visibilityOf): the person asked sees the asker's name and type; the
    // asker sees nothing of the person asked. Said as it is, never "neither of you sees anything" (decision 100).
    meant.every((p) => p.sentByMe)
      ? asksResults
        ? `Nothing of ${whose} results is shared with you until the request is accepted, so I can't say what type ${meant.length > 1 || named.length < meant.length ? 'they are' : `${who} is`}, how you'd fit, or anything else about their results, and I won't guess. There is no Vibe score between you until then either.`
        : `Until it is accepted, you see nothing of ${whose} results, and ${meant.length > 1 ? 'they see' : `${named.length ? who : 'they'} ${named.length ? 'sees' : 'see'}`} only your name and type on the request.`
      : `The request shows you ${whose} name and type${meant.length === 1 && meant[0]!.personalityType ? `, **${meant[0]!.personalityType}** (${getPersonalityType(meant[0]!.personalityType)?.nickname ?? 'a type'})` : ' (under **Connections › Pending**)'}; ${asksResults ? "nothing more of their results is shared until you accept, so there is no Vibe between you yet, I can't say how you'd fit, and I won't guess" : `nothing more of their results, and nothing of yours to ${named.length ? who : 'them'}, is shared until you accept, and there is no Vibe until then`}.`,
    ...(meant.length === 1 && !meant[0]!.sentByMe && (asksResults || SAFE_TO_ADD.test(text)) ? askerTypeLines(meant[0]!, text) : []),
    meant.some((p) => !p.sentByMe)
      ? `If you accept, each of you sees what the other chooses to share, and I can tell you how you fit. Deciding without it is fine too: how you know ${who} and how they treat you say more than any result.`
      : `Once ${who} accepts and has finished the assessment, ask me again and I'll go through how you two fit.`,
  ].filter((l): l is string => !!l).join('\n\n');
}

function invisibleAnswer(c: CoachConnection): string {
  if (!c.results) return `${c.firstName} hasn't finished the assessment yet, so there are no results of theirs to show and no Vibe between you. They appear as soon as ${c.firstName} completes it.`;
  const kept = privatePartsOf(c.results);
  if (kept.length) return `${c.firstName} keeps ${list(kept)} private (Settings › Privacy), so those parts don't show to connections, and I don't see them either. The rest of ${c.firstName}'s results are under **Connections** › ${c.firstName}.`;
  return `${c.firstName}'s results are shared with you: open **Connections** and choose ${c.firstName}. If a part still doesn't show, reload the page; ${c.firstName} may have changed what they share a moment ago.`;
}

/** What a retake changes for the people connected (attempts.service.ts tellConnections; the Vibe card's move line). */
function retakeAnswer(): string {
  return [
    'When you finish a retake, your new results replace the old ones, and your Vibe with each connection is worked out again from them. Each connection gets a quiet notice that you updated your results (unless they have turned connection notifications off), and if your Vibe moved, their card says it moved because you updated your results.',
    'They never see your answers, only the results you share, as now. You can retake once a week.',
  ].join('\n\n');
}

/**
 * Who sees what of the member's results. The connections are named in the same sentence (round 20's grader read a
 * closing "Right now that means Maya." as dangling), and what a pending request shows only when one is asked about.
 */
function whoSeesAnswer(ctx: CoachContext, text = ''): string {
  // "What does Sam see of my results? Does he see the stability numbers?" (round 21): the connection named, first.
  const named = namedIn(ctx, text)[0];
  const who = named ? named.firstName : ctx.connections.length ? `Your connections (right now ${list(ctx.connections.map((c) => c.firstName))})` : 'Your connections';
  // "Still says pending. does that mean they declined?" (round 23 q33): answered first, from how a declined request ends.
  const declined = REQUEST.test(text) && /\b(?:declined|rejected|said no|turned (?:me )?down|ignor\w+)\b/.test(text)
    ? "No: pending means they haven't answered yet. A request that is declined doesn't stay pending; it leaves your list. People often leave requests for a while, so it may simply not have been seen."
    : null;
  const pending = REQUEST.test(text) ? ["While a request is pending, the person asked sees only the asker's name and type, and the asker sees nothing of theirs."] : [];
  return [
    // A question about a pending request is answered before what connections see.
    ...(declined ? [declined, ...pending] : []),
    seesLine(ctx, who, !named),
    ...(named ? [partSeen(ctx, text, named.firstName)].filter((l): l is string => !!l) : []),
    "To see or change what you keep private, open **Settings › Privacy**: a part switched off there is hidden from every connection, and I don't use it when anyone else asks me about you.",
    ...(declined ? [] : pending),
    ...(ctx.connections.length ? [] : ['You have no connections yet, so nobody sees your results.']),
  ].join('\n\n');
}

const PART_WORDS: Record<PrivatePart, string> = { attachment: 'attachment style', loveLanguages: 'love languages', stability: 'stability figures' };

/** What the member's connections see, from the member's own sharing choices when the context holds them. */
function seesLine(ctx: CoachContext, who: string, many: boolean): string {
  const keeps = ctx.person.keeps;
  const tail = 'Your answers to the questions are never shown to anyone. The Vibe with each connection is shown to both of you.';
  if (!keeps) return `${who} ${many ? 'see' : 'sees'} the results you share with ${many ? 'them' : 'connections'}: your type and interests always, and your attachment style, love languages and stability unless you keep them private. ${tail}`;
  const shown = (Object.keys(PART_WORDS) as PrivatePart[]).filter((p) => !keeps.includes(p)).map((p) => PART_WORDS[p]);
  const kept = keeps.map((p) => PART_WORDS[p]);
  const them = kept.length === 1 && keeps[0] === 'attachment' ? 'it' : 'them';
  const hidden = kept.length ? ` You keep your ${list(kept)} private, so ${many ? "they don't" : `${who} doesn't`} see ${them}; ${them === 'it' ? 'it still counts' : 'they still count'} towards your Vibe, without ${them === 'it' ? 'its' : 'their'} figures or details.` : '';
  // Connections always see the type and the interests (privacy/visibility.ts); the three parts as the member chose.
  return `${who} ${many ? 'see' : 'sees'} your ${list(['type', ...shown, 'interests'])}.${hidden} ${tail}`;
}

/** The part asked about ("does he see the stability numbers?", "can Sam see that number?"), said as yes or no. */
function partSeen(ctx: CoachContext, text: string, name: string): string | null {
  const part: PrivatePart | null = /\bstability|stable\b/.test(text) ? 'stability' : /\b(?:attachment|anxiety|avoidance|avoidant|anxious)\b/.test(text) ? 'attachment' : /\blove languages?\b/.test(text) ? 'loveLanguages' : null;
  if (!part) return null;
  const keeps = ctx.person.keeps;
  if (!keeps) return `So ${name} sees your ${PART_WORDS[part]} unless you have switched ${part === 'stability' ? 'stability' : PART_WORDS[part]} off in **Settings › Privacy**.`;
  return keeps.includes(part) ? `So no: ${name} doesn't see your ${PART_WORDS[part]}.` : `So yes: ${name} sees your ${PART_WORDS[part]}, because you share ${part === 'loveLanguages' ? 'them' : 'it'}. You can switch that off in **Settings › Privacy**.`;
}

/**
 * A question about whether a connection sees something, asked beside another ("my stability is 30?? and can Sam see
 * that number?", blind round 22): the line that answers it, when the reply did not.
 */
export function seenBeside(ctx: CoachContext, message: string, reply: string): string | null {
  const text = lower(message);
  const asks = /\b(?:can|does|do|could|will|would) (\p{L}+) (?:already |also |even )?see (?:it|that|this|them|those|that number|the number|my|any)\b/u.exec(text);
  if (!asks) return null;
  const named = namedIn(ctx, message)[0] ?? ctx.connections.find((c) => lower(c.firstName) === asks[1]);
  if (!named || new RegExp(`\\b${named.firstName}\\b[^.]*\\bsees?\\b`, 'i').test(reply)) return null;
  return partSeen(ctx, text, named.firstName) ?? seesLine(ctx, named.firstName, false);
}

/** Every accepted connection with a Vibe, highest first, each with the part that carries it most. */
function allVibes(ctx: CoachContext, message: string): string {
  const withVibe = ctx.connections.filter((c) => c.vibe).sort((a, b) => b.vibe!.score - a.vibe!.score);
  const without = ctx.connections.filter((c) => !c.vibe);
  const lines = withVibe.map((c) => {
    const best = partsOf(c.vibe!).filter((p) => !p.withheld).sort((a, b) => b.score - a.score)[0];
    return `- **${c.firstName}** (${roleOf(c.relationshipType)}): **${c.vibe!.score} (${c.vibe!.band})**${best ? `, carried most by ${partLabel(best).replace(/\*/g, '')} (${best.score})` : ''}`;
  });
  const partner = withVibe.find((c) => c.relationshipType === 'couple');
  const partnerNotTop = partner && withVibe[0] !== partner && /\b(boyfriend|girlfriend|partner|husband|wife|\bbf\b|\bgf\b|why)\b/.test(lower(message));
  return [
    withVibe.length ? `Here is every connection you have a Vibe with, highest first:\n${lines.join('\n')}` : 'None of your connections has a Vibe with you yet.',
    ...(without.length ? [`${list(without.map((c) => c.firstName))} ${without.length > 1 ? "haven't" : "hasn't"} finished the assessment, so there is no Vibe with them yet.`] : []),
    partnerNotTop
      ? `A Vibe measures how two sets of results fit, not how much two people care or how a relationship goes. ${partner.firstName} being below ${withVibe[0]!.firstName} shows where you and ${partner.firstName} work differently, which is worth understanding, not worrying about.`
      : 'A higher Vibe means your results fit more easily, not that the relationship matters more.',
    'Would you like to go through one of them part by part?',
  ].join('\n\n');
}

/** The pending person the last few messages were about, for a follow-up that names nobody ("would we be compatible?"). */
function pendingInThread(ctx: CoachContext, message: string): CoachPendingPerson | null {
  let seen = 0;
  for (let i = ctx.history.length - 1; i >= 0 && seen < 3; i--) {
    const t = ctx.history[i]!;
    if (t.role !== 'user' || t.content.trim() === message.trim()) continue;
    seen++;
    const people = resolvePeople(t.content, ctx);
    // "should I accept Theo's request? he works with Sam": the request is the subject, whoever else is named.
    if (people.pending[0] && (REQUEST.test(lower(t.content)) || !people.connections.length)) return people.pending[0];
    // "he works with Sam, should I accept?" names a connection but is still about the request asked before.
    if (people.connections.length && !/\baccept\w*\b/.test(lower(t.content))) return null;
  }
  return null;
}

/** "If I accept, what do I see about him and what does he see about me?" */
const SEE_AFTER = /\bwhat (?:do|would|will|can|could) (?:i|we) (?:get to )?see\b|\bwhat (?:does|would|will|can|could) (?:he|she|they|\p{L}+) (?:get to )?see\b|\bwho sees what\b/u;

/** What each side sees once a pending request is accepted, and what each sees now. */
function afterAccepting(p: CoachPendingPerson): string {
  const name = p.firstName;
  return [
    `**If you accept:** you see what ${name} shares: ${possessive(name)} type always, and ${possessive(name)} attachment style, love languages and stability unless ${name} keeps them private. ${name} sees the same of yours: your type, and every part you haven't kept private under **Settings › Privacy** (you can change that before or after you accept). You both see the same Vibe, with its reasons.`,
    `**Until then:** ${p.sentByMe ? `${name} sees your name and type, and you see nothing of ${possessive(name)}` : `you see ${possessive(name)} name and type, and ${name} sees nothing of yours`}. Nobody is told if a request is declined or left waiting.`,
  ].join('\n\n');
}

/** A first message to someone whose request is pending: friendly, and asks nothing of their results. */
function firstMessage(p: CoachPendingPerson): string {
  return [
    `Keep a first message short and about how you know each other, not about results: those are shared once you're connected, and ${p.firstName} will see the same Vibe you do.`,
    `You could send:\n\n"Hi ${p.firstName}, ${p.sentByMe ? "I sent you a request on Attune, no pressure" : 'I\'ve just accepted your request on Attune'}. I'm curious to see how we compare. How did you find the questions?"`,
    'Would you like it more casual, or a version that mentions how you know each other?',
  ].join('\n\n');
}

/**
 * Who sees what, asked in a way the answers for a story would take a word of ("what does he see about me", "did he add
 * her on here"): answered before them (decide/reply.ts), since getting it wrong would tell one person about another.
 */
export function seeingReply(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  const people = resolvePeople(message, ctx);
  if ((SEE_AFTER.test(text) || DECLINE_HOW.test(text)) && !people.connections.length && !people.unknownNames.length) {
    const pending = people.pending[0] ?? pendingInThread(ctx, message);
    if (pending && !pending.sentByMe && DECLINE_HOW.test(text)) return declining(pending);
    if (pending && SEE_AFTER.test(text)) return afterAccepting(pending);
  }
  // A retake and whether connections hear of it, and "what can she see about me" (round 20: answered with "I can't
  // know what Maya thinks" and a phone-habits script): the app's own rules, before any story a word could pick.
  const whoSees = SEES_ABOUT_ME.test(text) || (WHO_SEES.test(text) && /\b(results?|type|attachment|love languages?|stability|answers|scores?|data|stuff)\b/.test(text));
  if (RETAKE.test(text) && HEARS_OF_IT.test(text)) return whoSees ? `${retakeAnswer()}\n\n${whoSeesAnswer(ctx, text)}` : retakeAnswer();
  if (SEES_ABOUT_ME.test(text)) return whoSeesAnswer(ctx, text);
  return keptEvenRoughly(ctx, message) ?? whoElseReply(ctx, message);
}

/** "How do I decline without being rude?" about a request received. */
const DECLINE_HOW = /\b(?:how (?:do|can|should) i|way to|is it rude to|rude to) (?:just )?(?:decline|say no|turn (?:it|him|her|them) down|reject|ignore)\b|\bdecline (?:it |him |her |them )?without\b/;

function declining(p: CoachPendingPerson): string {
  return [
    `Declining isn't rude here: do it in **Connections › Pending**. ${p.firstName} isn't told that you declined or why, so there is nothing to word and no message to send; the request simply goes.`,
    `Not knowing someone is a complete reason on its own, and nobody is owed a connection. If you would rather not decide yet, you can also leave it waiting.`,
    `If it ever comes up in person, one light line is enough: "I keep Attune to people I know well, nothing personal."`,
  ].join('\n\n');
}

/** "Come on, just roughly. Is she OK?" right after a part was said to be private: not even roughly, and what to do. */
function keptEvenRoughly(ctx: CoachContext, message: string): string | null {
  const last = ctx.history.filter((t) => t.role === 'assistant').at(-1)?.content ?? '';
  const kept = /\b(\p{Lu}\p{L}+) keeps? (?:[\p{L} ]+ )?private\b/u.exec(last)?.[1];
  if (!kept || !/\b(?:roughly|ballpark|come on|just tell me|a hint|hint at|is (?:she|he|they) (?:ok|okay|alright|all right|doing ok))\b/i.test(message)) return null;
  const c = ctx.connections.find((x) => x.firstName === kept);
  const worried = /\bworr\w*|\bdown\b|\bnot (?:ok|okay|herself|himself|themselves)\b/i.test(`${message} ${ctx.history.filter((t) => t.role === 'user').map((t) => t.content).join(' ')}`);
  return [
    `Not even roughly: ${kept} chose to keep that part private, and a rough figure would tell you what ${kept} decided not to share. It also couldn't tell you how ${kept} is today; it is a survey answer, not a reading of someone's week.`,
    worried
      ? `What will tell you is asking ${kept}, gently and with time for the answer: "You've seemed a bit down lately. How are you, really? No need to have it all worked out."${c?.results?.loveLanguageReceiving === 'quality_time' ? ` ${kept} feels most cared for through Quality Time, so ask it on an evening you have kept free, not in passing.` : ''}`
      : `If you want to know how ${kept} is doing, ask ${kept} directly; that is the answer that counts.`,
  ].join('\n\n');
}

/** The app-state answer for a message, or null when it asks something else. */
export function stateReply(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  // "What changed since my last attempt?": the person's own two latest attempts, compared (issue 32).
  const changed = whatChangedAnswer(ctx, message);
  if (changed) return changed;
  const people = resolvePeople(message, ctx);
  const asksResults = RESULTS_ASKED.test(text);
  // A pending person named with a request or results question: their request, even when a connection is named too.
  if (people.pending.length && (REQUEST.test(text) || asksResults || NOT_VISIBLE.test(text))) return requestAnswer(ctx, people.pending, asksResults, text);
  // "Did my friend request get accepted yet?": the requests the person sent (or received), from the real state.
  // "I invited someone from my book club here last week, what's our score?": a request the member sent, named or not.
  if (!people.connections.length && INVITED_HERE.test(text) && (ctx.pending ?? []).some((p) => p.sentByMe) && (asksResults || /\b(?:accept\w*|yet|seen|answer\w*)\b/.test(text))) {
    return requestAnswer(ctx, (ctx.pending ?? []).filter((p) => p.sentByMe), asksResults, text);
  }
  if (!people.connections.length && !people.unknownNames.length && REQUEST.test(text) && /\b(?:my|any|sent|accept\w*|did|has|have|yet)\b/.test(text) && !/\bwhat(?:'s| is| are| does)? an? pending\b|\bpending (?:tab|request)s? mean\b/.test(text)) {
    const pending = ctx.pending ?? [];
    const received = /\bsent me\b|\bto me\b|\bsomeone (?:sent|asked|added)\b/.test(text);
    const mine = pending.filter((p) => p.sentByMe === !received);
    return requestAnswer(ctx, mine, asksResults, text);
  }
  // A follow-up that names nobody, in a thread about a pending person: still about them.
  const earlier = !people.connections.length && !people.unknownNames.length && !people.unmatchedRole ? pendingInThread(ctx, message) : null;
  if (earlier && (asksResults || /\b(?:would|will|do|are) we\b.{0,30}\b(?:fit|get along|work)\b/.test(text))) return requestAnswer(ctx, [earlier], true, text);
  if (earlier && /\b(?:first )?(?:message|text|msg|say|write|send|hello|hi)\b/.test(text)) return firstMessage(earlier);
  const c = people.connections[0];
  if (c && people.connections.length === 1 && NOT_VISIBLE.test(text) && /\b(results?|type|vibe|attachment|love language|stability|profile)\b/.test(text)) return invisibleAnswer(c);
  if (WHO_SEES.test(text) && /\b(results?|type|attachment|love languages?|stability|answers|scores?|data|this|stuff)\b/.test(text)) return whoSeesAnswer(ctx, text);
  const namedAll = people.connections.length >= 3 && people.connections.length === ctx.connections.length;
  if (COMPAT.test(text) && !/\b(?:rank|order|sort)\b/.test(text) && ctx.connections.length >= 2 && (namedAll || ALL_OF_THEM.test(text))) return allVibes(ctx, message);
  return null;
}
