// A website's tracking settings (WEBSITE_SETTINGS): the owner's cookie banner, how long tracking data is kept, and whether the site is made to be cloned.
import type { Knex } from 'knex';
import { objectOr } from '../../domain/json-value.js';
import {
  DEFAULT_RETENTION_DAYS,
  type TrackingSettingsBody,
} from '../../domain/owner-api/tracking-settings.js';
import { TABLES } from '../db/tables.js';
import { recordChange, type Actor } from '../owner/api/actor.js';
import { invalidateSiteData, siteCacheFor } from '../site/cache/site-caches.js';

/** The feature flag (WEBSITE_SETTINGS.feature_flags, kebab-case as the others) that sends SPEC §7's commerce events. */
export const VISITOR_METRICS_FLAG = 'visitor-metrics';

/** What the census endpoints read of a website's settings. */
export interface TrackingSettings {
  /** The owner switched on the cookie-consent banner: no analytics cookie until the visitor accepts. */
  cookieBanner: boolean;
  /** A website made to be cloned (a template): SPEC §4 gives its visitors a fresh record each time. */
  cloneable: boolean;
  /** The `visitor-metrics` feature flag: commerce events (SPEC §7) are sent only with it on. */
  visitorMetrics: boolean;
  /** Days visits, events and daily figures are kept (WEBSITE_SETTINGS.tracking_retention_days). */
  retentionDays: number;
}

interface StoredRow {
  site_settings: unknown;
  feature_flags: unknown;
  tracking_retention_days: number | null;
}

/** The settings a stored row (or nothing) stands for. */
export function trackingSettingsOf(row: Partial<StoredRow> | undefined): TrackingSettings {
  const site = objectOr(row?.site_settings);
  const flags = objectOr(row?.feature_flags);
  return {
    cookieBanner: site.cookieBanner === true,
    cloneable: site.cloneable === true,
    visitorMetrics: flags[VISITOR_METRICS_FLAG] === true,
    retentionDays: row?.tracking_retention_days ?? DEFAULT_RETENTION_DAYS,
  };
}

async function readRow(db: Knex, websiteId: string): Promise<StoredRow | undefined> {
  return (await db(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .first('site_settings', 'feature_flags', 'tracking_retention_days')) as StoredRow | undefined;
}

/** The website's tracking settings, from the site cache (read once, dropped with the site's data). */
export function readTrackingSettings(db: Knex, websiteId: string): Promise<TrackingSettings> {
  return siteCacheFor(db).read(websiteId, 'tracking-settings', async () =>
    trackingSettingsOf(await readRow(db, websiteId)),
  );
}

/**
 * Saves the owner's tracking settings: the cookie banner (kept in `site_settings.cookieBanner`, the
 * other site settings untouched) and, when given, the retention in days and the visitor-metrics
 * flag (`feature_flags['visitor-metrics']`, the other flags untouched). Records the change and
 * drops the site's cached pages so every page shows the banner, or not, at once.
 */
export async function saveTrackingSettings(
  db: Knex,
  websiteId: string,
  actor: Actor,
  body: TrackingSettingsBody,
): Promise<TrackingSettings> {
  const { cookieBanner, retentionDays, visitorMetrics } = body;
  await db.transaction(async (trx) => {
    await trx(TABLES.websiteSettings).insert({ website_id: websiteId }).onConflict('website_id').ignore();
    const row = (await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .forUpdate()
      .first('site_settings', 'feature_flags', 'tracking_retention_days')) as StoredRow;
    const siteSettings = { ...objectOr(row.site_settings), cookieBanner };
    const flags = objectOr(row.feature_flags);
    await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .update({
        site_settings: JSON.stringify(siteSettings),
        ...(retentionDays === undefined ? {} : { tracking_retention_days: retentionDays }),
        ...(visitorMetrics === undefined
          ? {}
          : { feature_flags: JSON.stringify({ ...flags, [VISITOR_METRICS_FLAG]: visitorMetrics }) }),
      });
    const changes = [cookieBanner ? 'Cookie banner switched on' : 'Cookie banner switched off'];
    if (retentionDays !== undefined && retentionDays !== row.tracking_retention_days)
      changes.push(`tracking data kept ${retentionDays} days`);
    if (visitorMetrics !== undefined && visitorMetrics !== (flags[VISITOR_METRICS_FLAG] === true))
      changes.push(visitorMetrics ? 'shopping events switched on' : 'shopping events switched off');
    await recordChange(trx, actor, {
      websiteId,
      action: 'update',
      entity: 'tracking-settings',
      entityId: websiteId,
      summary: changes.join(', '),
    });
  });
  invalidateSiteData(websiteId);
  return trackingSettingsOf(await readRow(db, websiteId));
}
