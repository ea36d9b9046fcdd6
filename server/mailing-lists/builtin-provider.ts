// The built-in provider: MAILING_LISTS and MAILING_LIST_SUBSCRIBERS in the website's own database.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';
import type { MailingListProvider, ProviderList } from './provider.js';

/** The website's built-in lists, oldest first, with how many are subscribed to each. */
export async function builtInLists(db: Knex, websiteId: string): Promise<ProviderList[]> {
  const rows = (await db({ l: TABLES.mailingLists })
    .leftJoin({ s: TABLES.mailingListSubscribers }, function joinSubscribed() {
      this.on('s.website_id', 'l.website_id')
        .andOn('s.mailing_list_id', 'l.id')
        .andOn('s.status', db.raw('?', ['subscribed']));
    })
    .where('l.website_id', websiteId)
    .groupBy('l.id', 'l.name', 'l.created_at')
    .orderBy([{ column: 'l.created_at' }, { column: 'l.id' }])
    .select('l.id', 'l.name', db.raw('count(s.id)::int as member_count'))) as {
    id: string;
    name: string;
    member_count: number;
  }[];
  return rows.map((row) => ({ id: row.id, name: row.name, memberCount: Number(row.member_count) }));
}

/** Creates a built-in list. */
export async function createBuiltInList(db: Knex, websiteId: string, name: string): Promise<ProviderList> {
  const [row] = (await db(TABLES.mailingLists)
    .insert({ website_id: websiteId, name, provider: 'tessera' })
    .returning(['id', 'name'])) as { id: string; name: string }[];
  return { id: row.id, name: row.name, memberCount: 0 };
}

/** The built-in provider of `websiteId`. */
export function builtInProvider(db: Knex, websiteId: string): MailingListProvider {
  return {
    kind: 'tessera',
    listLists: () => builtInLists(db, websiteId),
    async addMember(listId, email, source) {
      await db(TABLES.mailingListSubscribers)
        .insert({ website_id: websiteId, mailing_list_id: listId, email, source })
        .onConflict(['website_id', 'mailing_list_id', 'email'])
        .merge({ status: 'subscribed', unsubscribed_at: null });
    },
  };
}
