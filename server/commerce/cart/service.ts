// The cart's rules: finding a visitor's cart, adding (prices and stock from PRODUCT_VARIANTS), changing and removing entries.
import type { Knex } from 'knex';
import { answersWithRecipient, readGiftRecipient } from '../gift-cards/gift-recipient-input.js';
import { DEFAULT_CURRENCY } from '../../../domain/currencies.js';
import { QUANTITY_LIMITS, QUANTITY_MESSAGES, parseCartQuantity } from '../../../domain/quantity-rules.js';
import { PRODUCT_TYPE } from '../../../domain/enums.js';
import { refuseHostileInput } from '../../http/hostile-input.js';
import { cartError } from './cart-errors.js';
import { priceCartRows } from './pricing.js';
import { emptyShoppingCart, isDigitalType, type CartEntry, type ShoppingCart } from './shopping-cart.js';
import {
  deleteEntry,
  findOpenCartWithEntries,
  findPurchasableVariants,
  insertCart,
  insertEntry,
  insertEntryRow,
  lockOpenCart,
  readCartEntries,
  updateEntryAnswers,
  updateEntryQuantity,
  websiteCurrency,
  type CartEntryRow,
  type CartOwner,
  type CartRow,
  type PurchasableVariant,
} from './store.js';
import {
  insertCartWithEntry,
  insertEntryIfUnchanged,
  readCartForAdd,
  updateEntryIfUnchanged,
} from './unlocked-add-store.js';
import { matchVariant } from './variant-match.js';

export type { CartOwner } from './store.js';

/**
 * The owner's cart as SPEC §3's shopping cart JSON; an empty cart (`id: null`, the website's
 * currency) when they have none. A signed-in site user's cart is found by `siteUserId` and the
 * token is then ignored. For the `/cart` page, the pill (`cartSummary`) and `GET /api/commerce/shopping-cart`.
 */
export async function getCart(db: Knex, owner: CartOwner): Promise<ShoppingCart> {
  const found = await findOpenCartWithEntries(db, owner);
  if (found !== undefined) return priceCartRows(db, found.cart, found.entries);
  return emptyShoppingCart(owner.websiteId, (await websiteCurrency(db, owner.websiteId)) ?? DEFAULT_CURRENCY);
}

/** A cart as a write left it: its row and its entries, to be priced once the write has committed. */
interface ChangedCart {
  cart: CartRow;
  entries: CartEntryRow[];
}

/** Prices a changed cart outside its transaction (settings from the site data cache). */
function priced(db: Knex, changed: ChangedCart): Promise<ShoppingCart> {
  return priceCartRows(db, changed.cart, changed.entries);
}

/**
 * The owner's open cart, locked and marked changed, with its entries and the one `entryId` names;
 * 404 `entry-not-found` when there is no such cart or entry. Call inside a transaction.
 */
async function lockCartEntry(trx: Knex, input: EntryInput): Promise<ChangedCart & { entry: CartEntryRow }> {
  const cart = await lockOpenCart(trx, input);
  const entries = cart === undefined ? [] : await readCartEntries(trx, input.websiteId, cart.id);
  const entry = entries.find((candidate) => candidate.id === input.entryId);
  if (cart === undefined || entry === undefined) throw cartError('entry-not-found');
  return { cart, entries, entry };
}

/** How many of `entry`'s variant the cart's other entries hold. */
function othersOfVariant(entries: readonly CartEntryRow[], variantId: string, except?: string): number {
  return entries.reduce(
    (sum, other) => (other.variant_id === variantId && other.id !== except ? sum + other.quantity : sum),
    0,
  );
}

/** What to add: the variant by `sku`, or (a form posted without JavaScript) by its chosen `options`. */
export interface AddEntryInput extends CartOwner {
  itemId: string;
  /** The variant's sku, used when there are no `options`; a product with one variant needs neither. */
  sku?: string;
  /** Option name → chosen value, e.g. `{Size: 'M'}`; when given, they choose the variant. */
  options?: Record<string, string>;
  /** What the visitor typed; default 1. Refused with SPEC's messages unless a whole number from 1 to 9999. */
  quantity?: number | string;
  /** The additional-fields form's answers: an object, or its JSON text as SPEC §7 sends it. */
  additionalFields?: unknown;
  /** A gift card's recipient `{name, email, note, sendOn}` (see gift-recipient-input.ts); kept beside the answers. */
  giftRecipient?: unknown;
  /** The time the send day is checked against (tests move it); default the clock's. */
  now?: Date;
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
  const recipient = await readGiftRecipient(
    db,
    input.websiteId,
    input.giftRecipient,
    input.now ?? new Date(),
  );
  const additionalFields = answersWithRecipient(readAdditionalFields(input.additionalFields), recipient);
  let added: AddedEntry | undefined;
  for (let attempt = 0; added === undefined && attempt < UNLOCKED_ATTEMPTS; attempt++) {
    added = await addUnlocked(db, input, requested, additionalFields);
  }
  added ??= await addLocked(db, input, requested, additionalFields);
  const shoppingCart = await priced(db, added);
  const newlyAdded = shoppingCart.entries.find((entry) => entry.id === added.entryId) as CartEntry;
  return { cart: shoppingCart, newlyAdded, token: added.cart.id };
}

/**
 * Adds are tried this many times without a lock (a read, then a write that holds only if the
 * cart has not changed since: two round trips, no transaction) before one takes the cart's lock.
 * Only a cart written by several requests at once (tabs, double clicks) gets that far.
 */
const UNLOCKED_ATTEMPTS = 2;

/** A cart after an add, and the entry added to. */
interface AddedEntry extends ChangedCart {
  entryId: string;
}

/** What adding does to the entries of `variant`: the entry to add to (none: a new one) and its quantity. */
function planAdd(
  variant: PurchasableVariant,
  entries: readonly CartEntryRow[],
  requested: number,
  additionalFields: unknown,
): { same: CartEntryRow | undefined; quantity: number } {
  const same = entries.find(
    (entry) => entry.variant_id === variant.id && sameAnswers(entry.additional_fields, additionalFields),
  );
  const quantity = Math.min(QUANTITY_LIMITS.max, (same?.quantity ?? 0) + requested);
  if (!hasStockFor(variant, othersOfVariant(entries, variant.id, same?.id) + quantity)) {
    throw cartError('not-enough-stock');
  }
  return { same, quantity };
}

/** The add as one read and one conditional write; undefined when the cart changed in between. */
async function addUnlocked(
  db: Knex,
  input: AddEntryInput,
  requested: number,
  additionalFields: unknown,
): Promise<AddedEntry | undefined> {
  const read = await readCartForAdd(db, input, input.itemId);
  const variant = chooseVariant(read.variants, input);
  const entry = { productId: input.itemId, variantId: variant.id, additionalFields };
  if (read.cart === undefined) {
    const { quantity } = planAdd(variant, [], requested, additionalFields);
    const made = await insertCartWithEntry(
      db,
      { ...input, currency: variant.currency },
      { ...entry, quantity },
    );
    return { cart: made.cart, entries: [made.entry], entryId: made.entry.id };
  }
  const { cart, entries } = read.cart;
  if (cart.currency.trim() !== variant.currency) throw cartError('variant-unavailable');
  const { same, quantity } = planAdd(variant, entries, requested, additionalFields);
  if (same === undefined) {
    const added = await insertEntryIfUnchanged(db, read.cart, { ...entry, quantity });
    return added && { cart, entries: [...entries, added], entryId: added.id };
  }
  if (!(await updateEntryIfUnchanged(db, read.cart, same.id, quantity))) return undefined;
  return { cart, entries: withQuantity(entries, same.id, quantity), entryId: same.id };
}

/** The add in a transaction holding the cart's lock. */
async function addLocked(
  db: Knex,
  input: AddEntryInput,
  requested: number,
  additionalFields: unknown,
): Promise<AddedEntry> {
  return db.transaction(async (trx) => {
    const variant = chooseVariant(await findPurchasableVariants(trx, input.websiteId, input.itemId), input);
    const locked = await lockOpenCart(trx, input);
    const cart =
      locked ??
      (await insertCart(trx, {
        websiteId: input.websiteId,
        siteUserId: input.siteUserId,
        currency: variant.currency,
      }));
    if (cart.currency.trim() !== variant.currency) throw cartError('variant-unavailable');
    const entries = locked === undefined ? [] : await readCartEntries(trx, input.websiteId, cart.id);
    const { same, quantity } = planAdd(variant, entries, requested, additionalFields);
    if (same === undefined) {
      const added = await insertEntryRow(trx, {
        websiteId: input.websiteId,
        cartId: cart.id,
        productId: input.itemId,
        variantId: variant.id,
        quantity,
        additionalFields,
      });
      return { cart, entries: [...entries, added], entryId: added.id };
    }
    await updateEntryQuantity(trx, input.websiteId, same.id, quantity);
    return { cart, entries: withQuantity(entries, same.id, quantity), entryId: same.id };
  });
}

function withQuantity(entries: readonly CartEntryRow[], entryId: string, quantity: number): CartEntryRow[] {
  return entries.map((entry) => (entry.id === entryId ? { ...entry, quantity } : entry));
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
  const changed = await db.transaction(async (trx) => {
    const { cart, entries, entry } = await lockCartEntry(trx, input);
    if (
      quantity > entry.quantity &&
      !hasStockFor(entry, othersOfVariant(entries, entry.variant_id, entry.id) + quantity)
    ) {
      throw cartError('not-enough-stock');
    }
    await updateEntryQuantity(trx, input.websiteId, entry.id, quantity);
    return { cart, entries: withQuantity(entries, entry.id, quantity) };
  });
  return priced(db, changed);
}

/** Removes an entry and returns the cart; 404 when the owner's cart has no such entry. */
export async function removeEntry(db: Knex, input: EntryInput): Promise<ShoppingCart> {
  const changed = await db.transaction(async (trx) => {
    const { cart, entries, entry } = await lockCartEntry(trx, input);
    await deleteEntry(trx, input.websiteId, entry.id);
    return { cart, entries: entries.filter((other) => other.id !== entry.id) };
  });
  return priced(db, changed);
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
  const changed = await db.transaction(async (trx) => {
    const { cart, entries, entry } = await lockCartEntry(trx, input);
    const sku = input.sku?.trim() ?? '';
    if ((input.itemId && input.itemId !== entry.product_id) || (sku !== '' && sku !== entry.sku)) {
      throw cartError('variant-unavailable');
    }
    const twin = entries.find(
      (other) =>
        other.variant_id === entry.variant_id &&
        other.id !== entry.id &&
        sameAnswers(other.additional_fields, additionalFields),
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
    // Answers are read back as jsonb keeps them.
    return { cart, entries: await readCartEntries(trx, input.websiteId, cart.id), entryId };
  });
  const shoppingCart = await priced(db, changed);
  const updatedEntry = shoppingCart.entries.find(
    (candidate) => candidate.id === changed.entryId,
  ) as CartEntry;
  return { cart: shoppingCart, updatedEntry };
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

/** A sent quantity as a whole number from 1 to 9999, or the cart refusal SPEC's message names. */
function readQuantity(value: number | string): number {
  const parsed = parseCartQuantity(String(value));
  if (parsed.ok) return parsed.quantity;
  if (parsed.message === QUANTITY_MESSAGES.notWhole) throw cartError('quantity-not-whole');
  if (parsed.message === QUANTITY_MESSAGES.outOfRange) throw cartError('quantity-out-of-range');
  throw cartError('quantity-not-a-number');
}

function readAdditionalFields(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw cartError('invalid-additional-fields');
  }
  // JSON inside a string escapes NUL as \u0000, which the body check cannot see and jsonb refuses.
  refuseHostileInput(parsed);
  return parsed;
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
