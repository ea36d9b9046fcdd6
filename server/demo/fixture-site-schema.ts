// Zod schemas of the demo's site-wide fixture files: website, settings, owner, lists, collections, pages, navigation, commerce.
import { z } from 'zod';
import { currencyCode, dateSpec, imageRecipe, jsonObject, slug } from './fixture-common.js';
import { isTimeZone } from './relative-date.js';

/** SPEC §2 page-type numbers (the PAGES check constraint's list). */
const PAGE_TYPES = new Set([
  1, 2, 3, 50, 100, 101, 102, 103, 104, 105, 106, 107, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210,
  211, 300, 301, 400,
]);

/** SPEC §3 role numbers. */
const ROLES = new Set([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);

const lowerCaseEmail = z
  .email()
  .refine((email) => email === email.trim().toLowerCase(), 'Write it in lower case.');

/** website.json: the website row, its hosts, languages and logo. */
export const websiteFile = z
  .object({
    title: z.string().min(1),
    tagline: z.string(),
    description: z.string(),
    timeZone: z.string().refine(isTimeZone, 'Use an IANA time zone like America/New_York.'),
    currency: currencyCode,
    language: z.string().min(2),
    domains: z
      .array(z.object({ host: z.string().regex(/^[a-z0-9.-]+(?::\d+)?$/), primary: z.boolean() }).strict())
      .min(1)
      .refine(
        (domains) => domains.filter((domain) => domain.primary).length === 1,
        'Mark exactly one domain primary.',
      ),
    languages: z
      .array(z.object({ code: z.string().min(2), name: z.string().min(1), isDefault: z.boolean() }).strict())
      .min(1)
      .refine(
        (list) => list.filter((language) => language.isDefault).length === 1,
        'Mark exactly one language default.',
      ),
    logo: imageRecipe,
  })
  .strict();

/** settings.json: the WEBSITE_SETTINGS row. */
export const settingsFile = z
  .object({
    store: z
      .object({
        multipleQuantityAllowedForServices: z.boolean(),
        useCldrMoneyFormat: z.boolean(),
        settings: jsonObject,
      })
      .strict(),
    site: z
      .object({
        disqusShortname: z.string().nullable(),
        simpleLikingEnabled: z.boolean(),
        commentsEnabled: z.boolean(),
        shareButtonOptions: jsonObject,
        settings: jsonObject,
      })
      .strict(),
    header: jsonObject,
    footer: jsonObject,
    style: jsonObject,
    captcha: jsonObject,
    featureFlags: z.record(z.string(), z.boolean()),
    integrations: jsonObject,
  })
  .strict();

/** owner.json: the owner account and its role on the demo website. */
export const ownerFile = z
  .object({
    email: lowerCaseEmail,
    password: z.string().min(8),
    displayName: z.string().min(1),
    role: z.int().refine((role) => ROLES.has(role), 'Use a SPEC §3 role number (admin is 1).'),
  })
  .strict();

/** mailing-lists.json. */
export const mailingListsFile = z.array(
  z
    .object({
      key: slug,
      name: z.string().min(1),
      provider: z.string().min(1),
      subscribers: z.array(
        z.object({ email: lowerCaseEmail, source: z.string().min(1), subscribed: dateSpec }).strict(),
      ),
    })
    .strict(),
);

/** collections.json: blog, store, gallery and events collections. */
export const collectionsFile = z.array(
  z
    .object({
      key: slug,
      kind: z.enum(['products', 'blog', 'gallery', 'events']),
      title: z.string().min(1),
      navigationTitle: z.string().min(1),
      urlId: slug,
      description: z.string(),
      view: z.enum(['list', 'grid', 'product']),
      itemOrdering: z.enum(['manual', 'newest-first', 'oldest-first', 'title', 'start-date']),
      commentState: z.int().min(0).max(2),
      settings: jsonObject,
    })
    .strict(),
);

/** pages.json: plain pages and the pages that show a collection. */
export const pagesFile = z.array(
  z
    .object({
      key: slug,
      urlId: slug,
      pageType: z.int().refine((type) => PAGE_TYPES.has(type), 'Use a SPEC §2 page-type number.'),
      title: z.string().min(1),
      navigationTitle: z.string().min(1),
      description: z.string(),
      collection: slug.optional(),
      content: jsonObject,
      seo: jsonObject,
      images: z.array(imageRecipe),
    })
    .strict()
    .refine((page) => page.pageType !== 1 || page.collection !== undefined, {
      message: 'A collection page (type 1) names its collection.',
      path: ['collection'],
    }),
);

/** One navigation link, or a folder of links. */
export interface NavItem {
  title?: string;
  page?: string;
  collection?: string;
  externalLink?: string;
  newWindow?: boolean;
  items?: NavItem[];
}

const navItem: z.ZodType<NavItem> = z.lazy(() =>
  z
    .object({
      title: z.string().min(1).optional(),
      page: slug.optional(),
      collection: slug.optional(),
      externalLink: z
        .union([z.url(), z.string().regex(/^\/[^\s]*$/, 'Use a URL or a path like /cart.')])
        .optional(),
      newWindow: z.boolean().optional(),
      items: z.array(navItem).optional(),
    })
    .strict()
    .superRefine((item, ctx) => {
      const targets = [item.page, item.collection, item.externalLink].filter(
        (target) => target !== undefined,
      );
      if (targets.length > 1)
        ctx.addIssue({ code: 'custom', message: 'Link to one of page, collection or externalLink.' });
      if (targets.length === 0 && (item.title === undefined || item.items === undefined)) {
        ctx.addIssue({ code: 'custom', message: 'A folder without a link needs a title and items.' });
      }
      if (item.externalLink !== undefined && item.title === undefined) {
        ctx.addIssue({ code: 'custom', message: 'An external link needs a title.', path: ['title'] });
      }
    }),
);

/** navigation.json: the website's menus by template field name (`main`, `header`, `footer`…). */
export const navigationFile = z
  .record(slug, z.array(navItem))
  .refine((menus) => 'main' in menus, 'Give the main navigation (`main`).');

/** commerce.json: shipping, tax, coupons, commerce preferences. */
export const commerceFile = z
  .object({
    shippingOptions: z.array(
      z
        .object({
          name: z.string().min(1),
          kind: z.enum(['flat', 'weight', 'free', 'pickup', 'carrier']),
          rateCents: z.int().nonnegative(),
          freeOverCents: z.int().nonnegative().nullable(),
          rules: jsonObject,
          enabled: z.boolean(),
        })
        .strict(),
    ),
    taxRules: z.array(
      z
        .object({
          name: z.string().min(1),
          country: z.string().regex(/^[A-Z]{2}$/),
          region: z.string().min(1).nullable(),
          rate: z.string().regex(/^0(?:\.\d{1,6})?$|^1$/, 'Write the rate as a fraction, like "0.055".'),
          appliesToShipping: z.boolean(),
          appliesToDigital: z.boolean(),
        })
        .strict(),
    ),
    coupons: z.array(
      z
        .object({
          code: z.string().regex(/^[A-Z0-9-]+$/),
          kind: z.enum(['percent', 'fixed', 'free-shipping']),
          percentOff: z.int().min(1).max(100).optional(),
          amountOffCents: z.int().positive().optional(),
          minSubtotalCents: z.int().nonnegative(),
          starts: dateSpec.optional(),
          ends: dateSpec.optional(),
          maxUses: z.int().positive().nullable(),
          appliesTo: jsonObject,
        })
        .strict()
        .refine((coupon) => coupon.kind !== 'percent' || coupon.percentOff !== undefined, {
          message: 'A percent coupon needs percentOff.',
          path: ['percentOff'],
        })
        .refine((coupon) => coupon.kind !== 'fixed' || coupon.amountOffCents !== undefined, {
          message: 'A fixed coupon needs amountOffCents.',
          path: ['amountOffCents'],
        }),
    ),
    preferences: z.record(slug, jsonObject),
  })
  .strict();
