// SQL for newsletter sign-ups: the mailing list a sign-up joins, pending confirmations, and subscribers.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** A MAILING_LISTS row as a sign-up needs it. */
export interface MailingListRow {
  id: string;
  name: string;
}

/**
 * The mailing list a newsletter block signs up to: `requestedId` when it is one of the website's,
 * else the built-in list the website is connected to (MAILING_LIST_CONNECTIONS), else the list the
 * website's mailing-list integration names, else its oldest list.
 */
export async function signUpList(
  db: Knex,
  websiteId: string,
  requestedId: string | undefined,
): Promise<MailingListRow | undefined> {
  const lists = (await db(TABLES.mailingLists)
    .where({ website_id: websiteId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .select('id', 'name')) as MailingListRow[];
  if (lists.length === 0) return undefined;
  const byId = (id: unknown) => lists.find((list) => list.id === id);
  const requested = requestedId === undefined ? undefined : byId(requestedId);
  if (requested !== undefined) return requested;
  const connection = (await db(TABLES.mailingListConnections)
    .where({ website_id: websiteId, provider: 'tessera' })
    .first('list_id')) as { list_id: string } | undefined;
  const connected = connection === undefined ? undefined : byId(connection.list_id);
  if (connected !== undefined) return connected;
  const settings = (await db(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .first('integrations')) as { integrations: Record<string, unknown> | null } | undefined;
  const integration = settings?.integrations?.mailingList as Record<string, unknown> | undefined;
  return byId(integration?.mailingListId) ?? lists[0];
}

/** Whether `email` is subscribed to the list now. */
export async function isSubscribed(
  db: Knex,
  websiteId: string,
  listId: string,
  email: string,
): Promise<boolean> {
  const row = await db(TABLES.mailingListSubscribers)
    .where({ website_id: websiteId, mailing_list_id: listId, email, status: 'subscribed' })
    .first('id');
  return row !== undefined;
}

/** Stores a pending confirmation. */
export async function insertConfirmation(
  db: Knex,
  row: {
    websiteId: string;
    listId: string;
    email: string;
    tokenHash: string;
    source: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db(TABLES.newsletterConfirmations).insert({
    website_id: row.websiteId,
    mailing_list_id: row.listId,
    email: row.email,
    token_hash: row.tokenHash,
    source: row.source,
    expires_at: row.expiresAt,
  });
}

/** How many confirmations were sent to `email` for the list since `since`. */
export async function recentConfirmations(
  db: Knex,
  websiteId: string,
  listId: string,
  email: string,
  since: Date,
): Promise<number> {
  const row = await db(TABLES.newsletterConfirmations)
    .where({ website_id: websiteId, mailing_list_id: listId, email })
    .where('created_at', '>', since)
    .count<{ count: string | number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

/** A pending confirmation found by its token, with its list's name. */
export interface PendingConfirmation {
  id: string;
  mailing_list_id: string;
  email: string;
  source: string | null;
  list_name: string;
}

/**
 * Marks the confirmation with this token confirmed, when it is the website's, unconfirmed and not
 * expired; returns it, or undefined. One update, so a link clicked twice confirms once.
 */
export async function confirmToken(
  db: Knex,
  websiteId: string,
  tokenHash: string,
  now: Date,
): Promise<PendingConfirmation | undefined> {
  const [row] = (await db(TABLES.newsletterConfirmations)
    .where({ website_id: websiteId, token_hash: tokenHash })
    .whereNull('confirmed_at')
    .where('expires_at', '>', now)
    .update({ confirmed_at: now })
    .returning(['id', 'mailing_list_id', 'email', 'source'])) as Omit<PendingConfirmation, 'list_name'>[];
  if (row === undefined) return undefined;
  const list = (await db(TABLES.mailingLists)
    .where({ website_id: websiteId, id: row.mailing_list_id })
    .first('name')) as { name: string } | undefined;
  return { ...row, list_name: list?.name ?? '' };
}

/** Subscribes `email` to the list (again, when it had unsubscribed). */
export async function subscribe(
  db: Knex,
  websiteId: string,
  listId: string,
  email: string,
  source: string,
): Promise<void> {
  await db(TABLES.mailingListSubscribers)
    .insert({ website_id: websiteId, mailing_list_id: listId, email, source })
    .onConflict(['website_id', 'mailing_list_id', 'email'])
    .merge({ status: 'subscribed', unsubscribed_at: null });
}
