// Saving collection items (posts, events, gallery images): create, update with If-Match, delete, and a gallery's order.
import type { Knex } from 'knex';
import type { z } from 'zod';
import { RECORD_TYPE } from '../../../domain/enums.js';
import { OWNER_INPUT_MESSAGE, notValidPageUrl } from '../../../domain/owner-messages.js';
import type { createItemBodySchema, ItemView } from '../../../domain/owner-api/items.js';
import { cleanSlug, uniqueSlug } from '../../../domain/store-slug.js';
import { HttpError, badRequest, notFound } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import type { CollectionKind } from '../../site/context/site-map.js';
import { recordChange, stampColumns } from '../api/actor.js';
import { versionConflict } from '../api/versions.js';
import { ensureTagNames, lockTagNames } from '../tags/tag-store.js';
import type { ContentWriter } from './content-writer.js';
import { imageRefs } from './image-refs.js';
import { itemColumns, type ItemInput } from './item-columns.js';
import { NO_SUCH_ITEM, getItem, itemCollection, type ItemCollection } from './item-reads.js';
import {
  deleteItemRow,
  insertItem,
  itemCountAndNextPosition,
  selectItem,
  selectItemIds,
  setPositions,
  updateItemRow,
  urlIdTaken,
  urlIdsLike,
} from './item-store.js';
import { requirePublish } from './publish-rights.js';

/** SPEC §9: items in a user-orderable collection. */
export const MAX_ORDERED_ITEMS = 250;

const RECORD_TYPES: Readonly<Record<Exclude<CollectionKind, 'products'>, number>> = {
  blog: RECORD_TYPE.text,
  events: RECORD_TYPE.event,
  gallery: RECORD_TYPE.image,
};
const FALLBACK_SLUGS: Readonly<Record<Exclude<CollectionKind, 'products'>, string>> = {
  blog: 'post',
  events: 'event',
  gallery: 'image',
};

/** Products are made and edited in the store's screens, which keep their variants and stock. */
function refuseProducts(collection: ItemCollection): Exclude<CollectionKind, 'products'> {
  if (collection.kind === 'products') {
    throw new HttpError(
      422,
      'products-collection',
      'Products are added and edited in the store, not here: their variants, prices and stock go with them.',
    );
  }
  return collection.kind;
}

function refuseProblems(problems: Record<string, string>): void {
  if (Object.keys(problems).length > 0) throw badRequest(OWNER_INPUT_MESSAGE, problems);
}

/** Tags and categories of the save, spelled as the tag manager has them (new ones added to it). */
async function nameColumns(
  trx: Knex,
  writer: ContentWriter,
  input: ItemInput,
  columns: Record<string, unknown>,
): Promise<void> {
  const { websiteId, actor } = writer;
  if (input.tags !== undefined)
    columns.tags = await ensureTagNames(trx, websiteId, 'tag', input.tags, actor.accountId);
  if (input.categories !== undefined)
    columns.categories = await ensureTagNames(trx, websiteId, 'category', input.categories, actor.accountId);
}

/** A new item's URL id: the one asked for when free, else its title's (or image name's) first free form. */
async function newUrlId(
  trx: Knex,
  writer: ContentWriter,
  collection: ItemCollection,
  input: { title?: string; urlSlug?: string },
  mainImageId: string | null,
  problems: Record<string, string>,
): Promise<string> {
  const kind = refuseProducts(collection);
  const { websiteId } = writer;
  if (input.urlSlug !== undefined) {
    if (await urlIdTaken(trx, websiteId, collection.row.id, input.urlSlug))
      problems.urlSlug = notValidPageUrl(input.urlSlug);
    return input.urlSlug;
  }
  let base = cleanSlug(input.title ?? '');
  if (base === '' && mainImageId !== null) {
    const name = (await imageRefs(trx, websiteId, [mainImageId])).get(mainImageId)?.name ?? '';
    base = cleanSlug(name.replace(/\.[A-Za-z0-9]{1,5}$/, ''));
  }
  if (base === '') base = FALLBACK_SLUGS[kind];
  return uniqueSlug(base, await urlIdsLike(trx, websiteId, collection.row.id, base));
}

/**
 * Adds an item to a collection (201). Body and excerpt are sanitized; tags and categories join the
 * tag manager; a gallery's new item goes last. Published without `publishOn` it shows at once,
 * with a future `publishOn` it is scheduled, a draft stays hidden.
 */
export async function createItem(
  db: Knex,
  writer: ContentWriter,
  collectionId: string,
  input: z.output<typeof createItemBodySchema>,
): Promise<ItemView> {
  const { websiteId } = writer;
  const id = await db.transaction(async (trx) => {
    await lockTagNames(trx, websiteId);
    const collection = await itemCollection(trx, websiteId, collectionId, true);
    const kind = refuseProducts(collection);
    const { count, nextPosition } = await itemCountAndNextPosition(trx, websiteId, collectionId);
    if (collection.row.item_ordering === 'manual' && count >= MAX_ORDERED_ITEMS) {
      throw new HttpError(
        409,
        'collection-full',
        `This collection holds at most ${MAX_ORDERED_ITEMS} items. Remove one before adding another.`,
      );
    }
    const { columns, problems, mainImageId } = await itemColumns(trx, writer, kind, input);
    const urlId = await newUrlId(trx, writer, collection, input, mainImageId, problems);
    refuseProblems(problems);
    await nameColumns(trx, writer, input, columns);
    const created = await insertItem(trx, {
      website_id: websiteId,
      collection_id: collectionId,
      record_type: RECORD_TYPES[kind],
      url_id: urlId,
      position: nextPosition,
      updated_by_account_id: writer.actor.accountId,
      ...columns,
    });
    await recordChange(trx, writer.actor, {
      websiteId,
      action: 'create',
      entity: 'item',
      entityId: created,
      summary: input.title || urlId,
    });
    return created;
  });
  invalidateSiteData(websiteId);
  return getItem(db, websiteId, writer.timeZone, collectionId, id);
}

/**
 * Saves the fields given. With `version` (If-Match) the save is refused with 412 when the stored
 * item has moved on; the row is locked for the check and written only while its version is
 * still the one read, so two saves never both win.
 */
export async function updateItem(
  db: Knex,
  writer: ContentWriter,
  collectionId: string,
  itemId: string,
  input: ItemInput,
  version?: number,
): Promise<ItemView> {
  const { websiteId } = writer;
  await db.transaction(async (trx) => {
    await lockTagNames(trx, websiteId);
    const collection = await itemCollection(trx, websiteId, collectionId, true);
    const existing = await selectItem(trx, websiteId, collectionId, itemId, true);
    if (existing === undefined) throw notFound(NO_SUCH_ITEM);
    const kind = refuseProducts(collection);
    if (version !== undefined && version !== existing.version) throw versionConflict(existing.version);
    const { columns, problems } = await itemColumns(trx, writer, kind, input, existing);
    if (input.urlSlug !== undefined && input.urlSlug !== existing.url_id) {
      if (await urlIdTaken(trx, websiteId, collectionId, input.urlSlug, itemId))
        problems.urlSlug = notValidPageUrl(input.urlSlug);
      columns.url_id = input.urlSlug;
    }
    refuseProblems(problems);
    await nameColumns(trx, writer, input, columns);
    const saved = await updateItemRow(trx, websiteId, collectionId, itemId, existing.version, {
      ...columns,
      ...stampColumns(trx, writer.actor),
    });
    if (!saved) throw versionConflict((await selectItem(trx, websiteId, collectionId, itemId))?.version ?? 0);
    await recordChange(trx, writer.actor, {
      websiteId,
      action: 'update',
      entity: 'item',
      entityId: itemId,
      summary: Object.keys(input).join(', '),
    });
  });
  invalidateSiteData(websiteId);
  return getItem(db, websiteId, writer.timeZone, collectionId, itemId);
}

/** Deletes an item (a published one only by someone who may publish). */
export async function deleteItem(
  db: Knex,
  writer: ContentWriter,
  collectionId: string,
  itemId: string,
): Promise<void> {
  const { websiteId } = writer;
  await db.transaction(async (trx) => {
    const collection = await itemCollection(trx, websiteId, collectionId, true);
    const existing = await selectItem(trx, websiteId, collectionId, itemId, true);
    if (existing === undefined) throw notFound(NO_SUCH_ITEM);
    refuseProducts(collection);
    requirePublish(writer.mayPublish || existing.status !== 'published');
    await deleteItemRow(trx, websiteId, collectionId, itemId);
    await recordChange(trx, writer.actor, {
      websiteId,
      action: 'delete',
      entity: 'item',
      entityId: itemId,
      summary: existing.title || existing.url_id,
    });
  });
  invalidateSiteData(websiteId);
}

/**
 * Puts a hand-ordered collection's (a gallery's) items in the order given: every item id exactly
 * once, else 400. Collections ordered by date or title have no hand-made order (409).
 */
export async function reorderItems(
  db: Knex,
  writer: ContentWriter,
  collectionId: string,
  itemIds: readonly string[],
): Promise<{ itemIds: string[] }> {
  const { websiteId } = writer;
  await db.transaction(async (trx) => {
    const collection = await itemCollection(trx, websiteId, collectionId, true);
    refuseProducts(collection);
    if (collection.row.item_ordering !== 'manual') {
      throw new HttpError(
        409,
        'not-hand-ordered',
        'This collection orders its items by date or title, so they cannot be put in order by hand.',
      );
    }
    requirePublish(writer.mayPublish);
    const stored = new Set(await selectItemIds(trx, websiteId, collectionId));
    const given = new Set(itemIds);
    if (
      given.size !== itemIds.length ||
      given.size !== stored.size ||
      itemIds.some((id) => !stored.has(id))
    ) {
      throw badRequest(OWNER_INPUT_MESSAGE, {
        itemIds: `List every item of this collection exactly once (${stored.size} items).`,
      });
    }
    await setPositions(trx, websiteId, collectionId, itemIds);
    await recordChange(trx, writer.actor, {
      websiteId,
      action: 'reorder',
      entity: 'collection',
      entityId: collectionId,
      summary: `${itemIds.length} items`,
    });
  });
  invalidateSiteData(websiteId);
  return { itemIds: [...itemIds] };
}
