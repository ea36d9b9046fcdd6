// Field rules the owner API's schemas share: ids, page URLs, links, versions, times, with SPEC §5's messages.
import { z } from 'zod';
import { LINK_FORMAT_MESSAGE, notExpectedOption, notValidPageUrl } from '../owner-messages.js';
import { SLUG_PATTERN } from '../store-slug.js';

/** A row id (a uuid as text, or a demo's readable id). */
export const idSchema = z.string().trim().min(1, 'Choose one.').max(100);

/** A URL slug an owner types: lower-case words joined by '-' (`about-us`), else SPEC §5's message. */
export const urlSlugSchema = z
  .string()
  .trim()
  .max(100, { error: (issue) => notValidPageUrl(String(issue.input)) })
  .regex(SLUG_PATTERN, { error: (issue) => notValidPageUrl(String(issue.input)) });

/** What a link may be: an address on the web, a path of the site, mail or phone. */
export const LINK_PATTERN = /^(https?:\/\/[^\s/$.?#][^\s]*|\/[^\s]*|mailto:[^\s]+|tel:[+0-9()\s-]+)$/i;

/** A link an owner typed (SPEC §5: 'Links must be formatted as … or ….'). */
export const linkSchema = z.string().trim().max(2083).regex(LINK_PATTERN, LINK_FORMAT_MESSAGE);

/** A title an owner must give. */
export const titleSchema = z
  .string({ error: 'Please enter a title.' })
  .trim()
  .min(1, 'Please enter a title.')
  .max(300, 'A title has at most 300 characters.');

/** An enum whose refusal says SPEC §5's '{val} is not one of the expected options.' */
export function optionSchema<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: (issue) => notExpectedOption(String(issue.input)) });
}

/** A moment with its offset, as ISO 8601 (`2026-12-01T09:00:00.000Z`). */
export const instantSchema = z.iso.datetime({ offset: true, error: 'Enter a date and time.' });

/** A wall-clock time in the website's time zone, `YYYY-MM-DDTHH:mm` (what `<input type=datetime-local>` gives). */
export const localDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter a date and time.');

/** The header an owner sends a save with: the version it was editing (`If-Match: 3`). */
export const IF_MATCH_HEADER = 'If-Match';

/** The `error` code of a save refused because another save came first (412). */
export const VERSION_CONFLICT_ERROR = 'version-conflict';

/** The message of that refusal, shown by the editor above what the owner typed. */
export const VERSION_CONFLICT_MESSAGE =
  'Someone else saved this first (in another tab or window). Your changes are still here but were not saved: copy what you need, then load the latest version.';

/** Who last changed something, and when. */
export const changeStampSchema = z.object({
  version: z.number().int().min(1),
  updatedAt: z.string(),
  /** The email of the person, or the API key's name, that saved last; null when unknown. */
  updatedBy: z.string().nullable(),
});

/** The JSON error every owner route answers a failure with. */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
