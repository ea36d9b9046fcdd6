// SQL for websites: the one a Host header names, and the default one.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** A WEBSITES row, as the site reads it. */
export interface WebsiteRecord {
  id: string;
  site_title: string;
  site_tagline: string;
  site_description: string;
  time_zone: string;
  currency: string;
  language: string;
  status: number;
  is_default: boolean;
  /** The uploaded theme (WEBSITE_THEMES) the live site shows; null (or absent) for the built-in theme. */
  active_theme_id?: string | null;
}

const COLUMNS = [
  'id',
  'site_title',
  'site_tagline',
  'site_description',
  'time_zone',
  'currency',
  'language',
  'status',
  'is_default',
  'active_theme_id',
].map((column) => `w.${column}`);

/** A website found for a host, and whether the host itself matched (false: the default stood in). */
export interface HostMatch {
  website: WebsiteRecord;
  matched: boolean;
}

/**
 * The website whose domain is `host`, else the default website, in one query; `undefined` when
 * neither exists.
 */
export async function findWebsiteForHost(db: Knex, host: string): Promise<HostMatch | undefined> {
  const row = await db({ w: TABLES.websites })
    .leftJoin({ d: TABLES.websiteDomains }, function joinDomain() {
      this.on('d.website_id', 'w.id').andOn('d.host', db.raw('?', [host]));
    })
    .where((where) => where.whereNotNull('d.host').orWhere('w.is_default', true))
    .orderByRaw('(d.host is not null) desc')
    .first([...COLUMNS, db.raw('(d.host is not null) as matched')]);
  if (row === undefined) return undefined;
  const { matched, ...website } = row as WebsiteRecord & { matched: boolean };
  return { website, matched };
}

/** The default website (served on localhost), or `undefined` when there is none yet. */
export async function findDefaultWebsite(db: Knex): Promise<WebsiteRecord | undefined> {
  return db({ w: TABLES.websites }).where('w.is_default', true).first(COLUMNS);
}
