/**
 * What the intent model is trained on (decision 098): the generated corpus (templates in many voices) and the real
 * questions of earlier blind rounds with their labels. A real question labelled 'none' is taught as nlp.js's own
 * None class, so a message like it reads as "no kind fits" instead of the nearest stock scenario.
 */
import { generateCorpus } from './generate.js';
import { REAL_QUESTIONS, type RealQuestion } from './real-questions.js';
import type { Intent } from './templates.js';
import { askPart } from '../read/ask.js';

export interface TrainingDoc {
  text: string;
  intent: Intent | 'None';
}

export interface RealOptions {
  /** Teach 'none' questions as the None class (else they are left out). */
  none?: boolean;
  /** Also teach the sentences that carry the request (read/ask.ts), when the question tells a story first. */
  ask?: boolean;
  /** How many times each real document is taught (the generated corpus is thousands of lines). */
  repeat?: number;
}

export const REAL_OPTIONS: RealOptions = { none: true, ask: true, repeat: 1 };

/** One real question as training documents. */
export function realDocs(q: RealQuestion, options: RealOptions = REAL_OPTIONS): TrainingDoc[] {
  if (q.intent === 'none' && !options.none) return [];
  const intent: TrainingDoc['intent'] = q.intent === 'none' ? 'None' : q.intent;
  const texts = [q.text];
  const ask = askPart(q.text);
  if (options.ask && ask !== q.text) texts.push(ask);
  const once: TrainingDoc[] = texts.map((text) => ({ text, intent }));
  return Array.from({ length: options.repeat ?? 1 }, () => once).flat();
}

/** The generated corpus plus the real questions (all of them, or those `keep` lets through, for leave-one-round-out). */
export function trainingSet(keep: (q: RealQuestion) => boolean = () => true, options: RealOptions = REAL_OPTIONS): TrainingDoc[] {
  return [...generateCorpus(), ...REAL_QUESTIONS.filter(keep).flatMap((q) => realDocs(q, options))];
}
