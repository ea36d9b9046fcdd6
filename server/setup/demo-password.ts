// Whether an owner still signs in with the demo's published password (tessera-demo): the editor's "Demo site" notice and the production start's refusal.
import type { Knex } from 'knex';
import { verifyPassword } from '../accounts/passwords.js';
import { TABLES } from '../db/tables.js';
import { DEMO_OWNER } from '../demo/demo-owner.js';

/** The emails of the owner accounts whose password is the demo's. */
export async function accountsWithDemoPassword(db: Knex): Promise<string[]> {
  const rows = (await db(TABLES.ownerAccounts).orderBy('email').select('email', 'password_hash')) as {
    email: string;
    password_hash: string;
  }[];
  const found: string[] = [];
  for (const row of rows)
    if (await verifyPassword(row.password_hash, DEMO_OWNER.password)) found.push(row.email);
  return found;
}

/** Whether the demo owner works on `websiteId` and still has the demo password (the demo website as loaded). */
export async function isUnchangedDemo(db: Knex, websiteId: string): Promise<boolean> {
  const row = (await db({ a: TABLES.ownerAccounts })
    .join({ m: TABLES.memberships }, 'm.account_id', 'a.id')
    .where({ 'm.website_id': websiteId, 'a.email': DEMO_OWNER.email })
    .first('a.password_hash')) as { password_hash: string } | undefined;
  return row !== undefined && (await verifyPassword(row.password_hash, DEMO_OWNER.password));
}

/** What `tessera serve` says when it refuses to start in production. */
export function demoPasswordRefusal(emails: readonly string[]): string {
  const first = emails[0];
  return (
    `Refusing to start in production: ${emails.join(', ')} still sign${emails.length === 1 ? 's' : ''} in with the demo password (tessera-demo), which is published.\n` +
    `Change it first: npx tessera password --email ${first}  (reads the new password from the terminal or standard input)\n` +
    'or run the demo on purpose with: tessera serve --demo\n'
  );
}
