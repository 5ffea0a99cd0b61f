/**
 * Yes/no dilemmas a member asks outright ("do I tell her?", "should I apologise if I was right?", "do I reply?"),
 * each with a reasoned recommendation rather than a template (issue 29: a dilemma asked is a dilemma answered).
 * Each entry: the question's shape, and the recommendation, which depends on the rest of the message (an ex got in
 * touch, a promise was made, someone is at risk…), never on one phrasing. Written by us; no sentence is copied.
 */

/** What a recommendation may use: the whole message, and who the question names (a connection, a name, a role). */
export interface DilemmaFacts {
  /** The whole message, lower case with straight apostrophes. */
  text: string;
  /** The one question being answered, as written. */
  question: string;
  /** Who the question is about, as the reply says it ("Maya", "your mum", "her"/"she"/"her"); null when nobody. */
  who: Forms | null;
  /** Whether that person is the member's partner (a couple connection, or "my boyfriend/wife/partner"). */
  partner: boolean;
}

export interface Dilemma {
  id: string;
  /** The question's shape, on the question sentence in lower case. */
  asks: RegExp;
  /** A short reasoned recommendation: the answer first, then why, then at most one line to say. */
  answer: (f: DilemmaFacts) => string;
}

/** An ex (or someone the member used to date) got in touch: the word for them and a verb of contact, anywhere. */
const AN_EX = /\b(?:(?:my|an|the) ex(?:-\w+)?|ex(?:-boyfriend|-girlfriend|-husband|-wife)|old flame|first love|former (?:partner|boyfriend|girlfriend)|someone i (?:used to date|dated|went out with))\b/;
const CONTACT = /\b(?:texted|messaged|wrote|called|dm'?d|reached out|got in touch|sent|liked|commented|wished|popped up|slid into)\b/;
const exGotInTouch = (text: string) => AN_EX.test(text) && CONTACT.test(text);
const PROMISED = /\b(?:promise[ds]?|swore|sworn|secret|confided|in confidence|not to tell|hasn'?t told|haven'?t told|doesn'?t know|don'?t tell)\b/;
const AT_RISK = /\b(?:drink(?:ing)? (?:alone|every (?:night|day)|too much|again)|hurt(?:ing)? (?:him|her|them)self|self[- ]harm|suicid\w*|unsafe|in danger|abus\w*|overdos\w*|drugs?|debt|gambl\w*)\b/;
/** "tell her she doesn't have to come", "let him know he doesn't need to": letting someone off a plan. */
const RELEASE = /\b(?:tell|let) (?:\p{L}+ )?(?:know )?(?:that )?(?:he|she|they|it'?s (?:fine|ok|okay) if (?:he|she|they)) (?:doesn'?t|doesnt|does not|don'?t|dont|do not|won'?t) (?:have|need|has) to\b/u;

const FEELINGS_FOR = /\b(?:feelings? for|crush on|in love with|fall(?:ing|en)? for|how i feel about)\b/;
const WAS_RIGHT = /\b(?:i was|i'm|i am) (?:(?:literally|technically|actually|100%|completely|totally|factually) )?(?:right|correct)\b|\bif i was right\b|\b(?:he|she|they) (?:was|were) (?:wrong|the one)\b/;
const IN_FRONT = /\bin front of (?:everyone|people|the (?:team|group|others|table)|his|her|their|our)\b|\bpublicly\b|\bat (?:dinner|the table|the party|the meeting)\b/;
const TIMES = /\b(?:again|every (?:time|week|day)|keeps?|third|3rd|second|twice|three times|always|still)\b/;

/** A person as object, subject and owner: a name stays a name; a pronoun takes its own forms. */
export interface Forms {
  obj: string;
  subj: string;
  poss: string;
}
const PRONOUNS: Record<string, Forms> = { her: { obj: 'her', subj: 'she', poss: 'her' }, him: { obj: 'him', subj: 'he', poss: 'his' }, them: { obj: 'them', subj: 'they', poss: 'their' } };
export function formsOf(who: string): Forms {
  return PRONOUNS[who] ?? { obj: who, subj: who, poss: `${who}'s` };
}
const them = (f: DilemmaFacts): Forms => f.who ?? PRONOUNS.them!;

export const DILEMMAS: Dilemma[] = [
  {
    id: 'keep-secret',
    asks: /\b(?:do|should|shall) i (?:keep|hold) (?:the|this|his|her|their|it|a) (?:secret|quiet)\b|\bkeep (?:it|this) (?:a )?secret\b|\bkeep (?:my|the) promise\b/,
    answer: (f) =>
      AT_RISK.test(f.text)
        ? 'Not if someone could get hurt. A promise covers news, not danger: tell the person who told you that you are going to speak up and why, then tell someone who can help.'
        : `Keep it for now, but not forever. It is their news to give, and breaking a confidence usually costs more trust than it saves. Tell the person who confided in you that you won't lie for them if asked straight out, and agree a time by which they will say it themselves. That keeps your word and stops you carrying it alone. When you're asked in the meantime, something true that doesn't give it away: "That's really for them to tell you; ask them yourself." And ask the person who confided how they are actually doing: a secret is often a sign someone is struggling.`,
  },
  {
    id: 'tell',
    asks: /\b(?:do|should|shall|must|would) i (?:just |also |even )?(?:tell|mention (?:it|this|that) to|let (?:\p{L}+ )?know|come clean to|confess to)\b|\bshould (?:i|we) say something to\b/u,
    answer: (f) => {
      const p = them(f);
      const name = p.obj;
      if (exGotInTouch(f.text) && (f.partner || f.who))
        return `Yes, tell ${name}, lightly and soon. Nothing is going on, which is exactly why it is easy to say now: "My ex texted me, I'm not getting into it, just didn't want it to be a thing." Mentioned by you it is a non-event; found out later it becomes a question about trust.`;
      if (PROMISED.test(f.text) && !FEELINGS_FOR.test(f.text))
        return AT_RISK.test(f.text)
          ? `Yes, if someone's safety or health is at stake: a promise does not cover that. Tell the person who confided in you first that you are going to, then tell ${name}.`
          : `Not behind their back. It is the other person's news to give, so push them to tell ${name} themselves, by a date you agree, and say you won't lie if ${p.subj} ${p.subj === 'they' ? 'ask' : 'asks'} you straight out. Telling it for them usually costs you the trust of both.`;
      // "should I tell her she doesn't have to come?": a release from a plan, not news to disclose; answered as what
      // it is, and how to say it so it is a real choice rather than a hint.
      if (RELEASE.test(f.text))
        return `Yes, offer it, and make it a real choice rather than a hint: say you would love ${name} there and that it is completely fine either way, then suggest a lighter way to be part of it (a message before, meeting up after). Something like: "No pressure at all to come; I know it's not your favourite kind of thing. If you'd like to, I'd love to see you after."`;
      if (FEELINGS_FOR.test(f.text))
        return `Yes, if the feeling has lasted and you can live with either answer. Say it once, plainly and without pressure ("I'd rather tell you than keep wondering; no need to answer now"), and give ${name} time. Keeping it in tends to change how you act around ${name} anyway.`;
      return `Yes, if it affects ${name} and ${p.subj} would want to know; hearing it from you beats finding out later. Say it soon and plainly, stick to what happened and how you feel about it, and give ${name} room to react. If telling would only ease your own mind at ${p.poss} cost, that is the one case to think twice.`;
    },
  },
  {
    id: 'reply',
    asks: /\b(?:do|should|shall|would) i (?:even |actually |just )?(?:reply|respond|answer|write back|text (?:\p{L}+ )?back|get back to)\b|\b(?:reply|respond|answer) or (?:not|ignore|leave it)\b|\bdo i respond\b/u,
    answer: (f) => {
      if (/\btoo late\b|\b(?:days|weeks) (?:later|ago)\b|\bdidn'?t (?:answer|reply)\b/.test(f.text))
        return 'Yes, reply now. A late answer with one honest line about the gap ("sorry, I kept rewriting this") lands far better than silence, and the longer you wait the harder it gets.';
      if (exGotInTouch(f.text) || AN_EX.test(f.text))
        return `You don't have to. No reply is a complete answer; if ignoring it would feel cold, one short, friendly line with no question in it closes it kindly ("Thanks, hope you're doing well."). Reply only if you are glad of the contact, not out of politeness alone.`;
      return `Reply if you want the contact to continue, and keep it short and warm; a reply does not have to settle everything. If you would rather not, a polite line that closes it is kinder than leaving ${them(f).obj} waiting.`;
    },
  },
  {
    id: 'block',
    asks: /\b(?:do|should|shall|would) i (?:just |also )?(?:block|mute|unfollow|delete (?:his|her|their|the) number)\b/,
    answer: () =>
      "Not for one friendly message: you can simply not answer, or answer once. Block if it keeps coming after you have made yourself clear, or if it unsettles you or the person you're with; you owe nobody an explanation for that, and you can do it quietly.",
  },
  {
    id: 'apologise',
    asks: /\b(?:do|should|shall|must|would) i (?:really |still |even |just )?(?:apologi[sz]e|say sorry)\b|\bwants? me to (?:apologi[sz]e|say sorry)\b|\b(?:apologi[sz]e|say sorry) (?:if|even (?:if|though)|when|although) i\b|\bwas i (?:wrong|in the wrong|out of line)\b(?=.*\bi (?:was|'m|am) (?:\w+ )?(?:right|correct)\b)/,
    answer: (f) => {
      if (WAS_RIGHT.test(f.text))
        return `Yes, but for the way, not the facts. Being right doesn't cover ${IN_FRONT.test(f.text) ? 'correcting someone in front of others, which is what stung' : 'how it came across, which is usually what stung'}. Keep the fact and own the manner: "You were right to be annoyed: I didn't need to correct you ${IN_FRONT.test(f.text) ? 'in front of everyone' : 'like that'}. Sorry." No "but", and no second round on who was right.`;
      return `If you can see a part of it that was yours, yes: apologise for that part, specifically and without a "but". If you honestly can't, ask before you apologise ("I can tell that landed badly; what was it for you?"): an apology you don't mean tends to show, and understanding it first makes the real one easy.`;
    },
  },
  {
    id: 'say-or-let-go',
    asks: /\b(?:say something|speak up|bring it up|raise it|mention it|call (?:it|(?:him|her|them)) out)\b.{0,25}\bor (?:just )?(?:let it (?:go|slide)|keep quiet|stay quiet|ignore it|leave it)\b|\b(?:should|do) i (?:just )?(?:let it (?:go|slide)|say something|speak up|bring it up)\b/,
    answer: (f) =>
      TIMES.test(f.text)
        ? 'Say something. It has happened more than once, so it will not fade by itself, and saying it early, once, calmly and in private, is far easier than after it has built up. Describe what happened and ask for the one change you want.'
        : 'If it was a one-off and it is already fading, letting it go is fine. If you are still turning it over, or it happens again, say it once, calmly and in private: small and early is easier on both of you.',
  },
  {
    // "I'll just do it all myself. That's fine, right?": taking over someone else's share to stop the friction.
    id: 'do-it-myself',
    asks: /\b(?:that'?s|that is|is that|it'?s|is it) (?:fine|ok|okay|alright|reasonable)(?:,)? right\b|\b(?:should i|do i) just (?:do (?:it|them|everything|all of it)|take (?:it|over))(?: (?:myself|alone))?\b/,
    answer: (f) =>
      /\b(?:myself|everything|all of it|do it all|take (?:it )?over)\b/.test(f.text)
        ? "Honestly, not as a plan. It buys a quiet week, but doing someone else's share without a word usually turns into resentment, and it teaches them the problem solves itself. Try one direct, calm conversation first, with one specific ask and what happens if it doesn't work (for example, each doing your own). If you then choose to do it yourself, let it be a choice you said out loud, not a silent one."
        : 'It can be, if you would be at peace with it in a month as well as today. If part of you is agreeing just to avoid a difficult moment, say the one thing that bothers you first, once and kindly, and then decide.',
  },
  {
    id: 'who-is-right',
    asks: /\bwho'?s right\b|\bwho is right\b|\bwhich (?:one )?of us is right\b|\bam i (?:in the )?(?:right|wrong) (?:here|or)\b/,
    answer: (f) =>
      /\b(?:money|spend\w*|budget|account|expenses?|bills?|spreadsheet|rent|groceries)\b/.test(f.text)
        ? 'Neither of you, and both: one of you wants clarity and the other wants ease, and a good money system gives both. A common shape: a joint account for shared costs, each paying in an agreed amount (equal, or in proportion to income); your own money kept separate with no questions asked; and a short monthly look at the shared numbers, owned by whoever enjoys tracking.'
        : "Probably neither completely: two people who want different things usually each protect something real. Say what your way protects for you, ask what theirs protects for them, and look for a version that keeps both; that tends to settle it better than a verdict.",
  },
  {
    id: 'too-late',
    asks: /\b(?:is it|am i) too late\b|\btoo late to (?:reply|answer|fix|say|apologi[sz]e|text|call)\b/,
    answer: () =>
      'Almost certainly not. A late message with one honest line about the gap reads far better than silence, and most people take it kindly; what makes it "too late" is waiting longer. Something like: "Sorry for going quiet, I kept meaning to answer properly. How are you doing?"',
  },
  {
    id: 'accept',
    asks: /\b(?:do|should) i (?:have to )?accept\b|\bdo i have to (?:say yes|go|accept)\b/,
    answer: () =>
      "No, you don't have to. A request is an invitation, not an obligation: accept if you would like to, ignore or decline it if not, and nobody is told why.",
  },
  {
    id: 'go',
    asks: /\b(?:should|do) i (?:even )?go\b|\bgo or (?:no|not)\b/,
    answer: () =>
      'Go if you would enjoy the main thing, on your terms: decide in advance how long you will stay and leave when you planned to. If the thought only brings dread, one no is fine; say it kindly and suggest something smaller instead.',
  },
];

/** Judgement questions ("is that petty?", "am I being dramatic?"): a plain no, with the reason, unless the text shows harm. */
export const JUDGEMENT = /\b(?:am i (?:being )?|(?:is|would) (?:that|it|this) (?:be )?(?:a bit |too |kind of |really )?|is it (?:\w+ )?of me|does that make me )(crazy|dramatic|petty|stupid|silly|dumb|too much|unreasonable|needy|clingy|cowardly|a coward|weird|overreacting|selfish|paranoid|mean|rude|childish|wrong|bad|a bad \w+)\b/;

export function judgementAnswer(word: string, question: string, text: string): string {
  const w = word.replace(/^a /, '');
  // "Is it petty to leave a note?": the judgement is of an act the member is weighing, not of a feeling.
  const act = /\b(?:petty|silly|weird|rude|mean|selfish|cowardly|childish|wrong|bad|too much|dramatic|needy|clingy|unreasonable) (?:of me )?to ([a-z][^?.!]*)/.exec(question.toLowerCase())?.[1]?.replace(/\bmy\b/g, 'your').replace(/\bme\b/g, 'you').trim();
  // "I'd rather write a note than talk. Is that cowardly?": the act is the note, said in the story before the question.
  if (/\b(?:write|leave|send|put up) (?:\w+ )?(?:a )?(?:note|sign|letter)\b|\ba note\b/.test(`${question} ${text}`.toLowerCase()) && !act)
    return `No, not ${w}. Writing it down is a fair way to raise something: it gives the other person room to take it in without being put on the spot. Keep it friendly, specific and short, and be ready to talk if they come to you.`;
  if (act) return `No, it isn't ${w} to ${act}. It is a reasonable thing to want; what decides how it lands is doing it kindly, once, and without a list of old grievances.`;
  return `No, it isn't ${/^(?:overreacting)$/.test(w) ? 'an overreaction' : w} to feel this. A feeling is information, not a verdict on you; what matters is what you do with it, and asking the question at all shows you care about getting it right.`;
}
