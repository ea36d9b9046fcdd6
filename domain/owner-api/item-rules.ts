// Collection items' plain rules (no zod here): kinds, statuses and their labels, tag lengths.
/** SPEC §9: tag length 50, category length 25. */
export const MAX_TAG_LENGTH = 50;

export const MAX_CATEGORY_LENGTH = 25;

/** The kinds of collection the editor edits items of. */
export const COLLECTION_KINDS = ['blog', 'events', 'gallery', 'products'] as const;

/** One kind of collection. */
export type CollectionKindName = (typeof COLLECTION_KINDS)[number];

/**
 * An item's stored status: a draft, out in the world (published now, or scheduled: published with a
 * future date), or one of SPEC §4's other states, which visitors never see: waiting for review,
 * private, or deprecated.
 */
export const ITEM_STATUSES = ['draft', 'published', 'needs-review', 'private', 'deprecated'] as const;

/** One stored item status. */
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The statuses SPEC §4 labels besides Draft, Scheduled and Published: each is a filter of its own. */
export const OTHER_ITEM_STATUSES = ['needs-review', 'private', 'deprecated'] as const;

/** What the owner's item list filters by: every label's status. */
export const ITEM_FILTER_STATUSES = ['draft', 'scheduled', 'published', ...OTHER_ITEM_STATUSES] as const;

/** One item list filter. */
export type ItemFilterStatus = (typeof ITEM_FILTER_STATUSES)[number];

/** SPEC §4 content status labels (Draft, Scheduled, Needs Review, Private, Deprecated), and Published. */
export const CONTENT_STATUS_LABELS = [
  'Draft',
  'Scheduled',
  'Needs Review',
  'Private',
  'Deprecated',
  'Published',
] as const;

/** One content status label. */
export type ContentStatusLabel = (typeof CONTENT_STATUS_LABELS)[number];

/** The labels of the statuses that are neither a draft nor published (SPEC §4's words). */
const OTHER_STATUS_LABELS: Readonly<Record<string, ContentStatusLabel>> = {
  'needs-review': 'Needs Review',
  private: 'Private',
  deprecated: 'Deprecated',
};

/** Whether `value` is a stored item status this version knows. */
export function isItemStatus(value: unknown): value is ItemStatus {
  return typeof value === 'string' && (ITEM_STATUSES as readonly string[]).includes(value);
}

/**
 * The label of an item: scheduled (published with a date still to come), published, needs review,
 * private, deprecated, or a draft (also any status this version does not know).
 */
export function contentStatusLabel(
  status: string,
  publishOn: string | Date | null | undefined,
  now: Date = new Date(),
): ContentStatusLabel {
  if (status !== 'published') {
    return Object.prototype.hasOwnProperty.call(OTHER_STATUS_LABELS, status)
      ? OTHER_STATUS_LABELS[status]
      : 'Draft';
  }
  if (publishOn === null || publishOn === undefined) return 'Published';
  return new Date(publishOn).getTime() > now.getTime() ? 'Scheduled' : 'Published';
}
