// SQL for the site-wide rows a page reads (settings, pages, collections, menus, forms, categories), one query each.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';
import { brandImagesColumn, type BrandImage } from './brand.js';

/** A WEBSITE_SETTINGS row (the columns templates read). */
export interface SettingsRecord {
  multiple_quantity_allowed_for_services: boolean;
  use_cldr_money_format: boolean;
  store_settings: Record<string, unknown>;
  disqus_shortname: string | null;
  simple_liking_enabled: boolean;
  comments_enabled: boolean;
  share_button_options: Record<string, unknown>;
  site_settings: Record<string, unknown>;
  site_header: Record<string, unknown>;
  site_footer: Record<string, unknown>;
  captcha_settings: Record<string, unknown>;
  feature_flags: Record<string, unknown>;
  /** The pictures `site_settings` names (logo, favicon, sharing picture), read in the same query (brand.ts). */
  brand_images?: BrandImage[];
}

/** A PAGES row without its content: what routing and navigation need. */
export interface PageRecord {
  id: string;
  url_id: string;
  page_type: number;
  title: string;
  navigation_title: string;
  description: string;
  collection_id: string | null;
  seo: Record<string, unknown>;
  password_protected: boolean;
  password_hash: string | null;
  /** The member area the page is for (server/members/); null or absent: a public page. */
  member_area_id?: string | null;
}

/** A COLLECTIONS row. */
export interface CollectionRecord {
  id: string;
  type: number;
  title: string;
  navigation_title: string;
  url_id: string;
  description: string;
  view: string;
  is_folder: boolean;
  folder_behavior: number | null;
  comment_state: number;
  enabled: boolean;
  item_ordering: string;
  settings: Record<string, unknown>;
}

/** The columns of a {@link CollectionRecord}, for every query that reads one (the owner API's too). */
export const COLLECTION_COLUMNS = [
  'id',
  'type',
  'title',
  'navigation_title',
  'url_id',
  'description',
  'view',
  'is_folder',
  'folder_behavior',
  'comment_state',
  'enabled',
  'item_ordering',
  'settings',
] as const satisfies readonly (keyof CollectionRecord)[];

/** A FORMS row. */
export interface FormRecord {
  id: string;
  name: string;
  fields: Record<string, unknown>[];
  submission_message: string;
  submission_html: string;
  success_redirect: string | null;
  disclaimer_message: string;
  captcha_enabled: boolean;
  captcha_theme: string;
  captcha_alignment: string;
  /** The builder's submit-button text; '' for 'Submit'. */
  submit_label?: string;
}

/** A NAVIGATIONS row. */
export interface NavigationRecord {
  name: string;
  items: unknown[];
}

/** A PRODUCT_CATEGORIES row. */
export interface CategoryRecord {
  id: string;
  parent_category_id: string | null;
  display_name: string;
  type: string;
  display_index: number;
}

/** The website's settings row with the pictures it names, or `undefined` when it has none. */
export function loadSettings(db: Knex, websiteId: string): Promise<SettingsRecord | undefined> {
  return db({ s: TABLES.websiteSettings })
    .where('s.website_id', websiteId)
    .first('s.*', brandImagesColumn(db));
}

/**
 * Every enabled page of the website, without content: the site map routing and navigation use.
 * A page added in the editor and never published is left out unless `unpublished` (the owners').
 */
export function loadPages(db: Knex, websiteId: string, { unpublished = false } = {}): Promise<PageRecord[]> {
  return db(TABLES.pages)
    .where({ website_id: websiteId, enabled: true })
    .modify((query) => {
      if (!unpublished) query.whereNotNull('published_at');
    })
    .orderBy('url_id')
    .select(
      'id',
      'url_id',
      'page_type',
      'title',
      'navigation_title',
      'description',
      'collection_id',
      'seo',
      'password_protected',
      'password_hash',
      'member_area_id',
    );
}

/** Every enabled collection of the website. */
export function loadCollections(db: Knex, websiteId: string): Promise<CollectionRecord[]> {
  return db(TABLES.collections)
    .where({ website_id: websiteId, enabled: true })
    .orderBy('position')
    .select(COLLECTION_COLUMNS);
}

/** A page's content (its blocks), read only for the page being shown: the published one, or with `draft` the owner's draft. */
export async function loadPageContent(
  db: Knex,
  websiteId: string,
  pageId: string,
  { draft = false } = {},
): Promise<Record<string, unknown>> {
  const row = await db(TABLES.pages)
    .where({ website_id: websiteId, id: pageId })
    .first(draft ? db.raw('coalesce(draft_content, content) as content') : 'content');
  return (row?.content as Record<string, unknown> | undefined) ?? {};
}

/** The content of a published revision of the page (PAGE_REVISIONS), or undefined when it has no such revision. */
export async function loadRevisionContent(
  db: Knex,
  websiteId: string,
  pageId: string,
  revisionId: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await db(TABLES.pageRevisions)
    .where({ website_id: websiteId, page_id: pageId, id: revisionId })
    .first('content');
  return row?.content as Record<string, unknown> | undefined;
}

/** The website's navigations (main, footer…). */
export function loadNavigations(db: Knex, websiteId: string): Promise<NavigationRecord[]> {
  return db(TABLES.navigations).where('website_id', websiteId).select('name', 'items');
}

/** These forms: one query for every form a page shows. */
export function loadForms(db: Knex, websiteId: string, formIds: readonly string[]): Promise<FormRecord[]> {
  if (formIds.length === 0) return Promise.resolve([]);
  return db(TABLES.forms)
    .where('website_id', websiteId)
    .whereIn('id', [...new Set(formIds)])
    .select(
      'id',
      'name',
      'fields',
      'submission_message',
      'submission_html',
      'success_redirect',
      'disclaimer_message',
      'captcha_enabled',
      'captcha_theme',
      'captcha_alignment',
      'submit_label',
    );
}

/** A store collection's categories, in display order. */
export function loadCategories(db: Knex, websiteId: string, collectionId: string): Promise<CategoryRecord[]> {
  return db(TABLES.productCategories)
    .where({ website_id: websiteId, collection_id: collectionId })
    .orderBy([{ column: 'display_index' }, { column: 'display_name' }])
    .select('id', 'parent_category_id', 'display_name', 'type', 'display_index');
}
