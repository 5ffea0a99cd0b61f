/**
 * The list-read memo (decision 110): an answer is served again only while nothing at all was written — by this
 * connection (rolled back or not) or by any other, such as a second app instance on the same file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase, reopenTestDatabase } from '../test/app.js';
import type { Database } from './database.js';
import { keepAnswer, keptAnswer, memoisedRead, requestVersion, setReadMemoDisabled, storedVersion } from './readMemo.js';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase({ sqlite: true }));
  await sql`create table memo_probe (id integer primary key, note text)`.execute(database.db);
});
afterAll(async () => {
  await dispose?.();
});

let computed = 0;
let keyNumber = 0;
/** A read that counts how often it is really computed; each test takes a key of its own. */
function reader() {
  const key = `probe-${++keyNumber}`;
  return () =>
    memoisedRead(database, key, async () => {
      computed += 1;
      return { rows: await sql<{ id: number }>`select id from memo_probe order by id`.execute(database.db).then((r) => r.rows) };
    });
}

async function computedBy(read: () => Promise<unknown>): Promise<number> {
  const before = computed;
  await read();
  return computed - before;
}

describe('memoisedRead', () => {
  it('serves the kept answer, frozen, while nothing is written', async () => {
    const read = reader();
    const first = await read();
    expect(await computedBy(read)).toBe(0);
    expect(await read()).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.rows)).toBe(true);
  });

  it('computes again after any write on this connection, even one rolled back or to another table', async () => {
    const read = reader();
    await read();
    await database.db.insertInto('memo_probe' as never).values({ note: 'a' } as never).execute();
    expect(await computedBy(read)).toBe(1);
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into memo_probe (note) values ('gone')`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await computedBy(read)).toBe(1);
    await sql`update sessions set last_used_at = last_used_at where 0`.execute(database.db); // changes no row
    expect(await computedBy(read)).toBe(0);
    await sql`create table if not exists memo_other (id integer)`.execute(database.db);
    await sql`insert into memo_other (id) values (1)`.execute(database.db);
    expect(await computedBy(read)).toBe(1);
  });

  it('computes again after another instance writes to the same database', async () => {
    const read = reader();
    const first = await read();
    const other = reopenTestDatabase(database);
    try {
      await sql`insert into memo_probe (note) values ('from elsewhere')`.execute(other.db);
    } finally {
      await other.close();
    }
    expect(await computedBy(read)).toBe(1);
    expect((await read()).rows).toHaveLength(first.rows.length + 1);
  });

  it('serves no answer computed across a write, and none while a transaction is open', async () => {
    const key = `probe-${++keyNumber}`;
    await memoisedRead(database, key, async () => {
      await sql`insert into memo_probe (note) values ('during')`.execute(database.db);
      return { rows: [] };
    });
    let again = 0;
    await memoisedRead(database, key, async () => ({ rows: [(again += 1)] }));
    expect(again).toBe(1);
    await database.db.transaction().execute(async () => {
      let inside = 0;
      for (let i = 0; i < 2; i++) await memoisedRead(database, `probe-${++keyNumber}`, async () => ({ n: (inside += 1) }));
      const key = `probe-${++keyNumber}`;
      await memoisedRead(database, key, async () => ({ n: (inside += 1) }));
      await memoisedRead(database, key, async () => ({ n: (inside += 1) }));
      expect(inside).toBe(4);
    });
  });

  it('is not used without SQLite, nor when turned off', async () => {
    const postgresLike = { ...database, sqlite: undefined } as Database;
    let calls = 0;
    for (let i = 0; i < 2; i++) await memoisedRead(postgresLike, 'pg', async () => ({ n: (calls += 1) }));
    expect(calls).toBe(2);
    setReadMemoDisabled(true);
    try {
      const read = reader();
      await read();
      expect(await computedBy(read)).toBe(1);
    } finally {
      setReadMemoDisabled(false);
    }
  });
});

describe('keptAnswer and keepAnswer (a request reading the version once)', () => {
  it('serve an answer only at the version it was kept at, and keep none across a write', async () => {
    const version = storedVersion(database)!;
    expect(version).toBeDefined();
    keepAnswer(database, 'probe', 'a', version, 'answer a');
    expect(keptAnswer(database, 'probe', 'a', version)).toBe('answer a');
    expect(keptAnswer(database, 'other shelf', 'a', version)).toBeUndefined();
    await sql`insert into memo_probe (note) values ('moves the version')`.execute(database.db);
    const moved = storedVersion(database)!;
    expect(moved).not.toBe(version);
    expect(keptAnswer(database, 'probe', 'a', moved)).toBeUndefined();
    // Computed from the data at `version`, offered after the write: not kept under either version.
    keepAnswer(database, 'probe', 'b', version, 'stale b');
    expect(keptAnswer(database, 'probe', 'b', version)).toBeUndefined();
    expect(keptAnswer(database, 'probe', 'b', moved)).toBeUndefined();
  });

  it('give no version while a transaction is open, and keep nothing then', async () => {
    await database.db.transaction().execute(async () => {
      expect(storedVersion(database)).toBeUndefined();
    });
    const version = storedVersion(database)!;
    await database.db.transaction().execute(async () => {
      keepAnswer(database, 'probe', 'inside', version, 'inside');
    });
    expect(keptAnswer(database, 'probe', 'inside', version)).toBeUndefined();
  });
});

describe('requestVersion (one reading shared by the requests begun before it)', () => {
  async function commitElsewhere(note: string) {
    const other = reopenTestDatabase(database);
    try {
      await sql`insert into memo_probe (note) values (${note})`.execute(other.db);
    } finally {
      await other.close();
    }
  }

  it('sees every commit made before the request began, by this connection or another', async () => {
    const first = await requestVersion(database);
    expect(first).toBe(storedVersion(database));
    await commitElsewhere('before the second request');
    const second = await requestVersion(database);
    expect(second).not.toBe(first);
    expect(second).toBe(storedVersion(database));
    await database.db.insertInto('memo_probe' as never).values({ note: 'here' } as never).execute();
    expect(await requestVersion(database)).not.toBe(second);
  });

  it('gives requests begun together the same reading, and one begun after a commit a new one', async () => {
    const together = await Promise.all([requestVersion(database), requestVersion(database), requestVersion(database)]);
    expect(new Set(together).size).toBe(1);
    const other = reopenTestDatabase(database);
    try {
      const pending = requestVersion(database);
      // A commit by another instance (synchronous, so it lands before the pending reading is taken), then a request
      // begun after it: the reading they share is taken after both, so it sees the commit.
      other.sqlite!.prepare(`insert into memo_probe (note) values ('while a reading is pending')`).run();
      const after = requestVersion(database);
      expect(await after).not.toBe(together[0]);
      expect(await pending).toBe(await after);
    } finally {
      await other.close();
    }
  });

  it('gives none while a transaction is open or the memo is off', async () => {
    await database.db.transaction().execute(async () => {
      expect(await requestVersion(database)).toBeUndefined();
    });
    setReadMemoDisabled(true);
    try {
      expect(await requestVersion(database)).toBeUndefined();
    } finally {
      setReadMemoDisabled(false);
    }
  });
});
