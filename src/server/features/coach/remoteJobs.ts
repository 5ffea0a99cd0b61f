import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps.js';
import type { CoachStreamEvent } from './coach.schemas.js';
import type { CoachJob } from './jobs.js';

/**
 * Following a coach reply that another instance is writing (several instances behind a load balancer, issue 20):
 * a reload can land anywhere, but the reply lives in the memory of the instance that started it.
 *
 * Over the pub/sub port, a follower asks "who is writing conversation X?" (`hello`); the instance holding the job
 * answers with the text so far (`snapshot`) and from then on publishes each event of that job (`event`). Redis keeps
 * one publisher's order, so every event after the snapshot is new text. With the in-process pub/sub there is one
 * instance and the local registry is the whole truth, so nothing here runs.
 */

const HELLO_TOPIC = 'coach-replies:hello';
const replyTopic = (conversationId: string) => `coach-replies:${conversationId}`;

/** How long a follower waits for an instance to claim the reply before deciding there is none. */
export const REMOTE_CLAIM_WAIT_MS = 1500;
/** A follower gives up when the writing instance has said nothing for this long (it may have died). */
export const REMOTE_SILENCE_MS = 60_000;

type Wire =
  | { kind: 'hello'; conversationId: string; followerId: string }
  | { kind: 'snapshot'; followerId: string; text: string; final?: CoachStreamEvent }
  | { kind: 'event'; event: CoachStreamEvent };

function crossesInstances(deps: AppDeps): boolean {
  return deps.pubsub.kind === 'redis';
}

/**
 * The writing side, registered once per app (createApp): answers a follower's hello for a job this instance holds
 * (running, or finished within the grace period) and from then on publishes that job's events on its topic.
 * Returns the function that stops answering.
 */
export async function answerRemoteFollowers(deps: AppDeps): Promise<() => Promise<void>> {
  if (!crossesInstances(deps)) return async () => undefined;
  const published = new WeakSet<CoachJob>();
  return deps.pubsub.subscribe(HELLO_TOPIC, (payload) => {
    const wire = JSON.parse(payload) as Wire;
    if (wire.kind !== 'hello') return;
    const held = deps.coachJobs.get(wire.conversationId);
    if (!held) return;
    const topic = replyTopic(wire.conversationId);
    const snapshot: Wire = { kind: 'snapshot', followerId: wire.followerId, text: held.text, ...(held.finished ? { final: held.final } : {}) };
    void deps.pubsub.publish(topic, JSON.stringify(snapshot));
    if (held.finished || published.has(held)) return;
    // Once per job, however many follow: every later event also goes out on the topic.
    published.add(held);
    held.listeners.add((event) => void deps.pubsub.publish(topic, JSON.stringify({ kind: 'event', event } satisfies Wire)));
  });
}

/**
 * The following side: asks the other instances for the reply being written in a conversation. Resolves with a job
 * mirrored from the writer (which `followJob` reads like a local one), or undefined when nobody claims it in time.
 */
export async function remoteJob(deps: AppDeps, conversationId: string, userId: string): Promise<CoachJob | undefined> {
  if (!crossesInstances(deps)) return undefined;
  const followerId = randomUUID();
  let resolveResult!: (event: CoachStreamEvent) => void;
  const mirror: CoachJob = { conversationId, userId, text: '', finished: false, result: new Promise((r) => (resolveResult = r)), listeners: new Set() };
  let claimed: (() => void) | undefined;
  let silence: NodeJS.Timeout | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;

  const finish = (event: CoachStreamEvent) => {
    if (mirror.finished) return;
    mirror.finished = true;
    mirror.final = event;
    clearTimeout(silence);
    for (const listener of mirror.listeners) listener(event);
    mirror.listeners.clear();
    resolveResult(event);
    void unsubscribe?.();
  };
  const heardFromWriter = () => {
    clearTimeout(silence);
    silence = setTimeout(() => finish({ type: 'error', message: 'The reply could not be saved. Please try again.' }), REMOTE_SILENCE_MS);
    silence.unref();
  };
  let snapshotSeen = false;
  unsubscribe = await deps.pubsub.subscribe(replyTopic(conversationId), (payload) => {
    const wire = JSON.parse(payload) as Wire;
    if (wire.kind === 'snapshot') {
      if (wire.followerId !== followerId || snapshotSeen) return;
      snapshotSeen = true;
      mirror.text = wire.text;
      claimed?.();
      heardFromWriter();
      if (wire.final) finish(wire.final);
      return;
    }
    // Events before our snapshot are already in its text.
    if (wire.kind !== 'event' || !snapshotSeen || mirror.finished) return;
    heardFromWriter();
    if (wire.event.type === 'token') {
      mirror.text += wire.event.text;
      for (const listener of mirror.listeners) listener(wire.event);
    } else finish(wire.event);
  });

  const wasClaimed = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), REMOTE_CLAIM_WAIT_MS);
    claimed = () => {
      clearTimeout(timer);
      resolve(true);
    };
    void deps.pubsub.publish(HELLO_TOPIC, JSON.stringify({ kind: 'hello', conversationId, followerId } satisfies Wire));
  });
  if (!wasClaimed) {
    await unsubscribe();
    return undefined;
  }
  return mirror;
}
