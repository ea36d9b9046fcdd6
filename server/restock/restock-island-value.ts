// The value a product page hands the restock-signup island: its sold-out variants, the owner's texts, the bot check, the crumb.
import { captchaSettingsOf } from '../captcha/captcha-settings.js';

/** What the product page knows when it builds the value. */
export interface RestockIslandInput {
  productId: string;
  /** The item as templates see it (`structuredContent.variants[]` with `id` and `attributes`, `variantOptionOrdering`). */
  item: Readonly<Record<string, unknown>>;
  /** The product's entry of `productMerchandisingContext`. */
  merchandising: Readonly<Record<string, unknown>> | undefined;
  /** WEBSITE_SETTINGS.captcha_settings. */
  captchaSettings: unknown;
  crumb: string;
  /** The product page's path. */
  returnTo: string;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * The island's value (islands/restock/restock-props.ts reads it), or undefined when nothing of the
 * product waits for stock (no restock views: sign-ups are off, or nothing is sold out). Variants
 * are labelled by their option values in the product's option order (`S / Red`).
 */
export function restockSignUpValue(input: RestockIslandInput): Record<string, unknown> | undefined {
  const merchandising = record(input.merchandising);
  const views = Array.isArray(merchandising.restockNotificationViews)
    ? merchandising.restockNotificationViews
    : [];
  const waited = new Set(views.map((view) => String(record(view).variantId ?? '')));
  if (waited.size === 0) return undefined;
  const ordering = Array.isArray(input.item.variantOptionOrdering)
    ? input.item.variantOptionOrdering.map(String)
    : [];
  const variants = record(input.item.structuredContent).variants;
  const choices = (Array.isArray(variants) ? variants : [])
    .map(record)
    .filter((variant) => waited.has(String(variant.id ?? '')))
    .map((variant) => {
      const attributes = record(variant.attributes);
      const names = ordering.length > 0 ? ordering : Object.keys(attributes);
      return {
        id: String(variant.id),
        label: names.map((name) => String(attributes[name] ?? '')).join(' / '),
      };
    });
  if (choices.length === 0) return undefined;
  const offered = merchandising.mailingListSignUpEnabled === true;
  return {
    productId: input.productId,
    crumb: input.crumb,
    returnTo: input.returnTo,
    messages: merchandising.restockNotificationMessages,
    mailingList: offered ? { checkedByDefault: merchandising.mailingListOptInByDefault === true } : null,
    captcha: captchaSettingsOf(input.captchaSettings).productWaitlist,
    optionLabel: ordering.length > 0 ? ordering.join(' / ') : 'Option',
    productSoldOut: input.item.soldOut === true,
    variants: choices,
  };
}
