// A website's tracking settings (WEBSITE_SETTINGS.site_settings): the owner's cookie banner and whether the site is made to be cloned.
import type { Knex } from 'knex';
import { objectOr } from '../../domain/json-value.js';
import { TABLES } from '../db/tables.js';
import { recordChange, type Actor } from '../owner/api/actor.js';
import { invalidateSiteData, siteCacheFor } from '../site/cache/site-caches.js';

/** What the census endpoints read of a website's settings. */
export interface TrackingSettings {
  /** The owner switched on the cookie-consent banner: no analytics cookie until the visitor accepts. */
  cookieBanner: boolean;
  /** A website made to be cloned (a template): SPEC §4 gives its visitors a fresh record each time. */
  cloneable: boolean;
  /** The `visitorMetrics` feature flag: commerce events (SPEC §7) are sent only with it on. */
  visitorMetrics: boolean;
}

interface StoredRow {
  site_settings: unknown;
  feature_flags: unknown;
}

/** The settings a stored row (or nothing) stands for. */
export function trackingSettingsOf(row: Partial<StoredRow> | undefined): TrackingSettings {
  const site = objectOr(row?.site_settings);
  const flags = objectOr(row?.feature_flags);
  return {
    cookieBanner: site.cookieBanner === true,
    cloneable: site.cloneable === true,
    visitorMetrics: flags.visitorMetrics === true,
  };
}

async function readRow(db: Knex, websiteId: string): Promise<StoredRow | undefined> {
  return (await db(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .first('site_settings', 'feature_flags')) as StoredRow | undefined;
}

/** The website's tracking settings, from the site cache (read once, dropped with the site's data). */
export function readTrackingSettings(db: Knex, websiteId: string): Promise<TrackingSettings> {
  return siteCacheFor(db).read(websiteId, 'tracking-settings', async () =>
    trackingSettingsOf(await readRow(db, websiteId)),
  );
}

/**
 * Switches the cookie banner on or off (kept in `site_settings.cookieBanner`, the other site
 * settings untouched), records the change, and drops the site's cached pages so every page shows
 * the banner, or not, at once.
 */
export async function saveCookieBanner(
  db: Knex,
  websiteId: string,
  actor: Actor,
  cookieBanner: boolean,
): Promise<TrackingSettings> {
  await db.transaction(async (trx) => {
    await trx(TABLES.websiteSettings).insert({ website_id: websiteId }).onConflict('website_id').ignore();
    const row = (await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .forUpdate()
      .first('site_settings')) as Pick<StoredRow, 'site_settings'>;
    const siteSettings = { ...objectOr(row.site_settings), cookieBanner };
    await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .update({ site_settings: JSON.stringify(siteSettings) });
    await recordChange(trx, actor, {
      websiteId,
      action: 'update',
      entity: 'tracking-settings',
      entityId: websiteId,
      summary: cookieBanner ? 'Cookie banner switched on' : 'Cookie banner switched off',
    });
  });
  invalidateSiteData(websiteId);
  return trackingSettingsOf(await readRow(db, websiteId));
}
