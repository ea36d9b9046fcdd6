// Zod schemas of the demo's content fixture files: products, posts, gallery and events.
import { z } from 'zod';
import { categoryName, dateSpec, imageRecipe, slug, tagName } from './fixture-common.js';

/** Product type names (SPEC §3 ProductType: physical 1, digital 2, service 3, gift card 4). */
export const PRODUCT_TYPE_NAMES = ['physical', 'digital', 'service', 'gift-card'] as const;

const variant = z
  .object({
    sku: z.string().regex(/^[A-Z0-9][A-Z0-9-]*$/, 'Use capitals, digits and "-".'),
    attributes: z.record(z.string().min(1), z.string().min(1)),
    priceCents: z.int().nonnegative(),
    salePriceCents: z.int().nonnegative().optional(),
    onSale: z.boolean().optional(),
    stock: z.union([z.int().nonnegative(), z.literal('unlimited')]),
    image: slug.optional(),
    shipping: z
      .object({
        weightOz: z.number().positive(),
        lengthIn: z.number().positive(),
        widthIn: z.number().positive(),
        heightIn: z.number().positive(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item.onSale && (item.salePriceCents === undefined || item.salePriceCents >= item.priceCents)) {
      ctx.addIssue({
        code: 'custom',
        path: ['salePriceCents'],
        message: 'A variant on sale needs a sale price below its price.',
      });
    }
  });

const merchandising = z
  .object({
    scarcityEnabled: z.boolean().optional(),
    scarcityText: z.string().min(1).optional(),
    scarcityShownByDefault: z.boolean().optional(),
    customSoldOutText: z.string().optional(),
    restockNotifications: z.boolean().optional(),
    restockNotificationMessages: z
      .object({
        buttonText: z.string().min(1),
        CTAText: z.string().min(1),
        placeholderText: z.string().min(1),
        mailingListDescription: z.string().min(1),
      })
      .strict()
      .optional(),
    mailingListSignUpEnabled: z.boolean().optional(),
    mailingListOptInByDefault: z.boolean().optional(),
    mailingList: slug.optional(),
  })
  .strict();

const digitalFile = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('pdf'),
      filename: z.string().regex(/^[a-z0-9-]+\.pdf$/),
      title: z.string().min(1),
      pages: z.array(z.object({ heading: z.string().min(1), lines: z.array(z.string()) }).strict()).min(1),
    })
    .strict(),
  z.object({ kind: z.literal('image'), image: imageRecipe }).strict(),
]);

const product = z
  .object({
    urlId: slug,
    title: z.string().min(1),
    type: z.enum(PRODUCT_TYPE_NAMES),
    excerpt: z.string().min(1),
    body: z.string().min(1),
    tags: z.array(tagName),
    categories: z.array(categoryName).min(1),
    published: dateSpec,
    images: z.array(imageRecipe).min(1).max(3),
    optionOrdering: z.array(z.string().min(1)),
    variants: z.array(variant).min(1),
    subscription: z
      .object({
        billingPeriod: z
          .object({ value: z.int().positive(), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) })
          .strict(),
        numBillingCycles: z.int().nonnegative(),
        freeShipping: z.boolean().optional(),
      })
      .strict()
      .optional(),
    additionalFieldsForm: slug.optional(),
    customAddButtonText: z.string().min(1).max(40).optional(),
    merchandising: merchandising.optional(),
    digitalFile: digitalFile.optional(),
    likeCount: z.int().nonnegative().optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    const problem = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const options = [...item.optionOrdering].sort().join('|');
    const imageKeys = new Set(item.images.map((image) => image.key));
    const combinations = new Set<string>();
    item.variants.forEach((entry, index) => {
      if (Object.keys(entry.attributes).sort().join('|') !== options) {
        problem(
          ['variants', index, 'attributes'],
          `Give exactly the options ${JSON.stringify(item.optionOrdering)}.`,
        );
      }
      const combination = item.optionOrdering.map((name) => entry.attributes[name]).join('|');
      if (combinations.has(combination))
        problem(['variants', index, 'attributes'], 'Two variants have the same options.');
      combinations.add(combination);
      if (entry.image !== undefined && !imageKeys.has(entry.image)) {
        problem(['variants', index, 'image'], `No image "${entry.image}" among this product's images.`);
      }
      if ((item.type === 'digital' || item.type === 'gift-card') && entry.stock !== 'unlimited') {
        problem(
          ['variants', index, 'stock'],
          `A ${item.type} product is never out of stock: use "unlimited".`,
        );
      }
      if (item.type !== 'physical' && entry.shipping !== undefined) {
        problem(['variants', index, 'shipping'], 'Only physical products ship.');
      }
    });
    if (item.variants.length > 1 && item.optionOrdering.length === 0) {
      problem(['optionOrdering'], 'A product with several variants names its options.');
    }
    if (item.subscription !== undefined && item.type !== 'physical' && item.type !== 'service') {
      problem(['subscription'], 'Only physical and service products can be subscribed to (SPEC §3).');
    }
    if ((item.type === 'digital') !== (item.digitalFile !== undefined)) {
      problem(['digitalFile'], 'Digital products, and only they, deliver a digitalFile.');
    }
  });

/** One product as parsed. */
export type ProductFixture = z.infer<typeof product>;

/** products.json: the store's products, in display order, and its category order. */
export const productsFile = z
  .object({ collection: slug, categories: z.array(categoryName).min(1), products: z.array(product).min(1) })
  .strict();

/** posts.json: blog posts, newest last or in any order (the collection sorts them). */
export const postsFile = z
  .object({
    collection: slug,
    posts: z.array(
      z
        .object({
          urlId: slug,
          title: z.string().min(1),
          excerpt: z.string().min(1),
          body: z.string().min(1),
          tags: z.array(tagName),
          categories: z.array(categoryName),
          published: dateSpec,
          status: z.enum(['published', 'draft', 'scheduled']),
          image: imageRecipe,
          commentState: z.int().min(0).max(2),
          likeCount: z.int().nonnegative(),
        })
        .strict(),
    ),
  })
  .strict();

/** gallery.json: gallery images in order. */
export const galleryFile = z
  .object({
    collection: slug,
    items: z.array(
      z
        .object({
          urlId: slug,
          title: z.string().min(1),
          caption: z.string(),
          published: dateSpec,
          image: imageRecipe,
        })
        .strict(),
    ),
  })
  .strict();

/** events.json: events with dates and places. */
export const eventsFile = z
  .object({
    collection: slug,
    events: z.array(
      z
        .object({
          urlId: slug,
          title: z.string().min(1),
          excerpt: z.string().min(1),
          body: z.string().min(1),
          start: dateSpec,
          end: dateSpec,
          location: z
            .object({
              addressTitle: z.string().min(1),
              addressLine1: z.string().min(1),
              addressLine2: z.string(),
              addressCountry: z.string().min(1),
              mapLat: z.number().min(-90).max(90),
              mapLng: z.number().min(-180).max(180),
            })
            .strict(),
          tags: z.array(tagName),
          categories: z.array(categoryName),
          image: imageRecipe,
        })
        .strict(),
    ),
  })
  .strict();
