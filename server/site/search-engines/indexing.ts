// Whether search engines may index the site and each page: the site's switch (site_settings.seoHidden) and a page's own "hide from search engines" (PAGES.seo.noIndex).
import type { Response } from 'express';
import { brandSettings } from '../context/brand.js';
import { PAGE_TYPE, type SiteMap } from '../context/site-map.js';
import type { CollectionRecord, PageRecord, SettingsRecord } from '../context/store.js';

/** Whether the owner switched "search engines may index this site" off. */
export function siteHiddenFromSearch(settings: SettingsRecord | undefined): boolean {
  return brandSettings(settings?.site_settings).seoHidden;
}

/** Whether the owner hid this page (and, for a collection page, its items) from search engines. */
export function pageHiddenFromSearch(page: Pick<PageRecord, 'seo'> | undefined): boolean {
  return page?.seo?.noIndex === true;
}

/** Whether a collection's list and items are hidden from search engines through the page that shows it. */
export function collectionHiddenFromSearch(map: SiteMap, collection: Pick<CollectionRecord, 'id'>): boolean {
  return pageHiddenFromSearch(map.pageOfCollection(collection.id));
}

/** SPEC §2 page types a visitor reaches as content (plain pages, collection pages, splash pages). */
export const CONTENT_PAGE_TYPES: readonly number[] = [PAGE_TYPE.collection, PAGE_TYPE.page, PAGE_TYPE.splash];

/** Adds `X-Robots-Tag: noindex` to an answer search engines should not index (the site is hidden, or the page). */
export function markNoIndex(res: Response, noIndex: boolean): void {
  if (noIndex) res.set('X-Robots-Tag', 'noindex');
}
