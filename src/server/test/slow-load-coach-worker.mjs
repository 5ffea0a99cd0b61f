// A coach worker module that, like the real one, loads once per thread on its first task, slowly, and then answers
// quickly unless asked to stall (workers/coach-pool.test.ts): a thread's loading must not count against a task's
// limit, and a stalled task must; a task that spins holds its thread for good, which the pool must replace.
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let loaded;
const load = () => (loaded ??= sleep(1_500));

export async function warm() {
  await load();
  return true;
}

export async function reply(request) {
  await load();
  if (request.message.includes('stall')) await sleep(5_000);
  if (request.message.includes('spin')) for (;;);
  return `answered: ${request.message}`;
}
