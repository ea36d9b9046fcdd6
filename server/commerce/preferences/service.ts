// Commerce preferences (SPEC §3, §4, §7): per-namespace settings, read with defaults, replaced whole, websiteId stripped.
import type { Knex } from 'knex';
import { jsonEqual } from '../../../domain/json-value.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { readPreferences, writePreferences } from './store.js';

/** A namespace's settings: names to JSON values. */
export type Preferences = Record<string, unknown>;

/** The key SPEC §3 strips from a settings object: the website is the request's, never a setting. */
export const STRIPPED_KEY = 'websiteId';

/** The settings without {@link STRIPPED_KEY}. */
export function stripWebsiteId(settings: Preferences): Preferences {
  const { [STRIPPED_KEY]: _websiteId, ...rest } = settings;
  return rest;
}

/** A namespace's settings; `{}` (every setting at its default) when the owner never saved any. */
export async function getPreferences(db: Knex, websiteId: string, namespace: string): Promise<Preferences> {
  return stripWebsiteId((await readPreferences(db, websiteId, namespace)) ?? {});
}

/**
 * Replaces a namespace's settings with `settings` (PUT sends the whole object; a setting left out
 * goes back to its default), `websiteId` stripped. Nothing is written when nothing changed (SPEC
 * §4: a set equal to the current value is skipped); otherwise pages are told after the write.
 * Returns the settings now stored.
 */
export async function putPreferences(
  db: Knex,
  websiteId: string,
  namespace: string,
  settings: Preferences,
): Promise<Preferences> {
  const next = stripWebsiteId(settings);
  const current = await readPreferences(db, websiteId, namespace);
  if (current !== undefined && jsonEqual(stripWebsiteId(current), next)) return next;
  if (await writePreferences(db, websiteId, namespace, next)) invalidateSiteData(websiteId);
  return next;
}
