/**
 * Intent detection for the builtin coach: keyword / phrase scoring plus recognising a named connection.
 */

import { CoachConnection, CoachContext } from '../../context.js';
import { lower } from './text.js';
import { namedConnections } from './understand.js';


export type CoachIntent =
  | 'greeting'
  | 'understand_self'
  | 'understand_connection'
  | 'conflict'
  | 'communication_script'
  | 'attachment'
  | 'love_languages'
  | 'date_ideas'
  | 'stability'
  | 'result_meaning'
  | 'thanks'
  | 'other';

type Rule = [RegExp, number];

/** Scored rules; matched against the lower-cased message with punctuation reduced to spaces. */
const RULES: Record<Exclude<CoachIntent, 'other' | 'greeting' | 'thanks'>, Rule[]> = {
  understand_self: [
    [/\b(understand|know) (myself|me better|who i am)\b/, 4],
    [/\babout me\b|\babout myself\b/, 2],
    [/\bwhy (do|am|can ?t|cant|did) i\b/, 3],
    [/\b(my|own) (personality|strengths|weaknesses|patterns?|tendencies|blind spots?)\b/, 3],
    [/\bwhat am i like\b|\bwhat kind of (person|partner) am i\b|\bam i (an? )?(introvert|extravert|extrovert|difficult|too)\b/, 4],
    [/\bmy type\b|\bmy personality type\b/, 2],
    [/\b(describe|tell me about) me\b/, 4],
  ],
  understand_connection: [
    [/\b(understand|figure out|make sense of|read)\b/, 1],
    [/\bwhat (is|s) \w+ like\b/, 3],
    [/\bwhy (does|did|is|won ?t|doesn ?t|can ?t) (he|she|they|\w+)\b/, 2],
    [/\b(insights?|tell me about|what makes .* tick|how does .* think|get to know)\b/, 3],
    [/\bhow (do|can) (we|i) (work|get along|fit|click)\b/, 2],
    [/\b(compatible|compatibility|vibe|match|good fit)\b/, 3],
  ],
  conflict: [
    [/\b(fight|fights|fighting|fought|argue|argued|arguing|argument|arguments|row|rows|conflict|clash|clashed)\b/, 3],
    [/\b(angry|mad|furious|upset|hurt|annoyed|frustrated|resent|resentful|irritated|pissed|disappointed|let down)\b/, 2],
    [/\b(yelled|shouted|screamed|snapped|blew up|slammed|stonewall|silent treatment|ignor(es|ed|ing) me)\b/, 3],
    [/\b(apologi[sz]e|sorry|make up|repair|forgive|disagree|disagreement|tension|criticis)\w*/, 2],
    [/\bwe (keep|always) \w+/, 1],
    [/\b(go|goes|going|went|gone) (quiet|silent|cold)\b|\bshuts? (down|me out)\b|\bwithdraw\w*\b/, 3],
    [/\b(never|always) (helps?|listens?|does|do|says?|forgets?)\b/, 2],
  ],
  communication_script: [
    [/\bhow (do|can|should|could) i (talk|tell|say|bring up|raise|ask|approach|explain|start|phrase|word|communicate|speak|express)\b/, 5],
    [/\b(what|how) (should|do|can) i say\b/, 5],
    [/\b(talk|speak|bring (it|this) up|conversation) (to|with|about)\b/, 3],
    [/\b(script|words|wording|phrase|message to|text (him|her|them))\b/, 3],
    [/\b(communicat\w*|open up|express)\b/, 2],
    [/\b(chores?|dishes|money|budget|housework|in-?laws)\b/, 1],
  ],
  attachment: [
    [/\battach(ment|ed)\b/, 4],
    [/\b(anxious|anxiety|avoidant|secure|insecure|fearful)\b/, 3],
    [/\b(clingy|needy|reassurance|abandon\w*|push(es|ing)? (me|them|him|her|people) away|pull(s|ing)? away|distant|space)\b/, 3],
    [/\b(texts? back|reply|replies|respond|ghost\w*|left on read|overthink\w*|jealous\w*|trust issues)\b/, 2],
    [/\b(scared|afraid|worried|fear) (he|she|they) (will|ll|might|is going to)? ?(leave|lose interest|cheat|break up)\b/, 4],
    [/\bdoesn ?t (love|want|care about) me\b/, 3],
    [/\b(worr(y|ied|ies|ying)|scared|afraid|fear|terrified|convinced)\b.{0,40}\b(leave|leaving|left|lose|losing|cheat\w*|break up|bored of me|stop loving|go off me)\b/, 4],
    [/\b(will|ll|going to|gonna) (leave|abandon|dump|replace) me\b/, 4],
  ],
  love_languages: [
    [/\blove languages?\b/, 6],
    [/\b(words of affirmation|quality time|acts of service|physical touch|gifts?|gesture\w*)\b/, 4],
    [/\b(feel|feels|make \w+ feel) (loved|appreciated|special|cared for|valued)\b/, 4],
    [/\b(show|tell) (him|her|them|\w+) (i|that i) (care|love|appreciate)\b/, 4],
    [/\b(romantic|surprise|anniversary|birthday|present)\b/, 2],
    [/\bappreciat\w*\b/, 1],
  ],
  date_ideas: [
    [/\b(date|dates|date night|date ideas?)\b/, 4],
    [/\b(things to do|something to do|what (can|should|could) we do|ideas for|activity|activities|outing|weekend plans?|day out)\b/, 4],
    [/\b(together|hobby|hobbies|interests?|fun|bored|boring|rut|adventure)\b/, 1],
    [/\b(plan|planning) (something|a|an)\b/, 2],
    [/\b(do|try) together\b|\bwhat (can|could|should) \w+ and i do\b/, 4],
  ],
  stability: [
    [/\bstabilit\w*\b/, 5],
    [/\b(stress|stressed|burn ?out|burnt out|overwhelm\w*|exhausted|tired|sleep|energy|balance)\b/, 3],
    [/\b(habit|habits|routine|self[- ]care|wellbeing|well-being|mental health|exercise|motivation|purpose|meaning)\b/, 3],
    [/\b(lonely|isolated|spiritual|desire|libido|drive)\b/, 2],
    [/\b(weekly|improve|improvement|grow|growth) (actions?|habits?|plan)\b/, 3],
  ],
  result_meaning: [
    [/\bwhat (does|do|is|s) (my|an?|the)? ?[\w\s%-]{0,30}\b(result|results|score|scores|type|percent|percentage|mean|means)\b/, 3],
    [/\b(mean|means|meaning)\b/, 2],
    [/\b(my )?(results?|scores?|percentage|percent|assessment|survey)\b/, 2],
    [/\bexplain\b/, 2],
    [/\b(?:[ie][ns][tf][jp])\b/, 2],
    [/\b\d{1,3} ?%/, 2],
  ],
};

const GREETING = /^(hi|hello|hey|hiya|heya|yo|good (morning|afternoon|evening)|howdy|greetings)\b/;
const THANKS = /\b(thanks|thank you|thank u|thx|ty|cheers|appreciate (it|that|this)|that (helps|helped)|helpful)\b/;

function clean(message: string): string {
  return lower(message)
    .replace(/'/g, ' ')
    .replace(/[^a-z0-9%\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The connection a message names (by name, pet form, typo or a role only one connection has), if any. */
export function findNamedConnection(message: string, connections: CoachConnection[]): CoachConnection | undefined {
  return namedConnections(message, connections).connections[0];
}

function score(text: string, rules: Rule[]): number {
  let total = 0;
  for (const [re, weight] of rules) if (re.test(text)) total += weight;
  return total;
}

/** Intent and connection for a message. Ties go to the more specific intent (earlier in PRIORITY). */
export function detectIntent(message: string, ctx: CoachContext): { intent: CoachIntent; connection?: CoachConnection } {
  const text = clean(message);
  const named = findNamedConnection(message, ctx.connections);
  const connection = named ?? ctx.focus;
  const withConnection = (intent: CoachIntent) => (connection ? { intent, connection } : { intent });
  const words = text ? text.split(' ').length : 0;

  if (!text) return withConnection('other');
  if (THANKS.test(text) && words <= 8 && !/\?/.test(message)) return withConnection('thanks');

  const scores = new Map<CoachIntent, number>();
  for (const [intent, rules] of Object.entries(RULES) as Array<[CoachIntent, Rule[]]>) {
    scores.set(intent, score(text, rules));
  }
  // A named connection (or an "about" chat) makes questions about "them" connection questions.
  if (named) scores.set('understand_connection', (scores.get('understand_connection') ?? 0) + 2);
  else if (ctx.focus) scores.set('understand_connection', (scores.get('understand_connection') ?? 0) + 1);
  // Questions about "my result / my type" belong to the self, not the connection.
  if (/\bmy (result|results|score|scores|type|attachment|love language|stability)\b/.test(text)) {
    scores.set('result_meaning', (scores.get('result_meaning') ?? 0) + 2);
  }

  const PRIORITY: CoachIntent[] = [
    'communication_script',
    'attachment',
    'conflict',
    'love_languages',
    'date_ideas',
    'stability',
    'result_meaning',
    'understand_connection',
    'understand_self',
  ];
  let bestIntent: CoachIntent = 'other';
  let bestScore = 0;
  for (const intent of PRIORITY) {
    const s = scores.get(intent) ?? 0;
    if (s > bestScore) {
      bestScore = s;
      bestIntent = intent;
    }
  }

  if (GREETING.test(text) && (bestScore < 3 || words <= 3)) return withConnection('greeting');
  if (bestScore < 2) {
    if (named) return { intent: 'understand_connection', connection: named };
    return withConnection('other');
  }
  return withConnection(bestIntent);
}
