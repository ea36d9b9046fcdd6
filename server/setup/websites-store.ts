// SQL of the websites one person works on (the editor's site switcher).
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** A website of the switcher, with its primary host name ('' when it has none). */
export interface MemberWebsite {
  id: string;
  title: string;
  host: string;
}

/** The websites `accountId` has a role on, by title; across websites, through the memberships index. */
export async function websitesOfAccount(db: Knex, accountId: string): Promise<MemberWebsite[]> {
  const rows = (await db({ m: TABLES.memberships })
    .join({ w: TABLES.websites }, 'w.id', 'm.website_id')
    .leftJoin({ d: TABLES.websiteDomains }, function primaryDomain() {
      this.on('d.website_id', 'w.id').andOn('d.is_primary', db.raw('true'));
    })
    .where('m.account_id', accountId)
    .distinct('w.id', 'w.site_title', 'd.host')
    .orderBy([{ column: 'w.site_title' }, { column: 'w.id' }])) as {
    id: string;
    site_title: string;
    host: string | null;
  }[];
  return rows.map((row) => ({ id: row.id, title: row.site_title, host: row.host ?? '' }));
}

/** Whether a website answers on `host` already. */
export async function hostInUse(db: Knex, host: string): Promise<boolean> {
  return (await db(TABLES.websiteDomains).where({ host }).first('host')) !== undefined;
}
