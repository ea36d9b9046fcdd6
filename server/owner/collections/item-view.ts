// A CONTENT_ITEMS row as the owner API shows it: status label, publish date, events' wall-clock times, image address, URL.
import {
  contentStatusLabel,
  isItemStatus,
  type ItemStatus,
  type ItemView,
} from '../../../domain/owner-api/items.js';
import { itemPath, type CollectionKind } from '../../site/context/site-map.js';
import type { ImageRef } from './image-refs.js';
import type { ItemRow } from './item-store.js';
import { instantToWallClock } from './wall-clock.js';
import { itemMedia } from './item-media.js';

/** What shaping an item needs besides its row. */
export interface ItemViewContext {
  kind: CollectionKind;
  /** The path of the collection's list (`/blog`). */
  collectionPath: string;
  /** The website's zone, for events' times. */
  timeZone: string;
  images: ReadonlyMap<string, ImageRef>;
  now?: Date;
}

/**
 * The stored status as the owner API names it: `published` for items visitors may see (now or
 * later), SPEC §4's needs-review, private and deprecated as they are, `draft` for any other.
 */
export function itemStatus(row: Pick<ItemRow, 'status'>): ItemStatus {
  return isItemStatus(row.status) ? row.status : 'draft';
}

/** One item for the owner API. */
export function itemView(row: ItemRow, context: ItemViewContext): ItemView {
  const status = itemStatus(row);
  const location = row.location;
  return {
    id: row.id,
    collectionId: row.collection_id,
    urlId: row.url_id,
    title: row.title,
    body: row.body,
    excerpt: row.excerpt,
    status,
    statusLabel: contentStatusLabel(status, row.published_at, context.now),
    publishOn: row.published_at === null ? null : new Date(row.published_at).toISOString(),
    tags: row.tags ?? [],
    categories: row.categories ?? [],
    authorId: row.author_account_id,
    mainImageId: row.main_image_id,
    mainImageUrl: row.main_image_id === null ? null : (context.images.get(row.main_image_id)?.url ?? null),
    startDate:
      row.start_date === null ? null : instantToWallClock(new Date(row.start_date), context.timeZone),
    endDate: row.end_date === null ? null : instantToWallClock(new Date(row.end_date), context.timeZone),
    location: location === null || typeof location !== 'object' ? null : location,
    media: itemMedia(row),
    position: row.position,
    fullUrl: itemPath(context.collectionPath, context.kind, row.url_id),
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}
