// Collections (blogs, events, galleries, stores) as the owner edits them: their list, one, and their own fields and cover.
import type { Knex } from 'knex';
import type { z } from 'zod';
import { OWNER_INPUT_MESSAGE } from '../../../domain/owner-messages.js';
import type { CollectionView, updateCollectionBodySchema } from '../../../domain/owner-api/items.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { coverImageId } from '../../site/context/collection-page.js';
import { galleryOptions } from '../../../domain/gallery-options.js';
import { objectOr } from '../../../domain/json-value.js';
import { collectionKind, pagePath } from '../../site/context/site-map.js';
import { recordChange, stampColumns } from '../api/actor.js';
import { versionConflict } from '../api/versions.js';
import {
  countItems,
  selectCollection,
  selectCollectionPages,
  selectCollections,
  updateCollectionRow,
  type CollectionPageRow,
  type CollectionRow,
} from './collection-store.js';
import { imageRefs, type ImageRef } from './image-refs.js';
import { requirePublish } from './publish-rights.js';
import type { ContentWriter } from './content-writer.js';

/** The entries of `values` that are not undefined. */
function definedOnly<T>(values: Record<string, T | undefined>): Record<string, T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Record<
    string,
    T
  >;
}

/** The message of a collection id that names none of the website's. */
export const NO_SUCH_COLLECTION = 'No such collection.';

/** The path a collection's list answers at: its (enabled) page's, else its own URL id. */
export function collectionPathOf(row: CollectionRow, pages: readonly CollectionPageRow[]): string {
  const page = pages.find((candidate) => candidate.collection_id === row.id);
  return page !== undefined && page.enabled ? pagePath(page) : `/${row.url_id}`;
}

function collectionView(
  row: CollectionRow,
  pages: readonly CollectionPageRow[],
  counts: ReadonlyMap<string, number>,
  images: ReadonlyMap<string, ImageRef>,
): CollectionView {
  const cover = coverImageId(row) ?? null;
  const kind = collectionKind(row);
  return {
    id: row.id,
    title: row.title,
    kind,
    urlId: row.url_id,
    fullUrl: collectionPathOf(row, pages),
    pageId: pages.find((page) => page.collection_id === row.id)?.id ?? null,
    description: row.description,
    coverImageId: cover,
    coverImageUrl: cover === null ? null : (images.get(cover)?.url ?? null),
    itemCount: counts.get(row.id) ?? 0,
    galleryOptions: kind === 'gallery' ? galleryOptions(row.settings?.galleryOptions) : null,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

async function views(db: Knex, websiteId: string, rows: CollectionRow[]): Promise<CollectionView[]> {
  const [pages, counts, images] = await Promise.all([
    selectCollectionPages(db, websiteId),
    countItems(db, websiteId),
    imageRefs(
      db,
      websiteId,
      rows.map((row) => coverImageId(row)),
    ),
  ]);
  return rows.map((row) => collectionView(row, pages, counts, images));
}

/** Every collection of the website, in navigation order, with its kind, address and item count. */
export async function listCollections(db: Knex, websiteId: string): Promise<CollectionView[]> {
  return views(db, websiteId, await selectCollections(db, websiteId));
}

/** One collection; 404 when the website has none by that id. */
export async function getCollection(db: Knex, websiteId: string, id: string): Promise<CollectionView> {
  const row = await selectCollection(db, websiteId, id);
  if (row === undefined) throw notFound(NO_SUCH_COLLECTION);
  return (await views(db, websiteId, [row]))[0];
}

/**
 * Saves a collection's title, description, cover (`settings.coverImageId`, an image of this
 * website, or null for none) and, for a gallery, its display options (`settings.galleryOptions`,
 * merged over the owner's earlier choices; null forgets them). What visitors see changes, so a draft editor is refused (403); a
 * stale `version` gets 412.
 */
export async function updateCollection(
  db: Knex,
  writer: ContentWriter,
  id: string,
  input: z.output<typeof updateCollectionBodySchema>,
  version?: number,
): Promise<CollectionView> {
  const { websiteId } = writer;
  await db.transaction(async (trx) => {
    const row = await selectCollection(trx, websiteId, id, true);
    if (row === undefined) throw notFound(NO_SUCH_COLLECTION);
    requirePublish(writer.mayPublish);
    if (version !== undefined && version !== row.version) throw versionConflict(row.version);
    const columns: Record<string, unknown> = { ...stampColumns(trx, writer.actor) };
    if (input.title !== undefined) columns.title = input.title;
    if (input.description !== undefined) columns.description = input.description;
    const settings: Record<string, unknown> = { ...(row.settings ?? {}) };
    if (input.coverImageId === null) delete settings.coverImageId;
    else if (input.coverImageId !== undefined) {
      if (!(await imageRefs(trx, websiteId, [input.coverImageId])).has(input.coverImageId))
        throw badRequest(OWNER_INPUT_MESSAGE, { coverImageId: 'Choose an image from the file manager.' });
      settings.coverImageId = input.coverImageId;
    }
    if (input.galleryOptions !== undefined) {
      if (collectionKind(row) !== 'gallery')
        throw badRequest(OWNER_INPUT_MESSAGE, { galleryOptions: 'Only galleries have display options.' });
      if (input.galleryOptions === null) delete settings.galleryOptions;
      else
        settings.galleryOptions = {
          ...objectOr(settings.galleryOptions),
          ...definedOnly(input.galleryOptions),
        };
    }
    if (input.coverImageId !== undefined || input.galleryOptions !== undefined)
      columns.settings = JSON.stringify(settings);
    if (!(await updateCollectionRow(trx, websiteId, id, row.version, columns))) {
      const current = await selectCollection(trx, websiteId, id);
      throw versionConflict(current?.version ?? row.version);
    }
    await recordChange(trx, writer.actor, {
      websiteId,
      action: 'update',
      entity: 'collection',
      entityId: id,
      summary: Object.keys(input).join(', '),
    });
  });
  invalidateSiteData(websiteId);
  return getCollection(db, websiteId, id);
}
