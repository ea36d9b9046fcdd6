// The product page's own context: variant views for the runtime, the image gallery, the installment badge, express checkout, related products.
import { objectOr } from '../../../domain/json-value.js';
import { PRODUCT_TYPE } from '../../../domain/enums.js';
import {
  DEFAULT_INSTALLMENT_LIMITS,
  installmentProvider,
  installmentsAvailable,
  offersInstallments,
  type InstallmentLimits,
  type InstallmentProvider,
} from '../../../domain/installments.js';
import type { VariantView } from '../../../domain/variant-selection.js';
import { alsoBoughtCard, type AlsoBoughtCard } from './customers-also-bought.js';
import type { PageRequest } from './page-view.js';
import type { ItemRecord } from './item-store.js';

/** The installment badge island's props (`{productPage.installment|island installment-badge}`). */
export interface InstallmentBadgeContext {
  provider: InstallmentProvider;
  locale: string;
  currency: string;
  /** The lowest price a visitor pays now; the runtime sends the chosen variant's as it changes. */
  priceCents: number;
  minCents: number;
  maxCents: number;
  itemId: string;
}

/** What `templates/collections/products.item` reads under `productPage`. */
export interface ProductPageContext {
  /** The runtime's `data-variants`: every variant with its price, stock and image. */
  variants: VariantView[];
  /** Every picture of the product, the main one first and shown, the others hidden until chosen. */
  gallery: Record<string, unknown>[];
  installment?: InstallmentBadgeContext;
  /** SPEC §4: a successful add goes straight to checkout. */
  expressCheckout: boolean;
  isGiftCard: boolean;
  isSubscription: boolean;
}

function variantViews(item: Record<string, unknown>): VariantView[] {
  const content = objectOr(item.structuredContent);
  const variants = (Array.isArray(content.variants) ? content.variants : []) as Record<string, unknown>[];
  return variants.map((variant) => {
    const view: VariantView = {
      id: String(variant.id),
      sku: String(variant.sku),
      attributes: objectOr(variant.attributes) as Record<string, string>,
      priceCents: Number(variant.price) || 0,
      salePriceCents: Number(variant.salePrice) || 0,
      onSale: variant.onSale === true,
      qtyInStock: Number(variant.qtyInStock) || 0,
      unlimited: variant.unlimited === true,
    };
    if (typeof variant.mainImageId === 'string') view.mainImageId = variant.mainImageId;
    return view;
  });
}

/** The product's pictures: the main image first, then its media, then variant images not among them. */
function gallery(item: Record<string, unknown>): Record<string, unknown>[] {
  const content = objectOr(item.structuredContent);
  const media = (Array.isArray(item.items) ? item.items : []) as Record<string, unknown>[];
  const variantImages = (
    (Array.isArray(content.variants) ? content.variants : []) as Record<string, unknown>[]
  )
    .map((variant) => variant.mainImage as Record<string, unknown> | undefined)
    .filter((image): image is Record<string, unknown> => image !== undefined);
  const main = item.mainImage as Record<string, unknown> | undefined;
  const pictures: Record<string, unknown>[] = [];
  for (const image of [main, ...media, ...variantImages]) {
    if (image === undefined || pictures.some((known) => known.id === image.id)) continue;
    // A picture without alt text or title is described by the product it shows (never its file name).
    const title = typeof image.title === 'string' && image.title !== '' ? image.title : item.title;
    pictures.push({ ...image, title, hidden: pictures.length > 0 });
  }
  return pictures;
}

function installmentLimits(
  settings: Record<string, unknown>,
  provider: InstallmentProvider,
): InstallmentLimits {
  const own = objectOr(settings.installments);
  const limits = DEFAULT_INSTALLMENT_LIMITS[provider];
  return {
    minCents: typeof own.minCents === 'number' ? own.minCents : limits.minCents,
    maxCents: typeof own.maxCents === 'number' ? own.maxCents : limits.maxCents,
  };
}

/**
 * The badge's props when the product gets one: a physical product, not a subscription, with a
 * variant in stock, in a store whose language has a provider and whose currency is that provider's,
 * and whose owner has not switched installments off (`store_settings.installments.enabled: false`).
 */
function installment(
  request: PageRequest,
  record: ItemRecord,
  variants: readonly VariantView[],
): InstallmentBadgeContext | undefined {
  const { website, settings } = request.site;
  const storeSettings = objectOr(settings?.store_settings);
  const switchedOff = objectOr(storeSettings.installments).enabled === false;
  const locale = website.language;
  const currency = website.currency.trim();
  const provider = installmentProvider(locale);
  const available = !switchedOff && provider !== undefined && installmentsAvailable(locale, currency);
  const offered = offersInstallments({
    productType: record.product_type ?? 0,
    available,
    subscribable: record.is_subscribable === true,
    soldOut:
      variants.length > 0 && variants.every((variant) => !variant.unlimited && variant.qtyInStock <= 0),
  });
  if (provider === undefined || !offered) return undefined;
  const prices = variants.map((variant) => (variant.onSale ? variant.salePriceCents : variant.priceCents));
  return {
    provider,
    locale,
    currency,
    priceCents: prices.length > 0 ? Math.min(...prices) : 0,
    ...installmentLimits(storeSettings, provider),
    itemId: record.id,
  };
}

/**
 * The product page's own fields, and the 'Customers also bought' cards of the cart drawer (`related`:
 * other products of the store, already shaped by the same `loadItemsContext` as the product).
 */
export function productPageContext(
  request: PageRequest,
  record: ItemRecord,
  item: Record<string, unknown>,
  related: readonly Record<string, unknown>[],
): { productPage: ProductPageContext; customersAlsoBought: AlsoBoughtCard[] } {
  const variants = variantViews(item);
  const storeSettings = objectOr(request.site.settings?.store_settings);
  const productPage: ProductPageContext = {
    variants,
    gallery: gallery(item),
    expressCheckout: storeSettings.expressCheckout === true,
    isGiftCard: record.product_type === PRODUCT_TYPE['gift-card'],
    isSubscription: record.is_subscribable === true,
  };
  const badge = installment(request, record, variants);
  if (badge !== undefined) productPage.installment = badge;
  return { productPage, customersAlsoBought: related.map(alsoBoughtCard) };
}
