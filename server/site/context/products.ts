// Store items' structuredContent (SPEC §3 "Store item", "Variant", "Money") and their merchandising context.
import {
  lowStockTextOf,
  lowStockThresholdOf,
  type StoreMerchandising,
} from '../../../domain/owner-api/store-merchandising.js';
import { PRODUCT_TYPE } from '../../../domain/enums.js';
import { minorUnitsToDecimalString } from '../../../domain/money.js';
import type { ImageAsset } from './images.js';
import type { ItemRecord, VariantRecord } from './item-store.js';
import type { FormRecord } from './store.js';

/** A money value as SPEC §3 gives it: the amount in major units as decimal text, and the currency. */
export interface MoneyValue {
  value: string;
  currency: string;
}

/** One variant as templates and widgets read it. */
export interface VariantContext {
  id: string;
  sku: string;
  attributes: Record<string, string>;
  optionValues: { optionName: string; value: string }[];
  /** Legacy cents, for themes written against `price`/`salePrice`. */
  price: number;
  salePrice: number;
  priceMoney: MoneyValue;
  salePriceMoney: MoneyValue;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  mainImageId?: string;
  mainImage?: ImageAsset;
}

/** The texts of the restock sign-up block when the owner has not written their own. */
export const DEFAULT_RESTOCK_MESSAGES = {
  buttonText: 'Sign Up',
  CTAText: 'Get notified when this product is back in stock.',
  placeholderText: 'Email Address',
  mailingListDescription: 'Sign up for news and updates',
} as const;

/** The scarcity text when the owner has not written their own (`{qtyInStock}` is the count). */
export const DEFAULT_SCARCITY_TEXT = 'Only {qtyInStock} left in stock';

function money(cents: number, currency: string): MoneyValue {
  const code = currency.trim();
  return { value: minorUnitsToDecimalString(cents, code) ?? '0', currency: code };
}

/** A PRODUCT_VARIANTS row as a variant, its option values in the product's option order. */
export function variantContext(
  variant: VariantRecord,
  optionOrdering: readonly string[],
  images: ReadonlyMap<string, ImageAsset>,
): VariantContext {
  const attributes = variant.attributes ?? {};
  const stored = Array.isArray(variant.option_values) ? variant.option_values : [];
  const optionValues =
    stored.length > 0
      ? stored.map((option) => ({
          optionName: String(option.optionName ?? ''),
          value: String(option.value ?? ''),
        }))
      : orderedOptionNames(attributes, optionOrdering).map((name) => ({
          optionName: name,
          value: String(attributes[name]),
        }));
  const context: VariantContext = {
    id: variant.id,
    sku: variant.sku,
    attributes,
    optionValues,
    price: variant.price_cents,
    salePrice: variant.sale_price_cents,
    priceMoney: money(variant.price_cents, variant.currency),
    salePriceMoney: money(variant.sale_price_cents, variant.currency),
    onSale: variant.on_sale,
    qtyInStock: variant.qty_in_stock,
    unlimited: variant.unlimited,
  };
  if (variant.main_image_id !== null) {
    context.mainImageId = variant.main_image_id;
    const image = images.get(variant.main_image_id);
    if (image !== undefined) context.mainImage = image;
  }
  return context;
}

function orderedOptionNames(attributes: Record<string, string>, ordering: readonly string[]): string[] {
  const names = ordering.filter((name) => Object.hasOwn(attributes, name));
  for (const name of Object.keys(attributes)) if (!names.includes(name)) names.push(name);
  return names;
}

/** A product's option names: the stored ordering, else the names its variants use, first seen first. */
export function optionOrdering(item: ItemRecord, variants: readonly VariantRecord[]): string[] {
  const stored = item.variant_option_ordering ?? [];
  if (stored.length > 0) return [...stored];
  const names: string[] = [];
  for (const variant of variants) {
    for (const name of Object.keys(variant.attributes ?? {})) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** An additional-fields form as the add-to-cart button carries it. */
export function additionalFieldsForm(form: FormRecord): Record<string, unknown> {
  return { id: form.id, name: form.name, fields: form.fields };
}

/**
 * A store item's `structuredContent`: its type, variants with money and stock, subscription plan,
 * button text and additional-fields form. A digital item's own price, sale price and sale flag are
 * its first variant's.
 */
export function productStructuredContent(
  item: ItemRecord,
  variants: VariantContext[],
  ordering: string[],
  forms: ReadonlyMap<string, FormRecord>,
): Record<string, unknown> {
  const form =
    item.additional_fields_form_id === null ? undefined : forms.get(item.additional_fields_form_id);
  const first = variants[0];
  const content: Record<string, unknown> = {
    ...(item.structured_content ?? {}),
    productType: item.product_type,
    variants,
    variantOptionOrdering: ordering,
    isSubscribable: item.is_subscribable === true,
    useCustomAddButtonText: item.use_custom_add_button_text === true,
    customAddButtonText: item.custom_add_button_text ?? '',
    onSale: variants.some((variant) => variant.onSale),
  };
  if (item.subscription_plan !== null) content.subscriptionPlan = item.subscription_plan;
  if (first !== undefined) {
    content.priceMoney = first.priceMoney;
    content.salePriceMoney = first.salePriceMoney;
    if (item.product_type === PRODUCT_TYPE.digital) content.onSale = first.onSale;
  }
  if (form !== undefined) {
    content.additionalFieldsFormId = form.id;
    content.additionalFieldsForm = additionalFieldsForm(form);
  }
  return content;
}

function flag(settings: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = settings[name];
  return typeof value === 'boolean' ? value : fallback;
}

function text(settings: Record<string, unknown>, name: string, fallback: string): string {
  const value = settings[name];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** Whether a physical or service variant has run out (digital goods and gift cards never do). */
function isOut(productType: number | null, variant: VariantContext): boolean {
  if (productType !== PRODUCT_TYPE.physical && productType !== PRODUCT_TYPE.service) return false;
  return !variant.unlimited && variant.qtyInStock <= 0;
}

/** Whether the owner turned restock sign-ups on: a flag, or views already stored for the product. */
function restockEnabled(settings: Record<string, unknown>): boolean {
  if (settings.restockNotifications === true || settings.restockNotificationsEnabled === true) return true;
  return Array.isArray(settings.restockNotificationViews) && settings.restockNotificationViews.length > 0;
}

/**
 * One product's entry in `productMerchandisingContext` (SPEC §3): PRODUCTS.merchandising as stored,
 * with its views worked out again from the stock as it is now. Scarcity views list the variants
 * whose stock is limited (at or under the product's `scarcityThreshold`, else the store's default,
 * when one is set; the message is the product's, else the store's, else SPEC's; one product-wide view
 * when the product has one variant); restock views list the sold-out variants (hidden until chosen
 * when the product has several) when sign-ups are on (`restockNotifications`).
 */
export function merchandisingContext(
  item: ItemRecord,
  variants: readonly VariantContext[],
  store: Pick<StoreMerchandising, 'scarcityThreshold' | 'scarcityText'> = {
    scarcityThreshold: null,
    scarcityText: null,
  },
): Record<string, unknown> {
  const settings = item.merchandising ?? {};
  const threshold = lowStockThresholdOf(settings.scarcityThreshold, store) ?? Infinity;
  const tracked = item.product_type === PRODUCT_TYPE.physical || item.product_type === PRODUCT_TYPE.service;
  const limited = variants.filter(
    (variant) => tracked && !variant.unlimited && variant.qtyInStock > 0 && variant.qtyInStock <= threshold,
  );
  const single = variants.length === 1;
  const scarcityTemplateViews = limited.map((variant) =>
    single
      ? { qtyInStock: variant.qtyInStock }
      : { qtyInStock: variant.qtyInStock, attributes: variant.attributes },
  );
  const restockNotificationViews = restockEnabled(settings)
    ? variants
        .filter((variant) => isOut(item.product_type, variant))
        .map((variant) => ({ variantId: variant.id, hiddenByDefault: !single }))
    : [];
  const messages = (settings.restockNotificationMessages ?? {}) as Record<string, unknown>;
  return {
    ...settings,
    scarcityEnabled: flag(settings, 'scarcityEnabled', false),
    scarcityTemplateViews,
    scarcityText: lowStockTextOf(settings.scarcityText, store),
    scarcityShownByDefault: flag(settings, 'scarcityShownByDefault', false),
    customSoldOutText: text(settings, 'customSoldOutText', ''),
    restockNotificationViews,
    restockNotificationMessages: {
      buttonText: text(messages, 'buttonText', DEFAULT_RESTOCK_MESSAGES.buttonText),
      CTAText: text(messages, 'CTAText', DEFAULT_RESTOCK_MESSAGES.CTAText),
      placeholderText: text(messages, 'placeholderText', DEFAULT_RESTOCK_MESSAGES.placeholderText),
      mailingListDescription: text(
        messages,
        'mailingListDescription',
        DEFAULT_RESTOCK_MESSAGES.mailingListDescription,
      ),
    },
    mailingListSignUpEnabled: flag(settings, 'mailingListSignUpEnabled', false),
    mailingListOptInByDefault: flag(settings, 'mailingListOptInByDefault', false),
  };
}
