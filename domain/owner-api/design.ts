// The site design (fonts, palette, spacing) as the Design screen reads and writes it: draft, published and the curated fonts.
import { z } from 'zod';
import { optionSchema } from './common.js';
import {
  ALPHA_MESSAGE,
  FONT_CATEGORIES,
  PALETTE,
  SPACINGS,
  UNKNOWN_FONT_MESSAGE,
  curatedFont,
  hexProblem,
  normalHex,
  type PaletteKey,
} from './design-rules.js';

export * from './design-rules.js';

/** A curated font's id: refused with a message when it is not on the list. */
export const fontIdSchema = z
  .string({ error: UNKNOWN_FONT_MESSAGE })
  .trim()
  .refine((id) => curatedFont(id) !== undefined, UNKNOWN_FONT_MESSAGE);

/** A palette colour: SPEC §5's hex rule (3 or 6 digits, stored as `#rrggbb`) and an alpha of 0-1. */
export const designColourSchema = z.object({
  hex: z
    .string()
    .trim()
    .superRefine((hex, ctx) => {
      const problem = hexProblem(hex);
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalHex),
  alpha: z.number({ error: ALPHA_MESSAGE }).min(0, ALPHA_MESSAGE).max(1, ALPHA_MESSAGE).default(1),
});

const paletteShape = Object.fromEntries(PALETTE.map((entry) => [entry.key, designColourSchema])) as Record<
  PaletteKey,
  typeof designColourSchema
>;

/** A whole design: what `PUT /api/owner/design/draft` takes and what draft and published hold. */
export const designSettingsSchema = z.object({
  fonts: z.object({ headings: fontIdSchema, body: fontIdSchema }),
  colours: z.object(paletteShape),
  spacing: optionSchema(SPACINGS),
});

/** The website's design: the draft being edited and what the live site shows. */
export const designViewSchema = z.object({
  draft: designSettingsSchema,
  published: designSettingsSchema,
  /** Whether the draft differs from what is published. */
  unpublishedChanges: z.boolean(),
  publishedAt: z.string().nullable(),
  version: z.number().int().min(1),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
/** The website's design. */
export type DesignView = z.infer<typeof designViewSchema>;

/** `GET /api/owner/design`, and the answer of saving or publishing. */
export const designReplySchema = z.object({ design: designViewSchema });

/** A font the picker offers: the family, its category and the stylesheet of its faces (for the preview). */
export const fontChoiceSchema = z.object({
  id: z.string(),
  family: z.string(),
  category: z.enum(FONT_CATEGORIES),
  /** The `@font-face` stylesheet of this family alone; null when the fonts were not built. */
  stylesheet: z.string().nullable(),
  /** The CSS `font-family` list: the family, its metric-matched fallbacks and a generic family. */
  fontFamily: z.string(),
});
/** A font the picker offers. */
export type FontChoice = z.infer<typeof fontChoiceSchema>;

/** `GET /api/owner/design/fonts`. */
export const fontListSchema = z.object({ fonts: z.array(fontChoiceSchema) });
