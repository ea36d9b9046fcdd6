// Collection items' plain rules (no zod here): kinds, statuses and their labels, tag lengths.
/** SPEC §9: tag length 50, category length 25. */
export const MAX_TAG_LENGTH = 50;

export const MAX_CATEGORY_LENGTH = 25;

/** The kinds of collection the editor edits items of. */
export const COLLECTION_KINDS = ['blog', 'events', 'gallery', 'products'] as const;

/** One kind of collection. */
export type CollectionKindName = (typeof COLLECTION_KINDS)[number];

/** Whether an item is a draft or out in the world (published now, or scheduled: published with a future date). */
export const ITEM_STATUSES = ['draft', 'published'] as const;

/** SPEC §4 content status labels the editor shows. */
export const CONTENT_STATUS_LABELS = ['Draft', 'Scheduled', 'Published'] as const;

/** One content status label. */
export type ContentStatusLabel = (typeof CONTENT_STATUS_LABELS)[number];

/** The label of an item: a draft, scheduled (published with a date still to come), or published. */
export function contentStatusLabel(
  status: string,
  publishOn: string | Date | null | undefined,
  now: Date = new Date(),
): ContentStatusLabel {
  if (status !== 'published') return 'Draft';
  if (publishOn === null || publishOn === undefined) return 'Published';
  return new Date(publishOn).getTime() > now.getTime() ? 'Scheduled' : 'Published';
}
