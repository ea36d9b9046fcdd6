// Where a file is used: pages' blocks, items' pictures and media, products (pictures, variants, downloads), collections' covers.
import type { Knex } from 'knex';
import type { FileUse } from '../../../domain/owner-api/files.js';
import { likeContaining } from '../../db/like-pattern.js';
import { TABLES } from '../../db/tables.js';
import { collectionKind, itemPath, pagePath, PAGE_TYPE } from '../../site/context/site-map.js';
import { COLLECTION_COLUMNS, type CollectionRecord } from '../../site/context/store.js';
import { SETTINGS_IMAGE_KEYS } from '../../site/context/brand.js';

/** The site settings' pictures, by where `site_settings` keeps each, in the owner's words. */
const SETTINGS_PICTURES: Readonly<Record<string, string>> = {
  [SETTINGS_IMAGE_KEYS.logo]: 'Site logo',
  [SETTINGS_IMAGE_KEYS.favicon]: 'Browser icon',
  [SETTINGS_IMAGE_KEYS.socialImage]: 'Social sharing image',
};

/** The site settings' pictures that are this image (the logo, the browser icon, the sharing picture). */
async function settingsUsing(db: Knex, websiteId: string, imageId: string): Promise<FileUse[]> {
  const row = (await db(TABLES.websiteSettings).where({ website_id: websiteId }).first('site_settings')) as
    { site_settings: Record<string, unknown> | null } | undefined;
  return Object.entries(SETTINGS_PICTURES)
    .filter(([key]) => row?.site_settings?.[key] === imageId)
    .map(([key, title]) => ({ kind: 'settings', id: key, title, fullUrl: '/' }));
}

/** Takes the image out of the site settings' pictures that are it (a forced delete). */
export async function dropSettingsPictures(db: Knex, websiteId: string, imageId: string): Promise<void> {
  for (const key of Object.keys(SETTINGS_PICTURES)) {
    await db(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .whereRaw('site_settings->>? = ?', [key, imageId])
      .update({ site_settings: db.raw('site_settings - ?', [key]), updated_at: db.fn.now() });
  }
}

/** The file whose uses are looked for: its FILES id and, for a picture, its IMAGES id. */
export interface UsedFile {
  id: string;
  imageId: string | null;
}

/** A collection (as the site map reads it) and the URL id of the page that shows it. */
interface CollectionRow extends CollectionRecord {
  page_url_id: string | null;
}

/**
 * A page's content as text, published and draft together: a picture or file is in use wherever the
 * page names it (a block of the page or of a section column, a block area, a section's background),
 * in what visitors see or in what the next Publish will show.
 */
const PAGE_CONTENT_TEXT = `coalesce(content::text, '') || coalesce(draft_content::text, '')`;

/** The pages that show the picture: an image, hero or gallery block, or a section's background. */
async function pagesUsing(db: Knex, websiteId: string, imageId: string): Promise<FileUse[]> {
  const rows: { id: string; title: string; url_id: string }[] = await db(TABLES.pages)
    .where({ website_id: websiteId })
    .whereRaw(`${PAGE_CONTENT_TEXT} like ?`, [likeContaining(JSON.stringify(imageId))])
    .select('id', 'title', 'url_id');
  return rows.map((row) => {
    const fullUrl = pagePath(row);
    return { kind: 'page', id: row.id, title: row.title || fullUrl, fullUrl };
  });
}

/** The address segment of a stored file (`/files/<website>/<file>/`): audio and video blocks and posts name files by address. */
function fileAddressPattern(websiteId: string, fileId: string): string {
  return likeContaining(`/files/${websiteId}/${fileId}/`);
}

/** The pages whose audio or video blocks play the file (a track's or a video's address). */
async function pagesPlaying(db: Knex, websiteId: string, fileId: string): Promise<FileUse[]> {
  const rows: { id: string; title: string; url_id: string }[] = await db(TABLES.pages)
    .where({ website_id: websiteId })
    .whereRaw(`${PAGE_CONTENT_TEXT} like ?`, [fileAddressPattern(websiteId, fileId)])
    .select('id', 'title', 'url_id');
  return rows.map((row) => {
    const fullUrl = pagePath(row);
    return { kind: 'page', id: row.id, title: row.title || fullUrl, fullUrl };
  });
}

/**
 * The items that show the file: as their main picture, in their media (by image or file id), as a
 * variant's picture, or as the download a digital product delivers.
 */
async function itemsUsing(
  db: Knex,
  websiteId: string,
  file: UsedFile,
): Promise<{ id: string; title: string; url_id: string; collection_id: string; is_product: boolean }[]> {
  return db({ ci: TABLES.contentItems })
    .leftJoin({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'ci.website_id').andOn('p.id', 'ci.id');
    })
    .where('ci.website_id', websiteId)
    .andWhere((where) => {
      where
        .where('p.digital_file_id', file.id)
        .orWhereRaw('ci.media @> ?::jsonb', [JSON.stringify([{ fileId: file.id }])])
        // An audio or video post plays it (structured_content's tracks or videoUrl).
        .orWhereRaw('ci.structured_content::text like ?', [fileAddressPattern(websiteId, file.id)]);
      if (file.imageId !== null) {
        where
          .orWhere('ci.main_image_id', file.imageId)
          .orWhereRaw('ci.media @> ?::jsonb', [JSON.stringify([{ imageId: file.imageId }])])
          .orWhereExists(
            db({ v: TABLES.productVariants })
              .whereRaw('v.website_id = ci.website_id and v.product_id = ci.id')
              .andWhere('v.main_image_id', file.imageId)
              .select(db.raw('1')),
          );
      }
    })
    .select('ci.id', 'ci.title', 'ci.url_id', 'ci.collection_id', db.raw('(p.id is not null) as is_product'));
}

/** Collections by id, with the address of the page that shows each (as the site map finds it). */
async function collectionsWith(
  db: Knex,
  websiteId: string,
  where: (query: Knex.QueryBuilder) => void,
): Promise<CollectionRow[]> {
  const page = db({ pg: TABLES.pages })
    .whereRaw('pg.website_id = c.website_id and pg.collection_id = c.id')
    .andWhere({ 'pg.page_type': PAGE_TYPE.collection, 'pg.enabled': true })
    .orderBy('pg.url_id')
    .limit(1)
    .select('pg.url_id');
  const query = db({ c: TABLES.collections })
    .where('c.website_id', websiteId)
    .select(...COLLECTION_COLUMNS.map((column) => `c.${column}`), page.as('page_url_id'));
  where(query);
  return query;
}

function collectionPath(row: CollectionRow): string {
  return row.page_url_id === null ? `/${row.url_id}` : pagePath({ url_id: row.page_url_id });
}

/**
 * Every place that uses the file, pages first, then collections, products and items, each by
 * title. One query per concern: pages, items (with products), collections (covers, and the
 * collections of the items found, for their addresses).
 */
export async function fileUses(db: Knex, websiteId: string, file: UsedFile): Promise<FileUse[]> {
  // One after another: inside a transaction they share its one connection anyway.
  const imageId = file.imageId;
  const pictured = imageId === null ? [] : await pagesUsing(db, websiteId, imageId);
  const playing = await pagesPlaying(db, websiteId, file.id);
  const pages = [...pictured, ...playing.filter((page) => !pictured.some((other) => other.id === page.id))];
  const items = await itemsUsing(db, websiteId, file);
  const covers =
    imageId === null
      ? []
      : await collectionsWith(db, websiteId, (query) =>
          query.whereRaw(`c.settings->>'coverImageId' = ?`, [imageId]),
        );
  const collectionIds = [...new Set(items.map((item) => item.collection_id))];
  const itemCollections =
    collectionIds.length === 0
      ? []
      : await collectionsWith(db, websiteId, (query) => query.whereIn('c.id', collectionIds));
  const byId = new Map(itemCollections.map((row) => [row.id, row]));

  const collectionUses: FileUse[] = covers.map((row) => ({
    kind: 'collection',
    id: row.id,
    title: row.title || row.url_id,
    fullUrl: collectionPath(row),
  }));
  const itemUses: FileUse[] = items.flatMap((item): FileUse[] => {
    const collection = byId.get(item.collection_id);
    if (collection === undefined) return [];
    const fullUrl = itemPath(collectionPath(collection), collectionKind(collection), item.url_id);
    return [
      {
        kind: item.is_product ? 'product' : 'item',
        id: item.id,
        title: item.title || item.url_id,
        fullUrl,
      },
    ];
  });
  const settings = imageId === null ? [] : await settingsUsing(db, websiteId, imageId);
  const order: FileUse['kind'][] = ['settings', 'page', 'collection', 'product', 'item'];
  return [...settings, ...pages, ...collectionUses, ...itemUses].sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.title.localeCompare(b.title),
  );
}

/** "Home (page), Harbor Chore Coat (product) and 3 more": the places a message names. */
export function describeUses(uses: readonly FileUse[], most = 5): string {
  const named = uses.slice(0, most).map((use) => `${use.title} (${use.kind})`);
  const rest = uses.length - named.length;
  if (rest > 0) return `${named.join(', ')} and ${rest} more`;
  if (named.length <= 1) return named.join('');
  return `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

/** The titles of the products that deliver this file as their download, and whether orders recorded it as one. */
export async function fileDeliveries(
  db: Knex,
  websiteId: string,
  fileId: string,
): Promise<{ products: string[]; ordered: boolean }> {
  const products: { title: string; url_id: string }[] = await db({ p: TABLES.products })
    .join({ ci: TABLES.contentItems }, function joinItem() {
      this.on('ci.website_id', 'p.website_id').andOn('ci.id', 'p.id');
    })
    .where({ 'p.website_id': websiteId, 'p.digital_file_id': fileId })
    .orderBy('ci.title')
    .select('ci.title', 'ci.url_id');
  const ordered = await db(TABLES.orderItems)
    .where({ website_id: websiteId, digital_file_id: fileId })
    .first(db.raw('1 as one'));
  return { products: products.map((row) => row.title || row.url_id), ordered: ordered !== undefined };
}
