import { createRequire } from 'node:module';
import type sharpModule from 'sharp';
import type AnthropicModule from '@anthropic-ai/sdk';
import type nodemailerModule from 'nodemailer';
import type pgModule from 'pg';
import type * as ioredisModule from 'ioredis';
import type webpushModule from 'web-push';
import type nlpModule from 'compromise';
import type OpenAIModule from 'openai';

/**
 * Heavy dependencies loaded on first use, so an instance that never needs one carries none of its memory: the image
 * library until someone uploads a picture, Claude's SDK without ANTHROPIC_API_KEY, SMTP without SMTP_URL, the
 * PostgreSQL driver on SQLite, Redis without REDIS_URL, the coach's NLP library until a reply needs it, OpenAI's SDK unless COACH_PROVIDER=openai. Together about 60 MB of resident memory on an idle server
 * (measured with `node -e` per module; the README's memory figure depends on it). The CommonJS packages load with a
 * synchronous require, which keeps their callers synchronous; OpenAI's SDK is imported (its callers are async anyway).
 */
const require = createRequire(import.meta.url);

function once<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => (loaded ??= { value: load() }).value;
}

/**
 * The most pixels any uploaded image may declare (photo or coach upload), refused before decoding: a 31 KB PNG can
 * claim 16000×16000 and cost a second of CPU (issue 12, finding 4).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const loadSharp = once(() => {
  const sharp = require('sharp') as typeof sharpModule;
  // One libvips thread per image: several image uploads at once cannot take every core from the rest of the server.
  sharp.concurrency(1);
  return sharp;
});
export const loadAnthropic = once(() => (require('@anthropic-ai/sdk') as { default: typeof AnthropicModule }).default);
export const loadNodemailer = once(() => require('nodemailer') as typeof nodemailerModule);
export const loadPg = once(() => require('pg') as typeof pgModule);
export const loadIoredis = once(() => require('ioredis') as typeof ioredisModule);
/** Web push (and its crypto helpers) until a notification is sent or VAPID keys are first made. */
export const loadWebPush = once(() => require('web-push') as typeof webpushModule);
/** The English NLP library the offline coach reads verbs with (about 25 MB resident): only once a reply needs it. */
export const loadNlp = once(() => require('compromise') as typeof nlpModule);
/**
 * OpenAI's SDK, for any OpenAI-compatible server (OpenAI, Ollama, vLLM…): only once COACH_PROVIDER=openai makes its
 * first call, since most installs use the builtin coach. A dynamic import, so the module loads the way Node resolves
 * `openai` for ESM; one promise shared by every caller.
 */
export const loadOpenAi = once((): Promise<typeof OpenAIModule> => import('openai').then((module) => module.default));
