import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Migrations run on SQLite and PostgreSQL; the few places where the two differ ask this. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key: INTEGER AUTOINCREMENT on SQLite, BIGSERIAL on PostgreSQL. */
export function serialType(db: Kysely<any>) {
  return isPostgres(db) ? sql`bigserial` : sql`integer`;
}
