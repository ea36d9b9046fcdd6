// The owner's site settings (GET/PUT /api/owner/site-settings): title, tagline, pictures, time zone, currency, language, business details, domains and search engines.
import { z } from 'zod';
import { findCurrency } from '../currencies.js';
import { MAX_EXTRA_HOSTS } from '../host-names.js';
import { canonicalLanguageTag } from '../site-languages.js';
import { canonicalTimeZone } from '../time-zones.js';
import { isContactPhone, SITE_SETTINGS_MESSAGES as M, SITE_TEXT_LIMITS as L } from './site-settings-rules.js';

export * from './site-settings-rules.js';

const text = (limit: number) => z.string().trim().max(limit, M.tooLong(limit)).default('');

const imageId = z
  .string({ error: M.image })
  .trim()
  .min(1, M.image)
  .max(100, M.image)
  .nullable()
  .default(null);

/** The business address, in the platform's names (`website.location` of Squarespace's templates). */
export const businessAddressSchema = z.object({
  addressLine1: text(L.addressLine).describe('Street and number.'),
  addressLine2: text(L.addressLine).describe('City, region and postal code.'),
  addressCountry: text(L.addressLine).describe('Country.'),
});

/** What the owner sets (`PUT`); host names are checked and made canonical by the server (`domain/host-names.ts`). */
export const siteSettingsBodySchema = z.object({
  siteTitle: z
    .string({ error: M.siteTitle })
    .trim()
    .min(1, M.siteTitle)
    .max(L.siteTitle, M.tooLong(L.siteTitle))
    .describe("The site's name: the header, the page titles, the feeds and the structured data."),
  siteTagline: text(L.siteTagline).describe('A line under the title (the footer).'),
  siteDescription: text(L.siteDescription).describe('The meta description of pages without their own.'),
  logoImageId: imageId.describe("The logo (an IMAGES id from the owner's files), shown in the header."),
  faviconImageId: imageId.describe(
    'The browser icon: served as /favicon.ico, PNG icons, the Apple touch icon and the web manifest icons.',
  ),
  socialImageId: imageId.describe(
    'The picture shared pages show on social networks (og:image) without their own.',
  ),
  timeZone: z
    .string({ error: M.timeZone })
    .transform((zone, ctx) => {
      const canonical = canonicalTimeZone(zone);
      if (canonical === undefined) ctx.addIssue({ code: 'custom', message: M.timeZone });
      return canonical ?? zone;
    })
    .describe('IANA time zone of dates shown on the site.'),
  currency: z
    .string({ error: M.currency })
    .transform((code, ctx) => {
      const found = findCurrency(code);
      if (found === undefined) ctx.addIssue({ code: 'custom', message: M.currency });
      return found?.code ?? code;
    })
    .describe('ISO 4217 code of the store’s prices (SPEC §3 "Currencies").'),
  language: z
    .string({ error: M.language })
    .transform((tag, ctx) => {
      const canonical = canonicalLanguageTag(tag.trim());
      if (canonical === undefined) ctx.addIssue({ code: 'custom', message: M.language });
      return canonical ?? tag;
    })
    .describe("The site's primary language (BCP 47)."),
  businessName: text(L.businessName).describe(
    'The business behind the site (footer, contact page, structured data).',
  ),
  address: businessAddressSchema.default({ addressLine1: '', addressLine2: '', addressCountry: '' }),
  contactEmail: z
    .string({ error: M.contactEmail })
    .trim()
    .max(L.contactEmail, M.contactEmail)
    .refine((value) => value === '' || z.email().safeParse(value).success, M.contactEmail)
    .default(''),
  contactPhone: z
    .string({ error: M.contactPhone })
    .trim()
    .max(L.contactPhone, M.tooLong(L.contactPhone))
    .refine(isContactPhone, M.contactPhone)
    .default(''),
  primaryDomain: z
    .string()
    .max(300)
    .default('')
    .describe('The host name links and the sitemap use (`shop.example.com`); empty for none.'),
  domains: z
    .array(z.string().max(300))
    .max(MAX_EXTRA_HOSTS)
    .default([])
    .describe('Further host names that reach the site (each unique across the websites of the server).'),
  searchEngineIndexing: z
    .boolean()
    .describe(
      'Search engines may index the site; off: robots.txt disallows everything and pages carry noindex.',
    ),
  confirmCurrencyChange: z
    .boolean()
    .optional()
    .describe('Set after the owner read what a change of currency does to the prices the store holds.'),
});
/** What the owner sets. */
export type SiteSettingsBody = z.infer<typeof siteSettingsBodySchema>;

/** A chosen picture as the settings show it. */
export const settingsImageSchema = z.object({
  imageId: z.string(),
  url: z.string().describe('The original file’s address.'),
  width: z.number().int(),
  height: z.number().int(),
});

/** The settings as saved and read (`GET`, and the answer of `PUT`). */
export const siteSettingsSchema = siteSettingsBodySchema.omit({ confirmCurrencyChange: true }).extend({
  timeZone: z.string(),
  currency: z.string(),
  language: z.string(),
  images: z.object({
    logo: settingsImageSchema.nullable(),
    favicon: settingsImageSchema.nullable(),
    socialImage: settingsImageSchema.nullable(),
  }),
  currencyInUse: z
    .object({
      variants: z.number().int(),
      shippingOptions: z.number().int(),
      coupons: z.number().int(),
      giftCards: z.number().int(),
      subscriptions: z.number().int(),
    })
    .describe(
      'What the store holds in its currency: a change keeps these amounts, or is refused while gift cards or subscriptions use it.',
    ),
  publicUrl: z.string().describe('The address absolute links, the sitemap and the feeds start with.'),
});
/** The settings as read. */
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The answer of a currency change that needs confirming, or cannot be made (409). */
export const currencyChangeProblemSchema = z.object({
  error: z.string(),
  message: z.string(),
  currencyInUse: siteSettingsSchema.shape.currencyInUse,
});
