// The site's header and footer: read from WEBSITE_SETTINGS (site_header, site_footer) and saved over them, keeping the keys the editor does not manage.
import type { Knex } from 'knex';
import { readHeaderFooter, type HeaderFooter } from '../../domain/owner-api/header-footer.js';
import { TABLES } from '../db/tables.js';
import { recordChange, type Actor } from '../owner/api/actor.js';
import { sanitizeRichText } from '../owner/sanitize/rich-text.js';
import { invalidateSiteData } from '../site/cache/site-caches.js';
import { HOME_URL_ID } from '../site/context/site-map.js';
import { objectOr } from '../../domain/json-value.js';

interface StoredRow {
  site_header: unknown;
  site_footer: unknown;
}

/** The addresses of the website's pages by id (for an announcement bar stored with a page id). */
async function pagePaths(db: Knex, websiteId: string): Promise<Map<string, string>> {
  const rows = (await db(TABLES.pages).where({ website_id: websiteId }).select('id', 'url_id')) as {
    id: string;
    url_id: string | null;
  }[];
  return new Map(
    rows
      .filter((row) => row.url_id !== null)
      .map((row) => [row.id, row.url_id === HOME_URL_ID ? '/' : `/${row.url_id}`]),
  );
}

/** The website's header and footer, every field set (defaults for what was never saved). */
export async function getHeaderFooter(db: Knex, websiteId: string): Promise<HeaderFooter> {
  const row = (await db(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .first('site_header', 'site_footer')) as StoredRow | undefined;
  const paths = await pagePaths(db, websiteId);
  return readHeaderFooter(row?.site_header, row?.site_footer, (id) => paths.get(id));
}

/**
 * Saves `value` (checked by the schema) as the website's header and footer in one transaction: the
 * footer's rich text sanitised, the stored keys the editor does not manage (the demo's logo, menus,
 * newsletter) kept, an OWNER_CHANGES row written. The site's cached pages are dropped after commit.
 */
export async function putHeaderFooter(
  db: Knex,
  websiteId: string,
  actor: Actor,
  value: HeaderFooter,
): Promise<HeaderFooter> {
  const saved: HeaderFooter = {
    header: value.header,
    footer: { ...value.footer, html: sanitizeRichText(value.footer.html) },
  };
  await db.transaction(async (trx) => {
    await trx(TABLES.websiteSettings).insert({ website_id: websiteId }).onConflict('website_id').ignore();
    const row = (await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .forUpdate()
      .first('site_header', 'site_footer')) as StoredRow;
    // The announcement bar is replaced whole: its link is now `url`, not the demo's `pageId`.
    const header = { ...objectOr(row.site_header), ...saved.header };
    const footer = { ...objectOr(row.site_footer), ...saved.footer };
    await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .update({ site_header: JSON.stringify(header), site_footer: JSON.stringify(footer) });
    await recordChange(trx, actor, {
      websiteId,
      action: 'update',
      entity: 'site-header-footer',
      entityId: websiteId,
      summary: 'Header and footer saved',
    });
  });
  invalidateSiteData(websiteId);
  return getHeaderFooter(db, websiteId);
}
