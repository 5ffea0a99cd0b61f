import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupWriter, type NewMessage } from './delivery.js';

function row(id: string, conversation = 'c1'): NewMessage {
  return { id, conversation_id: conversation, sender_id: 'u1', sender_role: 'user', content: id, created_at: '2026-11-28T12:00:00.000Z' };
}

/** A fake store: gives rising seqs to the rows of each call that succeeds, and remembers what it committed. */
function fakeStore(refuse: (rows: NewMessage[]) => boolean = () => false) {
  let next = 1;
  const calls: string[][] = [];
  const committed = new Map<string, number>();
  const insert = async (rows: NewMessage[]) => {
    calls.push(rows.map((r) => r.id));
    if (refuse(rows)) throw new Error('refused');
    return rows.map((r) => {
      const seq = next++;
      committed.set(r.id, seq);
      return seq;
    });
  };
  return { insert, calls, committed };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GroupWriter', () => {
  it('commits the writes of one turn together and gives each its seq in the order written', async () => {
    const store = fakeStore();
    const writer = new GroupWriter(store.insert);
    const seqs = await Promise.all(['m1', 'm2', 'm3'].map((id) => writer.write(row(id))));
    expect(store.calls).toEqual([['m1', 'm2', 'm3']]);
    expect(seqs).toEqual([1, 2, 3]);
  });

  it('acknowledges nobody from a batch that failed: each is retried alone and only its own commit answers it', async () => {
    const store = fakeStore((rows) => rows.some((r) => r.conversation_id === 'gone'));
    const writer = new GroupWriter(store.insert);
    const results = await Promise.allSettled([writer.write(row('m1')), writer.write(row('bad', 'gone')), writer.write(row('m3'))]);
    expect(store.calls).toEqual([['m1', 'bad', 'm3'], ['m1'], ['bad'], ['m3']]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // the seqs are those of the single-row commits, never of the failed batch, and keep the order written
    expect(results[0]).toEqual({ status: 'fulfilled', value: store.committed.get('m1') });
    expect(results[2]).toEqual({ status: 'fulfilled', value: store.committed.get('m3') });
    expect(store.committed.get('m1')!).toBeLessThan(store.committed.get('m3')!);
  });

  it('rejects every write when the store refuses them all', async () => {
    const store = fakeStore(() => true);
    const writer = new GroupWriter(store.insert);
    const results = await Promise.allSettled([writer.write(row('m1')), writer.write(row('m2'))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(store.committed.size).toBe(0);
  });

  it('splits a long queue into batches of at most maxBatch, in order', async () => {
    const store = fakeStore();
    const writer = new GroupWriter(store.insert, 2);
    const seqs = await Promise.all(['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => writer.write(row(id))));
    expect(store.calls).toEqual([['m1', 'm2'], ['m3', 'm4'], ['m5']]);
    expect(seqs).toEqual([1, 2, 3, 4, 5]);
  });

  it('commits at once when quiet, and gathers what comes within the gap after a commit into the next one', async () => {
    vi.useFakeTimers();
    const store = fakeStore();
    const writer = new GroupWriter(store.insert, 1000, 5, () => Date.now());
    const first = writer.write(row('m1'));
    await vi.advanceTimersToNextTimerAsync(); // the next turn: no wait for a quiet writer
    await expect(first).resolves.toBe(1);
    const later = [writer.write(row('m2')), writer.write(row('m3'))];
    await vi.advanceTimersByTimeAsync(1);
    const last = writer.write(row('m4'));
    await vi.advanceTimersByTimeAsync(1);
    expect(store.calls).toEqual([['m1']]); // still inside the 5 ms gap: nothing committed, nobody answered
    await vi.advanceTimersByTimeAsync(5);
    expect(store.calls).toEqual([['m1'], ['m2', 'm3', 'm4']]);
    await expect(Promise.all([...later, last])).resolves.toEqual([2, 3, 4]);
  });
});
