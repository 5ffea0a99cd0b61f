import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { newId } from '../../ids.js';

/**
 * Who has an Attune window open right now, across every instance: each instance counts its own authenticated sockets
 * per person and tells the others through the pub/sub port (a change at once, its whole list every few seconds so a
 * new or restarted instance learns it, and an instance that stops reporting is forgotten).
 */
const PRESENCE_TOPIC = 'presence';
const SNAPSHOT_EVERY_MS = 10_000;
/** An instance silent for this long has stopped (crash, network split): its people no longer count as present. */
const FORGET_AFTER_MS = 3 * SNAPSHOT_EVERY_MS;

const presenceEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('change'), instance: z.string(), userId: z.string(), present: z.boolean() }),
  z.object({ type: z.literal('snapshot'), instance: z.string(), userIds: z.array(z.string()) }),
  z.object({ type: z.literal('hello'), instance: z.string() }),
  z.object({ type: z.literal('bye'), instance: z.string() }),
]);
type PresenceEvent = z.infer<typeof presenceEvent>;

export class Presence {
  readonly instance = newId();
  private readonly local = new Map<string, number>();
  private readonly remote = new Map<string, { userIds: Set<string>; seenAt: number }>();

  constructor(private readonly deps: AppDeps) {}

  /** A socket of this person authenticated on this instance. */
  join(userId: string): void {
    const count = (this.local.get(userId) ?? 0) + 1;
    this.local.set(userId, count);
    if (count === 1) this.publish({ type: 'change', instance: this.instance, userId, present: true });
  }

  /** One of this person's sockets on this instance closed. */
  leave(userId: string): void {
    const count = (this.local.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.local.set(userId, count);
      return;
    }
    this.local.delete(userId);
    this.publish({ type: 'change', instance: this.instance, userId, present: false });
  }

  /** Has this person a window open on any instance? */
  isPresent(userId: string): boolean {
    if (this.local.has(userId)) return true;
    const now = Date.now();
    for (const [instance, entry] of this.remote) {
      if (now - entry.seenAt > FORGET_AFTER_MS) {
        this.remote.delete(instance);
        continue;
      }
      if (entry.userIds.has(userId)) return true;
    }
    return false;
  }

  receive(payload: string): void {
    let event: PresenceEvent;
    try {
      event = presenceEvent.parse(JSON.parse(payload));
    } catch {
      return;
    }
    if (event.instance === this.instance) return;
    switch (event.type) {
      case 'hello':
        this.snapshot();
        return;
      case 'bye':
        this.remote.delete(event.instance);
        return;
      case 'snapshot':
        this.remote.set(event.instance, { userIds: new Set(event.userIds), seenAt: Date.now() });
        return;
      case 'change': {
        let entry = this.remote.get(event.instance);
        if (!entry) this.remote.set(event.instance, (entry = { userIds: new Set(), seenAt: Date.now() }));
        if (event.present) entry.userIds.add(event.userId);
        else entry.userIds.delete(event.userId);
        entry.seenAt = Date.now();
      }
    }
  }

  snapshot(): void {
    this.publish({ type: 'snapshot', instance: this.instance, userIds: [...this.local.keys()] });
  }

  publish(event: PresenceEvent): void {
    this.deps.pubsub.publish(PRESENCE_TOPIC, JSON.stringify(event)).catch((error: unknown) => {
      this.deps.logger?.warn({ err: { type: error instanceof Error ? error.name : typeof error } }, 'presence publish failed');
    });
  }
}

const presences = new WeakMap<AppDeps, Presence>();

export function presenceOf(deps: AppDeps): Presence {
  let presence = presences.get(deps);
  if (!presence) presences.set(deps, (presence = new Presence(deps)));
  return presence;
}

/** Starts this instance's part: listens to the others, greets them, reports its list regularly; says bye on close. */
export async function registerPresence(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const presence = presenceOf(deps);
  const unsubscribe = await deps.pubsub.subscribe(PRESENCE_TOPIC, (payload) => presence.receive(payload));
  presence.publish({ type: 'hello', instance: presence.instance });
  const timer = setInterval(() => presence.snapshot(), SNAPSHOT_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    presence.publish({ type: 'bye', instance: presence.instance });
    await unsubscribe();
  });
}
