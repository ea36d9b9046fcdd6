// Restock sign-up rules the server and the block share: when a product offers sign-ups, when a variant is waited for, the payload's names (SPEC §3, §4, §5).
import { RESTOCK_TEXTS } from './restock-view.js';

/** PRODUCT_TYPE numbers whose stock runs out (SPEC §4 "Product status": physical and service). */
const STOCKED_PRODUCT_TYPES: readonly number[] = [1, 3];

/** Whether a variant of a `productType` product with this stock is sold out. */
export function isVariantSoldOut(
  productType: number | null,
  variant: { qtyInStock: number; unlimited: boolean },
): boolean {
  if (productType === null || !STOCKED_PRODUCT_TYPES.includes(productType)) return false;
  return !variant.unlimited && variant.qtyInStock <= 0;
}

/**
 * Whether the owner offers restock sign-ups on a product, from its merchandising settings: the
 * `restockNotifications` flag (or `restockNotificationsEnabled`), or restock views already stored.
 */
export function isRestockOffered(
  merchandising: Readonly<Record<string, unknown>> | null | undefined,
): boolean {
  const settings = merchandising ?? {};
  if (settings.restockNotifications === true || settings.restockNotificationsEnabled === true) return true;
  return Array.isArray(settings.restockNotificationViews) && settings.restockNotificationViews.length > 0;
}

/** The success text (SPEC §4): the site's configured restock text, else 'Signed up!'. */
export function restockSuccessText(configured: unknown): string {
  return typeof configured === 'string' && configured.trim() !== '' ? configured : RESTOCK_TEXTS.signedUp;
}

/** The form field names of the sign-up block with JavaScript off (posted to {@link RESTOCK_FORM_PATH}). */
export const RESTOCK_FORM_FIELDS = {
  productId: 'productId',
  variantId: 'variantId',
  email: 'siteVisitorEmail',
  joinMailingList: 'isJoinMailingList',
  captcha: 'captchaKey',
  returnTo: 'returnTo',
} as const;

/** Where the block's plain form posts (answered with a small page, so it works with JavaScript off). */
export const RESTOCK_FORM_PATH = '/restock-notifications';

/** Where the block's script posts SPEC §3's visitor payload (JSON). */
export const RESTOCK_API_PATH = '/api/commerce/restock-notifications';
