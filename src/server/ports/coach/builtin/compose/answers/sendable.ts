/**
 * Words to send, written from the situation as read (read/send.ts, decision 092): one message in the member's voice,
 * addressed to the person by what the member calls them, in the register of the relationship (no endearments to a
 * colleague, a cousin or a boss), carrying the facts as given; where the event cannot be read, a clear [blank]
 * instead of pasted words. One line before it saying why it is shaped so, nothing after but a note on a blank.
 */
import { assignedWork, scheduledTime } from '../../read/defining.js';
import type { CoachContext } from '../../../context.js';
import { calledIn, typeOf } from '../../read/people.js';
import { readSend, type SendRead } from '../../read/situation.js';
import { lower } from '../../read/text.js';
import { apologyExtras, brokenClause, grievance } from './drafts.js';
import { capitaliseDays } from './messages.js';
import { CHANGING } from '../../read/send-parts.js';
import { exitDraft, feedbackDraft, inviteDraft, repairDraft, supportDraft } from './sendable-care.js';


/**
 * Taking back a yes: sorry first, the promise named, what changed in the member's words when they said it, and another
 * time offered. What was asked is a verb phrase ("help repaint your kitchen") or a thing to come to ("a party").
 */
function backOut(b: NonNullable<SendRead['backedOut']>): { lead: string; text: string } {
  const what = capitaliseDays(b.what.replace(/\bsat\b/i, 'Saturday').replace(/\bsun\b/i, 'Sunday'));
  const promise = /^(?:a|an|the|my|your|our|their|his|her)\b/i.test(what) ? `I'd come to ${what}` : `I'd ${what}`;
  const since = b.since && !brokenClause(b.since) ? `, but ${b.since}` : '';
  return {
    lead: 'Own the yes you gave, say it early, and offer another time in the same message:',
    text: `I'm really sorry. I know I said ${promise}${since}, and I can't do it after all. I hate letting you down. Could we find another day that works for you?`,
  };
}

function greet(r: SendRead): string {
  const called = calledIn(r.to);
  const close = ['couple', 'crush', 'friend'].includes(typeOf(r.to) ?? '') && !r.work;
  return `${close ? 'Hey' : 'Hi'}${called ? ` ${called}` : ''},`;
}

/** The day and time given, as one phrase (" on Thursday at 8"), leaving out what the clause already says. */
function when(r: SendRead, skip = ''): string {
  const low = skip.toLowerCase();
  const hasTime = r.facts.times.some((t) => low.includes(t.toLowerCase()));
  const day = r.facts.days.find((d) => !low.includes(d.toLowerCase()));
  const time = hasTime ? undefined : r.facts.times.find((t) => !low.includes(t.toLowerCase()));
  const d = day ? (/^(?:tonight|tomorrow|next |this |the )/i.test(day) ? ` ${day}` : ` on ${day}`) : '';
  const t = time ? (/^at /i.test(time) ? ` ${time}` : /[–-]/.test(time) ? ` from ${time}` : ` at ${time}`) : '';
  return `${d}${t}`;
}

/** A clause the draft may carry: it reads as words, not as a pasted fragment. */
const usable = (s: string | null): s is string => !!s && s.trim() !== '' && s.split(/\s+/).length >= 2 && !brokenClause(s) && !/\b(?:write|draft|help me|can you|how do i|what do i)\b/i.test(s);
const close = (r: SendRead) => !r.work && ['couple', 'crush', 'friend', 'family'].includes(typeOf(r.to) ?? 'friend');
const lowerI = (s: string) => (/^I\b/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

function body(r: SendRead, ctx?: CoachContext): { lead: string; text: string } {
  const partner = typeOf(r.to) === 'couple';
  const count = r.count ? ` That's ${r.count.replace(/ now$/, '')} now.` : '';
  switch (r.act) {
    case 'apology': {
      // "I sent an emoji" to a warm message: the sorry is for how little it was.
      const wrong = usable(r.theirs) ? r.theirs.replace(/^I sent (a|an) (?=thumbs|emoji|one)/, 'I only sent $1 ') : null;
      const extra = apologyExtras(r.story ?? '');
      const said = wrong ? `${wrong}${when(r, `${wrong} ${extra.plan ?? ''}`)}` : 'about [what happened]';
      const story = lower(r.story ?? '');
      // Not the first time (round 18: a sister's birthday missed a third time): the pattern is owned, and the fix is
      // something the member does before sending, so the promise in the words is already true.
      const repeat = !r.work && /\b(?:again|keeps? happening|(?:second|third|fourth|fifth|2nd|3rd|4th) time|every (?:year|time)|(?:two|three|four|\d) times)\b/.test(story);
      // "She said 'don't bother'": one message that asks for nothing, then room.
      const space = /\b(?:don'?t bother|leave me alone|don'?t (?:text|call|contact|message) me|need(?:s)? (?:some )?space|not (?:talking|speaking) to me)\b/.test(story);
      const birthday = /\b(?:birthday|bday)\b/.test(story);
      const own = r.work
        ? "That's on me, and I'll make sure it doesn't happen again."
        : repeat
          ? `I know it isn't the first time, and another sorry on its own doesn't mean much. ${birthday ? "Your birthday is in my calendar now, with a reminder the week before, so it won't happen again." : "I've changed how I keep track, so it won't happen again."}`
          : "There's no excuse, and I'm not going to make one.";
      const mend = r.work ? 'Is there anything I can do to put it right?' : space ? "You don't need to reply. I'll be here whenever you want to talk." : extra.plan ? `Could we get ${extra.plan} back on this week?` : partner ? 'Let me make it up to you. Can I take you out this week, my plan, my treat?' : "I'd really like to make it up to you, whenever you're ready.";
      const lead = repeat
        ? `Before you send it, ${birthday ? 'put the birthday and a reminder in your calendar' : 'change the thing that let it happen'}, so the promise in it is already true. Then one message that owns the pattern${space ? ' and asks for nothing back, since they asked you not to bother' : ''}:`
        : space ? 'They asked for space, so one message that asks for nothing back, then leave it with them:' : 'An apology that names what you did and asks for nothing back:';
      return { lead, text: `I'm sorry ${said}. ${extra.behind ?? own} ${mend}` };
    }
    case 'owed': {
      const did = usable(r.theirs) ? r.theirs : 'you [what happened]';
      const want = r.inPerson ? "I'd like to hear you say sorry in person, without any drama. Could we meet up this week?" : "I'd like to hear you say sorry, and to talk it through. Can we?";
      return { lead: 'Say what happened and what you need, without a verdict on them:', text: `${cap(did)}, and it hurt.${count} ${want}` };
    }
    case 'hurt': {
      const did = usable(r.theirs) ? r.theirs : 'you [what happened]';
      // "I felt hurt" only where the member said so; "annoyed" or "not OK" is said without a feeling word.
      const opening = r.felt ? `I felt hurt when ${did}.` : `${cap(did)}.`;
      const middle = r.short ? '' : r.felt ? " It mattered to me, and I'd rather tell you than let it sit." : " I don't want to make it a big thing, but it's not OK with me.";
      return { lead: 'Name it once, plainly, and ask for the change:', text: `${opening}${count}${middle} Can we talk about it?` };
    }
    case 'decline': {
      if (r.backedOut) return backOut(r.backedOut);
      const thing = usable(r.thing) ? r.thing : null;
      // Thanks for an invitation only where there was one: "I can't come to your housewarming" was not asked for.
      const thanks = thing && r.keeps ? `Thanks for always asking me ${/^(?:to|if|for) /.test(thing) ? thing : `to ${thing}`}, I do appreciate it. ` : thing ? `Thanks for asking me ${/^(?:to|if|for) /.test(thing) ? thing : `to ${thing}`}. ` : r.invited || !usable(r.ask) ? 'Thanks for asking me. ' : '';
      // The member's own "I can't …" is the no when they said it; else a plain one in the relationship's register.
      // A social invitation (drinks, a party, a night out) is declined with a smaller thing offered in its place; one
      // that keeps coming is answered for good, so the person is not asked to keep hearing no.
      const social = /\b(?:drinks|pub|party|parties|night out|nights out|happy hour|karaoke|clubbing|social|outing|bar|dinner|brunch|bbq|gathering)\b/.test(`${r.thing ?? ''} ${r.story ?? ''}`);
      const many = /s$/.test((r.thing ?? '').trim());
      const no = usable(r.ask) ? r.ask : r.keeps ? (many ? "they're not really my thing, so I'll mostly sit them out" : "it's not really my thing, so I'll sit it out") : r.work ? "I'm going to say no to this one" : "I'm going to pass this time";
      const why = usable(r.reason) ? `: ${lowerI(r.reason)}` : '';
      // The alternative the member offered is the heart of a no like this: it goes in whole, as an offer.
      const offer = !usable(r.offer ?? null) ? '' : /^Could we\b/.test(r.offer!) ? ` ${r.offer!}` : ` But ${lowerI(r.offer!)}${/\b(?:instead|if)\b/.test(r.offer!) ? '' : ' instead'}, if that helps?`;
      const after = r.notAbout
        ? " It's nothing to do with you, I promise."
        : offer
        ? close(r) && !r.short ? " I can't wait to see you." : ''
        : social || r.keeps ? ` ${r.keeps ? `It's nothing to do with ${r.work ? 'the company' : 'you'}, I promise. ` : ''}${r.work ? "Could we grab lunch or a coffee one day next week instead? I'd really like that." : "Could we do something smaller, just us, soon instead? I'd love that."}`
        : r.work ? " I hope it goes well, and I'm happy to help in a smaller way if that's useful." : " It's not about you at all, and I'd love to do something else together soon.";
      const lead = offer ? 'A clear no with your offer in the same breath, so the offer is what stays with them:' : (social || r.keeps) && !r.notAbout ? 'No to the event, yes to the person: a smaller plan in its place is what keeps you from being the one who never comes:' : 'A clear no, warm to the person, with one reason at most:';
      return { lead, text: `${thanks}${thanks && !/^I\b/.test(no) ? cap(no) : no}${why}.${offer}${after}` };
    }
    case 'request': {
      const work = workPattern(r) ?? recurringSlot(r) ?? assignedLoad(r);
      if (work) return work;
      const ask = usable(r.ask) ? r.ask.replace(/^(?:you|to) /, '') : null;
      // "Not more cuddles, you with your phone down": to a partner, warmth first, then what it is and is not.
      if (ask && r.not && !r.work) {
        const warm = /\b(?:affectionate|cuddl\w*|loving|sweet|kind|lovely)\b/.test(r.story ?? '') ? 'I love how affectionate you are, and this isn\'t a complaint.' : partner ? "I love you, and this isn't a complaint." : "I really value you, and this isn't a complaint.";
        return { lead: 'Warm first, then the one thing you are asking for, said as a wish rather than a fault:', text: `${warm} It isn't ${r.not} I'm missing, it's you: could you ${ask}?${/\bphone|screen|laptop|tv\b/.test(ask) ? ' Even an hour like that tonight would mean a lot.' : ' It would mean a lot to me.'}` };
      }
      const need = usable(r.need) ? r.need : null;
      // What they did opens the message only when it went against the member: "you keep buying me things" is no
      // complaint to lead with, "you rewrote my section without asking" is.
      // A boundary ("not my thing") needs what it is about ("you hug everyone at work"), grievance or not.
      const boundaryOn = !!need && /\bnot (?:much of a|my thing)\b/.test(need);
      const context = usable(r.theirs) && (grievance(r.theirs) || boundaryOn) && (r.work || !need || boundaryOn) ? `${r.work ? 'Quick one' : 'Something small'}: ${r.theirs}. ` : '';
      const why = usable(r.reason) && !need && !context.toLowerCase().includes(r.reason.toLowerCase()) ? `${r.reason}. ` : '';
      // A need said to someone close comes with why it is not about wanting less of them.
      const said = need ? (close(r) ? `I love spending time with you, and ${lowerI(need)}. ` : `${cap(need)}. `) : '';
      const boundary = need && /\bnot (?:much of a|my thing)\b/.test(need);
      const question = ask ? `Could you ${ask}?` : boundary ? 'Nothing personal at all, it is just how I am.' : need ? 'Could we find a way that works for both of us?' : context ? `Could we talk it through${r.work && r.upcoming ? ` before ${r.upcoming}` : ''}?` : 'Could you [what you would like them to do]?';
      const thanks = ask ? (r.work ? ' Thanks!' : ' It would make a real difference to me.') : '';
      return { lead: 'One clear ask, with the reason in a line:', text: `${context}${why}${said}${question}${thanks}` };
    }
    case 'move': {
      const m = r.move!;
      return { lead: 'Say the change plainly and early, with the new day in it:', text: `Could we move ${m.what} from ${m.from} to ${m.to}? Sorry for the change, I know it's a pain, so I wanted to tell you now rather than on the day. Does ${m.to} work for you?` };
    }
    case 'invite':
      // A home gathering or one asked for specific carries its details (sendable-care.ts); others stay one line.
      if (r.invite && (r.invite.place || r.invite.specific)) return inviteDraft(r, ctx);
      return { lead: 'An invitation with everything they need to say yes:', text: `Would you like to come to ${r.thing!}${when(r, r.thing!)} with me?` };
    case 'support':
      return supportDraft(r);
    case 'repair':
      return repairDraft(r);
    case 'feedback':
      return feedbackDraft(r);
    case 'exit':
      return exitDraft(r, ctx);
    case 'reply': {
      const q = lower(r.quote ?? '');
      const day = /\btonight\b/.test(q) ? 'Tonight works for me.' : /\bthis week\b/.test(q) ? 'Happy to, when suits you this week?' : 'When suits you?';
      const text = /\b(?:talk|chat|catch up|call)\b/.test(q)
        ? `Of course! ${day} Looking forward to it.`
        : /\b(?:swamped|busy|sorry|mad|hectic)\b/.test(q)
          ? "No worries at all, I hope things calm down soon. Shout when you've got a minute, I'd love to catch up."
          : `Thanks for letting me know! ${day}`;
      return { lead: 'Answer what they said, lightly; no need to show the nerves:', text };
    }
    case 'card': {
      const occ = r.occasion ?? 'birthday';
      const owned = historyLine(r);
      if (owned) return owned;
      const text = occ === 'anniversary'
        ? "Happy anniversary. I'd choose every bit of it with you all over again. Here's to the next one."
        : occ === 'leaving'
          ? "good luck with what's next! I've really enjoyed working with you, and the place won't be the same."
          : r.work
            ? 'Happy birthday! I hope you have a great day and a good year ahead.'
            : 'Happy birthday! I hope this year is a good one, and that today is full of people who love you.';
      return { lead: 'Short and warm is right for a card:', text };
    }
    case 'reconnect': {
      const span = r.reason ? ` ${r.reason.replace(/^a(?:bout a)? year ago$/, 'for about a year')}` : '';
      const opener = r.occasion === 'birthday' ? 'Happy birthday! ' : '';
      return { lead: 'Own the silence in one line and leave them free to answer or not:', text: `${opener}I know I went quiet on you${span}, and that's on me, not you. I've missed you, and I'd love to hear how you are. No pressure to reply.` };
    }
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A pattern at work raised with a manager or colleague: the facts of the pattern, what it costs, and a proposal, in a
 * plain register (never "it hurt"). Null when the story is no pattern of changes the member can propose a fix for.
 */
function workPattern(r: SendRead): { lead: string; text: string } | null {
  if (!r.work || !usable(r.theirs) || !CHANGING.test(r.theirs)) return null;
  const story = r.story ?? '';
  const said = patternSaid(r.theirs);
  const period = /\b(?:in|over) (?:the (?:last|past) )?((?:two|three|four|a few|\d+) (?:weeks|days|months))\b|\bthis (month|week)\b/.exec(story);
  const within = period ? (period[1] ? ` in ${period[1]}` : ` this ${period[2]}`) : '';
  const count = r.count ? ` That's happened ${r.count.replace(/ now$/, '')}${within}` : '';
  const impact = usable(r.impact ?? null) ? `${count ? ', and ' : ' '}${count ? lowerI(r.impact!) : r.impact!}.` : count ? '.' : '';
  const proposal = `Could we agree that changes to ${said.thing} come with at least two days' notice where possible, or do a quick check on priorities at the start of each week? That way I can plan properly around them.`;
  return {
    lead: 'Factual and solution-first: the pattern, what it costs the work, and one proposal, with no complaint in it:',
    text: `Could I raise something small about ${said.thing}? ${said.text}.${count}${impact} ${proposal}`.replace(/\.\./g, '.'),
  };
}

/** A project handed over on top of a full week: not a refusal but a question of what moves (read/defining.ts). */
function assignedLoad(r: SendRead): { lead: string; text: string } | null {
  const story = r.story ?? '';
  if (!r.work || !assignedWork(story)) return null;
  const count = /\b(\d+|two|three|four|five) deadlines?\b/i.exec(story)?.[1];
  const load = count ? `I have ${count} deadlines this week` : 'My plate is full this week';
  return {
    lead: 'Not a flat no but a question of priorities, so the choice of what slips is theirs to make with you:',
    text: `${load}, and I want to do them well. If I take on the new project now, one of them would need to move. Which would you like me to put first, or could the new one start next week?`,
  };
}

/**
 * Time someone keeps booking at an hour that eats the member's evening (read/defining.ts, scheduledTime): not a
 * one-off no but a standing change, with the hour and the kind of meeting as the member wrote them.
 */
function recurringSlot(r: SendRead): { lead: string; text: string } | null {
  const story = (r.story ?? '').replace(/['"“”‘’]/g, '');
  if (!r.work || !scheduledTime(story)) return null;
  const at = /\b(\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d)\b/i.exec(story)?.[1];
  const what = /\b((?:quick |short |late |evening |team |weekly )?(?:syncs?|meetings?|calls?|stand-?ups?|check-?ins?|1:1s?|one-?on-?ones?))\b/i.exec(story)?.[1]?.toLowerCase() ?? 'meetings';
  const plural = /s$/.test(what) ? what : `${what}s`;
  return {
    lead: 'A standing change rather than a one-off no: the pattern, what it costs, and the slot you would say yes to:',
    text: `Could I ask about the ${at ? `${at} ` : ''}${plural}? They often run past the end of my day, and I'd like to keep my evenings predictable. Could we move them earlier, or agree a firm end time? I'm happy to send a written update instead when that's quicker.`,
  };
}

/** "you keep moving our team meeting last minute" → "Recently, our team meeting has been moved last minute": the pattern, without "you" as its subject. */
function patternSaid(theirs: string): { text: string; thing: string } {
  const m = /^you (?:keep |always |often )?(chang|mov|shift|push|pull|reschedul|cancel)\w* ((?:the |my |our |your )?(?:[\p{L}-]+ )?(?:deadlines?|dates?|plans?|rota|shifts?|priorities|meetings?|schedule))\b\s*(.*)$/u.exec(theirs);
  if (!m) return { text: `Recently ${theirs}`, thing: 'plans' };
  const done: Record<string, string> = { chang: 'changed', mov: 'moved', shift: 'shifted', push: 'pushed', pull: 'pulled', reschedul: 'rescheduled', cancel: 'cancelled' };
  const thing = m[2]!.replace(/^your /, 'our ');
  const plural = /s$/.test(thing) && !/\bpriorities$/.test(thing) ? true : /\bpriorities$/.test(thing);
  return { text: `Recently, ${thing} ${plural ? 'have' : 'has'} been ${done[m[1]!]}${m[3] ? ` ${m[3]}` : ''}`, thing };
}

/**
 * A card that owns a silence or a distance lightly, with something concrete promised instead of an apology; or, for a
 * long close friendship, says what the person means.
 */
function historyLine(r: SendRead): { lead: string; text: string } | null {
  if (!r.history || r.work) return null;
  if (r.history === 'close') {
    const occ = r.occasion === 'anniversary' ? 'Happy anniversary' : 'Happy birthday';
    return { lead: 'Short, warm and about the two of you:', text: `${occ}! All these years on, you're still one of the first people I want to tell things to. Thank you for being exactly who you are. Here's to another year, and the next dinner is on me.` };
  }
  const family = typeOf(r.to) === 'family';
  const occ = r.occasion === 'anniversary' ? 'Happy anniversary' : r.occasion === 'birthday' || !r.occasion ? 'Happy birthday' : `Congratulations`;
  const owned = r.history === 'silence' ? "I know I'm terrible at keeping in touch, but you're never far from my mind" : `${r.place ? `${r.place} feels` : 'You feel'} too far away some days, but you're never far from my mind`;
  const bond = family ? "and I'm so glad you're my family" : "and I'm so lucky to have you";
  const promise = r.history === 'silence' ? "This year I'm calling more, starting with a proper catch-up this month, and a big hug next time we're in the same city." : 'A proper call this month, and a big hug the next time we\'re in the same city.';
  return { lead: 'Warm, owning the distance in one light line, with a promise you can keep:', text: `${occ}! ${owned}, ${bond}. ${promise}` };
}

/** The money line of an invitation, built from what the member said about cost and who pays. */
function costLine(r: SendRead, message: string): string {
  const thing = r.thing ?? '';
  const cost = r.facts.amounts.find((a) => !thing.includes(a));
  const paying = /\b(?:i'?m paying|i'?ll (?:get|pay|cover)|my treat|on me|i'?ll get (?:hers|his|theirs|yours))\b/i.test(message);
  if (!cost) return paying ? " It's on me." : '';
  return ` It's ${cost}${/each/i.test(cost) || !/\beach\b/i.test(message) ? '' : ' each'}${paying ? ", and it's on me" : ''}.`;
}

/** The whole reply: one line that says why it is shaped so, then the message in quotes. */
export function sendable(ctx: CoachContext, message: string, earlier = '', opts: { short?: boolean } = {}): string | null {
  const read = readSend(message, ctx, earlier);
  if (!read) return null;
  // "Shorter" in the thread re-reads the request that made the draft, as a short one (decide/after-send.ts).
  const r = opts.short ? { ...read, short: true } : read;
  const made = body(r, ctx);
  let text = made.text;
  if (r.act === 'invite') text = `${text}${costLine(r, `${earlier} ${message}`)}${/\b(?:chill|relaxed|low[- ]key|no pressure)\b/i.test(message) ? ' No pressure at all if it is not your thing.' : ''}`;
  // After "Hi Sam," the message goes on in lower case, unless it starts with "I" or a name.
  const opening = /^(?:I\b|I'|[A-Z][a-z]+\b(?! ))/.test(text) && !/^(?:Could|Would|Thanks|Happy|Good|Sorry|Something|Quick|Of|Tonight|When|It|It's|That|This|No)\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
  const draft = capitaliseDays(`${greet(r)} ${opening}`).replace(/\s+/g, ' ').trim();
  // Never send a broken clause: fall back to the earlier answers rather than pasted words.
  if (brokenClause(draft.replace(/\[[^\]]+\]/g, 'it'))) return null;
  const blank = /\[[^\]]+\]/.test(draft);
  // A blank only where the member told no event: a story the reader could not follow is not to be answered with a
  // placeholder for what they already said (the answers after this one ask, or read it their way).
  // An invitation's missing time or dish is a blank on purpose: the member is the host and decides it.
  if (blank && r.act !== 'invite' && `${earlier} ${message}`.trim().split(/\s+/).length > 14) return null;
  // One short offer, so the thread can go on ("shorter", "warmer"); no closing paragraph.
  const offer = r.short ? 'Want it warmer, or is that right?' : 'Want it shorter, or in other words?';
  const blanks = (draft.match(/\[[^\]]+\]/g) ?? []).length;
  return [made.lead, `"${draft}"`, ...(blank ? [blanks > 1 ? BLANKS_NOTE : BLANK_NOTE] : []), offer].join('\n\n');
}

export const BLANK_NOTE = 'Fill in the part in brackets in a few plain words of your own.';
export const BLANKS_NOTE = 'Fill in the parts in brackets in a few plain words of your own.';

/**
 * A reply whose only gap is the one blank this composer marks on purpose (an event it could not read), which decision
 * 082's check for unfilled templates must let through: the member was told what to fill.
 */
export function markedBlank(reply: string): boolean {
  const blanks = (reply.match(/\[[^\]\n]+\]/g) ?? []).length;
  // An invitation may leave its day, time and dish for the host to fill: each a short, plain blank in one message.
  return (reply.includes(BLANK_NOTE) && blanks === 1) || (reply.includes(BLANKS_NOTE) && blanks <= 3 && (reply.match(/\[(?:day|dates|time|dish|what to bring|park|place|cost)\]/g) ?? []).length === blanks);
}
