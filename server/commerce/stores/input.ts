// The zod schemas of the store-creation routes, with SPEC §5's owner-area messages.
import { z } from 'zod';
import { MAX_SLUG_LENGTH, MIN_SLUG_LENGTH, SLUG_PATTERN } from '../../../domain/store-slug.js';
import { notExpectedOption, notValidPageUrl } from './owner-messages.js';
import { RESERVED_URL_IDS } from './store.js';

const text = (max: number, what: string) =>
  z.string({ error: `Enter the ${what} as text.` }).max(max, `The ${what} has at most ${max} characters.`);

/** One of `options` (the first when absent); anything else is "{val} is not one of the expected options." */
export function oneOf<const T extends readonly [string, ...string[]]>(options: T) {
  const message = (input: unknown) =>
    notExpectedOption(typeof input === 'string' ? input : JSON.stringify(input));
  return z
    .string({ error: (issue) => message(issue.input) })
    .optional()
    .default(options[0])
    .pipe(
      z
        .string()
        .refine((value) => options.includes(value), { error: (issue) => message(issue.input) })
        .transform((value) => value as T[number]),
    );
}

/**
 * A URL id the owner typed: '' or absent means "from the title"; otherwise lower-case words joined
 * by '-', 3 to 100 characters, not an address the server keeps ("{val} is not a valid page URL.").
 */
const urlIdSchema = z
  .string({ error: (issue) => notValidPageUrl(String(issue.input)) })
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
  .refine(
    (value) =>
      value === undefined ||
      (SLUG_PATTERN.test(value) &&
        value.length >= MIN_SLUG_LENGTH &&
        value.length <= MAX_SLUG_LENGTH &&
        !RESERVED_URL_IDS.includes(value)),
    { error: (issue) => notValidPageUrl(String(issue.input).trim()) },
  );

/** SPEC §7 POST …/products: `{ title, navigationTitle, urlId, description, enabled }`. */
export const storeBody = z.object({
  title: text(200, 'title').default(''),
  navigationTitle: text(200, 'navigation title').optional(),
  urlId: urlIdSchema,
  description: text(10_000, 'description').optional(),
  enabled: z.boolean({ error: 'Choose whether the store is enabled.' }).optional(),
});

/** POST /api/owner/stores: the SPEC §7 fields, plus whether the store goes first in the main menu. */
export const newStoreBody = storeBody.extend({
  addToNavigation: z.boolean({ error: 'Choose whether to add the store to the navigation.' }).default(false),
});

/** SPEC §3 "Product category": `{ displayName, parentCategoryId, type, pageRendering, displayIndex }`. */
export const categoryBody = z.object({
  displayName: z
    .string({ error: 'Enter a category name.' })
    .trim()
    .min(1, 'Enter a category name.')
    .max(100, 'The category name has at most 100 characters.'),
  parentCategoryId: z
    .string({ error: (issue) => notExpectedOption(String(issue.input)) })
    .nullable()
    .optional(),
  type: oneOf(['CATEGORY', 'ROOT']),
  pageRendering: oneOf(['LIST_VIEW']),
  displayIndex: z
    .number({ error: 'Enter a whole number of 0 or more.' })
    .int('Enter a whole number of 0 or more.')
    .min(0, 'Enter a whole number of 0 or more.')
    .max(100_000, 'Enter a whole number of at most 100000.')
    .optional(),
});
