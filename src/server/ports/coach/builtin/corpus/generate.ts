/**
 * Turns the templates into the labelled corpus: every template filled several times from the slot fillers, each
 * in one of several voices (as written, lower case without punctuation, texting shorthand, one typo, inside a longer
 * story, cut to a one-liner). Seeded, so the same corpus comes out every time and the cached model can be checked.
 */
import { FILLERS, INTENTS, TEMPLATES, type Intent } from './templates.js';

export interface Utterance {
  text: string;
  intent: Intent;
}

/** A small seeded generator (mulberry32): the corpus must be the same on every machine. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SHORTHAND: Array<[RegExp, string]> = [
  [/\byou\b/g, 'u'], [/\byour\b/g, 'ur'], [/\bplease\b/g, 'pls'], [/\bbecause\b/g, 'bc'], [/\btomorrow\b/g, 'tmrw'],
  [/\bweekend\b/g, 'wknd'], [/\bbirthday\b/g, 'bday'], [/\bwhat\b/g, 'wat'], [/\band\b/g, '&'], [/\bto\b/g, '2'],
];
const STORY_OPENINGS = [
  'ok so this is a long one. ', 'so basically, ', 'sorry for the wall of text but ', 'been thinking about this all week. ',
  'quick question: ', 'i dont even know where to start. ',
];
const STORY_ENDINGS = [' anyway what do you think?', ' it has been on my mind a lot.', ' any help is appreciated', ' thanks in advance', ''];

type Voice = (text: string, random: () => number) => string;

const VOICES: Voice[] = [
  (t) => t.charAt(0).toUpperCase() + t.slice(1) + (/[?!.]$/.test(t) ? '' : '?'),
  (t) => t.toLowerCase().replace(/[?.!,']/g, ''),
  (t) => SHORTHAND.reduce((s, [re, to]) => s.replace(re, to), t.toLowerCase()),
  (t, random) => {
    const words = t.split(' ');
    const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.length > 4);
    if (long.length === 0) return t;
    const [w, i] = long[Math.floor(random() * long.length)]!;
    const k = 1 + Math.floor(random() * (w.length - 2));
    words[i] = w.slice(0, k) + w.charAt(k + 1) + w.charAt(k) + w.slice(k + 2);
    return words.join(' ');
  },
  (t, random) => STORY_OPENINGS[Math.floor(random() * STORY_OPENINGS.length)]! + t + '.' + STORY_ENDINGS[Math.floor(random() * STORY_ENDINGS.length)]!,
  (t) => t.split(/[,?]/)[0]!.trim(),
];

function fill(template: string, random: () => number): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const options = FILLERS[slot] ?? [slot];
    return options[Math.floor(random() * options.length)]!;
  });
}

/** The whole corpus: `perTemplate` filled variants of every template, each in a voice, without exact repeats. */
export function generateCorpus(perTemplate = 36, seed = 29): Utterance[] {
  const random = seeded(seed);
  const seen = new Set<string>();
  const out: Utterance[] = [];
  for (const intent of INTENTS) {
    for (const template of TEMPLATES[intent]) {
      for (let k = 0; k < perTemplate; k++) {
        const voice = VOICES[k % VOICES.length]!;
        const text = voice(fill(template, random), random).trim();
        if (text && !seen.has(text)) {
          seen.add(text);
          out.push({ text, intent });
        }
      }
    }
  }
  return out;
}
