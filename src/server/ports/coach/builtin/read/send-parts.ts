/**
 * The parts of a request for words that a draft must keep besides its act (read/send.ts): the alternative offered
 * with a no ("but I'd love to help paint on Sunday"), a one-line reason the member gave ("(too many people for me)"),
 * the distance or history a card has to own ("I'm bad at keeping in touch"), what the member needs the other person
 * to do and what they do not need ("I don't need more cuddles, I need him to put his phone down"), and what a
 * pattern at work costs the member ("I redo my plan every time"). Each is read into words the member would say to
 * the person, never pasted whole: a part that cannot be read cleanly is left out, and the draft says less.
 */
import { lower } from './text.js';
import { herToYou } from './understand.js';

/** The member's words about the other person, said to them: "her spare room" → "your spare room". */
function toYou(s: string): string {
  return herToYou(s)
    .replace(/\b(?:his|their)\b/gi, 'your')
    .replace(/\b(?:him|her|them)\b/gi, 'you')
    .replace(/\bi\b/g, 'I')
    .replace(/\b(?:actually|literally|just|really|kinda|like) /gi, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where a part ends: a sentence mark, or the member turning to the coach ("keep it short", "how do I…"). */
const END = /[.!?;\n]|,\s*(?:keep|make|how|what|can you|could you|pls|please|without)\b|\s+(?:keep it|make it|how do i|what do i|can you|could you|without (?:hurting|upsetting|sounding|it)|lol|pls|please)\b/i;
const upTo = (s: string) => s.split(END)[0]!.trim().replace(/[,\s]+$/, '');

/**
 * The alternative offered with a no, first person and said to them: "but I want to help paint her spare room on
 * Sunday instead" → "I'd love to help paint your spare room on Sunday". Null when the no comes alone.
 */
export function offerOf(story: string): string | null {
  const text = story.replace(/[\u2018\u2019]/g, "'");
  // "…maybe every other week?": another arrangement, asked as a question.
  const maybe = /(?:,\s*|\s)(?:maybe|perhaps|how about|what about) ((?:every|once|twice|one|next|this|another|a different|the)\b[^.!?;]{2,40})/i.exec(text);
  if (maybe) return `Could we do ${toYou(upTo(maybe[1]!)).replace(/\s+instead$/i, '')} instead?`;
  // "…and suggest next weekend instead": the member's suggestion, asked as one.
  const suggested = /\b(?:and |, ?)(?:suggest|propose|offer)(?:ing)? (?:we |that we )?([^]+)/i.exec(text);
  if (suggested) {
    const what = toYou(upTo(suggested[1]!).replace(/\s+instead$/i, ''));
    if (what.split(/\s+/).length >= 2) return /^(?:next|this|another|a different|the|sunday|saturday|monday|tuesday|wednesday|thursday|friday)\b/i.test(what) ? `Could we do ${what} instead?` : `Could we ${what} instead?`;
  }
  const m = /\b(?:but|though|instead|and)\s*,?\s+(?:i(?:'?d| would)? (?:really )?(?:love|like|want|wanna|can|could|be happy|be up for|be free for|be keen on|be keen) (?:to )?|(?:i'?m|im|i am) (?:really |more than |totally )?(?:happy|up for|keen|glad) (?:to )?|(?:maybe |perhaps )?(?:we|i) could |happy to |(?:maybe |perhaps )?offer(?:ing)? to )([^]+)/i.exec(text);
  if (!m) return null;
  // "I'd be up for a walk": a thing, not a verb, keeps its own words ("I'd be up for a walk on Sunday").
  const noun = /\bbe (up for|free for|keen on)\s*$/i.exec(m[0].slice(0, m[0].length - m[1]!.length))?.[1];
  let what = upTo(m[1]!).replace(/\s+instead$/i, '').replace(/^(?:to )/i, '');
  if (what.split(/\s+/).length < 2 || /^(?:say|tell|write|text|ask|know|sound|be nice|not hurt|not upset|decline|get out)\b/i.test(what)) return null;
  what = toYou(what);
  // "I'm free Sunday" offers a day, not something to do: said as a day to meet.
  const day = /^(?:on )?((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next week(?:end)?)$/i.exec(what)?.[1];
  if (day) return `I'm free ${day.charAt(0).toUpperCase()}${day.slice(1)} if you'd like to meet then`;
  return noun ? `I'd be ${lower(noun)} ${what}` : `I'd love to ${what}`;
}

/**
 * A one-line reason for a no, as the member would say it: "(too many people for me)" → "it'll be too many people for
 * me", "because I'm wiped out after work" → "I'm wiped out after work". Null when none is given or it runs long.
 */
export function reasonAside(story: string): string | null {
  const text = story.replace(/[\u2018\u2019]/g, "'");
  const aside = /\(([^)]{4,60})\)/.exec(text)?.[1];
  const state = /(?:^|[,.;?!]\s*)((?:i'?m|im) (?:so |too |really |just |completely )?(?:wiped|exhausted|tired|knackered|shattered|swamped|working|away|out of town|sick|ill|broke|burnt out|burned out)[^.!?;,]{0,30})/i.exec(text)?.[1];
  const notMine = /(?:^|[,.;]\s*)(not (?:really )?my (?:thing|scene|cup of tea))/i.exec(text)?.[1];
  if (!aside && notMine) return `it's ${lower(notMine).replace(/^not (?:really )?/, 'not really ')}`;
  const because = state ?? /\b(?:because|cause|cos|since|as) (i'?m [^.!?;,]{3,50}|i (?:have|need|work|get|find|hate|don'?t)[^.!?;,]{3,50}|(?:it'?s|big|crowds|parties|large)[^.!?;,]{3,50})/i.exec(text)?.[1];
  // "It's at 11pm my time": the hour is the reason, as said.
  const hour = /\bit'?s (?:at )?(\d{1,2}(?::\d\d)?\s?(?:am|pm)) (my time|for me|here|where i am)\b/i.exec(text);
  if (!aside && !state && hour) return `it's ${hour[1]!.replace(/\s/g, '')} ${lower(hour[2]!).replace(/^where i am$/, 'here')}`;
  const of = /\bbecause of (?:a |an |my |the )?([^.!?;,]{3,40})/i.exec(text)?.[1];
  if (!aside && !state && of) return `I've got ${/^(?:work|family|a|an)\b/i.test(of) || !/s$/.test(of) ? 'a ' : ''}${lower(of).replace(/\s+and$/, '')}`.replace(/^I've got a (?=[aeiou])/, "I've got an ");
  const said = (aside ?? because)?.trim().replace(/\s+/g, ' ');
  if (!said || said.split(/\s+/).length > 10 || /\b(?:lol|haha|idk|tbh)\b/i.test(said)) return null;
  const low = lower(said);
  if (/^(?:too|not|a bit|way too)\b/.test(low)) return `it'll be ${low.replace(/\bme\b/, 'me').replace(/\bi\b/g, 'I')}`;
  if (/^i\b|^i'm\b|^im\b/.test(low)) return toYou(said.replace(/^im\b/i, "I'm").replace(/^i\b/, 'I'));
  if (/^(?:it'?s|big|crowds|parties|large)\b/.test(low)) return toYou(low);
  return null;
}

/** A card or note that has to own a distance or a silence: "bad at keeping in touch", "haven't seen her in ages". */
const HISTORY = /\b(?:(?:i'?m|i am) (?:so |really |terrible |awful |rubbish |bad |not (?:great|good) )+(?:at )?(?:keeping in touch|staying in touch|replying|texting back|calling)|(?:we )?(?:lost touch|drifted(?: apart)?)|haven'?t (?:seen|talked to|spoken to|called) (?:her|him|them|each other) (?:in|for) (?:ages|years|months|a while|so long)|(?:it'?s|it has) been (?:ages|years|too long|a while)|(?:lives|live|living|moved) (?:so )?far away|long[- ]distance)\b/i;

/** The distance or history a card has to own, as a kind: the member's silence, or the miles between them. */
export function historyOf(story: string): 'silence' | 'miles' | 'close' | null {
  const text = lower(story).replace(/[\u2018\u2019]/g, "'");
  const m = HISTORY.exec(text);
  // A long, close friendship with nothing to own (round 20: "my closest friend, we go back to first year of uni").
  if (!m) return /\b(?:closest|oldest|best) friend\b|\bwe go (?:way )?back\b|\bknown (?:her|him|them|each other) (?:since|for (?:years|ever|\d+ years))\b/.test(text) ? 'close' : null;
  return /\b(?:far away|long[- ]distance)\b/.test(m[0]) ? 'miles' : 'silence';
}

/** A city the story places them in ("she's my cousin in london"), capitalised, for a card to name. */
export function placeOf(story: string): string | null {
  const m = /\b(?:in|lives in|living in|moved to|based in) ((?:new |san |los |st )?\p{L}{3,})\b/iu.exec(story);
  const place = m?.[1];
  if (!place || /^(?:touch|person|ages|years|months|love|town|the|a|my|his|her|their|bed|london's)$/i.test(place) || /\b(?:touch|ages)\b/i.test(place)) return null;
  return place.split(' ').map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ');
}

/**
 * What the member needs the other person to do, and what they said they do not need: "I don't need more cuddles, I
 * need him to put his phone down and be with me" → { ask: "put your phone down and be with me", not: "more cuddles" }.
 */
export function needFromThem(story: string): { ask: string; not: string | null } | null {
  const text = story.replace(/[\u2018\u2019]/g, "'");
  const m = /\bi (?:just |really |honestly )?(?:need|want|'d like|would like|'d love|would love) (?:him|her|them|you) to ([^]+)/i.exec(text);
  if (!m) return null;
  const ask = toYou(upTo(m[1]!)).replace(/\b\p{Lu}{2,}\b/gu, (w) => w.toLowerCase());
  if (ask.split(/\s+/).length < 2 || /^(?:say sorry|apologi[sz]e|know|understand|stop being)\b/i.test(ask)) return null;
  const not = /\bi (?:don'?t|do not) (?:need|want) ((?:more |a |an |any )?[\p{L}]{3,15}(?: [\p{L}]{3,15}){0,2}?)(?=[,.;]| i\b| but\b| -)/iu.exec(text)?.[1]?.trim() ?? null;
  return { ask, not: not && !/\b(?:to|him|her|them|it|that)\b/i.test(not) ? lower(not) : null };
}

/**
 * What a pattern at work costs the member, first person: "I redo my plan every time" → "I've had to redo my plan each
 * time". Null when the story says nothing of it.
 */
export function impactOf(story: string): string | null {
  const m = /\bi (?:have to |had to |end up |keep |then )?(redo|rework|rewrite|re-?plan|reshuffle|rearrange|scramble|stay late|work late|start over|cancel)(?:s|ing)?\b([^.!?;,]{0,40})/i.exec(story);
  if (!m) return null;
  const rest = toYou(m[2]!.replace(/\s+and\b.*$/i, '')).replace(/\bevery time\b/i, 'each time').replace(/\bmy\b/gi, 'my');
  return `I've had to ${lower(m[1]!)}${rest ? ` ${rest}` : ''}`.replace(/\s+/g, ' ').trim();
}

/** A work pattern about dates or plans changing: the fix to propose is notice and a regular check on priorities. */
export const CHANGING = /\b(?:chang|mov|shift|push|pull|reschedul|cancel)\w* (?:the |my |our )?(?:[\p{L}-]+ )?(?:deadlines?|dates?|plans?|rota|shifts?|priorities|meetings?|schedule)\b|\b(?:deadlines?|dates?|priorities|rota) (?:keep |keeps )?(?:chang|mov|shift)\w*/iu;
