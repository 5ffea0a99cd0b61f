/**
 * Answers for the everyday situations read/situation.ts recognises: work with a colleague or a boss, a friend's event,
 * a family event or its load, a housemate, someone who says yes and cancels. Each answer is built from the reading's
 * slots (the person as themselves, their role, the day, the amount) and, for a connection, what the coach knows of both
 * people in general words (decision 073). A draft is written in the member's voice from those slots, with a [blank]
 * where the message does not say what to fill in; nothing of the member's own sentence is pasted into it.
 */
import { LETTER_LABELS } from '../../../../../shared/assessment/labels.js';
import type { CoachContext } from '../../context.js';
import type { Someone } from '../read/people.js';
import type { Situation } from '../read/situation.js';
import { axesOf } from './shared.js';

interface Who {
  /** How the coach speaks of them: "Sam", "your boss", "Hannah". */
  ref: string;
  /** How the member would greet them in a message: "Sam", "Mum", "Hannah", or null (no name known). */
  greet: string | null;
  /** he / she / they, for the coach's own sentences. */
  they: 'he' | 'she' | 'they';
  connection: boolean;
}

const FAMILY_GREETING: Record<string, string> = { mom: 'Mom', mum: 'Mum', mother: 'Mum', mama: 'Mama', dad: 'Dad', father: 'Dad', grandma: 'Grandma', grandmother: 'Grandma', nan: 'Nan', nana: 'Nana', granny: 'Granny', grandpa: 'Grandpa', grandad: 'Grandad' };

function whoOf(s: Someone | null, fallback: string): Who {
  if (!s) return { ref: fallback, greet: null, they: 'they', connection: false };
  if (s.kind === 'connection') return { ref: s.c.firstName, greet: s.c.firstName, they: s.pronoun ?? 'they', connection: true };
  const role = s.role ? s.role.toLowerCase() : null;
  const ref = s.name ?? (role ? (s.mine ? `your ${role}` : role) : fallback);
  const greet = s.name ?? (role ? (FAMILY_GREETING[role] ?? null) : null);
  return { ref, greet, they: s.pronoun ?? 'they', connection: false };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const capital = cap;
const hi = (w: Who) => (w.greet ? `Hi ${w.greet}, ` : 'Hi, ');
const dayOf = (s: Situation) => (s.when ? s.when.replace(/^\p{L}/u, (l) => l.toUpperCase()) : null);

/** What the coach knows of the two people, in general words: where they lean apart on planning or on energy. */
function betweenYou(ctx: CoachContext, s: Situation): string | null {
  const c = s.who?.kind === 'connection' ? s.who.c : null;
  const mine = ctx.person.results;
  if (!c?.results || !mine) return null;
  const [me, them] = [axesOf(mine), axesOf(c.results)];
  const jp = me.find((e) => e.axis === 'JP');
  const theirJp = them.find((e) => e.axis === 'JP');
  if (jp && theirJp && jp.letter !== theirJp.letter) {
    const planner = jp.letter === 'J' ? 'you' : c.firstName;
    const improviser = jp.letter === 'J' ? c.firstName : 'you';
    return `Your results say the same thing you do: ${cap(planner)} ${planner === 'you' ? 'lean' : 'leans'} ${LETTER_LABELS.J} (a plan settles ${planner === 'you' ? 'you' : 'them'}) and ${improviser} ${improviser === 'you' ? 'lean' : 'leans'} ${LETTER_LABELS.P} (room to adapt is where ${improviser === 'you' ? 'you do' : 'they do'} best). That is a strength to divide work by, not a clash.`;
  }
  const ei = me.find((e) => e.axis === 'EI');
  const theirEi = them.find((e) => e.axis === 'EI');
  if (ei && theirEi && ei.letter !== theirEi.letter) return `You lean ${LETTER_LABELS[ei.letter]} and ${c.firstName} leans ${LETTER_LABELS[theirEi.letter]}, so you recharge differently: ${ei.letter === 'I' ? 'you think first and talk after' : `${c.firstName} thinks first and talks after`}, which is worth allowing for.`;
  return null;
}

type Parts = { lead: string; steps: string[]; draft: string | null; close: string };

/** Words that say someone would rather prepare than speak: "goes silent in meetings", "hates presenting". */
const QUIET = String.raw`(?:goes (?:totally |completely |really )?(?:silent|quiet)|go (?:totally |completely |really )?(?:silent|quiet)|barely (?:talks?|speaks?|says? a word)|hates? (?:presenting|public speaking|speaking|talking in front)|(?:is|am|'m|'s) (?:so |really |super )?(?:shy|quiet|an introvert|terrified|nervous)|freezes?|panics?|dreads?)`;
/** Words that say someone talks easily: "talks way too much", "loves the mic". */
const TALKER = String.raw`(?:talks? (?:way |far )?too much|talks? a lot|loves? (?:presenting|the mic|an audience|talking)|never shuts? up|(?:is|am|'m|'s) (?:so |really )?(?:chatty|loud|a talker))`;

/**
 * Who prepares and who speaks, computed from what the member says of each ("he goes silent", "I talk way too much"),
 * else from the two people's Introversion/Extraversion leanings, else the member prepares. The one who would rather
 * not speak takes the prepared parts; the split is never handed the other way round.
 */
export function memberPrepares(ctx: CoachContext, s: Situation): boolean {
  const text = s.text;
  const they = String.raw`(?:he|she|they|him|her|${s.who?.kind === 'connection' ? s.who.c.firstName.toLowerCase() : 'xx-nobody'})`;
  const quietMe = new RegExp(String.raw`\bi(?: really| totally| just)? ${QUIET}|\bi'?m (?:so |really )?(?:shy|quiet|an introvert|terrified|nervous)`).test(text) || /\bi (?:hate|dread) (?:presenting|public speaking|speaking)/.test(text);
  const quietThem = new RegExp(String.raw`\b${they} ${QUIET}`).test(text);
  const talkerMe = new RegExp(String.raw`\bi(?: really)? ${TALKER}|\bi'?m (?:so |really )?(?:chatty|loud|a talker)`).test(text);
  const talkerThem = new RegExp(String.raw`\b${they} ${TALKER}`).test(text);
  if (quietMe || talkerThem) return true;
  if (quietThem || talkerMe) return false;
  const c = s.who?.kind === 'connection' ? s.who.c : null;
  const mine = ctx.person.results ? axesOf(ctx.person.results).find((e) => e.axis === 'EI') : undefined;
  const theirs = c?.results ? axesOf(c.results).find((e) => e.axis === 'EI') : undefined;
  if (mine && theirs && mine.letter !== theirs.letter) return mine.letter === 'I';
  return true;
}

/**
 * What the member carries for the family, as the message tells it: care after an operation or an illness, or the
 * get-togethers; a [blank] otherwise. One sibling named is asked alone, not "all".
 */
function loadDraft(s: Situation): string {
  const parent = /\b(?:my )?(dad|mum|mom|father|mother|grandma|grandad|nan|gran)\b/.exec(s.text)?.[1];
  const care = /\b(?:operation|surgery|replacement|hospital|recovery|recovering|appointments?|illness|ill|sick|care|caring|looking after|dementia|chemo)\b/.test(s.text);
  const events = /\b(?:get-?togethers?|christmas|birthdays?|part(?:y|ies)|gatherings?|holidays?|reunions?|family (?:lunch|dinner)s?)\b/.test(s.text);
  const what = care ? `most of the looking after${parent ? ` ${parent === 'father' ? 'Dad' : parent === 'mother' ? 'Mum' : capital(parent)}` : ''}` : events ? 'organising our family get-togethers' : '[what you have been carrying]';
  const one = /\b(?:my|our) (?:brother|sister|sibling)\b/.test(s.text) && !/\b(?:brothers|sisters|siblings)\b/.test(s.text);
  return one
    ? `Hi, I don't want this to turn into a fight, so I'll say it plainly: ${care ? `I'll be doing ${what}` : `I've been doing ${what}`}, and I can't carry all of it on my own. Could you take one thing, with a date, even from a distance? Calls, a weekend, or sorting something online would all help.`
    : `Hi all, ${care ? `I'll be doing ${what}` : `I've been ${what}`}, and I'm running on empty. Could each of you take one thing? I'll still do my share, but I can't carry all of it any more. Who'll take what?`;
}

/** The housemate's habit the member names, said once with a system to fix it; a [blank] for one it does not know. */
function housemateDraft(s: Situation, w: Who): string {
  const t = s.text;
  const habit: Array<[RegExp, string, string]> = [
    [/\b(?:eat\w*|ate|food|milk|leftovers|snacks?)\b/, 'my food keeps disappearing, and I need it to stay mine', 'Could we each keep a shelf, and ask if we want to borrow something?'],
    [/\b(?:noise|loud|music|parties|party|late at night)\b/, "the noise late at night is keeping me up, and I've got early starts", 'Could we agree a quiet time on weeknights, say from 11?'],
    [/\b(?:dishes|mess\w*|clean\w*|bins?)\b/, "the dishes and the mess keep piling up, and I don't want to be the one nagging", 'Could we try a simple rota and see how it goes for a month?'],
    [/\b(?:bills?|rent)\b/, 'the bills have been landing on me', 'Could we set up a standing transfer so it just happens each month?'],
    [/\b(?:guests?)\b/, "there have been a lot of overnight guests lately, and it's my home too", 'Could we agree to give each other a heads-up first?'],
  ];
  const found = habit.find(([re]) => re.test(t));
  const [said, ask] = found ? [found[1], found[2]] : ['[what keeps happening]', 'Could we agree something that works for both of us?'];
  return `${hi(w)}quick thing, no drama: ${said}. ${ask} Happy to do the same.`;
}

/** The correction the member names, said to the one who did it; a [blank] where the words do not say which. */
function correctionOf(text: string): string {
  const audience = /\bin front of (?:the (?:whole )?(?:team|room|client|board)|everyone|our manager|my manager|the boss)\b/.exec(text)?.[0];
  const acts: Array<[RegExp, string]> = [
    [/\b(?:talked|talks|spoke|speaks) over me\b/, 'talked over me'],
    [/\b(?:interrupted|interrupts|cut me off|cuts me off)\b/, 'cut me off'],
    [/\b(?:re-?explained|explained) my\b|\bjumped in\b/, 'explained my point for me'],
    [/\bcontradicted me\b/, 'contradicted me'],
    [/\bcalled me out\b/, 'called me out'],
    [/\bundermined me\b/, 'undermined me'],
    [/\bcorrected me\b/, 'corrected me'],
  ];
  const act = acts.find(([re]) => re.test(text))?.[1];
  return `${act ?? '[what happened]'}${audience && act ? ` ${audience.replace(/\bmy manager\b/, 'our manager')}` : ''}`;
}

/** What the shared work is, as the member names it ("the pitch", "the board presentation"); null when unnamed. */
function sharedWork(text: string): string | null {
  const to = /\bpresent(?:ing)? (?:together )?to (?:the |a |our )?(board|client|team|execs|investors)\b/.exec(text);
  if (to) return `the ${to[1]} presentation`;
  // A noun with its article ("the pitch", "our demo"): "I talk way too much" names no talk.
  if (/\bpitch(?:ing)? to (?:a |the |our )?client\b/.test(text)) return 'the client pitch';
  const m = /\b(?:the|a|our|this|my|his|her|their) (?:client |team |board |quarterly |big )?(pitch|presentation|all-?hands|talk|demo|workshop|keynote|board meeting|offsite|review|webinar)\b/.exec(text) ?? /\b(pitch)ing\b/.exec(text);
  return m ? `the ${m[1]}` : null;
}

function shareDraft(ctx: CoachContext, s: Situation, w: Who, day: string | null): string {
  const what = sharedWork(s.text);
  const lead = `${hi(w)}${what ? `for ${what}` : 'one thought on dividing this up'}: `;
  const before = day ? ` before ${day}` : '';
  return memberPrepares(ctx, s)
    ? `${lead}could we split it so I take the parts that need preparing and you take the parts that need a quick mind in the room? If we agree the order and the hand-overs${before}, I'll have my part ready and you keep the room to improvise yours.`
    : `${lead}could we split it so you take the parts that can be prepared (the structure, the figures, the slides) and I take the parts that happen live in the room? If we agree the order and the hand-overs${before}, you'll know exactly when you're on, and I'll cover the questions.`;
}

function partsFor(ctx: CoachContext, s: Situation): Parts {
  const w = whoOf(s.who, s.kind.startsWith('work') ? 'your colleague' : s.kind.startsWith('family') ? 'your family' : 'them');
  const day = dayOf(s);
  const event = s.event;
  switch (s.kind) {
    case 'work_share':
      return {
        lead: `Splitting a shared piece of work by how each of you works best is the fairest way to do it${day ? `, and ${day} gives you a fixed point to plan back from` : ''}.`,
        steps: [
          'Divide it by strength, not by halves: the one who prepares takes the parts that need to be exact (the structure, the figures, the opening); the one who improvises takes the parts that move (examples, questions, the hand-overs).',
          `Agree the running order and who says which part in one short session${day ? ` a day or two before ${day}` : ''}, then each of you owns your part fully.`,
          'Rehearse the hand-overs only, not every word: two or three clear cues are what keep a shared talk smooth.',
        ],
        draft: shareDraft(ctx, s, w, day),
        close: 'Would you like help deciding which parts suit which of you?',
      };
    case 'work_corrected':
      if (s.byMe === 'witness')
        return {
          lead: `Backing up someone who keeps being talked over works best in the moment and quietly, so it reads as support, not a rescue.`,
          steps: [
            `In the meeting, hand the floor back: "I'd like to hear the rest of ${w.connection || w.greet ? w.ref : 'their'}${w.connection || w.greet ? "'s" : ''} point."`,
            `Credit ${w.they === 'they' ? 'their' : w.they === 'he' ? 'his' : 'her'} ideas by name when they come up again ("building on what ${w.ref} said…").`,
            `Check in with ${w.ref} privately before doing more: ask whether ${w.they} wants backing up, and how.`,
          ],
          draft: `${hi(w)}I've noticed you getting talked over in meetings, and it's not okay. Would it help if I hand the floor back to you when it happens, or would you rather I left it to you?`,
          close: 'Would you like words for the meeting itself?',
        };
      if (s.byMe === true)
        return {
          lead: `Stepping in to rescue someone in front of others can read as speaking for them, even when it helped. It's repairable, and best repaired soon and in private.`,
          steps: [
            `Go to ${w.ref} on your own, briefly: name what you did and its effect, without explaining your intentions at length.`,
            `Ask how ${w.they === 'they' ? 'they' : w.they} would like you to step in next time: a question to ${w.they === 'he' ? 'him' : w.they === 'she' ? 'her' : 'them'} ("do you want to take that one?") instead of an answer for ${w.they === 'he' ? 'him' : w.they === 'she' ? 'her' : 'them'}.`,
            'Give credit where the audience saw it: a line in the follow-up or the next meeting that the work was theirs.',
          ],
          draft: `${hi(w)}about the meeting: when I jumped in to explain your point, I think it came across as me speaking for you, and I'm sorry. Your work was good. Next time I'll ask you first. Does that sound okay?`,
          close: 'Would you like it shorter, or said more lightly?',
        };
      return {
        lead: `Being corrected in front of others stings more than the correction itself. It's worth raising, soon and in private.`,
        steps: [
          `Raise it with ${w.ref} privately and calmly, with the one moment and one ask.`,
          'Leave out what you think they meant; say what it did ("it made it look like I didn\'t know my own work").',
          'Agree a small signal for next time, so help in a meeting looks like support rather than a takeover.',
        ],
        draft: `${hi(w)}about the meeting: when you ${correctionOf(s.text)}, it made it look like I didn't know my own work.${/\b(?:help|helping|meant well)\b/.test(s.text) ? ' I know you meant to help.' : ''} Next time, could you ask me first, or let me finish?`,
        close: 'Would you like it softer, or more direct?',
      };
    case 'work_deadline': {
      // Once or again and again, as the member tells it: a single move is never called "a few times now".
      const again = /\b(?:again|second time|third time|\d+(?:st|nd|rd|th)? times?|(?:two|three|four|five) times|keeps?|every (?:time|sprint|month))\b/.test(s.text);
      const by = /\b(?:up|forward|in|earlier) (?:by )?((?:a|one|two|three|four|\d+) (?:days?|weeks?|months?))\b/.exec(s.text)?.[1];
      if (!again)
        return {
          lead: `A date pulled in without asking is worth going back on, early and with facts: saying what it takes is part of doing the job well, not failing at it.`,
          steps: [
            'Bring what you found, not an apology: what the new date needs, and what you tried to make it fit.',
            'Offer choices rather than a flat no: the new date with less in it, the full scope on a later date, or help from someone else.',
            'Ask for a short conversation soon; the earlier it is raised, the more options there are.',
          ],
          draft: `${hi(w)}could we find ten minutes this week about the new date? I've worked through the plan${by ? ` with it ${by} earlier` : ''}, and as it stands it doesn't fit without something giving. I'd like to agree with you what we keep, what moves, or what help we bring in, so the date we commit to is one we can hit.`,
          close: 'Would you like it shorter, or firmer?',
        };
      return {
        lead: `A deadline moved once is a change; moved again and again without a reason is a pattern, and naming the pattern calmly is not whining.`,
        steps: [
          'Bring facts, not feelings: the dates it moved, and what each move cost (work that had to slip, evenings, quality).',
          'Ask for the reason and for notice: "What changed, and could I know as early as possible next time?"',
          'Offer a trade rather than a refusal: the new date with less scope, or the old scope with the old date.',
        ],
        draft: `${hi(w)}could we find ten minutes this week? The deadline has moved forward a few times now, and each time something else has to give. I want to hit the dates that matter, so could we talk about what's driving the changes and how much notice I can expect? If the new date stands, I'd suggest we agree what can drop to keep the quality.`,
        close: 'Would you like it shorter, or firmer?',
      };
    }
    case 'work_credit':
      return {
        lead: 'Having your work presented as someone else\'s is worth raising: quietly, once, with one example.',
        steps: [
          `Talk to ${w.ref} privately first, with the one example and a plain ask.`,
          'Make your work visible in writing from now on: a short summary e-mail after meetings, your name on the documents.',
          'If it happens again after you asked, take the pattern to whoever assigns the work, with the dates.',
        ],
        draft: `${hi(w)}in the meeting, an idea of mine came across as yours. I'm sure it wasn't meant that way, but it matters to me that my work is seen. Next time, could you say where it came from?`,
        close: 'Would you like a softer or a firmer version?',
      };
    case 'work_opt_out':
      return {
        lead: 'You can skip a team event without looking antisocial: decline the activity, not the people.',
        steps: [
          'Say no early and briefly, with no long excuse: the shorter it is, the less it invites a debate.',
          'Offer something you would enjoy instead, such as joining for the lunch or drinks before or after, or a coffee with the team that week.',
          'If these events come up often, suggest a mix of formats to whoever organises them; you will not be the only one who would like a choice.',
        ],
        draft: `${hi(w)}I'm going to sit ${event ? `out the ${event}` : 'this one out'} this time. It's not really my thing, but I'd love to join for a drink or a bite afterwards. Have fun!`,
        close: 'Would you like a version for your manager rather than the group?',
      };
    case 'friend_event':
      return {
        lead: `A friend's event that has grown beyond what you can afford${s.amount ? ` (${s.amount} is a lot)` : ''} is a money question, not a friendship one, and a good friend would rather hear it now than later.`,
        steps: [
          `Tell ${w.ref} soon and directly, not through the group chat: the earlier, the easier it is to plan around.`,
          'Give the real reason in one sentence, without a long apology; money is a reason people understand.',
          'Offer what you can do: join for one evening, the day itself, or a small thing of your own to celebrate them.',
        ],
        draft: `${hi(w)}I've been putting off saying this because I was so excited when I said yes: money's much tighter than I thought, and I can't do ${event ?? 'it'} after all. I'm really sorry to change my answer. I'd still love to celebrate you, so could I join for one part, or take you out before? You matter more to me than the trip.`,
        close: 'Would you like it shorter, or a version for the group chat?',
      };
    case 'family_event':
      if (/\bhost\w*|\bat (?:mine|ours|our (?:new )?place)\b|\bmake it nice\b|\bcomfortable\b/.test(s.text))
        return {
          lead: `Hosting${event ? ` ${event}` : ''} so a quieter guest enjoys it is mostly about giving them a way to take part without being on show all day.`,
          steps: [
            `Give ${w.ref} a small job (the drinks, the dessert, the playlist): a role makes a crowded room easier than small talk.`,
            'Have one quiet room or a walk planned that anyone can slip off to, and say so casually, so going there needs no explaining.',
            `Going quiet late in the day is often tiredness, not unhappiness; a private word ("glad you came") means more than drawing ${w.they === 'he' ? 'him' : w.they === 'she' ? 'her' : 'them'} back into the crowd.`,
          ],
          draft: `${hi(w)}really looking forward to having you${event ? ` for ${event}` : ''}. It'll be busy, so if you want a breather at any point, there's a quiet room that's yours, no need to ask. And if you fancy a job, I'd love a hand in the kitchen.`,
          close: 'Would you like a short message to send beforehand, or ideas for the day itself?',
        };
      return {
        lead: `${event ? `${event} with family goes` : 'Family events go'} better when what you need is settled before the day, not negotiated on it.`,
        steps: [
          `Tell ${w.ref} early what you can do and what you can't, in one clear sentence, and say what you're looking forward to.`,
          'Offer a shape rather than a refusal: the days you will come, the part of the day you will host, the job you will take.',
          'Give quieter people a role and a place to step away to: a job in the kitchen or a walk is a gift, not a rejection.',
        ],
        draft: `${hi(w)}I've been thinking about ${event ?? 'the plans'}, and I really want it to go well. ${s.limit ? `I can come for ${s.limit}, but not the whole time` : "I can do part of it, but not all of it"}. I know that's less than you hoped, and I'm telling you early so we can plan it well together.${w.greet && Object.values(FAMILY_GREETING).includes(w.greet) ? ' Love you.' : ''}`,
        close: 'Would you like it warmer, or shorter?',
      };
    case 'family_load':
      return {
        lead: 'Being the one who always organises is common for the eldest, and it is not a law: it stays that way because it works for everyone but you.',
        steps: [
          'Pick one thing to hand over, not everything: the next birthday, or one of the appointments.',
          'Ask each sibling for one named job with a date, not for "more help".',
          'Let a handed-over job be done their way, or it comes straight back to you.',
        ],
        draft: loadDraft(s),
        close: 'Would you like a version for one sibling rather than the group?',
      };
    case 'housemate':
      return {
        lead: `With a housemate, a light word now beats a big talk later, and it doesn't need a confrontation.`,
        steps: [
          'Say it once, plainly and with a smile, at a calm moment rather than when it has just happened.',
          'Offer a system rather than a complaint: a shelf of your own, a shared list, or a rule for borrowing.',
          'If it keeps happening, say the pattern and the ask again, a little firmer; that is not being difficult.',
        ],
        draft: housemateDraft(s, w),
        close: 'Would you like it lighter, or firmer?',
      };
    case 'unreliable_yes':
      return {
        lead: `When someone says yes and then cancels, ask for a real answer by a set time, so a no comes early instead of the night before.`,
        steps: [
          'Say what you need and by when, with the date.',
          'Make no an acceptable answer, out loud: people cancel late when saying no early feels impossible.',
          'Ask for a yes or no by a day that leaves you time to plan something else.',
        ],
        draft: `${hi(w)}could you let me know${day ? ` about ${day}` : ''} whether you can help? I need a real answer this time: a no is completely fine, but I need to know a few days ahead so I can sort something else if you can't. Can you let me know?`,
        close: 'Would you like it friendlier, or more direct?',
      };
  }
}

export function everydayReply(ctx: CoachContext, s: Situation): string {
  const p = partsFor(ctx, s);
  const known = betweenYou(ctx, s);
  // A name the member gives for someone off Attune: said once, so no one wonders whose results these are.
  const outsider = s.who?.kind === 'outsider' && s.who.name ? `${s.who.name} isn't one of your connections on Attune, so this is about the situation itself.` : null;
  return [
    ...(outsider ? [outsider] : []),
    p.lead,
    ...(known ? [known] : []),
    p.steps.map((x) => `- ${x}`).join('\n'),
    ...(p.draft ? [`${s.wantsWords ? 'Words you could send' : 'If you want words for it'}:\n\n"${p.draft}"${/\[[^\]]+\]/.test(p.draft) ? '\n\nFill in the parts in brackets with your own details.' : ''}`] : []),
    p.close,
  ].join('\n\n');
}
