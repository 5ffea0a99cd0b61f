// The PostgreSQL server the tests run on (TEST_DATABASE_URL): each test app gets a database of its own there.
import pg from 'pg';

/** `url` with its database name replaced. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs `statement` on the server behind `url`, outside a transaction (CREATE and DROP DATABASE need that). */
export async function onServer<Row extends object = object>(url: string, statement: string, params: unknown[] = []): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return (await admin.query<Row>(statement, params)).rows;
  } finally {
    await admin.end();
  }
}
