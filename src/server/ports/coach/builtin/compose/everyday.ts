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
        draft: `${hi(w)}for the presentation: could we split it so I take the parts that need preparing and you take the parts that need a quick mind in the room? If we agree the order and the hand-overs${day ? ` before ${day}` : ''}, I'll have my part ready and you keep the room to improvise yours.`,
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
        draft: `${hi(w)}about the meeting: when you explained my point for me in front of everyone, it made it look like I didn't know my own work. I know you meant to help. Next time, could you ask me first, or let me finish?`,
        close: 'Would you like it softer, or more direct?',
      };
    case 'work_deadline':
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
        draft: `Hi all, I've been organising our family get-togethers for years and I'm running on empty. Could each of you take one thing for the next one? I'll still do my share, but I can't carry all of it any more. Who'll take what?`,
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
        draft: `${hi(w)}quick thing, no drama: my food keeps disappearing, and I need it to stay mine. Could we each keep a shelf, and ask if we want to borrow something? Happy to do the same.`,
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
