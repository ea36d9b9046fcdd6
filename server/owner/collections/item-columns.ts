// What an item save stores: the owner's fields checked against the collection's kind and turned into CONTENT_ITEMS columns.
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { updateItemBodySchema } from '../../../domain/owner-api/items.js';
import { sanitizeRichText } from '../sanitize/rich-text.js';
import type { CollectionKind } from '../../site/context/site-map.js';
import { listAuthors } from './authors.js';
import type { ContentWriter } from './content-writer.js';
import { imageRefs } from './image-refs.js';
import type { ItemRow } from './item-store.js';
import { itemStatus } from './item-view.js';
import { mediaColumns } from './item-media.js';
import { requirePublish } from './publish-rights.js';
import { wallClockToInstant } from './wall-clock.js';

/** The fields of a create or an update (an update leaves out what it does not change). */
export type ItemInput = z.output<typeof updateItemBodySchema>;

/** Field messages of item saves. */
export const ITEM_MESSAGES = {
  title: 'Please enter a title.',
  startDate: 'Please enter when the event starts.',
  dateTime: 'Enter a date and time.',
  endBeforeStart: 'An event must end after it starts.',
  image: 'Choose an image.',
  unknownImage: 'Choose an image from the file manager.',
  author: 'Choose one of the website’s members who write.',
} as const;

/** The columns to store and the problems found, field by field. */
export interface ItemColumns {
  columns: Record<string, unknown>;
  problems: Record<string, string>;
  /** The image the item shows after the save (a gallery item's picture names its URL id). */
  mainImageId: string | null;
}

function publishedAt(
  input: ItemInput,
  existing: ItemRow | undefined,
  published: boolean,
): Date | null | undefined {
  if (typeof input.publishOn === 'string') return new Date(input.publishOn);
  if (input.publishOn === null || existing === undefined) return published ? new Date() : null;
  // Publishing a draft that has no date of its own puts it out now; otherwise the date stays.
  return published && existing.published_at === null ? new Date() : undefined;
}

/** How long an event lasts when the owner gave no end: an hour, as calendars assume. */
export const DEFAULT_EVENT_MS = 60 * 60 * 1000;

function eventColumns(
  input: ItemInput,
  existing: ItemRow | undefined,
  timeZone: string,
  out: ItemColumns,
): void {
  let start: Date | null = existing?.start_date ?? null;
  let end: Date | null = existing?.end_date ?? null;
  if (input.startDate !== undefined) {
    const parsed = wallClockToInstant(input.startDate, timeZone);
    if (parsed === undefined) out.problems.startDate = ITEM_MESSAGES.dateTime;
    else out.columns.start_date = start = parsed;
  } else if (start === null) out.problems.startDate = ITEM_MESSAGES.startDate;
  if (input.endDate !== undefined) {
    const parsed = wallClockToInstant(input.endDate, timeZone);
    if (parsed === undefined) out.problems.endDate = ITEM_MESSAGES.dateTime;
    else out.columns.end_date = end = parsed;
  } else if (existing === undefined && start !== null) {
    // Every event has an end, so the site's "Add to Google Calendar" link always works.
    out.columns.end_date = end = new Date(start.getTime() + DEFAULT_EVENT_MS);
  }
  if (start !== null && end !== null && new Date(end).getTime() < new Date(start).getTime())
    out.problems.endDate ??= ITEM_MESSAGES.endBeforeStart;
  if (input.location !== undefined) out.columns.location = input.location;
}

async function imageAndAuthor(
  db: Knex,
  writer: ContentWriter,
  kind: CollectionKind,
  input: ItemInput,
  existing: ItemRow | undefined,
  out: ItemColumns,
): Promise<void> {
  if (input.mainImageId !== undefined) out.mainImageId = input.mainImageId;
  if (typeof input.mainImageId === 'string') {
    if ((await imageRefs(db, writer.websiteId, [input.mainImageId])).has(input.mainImageId))
      out.columns.main_image_id = input.mainImageId;
    else out.problems.mainImageId = ITEM_MESSAGES.unknownImage;
  } else if (input.mainImageId === null) out.columns.main_image_id = null;
  if (kind === 'gallery' && out.mainImageId === null && out.problems.mainImageId === undefined)
    out.problems.mainImageId = ITEM_MESSAGES.image;

  if (input.authorId === undefined && existing !== undefined) return;
  const authors = new Set((await listAuthors(db, writer.websiteId)).map((author) => author.id));
  if (input.authorId === null) out.columns.author_account_id = null;
  else if (typeof input.authorId === 'string') {
    if (authors.has(input.authorId)) out.columns.author_account_id = input.authorId;
    else out.problems.authorId = ITEM_MESSAGES.author;
  } else {
    // A new item is by the person saving it, when they are one of the website's writers.
    const self = writer.actor.accountId;
    out.columns.author_account_id = self !== null && authors.has(self) ? self : null;
  }
}

/**
 * Checks a create (`existing` undefined) or an update of an item of a `kind` collection and
 * returns the columns to store, without tags, categories and URL id (those need the locks the
 * service holds). 403 (drafts-only) when someone who may not publish would change what visitors
 * see: saving it published, or touching an item already published.
 */
export async function itemColumns(
  db: Knex,
  writer: ContentWriter,
  kind: CollectionKind,
  input: ItemInput,
  existing?: ItemRow,
): Promise<ItemColumns> {
  const out: ItemColumns = { columns: {}, problems: {}, mainImageId: existing?.main_image_id ?? null };
  const status = input.status ?? (existing === undefined ? 'published' : itemStatus(existing));
  requirePublish(writer.mayPublish || (status !== 'published' && existing?.status !== 'published'));
  if (input.status !== undefined) out.columns.status = input.status;
  const date = publishedAt(input, existing, status === 'published');
  if (date !== undefined) out.columns.published_at = date;

  if (input.title !== undefined) out.columns.title = input.title;
  if (kind !== 'gallery' && (input.title ?? existing?.title ?? '') === '')
    out.problems.title = ITEM_MESSAGES.title;
  if (input.body !== undefined) out.columns.body = sanitizeRichText(input.body);
  if (input.excerpt !== undefined) out.columns.excerpt = sanitizeRichText(input.excerpt);
  if (kind === 'events') eventColumns(input, existing, writer.timeZone, out);
  mediaColumns(kind, input.media, existing, out);
  await imageAndAuthor(db, writer, kind, input, existing, out);
  return out;
}
