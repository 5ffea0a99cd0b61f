/** Answer kinds for feelings (decision 088): "am I overreacting?", a vent, a loss, loneliness. */
import { fitsSituation } from '../read/defining.js';
import { LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { lower } from '../read/text.js';
import { lovedCategories } from './fit.js';
import { topInterests } from './shared.js';
import { BEING, PUT_DOWN, VENT, capital, connectionIn, roleOf } from './kinds-common.js';

// ------------------------------------------------------------------------------------------------ am I overreacting

/**
 * A present that got a muted reaction, read against what the recipient shares: someone who feels loved most through
 * something other than gifts often reacts quietly to one, which says little about how they feel about the giver.
 */
function giftReading(c: CoachConnection | undefined, text: string): Reading | null {
  const receives = c?.results?.loveLanguageReceiving;
  if (!c || !receives || receives === 'gifts' || !/\b(?:gifts?|presents?|bought|got (?:\w+ )?(?:an?|some|the) )/.test(text) || !/\b(?:barely|didn'?t|hardly|no) (?:react|reaction|say|said|notice|thank)|\bunderwhelm\w*|\bflat\b|\bmeh\b/.test(text)) return null;
  return {
    test: /$^/,
    why: () => `${c.firstName} feels loved most through **${LOVE_LANGUAGE_LABELS[receives]}**, not gifts, so even a lovely present can get a quieter reaction than you hoped. That is about how ${c.firstName} takes in care, not about you or the gift.`,
    step: () => `Next time, pair a present with ${receives === 'quality_time' ? 'time together, like giving it over a meal or a walk' : receives === 'words_of_affirmation' ? 'a few written words on what they mean to you' : receives === 'acts_of_service' ? 'something you do for them' : 'a hug when you give it'}; and if it still bothers you, it is fine to ask lightly whether they liked it.`,
  };
}

interface Reading {
  test: RegExp;
  why: (who: string) => string;
  step: (who: string) => string;
}

const OVERREACT_READINGS: Reading[] = [
  {
    test: /\b(?:rather|prefer to|want to|like to) (?:stay (?:in|home)|not go|skip|miss)\b|\b(?:don'?t|do not) (?:want|fancy) (?:to go|going)\b/,
    why: () => 'Wanting a quieter option is a preference, not a failing, and plenty of people feel the same about big social plans even when they like the people.',
    step: (w) => `Tell ${w} early and honestly, and offer something that is your kind of thing instead (a drink before, a meal after); people mind a no much less than a vague maybe.`,
  },
  {
    test: /\b(?:cancell?ed|bailed|pulled out|flaked)\b.*\b(?:hour|minutes?|last[- ]minute|same day|day of)\b|\blast[- ]minute\b/,
    why: (w) => `A cancellation ${/\bhour\b/.test(w) ? 'an hour before' : 'that late'} leaves you no time to make other plans, and${/birthday/.test(w) ? ' on your birthday' : ' on something you were looking forward to'} it says the plan mattered less to them than it did to you. Being hurt by that is a fair reading of what happened.`,
    step: (w) => `Let a day pass, then tell ${w} plainly how it landed and ask for the next plan to be one they keep. Whether they apologise properly will tell you more than the cancellation did.`,
  },
  {
    test: /\b(?:forgot|forget|didn'?t (?:call|text|message|remember|say)|never (?:called|said))\b.*\b(?:birthday|anniversary|bday)\b|\b(?:birthday|anniversary)\b.*\b(?:forgot|didn'?t (?:call|text))\b/,
    why: () => 'A birthday is one of the few days that is about you, so silence from someone close reads as "you weren\u2019t on my mind", even when that was not what they meant. Of course it hurts.',
    step: (w) => `Tell ${w} once, lightly and directly, rather than waiting to see if they notice: "It stung not to hear from you on my birthday." Most people would rather know.`,
  },
  {
    test: /\bagain\b|\bevery time\b|\balways\b|\bsecond time\b|\bkeeps?\b|\bonce more\b/,
    why: () => 'Once is a slip; when it happens again it becomes a pattern, and it is the pattern you are reacting to, not the one evening.',
    step: (w) => `Raise it with ${w} at a calm moment, name the pattern rather than the latest time, and ask for one concrete change (who books, and when).`,
  },
  {
    test: /\bwithout asking\b|\b(?:ate|took|used|borrowed|finished) my\b/,
    why: () => 'What annoys you is being skipped over, not the thing itself: being asked is a small courtesy, and noticing when it is missing is normal.',
    step: (w) => `Say it to ${w} once, with a smile and soon: "Could you ask before you take my food? I don't mind sharing, I just like being asked."`,
  },
  {
    test: /\b(?:baby|newborn)\b/,
    why: () => 'With a new baby, sleep, time and attention all go to the baby, and long conversations between the two of you are usually the first thing to go. It is a phase, not a verdict on your relationship.',
    step: () => 'Aim small: ten minutes a day, phones down, talking about something other than feeds and nappies, and say out loud that you miss talking.',
  },
  {
    test: /\b(?:alone|to myself|by myself|recharge|space)\b/,
    why: () => 'Needing time alone after days with people is how many people recharge, not a sign something is wrong.',
    step: () => 'Say so ahead of time to the people around you ("after the trip I need the weekend to myself, then I\'m all yours"), so it reads as a plan, not a withdrawal.',
  },
  {
    test: /\bjealous\w*\b|\benvious\b|\bleft out\b/,
    why: () => 'Jealousy when someone close widens their circle is usually a fear of losing your place with them, and almost everyone feels it at some point.',
    step: (w) => `Instead of pulling back, make a plan with ${w} that is just the two of you; feeling close again is what settles it.`,
  },
];

export function overreactingReply(ctx: CoachContext, message: string): string {
  const text = lower(message);
  const c = connectionIn(ctx, message);
  const role = roleOf(message);
  const who = c?.firstName ?? (role ? `your ${role}` : 'them');
  const asksNormal = /\bis it (?:normal|ok|okay|fair)\b/.test(text);
  const asksWeird = /\bis it (?:weird|odd|strange|bad|wrong|unreasonable|petty)\b/.test(text);
  const verdict = asksNormal
    ? "Yes, it's normal."
    : asksWeird
      ? `No, it's not ${/\bis it (\w+)/.exec(text)?.[1] ?? 'weird'}.`
      : /\bam i wrong\b/.test(text)
        ? "No, you're not wrong to feel that."
        : /\bdramatic\b/.test(text)
          ? "No, you're not being dramatic."
          : /\boverthinking\b/.test(text)
            ? "It's not silly to wonder, but I don't think it means what you fear."
            : "No, you're not overreacting.";
  const reading = giftReading(c, text) ?? OVERREACT_READINGS.find((r) => r.test.test(text));
  const subject = [c ? c.firstName : role ? `your ${role}` : null].filter(Boolean)[0];
  const why = reading?.why(text) ?? 'What you feel is telling you something mattered to you; that is worth taking seriously, whatever anyone else would have felt.';
  // The member's own results, where they explain the feeling (an introvert's need to recharge, an anxious lean).
  const r = ctx.person.results;
  const ei = r?.evidence.axes.find((a) => a.axis === 'EI');
  const mine =
    reading && /alone/.test(String(reading.test)) && ei?.letter === 'I'
      ? ` Your own results say the same: you lean ${Math.round(ei.percent)}% Introverted, so time on your own is how you refill.`
      : '';
  const step = reading?.step(subject ?? who) ?? `If it keeps bothering you, say it to ${who} once, calmly, as how it felt rather than what they are like.`;
  return [`${verdict} ${why}${mine}`, `One next step: ${step}`, 'Do you want help with the words for it?'].join('\n\n');
}

// ------------------------------------------------------------------------------------------------ a vent

/** The member's account turned to the second person, to reflect it back: "my landlord ignored me" → "your landlord ignored you". */
export function toYou(s: string): string {
  return s
    .replace(/\bi'?m\b/gi, "you're")
    .replace(/\bi'?ve\b/gi, "you've")
    .replace(/\bi'?d\b/gi, "you'd")
    // "I'll" with its apostrophe only: "her dad was ill" is not "her dad was you'll".
    .replace(/\bi['\u2019]ll\b/gi, "you'll")
    .replace(/\bi was\b/gi, 'you were')
    .replace(/\bi\b/gi, 'you')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bmine\b/gi, 'yours')
    .replace(/\bmyself\b/gi, 'yourself')
    .replace(/\bme\b/gi, 'you')
    .replace(/\bam\b/gi, 'are');
}

export function ventReply(_ctx: CoachContext, message: string): string {
  const text = lower(message);
  // The account is what comes after the request to vent: the sentences that do not ask for anything.
  const sentences = (message.match(/[^.!?\n]+[.!?]*/g) ?? [message]).map((s) => s.trim()).filter(Boolean);
  // The story may follow the request in the same sentence ("I need to moan for a minute, he left the oven on").
  const story = sentences
    .map((s) => (VENT.test(lower(s)) ? (/[,:;–-]\s*(.+)$/.exec(s.slice(VENT.exec(lower(s))!.index))?.[1] ?? '') : s))
    .filter((s) => s && !/^(?:ugh|argh|god|honestly|ok|okay)[.!]*$/i.test(s))
    .join(' ');
  // Said back whole sentences at a time, up to about 30 words, and never a question the member asked: a story cut
  // off mid-sentence ("And … Do you say something or") reads as garbled, not as being heard.
  const whole = (story.match(/[^.!?]+[.!?]*/g) ?? []).map((x) => x.trim()).filter((x) => x && !/\?$/.test(x) && !/^(?:do|should|can|could|is|am|how|what|why) i\b/i.test(x));
  const kept: string[] = [];
  for (const x of whole) {
    if (kept.join(' ').split(/\s+/).length + x.split(/\s+/).length > 30 && kept.length) break;
    kept.push(/[.!]$/.test(x) ? x : `${x}.`);
  }
  const said = kept.join(' ');
  const told = said.split(/\s+/).length >= 4 ? toYou(said).replace(/\b([A-Z]{3,})\b/g, (w) => w.toLowerCase()).replace(/[.!?]*$/, '').replace(/,? and you'?re (?:so |really |just )?\w+$/i, '').replace(/([.!]) (\p{Ll})/gu, (_, p: string, l: string) => `${p} ${l.toUpperCase()}`) : '';
  const feeling = /\b(?:angry|furious|fuming|livid|raging|pissed)\b/.test(text)
    ? 'angry'
    : /\b(?:exhausted|tired|knackered|all[- ]nighter|drained|shattered)\b/.test(text)
      ? 'worn out'
      : /\b(?:hurt|upset|sad|crying)\b/.test(text)
        ? 'hurt'
        : 'fed up';
  const open = told ? `That sounds really frustrating. ${capital(told)}. Anyone would be ${feeling} after that.` : "Go ahead, I'm listening.";
  return [
    open,
    "You don't have to make it sound reasonable or fair here. Say as much as you want, and I won't jump in with fixes.",
    'What part of it is getting to you most?',
  ].join('\n\n');
}

// ------------------------------------------------------------------------------------------------ a loss

const PETS = /\b(dog|cat|pup|puppy|kitten|pet|rabbit|bunny|hamster|horse|pony|bird|budgie|parrot|guinea pig|tortoise)\b/;

/** Someone trying to lift the member's mood when they want to be sad ("Sam keeps trying to cheer me up", round 21). */
const CHEERED_UP = /\b(?:keeps?|kept|keep|trying to|tries to|try to) (?:trying to )?(?:cheer me up|make me laugh|make me feel better|distract me|fix (?:it|this|me))\b|\b(?:just )?(?:want|need) to be sad\b/;

export function griefReply(ctx: CoachContext, message: string): string {
  const text = lower(message);
  // A pet put to sleep by name ("we put Biscuit down"): spoken of by that name.
  const petWord = PETS.exec(text)?.[1];
  const putDown = petWord ? null : PUT_DOWN.exec(text);
  const petName = putDown && /\b[A-Z][a-z]+\b/.test(message) ? capital(putDown[1]!) : null;
  const pet = petWord ?? (putDown ? 'pet' : undefined);
  const forSomeoneElse = new RegExp(`\\bmy (?:\\w+ )?(?:friend|mate|colleague|coworker|partner|boyfriend|girlfriend|neighbou?r)'s (?:\\w+ )?(${BEING})\\b`).exec(text) ?? (/\bwhat (?:do|should|can) i (?:say|text|write|send)\b|\bhow (?:do|can) i (?:support|help|comfort)\b/.test(text) ? /\b(?:her|his|their) (\w+) (?:died|passed)/.exec(text) : null);
  const age = /\b(?:was|aged|age) (\d{1,2})\b|\b(\d{1,2}) years? old\b/.exec(text);
  const years = age ? Number(age[1] ?? age[2]) : null;
  const lost = pet ?? /\b(?:my|our) ((?:\w+ )?(?:mum|mom|mother|dad|father|gran|granny|grandma|grandmother|grandpa|grandad|grandfather|nan|nana|brother|sister|uncle|aunt|auntie|cousin|husband|wife|partner|son|daughter|baby|friend|best friend))\b/.exec(text)?.[1] ?? null;
  const anniversary = /\b(?:a |one |two |\d+ )?years? (?:today|ago today|since)\b|\banniversary of\b/.test(text);

  // "Our hamster died and my daughter is heartbroken, how do I help her": helping a child through it.
  const child = /\bmy (daughter|son|kids?|children|little one|boy|girl)\b/.exec(text)?.[1];
  if (child && /\bhow (?:do|can|should) i (?:help|tell|explain|support|comfort)\b/.test(text)) {
    const them = /^(?:daughter|girl)$/.test(child) ? 'her' : /^(?:son|boy)$/.test(child) ? 'him' : 'them';
    return [
      `I'm sorry${lost ? ` about your ${lost}` : ''}. A child's first loss is a big thing, and being there for ${them} is exactly the right instinct.`,
      [
        `- Use plain words: "${lost ? `Our ${lost} died` : 'They died'}" rather than "went to sleep" or "went away", which can confuse or frighten.`,
        `- Let ${them} be sad, and let ${them} see you're sad too; it shows that missing someone is normal.`,
        `- A small goodbye helps children: a drawing, a few words in the garden, a photo by the bed. Let ${them} choose.`,
        '- Expect questions to come back over the next days, often at bedtime; short, honest answers are enough.',
      ].join('\n'),
      `If you'd like, tell me how old ${them === 'them' ? 'they are' : `${them === 'her' ? 'she is' : 'he is'}`} and I can suggest words that fit.`,
    ].join('\n\n');
  }
  if (forSomeoneElse) {
    const theirs = forSomeoneElse[1]!;
    return [
      `I'm sorry. It's hard to know what to say when a friend loses their ${theirs}, and most people worry about getting it wrong. You don't need the right words; you need to show up.`,
      `Something you could send today:\n\n"I'm so sorry about your ${theirs}. I don't have the right words, but I'm thinking of you and I'm here. No need to reply. I'll check in later this week, and if you'd like company or food dropped round, just say."`,
      [
        `- Say their ${theirs}'s name if you knew it, and share a memory if you have one; people often fear others will stop mentioning the person.`,
        '- Offer something specific (a meal on Thursday, a lift to the funeral) rather than "let me know if you need anything".',
        '- Keep checking in after the first weeks, when the messages dry up; that is when it is loneliest.',
      ].join('\n'),
    ].join('\n\n');
  }
  if (anniversary) {
    const whom = lost ? `your ${lost}` : 'them';
    return [
      `I'm sorry. The first anniversary can hit as hard as the early weeks, and it's lonely when everyone else's day looks ordinary while you're counting a year without ${whom}.`,
      [
        `- Mark it in a way that is yours: a place ${whom === 'them' ? 'you went together' : `${whom} loved`}, a meal, a song, or simply not forcing yourself through a normal day.`,
        `- Tell one person "today is a year since ${whom === 'them' ? 'they died' : `${whom.replace(/^your /, 'my ')} died`}". Most people go quiet because they forget or fear upsetting you, not because they don't care, and they are usually glad to be told.`,
        '- Whatever you feel today, numb, sad or even fine, is a normal way to grieve.',
      ].join('\n'),
      `Would you like to tell me about ${whom === 'them' ? 'them' : `your ${lost}`}?`,
    ].join('\n\n');
  }
  const subject = petName ?? (lost ? `your ${lost}` : 'them');
  // A reading or a eulogy to give: how to get through it, beside the condolence.
  // Only for the one who has to speak (read/defining.ts): laughing at someone else's eulogy is not stage fright.
  if (/\b(?:reading|eulogy|speech|speak|say a few words)\b/.test(text) && fitsSituation('loss_reading', text)) {
    return [
      `I'm so sorry about ${subject}. Dreading the reading is completely understandable: you're being asked to stand up at the moment you'd most like to sit quietly.`,
      [
        '- Print it in a large font with wide spacing, and mark where to breathe.',
        '- Read it aloud three or four times before the day, once to someone you trust; the words get easier each time.',
        '- If your voice goes, stop, breathe and carry on. Nobody in that room will mind, and many will be glad to see how much you cared.',
        '- Ask someone to stand near you, or to take over if you need them to; having a back-up often means you don\'t need one.',
      ].join('\n'),
      `If you'd like, tell me about ${subject}; I'm here for that part too.`,
    ].join('\n\n');
  }
  const years0 = years ? ` ${years} years is a whole chapter of your life, and ${pet ? 'she or he was there through all of it' : 'that is a lot of love to miss'}.` : '';
  const petLine = pet
    ? [
        '- Losing a pet is real grief: they were part of every day, and the quiet where they used to be is often the hardest part.',
        "- Cry as much as you need; there is no schedule. Keep or put away their things when you're ready, not before.",
        "- A small goodbye can help: a photo somewhere you'll see it, a walk on their route, or writing down what you'll miss.",
        `- Tell someone who knew ${pet === 'dog' || pet === 'cat' ? `your ${pet}` : 'them'}; shared memories help more than being told to get another.`,
      ]
    : [
        "- Not being able to focus, sleep or care about ordinary things is part of grief, not a sign you're doing it wrong.",
        '- Lower the bar for a while: eat, sleep, take a short walk, and let the rest be good enough.',
        '- Tell the people close to you what helps: company, practical help, or simply saying their name.',
        '- If work feels impossible, ask for compassionate leave or lighter deadlines; most workplaces expect it.',
      ];
  if (CHEERED_UP.test(text)) {
    // Say what they need from the person trying to help: company, not cheering up.
    const who = connectionIn(ctx, message);
    const name = who ? `${who.firstName}, ` : '';
    return [
      `I'm so sorry about ${subject}.${years0}`,
      `Wanting to just be sad is not a problem to fix: it is what missing someone looks like at first, and you are allowed it. ${who ? `${who.firstName} means` : 'They mean'} well; a clear word about what you need is kinder to you both than putting on a brave face.`,
      `Something you could say:\n\n"${name}I know you're trying to make me feel better, and ${who?.relationshipType === 'couple' ? 'I love you for it' : 'I really appreciate it'}. I don't need cheering up today, I just need you here. Can we sit together for a bit?"`,
      petLine.join('\n'),
    ].join('\n\n');
  }
  // "Everyone says it gets easier. When?" (round 21 s11): an honest answer to the question before the rest.
  const whenEasier = /\bwhen\b/.test(text) && /\b(?:gets? easier|get better|stops? hurting|feel normal|feel better)\b/.test(text)
    ? "Nobody can give you a date, and anyone who does is guessing. What usually happens is that the waves stay as strong for a while but come further apart, over months rather than weeks, and the small habits, like reaching for the phone or putting the kettle on for them, hurt a little less each time. The first birthdays and holidays without them are often hard again, and that is normal too."
    : null;
  return [`I'm so sorry about ${subject}.${years0}`, ...(whenEasier ? [whenEasier] : []), petLine.join('\n'), `If you'd like to, tell me about ${subject}. I'm here.`].join('\n\n');
}

// ------------------------------------------------------------------------------------------------ loneliness

// The lead words in either case ("Moved to Toronto for work in March", round 24 q21, read "in March" as the place), and
// never a month, a day or a holiday.
const PLACE = /\b(?:[Mm]oved to|[Mm]oving to|[Nn]ew (?:to|in)|[Ll]iving in|[Ll]ive in|[Rr]elocated to|in) (?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter)\b)((?:[A-Z][\p{L}'-]+)(?: (?!(?:For|To|In|At|On|With|And|But)\b)[A-Z][\p{L}'-]+)?)\b/u;

export function lonelyReply(ctx: CoachContext, message: string): string {
  const text = lower(message);
  // The place as the member named it, capitalised ("bristol" → "Bristol"), unless it is not a place.
  const cased = message.replace(/\b(?:moved to|moving to|new to|new in|living in|live in|relocated to) ([a-z][\p{L}'-]+)/gu, (m, p: string) => m.replace(p, capital(p)));
  const found = PLACE.exec(cased)?.[1];
  const place = found && !/^(?:The|This|A|My|Town|Work|London Road)$/.test(found) ? found : null;
  const kids = /\b(?:kids|children|toddler|baby|son|daughter)\b/.test(text);
  const among = /\b(?:even though|despite|around me|people around|surrounded)\b/.test(text);
  const loved = lovedCategories(ctx.person.hobbies);
  const interests = topInterests(ctx.person.hobbies).filter((i) => loved.has(i.categoryId)).slice(0, 2);
  const r = ctx.person.results;
  const ei = r?.evidence.axes.find((a) => a.axis === 'EI');
  const where = place ? ` in ${place}` : '';
  const open = among
    ? "Feeling lonely with people around is common and it is real: loneliness is about not feeling known, not about how many people are nearby."
    : place || /\bmoved|new (?:to|in)\b|\bnew (?:city|town|area|country)\b/.test(text)
      ? `Starting again somewhere new${where} is lonely at first for almost everyone; it says you need people, not that something is wrong with you.`
      : 'Loneliness is painful and far more common than it looks from the outside; it says you need people, not that something is wrong with you.';
  const lines = among
    ? [
        '- Pick one person you already like and go one step deeper: a one-to-one plan instead of the group, and a real answer when they ask how you are.',
        '- Say a little more than usual about what is actually going on with you; closeness grows when people are let in, and they tend to match it.',
        ctx.connections.length ? `- ${ctx.connections.filter((c) => c.relationshipType !== 'professional').map((c) => c.firstName)[0] ?? ctx.connections[0]!.firstName} is one place to start this week.` : '- Choose one person this week to start with.',
      ]
    : [
        kids
          ? `- Use the places the children already take you${where}: the school gate, a toddler group, a weekend class where parents wait. Seeing the same parents every week is how friendships start.`
          : `- Choose one thing${where} that repeats every week (a club, a class, a volunteering shift) and keep going; friendships grow from seeing the same faces again and again.`,
        interests.length
          ? `- Start from what you enjoy, ${interests.map((i) => `**${i.categoryName}**${i.activities[0] ? ` (${i.activities[0].toLowerCase()})` : ''}`).join(' or ')}: look up a group for it${where}, where the activity carries the conversation.`
          : `- Look up a group${where} for something you enjoy, where the activity carries the conversation.`,
        '- After the second or third time, suggest one small next step to someone you like ("coffee after this next week?"). Most people are waiting for someone else to ask.',
        ...(ei?.letter === 'I' ? [`- You lean ${Math.round(ei.percent)}% Introverted, so small groups and one-to-one plans will suit you better than big nights out; that is a way in, not a flaw.`] : []),
        ...(/\bweekends?\b/.test(text) ? ['- Give the weekend an anchor, one booked thing on Saturday morning, so the quiet has a shape.'] : []),
        ...(r ? [`- Your social stability is ${Math.round(r.socialStability)}%, which reflects how connected and supported you have felt lately; small, regular contact builds that feeling more than one big event.`] : []),
      ];
  const first = kids ? 'A first step this week: say hello to one parent you keep seeing and ask one question about their child.' : `A first step this week: find one group${where} and put its next meeting in your calendar.`;
  return [open, lines.join('\n'), among ? 'Who is one person you would like to feel closer to?' : first].join('\n\n');
}
