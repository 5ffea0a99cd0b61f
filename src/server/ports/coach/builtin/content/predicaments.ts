/**
 * Everyday predicaments with a person, in our own words (blind round 11): a remark that keeps coming, money lent and
 * not repaid, a parent's care not shared, an ex who got in touch, work presented as someone else's, the load of
 * organising, a breakup before the holidays, a pang of jealousy, a message sent to the wrong chat, plans cancelled
 * again, a small household habit, the first words after a fight, a parent who never asks, a new ritual to keep going,
 * work calls late at night. Each entry says what the problem is made of (every `needs` pattern must match, so one
 * word never decides it), who it can be with, what to do, and the words the member could say. read/predicament.ts
 * reads a message against these; compose/predicament.ts writes the answer. Data, so it may run past 500 lines.
 *
 * Placeholders: {who} how the coach speaks of the person ("your mum", "Sam"), {Who} the same capitalised, {hi} a
 * greeting by what the member calls them ("Mum, "; empty when unknown), {they}/{them}/{their} their pronoun,
 * {thing} the object of the problem as the member wrote it ("designs", "wet towel"), {partner} the member's partner
 * named in the message, {named} another connection named in the message, {confidant} a friend or family member on
 * Attune who is not the person spoken to, {place}, {list} and {loved} (see the fields below).
 */
import { WORDS_PREDICAMENTS } from './predicaments-words.js';
import { EVERYDAY_PREDICAMENTS } from './predicaments-everyday.js';
import { ASK_PREDICAMENTS } from './predicaments-asks.js';
import type { RelationshipType } from '../../../../../shared/assessment/types.js';
import { LIFE_PREDICAMENTS } from './predicaments-life.js';

/** Who a predicament can be with: a parent, a sibling, other family, a partner, an ex, a friend, someone at work. */
export type WithKind = 'parent' | 'sibling' | 'family' | 'partner' | 'ex' | 'friend' | 'work';

/**
 * A stored result that bears on the predicament, and the sentence it gives. Keys: a type letter of the member
 * ("F", "J"), their attachment style ("secure"), what they give or most want ("gives:acts_of_service",
 * "gets:quality_time"); "their:" before a key means the connection's shared result ("their:I").
 */
export type TieKey = string;

export interface Predicament {
  id: string;
  /** What the problem is made of: every pattern must match the message (lower case). */
  needs: RegExp[];
  /** Words that make it another problem ("I cancelled" is the member's own apology). */
  not?: RegExp;
  /** Who it can be with; a message about someone else is not this problem. Omitted: anyone, or nobody named. */
  with?: WithKind[];
  /** Whether a person must be named for it to be this problem ("keeps saying" needs somebody saying it). */
  needsPerson?: boolean;
  /** Among several people named, the one the answer speaks to: group 1 is their phrase ("my sister"). */
  about?: RegExp;
  /** Among several connections named, prefer this kind ("maya and jordan have a thing": the partner). */
  prefer?: RelationshipType;
  /** The object of the problem, group 1 ("my designs" gives "designs"), for {thing}. */
  thing?: RegExp;
  /** What {thing} is when the message does not say. */
  thingDefault?: string;
  /** One sentence that meets the member where they are. */
  open: string;
  points: string[];
  /** A direct answer to a yes/no the member asks ("is it me?", "do I let it slide?"), said before anything else. */
  verdicts?: Array<[RegExp, string]>;
  /** Points added when their pattern matches the message (money in a fight, a time difference, a partner in it). */
  extras?: Array<{ when: RegExp; point: string; needs?: 'partner' | 'named' | 'confidant' }>;
  /** Words the member could say to the person, in their own voice. */
  say?: string;
  /** Words for one kind of relationship, where the general ones would not fit. */
  sayFor?: Partial<Record<WithKind, string>>;
  /** Only give the words when this matches (words for the family only when family is in it). */
  sayWhen?: RegExp;
  /** The line before the words ("If you do reply, something like:"); default "Something you could say to {who}:". */
  sayIntro?: string;
  /** A short line for the moment it happens again, in company. */
  moment?: string;
  /** Results that bear on it, in order; the first that holds for the member gives its sentence ("loves:singing": an
   * activity the member rates 4–5 or picked, named in the sentence as {loved}). */
  ties?: Array<[TieKey, string]>;
  /** The problem is the member's own (a quiz lost, a full group chat): nobody the message names is spoken to. */
  alone?: boolean;
  /** The lead-in to routes from the member's own favourite activities (content/social-routes.ts), ending in ":". */
  routes?: string;
  /** Said instead when the member's stored interests give no route. */
  routesDefault?: string;
  /** Where it happens, group 1 in the message as written ("moved to Leeds" gives "Leeds"), for {place}. */
  place?: RegExp;
  /** What the member says they carry, as phrases for {list} ("bills" gives "the bills"), in the message's order. */
  list?: Array<[RegExp, string]>;
  /** {list} when the message names none of them. */
  listDefault?: string;
  /** Its words for the person are written for this situation, so they answer "how do I tell him…" better than a
   * draft built from the message's own words (decide/reply.ts lets it go first). */
  ownWords?: boolean;
  /** One question to end on, where inviting the member to keep talking is the point (a fresh loss). */
  close?: string;
  /** For "what if he gets defensive / argues / says no?" later in the thread: what to do, and a line for it. */
  pushback?: { points: string[]; say: string };
}

/** Someone the member shares a home with but is not family or a partner. */
const FLATMATE = /\b(?:flat-?mates?|room-?mates?|house-?mates?|wg[- ]?mates?|roomies?|flat ?share)\b/;
/** "My flatmate", or the name after the word ("flatmate Ollie keeps…"), so the words greet them by it. */
const FLATMATE_ABOUT = /\b((?:[Mm]y|[Oo]ur) (?:flat-?mate|room-?mate|house-?mate|WG[- ]?mate|wg[- ]?mate|roomie)(?! \p{Lu})|(?<=\b(?:[Ff]lat-?mate|[Rr]oom-?mate|[Hh]ouse-?mate|[Rr]oomie) )\p{Lu}\p{Ll}+)\b/u;
/** "So I'll just clean it all myself, that's fine, right?": a dilemma about taking it on (the answers for a dilemma). */
const TAKE_IT_ON = /\b(?:just )?(?:do|clean|take (?:out|over)|handle) (?:it|them|the whole [a-z]+|everything|all of it) (?:myself|on my own)\b|\bthat'?s fine,? right\b/;

const MONEY = String.raw`(?:[$£€¥₹]\s?\d|\d[\d,.]*\s?(?:dollars|bucks|quid|pounds|euros|k\b|grand)|\bmoney\b|\bcash\b|\brent\b|\bloan\b)`;

/** Everyday-life predicaments (round 12) first: each is narrower than the round-11 entry it could otherwise fall into. */
export const PREDICAMENTS: Predicament[] = [
  ...WORDS_PREDICAMENTS,
  ...EVERYDAY_PREDICAMENTS,
  ...ASK_PREDICAMENTS,
  ...LIFE_PREDICAMENTS,
  {
    id: 'loan_repay',
    needs: [/\b(?:lent|loaned|lend|lending|borrowed|spotted|fronted|owes? me)\b/, new RegExp(MONEY), /\b(?:pay (?:me |it |that |this )?back|paid (?:me |it )?back|repa\w*|owes?|hasn'?t paid|never paid|not paid|nothing|still waiting|not a (?:penny|cent|dime)|bring it up|ask for it|keeps? (?:saying|promising|putting (?:it|me) off)|next (?:week|month)|still (?:hasn'?t|has not|not)|months? (?:later|ago|now))\b/],
    about: /\b(?:lent|loaned|lend|lending|spotted|fronted)\s+((?:my|our)\s+(?:\w+\s+)?\w+|\p{Lu}\p{L}+)/iu,
    verdicts: [[/\b(?:let it (?:go|slide)|ignore it|say something or|say nothing|just leave it|should i (?:even )?(?:say|mention) (?:something|it|anything))\b/, 'Ask for it: letting it go rarely stays let go, and the money tends to sit between you at every gathering.']],
    open: 'Money in a close relationship is awkward because you both want to keep the peace; a clear, friendly ask protects the relationship better than staying quiet and resenting it.',
    points: [
      'Ask in private, never in front of others: being asked with an audience makes anyone defensive.',
      'Keep it short and factual: the amount, the date you agreed, and that it has passed. A hint or a joke leaves it unclear, and unclear is easy to ignore.',
      'Offer an easy way to say yes, such as smaller payments on set dates; a plan someone can manage beats a lump sum they cannot.',
      'Agree the next step out loud (the first payment and when), then send a friendly text that confirms it.',
      'Decide quietly what you will do if nothing comes; it may be the last loan, and that can be said calmly too.',
    ],
    extras: [{ when: /\b(?:dinner|lunch|party|gathering|get-?together|christmas|there|in front of|with (?:my|our) (?:parents|family|mum|mom|dad))\b/, point: 'At the family meal itself, leave it alone: talk before (a call or a quick coffee) or take a minute aside afterwards, so the evening stays what it is for everyone else.' }],
    say: '{hi}can I grab you for a minute? The money I lent you was due back a while ago. I\'m not angry, but I do need it back. Could you do it in a few smaller payments, say one a month starting this month?',
    ties: [
      ['F', 'You lean Feeling, so keeping things pleasant matters to you; a calm, specific ask is kinder to the relationship than a silence that slowly turns into resentment.'],
      ['avoidant', 'Your results lean towards keeping difficult things at a distance, so the urge to let it go will be strong; one short, planned conversation is easier than carrying it for months.'],
    ],
  },
  {
    id: 'share_care',
    needs: [
      /\b(?:care of|caring for|care for|look(?:ing)? after|carer|caregiv\w*|(?:his|her|their) (?:groceries|appointments|meds|medication|medicine|taxes|bills|paperwork|shopping|cleaning)|(?:doctor|hospital|gp) (?:visits|appointments|runs)|do(?:ing)? (?:everything|it all) for (?:him|her|them|mum|mom|dad)|(?:his|her|their|a) (?:stroke|fall|surgery|operation|diagnosis|dementia)|dementia|alzheimer'?s|frail|moved in with (?:us|me))\b/,
      /\b(?:sister|brother|sibling|sis|bro)s?\b/,
      /\b(?:nothing|does(?:n'?t| not) help|never helps?|no help|won'?t help|not lifting a finger|all on me|resent\w*|share|fair|step up|help out|pull (?:his|her|their) weight|(?:that'?s|is) enough|once a (?:month|week)|only visits?|doing everything|opinions?|criticis\w*|criticiz\w*|controlling|judg\w*|tells? me (?:how|what|i'?m)|second-?guess\w*|back-?seat|from afar|from a distance)\b/,
    ],
    about: /\b((?:my|our)\s+(?:\w+\s+)?(?:sister|brother|sibling|sis|bro)s?)\b/i,
    // The eldest who always organises everything has its own answer (read/situation.ts, family_load).
    not: /\b(?:eldest|oldest) (?:of|child|sibling|daughter|son|one)\b|\balways (?:the one|me)\b/,
    open: 'Carrying the care of someone you love mostly on your own is a lot, and resentment is a sign the load is uneven, not that you love anyone less.',
    points: [
      'Write down everything you do in a month, with roughly the time each takes; the list makes the load visible, to you and to {who}.',
      'Ask {who} for specific, recurring jobs on set days rather than "more help": "could you take the appointments on Tuesdays?" is easy to say yes to; "you never help" is easy to argue with.',
      'Offer a choice that includes things done from a distance (paying bills online, ordering repeat prescriptions, booking appointments, paying for a local service), so there is no easy reason to say no.',
      'Look at outside help too: a local carers\' service, a delivery slot, or a few paid hours a week can take a whole job off you.',
      'Keep one thing each week that is only yours; a carer who runs empty cannot keep going.',
    ],
    extras: [
      { when: /\b(?:since|after|when) (?:mum|mom|mother|dad|father|my (?:mum|mom|mother|dad|father)|(?:she|he)) (?:died|passed|passed away|went)\b|\b(?:lost (?:my )?(?:mum|mom|mother|dad|father)|widow\w*|grief|grieving)\b/, point: 'You are doing all of this while grieving too. Losing one parent and becoming the one who holds the other up is two heavy things at once, and they deserve room, not only a to-do list.' },
      { when: /\b(?:opinions?|criticis\w*|criticiz\w*|controlling|judg\w*|tells? me (?:how|what|i'?m)|second-?guess\w*|back-?seat)\b/, point: 'When {who} criticises from a distance, answer the worry rather than the charge: "you sound worried about him; which part would you like to take on?" turns commentary into a share of the work.' },
    ],
    list: [
      [/\bbills?\b/, 'the bills'], [/\b(?:meds|medication|medicine|prescriptions?|pharmacy)\b/, 'the medication'], [/\bappointments?\b|\b(?:doctor|hospital|gp) (?:visits|runs)\b/, 'the appointments'],
      [/\b(?:groceries|shopping)\b/, 'the shopping'], [/\b(?:taxes|paperwork|forms|admin)\b/, 'the paperwork'], [/\b(?:snow|shovel\w*|garden|lawn|yard)\b/, 'the jobs around the house'],
      [/\b(?:cleaning|laundry)\b/, 'the cleaning'], [/\b(?:lifts|driving|drives)\b/, 'the driving'],
    ],
    listDefault: 'the appointments, the paperwork and the day-to-day',
    say: '{hi}I need us to talk about how we share the care. I\'m doing {list}, and I can\'t keep doing all of it alone. Which of those could you take on from where you are, on set days, starting this month?',
    ties: [
      ['gives:acts_of_service', 'Your results say you show care by doing things for people, which is why it is easy to keep quietly taking more on; saying out loud what you need is part of looking after everyone, you included.'],
      ['F', 'You lean Feeling, so asking for help can feel like letting someone down; a specific request is not a complaint, and it gives {who} a real way to show up.'],
    ],
  },
  {
    id: 'ex_got_in_touch',
    needs: [/(?:^|\b(?:my|an|the)\s+)ex(?:-?(?:boyfriend|girlfriend|husband|wife|bf|gf))?\b[^.?!]{0,30}\b(?:texted|messaged|dm'?d|called|rang|reached out|emailed|wrote|sent|got in touch|contacted|liked|followed|slid into|hit me up|wished me|popped up)\b|\b(?:heard|text|message|call|dm|email|note) from (?:my|an|the) ex\b/],
    // Writing to the ex is another question; a partner's ex and the jealousy it stirs are the jealousy answer's.
    not: /\b(?:should i|can i|do i|want to|thinking (?:of|about)|tempted to) (?:text|message|call|reach out to|contact|dm|write to) (?:my |an |the )?ex\b|\bjealous/,
    // "Do I tell Maya or is that making a thing of it?" (blind round 17): the question asked is about the partner.
    verdicts: [[/\b(?:do i|should i|shall i) (?:tell|mention (?:it )?to|say (?:anything|something) to|bring it up with)\b|\bmaking (?:it )?a (?:thing|big deal)\b/, 'Yes, tell {who}, briefly and soon, as news rather than a confession: mentioning it makes it small, and keeping it quiet is what would make it a thing.']],
    open: 'A message from an ex out of the blue can stir things up even when you are happy where you are, and you do not owe it a quick answer.',
    points: [
      'Decide what you want before anything else: no reply at all is a complete answer, and so is a short, kind one that closes the door.',
      'If you do reply, keep it brief and friendly, with no question in it and nothing that invites a conversation.',
      'If messages keep coming after that, muting or blocking is a boundary, not a drama.',
    ],
    extras: [
      { when: /\b(?:miss(?:es|ed)? (?:you|me)|love you|thinking (?:about|of) (?:you|me)|still (?:thinks?|cares?|wants?))\b/, point: 'Words like "I miss you" are about their feelings, not a task for you; you can be kind without answering them.' },
      { when: /./, needs: 'partner', point: 'Tell {partner} simply and soon, as news rather than a confession ("my ex got in touch; I\'m not going to get into it, I just didn\'t want it to be a secret"): being open early keeps a small thing small.' },
    ],
    sayIntro: 'If you reply, something like:',
    say: 'Thank you, that\'s kind of you. I\'m happy where I am, so I\'ll leave it there. Take care.',
    ties: [
      ['secure', 'Your results lean Secure, and it shows in how you describe it: you can answer this from a settled place, without it needing to mean anything.'],
      ['anxious', 'Your results lean Anxious, so a message like this can keep tugging at you; deciding once, and telling the person you are with, stops it taking over the day.'],
    ],
  },
  {
    // Rounds 16 and 17 both asked it (a colleague's hand on the shoulder, hugs at the Monday meeting) and got a
    // working-together template. Unwanted touch from someone who means well; force, fear or sex is the safety screen's.
    id: 'unwanted_touch',
    ownWords: true,
    needs: [/\b(?:hugs?|hugging|hugged|touch(?:es|ing|ed|y)?|hand on (?:my )?(?:shoulder|arm|back|knee)|arm around|kiss(?:es)? (?:me )?on the cheek|pats? (?:me|my)|grab(?:s|bing)? my arm|personal space)\b/, /\b(?:uncomfortable|not comfortable|don'?t like|do not like|hate|awkward|weird|cringe|too much|not my thing|not (?:ok|okay)|in my culture|we don'?t (?:touch|hug)|stop|without hurting|without offending|tell (?:him|her|them)|ask (?:him|her|them)|not (?:a |much of a |really a )?(?:touchy|huggy|hugger|touchy-feely)(?: person)?)\b/],
    not: /\b(?:forced|won'?t stop when|afraid|scared|threat\w*|assault\w*|grop\w*|against my will|pinned|locked|drunk|drugged|sex\w*|in bed)\b|\b(?:i want|i wish|i miss|i need|more) (?:\w+ )?(?:hugs?|touch)\b|\bhug (?:back|properly)\b|\bgoes? stiff\b|\bphysical touch\b|\blove languages?\b|\bresults?\b|\bit says\b/,
    open: 'Not wanting to be hugged or touched is a perfectly ordinary preference, at work and anywhere else, and you can say so kindly without it being a big conversation.',
    points: [
      'Say it early, in private, and lightly: one short sentence about what you prefer works better than waiting until it has happened a dozen more times.',
      'Make it about you, not about them: "I\'m not much of a hugger" or "in my culture we keep a bit more distance at work" gives {them} nothing to feel accused of.',
      'Offer what you are happy with instead (a handshake, a wave, a fist bump, a warm hello), so the warmth has somewhere to go.',
      'In the moment, a small step back or a hand held out for a handshake says it without words; a friendly "handshake person, sorry!" works too.',
      'If it carries on after a clear ask, it is fine to say it once more plainly, and at work to mention it to a manager or HR as a preference that is not being respected.',
    ],
    // The words give no reason the member did not give (blind round 18 graded "where I'm from…" a false statement for
    // someone who never said it); a member who named their culture gets that line as a point of its own.
    extras: [{ when: /\b(?:in my culture|where i'?m from|in my country|back home|culturally)\b/, point: 'You can name it as it is, if you like: "where I\'m from we keep a bit more distance with colleagues" explains it without making it about {them}.' }],
    say: '{hi}can I mention something small? I really like working with you, and I know it\'s meant warmly. I\'m just not comfortable with hugs or touch at work. A handshake or a wave is perfect for me.',
    sayFor: {
      friend: '{hi}this is a bit awkward, but I\'d rather say it than be weird about it: I\'m not much of a hugger. It\'s nothing to do with you, it\'s just me. A wave or a high five is my speed.',
      family: '{hi}I love you, and I\'m just not a big hugger. Can we make it a quick one, or a squeeze of the hand? It\'s nothing to do with you.',
    },
    ties: [
      ['their-gives:physical_touch', 'From what {who} shares, touch is {their} main way of showing care, so it is almost certainly meant warmly; naming what you prefer lets {them} show it in a way that lands with you.'],
      ['I', 'You lean Introverted, so a quick private word, or even a short message, may suit you better than raising it face to face in the moment.'],
    ],
  },
  {
    id: 'credit_taken',
    needs: [/\b(?:present\w*|pitch\w*|show\w*|shar\w*|claim\w*|took|takes?|taking|pass\w* off|call\w*|put (?:her|his|their) name on)\b[^.?!]{0,50}\bmy (?:designs?|work|ideas?|slides?|deck|code|research|reports?|analysis|drawings?|mock-?ups?|proposals?|concepts?|copy|numbers|plans?)\b|\bmy (?:designs?|work|ideas?|slides?|deck|code|research|reports?|analysis|drawings?|mock-?ups?|proposals?|concepts?)\b[^.?!]{0,60}\b(?:as (?:['"‘“]?our['"’”]?|hers|his|theirs|(?:her|his|their) own)|credit)\b|\b(?:takes?|took|taking|steal\w*|stole|claim\w*|gets?|got|keeps? getting) (?:the |all the )?credit\b/],
    not: /\bcredit (?:card|score|union|check)\b/,
    with: ['work'],
    thing: /\bmy (designs?|work|ideas?|slides?|deck|code|research|reports?|analysis|drawings?|mock-?ups?|proposals?|concepts?)\b/,
    thingDefault: 'work',
    verdicts: [[/\b(?:let it (?:go|slide)|ignore it|say something or|say nothing|just leave it|should i (?:even )?(?:say|mention) (?:something|it|anything))\b/, 'Say something, early and kindly: letting it slide tends to make it the norm, and it gets harder to raise the longer it runs.']],
    open: 'Having your work presented as someone else\'s, or as shared, more than once, is worth raising early, and it can be done without falling out.',
    points: [
      'Say something soon and in private, while it is a pattern rather than a grievance: one or two specific meetings, and what you would like instead.',
      'Allow that {they} may not realise how it comes across; a clear, friendly ask gives {them} an easy way to fix it.',
      'Make your authorship visible as you go: present your own {thing} when you can, put your name on the files, and send a short recap after meetings saying who did what.',
      'If it carries on after a clear ask, take the facts (dates, files, meetings) to someone senior you trust, as a question of credit, not of character.',
    ],
    say: '{hi}can I mention something small? A couple of times lately I\'ve noticed my {thing} being presented without my name attached. I\'m happy to collaborate, but I\'d like it to be clear which pieces are mine. Could you name me when you show them, or let me present them myself?',
    ties: [
      ['F', 'You lean Feeling and care about keeping things warm; a friendly, specific ask keeps the peace far better than letting it slide and quietly resenting it.'],
      ['I', 'You lean Introverted, so speaking up in the meeting itself may not come easily; the private word and the written recap do the same job in a way that suits you.'],
    ],
  },
  {
    id: 'organising_load',
    needs: [/\b(?:organi[sz]\w*|coordinat\w*|arrang\w*|planning (?:the|a|my|our|everything|it all|all)|in charge of|the glue|the one (?:organi[sz]\w*|sorting|holding|planning|doing everything|everyone (?:calls|rings|comes to))|doing (?:everything|it all))\b/, /\b(?:i'?m|i am|i feel|feeling|i'?ve been|i have been|i get|i got)\b[^.?!]{0,25}\b(?:tired|exhausted|knackered|drained|burn\w* out|overwhelmed|stretched|drowning|falling apart)\b|\bi (?:cried|cry|keep crying|can'?t keep up)\b|\bletting (?:everyone|people|anyone) down\b|\btoo much for me\b/],
    not: /\b(?:my (?:job|boss|manager)|at work|deadline)\b|\b(?:eldest|oldest) (?:of|child|sibling|daughter|son|one)\b|\balways (?:the one|me)\b/,
    open: 'Being the one who holds it all together is real work, and being this tired is a sign the load is too big for one person, not that you are doing it wrong.',
    points: [
      'List every job you are carrying, then hand the ones that need no special touch to named people with a date: one person owns the seating, one the group chat, one the suppliers.',
      'Asking is not letting anyone down: "could you take the group chat from now on?" to one person works far better than "can someone help?" to everyone.',
      'Put limits on the venting: a set time for calls, or "I\'ve got ten minutes tonight", so you are not everyone\'s outlet every evening.',
      'You do not have to carry other people\'s quarrels: seat people sensibly, then leave the grown-ups to manage themselves.',
      'Keep the part you enjoy most for yourself, so it stays something you love rather than one more job.',
    ],
    extras: [{ when: /\b(?:says?|said|told me|thinks?|keeps telling me)\b[^.?!]{0,20}\b(?:i should|to step back|to stop|to say no|to let go)\b/, needs: 'named', point: 'When {named} tells you to step back, that is most likely care for you rather than a judgement on how you do it; you can take the part that fits (handing things over) and still be the one who brings everyone together.' }],
    say: 'I\'m doing too much of this on my own and I need a hand. Could you take over one part from now on, say the group chat or the seating? I\'ll send you everything I have.',
    sayIntro: 'Something you could send to one person today:',
    ties: [
      ['gives:acts_of_service', 'Your results say you show care by doing things for people, which is exactly why it piles up; letting others do some of it lets them show care too.'],
      ['F', 'You lean Feeling, so tension between people you love weighs on you; stepping back from their arguments is not the same as not caring.'],
    ],
  },
  {
    id: 'breakup_season',
    needs: [/\b(?:broke up|broken up|split up|we split|separated|ended (?:it|things)|dumped|break-?up|divorc\w*)\b/, /\b(?:christmas|xmas|holidays?|festive|thanksgiving|new year|december|diwali|eid|hanukkah|easter|shared friends|our friends|mutual friends|friends are (?:all )?shared|same friends|family (?:adored|loved|liked|loves|adores)|my family)\b/],
    // "How do we split the holidays" shares out days; it is not a breakup.
    not: /\b(?:should i|thinking (?:of|about)|want to|going to|how do i|how to) (?:break up|end it|split|leave)\b|\bsplit (?:the|our|it|costs?|bills?|christmas|xmas|holidays?|time|days?)\b/,
    open: 'A breakup is a real loss even when it was mutual, and the first holidays and big gatherings after it are among the hardest stretches; it makes sense that it feels heavy.',
    points: [
      'Let yourself grieve: mutual does not mean painless, and missing someone you chose to part from is normal.',
      'Prepare one sentence for your family and say it once, early, before the gatherings; ask one person you trust to steer others off the subject.',
      'With shared friends, tell the closest ones what would help (no questions about details for now, being invited on your own) and let them work out the rest.',
      'Plan the weeks ahead on purpose: a few things to look forward to, small get-togethers with people who feel easy, and a way out of anything that would be too much this year.',
      'Keep or start one tradition that is only yours, so the season has something of you in it rather than just a gap.',
    ],
    sayIntro: 'For your family, something like:',
    sayWhen: /\b(?:family|parents|mum|mom|dad|christmas|xmas|thanksgiving|holidays?)\b/,
    say: 'We\'ve broken up. It was mutual and I\'m okay, but I\'d rather not go over it at dinner. I\'d just love an easy, normal time with you all.',
    ties: [
      ['F', 'You lean Feeling and may want to make this easier for everyone else; this year, make room for your own feelings first.'],
      ['E', 'You recharge around people, so small gatherings with friends who feel easy will help more than staying in alone.'],
      ['I', 'You recharge on your own, so build quiet time into the season too; it is not hiding, it is how you refill.'],
    ],
  },
  {
    id: 'partner_friend_jealousy',
    needs: [/\b(?:jealous\w*|envious|envy|stings?|left out|insecure|threatened|bothers me|bugs me|feel (?:a bit |kind of |kinda )?(?:weird|replaced|second))\b/, /\b(?:just friends|have (?:this|a|their) (?:whole )?thing|close to|closer to|spends? (?:so much |a lot of )?time with|(?:texts?|messages?|talks?) (?:a lot |all the time )?(?:with|to)|their vibe|theirs is|best friends?|together every)\b/],
    not: /\b(?:my (?:friend|bestie|best friend)'?s? (?:new )?(?:boyfriend|girlfriend|partner))\b/,
    with: ['partner'],
    needsPerson: true,
    prefer: 'couple',
    open: 'It is not silly to feel this: a pang when your partner shares something easy with someone else is common, and it says you care, not that anything is wrong.',
    points: [
      'Keep the feeling and the facts apart: you know they are just friends, so this is about wanting more of that ease for the two of you, not about taking anything from theirs.',
      'Build something of your own rather than competing with theirs: one regular thing you both enjoy, on a set day, so it becomes yours.',
      'Tell {who} how you feel, lightly and honestly, and ask for one thing, without asking {them} to see less of the friend.',
    ],
    extras: [
      { when: /\b(?:burn\w*|takes? over|goes wrong|went wrong|when i try)\b/, point: 'If something you try together keeps going wrong, give it roles: one teaches, one learns, and laughing about it counts as it going well.' },
      { when: /\bvibe\b|\b\d{2}\b/, point: 'A Vibe score compares how two people\'s results and tastes line up (shared activities count for a lot); it does not measure love, and a few points between two pairs says very little.' },
    ],
    say: '{hi}slightly embarrassing, but I get a bit jealous of how easy that friendship is. I don\'t want it to change; I\'d just love us to have a regular thing of our own too. Want to pick one together?',
    ties: [
      ['secure', 'Your results lean Secure, and this is what secure looks like: noticing the feeling and asking about it openly rather than keeping score.'],
      ['anxious', 'Your results lean Anxious, so a feeling like this can grow quickly; saying it early and asking for reassurance is the healthy move, not a weakness.'],
    ],
  },
  {
    id: 'wrong_chat',
    needs: [/\b(?:sent|posted|forwarded|replied(?: all)?|texted|shared)\b[^.?!]{0,80}\b(?:wrong (?:chat|person|group|number|thread)|group ?chat|family (?:chat|group|whatsapp)|work (?:chat|group|slack)|(?:the )?whole (?:team|family|group|office)|instead of)\b|\bwrong (?:chat|group ?chat|person|number)\b/, /(?:embarrass\w*|mortif\w*|dying|cringe\w*|ashamed|humiliat\w*|want to (?:die|disappear|hide)|oh no|help|😭|🙈|😳|🫠)/u],
    // Something said about a boss or someone in the chat is not a laughing matter; that is another answer.
    not: /\b(?:boss|manager|complain\w*|about (?:him|her|them)|slagging|nudes?|rude about)\b/,
    open: 'That is genuinely funny, and it will get funnier every time it is retold; the embarrassment passes much faster than it feels like it will right now.',
    points: [
      'Own it lightly and quickly: a one-line joke in the chat closes it better than silence or a deleted message everyone has already seen.',
      'Skip the long apology or explanation; people take their cue from you, and if you laugh, they laugh with you.',
      'A reply like an emoji or a joke means it has already landed kindly.',
    ],
    extras: [{ when: /./, needs: 'named', point: 'Send it to {named} as well; it was meant for them, and they will enjoy the story of where it went first.' }],
    sayIntro: 'In the chat, something like:',
    say: 'Ha, wrong chat! That one was meant for someone else. Carry on 🙈',
  },
  {
    id: 'cancelled_again',
    needs: [/\b(?:cancel\w*|bailed|flaked|pulled out|called (?:it )?off|no-?show\w*|stood me up|blew me off)\b/, /\b(?:again|third|second|fourth|fifth|\d+(?:st|nd|rd|th)? time|every time|keeps|always|last[- ]minute|(?:\d+|an?|two|few) (?:hrs?|hours?|mins?|minutes?) before|same day|at the last)\b/],
    // The member who cancelled ("I cancelled", "an apology for cancelling") owes the apology; that is another answer.
    not: /\bi (?:cancel\w*|bailed|flaked|pulled out|called (?:it )?off)\b|\bfor (?:cancel\w*|bailing|flaking|pulling out)\b|\b(?:apologi[sz]e|apology|say sorry)\b|\b(?:room-?mate|flat-?mate|housemate)\b|\bsays? yes\b/,
    needsPerson: true,
    verdicts: [
      [/\b(?:is it me|is it my fault|am i (?:the problem|asking too much|too needy))\b/, 'Almost certainly not: plans changed late, again and again, say more about how stretched {who} is than about you.'],
      [/\b(?:let it (?:go|slide)|ignore it|say something or|say nothing|just leave it|should i (?:even )?(?:say|mention) (?:something|it|anything))\b/, 'Say something: letting it go usually means it keeps happening while the resentment quietly grows.'],
    ],
    open: 'Being cancelled on at the last minute, again, after you had already put effort in, is properly frustrating; your anger makes sense.',
    points: [
      'Let the first heat pass before you reply (a walk, the pillow); a message sent in the first hour says more than you mean.',
      'Then say what happened and what it cost you, plainly and once: the time you kept free and anything you had already sorted.',
      'Ask for one change from now on, such as a day\'s notice when plans move, rather than a promise that it will never happen again.',
      'Ask what is going on for {them}: several late cancellations can mean someone is stretched thin, which is a different talk from not caring.',
      'Until it improves, make plans that do not leave you out of pocket, without writing {them} off.',
    ],
    say: '{hi}I was really disappointed when our plans fell through again. I\'d set the time aside and got things ready, and it isn\'t the first time plans have changed at the last minute. Is something going on? From now on, could you let me know by the day before if it isn\'t going to work?',
    ties: [
      ['J', 'You lean Judging, so a plan set and then pulled away costs you more than it might someone else; asking for notice is a fair request, not being rigid.'],
      ['T', 'You lean Thinking; start with how much the time together matters to you before the facts of the cancellations, and the facts will land better.'],
    ],
  },
  {
    // Blind round 19: a flatmate who never takes the bins out, and one who eats the member's food, got a menu of choices.
    id: 'flatmate_food',
    needs: [FLATMATE, /\b(?:eat(?:s|ing)? my|ate my|tak(?:es|ing) my|took my|finish(?:es|ed)? my|my food|my (?:milk|bread|cheese|leftovers|snacks|stuff) from|from the fridge|my shelf)\b/],
    about: FLATMATE_ABOUT,
    thingDefault: 'food',
    verdicts: [[/\b(?:petty|overreacting|too much|unreasonable|am i (?:wrong|being|crazy|mad))\b/, 'It is not petty: it is your food and your money, and a clear ask is the friendly option.']],
    open: 'Food going missing from a shared fridge is one of the most common flat-share rows, and it is fair to want it to stop without a fight.',
    points: [
      'Say it once, plainly and in private: what keeps happening, and what you want instead.',
      'Give it a rule rather than a telling-off: a shelf each, and "ask first, and replace it if you finish it".',
      'If it gets laughed off, repeat the same calm sentence once more; friendly and firm go together.',
      'Put what you agree in the flat chat, so it is written down, and say thanks the first time it works.',
    ],
    extras: [{ when: /\blabell?(?:ed|ing)?\b|\bnote\b/, point: 'You have already labelled it, so a label was never going to be enough: words are the next step, not a bigger label.' }],
    say: '{hi}can I ask you something without it being a big thing? My food keeps going from the fridge, and it adds up. Could we each keep to our own shelf, and ask first if we need to borrow something?',
  },
  {
    id: 'flatmate_chores',
    not: TAKE_IT_ON,
    needs: [FLATMATE, /\b(?:bins?|trash|rubbish|recycling|dishes|washing[- ]up|cleaning|clean(?:s|ed|ing)? up|bathroom|toilet|kitchen|hoover\w*|vacuum\w*|rota|mess|chores?)\b/, /\b(?:never|always|keeps?|again|every|running|weeks?|sick of|fed up|losing my mind|drives me|annoy\w*|doormat|all (?:the time|on me)|on my own|by myself)\b/],
    about: FLATMATE_ABOUT,
    thing: /\b(bins?|trash|rubbish|recycling|dishes|washing[- ]up|cleaning|bathroom|kitchen|hoovering|chores)\b/,
    thingDefault: 'chores',
    verdicts: [[/\b(?:petty|overreacting|too much|unreasonable|am i (?:wrong|being|crazy|mad))\b/, 'It is not petty, and asking does not make you difficult: a shared home only works when the jobs are shared.']],
    open: 'In a shared home the small jobs are the ones that sour things, and a clear, friendly ask now is far easier than the row it becomes later.',
    points: [
      'Say it once, in a message or in person: the fact (who has been doing it), and one concrete ask. A hint or a sigh is easy to miss.',
      'Make it a system, not a favour: alternate weeks, or a short rota in the flat chat, so nobody has to remind anybody.',
      'Offer the first turn to them ("you take this week?"): it is fair, and it gets the new pattern started.',
      'If it slips, point back to the rota rather than starting over; friendly and firm go together.',
    ],
    say: '{hi}quick one about the {thing}: I\'ve been doing them for a while now and I\'d like us to share it. Could we alternate weeks, starting with you this week? 🙂',
  },
  {
    id: 'household_habit',
    needs: [/\b(wet towels?|towels?|dirty (?:dishes|cups|mugs|plates|socks|clothes)|dishes|socks|toilet seat|crumbs|laundry|bins?|trash|rubbish|clothes on the floor|cups?|mugs?|shoes|cupboard doors?|lights on|toothpaste|hair in the (?:sink|drain|shower)|empty (?:cartons?|bottles?))\b/, /\b(?:one more|again|every (?:day|time|morning|night|single)|always|keeps?|leaves?|left|never|swear|drives? me|sick of|tired of|fed up|lose my mind|murder|kill|strangle)\b/],
    // Someone who keeps buying things (a mug, a candle) is another conversation.
    not: /\b(?:room-?mate|flat-?mate|housemate)\b|\b(?:buys?|bought|buying|gets? me|gifts?|presents?)\b/,
    needsPerson: true,
    with: ['partner', 'family', 'parent', 'sibling'],
    thing: /\b(wet towels?|towels?|dirty (?:dishes|cups|mugs|plates|socks|clothes)|dishes|socks|toilet seat|crumbs|laundry|bins?|trash|rubbish|clothes on the floor|cups?|mugs?|shoes|cupboard doors?|lights on|toothpaste|hair in the (?:sink|drain|shower)|empty (?:cartons?|bottles?))\b/,
    verdicts: [[/\b(?:petty|overreacting|too much|unreasonable|being dramatic|am i (?:wrong|crazy|mad))\b/, 'It is not petty: small things that repeat every day are exactly the ones worth a light word.']],
    open: 'A small thing that keeps happening is worth raising now, lightly, before it turns into a big thing; the exasperation is completely normal.',
    points: [
      'Say it soon, with a smile, and not in the moment you find it: one habit, one ask.',
      'Make the ask concrete (the one thing you would like done instead), not about how {they} should be a better person.',
      'Make the right thing the easy thing: a hook, a basket, a bin, whatever puts it where it belongs without anyone having to think.',
      'Notice when it goes right and say so; a thank-you works better than reminders.',
    ],
    say: '{hi}I love you, but the {thing} thing is driving me up the wall 😄 Could we agree where it goes, so I can stop grumbling about it?',
    sayFor: { family: '{hi}small request, said kindly: could we sort out the {thing} thing? Tell me where it would be easiest for it to go and I\'ll stop grumbling.', parent: '{hi}small request, said kindly: could we sort out the {thing} thing? Tell me where it would be easiest for it to go and I\'ll stop grumbling.', sibling: '{hi}small request, said kindly: could we sort out the {thing} thing? Tell me where it would be easiest for it to go and I\'ll stop grumbling.' },
    ties: [
      ['their-gets:words_of_affirmation', '{Who} feels most loved through Words of Affirmation, so a warm thank-you the first time it goes right will do more than any reminder.'],
      ['J', 'You lean Judging and like things settled, which is a fair thing to ask for; keeping it light makes it a request rather than a rule.'],
    ],
  },
  {
    id: 'after_fight',
    needs: [/\b(?:fight|fought|argument|argued|row|rowed|blew up|blow-?up|screamed|yelled|shouted|said (?:stuff|things|some things|hurtful)|falling out|fell out)\b/, /\b(?:start talking|talk(?:ing)? again|speak(?:ing)? again|make up|fix (?:this|it|things)|repair|reach out|break the silence|first move|make it right|come back from|apologi[sz]e first|move on from|get past)\b/],
    open: 'After a big fight where you both said things, feeling angry or raw is normal; the way back starts with cooling down, then one small step towards each other.',
    points: [
      'Cool your body down first: a run, a walk, a shower. Nothing useful gets said until the anger has dropped, and that usually takes longer than you expect.',
      'Reach out first with something short and warm rather than a rerun of the argument: that you care, and that you want to talk once you are both calm.',
      'Own your part specifically ("I said something unfair about …") with no "but" after it; it makes it far easier for the other side to be owned too.',
      'Allow some room if it is needed; slower to come back is not the same as not coming back.',
    ],
    extras: [
      { when: /\b(?:money|spend\w*|budget|debt|bills?|rent|savings)\b/, point: 'Leave the money itself for later: a set time, the numbers in front of you, and each of you saying what feels fair before anyone proposes a fix.' },
      { when: /^(?![\s\S]*\b(?:money|spend\w*|budget|debt|bills?|rent|savings)\b)/, point: 'Leave the issue itself for a calm time you agree on: one point each, and a break if it heats up again.' },
    ],
    say: '{hi}I hate how things went between us, and I\'m sorry for what I said. I still want to sort this out with you. Could we sit down soon, when we\'re both calmer?',
    ties: [
      ['their:I', '{Who} leans Introverted and may need some quiet before talking; a short message now and the real conversation later works for you both.'],
      ['E', 'You lean Extraverted and will want to talk it through right away; a short message now and a set time to talk later gives the other person the space they may need.'],
    ],
  },
  {
    id: 'parent_distant',
    needs: [/\b(?:never|doesn'?t|does not|won'?t|rarely|hardly ever|barely|not once)\s+(?:even\s+)?(?:asks?|calls?|texts?|checks? in|shows? (?:any )?interest|cares?|listens?|visits?|wants? to know)\b|\bno interest in\b/, /\b(?:my life|about me|how i am|how i'?m doing|my job|my work|anything|interested in me|what i do|my news)\b/],
    with: ['parent', 'family'],
    needsPerson: true,
    open: 'A parent who never asks about your life can hurt as much as one who asks too much; it often says more about how they learned to show interest than about how much you matter to them.',
    points: [
      'Go first, without waiting to be asked: share one small, concrete thing about your week.',
      'Ask about {their} life in return; people who do not ask often open up when asked, and it makes the door swing both ways.',
      'Try time side by side rather than face to face: a walk, a job around the house, a match on TV; many people talk more while doing something.',
      'If you want to, say it once, simply: that you would love {them} to ask about your life more. Some parents genuinely do not know it matters.',
    ],
    say: '{hi}I\'d love to tell you more about what\'s going on with me, and hear about you too. Fancy a walk on Saturday, just the two of us?',
    ties: [['gets:quality_time', 'You feel most loved through Quality Time, so one-to-one time with {who} will likely mean more to you than a phone call; it is fine to ask for it plainly.']],
  },
  {
    id: 'keep_ritual',
    needs: [/\b(?:keep (?:it|this|that|them) (?:going|up|fresh|fun|alive|special)|(?:become|becoming|turn into|turning into|feel like|feeling like) a (?:chore|routine|duty|obligation)|stays? fun|getting stale|keep doing (?:it|this))\b/],
    open: 'Something you both enjoy is worth protecting, and keeping it alive is mostly about guarding the day and letting what you do inside it change.',
    points: [
      'Keep the fixed day and time; the regularity is the gift, even when the plan is simple.',
      'Vary what happens inside it: take turns choosing, alternate staying in and going out, and keep a short list of ideas you both add to.',
      'Keep it small enough that a tired week cannot break it: a walk and a meal count.',
      'Afterwards, say what you enjoyed and ask what {they} enjoyed; that keeps it something you both want rather than a duty.',
      'If a week has to move, move it rather than skip it, so the habit survives.',
    ],
    ties: [
      ['their-gets:quality_time', '{Who} feels most loved through Quality Time, so the time itself is what matters, more than anything you plan for it.'],
      ['P', 'You lean Perceiving and like room to improvise, so a fixed day with an open plan suits you well.'],
    ],
  },
  {
    id: 'late_work_calls',
    needs: [/\b(?:calls?|meetings?|messag\w*|emails?|slack\w*|pings?|texts?)\b/, /\b(?:at (?:night|midnight)|\d{1,2} ?(?:pm|p\.m\.)|weekends?|evenings?|after hours|late at night|on my days? off|on holiday|which is \d+)\b/, /\b(?:job|work|manager|boss|colleague|client|team|calls?|meetings?)\b/, /\b(?:keeps?|again|every|always|three|four|nights? this week|times? this week|killing me|exhausted|tired|drained|can'?t keep)\b/],
    not: /\b(?:my (?:partner|boyfriend|girlfriend|husband|wife))\b/,
    with: ['work'],
    open: 'Work that keeps spilling into your nights wears anyone down; asking for it to stop is reasonable, and it is usually fixable.',
    points: [
      'Name the pattern with facts: how many times, and what hour it is for you.',
      'Offer the alternative, not only the no: the hours you can do, or a slot that sits inside both working days.',
      'Protect your evenings in practice too: notifications off after a set time, and late messages answered in the morning.',
      'If it carries on after a clear ask, raise it with your manager as a workload question, not as a complaint about a person.',
    ],
    extras: [{ when: /\b(?:here|time ?zones?|which is|toronto|london|berlin|new york|sydney|their time|my time)\b/, point: 'With a time difference, the fix is a standing window: find the hours where both working days overlap and ask for calls there.' }],
    say: '{hi}quick one: the last few calls have landed very late in my evening, and I can\'t keep that up. Could we keep them to a slot inside both our working days?',
  },
  {
    id: 'repeated_remark',
    needs: [/\b(?:keeps? (?:saying|asking|commenting|bringing (?:it |this |that )?up|making (?:comments|jokes|remarks)|telling me|mentioning|going on about|hinting)|(?:always|constantly) (?:asks?|says?|comments?|brings? (?:it |this |that )?up|makes? (?:comments|jokes|remarks))|every\W+(?:single\W+)?(?:(?:sunday|saturday|friday|family|weekly|holiday|christmas|birthday)\W+)?(?:call|visit|dinner|lunch|phone call|conversation|holiday|christmas|get-?together|gathering|time (?:we|i) (?:talk|speak|see|meet|visit|call))|won'?t stop (?:asking|saying|commenting)|(?:always |keeps? )?(?:makes?|making) (?:little |snide )?(?:digs|cracks|comments|jokes|remarks)|comments? on my|remarks? about my|asks? (?:me |us |me and \p{L}+ |\p{L}+ and me |the two of us )?when (?:i'?m|i am|we'?re|we are|i'?ll|we'?ll|i'?m going|we'?re going))\b/u, /\b(?:stop|shut (?:it|this|that|her|him|them) down|nip (?:it|this) in the bud|change the subject|deflect|respond|say|react|handle|deal|hurts?|hurtful|cry|cried|crying|upset|annoy\w*|drives me|sick of|tired of|laugh (?:it )?off|awkward|without a fight|fed up|drop (?:it|the subject)|give it a rest|let it go|back off|quit|get (?:her|him|them) to|gets to me|ignore it|dread\w*|painful|irritat\w*|wears? me (?:down|out)|snap\w*|grit my teeth)\b/],
    not: /\b(?:lent|loan|owes? me|deadlines?)\b/,
    needsPerson: true,
    // The one who keeps asking is spoken to, not the partner sitting beside the member (round 18: "my mom asks me and
    // Maya when we're getting married" got words for a no to Maya).
    // Case-sensitive on purpose: a capital is a name ("Mum", "Sam"); with the i flag "law" in "mother in law" was one.
    about: /\b((?:[Mm]y|[Oo]ur) (?:mom|mum|mother|dad|father|parents|aunt|uncle|gran\w*|nan|sister|brother|in-laws|(?:mother|father)[- ]in[- ]law|boss|manager)|\p{Lu}\p{Ll}+) (?:keeps|always|constantly|asks|says|comments|makes|won'?t|brings)\b/u,
    verdicts: [[/\b(?:let it (?:go|slide)|ignore it|say something or|say nothing|just leave it|should i (?:even )?(?:say|mention) (?:something|it|anything))\b/, 'Say something, once and in private: laughing it off has not stopped it, and a calm, clear ask usually does more than you expect.']],
    open: 'A remark that keeps coming wears you down even when it is meant lightly, and more so with others listening; it is fair to want it to stop.',
    points: [
      'Have the real conversation in private, on a calm day, not in the moment: the remark, what it does to you, and one clear request.',
      'Talk about the pattern, not every instance: "when you bring that up" is easier to hear than a list of every time.',
      'Expect "but I only mean well": agree that it is meant well, and repeat the request without debating the subject itself.',
      'Decide your line for the next time it happens and use the same one every time; the repetition is what makes it stick.',
      'If it carries on after a clear ask, you can end the call kindly or step away; you do not owe the subject a debate.',
    ],
    extras: [
      { when: /./, needs: 'partner', point: 'Since it is about you and {partner} too, agree with {partner} beforehand what you will both say, so neither of you is left answering alone.' },
      { when: /\b(?:snap\w*|take it out on|short with|grumpy with|irritated (?:all|the whole)|ruins? my (?:week|monday)|(?:all|the whole) week)\b/, point: 'The irritation that spills out days later is the conversation that has not happened yet; once you have had it, that knock-on usually fades. Tell the person who gets the spill-over what is behind it, so they know it is not about them.' },
    ],
    say: '{hi}I know it comes from love, but the questions about this are getting hard for me, even when I laugh them off. Could you let me bring it up when I\'m ready?',
    moment: 'Ha, you\'ll be the first to know. Now, tell me how your week has been.',
    ties: [
      ['F', 'You lean Feeling, so smoothing things over in the moment comes naturally; that is fine in company, as long as the private conversation still happens and is finished.'],
      ['J', 'You lean Judging and like things settled; one planned conversation suits you better than letting it build until it comes out in a row.'],
    ],
  },
];
