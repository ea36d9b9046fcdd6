// The post and event form: its values from a stored item, and the request body it sends (checked with the API's own schemas first).
import type { z } from 'zod';
import type { ItemMedia, ItemView, updateItemBodySchema } from '../../domain/owner-api/items.js';
import type { OwnerSchemas } from '../api/schemas.js';
import { isWallClock, toWallClock, wallClockToInstant } from './zoned-time.js';

/** The kinds of collection whose items this form edits. */
export type WrittenKind = 'blog' | 'events';

/** Where an event takes place, as typed. */
export interface LocationValues {
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
}

/** What the owner is typing; dates are wall-clock times in the website's zone (`2026-12-01T09:00`). */
export interface ItemFormValues {
  title: string;
  urlSlug: string;
  body: string;
  excerpt: string;
  tags: string[];
  categories: string[];
  /** '' for no author. */
  authorId: string;
  mainImageId: string | null;
  /** The picture's address, for its thumbnail. */
  mainImageUrl: string | null;
  /** '' to publish at once. */
  publishOn: string;
  startDate: string;
  endDate: string;
  location: LocationValues;
  /** Blog posts: the audio or video it plays (post-media-field.tsx). */
  media: ItemMedia | null;
}

/** How a save leaves the item: a draft, or published (scheduled when `publishOn` is still to come). */
export type SaveIntent = 'draft' | 'published';

/** Messages of the checks the schemas cannot make (the server's words for the same checks). */
export const ITEM_MESSAGES = {
  titleRequired: 'Please enter a title.',
  dateRequired: 'Enter a date and time.',
  startRequired: 'Please enter when the event starts.',
  endBeforeStart: 'An event must end after it starts.',
} as const;

const NO_LOCATION: LocationValues = {
  addressTitle: '',
  addressLine1: '',
  addressLine2: '',
  addressCountry: '',
};

/** A new item's values; `authorId` is the person writing it when they may be an author. */
export function emptyItemValues(authorId = ''): ItemFormValues {
  return {
    title: '',
    urlSlug: '',
    body: '',
    excerpt: '',
    tags: [],
    categories: [],
    authorId,
    mainImageId: null,
    mainImageUrl: null,
    publishOn: '',
    startDate: '',
    endDate: '',
    location: { ...NO_LOCATION },
    media: null,
  };
}

/** The values of a stored item, its times in `timeZone`. */
export function itemValues(item: ItemView, timeZone: string): ItemFormValues {
  return {
    title: item.title,
    urlSlug: item.urlId,
    body: item.body,
    excerpt: item.excerpt,
    tags: [...item.tags],
    categories: [...item.categories],
    authorId: item.authorId ?? '',
    mainImageId: item.mainImageId,
    mainImageUrl: item.mainImageUrl,
    publishOn: toWallClock(item.publishOn, timeZone),
    startDate: toWallClock(item.startDate, timeZone),
    endDate: toWallClock(item.endDate, timeZone),
    location: {
      addressTitle: item.location?.addressTitle ?? '',
      addressLine1: item.location?.addressLine1 ?? '',
      addressLine2: item.location?.addressLine2 ?? '',
      addressCountry: item.location?.addressCountry ?? '',
    },
    media: item.media ?? null,
  };
}

/** Whether the values' "Publish on" is a time still to come (a publish then schedules). */
export function isFutureDate(values: Pick<ItemFormValues, 'publishOn'>, timeZone: string, now = new Date()) {
  return (
    isWallClock(values.publishOn) &&
    new Date(wallClockToInstant(values.publishOn, timeZone)).getTime() > now.getTime()
  );
}

/** What {@link buildItemBody} gives: the body to send, or the fields' problems (then nothing is sent). */
export type BuiltItemBody =
  { ok: true; body: z.input<typeof updateItemBodySchema> } | { ok: false; fields: Record<string, string> };

/** Options of {@link buildItemBody}. */
export interface BuildOptions {
  kind: WrittenKind;
  intent: SaveIntent;
  timeZone: string;
  /** The stored item being changed; undefined for a new one. */
  original?: ItemView;
  /** The server's schemas (editor/api/schemas.ts `loadSchemas`). */
  schemas: OwnerSchemas;
}

function locationBody(location: LocationValues): z.input<typeof updateItemBodySchema>['location'] {
  const entries = Object.entries(location).filter(([, value]) => value.trim() !== '');
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

/** The field a schema issue belongs to: `title`, `tags` (for `tags.3`), `location.addressLine1`. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === 'media' && second !== undefined) return path.map(String).join('.');
  return first === 'location' && second !== undefined ? `location.${second}` : (first ?? 'form');
}

/**
 * The request body of a save, checked with the same schemas the server parses with (so the
 * messages are the server's), plus what they cannot know: a post needs a title, an event a start,
 * and an end not before it. Dates become what the API takes: `publishOn` an instant, `startDate`
 * and `endDate` wall-clock times in the website's zone.
 */
export function buildItemBody(values: ItemFormValues, options: BuildOptions): BuiltItemBody {
  const { kind, intent, timeZone, original, schemas } = options;
  const fields: Record<string, string> = {};
  if (values.title.trim() === '') fields.title = ITEM_MESSAGES.titleRequired;
  if (values.publishOn !== '' && !isWallClock(values.publishOn))
    fields.publishOn = ITEM_MESSAGES.dateRequired;
  const slug = values.urlSlug.trim();
  const body: z.input<typeof updateItemBodySchema> = {
    title: values.title,
    body: values.body,
    excerpt: values.excerpt,
    status: intent,
    publishOn: isWallClock(values.publishOn) ? wallClockToInstant(values.publishOn, timeZone) : null,
    tags: values.tags,
    categories: values.categories,
    authorId: values.authorId === '' ? null : values.authorId,
    mainImageId: values.mainImageId,
  };
  // An unchanged address is not sent: an old item's may predate today's slug rules.
  if (slug !== '' && slug !== original?.urlId) body.urlSlug = slug;
  // An unchanged date is not sent either: the form keeps minutes, the stored date its seconds.
  if (original !== undefined && values.publishOn === toWallClock(original.publishOn, timeZone)) {
    delete body.publishOn;
  }
  // A post's media is sent when it is set or changed (media-items.ts says what it may be).
  if (kind === 'blog' && JSON.stringify(values.media) !== JSON.stringify(original?.media ?? null)) {
    body.media = values.media;
  }
  if (kind === 'events') {
    if (values.startDate === '') fields.startDate = ITEM_MESSAGES.startRequired;
    else if (!isWallClock(values.startDate)) fields.startDate = ITEM_MESSAGES.dateRequired;
    if (values.endDate !== '' && !isWallClock(values.endDate)) fields.endDate = ITEM_MESSAGES.dateRequired;
    // Wall-clock times of one zone compare as text.
    if (isWallClock(values.startDate) && isWallClock(values.endDate) && values.endDate < values.startDate) {
      fields.endDate = ITEM_MESSAGES.endBeforeStart;
    }
    body.startDate = values.startDate;
    // Without an end the server makes the event last an hour (as calendars assume).
    if (values.endDate !== '') body.endDate = values.endDate;
    const location = locationBody(values.location);
    // A new event without a place sends none; a stored one's place is cleared with null.
    if (original !== undefined || location !== null) body.location = location;
  }
  const parsed = (
    original === undefined ? schemas.createItemBodySchema : schemas.updateItemBodySchema
  ).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[fieldOf(issue.path)] ??= issue.message;
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, body };
}

/** The message a field shows: its own, or the first of its parts' (`location.addressLine1` under Location). */
export function fieldError(fields: Readonly<Record<string, string>>, name: string): string | undefined {
  if (fields[name] !== undefined) return fields[name];
  const part = Object.keys(fields).find((key) => key.startsWith(`${name}.`));
  return part === undefined ? undefined : fields[part];
}
