// The cart's rules: finding a visitor's cart, adding (prices and stock from PRODUCT_VARIANTS), changing and removing entries.
import type { Knex } from 'knex';
import { DEFAULT_CURRENCY } from '../../../domain/currencies.js';
import { QUANTITY_LIMITS, QUANTITY_MESSAGES, parseQuantity } from '../../../domain/quantity-rules.js';
import { PRODUCT_TYPE } from '../../../domain/enums.js';
import { cartError } from './cart-errors.js';
import { priceCart } from './pricing.js';
import { emptyShoppingCart, isDigitalType, type CartEntry, type ShoppingCart } from './shopping-cart.js';
import {
  deleteEntry,
  findEntry,
  findOpenCart,
  findPurchasableVariants,
  findVariantEntries,
  insertCart,
  insertEntry,
  touchCart,
  updateEntryAnswers,
  updateEntryQuantity,
  websiteCurrency,
  type CartOwner,
  type CartRow,
  type PurchasableVariant,
} from './store.js';
import { matchVariant } from './variant-match.js';

export type { CartOwner } from './store.js';

/**
 * The owner's cart as SPEC §3's shopping cart JSON; an empty cart (`id: null`, the website's
 * currency) when they have none. A signed-in site user's cart is found by `siteUserId` and the
 * token is then ignored. For the `/cart` page, the pill (`cartSummary`) and `GET /api/commerce/shopping-cart`.
 */
export async function getCart(db: Knex, owner: CartOwner): Promise<ShoppingCart> {
  const cart = await findOpenCart(db, owner);
  if (cart !== undefined) return readCart(db, cart);
  return emptyShoppingCart(owner.websiteId, (await websiteCurrency(db, owner.websiteId)) ?? DEFAULT_CURRENCY);
}

/** What to add: the variant by `sku`, or (a form posted without JavaScript) by its chosen `options`. */
export interface AddEntryInput extends CartOwner {
  itemId: string;
  /** The variant's sku, used when there are no `options`; a product with one variant needs neither. */
  sku?: string;
  /** Option name → chosen value, e.g. `{Size: 'M'}`; when given, they choose the variant. */
  options?: Record<string, string>;
  /** What the visitor typed; default 1. Refused with SPEC's messages unless a whole number. */
  quantity?: number | string;
  /** The additional-fields form's answers: an object, or its JSON text as SPEC §7 sends it. */
  additionalFields?: unknown;
}

/** What adding gives: the cart, the entry added to, and the token for the cart cookie. */
export interface AddEntryResult {
  cart: ShoppingCart;
  newlyAdded: CartEntry;
  token: string;
}

/**
 * Adds a variant to the owner's cart, making the cart if there is none. The same variant with the
 * same answers adds to its entry (capped at 9999). Refusals (`HttpError`, see cart-errors.ts): 400
 * for the quantity messages and an unknown or unpublished item or sku (or a currency other than the
 * cart's); 409 when stock (unless unlimited, digital or a gift card) is below what the cart would hold.
 */
export async function addEntry(db: Knex, input: AddEntryInput): Promise<AddEntryResult> {
  const requested = readQuantity(input.quantity ?? QUANTITY_LIMITS.default);
  const additionalFields = readAdditionalFields(input.additionalFields);
  return db.transaction(async (trx) => {
    const variant = chooseVariant(await findPurchasableVariants(trx, input.websiteId, input.itemId), input);
    const cart =
      (await findOpenCart(trx, input, true)) ??
      (await insertCart(trx, {
        websiteId: input.websiteId,
        siteUserId: input.siteUserId,
        currency: variant.currency,
      }));
    if (cart.currency.trim() !== variant.currency) throw cartError('variant-unavailable');

    const entries = await findVariantEntries(trx, input.websiteId, cart.id, variant.id);
    const same = entries.find((entry) => sameAnswers(entry.additional_fields, additionalFields));
    const quantity = Math.min(QUANTITY_LIMITS.max, (same?.quantity ?? 0) + requested);
    const others = entries.reduce((sum, entry) => (entry === same ? sum : sum + entry.quantity), 0);
    if (!hasStockFor(variant, others + quantity)) throw cartError('not-enough-stock');

    let entryId: string;
    if (same === undefined) {
      entryId = await insertEntry(trx, {
        websiteId: input.websiteId,
        cartId: cart.id,
        productId: input.itemId,
        variantId: variant.id,
        quantity,
        additionalFields,
      });
    } else {
      entryId = same.id;
      await updateEntryQuantity(trx, input.websiteId, entryId, quantity);
    }
    await touchCart(trx, input.websiteId, cart.id);
    const shoppingCart = await readCart(trx, cart);
    const newlyAdded = shoppingCart.entries.find((entry) => entry.id === entryId) as CartEntry;
    return { cart: shoppingCart, newlyAdded, token: cart.id };
  });
}

/** Which entry of the owner's cart to change. */
export interface EntryInput extends CartOwner {
  entryId: string;
}

/**
 * Sets an entry's quantity and returns the cart. 404 when the owner's cart has no such entry;
 * the quantity messages as for adding; 409 when raising it past the stock (lowering is always allowed).
 */
export async function setEntryQuantity(
  db: Knex,
  input: EntryInput & { quantity: number | string },
): Promise<ShoppingCart> {
  const quantity = readQuantity(input.quantity);
  return db.transaction(async (trx) => {
    const cart = await findOpenCart(trx, input, true);
    const entry = cart && (await findEntry(trx, input.websiteId, cart.id, input.entryId));
    if (cart === undefined || entry === undefined) throw cartError('entry-not-found');
    if (quantity > entry.quantity) {
      const entries = await findVariantEntries(trx, input.websiteId, cart.id, entry.variant_id);
      const others = entries.reduce((sum, other) => (other.id === entry.id ? sum : sum + other.quantity), 0);
      if (!hasStockFor(entry, others + quantity)) throw cartError('not-enough-stock');
    }
    await updateEntryQuantity(trx, input.websiteId, entry.id, quantity);
    await touchCart(trx, input.websiteId, cart.id);
    return readCart(trx, cart);
  });
}

/** Removes an entry and returns the cart; 404 when the owner's cart has no such entry. */
export async function removeEntry(db: Knex, input: EntryInput): Promise<ShoppingCart> {
  return db.transaction(async (trx) => {
    const cart = await findOpenCart(trx, input, true);
    const entry = cart && (await findEntry(trx, input.websiteId, cart.id, input.entryId));
    if (cart === undefined || entry === undefined) throw cartError('entry-not-found');
    await deleteEntry(trx, input.websiteId, entry.id);
    await touchCart(trx, input.websiteId, cart.id);
    return readCart(trx, cart);
  });
}

/** Which entry's answers to replace, and with what (SPEC §7 `{itemId, sku, additionalFields}`). */
export interface AnswersInput extends EntryInput {
  /** When given, the entry must be of this item and sku. */
  itemId?: string;
  sku?: string;
  additionalFields: unknown;
}

/**
 * Replaces an entry's additional-field answers (an object, or its JSON text) and returns the cart
 * with the updated entry. When another entry of the same variant already has those answers, the
 * two become one (quantities summed, at most 9999), as adding would have made them; the stock is
 * unchanged, so it is not checked again. 404 when the owner's cart has no such entry; 400
 * `invalid-additional-fields` for text that is not JSON; 400 `variant-unavailable` when `itemId`
 * or `sku` names another item.
 */
export async function setEntryAnswers(
  db: Knex,
  input: AnswersInput,
): Promise<{ cart: ShoppingCart; updatedEntry: CartEntry }> {
  const additionalFields = readAdditionalFields(input.additionalFields);
  return db.transaction(async (trx) => {
    const cart = await findOpenCart(trx, input, true);
    const entry = cart && (await findEntry(trx, input.websiteId, cart.id, input.entryId));
    if (cart === undefined || entry === undefined) throw cartError('entry-not-found');
    const sku = input.sku?.trim() ?? '';
    if ((input.itemId && input.itemId !== entry.product_id) || (sku !== '' && sku !== entry.sku)) {
      throw cartError('variant-unavailable');
    }
    const twins = await findVariantEntries(trx, input.websiteId, cart.id, entry.variant_id);
    const twin = twins.find(
      (other) => other.id !== entry.id && sameAnswers(other.additional_fields, additionalFields),
    );
    let entryId = entry.id;
    if (twin === undefined) {
      await updateEntryAnswers(trx, input.websiteId, entry.id, additionalFields);
    } else {
      const quantity = Math.min(QUANTITY_LIMITS.max, twin.quantity + entry.quantity);
      await updateEntryQuantity(trx, input.websiteId, twin.id, quantity);
      await deleteEntry(trx, input.websiteId, entry.id);
      entryId = twin.id;
    }
    await touchCart(trx, input.websiteId, cart.id);
    const shoppingCart = await readCart(trx, cart);
    const updatedEntry = shoppingCart.entries.find((candidate) => candidate.id === entryId) as CartEntry;
    return { cart: shoppingCart, updatedEntry };
  });
}

/** What a subscription checkout starts from (SPEC §7 `POST /api/3/commerce/cart/subscription`). */
export interface SubscriptionInput extends CartOwner {
  itemId: string;
  sku?: string;
  quantity?: number | string;
  additionalFields?: unknown;
}

/**
 * Makes a cart of its own (kind `subscription`) holding one variant of a subscribable product, for
 * the subscription checkout to address by its token; the visitor's shopping cart is left alone.
 * Refusals as for adding, plus 400 `not-subscribable` for a product that cannot be subscribed to.
 */
export async function createSubscriptionCart(
  db: Knex,
  input: SubscriptionInput,
): Promise<{ cartToken: string }> {
  const quantity = readQuantity(input.quantity ?? QUANTITY_LIMITS.default);
  const additionalFields = readAdditionalFields(input.additionalFields);
  return db.transaction(async (trx) => {
    const variants = await findPurchasableVariants(trx, input.websiteId, input.itemId);
    if (variants.length > 0 && !variants[0].is_subscribable) throw cartError('not-subscribable');
    const variant = chooseVariant(variants, input);
    if (!hasStockFor(variant, quantity)) throw cartError('not-enough-stock');
    const cart = await insertCart(trx, {
      websiteId: input.websiteId,
      siteUserId: input.siteUserId,
      currency: variant.currency,
      kind: 'subscription',
    });
    await insertEntry(trx, {
      websiteId: input.websiteId,
      cartId: cart.id,
      productId: input.itemId,
      variantId: variant.id,
      quantity,
      additionalFields,
    });
    return { cartToken: cart.id };
  });
}

async function readCart(db: Knex, cart: CartRow): Promise<ShoppingCart> {
  return priceCart(db, cart);
}

function readQuantity(value: number | string): number {
  const parsed = parseQuantity(String(value));
  if (parsed.ok) return parsed.quantity;
  throw cartError(
    parsed.message === QUANTITY_MESSAGES.notWhole ? 'quantity-not-whole' : 'quantity-not-a-number',
  );
}

function readAdditionalFields(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw cartError('invalid-additional-fields');
  }
}

// Option pickers are what the visitor chose, so they win over a sku field the page filled in.
function chooseVariant(variants: PurchasableVariant[], input: AddEntryInput): PurchasableVariant {
  const options = input.options ?? {};
  const sku = input.sku?.trim() ?? '';
  const variant =
    Object.keys(options).length > 0 || sku === ''
      ? matchVariant(variants, options)
      : variants.find((candidate) => candidate.sku === sku);
  if (variant !== undefined) return variant;
  // SPEC §5: a gift card's variants are its denominations, and none was picked.
  const unpicked = sku === '' && Object.values(options).every((value) => value === '');
  if (unpicked && variants.length > 1 && variants[0].product_type === PRODUCT_TYPE['gift-card']) {
    throw cartError('gift-card-denomination');
  }
  throw cartError('variant-unavailable');
}

function hasStockFor(
  variant: { unlimited: boolean; qty_in_stock: number; product_type: number },
  quantity: number,
): boolean {
  return variant.unlimited || isDigitalType(variant.product_type) || variant.qty_in_stock >= quantity;
}

/** Whether two entries' answers are the same (jsonb gives keys back in its own order, so keys are sorted). */
export function sameAnswers(stored: unknown, given: unknown): boolean {
  return canonicalJson(stored ?? null) === canonicalJson(given ?? null);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort();
    const record = value as Record<string, unknown>;
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
