import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { reusableQuery } from '../../db/reusable.js';
import type { VibeChangeRow } from './vibe.tables.js';

/** The person's active connections, optionally only some of them. */
export function activeConnectionsOf(
  db: Kysely<DB>,
  userId: string,
  onlyIds?: string[],
): Promise<{ id: string; user1_id: string; user2_id: string; relationship_type: string }[]> {
  let query = db
    .selectFrom('connections')
    .select(['id', 'user1_id', 'user2_id', 'relationship_type'])
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('user1_id', '=', userId), eb('user2_id', '=', userId)]));
  if (onlyIds) query = query.where('id', 'in', onlyIds.length > 0 ? onlyIds : ['']);
  return query.execute();
}

export async function insertChanges(db: Kysely<DB>, rows: VibeChangeRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('vibe_changes').values(rows).execute();
}

/** The latest change of each of these connections (ties on time broken by id, so one row each). */
export async function latestChanges(db: Kysely<DB>, connectionIds: string[]): Promise<Map<string, VibeChangeRow>> {
  const latest = new Map<string, VibeChangeRow>();
  if (connectionIds.length === 0) return latest;
  const rows = await latestOf(db, { ids: connectionIds });
  for (const row of rows) if (!latest.has(row.connection_id)) latest.set(row.connection_id, row);
  return latest;
}

// Read with every connection list (decision 094): built and compiled once per number of connections.
const latestOf = reusableQuery((db, { ids }: { ids: string[] }) =>
  db
    .selectFrom('vibe_changes as v')
    .selectAll()
    .where('v.connection_id', 'in', ids)
    .where((eb) =>
      eb(
        'v.created_at',
        '=',
        eb.selectFrom('vibe_changes as w').select((w) => w.fn.max('w.created_at').as('latest')).whereRef('w.connection_id', '=', 'v.connection_id'),
      ),
    )
    .orderBy('v.id', 'desc'),
);
