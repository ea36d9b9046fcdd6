// A PAGES row (with the collection it shows and who saved it last) as the owner API shows it.
import { SPECIAL_PAGE_TYPES } from '../../../domain/owner-api/page-rules.js';
import type { PageKind, PageView } from '../../../domain/owner-api/pages.js';
import { collectionKind, HOME_URL_ID, PAGE_TYPE, pagePath } from '../../site/context/site-map.js';
import type { CollectionRecord, PageRecord } from '../../site/context/store.js';

/** SPEC §2 page types the editor lists: collection pages, pages, splash pages, the lock screen and the cart page (205). */
export const LISTED_PAGE_TYPES: readonly number[] = [
  PAGE_TYPE.collection,
  PAGE_TYPE.page,
  PAGE_TYPE.splash,
  PAGE_TYPE.lockScreen,
  SPECIAL_PAGE_TYPES.cart,
];

/** The special kinds by their SPEC §2 page-type number. */
const SPECIAL_KINDS: ReadonlyMap<number, PageKind> = new Map(
  Object.entries(SPECIAL_PAGE_TYPES).map(([kind, type]) => [type, kind as PageKind]),
);

/**
 * A page row as the owner store reads it: the site's columns but the password's hash, then its
 * state, version, last editor and the collection it shows.
 */
export interface OwnerPageRow extends Omit<PageRecord, 'seo' | 'password_hash'> {
  seo: Record<string, unknown> | null;
  enabled: boolean;
  version: number;
  updated_at: Date | string;
  /** The email of the account that saved it last. */
  updated_by: string | null;
  collection_type: number | null;
  collection_settings: Record<string, unknown> | null;
  collection_ordering: string | null;
  /** Whether PAGES.draft_content holds unpublished changes. */
  has_draft: boolean;
  published_at: Date | string | null;
}

/**
 * What kind of page a row is: the kind of the collection it shows, a page of blocks, a splash page,
 * the lock screen, the cart page, or the site's own.
 */
export function pageKind(row: OwnerPageRow): PageKind | 'system' {
  if (row.page_type === PAGE_TYPE.collection && row.collection_type !== null) {
    // collectionKind reads only these three columns.
    return collectionKind({
      type: row.collection_type,
      settings: row.collection_settings ?? {},
      item_ordering: row.collection_ordering ?? 'manual',
    } as CollectionRecord);
  }
  if (row.page_type === PAGE_TYPE.page) return 'page';
  return SPECIAL_KINDS.get(row.page_type) ?? 'system';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The owner API's view of a page. */
export function pageView(row: OwnerPageRow): PageView {
  return {
    id: row.id,
    title: row.title,
    navigationTitle: row.navigation_title,
    urlSlug: row.url_id,
    type: pageKind(row),
    pageType: row.page_type,
    collectionId: row.collection_id,
    fullUrl: pagePath(row),
    isHome: row.url_id === HOME_URL_ID,
    enabled: row.enabled,
    passwordProtected: row.password_protected,
    description: row.description,
    seo: {
      title: text(row.seo?.title),
      description: text(row.seo?.description),
      noIndex: row.seo?.noIndex === true,
    },
    hasDraft: row.has_draft,
    publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}
