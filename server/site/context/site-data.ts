// What every page of a website needs first: the website with its settings, site map and menus.
import type { DesignSettings } from '../../../domain/owner-api/design-rules.js';
import type { WebsiteRecord } from '../website/store.js';
import type { SiteMap } from './site-map.js';
import type { UnguardedReads } from './site-reads.js';
import type { NavigationRecord, SettingsRecord } from './store.js';

/** A website with its settings, site map and menus. */
export interface SiteData {
  website: WebsiteRecord;
  settings: SettingsRecord | undefined;
  map: SiteMap;
  navigations: readonly NavigationRecord[];
  /** The published design; absent means the theme's defaults. */
  design?: DesignSettings;
  /** The site's languages besides its primary one; absent or empty when it has one. */
  languages?: readonly string[];
}

/** The site-wide rows of `website` (four queries on a cold cache, whatever the size of the site). */
export async function loadSiteData(
  reads: Pick<UnguardedReads, 'siteParts'>,
  website: WebsiteRecord,
): Promise<SiteData> {
  return { website, ...(await reads.siteParts(website.id)) };
}
