/**
 * Issue 29: the answer to an intense but ordinary message (read/heard.ts). It names what happened in the coach's own
 * words (nothing of the member's message is pasted in), answers the question when there is one ("is that weird?" gets
 * a plain no and why), then gives two or three steps that fit what the member wants: small and doable for tonight,
 * words to send when someone needs telling, a survival plan for a day coming up, a light touch for a joke. It ends
 * with the last step, not a closing paragraph. Only the member's own results are used; of a connection, only the
 * relationship type and first name.
 */
import type { CoachConnection, CoachContext } from '../../context.js';
import { readHeard, type Heard, type HeardCause } from '../read/heard.js';
import { bullets, company, confession, matchLost, mentioned, nerves, newsTold, repairIgnored, reviewLoop } from './heard-moments.js';

type Cause<K extends HeardCause['kind']> = Extract<HeardCause, { kind: K }>;


/** "You lean 78% Introverted": the member's own lean, when it explains wanting time alone. */
function ownIntrovert(ctx: CoachContext): string | null {
  const ei = ctx.person.results?.evidence.axes.find((a) => a.axis === 'EI');
  return ei?.letter === 'I' ? `Your own results say the same: you lean ${Math.round(ei.percent)}% Introverted, so quiet time on your own is how you refill.` : null;
}


// ------------------------------------------------------------------------------------------------ the wants

function tonight(cause: Cause<'deadlines'>): string {
  const first = cause.deliverable ? `the ${cause.deliverable}` : 'the first thing due';
  const to = cause.boss ? 'your boss' : 'whoever is waiting on it';
  return [
    `That is a brutal evening: several things landing at once${cause.deliverable ? `, and ${first} wanted first thing` : ''}. Tonight is about getting through it, not doing everything well.`,
    bullets([
      `Take ten minutes to sort it: what has to exist by the morning (${first}), what is due later tomorrow, and what could slip. Work in that order and stop switching between them.`,
      `Make ${first} good enough rather than perfect: the main points and the numbers first, polish only if time is left. Pick a stop time and keep it.`,
      'Eat something proper and protect five or six hours of sleep; after about 2am you work at half speed, and the morning needs you awake.',
      `If one thing truly cannot be done, say so tonight rather than at the deadline. To ${to}: "Heads-up: ${cause.deliverable ? `the ${cause.deliverable} will be with you first thing` : 'the first one will be with you on time'}. With everything due tomorrow, one item may need a few more hours. Which matters most to you?"`,
    ]),
  ].join('\n\n');
}

function laugh(ctx: CoachContext, message: string, cause: Cause<'food_taken'>, light: boolean): string {
  const c = mentioned(ctx, message);
  const who = c?.firstName ?? 'they';
  const treat = `${cause.occasion ? `${cause.occasion} ` : ''}${cause.food}`;
  const crime = cause.emptyLeft ? `Taking the last of your ${treat} is one thing; putting the empty box back for you to find is the part that will be read out at the trial.` : `Finishing the last of your ${treat} is a serious offence, and you are right to be outraged.`;
  return [
    `${crime}${light ? ' 😄' : ''}`,
    bullets([
      `The fair sentence: ${who === 'they' ? 'they replace' : `${who} replaces`} it, and you choose what. ${c?.relationshipType === 'couple' ? `Better still, a trip out for it together, on ${/\bshe\b/i.test(message) ? 'her' : /\bhe\b/i.test(message) ? 'him' : 'them'}.` : 'Bigger than the original is traditional.'}`,
      /\b(?:left|leaves|leaving) (?:the |my |his |her )?(?:pot|pan|dishes|plates|bowl|mess) in the sink\b/i.test(message) ? `The pot left in the sink is a separate charge: ${who === 'they' ? 'they wash' : `${who} washes`} it, tonight.` : null,
      `A line you could send: "I opened the fridge. I know what you did. I'm not angry, just disappointed (I'm a bit angry). You owe me ${cause.food}."`,
      'If food going missing is a regular thing rather than a one-off, mention that once later, when you are both laughing, not in the heat of it.',
    ]),
  ].join('\n\n');
}

function permission(ctx: CoachContext, heard: Heard): string {
  const cause = heard.cause;
  if (cause.kind === 'loss') {
    const they = /^(?:mum|mom|mother|ma|grandma|nan|nana|gran|granny|sister|aunt|auntie)$/.test(cause.lost) ? 'she' : /^(?:dad|father|pa|grandad|grandpa|brother|uncle)$/.test(cause.lost) ? 'he' : 'they';
    const them = they === 'she' ? 'her' : they === 'he' ? 'him' : 'them';
    const what =
      cause.ritual === 'cooking'
        ? `Cooking the food ${they} used to make, and talking to ${them} while you do it,`
        : cause.ritual === 'talking'
          ? `Talking to ${them} out loud`
          : cause.ritual === 'laughing'
            ? 'Laughing in the middle of it, even on the day itself,'
            : `Holding on to things that still carry ${them}`;
    const why =
      cause.ritual === 'laughing'
        ? 'is completely normal. Grief comes in waves, and a good story about someone you loved can make you laugh and cry within the same minute. The laugh is part of the love, not a lapse in it.'
        : `is one of the most common ways people keep someone close after they die, and a healthy one: the bond does not stop because ${they} did, it changes shape.`;
    const partner = heard.partner;
    const asked = heard.asks ?? 'weird';
    const verdict = /^(?:normal|ok|okay)$/.test(asked) ? "And yes, it's completely normal." : `And no, it isn't ${asked === 'weird' || asked === 'odd' || asked === 'strange' ? asked : 'wrong'}.`;
    return [
      `I'm so sorry about your ${cause.lost}. ${verdict} ${what} ${why}`,
      bullets([
        cause.ritual === 'laughing'
          ? 'Tonight, go easy on yourself: eat something, rest, and be near someone you trust if you would like company.'
          : 'Keep doing it for as long as it helps. Some days it will comfort you and some days it will make you cry; both belong to it.',
        cause.ritual === 'cooking'
          ? `Write the recipes down as you make them, with what you remember of ${them} making them; one day that is something to share with the family.`
          : `If a memory of ${them} comes back, write it down; those small things are easy to lose and good to keep.`,
        partner ? `When you feel like it, tell ${partner.firstName} about ${them}${cause.ritual === 'cooking' ? ', or cook one of the dishes together' : ''}; saying ${them === 'them' ? 'their' : them === 'her' ? 'her' : 'his'} stories out loud keeps them alive.` : `When you feel like it, share a story about ${them} with someone who knew ${them}; most people are glad to be asked.`,
      ]),
    ].join('\n\n');
  }
  return rest(ctx, heard.asks);
}

function rest(ctx: CoachContext, asks: string | null): string {
  const answer = asks ? `No, it's not ${asks === 'ok' || asks === 'okay' || asks === 'normal' ? 'a problem' : asks}. ` : '';
  return [
    `${answer}You're worn out, and a weekend of doing nothing and seeing nobody is how a lot of people recover. Resting is not the same as pulling away from people.${ownIntrovert(ctx) ? ` ${ownIntrovert(ctx)}` : ''}`,
    bullets([
      'Send one heads-up so nobody worries or takes the quiet personally: "I\'m completely wiped, so I\'m taking the weekend to do nothing and see no one. Nothing\'s wrong, and I\'ll be back to normal next week."',
      'Make it real rest: phone on do-not-disturb, food you don\'t have to cook, and no list of chores to feel guilty about.',
      'If you fancy one bit of company by Sunday evening, a short call is plenty; if not, that is fine too.',
    ]),
  ].join('\n\n');
}

function alone(ctx: CoachContext, message: string, heard: Heard): string {
  const c = mentioned(ctx, message) ?? heard.partner;
  const who = c?.firstName ?? 'they';
  const loss = heard.cause.kind === 'loss' ? heard.cause : null;
  const open = loss
    ? `I'm so sorry about your ${loss.lost}. ${loss.pet ? `After a pet, the quiet in the house is often the hardest part: the routines are still there and your ${loss.lost} isn't.` : 'The days straight after are the strangest, when everything ordinary carries on.'} Wanting to be alone with that is a normal way to grieve, not shutting ${c ? who : 'people'} out.`
    : `Wanting to be left alone when you feel like this is normal, not shutting ${c ? who : 'people'} out.`;
  const mine = ownIntrovert(ctx);
  // "I love you for it" to a partner or family; a friend or colleague gets thanks instead.
  const close = !c || c.relationshipType === 'couple' || c.relationshipType === 'family';
  return [
    `${open}${mine ? ` ${mine}` : ''}`,
    bullets([
      `${c ? `${who} is` : 'They are'} trying to help and probably ${c ? "doesn't" : "don't"} know what would. Tell ${c ? who : 'them'} plainly, in a line you could send or say: "I know you're trying to cheer me up, and ${close ? 'I love you for it' : 'I really appreciate it'}. What I need right now is some quiet on my own. It isn't you. I'll come and find you when I'm ready, maybe for a walk later."`,
      `Give ${c ? who : 'them'} one thing to do instead, since people who try to cheer us up usually want a job: making dinner, sitting with you without talking, or that walk later.`,
      loss?.pet ? "Let the quiet be quiet for a few days; put away the ${loss.lost === 'dog' ? 'bowl and lead' : 'bowl and bed'} when you're ready, not before." : 'Let the quiet be quiet for a few days; you can ask for company again whenever you want it.',
    ]),
  ].join('\n\n');
}

function event(cause: Cause<'gathering'>, partner: CoachConnection | undefined): string {
  const day = cause.day ? cause.day.replace(/\b\w/g, (l) => l.toUpperCase()) : 'the day';
  const hosts = cause.hosts ? cause.hosts.replace(/^my /, 'your ').replace(/^in-?laws$/, 'your in-laws') : 'the family';
  const open = cause.slideshow
    ? `Two hours of someone else's holiday photos is an endurance event, so a survival plan is only fair.`
    : `A long day with ${hosts} is a lot, even when you like them, so a plan for getting through it is only sensible.`;
  return [
    open,
    ...(cause.day ? [`For ${day}:`] : []),
    bullets([
      'Give yourself a job: offer to help in the kitchen, do the drinks or wash up. It is kind, and it gets you out of the room for part of it.',
      cause.slideshow
        ? 'Pick two or three photos to ask about properly ("where was that?", "who took this one?"). A few real questions turn sitting through it into taking part, and people love being asked.'
        : 'Have two or three questions ready that get them talking about something they love; it carries the quiet stretches.',
      `Build in a break: suggest a walk after lunch, which most families welcome${cause.day ? ` on ${day}` : ''}.`,
      `Agree with ${partner ? partner.firstName : 'your partner'} beforehand on a time to head home and a small signal for "I need five minutes", so neither of you has to negotiate it in front of everyone.`,
    ]),
  ].join('\n\n');
}

function person(cause: Cause<'work_touched'>): string {
  const thing = cause.code ? 'your code' : 'your work';
  const open = `Having someone change all of ${thing} without asking${cause.broke ? ', and break things in the process,' : ''} is maddening: it was yours, and now you are the one cleaning up. Wanting to throttle them is a fair first feeling; just don't act on it in writing.`;
  const script = cause.code
    ? '"Hey, the reformat of the whole codebase broke the build and buried my changes, so I\'ve rolled it back for now. Could we agree a formatter setup as a team, and keep big style changes in their own pull request that someone reviews first?"'
    : '"Hey, the changes to my work caught me out and broke a few things, so I\'ve put the earlier version back for now. Next time, could you check with me first? Happy to talk through what you wanted to improve."';
  return [
    open,
    bullets([
      cause.code
        ? 'First, get things working again without a fight: revert the change (or ask them to) so the build is green and everyone can carry on. Keep the anger out of the commit message.'
        : 'First, put the earlier version back (most tools keep a history) so you can carry on working.',
      `Then talk to them privately, today or tomorrow, about the change rather than about them: ${script}`,
      cause.code
        ? 'Ask the team for a rule so it cannot happen by accident again: one shared formatter config in the repo, checked automatically, and a heads-up before any sweeping change.'
        : 'Agree who edits what from now on, so it does not depend on anyone remembering.',
      cause.isNew ? 'They are new and may well have thought they were helping; assume that the first time. If it happens again after that talk, it is a question for your lead.' : null,
    ]),
  ].join('\n\n');
}

function unseen(cause: Cause<'unreturned'>): string {
  const doing = cause.what === 'birthdays' ? "planning everyone's birthdays" : cause.what === 'remembering' ? 'being the one who remembers' : 'organising for everyone';
  return [
    `Of course you're done. ${doing.charAt(0).toUpperCase() + doing.slice(1)} with nobody doing the same for you is tiring, and it stings: it starts to feel like care only flows one way.`,
    bullets([
      `Say what you would like, out loud, to one or two people close to you. People who never organise often assume the organiser doesn't need it. You could send: "Can I be honest? ${cause.what === 'birthdays' ? "I love doing everyone's birthdays, but this year I'd really like someone to do mine" : "I love organising things for us, but I'd really like someone else to take the next one, and maybe plan something for me for once"}. Would you?"`,
      `Step back from the next one: ${cause.what === 'birthdays' ? 'a message instead of a party' : 'say you are sitting this one out'}, or let someone else choose the place. It is allowed, and you will see who steps up.`,
      'Keep the effort for the people who give back in their own way, even if it is not the same way.',
    ]),
  ].join('\n\n');
}

function share(ctx: CoachContext, message: string, cause: Cause<'made_to_watch'>): string {
  const c = mentioned(ctx, message);
  const who = c?.firstName ?? 'they';
  const theirs = cause.genre ?? 'their favourite kind of thing';
  const wants = /\b(?:get out of|skip|avoid|without hurting)\b/i.test(message);
  return [
    `Another marathon of ${theirs} is a lot to ask of anyone who doesn't love it. It also means ${c ? `${who} wants` : 'they want'} you there for something that matters to them, which is worth keeping${wants ? ', so aim to change the format rather than just drop out' : ''}.`,
    bullets([
      `Trade picks: one night ${c ? `${who} chooses` : 'they choose'}, the next you do, and whoever is not choosing watches with good grace.`,
      'Put a limit on it up front: one or two episodes, then something else together, like a walk, a game or cooking.',
      `Say it warmly and lightly, for example: "I love that you love this. Deal: one episode tonight, then I pick the next thing, and I promise to watch it without commentary."`,
      cause.genre === 'cooking shows' ? 'Or turn it into something you both enjoy: cook one of the dishes from the show together instead of watching the next episode.' : null,
    ]),
  ].join('\n\n');
}

function group(cause: Cause<'group_pick'>): string {
  return [
    `When the ${cause.group} keeps choosing the same kind of thing, it is easy to stop enjoying something you signed up for because you liked it. Wanting a change isn't being difficult, as long as you offer one rather than just object.`,
    bullets([
      'Suggest a simple rule for choosing: take turns, or vote from a short list, so no single taste wins every time.',
      'Bring two specific options of your own to the next meeting, with one line on why each would be fun; a concrete choice is much easier to say yes to than "something lighter".',
      `Offer to host or lead the next one you choose; people rarely say no to the person doing the work.`,
      `A line for the group: "Fun idea for next time: could we take turns choosing? I've got two I'd love to put forward."`,
    ]),
  ].join('\n\n');
}

function fix(cause: Cause<'diy'>): string {
  const specific =
    cause.material === 'grout'
      ? [
          'Where the bath meets the tiles, grout keeps cracking because the joint moves: the bath flexes when it fills and when someone gets in. That joint needs a flexible sanitary silicone, not grout.',
          'Rake the old grout out of that joint, clean and dry it fully, then fill the bath with water before you run the silicone, so it sets at the bath\'s lowest point. Leave it to cure for a day before using the bath.',
        ]
      : cause.material === 'paint'
        ? [
            'Paint that keeps peeling is usually about what is underneath: damp, a shiny old finish, or dust. Find which before the next coat.',
            'Scrape back to something sound, clean it, let it dry properly, and use a primer suited to the surface before the top coat.',
          ]
        : ['When the same fix fails again, the cause is usually underneath: movement, damp, or the wrong material for the spot.', 'Before you redo it, look at what is around the part that fails and ask at a trade counter what they would use there.'];
  return [
    'Redoing the same job and watching it fail again is one of the most maddening parts of a renovation, and it usually means the method is wrong for the spot, not that you did it badly.',
    bullets([...specific, 'Give yourself an evening off it first; a third attempt while furious rarely goes well.']),
  ].join('\n\n');
}

/** The answer to an intense but ordinary message, or null when read/heard.ts does not claim it. */
export function heardReply(ctx: CoachContext, message: string): string | null {
  const heard = readHeard(message, ctx);
  if (!heard) return null;
  const { cause } = heard;
  switch (heard.want) {
    case 'tonight':
      return cause.kind === 'deadlines' ? tonight(cause) : null;
    case 'laugh':
      return cause.kind === 'food_taken' ? laugh(ctx, message, cause, heard.light) : cause.kind === 'match_lost' ? matchLost(message) : null;
    case 'company':
      return cause.kind === 'loss' ? company(ctx, message, cause, heard.partner) : null;
    case 'now':
      return cause.kind === 'nerves' ? nerves(cause) : null;
    case 'permission':
      return permission(ctx, heard);
    case 'rest':
      return rest(ctx, heard.asks);
    case 'alone':
      return alone(ctx, message, heard);
    case 'event':
      return cause.kind === 'gathering' ? event(cause, heard.partner) : null;
    case 'person':
      return cause.kind === 'work_touched' ? person(cause) : cause.kind === 'news_told' ? newsTold(message, cause) : cause.kind === 'confession' ? confession(ctx, message, cause) : null;
    case 'unseen':
      return cause.kind === 'unreturned' ? unseen(cause) : null;
    case 'share':
      return cause.kind === 'made_to_watch' ? share(ctx, message, cause) : null;
    case 'group':
      return cause.kind === 'group_pick' ? group(cause) : null;
    case 'fix':
      return cause.kind === 'diy' ? fix(cause) : cause.kind === 'review_loop' ? reviewLoop(message) : cause.kind === 'repair_ignored' ? repairIgnored(ctx, message, cause) : null;
  }
}
