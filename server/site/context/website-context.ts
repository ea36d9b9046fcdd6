// The site-wide parts of every page context: website, websiteSettings, featureFlags and localizedStrings (SPEC §3).
import { objectOr } from '../../../domain/json-value.js';
import type { WebsiteRecord } from '../website/store.js';
import { brandImagesOf, brandSettings } from './brand.js';
import type { SettingsRecord } from './store.js';

/** The store's own words for its buttons and marks, and its quantity rule for services. */
export interface StoreTexts {
  addToCartText?: string;
  subscribeText?: string;
  soldOutText?: string;
  saleText?: string;
  multipleQuantityAllowedForServices: boolean;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The store settings' texts (`addToCartButtonText`, `subscribeButtonText`, `soldOutText`, `saleText`). */
export function storeTexts(settings: SettingsRecord | undefined): StoreTexts {
  const store = objectOr(settings?.store_settings);
  return {
    addToCartText: textOf(store.addToCartButtonText),
    subscribeText: textOf(store.subscribeButtonText),
    soldOutText: textOf(store.soldOutText),
    saleText: textOf(store.saleText),
    multipleQuantityAllowedForServices: settings?.multiple_quantity_allowed_for_services ?? true,
  };
}

/** What the site-wide parts of the context are made from. */
export interface WebsiteParts {
  website: Record<string, unknown>;
  websiteSettings: Record<string, unknown>;
  featureFlags: Record<string, unknown>;
  localizedStrings: Record<string, unknown>;
}

/** The store settings' texts under the `localizedStrings` keys the widgets read. */
function storeStrings(settings: SettingsRecord | undefined): Record<string, string> {
  const texts = storeTexts(settings);
  const strings: Record<string, string> = {};
  if (texts.addToCartText !== undefined) strings.productAddToCartText = texts.addToCartText;
  if (texts.subscribeText !== undefined) strings.productSubscribeText = texts.subscribeText;
  if (texts.soldOutText !== undefined) strings.productSoldOutText = texts.soldOutText;
  if (texts.saleText !== undefined) strings.productSaleText = texts.saleText;
  return strings;
}

/**
 * The website and its settings as templates read them. `baseUrl` is the origin the visitor used.
 * Widget texts (`productAddToCartText`, …) come from the store settings' button and mark texts,
 * then the owner's `site_settings.localizedStrings`; without them the widgets use SPEC's defaults.
 */
export function websiteParts(
  website: WebsiteRecord,
  settings: SettingsRecord | undefined,
  baseUrl: string,
  now: Date,
): WebsiteParts {
  const siteSettings = objectOr(settings?.site_settings);
  const captcha = objectOr(settings?.captcha_settings);
  const shareButtonOptions = objectOr(settings?.share_button_options);
  const useCLDRMoneyFormat = settings?.use_cldr_money_format ?? false;
  const brand = brandSettings(siteSettings);
  const images = brandImagesOf(website.id, siteSettings, settings?.brand_images);
  return {
    website: {
      id: website.id,
      siteTitle: website.site_title,
      siteTagline: website.site_tagline,
      // The platform's spelling of the same field (Squarespace templates read `siteTagLine`).
      siteTagLine: website.site_tagline,
      siteDescription: website.site_description,
      // The platform's names: the header's logo and the sharing picture (absolute, as social networks need).
      ...(images.logo === undefined
        ? {}
        : {
            logoImageUrl: images.logo.url,
            logoImage: { url: images.logo.url, width: images.logo.width, height: images.logo.height },
          }),
      ...(images.socialImage === undefined
        ? {}
        : { socialLogoImageUrl: `${baseUrl}${images.socialImage.url}` }),
      // The business's place (`addressTitle` is its name), as the platform's footers read it.
      location: {
        addressTitle: brand.businessName,
        ...brand.address,
        ...(brand.mapLat === undefined ? {} : { mapLat: brand.mapLat, mapLng: brand.mapLng }),
      },
      baseUrl,
      timeZone: website.time_zone,
      currency: website.currency.trim(),
      language: website.language,
      captchaSettings: typeof captcha.siteKey === 'string' ? { siteKey: captcha.siteKey } : {},
      shareButtonOptions,
      // The site's social profiles (SPEC §3 serviceName, userName, profileUrl): the theme's follow links.
      socialAccounts: Array.isArray(siteSettings.socialAccounts) ? siteSettings.socialAccounts : [],
      copyrightYear: now.getUTCFullYear(),
      header: objectOr(settings?.site_header),
      footer: objectOr(settings?.site_footer),
    },
    websiteSettings: {
      storeSettings: {
        businessName: brand.businessName,
        ...objectOr(settings?.store_settings),
        multipleQuantityAllowedForServices: settings?.multiple_quantity_allowed_for_services ?? true,
      },
      // The platform's names of the business's contact details and the search engines switch.
      contactEmail: brand.contactEmail,
      contactPhoneNumber: brand.contactPhone,
      seoHidden: brand.seoHidden,
      useCLDRMoneyFormat,
      simpleLikingEnabled: settings?.simple_liking_enabled ?? false,
      commentsEnabled: settings?.comments_enabled ?? false,
      shareButtonOptions,
      // Both casings: the `disqus?` predicate reads one, the comment templates the other (JSONT §10.6).
      disqusShortname: settings?.disqus_shortname ?? '',
      disqusShortName: settings?.disqus_shortname ?? '',
    },
    featureFlags: { ...objectOr(settings?.feature_flags), useCLDRMoneyFormat },
    localizedStrings: { ...storeStrings(settings), ...objectOr(siteSettings.localizedStrings) },
  };
}
