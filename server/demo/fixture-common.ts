// Zod pieces every demo fixture file shares: slugs, dates, colours, tags and image recipes.
import { z } from 'zod';
import { MOTIF_NAMES } from './image-art.js';
import { isDateSpec } from './relative-date.js';

/** A key or URL id: lower-case words joined by "-". */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case words joined by "-".');

/** A fixture date: "+21d 18:00", "-3d 09:30" or ISO 8601 with a zone. */
export const dateSpec = z
  .string()
  .refine(
    isDateSpec,
    'Use "+Nd HH:MM" / "-Nd HH:MM" (days from the seed day) or an ISO date-time with a zone.',
  );

/** `#rrggbb`. */
export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f3a5f.');

/** Any JSON object (settings, blocks): stored as jsonb; `…Key` members are resolved to ids. */
export const jsonObject = z.record(z.string(), z.unknown());

/** A tag (SPEC §9: at most 50 characters). */
export const tagName = z.string().min(1).max(50);

/** A category (SPEC §9: at most 25 characters). */
export const categoryName = z.string().min(1).max(25);

/** An ISO 4217 code. */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code like USD.');

const unit = z.number().min(0).max(1);

/**
 * How to draw one picture at seed time. `key` is unique across the demo; blocks and settings point
 * at the picture with `imageKey`. `colours` are `[from, to, accent, ink]`; without them the key
 * picks a palette. `label` defaults to the item's title ('' for none).
 */
export const imageRecipe = z
  .object({
    key: slug,
    motif: z.enum(MOTIF_NAMES),
    colours: z.array(hexColour).length(4).optional(),
    label: z.string().max(80).optional(),
    sublabel: z.string().max(40).optional(),
    width: z.int().min(64).max(1200).optional(),
    height: z.int().min(64).max(1200).optional(),
    format: z.enum(['jpeg', 'png', 'svg']).optional(),
    alt: z.string().min(1).max(250),
    title: z.string().optional(),
    caption: z.string().optional(),
    focalPoint: z.object({ x: unit, y: unit }).strict().optional(),
  })
  .strict();

/** An image recipe as parsed. */
export type ImageRecipe = z.infer<typeof imageRecipe>;
