/**
 * Trains the builtin coach's intent model from its corpus and writes content/coach/intent-model.json (issue 29).
 * Run after changing src/server/ports/coach/builtin/corpus/: `npx tsx scripts/train-coach-model.ts`.
 */
import fs from 'node:fs';
import { MODEL_FILE, trainModel } from '../src/server/ports/coach/builtin/read/classify.js';

const started = Date.now();
const cached = await trainModel();
fs.writeFileSync(MODEL_FILE, JSON.stringify(cached));
console.log(`trained in ${Date.now() - started} ms, wrote ${MODEL_FILE}`);
