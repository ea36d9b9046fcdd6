// The visitor's cart in the page context: read once per page (none for a visitor without one), money made printable.
import { CHECKOUT_URL } from '../../../domain/cart-labels.js';
import type { Knex } from 'knex';
import { normalizeCouponCode } from '../../../domain/cart-coupons.js';
import { entryMaxQuantity } from '../../../domain/cart-lines.js';
import { minorUnitsToDecimalString } from '../../../domain/money.js';
import { TABLES } from '../../db/tables.js';
import { cartErrorMessage } from '../../commerce/cart/cart-errors.js';
import { getCart, type CartOwner } from '../../commerce/cart/service.js';
import { emptyShoppingCart, type ShoppingCart } from '../../commerce/cart/shopping-cart.js';
import { cartSummary, type CartSummary } from '../../commerce/cart/summary.js';
import { COUPON_PARAM } from '../../commerce/cart/return-path.js';
import { alsoBoughtCards, boughtTogether } from './customers-also-bought.js';
import { PAGE_TEMPLATES, type PageRequest, type PageView } from './page-view.js';
import { additionalFieldsForm } from './products.js';
import { visitorReads } from './guarded-reads.js';
import { siteReads, type SiteReads } from './site-reads.js';
import { collectionKind, itemPath, PAGE_TYPE } from './site-map.js';

/**
 * The visitor's cart (SPEC §3 shopping cart JSON), or `undefined` when they have no cart cookie and
 * are not signed in: then nothing is read and the pill shows an empty cart.
 */
export async function loadVisitorCart(db: Knex, owner: CartOwner): Promise<ShoppingCart | undefined> {
  if (owner.token === undefined && owner.siteUserId === undefined) return undefined;
  return getCart(db, owner);
}

/** The pill's summary: the cart's, or an empty one in the website's currency. */
export function summaryOf(cart: ShoppingCart | undefined, currency: string): CartSummary {
  return cart === undefined ? { totalQuantity: 0, subtotalCents: 0, currency } : cartSummary(cart);
}

function money(cents: number, currency: string): { value: string; currency: string } {
  return { value: minorUnitsToDecimalString(cents, currency) ?? '0', currency };
}

/** What the cart page knows of the cart's items: product pages, and additional-fields forms (`{id, name, fields}`). */
interface ItemFacts {
  urls: Map<string, string>;
  forms: Map<string, Record<string, unknown>>;
}

/**
 * The cart with `{value, currency}` money beside each amount in cents, for the `money` formatter;
 * an entry whose product has an additional-fields form carries it as `additionalFieldsForm`, so
 * its answers can be edited on the page.
 */
function printableCart(cart: ShoppingCart, facts: ItemFacts): Record<string, unknown> {
  const { currency } = cart;
  return {
    ...cart,
    subtotalMoney: money(cart.subtotalCents, currency),
    grandTotalMoney: money(cart.grandTotalCents, currency),
    isEmpty: cart.entries.length === 0,
    entries: cart.entries.map((entry) => {
      const form = facts.forms.get(entry.itemId);
      return {
        ...entry,
        fullUrl: facts.urls.get(entry.itemId) ?? '',
        variantDescription: Object.values(entry.chosenVariant.attributes ?? {}).join(' / '),
        purchasePriceMoney: money(entry.purchasePriceCents, currency),
        subTotalMoney: money(entry.subTotal, currency),
        maxQuantity: entryMaxQuantity(entry),
        ...(form === undefined ? {} : { additionalFieldsForm: form }),
      };
    }),
  };
}

/** The product pages and additional-fields forms of the cart's items: two queries for the whole cart. */
async function itemFacts(
  db: Knex,
  reads: SiteReads,
  request: PageRequest,
  cart: ShoppingCart,
): Promise<ItemFacts> {
  const websiteId = request.site.website.id;
  const ids = [...new Set(cart.entries.map((entry) => entry.itemId))];
  const facts: ItemFacts = { urls: new Map(), forms: new Map() };
  if (ids.length === 0) return facts;
  const rows = (await db({ i: TABLES.contentItems })
    .leftJoin({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'i.website_id').andOn('p.id', 'i.id');
    })
    .where('i.website_id', websiteId)
    .whereIn('i.id', ids)
    .select('i.id', 'i.collection_id', 'i.url_id', 'p.additional_fields_form_id')) as {
    id: string;
    collection_id: string;
    url_id: string;
    additional_fields_form_id: string | null;
  }[];
  for (const row of rows) {
    const collection = request.site.map.collectionById(row.collection_id);
    if (collection === undefined) continue;
    facts.urls.set(
      row.id,
      itemPath(request.site.map.collectionPath(collection), collectionKind(collection), row.url_id),
    );
  }
  const formIds = rows.flatMap((row) =>
    row.additional_fields_form_id === null ? [] : [row.additional_fields_form_id],
  );
  const forms = new Map((await reads.forms(websiteId, formIds)).map((form) => [form.id, form]));
  for (const row of rows) {
    const form =
      row.additional_fields_form_id === null ? undefined : forms.get(row.additional_fields_form_id);
    if (form !== undefined) facts.forms.set(row.id, additionalFieldsForm(form));
  }
  return facts;
}

/**
 * What a refused cart form left in `?cartError=`, in words: for a coupon code that does not hold
 * (`&coupon=`), the reason the cart itself gives for that code, else the refusal's own message.
 */
function refusalMessage(request: PageRequest, cart: ShoppingCart): string | undefined {
  const message = cartErrorMessage(request.query.cartError);
  const coupon = request.query[COUPON_PARAM];
  if (message === undefined || request.query.cartError !== 'invalid-coupon' || typeof coupon !== 'string') {
    return message;
  }
  const code = normalizeCouponCode(coupon);
  return cart.invalidCoupons.find((invalid) => invalid.code === code)?.message ?? message;
}

/**
 * The cart page (page type 200, `/cart`): every entry with a quantity form and a remove form, the
 * totals, the coupon form and the checkout button, each entry's additional-fields answers (editable
 * when its product has a form), and 'Customers also bought' (products bought in the same orders
 * as the cart's, then others of the store); `?cartError=` (a refused form post) shows its message.
 */
export async function cartPage(
  db: Knex,
  request: PageRequest,
  cart: ShoppingCart | undefined,
): Promise<PageView> {
  const { website, map } = request.site;
  const shown = cart ?? emptyShoppingCart(website.id, website.currency.trim());
  const store = map.collections.find((collection) => collectionKind(collection) === 'products');
  const inCart = [...new Set(shown.entries.map((entry) => entry.itemId))];
  // The cart page is never cached, so the catalog is read directly rather than through the site cache.
  const reads = visitorReads(siteReads(db), request);
  const [facts, together] = await Promise.all([
    itemFacts(db, reads, request, shown),
    boughtTogether(db, website.id, inCart),
  ]);
  const customersAlsoBought = await alsoBoughtCards(reads, request.site, {
    exclude: inCart,
    preferred: together,
  });
  const context: Record<string, unknown> = {
    cart: printableCart(shown, facts),
    customersAlsoBought,
    checkoutUrl: CHECKOUT_URL,
    continueShoppingUrl: store === undefined ? '/' : map.collectionPath(store),
  };
  const message = refusalMessage(request, shown);
  if (message !== undefined) context.cartError = message;
  return {
    template: PAGE_TEMPLATES.cart,
    status: 200,
    pageType: PAGE_TYPE.cart,
    title: 'Cart',
    cache: 'no-store',
    context,
  };
}
