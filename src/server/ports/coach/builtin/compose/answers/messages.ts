/** Understood answers that draft words in the person's voice: a message, a no, saying one was hurt, asking for something, a reaction, telling them. */
import { LOVE_LANGUAGE_LABELS } from '../../../../../../shared/assessment/labels.js';
import { LoveLanguage } from '../../../../../../shared/assessment/types.js';
import { CoachConnection } from '../../../context.js';
import { Tone } from '../../decide/thread.js';
import { lower } from '../../read/text.js';
import { spokenTo, rolePhrase } from '../../read/understand.js';
import { asAddressee, connectionOf, nameOf, personMeant } from '../../read/people.js';
import { Answer } from './common.js';
import { brokenClause, grievance } from './drafts.js';
import { ownWrong } from '../shared.js';
import { BLANK_NOTE } from './sendable.js';
import { apart } from '../seams.js';

export const DECLINING = /\b(?:can'?t|won'?t|not) (?:make|come|be (?:at|there)|go)\b/i;

/** Sentences about how the message should come across, said to the coach: "I don't want it to sound like a complaint". */
const HOW_IT_SOUNDS = /^(?:i )?(?:don'?t|do not) want (?:it|this|that|him|her|them|\p{L}+) to (?:sound|seem|come across|think|feel|read)\b/iu;

export function draftBody(message: string): string | null {
  // The message is the first sentence that asks for it; a later "I don't want it to sound like a complaint" is about
  // the words, not words to send, and "maybe every other week?" stays with the sentence it belongs to.
  const sentences = message.trim().match(/[^.!?]+(?:[.!?]+|$)/g)?.map((x) => x.trim()) ?? [message.trim()];
  const asks = sentences.findIndex((x) => /\b(?:saying|telling|that says|to say|to tell|asking|to ask|to thank|thanking|about|invit\w*)\b/i.test(x));
  const first = sentences[asks < 0 ? 0 : asks]!;
  if (HOW_IT_SOUNDS.test(first)) return null;
  const text = first.replace(/[?.!]+$/, '');
  const invite = /\b(?:inviting|to invite|invite) (?:\p{L}+ )?(to|for) (.+)$/iu.exec(text);
  if (invite) return capitaliseDays(`Would you like to come ${invite[1]!.toLowerCase()} ${spokenTo(invite[2]!)}? I'd love to see you.`);
  const m = /\b(?:saying|telling (?:\p{L}+ )?(?:that )?|that says|to say(?: that)?|to tell (?:\p{L}+ )?(?:that )?|asking (?:\p{L}+ )?(?:if |whether )?|to ask (?:\p{L}+ )?(?:if |whether )?|to thank (?:\p{L}+ )?|thanking (?:\p{L}+ )?|about )(.+)$/iu.exec(text);
  if (!m) return null;
  // "without once asking what I want" says what they failed to do, not what the message should say.
  if (/\b(?:without|never|not|stop(?:ped)?|no one|nobody)\s+(?:once\s+|even\s+|ever\s+|really\s+)?$/i.test(text.slice(0, m.index))) return null;
  const lead = m[0].toLowerCase();
  const body = spokenTo(m[1]!.trim());
  if (/^(?:to ask|asking)/.test(lead)) {
    const [head, ...context] = m[1]!.trim().replace(/^(?:to |for )/, '').split(/,\s*(?=(?:it'?s|it has|its|we'?ve|i'?ve|they'?ve|since)\b)/i);
    // "asking when …": the question word was read as part of the lead.
    const wh = /^(?:asking|to ask) (when|what|where|why|how|who) /.exec(lead)?.[1];
    const asked = `${wh ? `${wh} ` : ''}${head!.trim()}`;
    // "asking when the boiler will be fixed, it's been 2 weeks": the context first, then the question itself.
    const lead0 = context.length ? `${capitalised(spokenTo(context.join(', ').trim()))} now. ` : '';
    if (/^(?:when|what time|how long|where|why|what|who|how)\b/i.test(asked)) return capitaliseDays(`${lead0}Could you let me know ${spokenTo(asked)}?`);
    // "if she'd host mum's birthday" → "Would you host Mum's birthday?"
    const would = /^(?:if |whether )?(?:he|she|they|you)'d (.+)$/i.exec(asked);
    if (would) return capitaliseDays(`${lead0}Would you ${spokenTo(would[1]!)}?`);
    if (lead0) return capitaliseDays(`${lead0}${questionTo(asked)}`);
    // "asking for one proper evening a week" asks for a thing: "could we have …", never "would you like to one …".
    const before = m[0].slice(0, m[0].length - m[1]!.length);
    if (/\bfor\s*$/i.test(before) || /^for /i.test(m[1]!.trim())) return capitaliseDays(`Could we have ${spokenTo(head!.trim().replace(/^for /i, ''))}?`);
    // "if we're exclusive" (round 23 t05 wrote "Would you like to we're exclusive?"): where two people stand is asked
    // warmly, with the member's own side said first, not as a bare question.
    if (/^(?:if |whether )?(?:we(?:'re| are)? (?:exclusive|official|a thing|together|serious|dating)|this is (?:going )?(?:anywhere|somewhere|serious)|(?:we|she|he|they)(?:'s|'re| is| are) (?:seeing (?:anyone|other people)|exclusive))\b/i.test(asked)) {
      return "I've really liked getting to know you, and I'm not seeing anyone else. I'd like us to be exclusive. How do you feel about that?";
    }
    const we = /^(?:if |whether )?we(?:'re| are) (.+)$/i.exec(asked);
    if (we) return capitaliseDays(`Are we ${spokenTo(we[1]!)}?`);
    // "if he wants to hang out" is their words about them; "to help me move" is the ask itself.
    return /^(?:if |whether )?(?:he|she|they|you) /i.test(asked) ? questionTo(asked) : `Would you like to ${spokenTo(asked)}?`.replace(/Would you like to you /, 'Would you ');
  }
  if (/^(?:to thank|thanking)/.test(lead)) {
    // Blind round 13: "thanking her for the parcel and suggesting a call" is two acts; pasted as one it thanked her
    // for the suggestion. The second act is said as its own sentence, in its own frame.
    const [thanks, act, rest] = /^(.+?),? and (suggest(?:ing)?|propos(?:e|ing)|ask(?:ing)?|invit(?:e|ing)|say(?:ing)?|tell(?:ing)?) (.+)$/i.exec(body)?.slice(1) ?? [];
    const second = act && rest ? secondAct(act.toLowerCase(), rest) : null;
    if (thanks && second) return capitaliseDays(`Thank you ${thanks.replace(/^you /, '')}! ${second}`);
    return `Thank you ${body.replace(/^you /, '')}!`;
  }
  if (/^happy /i.test(body)) return `${body.charAt(0).toUpperCase()}${body.slice(1)}!`;
  if (/^thank/i.test(body)) return `${body.charAt(0).toUpperCase()}${body.slice(1)}.`;
  if (/^sorry/i.test(body)) return `I'm ${body}.`;
  // "I can't make Saturday, and suggest next weekend instead": the suggestion said as one, not as an instruction.
  const parts = /^(.+?),? and (?:suggest(?:ing)?|propose|offer(?:ing)?) (?:we |to )?(.+)$/i.exec(body);
  if (parts) {
    const first = `${capitalised(parts[1]!)}.`;
    const offer = parts[2]!.replace(/\s+instead$/i, '');
    const suggestion = /^(?:next|this|another|a different|the) /i.test(offer) ? `Could we do ${offer} instead?` : `Could we ${offer} instead?`;
    return DECLINING.test(parts[1]!) ? `${first} I'm sorry to miss it. ${suggestion}` : `${first} ${suggestion}`;
  }
  const said = `${body.charAt(0).toUpperCase()}${body.slice(1)}.${/\b(?:will be|is going to be|'ll be|be|running)\b.{0,20}\blate\b/i.test(body) ? ' Sorry for the delay, and thanks for bearing with me.' : ''}`;
  // "I can't come for Christmas": a no to plans says it is missed.
  return DECLINING.test(body) ? `${said} I'm sorry to miss it, and I'll be thinking of you.` : said;
}

const capitalised = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** The latest words the coach suggested sending to `name` in this thread (a quoted line that greets or names them). */
function earlierWords(history: readonly { role: string; content: string }[], name: string): string | null {
  const greets = new RegExp(`^(?:(?:hi|hey|hello|dear) )?${name}\\b`, 'i');
  const said = history.filter((t) => t.role === 'assistant').flatMap((t) => [...t.content.matchAll(/"([^"\n]{60,})"/g)].map((m) => m[1]!));
  return said.reverse().find((q) => greets.test(q)) ?? null;
}

/**
 * What the person wants instead of what keeps happening, as the message's body (blind round 20: "she sent me ANOTHER
 * present (a candle set) … what i actually want is for us to just talk on the phone sometimes. i don't want to sound
 * ungrateful" got a hollow "I've been thinking about you and wanted to say something"). Thanks for a present named
 * first, so the wish reads as more of her, not as a complaint about the gifts.
 */
export function wantedInstead(message: string): string | null {
  const want = /\b(?:what i (?:actually |really |honestly )?(?:want|need|would love|'d love|miss) (?:most )?is|i'?d (?:much |so much )?rather|i would (?:much )?rather)\s+(?:just\s+)?(.+?)(?:[.!?;]|$| but\b| and i\b)/i.exec(message);
  if (!want) return null;
  const wish = spokenTo(want[1]!.trim()).replace(/^(?:that )/i, '');
  if (wish.split(/\s+/).length > 18) return null;
  const present = /\b(?:an?|another|the|these|those)\s+(?:\p{L}+\s+)?(?:present|gift|parcel)s?\b(?:\s*\(([^)]{2,40})\))?/iu.exec(message);
  const thanks = present ? `Thank you for ${present[1] ? `the ${present[1].trim().replace(/^(?:a|an|the)\s+/i, '')}` : 'the present'}, you're so thoughtful. ` : '';
  const far = /\b(?:time difference|time zones?|hours? (?:ahead|behind))\b/i.test(message) ? ' I know the time difference makes it fiddly, so maybe a weekend slot that suits us both?' : '';
  const phrased = /^(?:for (?:us|you|me) to|to)\b/i.test(wish) ? `What I'd love most is ${wish}` : `What I'd love most is ${wish.replace(/^we /i, 'for us to ')}`;
  return `${thanks}${phrased}.${far}`;
}

/** Days people write with a capital: "christmas" → "Christmas". */
export function capitaliseDays(text: string): string {
  // Months too, but not "may", which is as often "I may".
  return text.replace(/\b(christmas|easter|thanksgiving|diwali|eid|hanukkah|new year'?s?|valentine'?s|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|january|february|march|april|june|july|august|september|october|november|december)\b/gi, (d) => d.charAt(0).toUpperCase() + d.slice(1).toLowerCase());
}

/** What a message without its own words is for ("a good luck text before his exam"), and what it then says. */
export const OCCASIONS: Array<{ words: RegExp; body: (what: string | null) => string }> = [
  { words: /\b(?:after|about|since) (?:our|the|that|this|last night'?s?|yesterday'?s?) (?:fight|argument|row|disagreement|falling out)\b|\bmake up with\b/, body: () => "I've been thinking about our argument. I'm sorry for my part in it, and you matter more to me than being right. Can we talk when you're ready?" },
  { words: /\bgood ?night\b|\bsleep well\b|\bbedtime\b/, body: () => "Goodnight! Sleep well, and I'll be thinking of you." },
  { words: /\bgood ?morning\b/, body: () => 'Good morning! I hope today is kind to you.' },
  { words: /\b(?:mother'?s|mum'?s|mom'?s) day\b/, body: () => "Happy Mother's Day! Thank you for everything you do, seen and unseen. I'm so lucky to have you." },
  { words: /\b(?:father'?s|dad'?s) day\b/, body: () => "Happy Father's Day! Thank you for everything you've done for me. I'm so lucky to have you." },
  { words: /\blove (?:note|letter|message|text|poem)\b|\bromantic (?:note|message|text)\b/, body: () => "I love you. I don't say often enough how much you mean to me, and how much better my days are with you in them." },
  { words: /\b(?:sorry|apology|apologi[sz]\w*)\b/, body: () => "I'm sorry. I've been thinking about what happened, and I know I got it wrong. I'd like to make it right." },
  { words: /\b(happy )?(birthday|bday)\b/, body: () => 'Happy birthday! I hope today is full of the people and things you love.' },
  { words: /\banniversary\b/, body: () => 'Happy anniversary! Every year with you is my favourite kind of ordinary, and I would choose it all again.' },
  { words: /\bgood luck\b|\bluck\b/, body: (what) => `Good luck${what ? ` with ${what}` : ''}! You've prepared for this, and I'm cheering for you.` },
  { words: /\bcongrat\w*|\bwell done\b|\bproud of\b/, body: (what) => `Congratulations${what ? ` on ${what}` : ''}! I'm so proud of you.` },
  { words: /\bget well\b|\b(?:sick|ill|unwell|poorly|feeling rough)\b/, body: () => "I'm sorry you're feeling rough. Get well soon, and tell me if I can bring you anything." },
  { words: /\bmiss (?:you|him|her|them)\b|\bthinking of (?:you|him|her|them)\b/, body: () => "I've been thinking about you and I miss you. It would be lovely to catch up soon." },
  { words: /\b(christmas|holidays?|new year|diwali|eid|hanukkah|thanksgiving)\b/, body: () => 'Happy holidays! I hope the days ahead bring you rest and good company.' },
];

/** "before his exam", "for her new job", "on his promotion" → "your exam", "your new job", "your promotion". */
export function occasionObject(message: string): string | null {
  const m = /\b(?:before|for|on|with) ((?:his|her|their|your) [\p{L}' -]{2,30}?)(?:[?.!,]|$| tomorrow| today| tonight| this| next)/iu.exec(message);
  return m ? spokenTo(m[1]!.trim()) : null;
}

/** The warm, light or formal sentence a change of tone adds, and the greeting it uses. */
export const TONES: Record<Tone, { greeting: string; add: string }> = {
  warmer: { greeting: 'Hey', add: "You mean more to me than I say often enough, and I'm grateful you're in my life." },
  lighter: { greeting: 'Hiya', add: "No pressure, no essay needed, a thumbs-up back will do." },
  formal: { greeting: 'Dear', add: 'With warm regards.' },
};

/** What the person calls them, when they named them by a family role ("my mom" → "Mom"). */
export function calledBy(message: string, c: CoachConnection): string {
  const role = rolePhrase(message)?.replace(/^my /, '');
  // "my mum's 60th" is about the member's mum, not what they call the connection they name ("a text to Priya").
  const namedAs = role && new RegExp(`\\bmy ${role},? ${c.firstName}\\b`, 'i').test(message);
  if (c.relationshipType !== 'family' || !role || (!namedAs && (new RegExp(`\\b${c.firstName}\\b`, 'i').test(message) || new RegExp(`\\bmy ${role}'s\\b`, 'i').test(message)))) return c.firstName;
  const called: Record<string, string> = { mom: 'Mom', mum: 'Mum', mother: 'Mum', dad: 'Dad', father: 'Dad', grandma: 'Grandma', grandpa: 'Grandpa', grandmother: 'Grandma', grandfather: 'Grandpa' };
  return called[role] ?? c.firstName;
}

export const draft: Answer = ({ ctx, message, u, variant, tone }) => {
  const c = u.people.connections[0] ?? asAddressee(personMeant(message, ctx));
  if (u.wanted !== 'draft' || !c) return null;
  const text = lower(message);
  const occasion = OCCASIONS.find((o) => o.words.test(text));
  // "I don't want her to think it's about her": the worry is answered in the message, not pasted into it.
  const notAboutThem = /\b(?:don'?t|do not) want (?:him|her|them) to think (?:it'?s|this is|it is) (?:about|because of) (?:him|her|them)\b/i.test(message) ? " It's nothing to do with you, I promise." : '';
  const said = draftBody(message);
  // A holiday or a birthday named in a complaint ("she planned Christmas without asking me") is no greeting to send.
  const complaint = /\b(?:without (?:once |even )?asking|steamroll\w*|hurt|upset|annoyed|angry|fed up|ignored|left out)\b/i.test(message);
  const body = said ? `${capitaliseDays(said)}${notAboutThem}` : complaint ? null : (wantedInstead(message) ?? occasion?.body(occasionObject(message)) ?? null);
  const receives = c.results?.loveLanguageReceiving;
  const warmth: Record<LoveLanguage, string> = {
    words_of_affirmation: 'I really appreciate you.',
    quality_time: "I'd love some proper time with you soon.",
    acts_of_service: 'Let me know if I can take anything off your plate.',
    gifts: 'I saw something today that made me think of you.',
    // Apart (a video call, another city), a hug is sent, not promised for the next minute.
    physical_touch: apart(message) ? 'Sending you a big hug.' : "Can't wait to give you a hug.",
  };
  // Closings fit the relationship: a hug or "I saw something that made me think of you" is not said to a colleague.
  const closers = c.relationshipType === 'professional' ? ['', ' Thanks!', ' Speak soon.'] : ['', receives ? ` ${warmth[receives]}` : '', c.relationshipType === 'couple' ? ' Love you.' : ' Speak soon!'];
  const picked = closers[(variant + 1) % closers.length]!;
  // A closing the message already says ("I really appreciate you") is left off.
  const closing = body && picked && body.toLowerCase().includes(picked.trim().toLowerCase().replace(/^i really /, 'i ').replace(/[.!]$/, '')) ? '' : picked;
  const name = calledBy(message, c);
  const greeting = tone ? TONES[tone].greeting : ['Hey', 'Hi', 'Hello'][variant % 3];
  const toned = tone ? ` ${TONES[tone].add}` : '';
  // Someone off Attune with no name to greet ("your daughter") is greeted without one.
  // Nothing to read in this message, but the thread already holds words for them ("ok write the email" after a
  // suggested message, round 20): those words, not a hollow greeting.
  const earlier = body ? null : earlierWords(ctx.history, c.firstName);
  if (earlier) return [`Here it is, ready to send${/\bemail\b/i.test(message) ? ' as an email' : ''}:`, `"${earlier}"`, 'Want it shorter, or in a different tone?'].join('\n\n');
  const sent = body ? (UNNAMED.test(name) ? `${greeting}! ${body}${toned}${closing}` : `${greeting} ${name}${tone === 'formal' ? ',' : '!'} ${body}${toned}${closing}`) : null;
  const intro = tone ? `Here it is ${tone === 'warmer' ? 'warmer' : tone === 'lighter' ? 'lighter' : 'more formal'}, still in your own voice:` : `Here's a message you could send ${c.firstName}, in your own voice:`;
  return [
    sent ? intro : `Here's a start for a message to ${c.firstName}; tell me what it should say and I'll fit it:`,
    `"${sent ?? `${greeting} ${name}, I've been thinking about you and wanted to say something.${closing}`}"`,
    receives ? `${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[receives]}**, so ${receives === 'words_of_affirmation' ? 'a specific kind word in it will land well' : receives === 'quality_time' ? 'offering time together will mean a lot' : receives === 'physical_touch' && apart(message) ? 'save a proper hug for the next time you are together' : 'a small gesture to follow it up will mean more than the words alone'}.` : 'Keep it short and specific: it reads as more sincere.',
    tone ? 'Want it shorter, or another tone?' : `Want it ${ctx.person.results?.evidence.axes[2]?.letter === 'T' ? 'warmer' : 'shorter'}, or in a different tone?`,
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ saying no, being hurt, asking

/** "she asks me to host Christmas" → what the request is, as a short phrase. */
export function requestOf(message: string): string | null {
  const m = /\b(?:asks?|wants?|expects?|needs?|invites?|invited) (?:me|us) (to|for)\s+(.+?)(?:[?.!,;]|$| without| but| and i)/i.exec(message);
  if (!m) return null;
  const what = spokenTo(m[2]!.trim());
  // "wants us for Thanksgiving", "invited me to your party": a place to come to; "asks me to host": a thing to do.
  return m[1]!.toLowerCase() === 'for' || /^(?:the|a|an|your|my|our)\b/i.test(what) || /^\p{Lu}/u.test(what) ? `come ${m[1]!.toLowerCase()} ${what}` : what;
}

/** A stand-in for someone off Attune who has no name to greet them by ("your daughter", "a guy from the gym"). */
const UNNAMED = /^(?:your|a|an|someone)\b/;

export const refusal: Answer = ({ message, u }) => {
  const c = u.people.connections[0];
  // "Tell Jordan I can't make it Friday": the member's own words, worded by tellThem.
  if (u.direction !== 'refusing' || !c || DECLINING.test(TELL.exec(message)?.[1] ?? '')) return null;
  const asked = requestOf(message)?.replace(/^(?:me|us) /, '');
  const topic = u.topic;
  const cannot = asked ? `I can't ${asked} this time` : topic?.id === 'money' ? "I can't lend money right now" : topic?.id === 'holidays' ? "I can't make it for the holidays this year" : "I can't make it this time";
  return [
    `Saying no to ${c.firstName} kindly is about being clear on the no and warm about the person. Here is a way to put it:`,
    `"${c.firstName}, thank you for thinking of me. ${cannot}, and I wanted to tell you early. ${topic?.id === 'holidays' ? 'Could we find another day over the holidays to get together?' : 'Could we find something else that works for both of us?'}"`,
    [
      '- Say it early and plainly; a vague "maybe" is harder on both of you.',
      '- Give one honest reason if you like, but no long list: reasons invite debate.',
      '- Offer what you can do instead, so the no is about the plan, not about them.',
      ...(topic ? [`- ${topic.tip}`] : []),
      ...(c.results?.loveLanguageReceiving ? [`- ${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[c.results.loveLanguageReceiving]}**: pair the no with a little of that.`] : []),
    ].join('\n'),
    'Would you like a shorter version you could send as a message?',
  ].join('\n\n');
};

/** What the other person did, said back to them: "Sam forgot my birthday" → "you forgot my birthday". */
export function whatTheyDid(message: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\b\\s+(.+?)(?:,|\\.|\\?|!|$| and (?:i|now|hasn|won|never))`, 'i').exec(message);
  if (!m) return null;
  return `you ${m[1]!.replace(/\b(me|my)\b/gi, (w) => w.toLowerCase())}`;
}

/** Where the message says what was done to the person ("at me", "my birthday", "hurt me"). */
export const DONE_TO_ME = /\b(?:to me|at me|on me|me down|hurt me|my feelings|my birthday|my anniversary|ignor\w* me|forgot|hasn'?t apologi[sz]ed|won'?t apologi[sz]e|never apologi[sz]es|left me|blew me off|stood me up|lied to me|cheated)\b/i;

export const hurt: Answer = ({ message, u }) => {
  const c = u.people.connections[0];
  if (u.direction !== 'hurt' || !c) return null;
  // Only when the named person is the one who did it: "he yelled at me, Sam never does that" is not about Sam.
  const named = message.toLowerCase().indexOf(c.firstName.toLowerCase());
  const done = DONE_TO_ME.exec(message)?.index ?? -1;
  if (named < 0 || done < named) return null;
  // Only what they did against the member, read as a clause, goes after "I felt hurt when": "you on my team is kind of
  // a mystery to me" is no event, and where the member did the wrong first ("after I cancelled") the hurt is not theirs to name.
  // "How much his friendship means to me" is thanks, not a hurt: "to me" alone does not make a grievance.
  const thanks = appreciation(message, c.firstName);
  if (thanks) return thanks;
  if (ownWrong(message)) return null;
  const read = whatTheyDid(message, c.firstName);
  const did = read && grievance(read) && !brokenClause(`I felt hurt when ${read}.`) ? read : null;
  // Without a wrong read, a hurt the member names ("he hurt my feelings") gets a marked blank for what happened;
  // a person described ("is kind of a mystery to me") gets no hurt answer at all.
  if (!did && !/\b(?:hurt|upset|sad|gutted|stung|let me down|my feelings)\b/i.test(message)) return null;
  const topic = u.topic;
  return [
    `That sounds painful. When ${c.firstName} has hurt you, it helps to say how it landed, without attacking, so ${c.firstName} can hear it. Something like:`,
    `"${c.firstName}, I felt hurt when ${did ?? '[what happened]'}. ${topic?.id === 'birthday' ? 'Days like that matter to me because they show I matter to you.' : 'It mattered to me, and I would like us to talk about it.'} Can we talk about it tonight?"`,
    ...(did ? [] : [BLANK_NOTE]),
    [
      '- Start with "I felt", not "you always": it keeps the conversation open.',
      '- Say what you need now (an apology, a plan for next time, or simply to be heard).',
      ...(topic ? [`- ${topic.tip}`] : []),
      ...(c.results?.relationshipType === 'avoidant' ? [`- ${c.firstName}'s attachment style is Avoidant, so a calm, short conversation with a clear end works better than a long one.`] : []),
    ].join('\n'),
    'Would you like help with what to say if they get defensive?',
  ].join('\n\n');
};

/** "I want to tell Jordan how much his friendship means to me": thanks said plainly, with what it is for. */
const MEANS = /\bhow much (?:(?:his|her|their) )?(\p{L}+(?: \p{L}+)?) means? to me\b|\b(?:tell|show) (?:\p{L}+ )?(?:that )?(?:i (?:appreciate|value) (?:him|her|them)|(?:he|she|they) (?:means?|matters?) (?:a lot|so much|everything) to me)\b/iu;

function appreciation(message: string, name: string): string | null {
  const m = MEANS.exec(message);
  if (!m) return null;
  const what = m[1] && !/^(?:he|she|they|it)$/i.test(m[1]) ? `your ${m[1].toLowerCase()}` : 'you';
  return [
    `It doesn't need to be eloquent: plain and specific is what lands. You could say:`,
    `"${name}, I'm not great at saying this kind of thing, so I'll keep it simple: ${what} ${what === 'you' ? 'mean' : 'means'} a lot to me, and I'm really glad you're in my life."`,
    '- Add one moment you remember ("when you drove over the night I moved"): one real example says more than any adjective.\n- Say it by message if that is easier; the words count either way.',
    'Would you like it shorter, or lighter?',
  ].join('\n\n');
}

/**
 * The second act of a request that does two ("thanking her for the parcel and suggesting a call"), as a sentence to
 * them: a suggestion as "How about…?", an ask or an invitation as a question, something to say as it is. Null when
 * the clause is too short to be an act.
 */
function secondAct(act: string, clause: string): string | null {
  const what = spokenTo(clause.trim().replace(/^(?:that|to) /i, ''));
  if (what.split(/\s+/).length < 2) return null;
  if (/^(?:suggest|propos)/.test(act)) return /^(?:we|you|I)\b/.test(what) ? `How about ${what}?` : `How about ${what.replace(/^(?:a|an|the) /i, (a) => a.toLowerCase())}?`;
  if (/^ask/.test(act)) return /^(?:if|whether) /i.test(what) ? questionTo(what) : /^for /i.test(what) ? `Could we have ${what.slice(4)}?` : questionTo(what);
  if (/^invit/.test(act)) return `Would you like to come ${what.replace(/^(?:her|him|them|you) /i, '')}?`;
  return `${capitalised(what)}.`;
}

/** An ask in the other person's words, said to them: "if he wants to hang out saturday" → "Would you like to hang out Saturday?". */
export function questionTo(clause: string): string {
  const c = clause.trim().replace(/^(?:if|whether) /i, '');
  const like = /^(?:he|she|they|you) (?:wants?|would like|'d like|fanc(?:y|ies)|is up for|are up for) (?:to )?(.+)$/i.exec(c);
  if (like) return capitaliseDays(`Would you like to ${spokenTo(like[1]!)}?`);
  const free = /^(?:he|she|they|you) (?:is|are|'s|'re) free (.+)$/i.exec(c);
  if (free) return capitaliseDays(`Are you free ${spokenTo(free[1]!)}?`);
  const can = /^(?:he|she|they|you) (can|could|will|would) (.+)$/i.exec(c);
  if (can) return capitaliseDays(`Could you ${spokenTo(can[2]!)}?`);
  return capitaliseDays(`Would you ${spokenTo(c).replace(/^you /, '')}?`);
}

export function askOf(message: string): string | null {
  const m = /\bask (?:\p{L}+ )?(?:to |if |for |whether )?(.+?)(?:[?.!]|$)/iu.exec(message);
  const ask = m?.[1]!.trim();
  // "ask for." or "ask her for it" says no request of its own.
  return ask && ask.split(/\s+/).length >= 2 ? ask : null;
}

export const asking: Answer = ({ message, u }) => {
  const c = u.people.connections[0];
  if (u.direction !== 'asking' || !c) return null;
  const ask = askOf(message);
  const favour = !ask || /^(?:a |for a )?favou?r$/.test(ask);
  const theirWords = !favour && /^(?:if |whether )?(?:he|she|they) /i.test(ask);
  const question = theirWords ? questionTo(ask) : '';
  const line = favour
    ? "could you do me a favour? No pressure at all if it doesn't suit."
    : theirWords
      ? `${question.charAt(0).toLowerCase()}${question.slice(1)} No pressure if it doesn't suit.`
      : `would you ${spokenTo(ask.replace(/^(?:you )?(?:to )?/, ''))}? It would really help me.`;
  return [
    `Asking ${c.firstName} directly and specifically is kinder than hinting. You could say:`,
    `"${c.firstName}, ${line}"`,
    [
      '- Ask for one concrete thing, with when, rather than "more help".',
      '- Say why it matters to you in one sentence.',
      '- Make no an acceptable answer; it makes yes easier.',
      ...(u.topic ? [`- ${u.topic.tip}`] : []),
      ...(c.results?.loveLanguageReceiving === 'words_of_affirmation' ? [`- ${c.firstName} feels loved through Words of Affirmation: thank them specifically afterwards.`] : []),
    ].join('\n'),
    'Would you like a version to send as a message?',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ how they may react

export const REACTION = /\bwhat if (?:he|she|they|\p{L}+)(?: [\p{L}']+){0,5}? (gets?|is|are|feels?|becomes?|goes|go|takes? it|reacts?|starts?) ?(upset|angry|mad|defensive|hurt|sad|badly|personally|the wrong way|rejected|jealous|cries|crying|quiet|silent|cold|annoyed|offended|yelling|shouting|arguing)/iu;
export const THIRD_PERSON: Record<string, string> = { get: 'gets', are: 'is', feel: 'feels', become: 'becomes', go: 'goes', 'take it': 'takes it', react: 'reacts', start: 'starts' };

/** "What if she gets upset?": what to do when the other person reacts with a feeling, for the conversation asked about. */
export const theirReaction: Answer = ({ ctx, message, u }) => {
  const m = REACTION.exec(message);
  if (!m) return null;
  // The person reacting: named, or the one the thread is about (someone off Attune too), never a guess.
  const who = personMeant(message, ctx);
  const c = u.people.connections[0] ?? connectionOf(who);
  const verb = m[1]!.toLowerCase();
  const feeling = m[2]!.toLowerCase();
  const named = c?.firstName ?? (who ? nameOf(who) : null);
  const name = named ?? 'they';
  const style = c?.results?.relationshipType;
  return [
    `If ${name} ${named ? (THIRD_PERSON[verb] ?? verb) : verb.replace(/s$/, '')} ${feeling}, it doesn't mean you said it wrong: something that matters often lands as a feeling first, and settles later.`,
    [
      '- Meet the feeling before the point: "I can see this is hard to hear. I\'m not going anywhere."',
      ...(/personally|wrong way|rejected|hurt|jealous/.test(feeling) ? ['- Say plainly that it is not about them: "This is about what I need, not about anything you did wrong." Reassurance up front keeps it from sounding like rejection.'] : []),
      "- Don't take back what you asked for to make the feeling stop; you can be kind and still mean it.",
      '- If it gets heated, pause with a time to return: "Let\'s take a break and talk again tomorrow."',
      ...(style === 'anxious' ? [`- ${name}'s attachment style is Anxious, so add reassurance out loud: this is about one thing, not about how much you care.`] : style === 'avoidant' || style === 'fearful_avoidant' ? [`- ${name}'s attachment style is ${style === 'avoidant' ? 'Avoidant' : 'Fearful-Avoidant'}, so keep it short and give them room to come back to it.`] : []),
      ...(u.topic ? [`- ${u.topic.tip}`] : []),
    ].join('\n'),
    'Would you like words for the first minute after they react?',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ saying what one needs

/** "how do I tell Theo I need more notice before deadlines" → what the person wants to say, in their words. */
// The words between "tell" and "I…" never include a question word: "tell Maya how I feel" asks for the feeling to be
// worded, which pasting "I feel" after her name cannot do (it wrote "Maya, I feel about you."); feelings.ts answers it.
export const TELL = /(?:\bhow (?:do|can|should|could) i |^(?:please |can you |could you )?(?:help me )?)(?:tell|let|say to) (?:(?!(?:how|what|why|when|where|whether|if)\b)\p{L}+(?:'s)? ){0,3}?(?:know )?(?:that )?(i(?: am|'m| need| want| feel| don'?t| can'?t| cant| won'?t| will|'ll| would| have| had| was| miss| love| really)\b.+?)(?:[?.!]|$)/iu;

/**
 * "without sounding flaky", "without upsetting her", "without her getting offended", "without making it weird": how
 * the person wants it to come across, kept out of the words. A possessor before the -ing word ("her getting") is the
 * member's worry about the other person; said in the draft it became "without your getting offended".
 */
export const WITHOUT = /\s+without (?:(?:him|her|them|his|their|my \p{L}+|\p{L}+'s) )?(sounding|seeming|looking|coming across as|coming off as|being|upsetting|hurting|offending|annoying|disappointing|getting|making|causing|starting|ruining|turning) ?(.*)$/iu;
export const BASE_VERB: Record<string, string> = { upsetting: 'upset', hurting: 'hurt', offending: 'offend', annoying: 'annoy', disappointing: 'disappoint' };

export const tellThem: Answer = ({ ctx, message, u }) => {
  const c = u.people.connections[0] ?? asAddressee(personMeant(message, ctx));
  const said = TELL.exec(message)?.[1];
  if (!c || !said || (u.direction && !(u.direction === 'refusing' && DECLINING.test(said)))) return null;
  const without = WITHOUT.exec(said);
  const line = capitaliseDays(spokenTo(said.replace(WITHOUT, '').trim()));
  // Three kinds of telling: a need ("I need more notice"), a no to plans ("I can't make it Friday"), or news ("I'll be
  // home late tonight"). Each ends differently; only a need asks for an agreement.
  const kind = DECLINING.test(line) ? 'declining' : /^I (?:need|want|would like|feel|don'?t|can'?t|really|miss|love|have been)\b/i.test(line) ? 'need' : 'news';
  const howItLands = without
    ? /^(sounding|seeming|looking|coming across as|being)$/i.test(without[1]!)
      ? `- So it doesn't come across as ${without[2] || 'careless'}: say it early, give the reason in a few words, and ${kind === 'declining' ? 'offer another time yourself' : 'say what you will do next'}.`
      : BASE_VERB[without[1]!.toLowerCase()]
        ? `- So it doesn't ${BASE_VERB[without[1]!.toLowerCase()]} ${c.firstName}: lead with something warm, keep the reason short, and ${kind === 'declining' ? 'suggest another time in the same message' : 'ask how it sits with them'}.`
        : `- So it lands gently: lead with something warm, keep the reason short, and ${kind === 'declining' ? 'suggest another time in the same message' : 'ask how it sits with them'}.`
    : null;
  const ending = { need: 'It would make a real difference to me. Could we agree on something that works for both of us?', declining: "I'm sorry to miss it. Could we find another time soon?", news: 'I wanted you to know so you are not left wondering.' }[kind];
  const advice =
    kind === 'need'
      ? ['- Pick a calm moment, not the middle of the problem.', '- Keep to this one point; a list of complaints is harder to hear.']
      : ['- Send it as soon as you know: early notice is the kind part.', '- A short reason is enough; there is no need to over-explain.'];
  // The lateness tip is about a pattern; one "I'll be late" or "I can't make it" is already what it asks for.
  const tip = u.topic && !(kind !== 'need' && u.topic.id === 'lateness') ? [`- ${u.topic.tip}`] : [];
  const leaning = c.results?.evidence.axes[2]?.letter;
  return [
    kind === 'need' ? `Saying it plainly, with the reason and one concrete ask, is the kindest way to tell ${c.firstName}. You could say:` : `Short and early is the kindest way to tell ${c.firstName}. You could say:`,
    `"${UNNAMED.test(c.firstName) ? '' : `${c.firstName}, `}${line.charAt(0).toUpperCase()}${line.slice(1)}. ${ending}"`,
    [
      ...(howItLands ? [howItLands] : []),
      ...advice,
      ...tip,
      ...(kind === 'need' && leaning === 'T' ? [`- ${c.firstName} leans Thinking: a clear problem and a fair fix will land best.`] : kind === 'need' && leaning === 'F' ? [`- ${c.firstName} leans Feeling: say what it means for the two of you, not only what needs to change.`] : []),
      ...(kind !== 'need' && c.results?.loveLanguageReceiving ? [`- ${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[c.results.loveLanguageReceiving]}**: a little of that in the message softens it.`] : []),
    ].join('\n'),
    'Would you like a shorter version to send as a message?',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ reassurance

