// A coach worker module that fails on purpose (workers/coach-pool.test.ts): a reply that throws, a thread that dies
// mid-task, a screen that dies. Plain JavaScript so a worker thread loads it without tsx.
export function reply(request) {
  if (request.message.includes('die')) process.exit(7);
  throw new Error('the reply failed on purpose');
}

export function screen() {
  process.exit(9);
}

export function warm() {
  return true;
}
