// Products as the owner API reads and writes them: the four kinds, subscriptions, options and variants, categories, tags, SEO.
import { z } from 'zod';
import { altTextSchema } from './files.js';
import { changeStampSchema, idSchema, optionSchema, titleSchema, urlSlugSchema } from './common.js';
import { MAX_TAG_LENGTH } from './item-rules.js';
import { productMerchandisingSchema } from './product-merchandising.js';
import {
  BILLING_UNITS,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_PRICE_CENTS,
  MAX_SKU_LENGTH,
  MAX_STOCK,
  MAX_VARIANTS,
  PRODUCT_KINDS,
  PRODUCT_MESSAGES,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  SUBSCRIBABLE_KINDS,
  combinationKey,
} from './product-rules.js';

export * from './product-rules.js';

const name = z.string().trim().min(1).max(MAX_TAG_LENGTH);

/** A subscription plan: bill every `value` `unit`s, `numBillingCycles` times (0: until cancelled). */
export const subscriptionPlanSchema = z.object({
  billingPeriod: z.object({
    value: z.number().int().min(1, 'Bill at least every 1.').max(52),
    unit: optionSchema(BILLING_UNITS),
  }),
  numBillingCycles: z.number().int().min(0).max(1000),
});

export const productOptionSchema = z.object({
  name: z.string().trim().min(1, PRODUCT_MESSAGES.optionNameRequired).max(100),
  values: z
    .array(z.string().trim().min(1, PRODUCT_MESSAGES.optionValuesRequired).max(100))
    .min(1, PRODUCT_MESSAGES.optionValuesRequired)
    .max(MAX_OPTION_VALUES),
});

const cents = z
  .number({ error: PRODUCT_MESSAGES.priceInvalid })
  .int(PRODUCT_MESSAGES.priceInvalid)
  .min(0, PRODUCT_MESSAGES.priceInvalid)
  .max(MAX_PRICE_CENTS, PRODUCT_MESSAGES.priceInvalid);

/** One variant as the editor sends it; `id` keeps an existing variant (carts and stock point at it). */
export const variantInputSchema = z.object({
  id: idSchema.optional(),
  sku: z.string().trim().min(1, PRODUCT_MESSAGES.skuRequired).max(MAX_SKU_LENGTH),
  attributes: z.record(z.string(), z.string().trim()).default({}),
  priceCents: cents,
  salePriceCents: cents.default(0),
  onSale: z.boolean().default(false),
  /** A count, or `null` for unlimited stock. */
  stock: z
    .number({ error: PRODUCT_MESSAGES.stockInvalid })
    .int(PRODUCT_MESSAGES.stockInvalid)
    .min(0, PRODUCT_MESSAGES.stockInvalid)
    .max(MAX_STOCK, PRODUCT_MESSAGES.stockInvalid)
    .nullable(),
  /**
   * The stock the editor read (null: unlimited). With it, a saved variant's stock is written only
   * when the owner changed it, and only over that value: orders and the inventory screen change
   * stock without touching the product's version, so If-Match alone cannot see them.
   */
  stockRead: z.number().int().min(0).nullable().optional(),
  /** Shipping weight in the store's unit (kg or lb), or null. */
  weight: z
    .number({ error: PRODUCT_MESSAGES.weightInvalid })
    .min(0, PRODUCT_MESSAGES.weightInvalid)
    .max(100_000)
    .nullable()
    .default(null),
  imageId: idSchema.nullable().default(null),
});

const productFields = {
  kind: optionSchema(PRODUCT_KINDS),
  title: titleSchema,
  description: z.string().max(50_000, 'The description is too long.').default(''),
  urlSlug: urlSlugSchema.optional(),
  enabled: z.boolean().default(true),
  tags: z.array(name).max(50).default([]),
  categories: z.array(name).max(50).default([]),
  seo: z
    .object({
      title: z.string().trim().max(200).default(''),
      description: z.string().trim().max(500).default(''),
    })
    .default({ title: '', description: '' }),
  imageIds: z.array(idSchema).max(30).default([]),
  /**
   * The alt text of the product's pictures, by image id (each one of `imageIds`), saved on the
   * picture itself: the shop, and every other place it is used, show it with this text.
   * A picture left out keeps its alt text.
   */
  imageAltTexts: z.record(idSchema, altTextSchema).optional(),
  /** What a digital product delivers: a file of the website's files (kept private once chosen). */
  digitalFileId: idSchema.nullable().default(null),
  subscription: subscriptionPlanSchema.nullable().default(null),
  options: z.array(productOptionSchema).max(MAX_OPTIONS).default([]),
  variants: z.array(variantInputSchema).max(MAX_VARIANTS, PRODUCT_MESSAGES.tooManyVariants),
  /** Restock sign-ups, low-stock message, button texts…; absent: a new product's defaults, a saved one's kept. */
  merchandising: productMerchandisingSchema.optional(),
  /** Featured by the owner (the storefront item's `starred`); absent: off for a new product, kept for a saved one. */
  featured: z.boolean().optional(),
};

type ProductShape = z.infer<z.ZodObject<typeof productFields>>;

/** The rules across fields: options and variants agree, sale prices, subscriptions and files fit the kind. */
function checkProduct(value: ProductShape, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const optionNames = new Set<string>();
  value.options.forEach((option, index) => {
    if (optionNames.has(option.name.toLowerCase()))
      issue(['options', index, 'name'], PRODUCT_MESSAGES.optionNameRepeated);
    optionNames.add(option.name.toLowerCase());
    if (new Set(option.values).size !== option.values.length)
      issue(['options', index, 'values'], PRODUCT_MESSAGES.optionValueRepeated);
  });
  if (value.variants.length === 0) issue(['variants'], PRODUCT_MESSAGES.variantRequired);
  if (value.options.length === 0 && value.variants.length > 1)
    issue(['variants'], PRODUCT_MESSAGES.variantRepeated);
  const combinations = new Set<string>();
  const skus = new Set<string>();
  value.variants.forEach((variant, index) => {
    const names = Object.keys(variant.attributes);
    const fits =
      names.length === value.options.length &&
      value.options.every((option) => option.values.includes(variant.attributes[option.name] ?? '\u0000'));
    if (!fits) issue(['variants', index, 'attributes'], PRODUCT_MESSAGES.variantCombination);
    const key = combinationKey(value.options, variant.attributes);
    if (fits && combinations.has(key))
      issue(['variants', index, 'attributes'], PRODUCT_MESSAGES.variantRepeated);
    combinations.add(key);
    if (skus.has(variant.sku.toLowerCase())) issue(['variants', index, 'sku'], PRODUCT_MESSAGES.skuTaken);
    skus.add(variant.sku.toLowerCase());
    if (variant.onSale && variant.salePriceCents >= variant.priceCents)
      issue(['variants', index, 'salePriceCents'], PRODUCT_MESSAGES.salePriceAbovePrice);
  });
  if (value.subscription !== null && !SUBSCRIBABLE_KINDS.includes(value.kind))
    issue(['subscription'], PRODUCT_MESSAGES.subscriptionKind);
  if (value.kind === 'digital' && value.digitalFileId === null)
    issue(['digitalFileId'], PRODUCT_MESSAGES.digitalFileRequired);
}

/** `PUT /api/owner/commerce/products/{id}`: the whole product. */
export const productBodySchema = z.object(productFields).superRefine(checkProduct);
/** What the product editor sends. */
export type ProductInput = z.output<typeof productBodySchema>;

/** `POST /api/owner/commerce/products`: the whole product and the store it goes in. */
export const createProductBodySchema = z
  .object({ storeId: idSchema, ...productFields })
  .superRefine(checkProduct);

export const productParamsSchema = z.object({ id: idSchema });

/** `GET /api/owner/commerce/products` query. */
export const productListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  kind: optionSchema(PRODUCT_KINDS).optional(),
  status: optionSchema(PRODUCT_STATUSES).optional(),
  storeId: idSchema.optional(),
  sort: optionSchema(PRODUCT_SORTS).default('title'),
  direction: optionSchema(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
/** The products table's query, parsed (defaults filled in). */
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const variantViewSchema = z.object({
  id: z.string(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  priceCents: z.number().int(),
  salePriceCents: z.number().int(),
  onSale: z.boolean(),
  stock: z.number().int().nullable(),
  weight: z.number().nullable(),
  imageId: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type VariantView = z.infer<typeof variantViewSchema>;

/** A product as the editor shows it. */
export const productViewSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  title: z.string(),
  description: z.string(),
  urlSlug: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  seo: z.object({ title: z.string(), description: z.string() }),
  imageIds: z.array(z.string()),
  /** The address of the first picture, or null. */
  imageUrl: z.string().nullable(),
  /** Every picture in order, with its address (null when the image is gone), so the editor can show them all. */
  images: z.array(z.object({ id: z.string(), url: z.string().nullable(), altText: z.string() })),
  digitalFileId: z.string().nullable(),
  /** The file manager's name of the digital product's file. */
  digitalFileName: z.string().nullable(),
  subscription: subscriptionPlanSchema.nullable(),
  options: z.array(productOptionSchema),
  variants: z.array(variantViewSchema),
  merchandising: productMerchandisingSchema,
  featured: z.boolean(),
  currency: z.string(),
  ...changeStampSchema.shape,
});
export type ProductView = z.infer<typeof productViewSchema>;

/** A variant as the products grid edits it inline (price, sale price, stock, SKU). */
export const variantSummarySchema = variantViewSchema.pick({
  id: true,
  sku: true,
  attributes: true,
  priceCents: true,
  salePriceCents: true,
  onSale: true,
  stock: true,
});
export type VariantSummary = z.infer<typeof variantSummarySchema>;

/** A row of the products table. */
export const productSummarySchema = z.object({
  id: z.string(),
  storeId: z.string(),
  title: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  enabled: z.boolean(),
  soldOut: z.boolean(),
  variantCount: z.number().int(),
  /** Units in stock over the variants, or null when a variant is unlimited. */
  stock: z.number().int().nullable(),
  lowestPriceCents: z.number().int(),
  highestPriceCents: z.number().int(),
  currency: z.string(),
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
  /** Featured by the owner. */
  featured: z.boolean(),
  /** The product's place in its store's order (the storefront's manual order). */
  position: z.number().int(),
  /** The variants in their order, for the grid's inline edits. */
  variants: z.array(variantSummarySchema),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productListSchema = z.object({
  products: z.array(productSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productReplySchema = z.object({ product: productViewSchema });

/**
 * `POST /api/owner/commerce/products/{id}/move`: place the product right after `afterId` (null:
 * first in its store) or right before `beforeId`, among its store's products.
 */
export const productMoveBodySchema = z
  .object({ afterId: idSchema.nullable().optional(), beforeId: idSchema.optional() })
  .refine((body) => (body.afterId === undefined) !== (body.beforeId === undefined), {
    message: PRODUCT_MESSAGES.moveTarget,
    path: ['afterId'],
  });
export type ProductMoveBody = z.output<typeof productMoveBodySchema>;

/** What a move answers: the product's new place in its store's order (from 0). */
export const productMoveReplySchema = z.object({ id: z.string(), position: z.number().int() });

/** A store (a products collection) the editor can add products to. */
export const storeSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  urlId: z.string(),
  productCount: z.number().int(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;
export const storeListSchema = z.object({ stores: z.array(storeSummarySchema) });
