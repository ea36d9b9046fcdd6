// SQL for OWNER_INVITATIONS: open invitations of a website, found by their token's hash, resent with a new one, accepted once, withdrawn.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** A stored invitation (its token's hash only). */
export interface InvitationRow {
  website_id: string;
  id: string;
  email: string;
  role: number;
  invited_by_account_id: string | null;
  /** The inviter's email, when listed with it. */
  invited_by_email?: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  created_at: Date;
}

const COLUMNS = [
  'i.website_id',
  'i.id',
  'i.email',
  'i.role',
  'i.invited_by_account_id',
  'i.expires_at',
  'i.accepted_at',
  'i.created_at',
];

/** Stores a new invitation, replacing the open one for the same address (one open invitation each). */
export async function replaceInvitation(
  db: Knex,
  row: Pick<InvitationRow, 'website_id' | 'email' | 'role' | 'invited_by_account_id' | 'expires_at'> & {
    token_hash: string;
  },
): Promise<InvitationRow> {
  await db(TABLES.ownerInvitations)
    .where({ website_id: row.website_id, email: row.email })
    .whereNull('accepted_at')
    .delete();
  const [created] = await db(TABLES.ownerInvitations)
    .insert(row)
    .returning(COLUMNS.map((column) => column.slice(2)));
  return created as InvitationRow;
}

/** The website's open invitations (not accepted; expired ones too), newest first, with the inviter's email. */
export function selectOpenInvitations(db: Knex, websiteId: string): Promise<InvitationRow[]> {
  return db(`${TABLES.ownerInvitations} as i`)
    .leftJoin(`${TABLES.ownerAccounts} as a`, 'a.id', 'i.invited_by_account_id')
    .select([...COLUMNS, 'a.email as invited_by_email'])
    .where('i.website_id', websiteId)
    .whereNull('i.accepted_at')
    .orderBy([{ column: 'i.created_at', order: 'desc' }, 'i.id']);
}

/** One open invitation of the website by id. */
export function selectOpenInvitation(
  db: Knex,
  websiteId: string,
  id: string,
): Promise<InvitationRow | undefined> {
  return db(`${TABLES.ownerInvitations} as i`)
    .leftJoin(`${TABLES.ownerAccounts} as a`, 'a.id', 'i.invited_by_account_id')
    .select([...COLUMNS, 'a.email as invited_by_email'])
    .where({ 'i.website_id': websiteId, 'i.id': id })
    .whereNull('i.accepted_at')
    .first();
}

/**
 * The open, unexpired invitation of the website whose token has this hash, locked until the
 * transaction ends when `lock` is set (accepting runs once).
 */
export function selectUsableInvitation(
  db: Knex,
  websiteId: string,
  tokenHash: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<InvitationRow | undefined> {
  const query = db(`${TABLES.ownerInvitations} as i`)
    .select(COLUMNS)
    .where({ 'i.website_id': websiteId, 'i.token_hash': tokenHash })
    .whereNull('i.accepted_at')
    .andWhere('i.expires_at', '>', db.fn.now());
  if (lock) query.forUpdate();
  return query.first();
}

/** Gives an open invitation a new token and a new expiry; true when there was one. */
export async function renewInvitation(
  db: Knex,
  websiteId: string,
  id: string,
  { tokenHash, expiresAt }: { tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const changed = await db(TABLES.ownerInvitations)
    .where({ website_id: websiteId, id })
    .whereNull('accepted_at')
    .update({ token_hash: tokenHash, expires_at: expiresAt, updated_at: db.fn.now() });
  return changed > 0;
}

/** Marks an open invitation accepted; true when this call did (it is accepted once). */
export async function markAccepted(db: Knex, websiteId: string, id: string): Promise<boolean> {
  const changed = await db(TABLES.ownerInvitations)
    .where({ website_id: websiteId, id })
    .whereNull('accepted_at')
    .update({ accepted_at: db.fn.now(), updated_at: db.fn.now() });
  return changed > 0;
}

/** Withdraws (deletes) an open invitation; true when there was one. */
export async function deleteOpenInvitation(db: Knex, websiteId: string, id: string): Promise<boolean> {
  const deleted = await db(TABLES.ownerInvitations)
    .where({ website_id: websiteId, id })
    .whereNull('accepted_at')
    .delete();
  return deleted > 0;
}

/** The title of a website (an invitation names it). */
export async function selectWebsiteTitle(db: Knex, websiteId: string): Promise<string> {
  const row = (await db(TABLES.websites).where({ id: websiteId }).first('site_title')) as
    { site_title: string } | undefined;
  return row?.site_title ?? '';
}
