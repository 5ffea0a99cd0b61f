import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { reusableQuery } from './reusable.js';
import type { DB } from './schema.js';

// The same query both ways: built anew by Kysely on every call, and built once and reused. Their answers must agree.
type Params = { userId: string; ids: string[]; after: string | undefined };
function conversations(db: Kysely<DB>, { userId, ids, after }: Params) {
  let query = db.selectFrom('coach_conversations').select(['id', 'title']).where('user_id', '=', userId).where('id', 'in', ids).where('title', '!=', 'never');
  if (after !== undefined) query = query.where('id', '>', after);
  return query.orderBy('id').limit(50);
}
const reused = reusableQuery(conversations);

describe('reusableQuery', () => {
  let t: TestApp;
  let userId: string;
  let otherId: string;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await createUser(t, { verified: false })).user.id;
    otherId = (await createUser(t, { verified: false })).user.id;
    const now = new Date().toISOString();
    for (let i = 0; i < 5; i++) {
      const id = `conv-${i}`;
      ids.push(id);
      await t.deps.database.db.insertInto('coach_conversations').values({ id, user_id: i === 4 ? otherId : userId, title: `Talk ${i}`, created_at: now, updated_at: now }).execute();
    }
  });
  afterAll(() => t.close());

  it('answers what the builder answers, for every list length and with or without the optional part, in any order of calls', async () => {
    const { db } = t.deps.database;
    const cases: Params[] = [
      { userId, ids: [ids[0]!], after: undefined },
      { userId, ids: ids.slice(0, 3), after: undefined },
      { userId, ids, after: ids[1] },
      { userId: otherId, ids, after: undefined },
      { userId, ids: [ids[2]!], after: undefined }, // a shape seen before, other values
      { userId, ids: [ids[3]!, ids[0]!, ids[1]!], after: ids[0] },
      { userId, ids: ['missing'], after: undefined },
    ];
    for (const params of cases) {
      const expected = await conversations(db, params).execute();
      expect(await reused(db, params)).toEqual(expected);
    }
    // Not vacuous: the cases above do find rows, and different ones.
    expect((await reused(db, cases[1]!)).map((r) => r.id)).toEqual(ids.slice(0, 3));
    expect((await reused(db, cases[3]!)).map((r) => r.id)).toEqual([ids[4]]);
  });

  it('refuses a builder that chooses the query from a value it is given (it sees placeholders at build time)', async () => {
    const branching = reusableQuery((db, { title }: { title: string }) =>
      title === 'Talk 0' ? db.selectFrom('coach_conversations').select('id').where('title', '=', title) : db.selectFrom('coach_conversations').select('id'),
    );
    await expect(branching(t.deps.database.db, { title: 'Talk 0' })).rejects.toThrow(/left out a parameter/);
  });

  it('refuses a builder that writes a value into the SQL text instead of binding it', async () => {
    const inlined = reusableQuery((db, { title }: { title: string }) => db.selectFrom('coach_conversations').select('id').where('title', '=', sql.lit(title)));
    await expect(inlined(t.deps.database.db, { title: 'Talk 0' })).rejects.toThrow(/written into the SQL text/);
  });

  it("never reads another request's uncommitted rows: during a transaction it waits, inside one it reads what that transaction wrote", async () => {
    const { db } = t.deps.database;
    const now = new Date().toISOString();
    const mine = { userId, ids: ['conv-uncommitted'], after: undefined };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('coach_conversations').values({ id: 'conv-uncommitted', user_id: userId, title: 'Rolled back', created_at: now, updated_at: now }).execute();
        // The transaction's own reads see its row (a Transaction goes through Kysely, on its connection).
        expect(await reused(trx, mine)).toHaveLength(1);
        inserted();
        await held;
        throw new Error('roll back');
      })
      .catch((error: unknown) => error);
    await written;
    // Another request reads while that transaction is open, between its statements: it must not see the row.
    const outside = reused(db, mine);
    release();
    expect(await transaction).toBeInstanceOf(Error);
    expect(await outside).toEqual([]);
    // Outside any transaction the read is at once, and answers what the builder answers.
    expect(await reused(db, { userId, ids, after: undefined })).toEqual(await conversations(db, { userId, ids, after: undefined }).execute());
  });
});
