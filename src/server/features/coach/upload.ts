import { isUtf8 } from 'node:buffer';
import type { Metadata } from 'sharp';
import { loadSharp, MAX_IMAGE_PIXELS } from '../../lazy.js';
import { hourlyLimiter } from '../../rateLimit.js';
import type { AppDeps } from '../../deps.js';
import { formatFileSize } from '../../../shared/fileSize.js';
import { fail } from '../../errors.js';
import { newId, nowIso } from '../../ids.js';
import { insertUpload } from './coach.queries.js';
import type { FileAnalysis } from './coach.schemas.js';
import { ATTACHMENT_TEXT_LIMIT } from '../../ports/coach/types.js';
import { DEFAULT_IDLE_TIMEOUT_MS } from './respond.js';
import { summarizeText, type TextMediaType } from './textSummary.js';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  unsupported: 'Unsupported file type: Please upload an image (JPEG, PNG, GIF, WebP) or text file (TXT, CSV, JSON)',
  tooLarge: 'File too large: Please select a file smaller than 10MB',
  missing: 'file: Please attach a file in the field "file"',
  empty: 'file: The file is empty',
  tooMany: 'Too many uploads: please wait a little before attaching another file.',
} as const;

export type Sniffed = { kind: 'image'; mediaType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' } | { kind: 'text'; mediaType: TextMediaType };

/** How much of a text file is decoded to tell JSON, CSV and plain text apart. */
const SNIFF_PREFIX_BYTES = 64 * 1024;

/**
 * The file's type from its bytes, never its name: image magic numbers, else UTF-8 text without NUL bytes. Validity is
 * checked without decoding; only a prefix is decoded to tell the kinds of text apart.
 */
export function sniff(buf: Buffer, name = ''): Sniffed | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return { kind: 'image', mediaType: 'image/jpeg' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { kind: 'image', mediaType: 'image/png' };
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return { kind: 'image', mediaType: 'image/gif' };
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return { kind: 'image', mediaType: 'image/webp' };
  if (buf.includes(0) || !isUtf8(buf)) return null;
  const text = buf.subarray(0, SNIFF_PREFIX_BYTES).toString('utf8');
  const start = text.search(/\S/);
  if (start >= 0 && (text[start] === '{' || text[start] === '[')) return { kind: 'text', mediaType: 'application/json' };
  if (/\.csv$/i.test(name) || looksLikeCsv(text.trim())) return { kind: 'text', mediaType: 'text/csv' };
  return { kind: 'text', mediaType: 'text/plain' };
}

function looksLikeCsv(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((l) => l.trim()).slice(0, 20);
  if (lines.length < 2) return false;
  const counts = lines.map((l) => (l.match(/,/g) ?? []).length);
  return counts[0]! > 0 && counts.every((c) => c === counts[0]);
}


const PALETTE: Array<[string, number, number, number]> = [
  ['black', 20, 20, 20],
  ['white', 240, 240, 240],
  ['grey', 128, 128, 128],
  ['red', 200, 40, 40],
  ['orange', 235, 140, 40],
  ['yellow', 235, 220, 60],
  ['green', 60, 160, 70],
  ['teal', 40, 150, 150],
  ['blue', 50, 90, 200],
  ['purple', 130, 60, 170],
  ['pink', 230, 130, 180],
  ['brown', 130, 80, 40],
  ['beige', 215, 195, 160],
];

function colourName(r: number, g: number, b: number): string {
  let best = PALETTE[0]!;
  let bestD = Infinity;
  for (const p of PALETTE) {
    const d = (p[1] - r) ** 2 + (p[2] - g) ** 2 + (p[3] - b) ** 2;
    if (d < bestD) {
      bestD = d;
      best = p;
    }
  }
  return best[0];
}

/** Up to three colour names covering most of the image, from a 24×24 thumbnail. */
async function dominantColours(buf: Buffer): Promise<string[]> {
  const { data, info } = await loadSharp()(buf, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS }).flatten({ background: '#ffffff' }).resize(24, 24, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const name = colourName(data[i]!, data[i + 1]!, data[i + 2]!);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const total = (data.length / info.channels) || 1;
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .filter(([, n], i) => i === 0 || n / total >= 0.1)
    .slice(0, 3)
    .map(([name]) => name);
}

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * What the configured model sees in the image, when it can see (anthropic, openai) and the person has model calls
 * left today; undefined otherwise, or when the model fails or stays silent, so the offline description is used.
 */
async function modelDescription(deps: AppDeps, userId: string, image: { data: Buffer; mediaType: string }): Promise<string | undefined> {
  const describe = deps.coach.describeImage?.bind(deps.coach);
  if (!describe || !(await deps.limiters.coachCalls.take(userId))) return undefined;
  const deadline = AbortSignal.timeout(deps.coachIdleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS);
  try {
    const text = (await describe({ base64: image.data.toString('base64'), mediaType: image.mediaType }, deadline)).trim();
    return text ? text.slice(0, 2000) : undefined;
  } catch (error) {
    deps.logger?.warn(
      { provider: deps.coach.name, status: (error as { status?: number }).status, err: { type: error instanceof Error ? error.name : typeof error } },
      'image description failed; using the offline one',
    );
    return undefined;
  }
}

/**
 * Checks an upload by its content and stores what the coach will read: bounded text, or a model-sized copy of an
 * image. Answers the analysis the client sends back with the message.
 */
export async function analyzeUpload(deps: AppDeps, userId: string, file: { name: string; data: Buffer }): Promise<FileAnalysis> {
  if (file.data.length > UPLOAD_MAX_BYTES) throw fail.tooLarge(UPLOAD_MESSAGES.tooLarge);
  if (file.data.length === 0) throw fail.badRequest(UPLOAD_MESSAGES.empty);
  if (!(await hourlyLimiter(deps, 'uploads', deps.config.limits.uploadsPerHour).take(userId))) throw fail.tooMany(UPLOAD_MESSAGES.tooMany);
  const type = sniff(file.data, file.name);
  if (!type) throw fail.unsupported(UPLOAD_MESSAGES.unsupported);
  const name = file.name.replace(/[\u0000-\u001f<>]/g, '').slice(0, 200) || 'file';
  const id = newId();
  if (type.kind === 'text') {
    // Only what the coach reads is decoded here (four bytes a character at most); the summary streams the rest.
    const headBytes = ATTACHMENT_TEXT_LIMIT * 4;
    const head = file.data.subarray(0, headBytes).toString('utf8').replace(/^\uFEFF/, '');
    const truncated = head.length > ATTACHMENT_TEXT_LIMIT || file.data.length > headBytes;
    const content = truncated ? `${head.slice(0, ATTACHMENT_TEXT_LIMIT)}\n[… truncated: the coach reads the first ${ATTACHMENT_TEXT_LIMIT} characters]` : head;
    const summary = await summarizeText(file.data, type.mediaType);
    await insertUpload(deps.database.db, {
      id,
      user_id: userId,
      name,
      kind: 'text',
      media_type: type.mediaType,
      size: file.data.length,
      summary,
      content,
      created_at: nowIso(),
    });
    return { fileId: id, name, kind: 'text', mediaType: type.mediaType, size: file.data.length, summary, content };
  }
  let meta: Metadata;
  let colours: string[];
  let copy: { data: Buffer; mediaType: string };
  try {
    // The header alone says how many pixels the image claims: too many is refused before anything is decoded.
    meta = await loadSharp()(file.data, { animated: false }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw new Error('too many pixels');
    colours = await dominantColours(file.data);
    const pipeline = loadSharp()(file.data, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize({ width: 1568, height: 1568, fit: 'inside', withoutEnlargement: true });
    copy = meta.hasAlpha
      ? { data: await pipeline.png().toBuffer(), mediaType: 'image/png' }
      : { data: await pipeline.jpeg({ quality: 85 }).toBuffer(), mediaType: 'image/jpeg' };
  } catch {
    throw fail.unsupported(UPLOAD_MESSAGES.unsupported);
  }
  const format = type.mediaType.split('/')[1]!.toUpperCase();
  const dims = meta.width && meta.height ? `${meta.width}×${meta.height}` : 'unknown size';
  const summary = `${format} image, ${dims} pixels, ${formatFileSize(file.data.length)}, mostly ${listWords(colours)}`;
  const offline = `A ${dims} ${format} image (${formatFileSize(file.data.length)}) whose main colours are ${listWords(colours)}.`;
  const description = (await modelDescription(deps, userId, copy)) ?? offline;
  await insertUpload(deps.database.db, {
    id,
    user_id: userId,
    name,
    kind: 'image',
    media_type: copy.mediaType,
    size: file.data.length,
    summary,
    content: copy.data.toString('base64'),
    created_at: nowIso(),
  });
  return { fileId: id, name, kind: 'image', mediaType: type.mediaType, size: file.data.length, summary, description };
}
