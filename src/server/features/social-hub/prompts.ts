import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../../contentDir.js';

/** The daily prompts we wrote (content/social-hub/prompts.json), read once. */
const promptFile = z.array(z.object({ id: z.string().regex(/^p\d{3}$/), title: z.string().min(1), content: z.string().min(10) })).min(90);
export type DailyPromptItem = z.infer<typeof promptFile>[number];

let prompts: DailyPromptItem[] | undefined;

export function allPrompts(): DailyPromptItem[] {
  prompts ??= promptFile.parse(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'social-hub', 'prompts.json'), 'utf8')));
  return prompts;
}

export function promptById(id: string | null): DailyPromptItem | undefined {
  return id ? allPrompts().find((p) => p.id === id) : undefined;
}

/**
 * The prompt of a local date ("YYYY-MM-DD"): the same for everyone on that date, and with 90 or more prompts none
 * repeats within a quarter (consecutive days take consecutive prompts, round the list).
 */
export function promptOfDate(localDate: string): DailyPromptItem {
  const list = allPrompts();
  const day = Math.floor(Date.parse(`${localDate}T00:00:00Z`) / 86_400_000);
  return list[((day % list.length) + list.length) % list.length]!;
}
