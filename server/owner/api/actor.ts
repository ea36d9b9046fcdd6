// Who is making an owner change (a person signed in, or an API key), and recording each change in OWNER_CHANGES.
import type { Request } from 'express';
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** Who made a change: the person's account (also for a key, the account that made it) and a label. */
export interface Actor {
  /** OWNER_ACCOUNTS id, or null for a key whose maker is gone. */
  accountId: string | null;
  /** The API key's id when the change came with one. */
  apiKeyId: string | null;
  /** The person's email, or `API key` for a key. */
  label: string;
}

/** The actor of a guarded owner request. */
export function actorOf(req: Request): Actor {
  const account = req.account;
  if (account === undefined) return { accountId: null, apiKeyId: null, label: 'unknown' };
  if (req.bearer) {
    const orphan = account.id.startsWith('api-key:');
    return { accountId: orphan ? null : account.id, apiKeyId: account.apiKeyId ?? null, label: 'API key' };
  }
  return { accountId: account.id, apiKeyId: null, label: account.email };
}

/** One change to record. */
export interface Change {
  websiteId: string;
  action: string;
  entity: string;
  entityId: string;
  summary?: string;
}

/**
 * Records who changed what (OWNER_CHANGES). Call it with the transaction that makes the change,
 * so the record exists exactly when the change does.
 */
export async function recordChange(db: Knex, actor: Actor, change: Change): Promise<void> {
  await db(TABLES.ownerChanges).insert({
    website_id: change.websiteId,
    account_id: actor.accountId,
    api_key_id: actor.apiKeyId,
    actor: actor.label,
    action: change.action,
    entity: change.entity,
    entity_id: change.entityId,
    summary: (change.summary ?? '').slice(0, 500),
  });
}

/** The columns an update sets to stamp a versioned row: one more version, now, and the person. */
export function stampColumns(db: Knex, actor: Actor): Record<string, unknown> {
  return {
    version: db.raw('version + 1'),
    updated_at: db.fn.now(),
    updated_by_account_id: actor.accountId,
  };
}
