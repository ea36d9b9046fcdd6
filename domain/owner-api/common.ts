// Field rules the owner API's schemas share: ids, page URLs, links, versions, times, with SPEC §5's messages.
import { z } from 'zod';
import { LINK_FORMAT_MESSAGE, notExpectedOption, notValidPageUrl } from '../owner-messages.js';
import { SLUG_PATTERN } from '../store-slug.js';
import {
  LINK_PATTERN,
  MAX_LINK_LENGTH,
  MAX_TITLE_LENGTH,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from './common-rules.js';

export {
  IF_MATCH_HEADER,
  LINK_PATTERN,
  MAX_LINK_LENGTH,
  MAX_TITLE_LENGTH,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  VERSION_CONFLICT_ERROR,
  VERSION_CONFLICT_MESSAGE,
  linkProblem,
  titleProblem,
} from './common-rules.js';

/** A row id (a uuid as text, or a demo's readable id). */
export const idSchema = z.string().trim().min(1, 'Choose one.').max(100);

/** A URL slug an owner types: lower-case words joined by '-' (`about-us`), else SPEC §5's message. */
export const urlSlugSchema = z
  .string()
  .trim()
  .max(100, { error: (issue) => notValidPageUrl(String(issue.input)) })
  .regex(SLUG_PATTERN, { error: (issue) => notValidPageUrl(String(issue.input)) });

/** A link an owner typed (SPEC §5: 'Links must be formatted as … or ….'). */
export const linkSchema = z
  .string()
  .trim()
  .max(MAX_LINK_LENGTH, LINK_FORMAT_MESSAGE)
  .regex(LINK_PATTERN, LINK_FORMAT_MESSAGE);

/** A title an owner must give. */
export const titleSchema = z
  .string({ error: TITLE_REQUIRED })
  .trim()
  .min(1, TITLE_REQUIRED)
  .max(MAX_TITLE_LENGTH, TITLE_TOO_LONG);

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
