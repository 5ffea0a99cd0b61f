import type { Kysely } from 'kysely';

// Changing one's e-mail address (issue 35 item 5, decision 069). A link that confirms a new address is a row of
// email_verifications like the others, marked 'change': opening it moves the account to that address. Links sent
// before keep 'verify' (they confirm the address the account already has).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_verifications')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('verify'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_verifications').dropColumn('purpose').execute();
}
