/**
 * What runs on the coach's worker threads (coach-pool.ts): the offline coach's reply and the safety screen of a long
 * message, the two pieces of a member's message that are CPU-bound, so neither holds the server's event loop (issue 29
 * item 7: no message may hold it over 20 ms; decision 102). Each task gets plain data (the loaded coach context,
 * the message, the recent turns) and returns plain data; nothing is kept between tasks but the loaded engine, so a
 * reply made here is the reply builtinText makes in the server's own thread.
 */
import type { SafetyContext, SafetyVerdict } from '../features/coach/engine/safety.js';
import type { CoachRequest } from '../ports/coach/types.js';

/**
 * The offline engine, loaded and warmed once per thread on its first reply (or by the warm task when someone opens
 * the coach). A thread that only screens never loads it: the screen needs none of it.
 */
let engine: Promise<typeof import('../ports/coach/builtin-reply.js')> | undefined;
function loadEngine(): Promise<typeof import('../ports/coach/builtin-reply.js')> {
  engine ??= import('../ports/coach/builtin-reply.js').then(async (module) => {
    await module.prepareBuiltinEngine();
    return module;
  });
  return engine;
}

export async function warm(): Promise<true> {
  await loadEngine();
  return true;
}

/** When the caller stops waiting (coach-pool.ts gives every task one), in Date.now() milliseconds. */
interface Deadline {
  deadline?: number;
}

/** A task whose caller has stopped waiting (it sat in the queue past its limit) is skipped, not worked through. */
function skipIfExpired(task: Deadline): void {
  if (task.deadline !== undefined && Date.now() > task.deadline) throw new Error('the coach task passed its time limit while queued');
}

export async function reply(request: CoachRequest & Deadline): Promise<string> {
  skipIfExpired(request);
  const { builtinText } = await loadEngine();
  return builtinText(request);
}

/** The screen thread's load: the safety screen's module, and one made-up message through it, before its first task. */
export async function warmScreen(): Promise<true> {
  const { checkSafety } = await import('../features/coach/engine/safety.js');
  checkSafety('Work ran late again and I am tired, but we had a good talk about the weekend.');
  return true;
}

export interface ScreenTask {
  message: string;
  context: SafetyContext;
}

export async function screen(task: ScreenTask & Deadline): Promise<SafetyVerdict> {
  skipIfExpired(task);
  const { checkSafety } = await import('../features/coach/engine/safety.js');
  return checkSafety(task.message, task.context);
}

export async function inCrisis(task: { recent: string[] } & Deadline): Promise<boolean> {
  skipIfExpired(task);
  const { conversationInCrisis } = await import('../features/coach/engine/safety.js');
  return conversationInCrisis(task.recent);
}

