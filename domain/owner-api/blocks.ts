// The blocks of a page as the editor and the owner API write them (PAGES.content.blocks), one schema per type.
import { z } from 'zod';
import { notExpectedOption } from '../owner-messages.js';
import { IMAGE_CROPS } from '../images.js';
import { idSchema, linkSchema } from './common.js';
import { EDITABLE_BLOCK_TYPES, MAX_BLOCKS, MAX_BLOCK_HTML } from './block-rules.js';
import { audioBlockSchema, videoBlockSchema } from './media-blocks.js';
import { donationBlockSchema } from './donation-block.js';

export {
  DUPLICATE_BLOCK_ID_MESSAGE,
  EDITABLE_BLOCK_TYPES,
  EMBED_NOTHING_LEFT_MESSAGE,
  MAX_BLOCKS,
  MAX_BLOCK_HTML,
} from './block-rules.js';

/** A block's id: made by the editor (or the server when missing), stable while the block lives. */
const blockId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A block id has 1 to 64 letters, digits, - or _.');

const base = { id: blockId.optional() };
const html = z.string().max(MAX_BLOCK_HTML, 'This block is too long.');
const shortText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

export const textBlockSchema = z.object({ ...base, type: z.literal('text'), html });
/** The demo's and older pages' HTML blocks; kept and edited like text blocks. */
export const htmlBlockSchema = z.object({ ...base, type: z.literal('html'), html });
export const headingBlockSchema = z.object({
  ...base,
  type: z.literal('heading'),
  text: shortText(300).min(1, 'Please enter a heading.'),
  level: z.union([z.literal(2), z.literal(3)]).default(2),
});
export const imageBlockSchema = z.object({
  ...base,
  type: z.literal('image'),
  /** An IMAGES id (what the file manager gives for an uploaded picture). */
  imageId: idSchema,
  caption: shortText(500).default(''),
  link: z.union([z.literal(''), linkSchema]).default(''),
  design: z.enum(['inline', 'hero']).default('inline'),
  /** How the picture is cut (around its focal point): its own shape, square, 4:3 or 16:9. */
  crop: z.enum(IMAGE_CROPS).default('original'),
  heading: shortText(300).optional(),
  body: html.optional(),
  button: z.object({ label: shortText(100), href: linkSchema }).optional(),
});
export const buttonBlockSchema = z.object({
  ...base,
  type: z.literal('button'),
  label: shortText(100).min(1, 'Please enter the button text.'),
  href: linkSchema,
  newWindow: z.boolean().default(false),
});
export const formBlockSchema = z.object({
  ...base,
  type: z.literal('form'),
  formId: idSchema,
  buttonText: shortText(100).optional(),
});
export const newsletterBlockSchema = z.object({
  ...base,
  type: z.literal('newsletter'),
  title: shortText(200).default('Newsletter'),
  description: shortText(1000).default(''),
  buttonText: shortText(100).default('Sign Up'),
  mailingListId: idSchema.optional(),
  successText: shortText(500).optional(),
});
export const productBlockSchema = z.object({
  ...base,
  type: z.literal('product'),
  productIds: z.array(idSchema).min(1, 'Choose at least one product.').max(12, 'Choose at most 12 products.'),
  heading: shortText(300).default(''),
  layout: z.enum(['grid', 'feature']).default('grid'),
});
export const galleryBlockSchema = z.object({
  ...base,
  type: z.literal('gallery'),
  /** IMAGES ids, in the order they show. */
  imageIds: z.array(idSchema).min(1, 'Choose at least one image.').max(60, 'Choose at most 60 images.'),
  columns: z.number().int().min(1).max(6).default(3),
  captions: z.boolean().default(false),
});
export const spacerBlockSchema = z.object({
  ...base,
  type: z.literal('spacer'),
  size: z.enum(['small', 'medium', 'large']).default('medium'),
});
export const embedBlockSchema = z.object({
  ...base,
  type: z.literal('embed'),
  /** Pasted embed code; the server keeps only iframes of the hosts in domain/embed-hosts.ts. */
  html: html.min(1, 'Paste the embed code.'),
  caption: shortText(500).default(''),
});
/** A dataset of the Data tables screen shown as a table; its caption defaults to the dataset's name. */
export const datasetBlockSchema = z.object({
  ...base,
  type: z.literal('dataset'),
  datasetId: z.string().trim().min(1, 'Choose a dataset.').max(100),
  caption: shortText(300).default(''),
});
export const quoteBlockSchema = z.object({
  ...base,
  type: z.literal('quote'),
  text: shortText(2000),
  source: shortText(300).default(''),
});
export const summaryBlockSchema = z.object({
  ...base,
  type: z.enum(['collection', 'summary']),
  collectionId: idSchema,
  limit: z.number().int().min(1).max(12).optional(),
  heading: shortText(300).optional(),
  title: shortText(300).optional(),
  filter: z.enum(['past', 'upcoming']).optional(),
});
export const mapBlockSchema = z.object({
  ...base,
  type: z.literal('map'),
  location: z
    .object({
      addressTitle: shortText(200).optional(),
      addressLine1: shortText(300).optional(),
      addressLine2: shortText(300).optional(),
      addressCountry: shortText(100).optional(),
      mapLat: z.number().min(-90).max(90).optional(),
      mapLng: z.number().min(-180).max(180).optional(),
    })
    .default({}),
});
export { audioBlockSchema, videoBlockSchema } from './media-blocks.js';
export const accordionBlockSchema = z.object({
  ...base,
  type: z.literal('accordion'),
  items: z.array(z.object({ title: shortText(300), html })).max(50),
});

/** Every block type a page may hold (the editable ones and those the demo's pages use). */
export const BLOCK_TYPES = [
  ...EDITABLE_BLOCK_TYPES,
  'html',
  'quote',
  'collection',
  'summary',
  'map',
  'accordion',
] as const;

/** One block. An unknown `type` is refused with SPEC §5's '{val} is not one of the expected options.' */
export const blockSchema = z.discriminatedUnion(
  'type',
  [
    textBlockSchema,
    htmlBlockSchema,
    headingBlockSchema,
    imageBlockSchema,
    buttonBlockSchema,
    formBlockSchema,
    newsletterBlockSchema,
    productBlockSchema,
    galleryBlockSchema,
    spacerBlockSchema,
    embedBlockSchema,
    datasetBlockSchema,
    quoteBlockSchema,
    summaryBlockSchema,
    mapBlockSchema,
    accordionBlockSchema,
    audioBlockSchema,
    videoBlockSchema,
    donationBlockSchema,
  ],
  {
    error: (issue) => {
      const input = issue.input as { type?: unknown } | undefined;
      return notExpectedOption(String(input?.type ?? ''));
    },
  },
);

/** A page's blocks, in order: at most {@link MAX_BLOCKS} (SPEC §9). */
export const blocksSchema = z
  .array(blockSchema)
  .max(MAX_BLOCKS, `A page holds at most ${MAX_BLOCKS} blocks.`);

/** One block as written (input). */
export type BlockInput = z.input<typeof blockSchema>;
/** One block as stored and read back: every default filled, the id always set. */
export type Block = z.output<typeof blockSchema> & { id: string };
/** A block type. */
export type BlockType = Block['type'];
