/**
 * Held-out part E (issue 29, coach-answers): ordinary topic questions a wise friend gets (jealousy, trust, loneliness,
 * breakups, crushes, family, work, money, grief…), written on 2026-11-26 BEFORE the topic taxonomy, its corpus and its
 * routing were built, and committed first so its before/after figures are honest. Each case asks that the answer is
 * about the topic asked (its own words) and not the generic profile, stability or Vibe answer; a colleague or a
 * relative never gets a partner's template.
 */
import { one, type Rule, type UnderstandingCase } from './cases.js';

/** What a reply that did not answer the question looks like: a profile, a stability summary or the Vibe paragraph. */
const GENERIC: Rule[] = [/Your Vibe with \w+ is \*\*/, /Your overall stability is/, /Here's what stands out/, /I can help with understanding yourself or a connection/];
/** Partner-only words, which a colleague, a relative or a friend must never be offered. */
const PARTNER_ONLY: Rule = /love you|date night|romantic|cuddl|kiss/i;

export const HELD_OUT_E: UnderstandingCase[] = [
  one('i keep feeling jealous whenever my boyfriend mentions his female friends, how do i stop', [/jealous/i, /reassur|feeling|insecur/i], GENERIC),
  one('he lied to me about where he was on friday. can i ever trust him again', [/trust/i, /lie|lied|honest/i], GENERIC),
  one('honestly i feel so lonely these days, all my friends moved away', [/lonel|alone/i, /friend|group|club|class/i], GENERIC, 'Jordan'),
  one('how are you supposed to make new friends in your thirties', [/friend/i, /regular|class|club|group|again/i], GENERIC, 'Theo'),
  one('we broke up a month ago and i still cry every day. when does it stop hurting', [/breakup|break-up|broke up|heal|hurt|grie/i], [...GENERIC, /date ideas?/i], 'Jordan'),
  one('is it a bad idea to text my ex on her birthday', [/ex\b/i, /want|hope|wait/i], GENERIC, 'Jordan'),
  one('how can i tell if the guy at my gym likes me', [/sign|interest|notice|ask/i], [...GENERIC, /Sam/], 'Priya'),
  one('i want to ask my coworker out for coffee but im scared', [/ask|coffee/i, /work|colleague|no\b|awkward/i], GENERIC, 'Theo'),
  one('first date on thursday with someone from an app, any tips', [/first date|date/i, /question|short|nerv|curious/i], GENERIC, 'Jordan'),
  one('we are long distance for the next year, how do we keep it feeling close', [/distance|apart|call|visit/i], GENERIC, 'Sam'),
  one('thinking about moving in with sam, what should we talk about first', ['Sam', /money|rent|space|chores|bills|move in|living/i], GENERIC),
  one('we always argue about money, he spends and i save', [/money|spend|sav/i], GENERIC),
  one('my mother-in-law criticises everything i do with the baby', [/boundar|mother-in-law|in-law|partner|baby/i], [...GENERIC, PARTNER_ONLY]),
  one('me and my brother havent spoken in a year after a stupid fight', [/brother|reach|message|first step|fight/i], [...GENERIC, PARTNER_ONLY], 'Sam'),
  one('my manager keeps giving me work at 5pm on fridays', [/manager|boss|work|priorit|workload/i], [...GENERIC, PARTNER_ONLY], 'Jordan'),
  one('how do i give feedback to a teammate whose work is sloppy', [/feedback|specific|example|private/i], [...GENERIC, PARTNER_ONLY], 'Theo'),
  one('i feel like nothing i do at home is ever noticed', [/notice|appreciat|thank/i], GENERIC, 'Sam'),
  one('our sex drives are really different and its causing tension', [/desire|intima|sex|close/i], GENERIC),
  one('we just had a baby and we snap at each other constantly', [/baby|sleep|tired|team/i], GENERIC, 'Sam'),
  one('my grandad died last week and i cant focus on anything', [/sorry|grief|griev|loss/i], [...GENERIC, /date ideas?/i], 'Priya'),
  one('i overthink every text i send and then panic when they dont answer', [/text|repl|answer/i, /wait|story|anxi|worr/i], GENERIC),
  one('what are some good anniversary ideas for 5 years together', [/anniversary|idea/i], GENERIC),
  one('my best friend and i are drifting apart and i dont know why', [/drift|friend/i, /reach|ask|plan|message/i], [...GENERIC, PARTNER_ONLY], 'Jordan'),
  one('everyone in the group chat made plans without me again', [/left out|without you|plans|group|hurt/i], GENERIC, 'Priya'),
  one('how do i stop dreading parties, i never know what to say', [/question|small talk|party|parties|one person|leave/i], GENERIC, 'Theo'),
  one('how do i forgive my sister for something she said at the wedding', [/forgiv/i], [...GENERIC, PARTNER_ONLY], 'Priya'),
  one('i messed up and hurt my friend, how do i apologise properly', [/sorry|apolog/i], [...GENERIC, PARTNER_ONLY], 'Jordan'),
  one('it feels like we are just roommates now', [/close|together|ritual|time|talk/i], GENERIC, 'Sam'),
  one('how do i set boundaries with my parents without a huge fight', [/boundar/i, /calm|kind|clear|hold|repeat/i], [...GENERIC, PARTNER_ONLY], 'Jordan'),
  one('my colleague keeps interrupting me in meetings', [/meeting|finish|interrupt/i], [...GENERIC, PARTNER_ONLY], 'Jordan'),
  one('what gift should i get my dad who has everything', [/gift|present|experience|time/i], [...GENERIC, PARTNER_ONLY], 'Theo'),
  one('any weekend ideas for me and my partner, we are both exhausted', [/idea|rest|slow|lazy|low-key|restful|quiet/i], GENERIC, 'Sam'),
];
