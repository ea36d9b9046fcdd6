// A page's sections as the editor and the owner API write them (PAGES.content.sections): background, padding, width and 1 to 4 columns of blocks.
import { z } from 'zod';
import { MAX_BLOCKS } from './block-rules.js';
import { blockSchema, type Block } from './blocks.js';
import { idSchema } from './common.js';
import {
  CENTRE,
  MAX_COLUMNS,
  MAX_SECTIONS,
  SECTION_PADDINGS,
  SECTION_WIDTHS,
  type SectionOf,
} from './section-rules.js';

export * from './section-rules.js';

/** What a colour that is not `#rrggbb` is told. */
export const SECTION_COLOUR_MESSAGE = 'Enter a colour as # and six hexadecimal digits, like #1f2a37.';

/** The refusal of a section whose id another section of the page has. */
export const DUPLICATE_SECTION_ID_MESSAGE = 'Two sections of this page have the same id.';

const fraction = z.number().min(0, 'From 0 to 1.').max(1, 'From 0 to 1.');

/** A point of a picture kept in view by every crop (0 to 1 from the left, from the top). */
export const focalPointSchema = z.object({ x: fraction, y: fraction });

/** A section's background: none, a colour, or a picture with its focal point. */
export const sectionBackgroundSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('colour'),
    colour: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, SECTION_COLOUR_MESSAGE),
  }),
  z.object({
    kind: z.literal('image'),
    /** An IMAGES id. */
    imageId: idSchema,
    focalPoint: focalPointSchema.default(CENTRE),
  }),
]);

/** One section. A missing id is made by the server. */
export const sectionSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A section id has 1 to 64 letters, digits, - or _.')
    .optional(),
  background: sectionBackgroundSchema.default({ kind: 'none' }),
  padding: z.enum(SECTION_PADDINGS).default('medium'),
  width: z.enum(SECTION_WIDTHS).default('contained'),
  columns: z
    .array(z.object({ blocks: z.array(blockSchema) }))
    .min(1, 'A section has at least one column.')
    .max(MAX_COLUMNS, `A section has at most ${MAX_COLUMNS} columns.`),
});

/** A page's sections, in order: at most {@link MAX_SECTIONS}, and at most {@link MAX_BLOCKS} blocks in all. */
export const sectionsSchema = z
  .array(sectionSchema)
  .max(MAX_SECTIONS, `A page holds at most ${MAX_SECTIONS} sections.`)
  .superRefine((sections, ctx) => {
    const count = sections.reduce(
      (sum, section) => sum + section.columns.reduce((inner, column) => inner + column.blocks.length, 0),
      0,
    );
    if (count > MAX_BLOCKS) {
      ctx.addIssue({
        code: 'custom',
        message: `A page holds at most ${MAX_BLOCKS} blocks.`,
        input: sections,
      });
    }
  });

/** One section as written (input). */
export type SectionInput = z.input<typeof sectionSchema>;
/** One section as stored and read back: every default filled, every id set. */
export type Section = SectionOf<Block>;
