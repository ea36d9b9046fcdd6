// Reading a collection's items for the owner: a page of them (any status) with the total, or one by id.
import type { Knex } from 'knex';
import type { ItemView } from '../../../domain/owner-api/items.js';
import { notFound } from '../../http/http-error.js';
import { collectionKind, type CollectionKind } from '../../site/context/site-map.js';
import { NO_SUCH_COLLECTION, collectionPathOf } from './collection-service.js';
import { selectCollection, selectCollectionPages, type CollectionRow } from './collection-store.js';
import { imageRefs } from './image-refs.js';
import { countMatching, selectItem, selectItems, type ItemFilter, type ItemRow } from './item-store.js';
import { itemView } from './item-view.js';

/** A collection as item routes need it: its row, kind and list path. */
export interface ItemCollection {
  row: CollectionRow;
  kind: CollectionKind;
  path: string;
}

/** The message of an item id that names none of the collection's. */
export const NO_SUCH_ITEM = 'No such item.';

/** The website's collection by id (404 when none), locked until the transaction ends with `lock`. */
export async function itemCollection(
  db: Knex,
  websiteId: string,
  collectionId: string,
  lock = false,
): Promise<ItemCollection> {
  const row = await selectCollection(db, websiteId, collectionId, lock);
  if (row === undefined) throw notFound(NO_SUCH_COLLECTION);
  const pages = await selectCollectionPages(db, websiteId);
  return { row, kind: collectionKind(row), path: collectionPathOf(row, pages) };
}

/** Items of a collection as the owner API shows them (their images read in one query). */
export async function itemViews(
  db: Knex,
  websiteId: string,
  timeZone: string,
  collection: ItemCollection,
  rows: readonly ItemRow[],
): Promise<ItemView[]> {
  const images = await imageRefs(
    db,
    websiteId,
    rows.map((row) => row.main_image_id),
  );
  const now = new Date();
  return rows.map((row) =>
    itemView(row, { kind: collection.kind, collectionPath: collection.path, timeZone, images, now }),
  );
}

/** One page of a collection's items matching `filter`, in its order, and how many match in all. */
export async function listItems(
  db: Knex,
  websiteId: string,
  timeZone: string,
  collectionId: string,
  filter: ItemFilter & { limit: number; offset: number },
): Promise<{ items: ItemView[]; total: number }> {
  const collection = await itemCollection(db, websiteId, collectionId);
  const [rows, total] = await Promise.all([
    selectItems(db, websiteId, collection.row, filter, filter),
    countMatching(db, websiteId, collectionId, filter),
  ]);
  return { items: await itemViews(db, websiteId, timeZone, collection, rows), total };
}

/** One item of a collection; 404 when the collection or the item is not the website's. */
export async function getItem(
  db: Knex,
  websiteId: string,
  timeZone: string,
  collectionId: string,
  itemId: string,
): Promise<ItemView> {
  const collection = await itemCollection(db, websiteId, collectionId);
  const row = await selectItem(db, websiteId, collectionId, itemId);
  if (row === undefined) throw notFound(NO_SUCH_ITEM);
  return (await itemViews(db, websiteId, timeZone, collection, [row]))[0];
}
