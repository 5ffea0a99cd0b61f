/**
 * The builtin coach's engine tests reach the database only through demo-coach.ts, to seed the demo world and read each
 * member's coach context; the PostgreSQL pass leaves them out (scripts/sql-test-files.mjs), because the engine's
 * words depend on that context alone. This test is what makes that safe: in the PostgreSQL pass it seeds the demo
 * world on PostgreSQL and on SQLite and requires every demo member's coach context to be the same on both (in the
 * SQLite pass it compares two SQLite copies, which still checks that seeding is repeatable).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachContext } from '../ports/coach/context.js';
import { loadCoachContext } from '../features/coach/coach.service.js';
import { closeDeps, createDeps, type AppDeps } from '../deps.js';
import { testConfig, openTestDatabase } from './app.js';
import { DEMO_PEOPLE, seedDemoWorld } from './demo-world.js';

interface World {
  deps: AppDeps;
  ids: Record<string, string>;
  close(): Promise<void>;
}

async function world(sqlite: boolean): Promise<World> {
  const { database, dispose } = await openTestDatabase({ sqlite });
  const deps = createDeps({ database, config: testConfig({ limits: { enabled: false } as never }) });
  const ids = await seedDemoWorld(deps);
  return {
    deps,
    ids,
    async close() {
      await closeDeps(deps);
      await dispose();
    },
  };
}

/** A context with each database's own ids and times replaced by placeholders, so two databases can be compared. */
function comparable(context: CoachContext, ids: Record<string, string>): unknown {
  let text = JSON.stringify(context);
  for (const [name, id] of Object.entries(ids)) text = text.replaceAll(id, `<${name}>`);
  text = text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');
  text = text.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>');
  return JSON.parse(text);
}

describe('the demo world the coach engine tests read', () => {
  let here: World;
  let sqlite: World;

  beforeAll(async () => {
    [here, sqlite] = await Promise.all([world(false), world(true)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([here?.close(), sqlite?.close()]);
  });

  it("gives every demo member the same coach context on this run's database as on SQLite", async () => {
    expect(DEMO_PEOPLE.length).toBe(5);
    for (const person of DEMO_PEOPLE) {
      const [a, b] = await Promise.all([
        loadCoachContext(here.deps, here.ids[person.firstName]!),
        loadCoachContext(sqlite.deps, sqlite.ids[person.firstName]!),
      ]);
      // A context with nothing in it would make the comparison empty: each demo member has results and connections.
      expect(a.person.results, person.firstName).not.toBeNull();
      expect(a.connections.length, person.firstName).toBeGreaterThan(0);
      expect(comparable(a, here.ids), person.firstName).toEqual(comparable(b, sqlite.ids));
    }
  }, 120_000);
});
