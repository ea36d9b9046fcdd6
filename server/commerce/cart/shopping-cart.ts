// The shopping cart as SPEC §3 shapes it (cart and entry fields), built from the rows the cart store reads.
import type { InvalidCoupon, ValidCoupon } from '../../../domain/cart-coupons.js';
import type { ShippingLocation, ShippingQuote } from '../../../domain/cart-shipping.js';
import {
  lineTotalCents,
  type AppliedTaxRule,
  type CartItemKind,
  type CartTotals,
} from '../../../domain/cart-totals.js';
import { PRODUCT_TYPE } from '../../../domain/enums.js';
import { fileUrl } from '../../files/file-ref.js';
import type { CartEntryRow, CartRow } from './store.js';

/** A cart entry's image: the variant's own, else the product's main image. */
export interface CartEntryImage {
  assetUrl: string;
  altText: string;
  /** `WxH`, as SPEC §3 image assets carry it. */
  originalSize: string;
}

/** The variant an entry holds (SPEC §3 "Cart entry" chosenVariant), with its stock for the cart page. */
export interface ChosenVariant {
  sku: string;
  /** Option name → value, e.g. `{Size: 'M'}`. */
  attributes: Record<string, string>;
  optionValues: unknown[];
  qtyInStock: number;
  unlimited: boolean;
}

/** One line of the cart (SPEC §3 "Cart entry"). Money is in minor units of the cart's currency. */
export interface CartEntry {
  id: string;
  itemId: string;
  chosenVariant: ChosenVariant;
  quantity: number;
  title: string;
  image: CartEntryImage | null;
  /** SPEC §3's cart item names: PHYSICAL, DIGITAL, SERVICE, GIFT_CARD. */
  productType: CartItemKind;
  /** The unit price now: the sale price when the variant is on sale, read from PRODUCT_VARIANTS. */
  purchasePriceCents: number;
  /** `purchasePriceCents × quantity`, in minor units. */
  subTotal: number;
  /** The additional-fields form's answers, or null. */
  additionalFields: unknown;
}

/**
 * A shopping cart (SPEC §3 "Shopping cart"). `id` is the cart token (null while the visitor has no
 * cart), `created` epoch milliseconds. Money is in minor units of `currency`, priced by
 * domain/cart-totals.ts: `coupons` the codes entered (upper case, in order), split into
 * `validCoupons` (with what each took off) and `invalidCoupons` (with the reason and its words);
 * `shippingOptions` the options that serve `shippingLocation` with their cost to this cart;
 * `applicableTaxRules` the rules charged, each with its `taxCents`.
 */
export interface ShoppingCart {
  id: string | null;
  websiteId: string;
  orderId: string | null;
  created: number | null;
  isPurchased: boolean;
  currency: string;
  entries: CartEntry[];
  coupons: string[];
  validCoupons: ValidCoupon[];
  invalidCoupons: InvalidCoupon[];
  shippingOptions: ShippingQuote[];
  selectedShippingOption: ShippingQuote | null;
  shippingLocation: ShippingLocation | null;
  applicableTaxRules: AppliedTaxRule[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

const PRODUCT_TYPE_NAMES: Record<number, CartItemKind> = {
  [PRODUCT_TYPE.physical]: 'PHYSICAL',
  [PRODUCT_TYPE.digital]: 'DIGITAL',
  [PRODUCT_TYPE.service]: 'SERVICE',
  [PRODUCT_TYPE['gift-card']]: 'GIFT_CARD',
};

/** Whether a product type is delivered without shipping: digital goods and gift cards. */
export function isDigitalType(productType: number): boolean {
  return productType === PRODUCT_TYPE.digital || productType === PRODUCT_TYPE['gift-card'];
}

function entryImage(websiteId: string, row: CartEntryRow): CartEntryImage | null {
  if (row.image_file_id === null || row.image_filename === null) return null;
  return {
    assetUrl: fileUrl({ websiteId, fileId: row.image_file_id, filename: row.image_filename }),
    altText: row.image_alt_text || row.title,
    originalSize: `${row.image_width}x${row.image_height}`,
  };
}

/** One entry row as SPEC §3's cart entry, priced from the variant as it is now. */
export function toCartEntry(websiteId: string, row: CartEntryRow, currency: string): CartEntry {
  const purchasePriceCents = row.on_sale ? row.sale_price_cents : row.price_cents;
  return {
    id: row.id,
    itemId: row.product_id,
    chosenVariant: {
      sku: row.sku,
      attributes: row.attributes,
      optionValues: row.option_values,
      qtyInStock: row.qty_in_stock,
      unlimited: row.unlimited,
    },
    quantity: row.quantity,
    title: row.title,
    image: entryImage(websiteId, row),
    productType: PRODUCT_TYPE_NAMES[row.product_type] ?? 'PHYSICAL',
    purchasePriceCents,
    subTotal: lineTotalCents(purchasePriceCents, row.quantity, currency),
    additionalFields: row.additional_fields,
  };
}

/** The cart a visitor without one sees: no id, no entries, everything 0. */
export function emptyShoppingCart(websiteId: string, currency: string): ShoppingCart {
  return {
    id: null,
    websiteId,
    orderId: null,
    created: null,
    isPurchased: false,
    currency,
    entries: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
  };
}

/**
 * A cart row, its entries and their totals (domain/cart-totals.ts) as SPEC §3's shopping cart.
 * Digital goods and gift cards make `hasDigital` (and `purelyDigital` when every entry is one);
 * physical goods make `requiresShipping`.
 */
export function toShoppingCart(
  cart: CartRow,
  entries: CartEntry[],
  location: ShippingLocation | null,
  totals: CartTotals,
): ShoppingCart {
  return {
    ...emptyShoppingCart(cart.website_id, cart.currency.trim()),
    id: cart.id,
    created: new Date(cart.created_at).getTime(),
    isPurchased: cart.is_purchased,
    entries,
    coupons: [...cart.coupons],
    shippingLocation: location,
    ...totals,
  };
}
