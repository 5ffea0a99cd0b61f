/**
 * What a message asks, as an intent with a confidence, from a model trained on the labelled corpus (corpus/) with
 * nlp.js (decision record 050). Training takes seconds, so the trained model is kept in content/coach/intent-model.json
 * (`npx tsx scripts/train-coach-model.ts` writes it; a test checks it was trained from the current corpus) and loaded
 * once, at start-up or on first use; classifying one message then takes well under a millisecond.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LangEn } from '@nlpjs/lang-en';
import { Nlp } from '@nlpjs/nlp';
import { CONTENT_DIR } from '../../../../contentDir.js';
import { trainingSet, type TrainingDoc } from '../corpus/training.js';
import type { Intent } from '../corpus/templates.js';

export const MODEL_FILE = path.join(CONTENT_DIR, 'coach', 'intent-model.json');

export interface Reading {
  /** The most likely intent, or null when the model recognises none. */
  intent: Intent | null;
  /** Its confidence, 0–1. */
  score: number;
  /** The next most likely intent and its confidence, for a clarifying question. */
  runnerUp: { intent: Intent; score: number } | null;
  /** Every intent's confidence, so a topic the message's words confirm can be weighed even when it is not first. */
  scores?: Partial<Record<Intent, number>>;
  /** The member picked this kind from a clarifying question: no doubt is left to weigh. */
  picked?: boolean;
}

interface CachedModel {
  /** A hash of the corpus the model was trained from (corpusHash()). */
  corpus: string;
  model: string;
}

function fresh(): Nlp {
  const nlp = new Nlp({ languages: ['en'], autoSave: false, autoLoad: false, nlu: { log: false }, forceNER: false });
  nlp.use(LangEn);
  return nlp;
}

export function corpusHash(corpus: TrainingDoc[] = trainingSet()): string {
  return createHash('sha256').update(JSON.stringify(corpus)).digest('hex').slice(0, 16);
}

/** Trains a model on the corpus (seconds of CPU: for the build script and its test, never while serving). */
export async function trainModel(corpus: TrainingDoc[] = trainingSet()): Promise<CachedModel> {
  const nlp = fresh();
  for (const u of corpus) nlp.addDocument('en', u.text, u.intent);
  await nlp.train();
  return { corpus: corpusHash(corpus), model: nlp.export(true) };
}

/** A model trained on `corpus`, kept in memory (for measuring, e.g. scripts/coach-model-loro.ts). */
export async function trainedNlp(corpus: TrainingDoc[]): Promise<Nlp> {
  const nlp = fresh();
  for (const u of corpus) nlp.addDocument('en', u.text, u.intent);
  await nlp.train();
  return nlp;
}

let loading: Promise<Nlp | null> | null = null;

/** The trained model, read once from content/ (null when the file is missing: the coach then reads by rules alone). */
export function loadModel(file = MODEL_FILE): Promise<Nlp | null> {
  loading ??= fs
    .readFile(file, 'utf8')
    .then((text) => {
      const cached = JSON.parse(text) as CachedModel;
      const nlp = fresh();
      nlp.import(cached.model);
      return nlp;
    })
    .catch(() => null);
  return loading;
}

/** Reads one (already bounded) message. */
export async function classify(message: string): Promise<Reading | null> {
  const nlp = await loadModel();
  return nlp ? readWith(nlp, message) : null;
}

/** One message read by a given model: its best intent (null for None), the runner-up and every score. */
export async function readWith(nlp: Nlp, message: string): Promise<Reading> {
  const result = await nlp.process('en', message);
  const ranked = result.classifications.filter((c) => c.intent !== 'None').sort((a, b) => b.score - a.score);
  const top = ranked[0];
  const second = ranked[1];
  return {
    intent: top && result.intent !== 'None' ? (top.intent as Intent) : null,
    score: top?.score ?? 0,
    runnerUp: second ? { intent: second.intent as Intent, score: second.score } : null,
    scores: Object.fromEntries(ranked.map((c) => [c.intent, c.score])) as Partial<Record<Intent, number>>,
  };
}
