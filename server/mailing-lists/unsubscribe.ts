// One-click unsubscribe: a campaign mail's token finds its recipient, whose membership of the list ends.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';
import { tokenHash } from './campaigns.js';

/** Who a token unsubscribes, from which list, and whether that already happened. */
export interface UnsubscribeTarget {
  email: string;
  listName: string;
  subscribed: boolean;
}

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{32}$/;

async function target(
  db: Knex,
  websiteId: string,
  token: unknown,
): Promise<(UnsubscribeTarget & { recipientId: string; subscriberId: string }) | undefined> {
  if (typeof token !== 'string' || !TOKEN_FORMAT.test(token)) return undefined;
  const row = (await db({ r: TABLES.campaignRecipients })
    .join({ s: TABLES.mailingListSubscribers }, function joinSubscriber() {
      this.on('s.website_id', 'r.website_id').andOn('s.id', 'r.subscriber_id');
    })
    .join({ l: TABLES.mailingLists }, function joinList() {
      this.on('l.website_id', 's.website_id').andOn('l.id', 's.mailing_list_id');
    })
    .where({ 'r.website_id': websiteId, 'r.token_hash': tokenHash(token) })
    .first('r.id as recipient_id', 's.id as subscriber_id', 's.email', 's.status', 'l.name as list_name')) as
    | { recipient_id: string; subscriber_id: string; email: string; status: string; list_name: string }
    | undefined;
  if (row === undefined) return undefined;
  return {
    recipientId: row.recipient_id,
    subscriberId: row.subscriber_id,
    email: row.email,
    listName: row.list_name,
    subscribed: row.status === 'subscribed',
  };
}

/** What a token would unsubscribe (the confirm page), or undefined for an unknown one. */
export async function findUnsubscribeTarget(
  db: Knex,
  websiteId: string,
  token: unknown,
): Promise<UnsubscribeTarget | undefined> {
  const found = await target(db, websiteId, token);
  return found === undefined
    ? undefined
    : { email: found.email, listName: found.listName, subscribed: found.subscribed };
}

/**
 * Unsubscribes the token's member from its list (once: a second POST changes nothing) and notes
 * it on the campaign's recipient row. Undefined for an unknown token.
 */
export async function unsubscribeByToken(
  db: Knex,
  websiteId: string,
  token: unknown,
): Promise<UnsubscribeTarget | undefined> {
  return db.transaction(async (trx) => {
    const found = await target(trx, websiteId, token);
    if (found === undefined) return undefined;
    await trx(TABLES.mailingListSubscribers)
      .where({ website_id: websiteId, id: found.subscriberId, status: 'subscribed' })
      .update({ status: 'unsubscribed', unsubscribed_at: trx.fn.now() });
    await trx(TABLES.campaignRecipients)
      .where({ website_id: websiteId, id: found.recipientId })
      .whereNull('unsubscribed_at')
      .update({ unsubscribed_at: trx.fn.now() });
    return { email: found.email, listName: found.listName, subscribed: false };
  });
}
