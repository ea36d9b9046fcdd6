// SQL of the site settings: the website row, its settings row, its host names, its pictures, and what its store holds in its currency.
import type { Knex } from 'knex';
import type { CurrencyUse } from '../../../domain/owner-api/site-settings-rules.js';
import { TABLES } from '../../db/tables.js';

/** The WEBSITES columns the settings edit. */
export interface WebsiteSettingsRow {
  site_title: string;
  site_tagline: string;
  site_description: string;
  time_zone: string;
  currency: string;
  language: string;
}

/** One WEBSITE_DOMAINS row. */
export interface HostRow {
  host: string;
  is_primary: boolean;
}

/** A picture the settings name, with what its address is made from. */
export interface SettingsImageRow {
  id: string;
  file_id: string;
  filename: string;
  original_width: number;
  original_height: number;
}

/** The website's row, locked for the rest of the transaction when `trx` is one. */
export async function readWebsiteRow(db: Knex, websiteId: string, lock = false): Promise<WebsiteSettingsRow> {
  const query = db(TABLES.websites)
    .where({ id: websiteId })
    .first('site_title', 'site_tagline', 'site_description', 'time_zone', 'currency', 'language');
  const row = (await (lock ? query.forUpdate() : query)) as WebsiteSettingsRow | undefined;
  if (row === undefined) throw new Error(`No website ${websiteId}.`);
  return { ...row, currency: row.currency.trim() };
}

/** `WEBSITE_SETTINGS.site_settings`, `{}` when the website has no settings row yet. */
export async function readSiteSettingsJson(db: Knex, websiteId: string): Promise<Record<string, unknown>> {
  const row = (await db(TABLES.websiteSettings).where({ website_id: websiteId }).first('site_settings')) as
    { site_settings: Record<string, unknown> | null } | undefined;
  return row?.site_settings ?? {};
}

/** The website's host names, the primary one first. */
export function readHosts(db: Knex, websiteId: string): Promise<HostRow[]> {
  return db(TABLES.websiteDomains)
    .where({ website_id: websiteId })
    .orderBy([
      { column: 'is_primary', order: 'desc' },
      { column: 'host', order: 'asc' },
    ])
    .select('host', 'is_primary');
}

/** Which of `hosts` another website already answers on. */
export async function hostsOfOtherWebsites(
  db: Knex,
  websiteId: string,
  hosts: readonly string[],
): Promise<Set<string>> {
  if (hosts.length === 0) return new Set();
  const rows = (await db(TABLES.websiteDomains)
    .whereIn('host', [...hosts])
    .andWhereNot('website_id', websiteId)
    .select('host')) as { host: string }[];
  return new Set(rows.map((row) => row.host));
}

/** Makes `primary` (when set) and `extra` the website's host names, and no others. */
export async function replaceHosts(
  trx: Knex.Transaction,
  websiteId: string,
  primary: string | undefined,
  extra: readonly string[],
): Promise<void> {
  const wanted = [...(primary === undefined ? [] : [primary]), ...extra];
  const gone = trx(TABLES.websiteDomains).where({ website_id: websiteId });
  await (wanted.length === 0 ? gone : gone.whereNotIn('host', wanted)).delete();
  // One primary at a time (a unique index): clear them all, then mark the one.
  await trx(TABLES.websiteDomains).where({ website_id: websiteId }).update({ is_primary: false });
  if (wanted.length === 0) return;
  await trx(TABLES.websiteDomains)
    .insert(wanted.map((host) => ({ website_id: websiteId, host, is_primary: host === primary })))
    .onConflict(['website_id', 'host'])
    .merge({ is_primary: trx.raw('excluded.is_primary'), updated_at: trx.fn.now() });
}

/** The pictures among `imageIds` the website has, with their files' names. */
export function readImages(
  db: Knex,
  websiteId: string,
  imageIds: readonly string[],
): Promise<SettingsImageRow[]> {
  if (imageIds.length === 0) return Promise.resolve([]);
  return db({ i: TABLES.images })
    .join({ f: TABLES.files }, function joinFile() {
      this.on('f.website_id', 'i.website_id').andOn('f.id', 'i.file_id');
    })
    .where('i.website_id', websiteId)
    .whereIn('i.id', [...new Set(imageIds)])
    .select('i.id', 'i.file_id', 'f.filename', 'i.original_width', 'i.original_height');
}

/** What the website's store holds in `currency` (see CurrencyUse). */
export async function currencyUse(db: Knex, websiteId: string, currency: string): Promise<CurrencyUse> {
  const count = async (table: string, where: (query: Knex.QueryBuilder) => void = () => undefined) => {
    const query = db(table).where({ website_id: websiteId }).andWhereRaw('trim(currency) = ?', [currency]);
    where(query);
    const row = (await query.count({ n: '*' }).first()) as { n: string | number } | undefined;
    return Number(row?.n ?? 0);
  };
  return {
    variants: await count(TABLES.productVariants),
    shippingOptions: await count(TABLES.shippingOptions),
    coupons: await count(TABLES.coupons, (query) => query.where('kind', 'fixed')),
    giftCards: await count(TABLES.giftCards, (query) => query.where('balance_cents', '>', 0)),
    subscriptions: await count(TABLES.subscriptions, (query) =>
      query.whereIn('status', ['active', 'past-due', 'paused']),
    ),
  };
}

/**
 * Relabels the store's prices from `from` to `to`, amounts unchanged (the caller has checked that
 * both currencies have the same minor-unit digits): variants, shipping options, coupons and the
 * carts not yet bought. Orders, donations and ended subscriptions keep the currency they were in.
 */
export async function relabelPrices(
  trx: Knex.Transaction,
  websiteId: string,
  from: string,
  to: string,
): Promise<void> {
  const tables = [TABLES.productVariants, TABLES.shippingOptions, TABLES.coupons] as const;
  for (const table of tables) {
    await trx(table)
      .where({ website_id: websiteId })
      .andWhereRaw('trim(currency) = ?', [from])
      .update({ currency: to, updated_at: trx.fn.now() });
  }
  await trx(TABLES.carts)
    .where({ website_id: websiteId, is_purchased: false })
    .andWhereRaw('trim(currency) = ?', [from])
    .update({ currency: to, updated_at: trx.fn.now() });
}

/** Whether any language row of the website other than its primary one is `tag` (any case). */
export async function isOtherLanguage(db: Knex, websiteId: string, tag: string): Promise<boolean> {
  const row = await db(TABLES.languages)
    .where({ website_id: websiteId, is_default: false })
    .andWhereRaw('lower(code) = lower(?)', [tag])
    .first('code');
  return row !== undefined;
}

/** The primary language's LANGUAGES row (when the website has one) follows a change of primary language. */
export async function renamePrimaryLanguage(
  trx: Knex.Transaction,
  websiteId: string,
  tag: string,
  name: string,
): Promise<void> {
  await trx(TABLES.languages)
    .where({ website_id: websiteId, is_default: true })
    .update({ code: tag, name, updated_at: trx.fn.now() });
}
