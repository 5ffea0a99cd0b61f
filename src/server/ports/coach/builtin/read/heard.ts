/**
 * Issue 29: a message that is intense but ordinary (anger said as "I could kill him", exhaustion, grief, a family day
 * to dread, a joke about a crime against cake) read for what the member wants from it, what caused it and how it feels.
 * The safety screen has already passed it as ordinary; this reading only decides that the coach answers the person
 * rather than a stock situation. It claims a message only when it finds both a want it can answer and a cause it
 * knows, so anything it cannot place keeps its old route. Requests for a plan, a draft or the member's data are left
 * to their own answers.
 */
import type { CoachConnection, CoachContext } from '../../context.js';
import { lower } from './text.js';

/** What the member wants from the reply. */
export type HeardWant = 'tonight' | 'laugh' | 'permission' | 'alone' | 'rest' | 'event' | 'person' | 'unseen' | 'share' | 'group' | 'fix' | 'company' | 'now';

/** What caused the feeling, as a concept the reply can name in its own words. */
export type HeardCause =
  | { kind: 'deadlines'; deliverable: string | null; boss: boolean }
  | { kind: 'food_taken'; food: string; occasion: string | null; emptyLeft: boolean }
  | { kind: 'work_touched'; code: boolean; broke: boolean; isNew: boolean }
  | { kind: 'loss'; lost: string; pet: boolean; ritual: 'cooking' | 'talking' | 'laughing' | 'keeping' | null }
  | { kind: 'worn_out' }
  | { kind: 'gathering'; day: string | null; hosts: string | null; slideshow: boolean }
  | { kind: 'unreturned'; what: 'birthdays' | 'plans' | 'remembering' }
  /** Someone close keeps having the member watch their favourite kind of thing; the genre in the coach's words. */
  | { kind: 'made_to_watch'; genre: string | null }
  /** A group the member belongs to chose, again, what the member does not enjoy. */
  | { kind: 'group_pick'; group: string }
  /** A job at home redone and failing again. */
  | { kind: 'diy'; material: 'grout' | 'paint' | null }
  /** Nerves in the body minutes before something (round 23 s12: "presenting to the VP in 15 minutes"). */
  | { kind: 'nerves'; event: string; minutes: number | null }
  /** Someone told the member's news before the member could ("he told mum I'm leaving my job"). */
  | { kind: 'news_told'; teller: string | null; heard: string | null }
  /** A review sent back again and again over small things (code review comments on naming). */
  | { kind: 'review_loop' }
  /** A landlord who does not fix something basic (the heating out, in the cold). */
  | { kind: 'repair_ignored'; what: 'heat' | 'hot water'; cold: boolean }
  /** The member's team lost in the last minute. */
  | { kind: 'match_lost' }
  /** The member did something without asking and has to tell the person it affects ("signed us both up"). */
  | { kind: 'confession'; act: string };

/** Kinds of shows and films people are made to sit through, as the coach names them. */
const GENRES: Array<[RegExp, string]> = [
  [/\banime\b/, 'anime'],
  [/\b(?:cooking|baking|bake ?off|chef) (?:competition |contest )?(?:shows?|programmes?|series)\b/, 'cooking shows'],
  [/\breality (?:tv|shows?)\b|\blove island\b/, 'reality TV'],
  [/\btrue crime\b/, 'true crime'],
  [/\bhorror\b/, 'horror films'],
  [/\bmusicals?\b/, 'musicals'],
  [/\b(?:football|soccer|hockey|cricket|golf|f1|formula 1)\b/, 'sport'],
  [/\bdocumentar(?:y|ies)\b/, 'documentaries'],
];

export interface Heard {
  want: HeardWant;
  cause: HeardCause;
  /** Said with a laugh ("lol", an emoji): the reply may be light. */
  light: boolean;
  /** The word of the member's own question ("weird", "antisocial"), for a plain answer to it. */
  asks: string | null;
  /** The member's partner on Attune (only the relationship type is used to find them). */
  partner: CoachConnection | undefined;
}

/** Loud words for an ordinary feeling: a violent idiom, being done, wiped out, wanting to vanish, nerves in the body. */
const INTENSE =
  /\b(?:kill|murder|strangle|throttle|throw (?:myself|him|her|my laptop|it) (?:in|into|off|out of)|throwing (?:my laptop|it|myself) (?:in|into|off|out of)|burn (?:this|the) (?:building|place|house) down|set myself on fire|end me)\w*|\bheart (?:is )?(?:pounding|racing)\b|\bhands (?:are )?shaking\b|\bdevastated\b|\blie on the floor\b|\b(?:could|going to|want to|about to) scream\b|\bkilling me\b|\blose my (?:mind|marbles)\b|\bdead (?:tired|on my feet)\b|\b(?:i'?m|i am) (?:so |completely |totally )?(?:done|dead)\b|\b(?:exhausted|knackered|shattered|drained|wiped|burn(?:t|ed) out|running on (?:empty|fumes)|fuming|livid|furious|overwhelmed)\b|\b(?:disappear|vanish|hide) (?:into|under|in|for)\b|\bbe (?:left )?alone\b/;
/** A death, for grief: a person or animal died, was put down, was buried. */
const LOSS = /\b(?:died|passed away|passed on|put (?:\w+ )?(?:\w+ )?down|funeral|lost (?:my|our) \w+)\b/;
const PETS = /\b(dog|cat|puppy|kitten|rabbit|hamster|horse|pony|budgie|parrot|guinea pig|tortoise)\b/;
const RELATIVES = /\b(?:my|our) ((?:grand)?(?:mum|mom|mother|ma|dad|father|pa)|grandma|grandad|grandpa|nan|nana|gran|granny|brother|sister|uncle|aunt|auntie|cousin|best friend|friend)\b/;

/** Asked for something else, whose own answer serves it better: words written, a plan, ideas, the member's data. */
const OTHER_REQUEST =
  /\b(?:write|draft|word)(?:ing)? (?:me |us )?(?:a|the|an|some)?\s*(?:message|text|note|letter|email|reply)\b|\bhelp me (?:write|word|draft)\b|\b(?:need|want|make|give me|build) (?:a |me a )?(?:plan|schedule|itinerary|rota)\b|\b(?:what(?:'s| is)|any|good|weekend|day|evening|date) plans?\b|\bplan (?:for|with)\b|\b(?:gift|present|ideas? for|recommend)\b|\b(?:my|our) (?:results?|scores?|vibe|type)\b|\bvibe\b/;

const ASKS = /\b(?:is (?:that|it|this)|am i(?: being)?) (weird|odd|strange|normal|ok|okay|antisocial|anti-social|selfish|rude|lazy|wrong|bad|mean)\b/;

function causeOf(text: string): HeardCause | null {
  const moment = momentOf(text);
  if (moment) return moment;
  const pet = PETS.exec(text)?.[1];
  if (LOSS.test(text) && (pet || RELATIVES.test(text))) {
    const ritual = /\b(?:cook|bake|recipes?|make (?:her|his) \w+)/.test(text)
      ? 'cooking'
      : /\btalk(?:ing)? to (?:her|him|them)\b|\bspeak(?:ing)? to (?:her|him|them)\b/.test(text)
        ? 'talking'
        : /\blaugh\w*\b/.test(text)
          ? 'laughing'
          : /\b(?:voicemails?|voice notes?|jumper|sweater|clothes|perfume|smell)\b/.test(text)
            ? 'keeping'
            : null;
    return { kind: 'loss', lost: pet ?? RELATIVES.exec(text)![1]!, pet: !!pet, ritual };
  }
  // Any food kept for later counts, named or not ("ate the jollof i was saving for lunch tomorrow").
  const food = /\b(?:ate|eaten|finished|had|took|nicked|stole|scoffed)\b.{0,30}\b(?:last|my|the)\b.{0,30}\b(cake|cheese|pizza|chocolate|leftovers|biscuits?|cookies?|ice cream|dessert|brownies?|chips|crisps|curry|lasagne|sandwich)\b/.exec(text) ??
    /\b(?:ate|eaten|finished|scoffed|nicked|stole)\s+(?:the|my)\s+((?:[a-z]+ ){0,1}[a-z]+)\s+(?:i was saving|i'?d saved|i saved|i was keeping|i'?d been saving|that was mine|with my name on)\b/.exec(text);
  if (food) {
    const occasion = /\b(birthday|anniversary|christmas|leaving)\b/.exec(text)?.[1] ?? null;
    return { kind: 'food_taken', food: food[1]!, occasion, emptyLeft: /\bempty\b.{0,30}\b(?:box|tub|packet|container|tin|plate)\b|\b(?:box|tub|packet|container|tin)\b.{0,20}\bempty\b/.test(text) };
  }
  const touched = /\b(?:reformatt?ed|rewrote|rewritten|refactored|restructured|reorgani[sz]ed|overwrote|overwritten|deleted|renamed)\b.{0,30}\b(?:my|our|the)\b.{0,20}\b(code(?:base)?|repo\w*|files?|branch|document|doc|spreadsheet|slides|deck|work|folders?|project)\b/.exec(text);
  if (touched && /\bwithout (?:asking|telling|a word|checking)|\bbroke\b|\bbroken\b|\bruined\b/.test(text)) {
    return { kind: 'work_touched', code: /code|repo|branch/.test(touched[1]!) || /\b(?:build|merge|commit|pull request|pr)\b/.test(text), broke: /\bbroke|broken|ruined\b/.test(text), isNew: /\bnew (?:guy|girl|hire|starter|person|dev\w*|joiner|colleague)\b/.test(text) };
  }
  const deliverable = /\b(deck|slides|report|presentation|proposal|essay|pitch)\b/.exec(text)?.[1] ?? null;
  if (/\bdeadlines?\b|\bdue (?:tomorrow|tonight|by)\b|\bby \d{1,2} ?(?:am|pm)\b/.test(text)) return { kind: 'deadlines', deliverable, boss: /\b(?:boss|manager|lead|client)\b/.test(text) };
  const day = /\b(boxing day|christmas(?: day| eve)?|thanksgiving|easter|new year'?s?(?: eve| day)?|eid|diwali|the holidays)\b/.exec(text)?.[1] ?? null;
  const hosts = /\b(in-?laws|(?:his|her|their|my partner's|my) (?:family|parents|mum|mom|dad)|family)\b/.exec(text)?.[1] ?? null;
  if ((day || hosts) && /\b(?:survive|get through|sit through|cope with|make it through|endure)\b/.test(text)) return { kind: 'gathering', day, hosts, slideshow: /\bslide ?shows?|holiday (?:photos|pictures|videos)\b/.test(text) };
  if (/\b(?:nobody|no one|no-one) (?:ever )?(?:does|plans|organi[sz]es|remembers|asks)\b|\balways the one who\b|\bthe one who (?:remembers|organi[sz]es|plans)\b/.test(text)) {
    return { kind: 'unreturned', what: /birthday/.test(text) ? 'birthdays' : /remember/.test(text) ? 'remembering' : 'plans' };
  }
  if (/\b(?:makes?|made|making|drag(?:s|ged)?) me (?:to )?(?:watch|sit through|binge)\b/.test(text)) return { kind: 'made_to_watch', genre: GENRES.find(([g]) => g.test(text))?.[1] ?? null };
  const group = /\b(book club|running club|club|choir|committee|team|group)\b/.exec(text)?.[1];
  if (group && /\b(?:picked|chose|chosen|voted for|went with|picks|chooses)\b.{0,60}\bagain\b|\bagain\b.{0,30}\b(?:picked|chose|chosen)\b/.test(text)) return { kind: 'group_pick', group };
  if (/\b(?:grout|caulk|sealant|silicone|tiles?|plaster|paint(?:ed|ing)?|flat-?pack|shelf|shelves|reno\w*|diy)\b/.test(text) && /\b(?:redid|redone|re-?did|(?:two|three|four|\d) times|still (?:cracks|cracking|leaks|leaking|peels|peeling|falls|wobbles|comes off))\b/.test(text)) {
    return { kind: 'diy', material: /\bgrout|caulk|sealant|silicone|tiles?\b/.test(text) ? 'grout' : /\bpaint/.test(text) ? 'paint' : null };
  }
  if (/\b(?:dead tired|exhausted|knackered|shattered|drained|wiped|burn(?:t|ed) out|running on (?:empty|fumes)|so tired)\b/.test(text)) return { kind: 'worn_out' };
  return null;
}

function wantOf(text: string, cause: HeardCause, asks: string | null): HeardWant | null {
  const alone = /\b(?:want|need|like) (?:to be (?:left )?alone|(?:some )?(?:space|quiet)|to be on my own)\b|\bjust want to be alone\b/.test(text);
  const someoneTries = /\bkeeps? (?:trying|asking|wanting|checking)|\bwon'?t (?:leave me|stop)|\btrying to (?:cheer|distract|get me)/.test(text);
  if (alone && someoneTries) return 'alone';
  // Tired and asking "is that antisocial?" is about resting only when the message says the rest it wants; "I feel
  // drained, is it weird that I'm dating an extrovert?" asks about the relationship and keeps its route.
  // Rest together ("a weekend for Sam and me, we're both exhausted") is a plan for two, not time alone.
  const together = /\b(?:we|us|both|and me|and i)\b/.test(text);
  const resting = !together && /\b(?:weekend|couch|sofa|in bed|stay(?:ing)? in|not (?:talk|see|go)\w*|nobody|no one|a single (?:person|soul)|to myself|hibernat\w*)\b/.test(text);
  if (asks && ((cause.kind === 'loss' && cause.ritual) || (cause.kind === 'worn_out' && resting))) return 'permission';
  if (cause.kind === 'deadlines' && /\b(?:survive|get through|make it through|cope with)\b.{0,15}\b(?:tonight|today|this evening|the night)\b/.test(text)) return 'tonight';
  if (cause.kind === 'gathering') return 'event';
  if (cause.kind === 'worn_out' && resting) return 'rest';
  if (cause.kind === 'food_taken' && /\b(?:kill|murder|strangle|throttle)\w*/.test(text)) return 'laugh';
  // "Sam keeps trying to cheer me up with plans and I just want him to sit with me": company, not plans.
  if (cause.kind === 'loss' && /\b(?:just )?want (?:him|her|them|[a-z]+) to (?:just )?(?:sit|be|stay|lie) (?:here )?with me\b|\bjust (?:want|need) (?:a )?(?:hug|company|someone (?:here|with me))\b/.test(text)) return 'company';
  if (cause.kind === 'nerves') return 'now';
  if (cause.kind === 'news_told' || cause.kind === 'confession') return 'person';
  if (cause.kind === 'review_loop' || cause.kind === 'repair_ignored') return 'fix';
  if (cause.kind === 'match_lost') return 'laugh';
  if (cause.kind === 'work_touched') return 'person';
  if (cause.kind === 'made_to_watch') return 'share';
  if (cause.kind === 'group_pick') return 'group';
  if (cause.kind === 'diy') return 'fix';
  if (cause.kind === 'unreturned' && /\b(?:done|sick of|tired of|fed up)\b/.test(text)) return 'unseen';
  return null;
}

/** The causes round 23's intense messages named (s10–s15): nerves now, news told first, a review loop, a repair ignored, a lost match, a thing done without asking. */
function momentOf(text: string): HeardCause | null {
  const soon = /\b(?:in|within) (\d{1,2}|five|ten|fifteen|twenty|thirty) ?(?:min|mins|minutes)\b|\bin (?:an|half an) hour\b/.exec(text);
  const event = /\b(present(?:ing|ation)|interview|speech|pitch|exam|audition|demo|talk|wedding toast|first date)\b/.exec(text)?.[1];
  if (event && (soon || /\b(?:today|tonight|this morning|this afternoon)\b/.test(text)) && /\bheart (?:is )?(?:pounding|racing)|\bhands (?:are )?shaking|\b(?:throw up|be sick|faint|panick?\w*|freaking out|nervous|shaking)\b/.test(text)) {
    const words: Record<string, number> = { five: 5, ten: 10, fifteen: 15, twenty: 20, thirty: 30 };
    const m = soon?.[1];
    return { kind: 'nerves', event: /^present/.test(event) ? 'presentation' : event, minutes: m ? words[m] ?? Number(m) : null };
  }
  const told = /\b(?:he|she|they|my (?:brother|sister|mum|mom|dad|cousin|friend|flatmate)) (?:went and |just )?told (my |our )?(mum|mom|dad|parents|family|everyone|the family|my boss|the team)\b.{0,60}\bbefore (?:i|i'?d) (?:could|had|got to|even|was able)\b/.exec(text);
  if (told) return { kind: 'news_told', teller: /\bmy (brother|sister|cousin|friend|flatmate)\b/.exec(text)?.[1] ?? null, heard: told[2] ?? null };
  if (/\b(?:pr|pull request|merge request|code review|review comments|reviewers?)\b/.test(text) && /\b(?:bounced|rejected|sent back|blocked|changes requested|another round|(?:third|fourth|fifth|\d+(?:st|nd|rd|th)) (?:round|time)|one more time|again)\b/.test(text)) return { kind: 'review_loop' };
  const broken = /\b(heat(?:ing)?|boiler|furnace|radiators?|hot water)(?:'s| has| is)? (?:been |gone )?(?:out|off|broken|down|not working|dead)\b/.exec(text);
  if (broken && /\blandlord|property manager|letting agent|super(?:intendent)?\b/.test(text)) return { kind: 'repair_ignored', what: /hot water/.test(broken[1]!) ? 'hot water' : 'heat', cold: /[-−]\d{1,2}\b|\bfreezing|\bminus \d|\bbelow zero\b/.test(text) };
  if (/\b(?:\d{2}(?:st|nd|rd|th) minute|injury time|stoppage time|last[- ]minute (?:goal|winner|equali[sz]er)|penalt(?:y|ies)|final whistle|relegated)\b/.test(text) && /\b(?:devastated|gutted|never watching|heartbroken|lie on the floor|can'?t (?:believe|cope))\b/.test(text)) return { kind: 'match_lost' };
  const act = /\b((?:signed|booked|entered|registered) (?:us|me|him|her|them|us both|both of us) (?:both )?(?:up )?for [^.!?]{3,60}?) without (?:asking|checking|telling)\b/.exec(text);
  if (act && /\b(?:going to|gonna|will) (?:kill|murder) me\b|\bhow (?:do|should) i (?:tell|break it to)\b/.test(text)) return { kind: 'confession', act: act[1]! };
  return null;
}

/** The reading, or null when the message is not one of these or asks for something with its own answer. */
export function readHeard(message: string, ctx: CoachContext): Heard | null {
  const text = lower(message);
  if (ctx.history.length || !INTENSE.test(text) && !LOSS.test(text)) return null;
  if (OTHER_REQUEST.test(text)) return null;
  const cause = causeOf(text);
  if (!cause) return null;
  const asks = ASKS.exec(text)?.[1] ?? null;
  const want = wantOf(text, cause, asks);
  if (!want) return null;
  const couples = ctx.connections.filter((c) => c.relationshipType === 'couple');
  return { want, cause, light: /\b(?:lol|lmao|haha\w*)\b|[\u{1F602}\u{1F923}\u{1F480}\u{1F62D}]/u.test(message), asks, partner: couples.length === 1 ? couples[0] : undefined };
}
