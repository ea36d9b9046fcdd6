// What every page of a website needs read first: settings, pages, collections and menus (four queries).
import type { Knex } from 'knex';
import type { WebsiteRecord } from '../website/store.js';
import { buildSiteMap, type SiteMap } from './site-map.js';
import {
  loadCollections,
  loadNavigations,
  loadPages,
  loadSettings,
  type NavigationRecord,
  type SettingsRecord,
} from './store.js';

/** A website with its settings, site map and menus. */
export interface SiteData {
  website: WebsiteRecord;
  settings: SettingsRecord | undefined;
  map: SiteMap;
  navigations: NavigationRecord[];
}

/** Reads the site-wide rows of `website`: one query per table, whatever the size of the site. */
export async function loadSiteData(db: Knex, website: WebsiteRecord): Promise<SiteData> {
  const [settings, pages, collections, navigations] = await Promise.all([
    loadSettings(db, website.id),
    loadPages(db, website.id),
    loadCollections(db, website.id),
    loadNavigations(db, website.id),
  ]);
  return { website, settings, map: buildSiteMap(pages, collections), navigations };
}
