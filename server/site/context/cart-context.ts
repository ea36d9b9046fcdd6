// The visitor's cart in the page context: read once per page (none for a visitor without one), money made printable.
import type { Knex } from 'knex';
import { entryMaxQuantity } from '../../../domain/cart-lines.js';
import { minorUnitsToDecimalString } from '../../../domain/money.js';
import { TABLES } from '../../db/tables.js';
import { cartErrorMessage } from '../../commerce/cart/cart-errors.js';
import { getCart, type CartOwner } from '../../commerce/cart/service.js';
import { emptyShoppingCart, type ShoppingCart } from '../../commerce/cart/shopping-cart.js';
import { cartSummary, type CartSummary } from '../../commerce/cart/summary.js';
import { alsoBoughtCards, boughtTogether } from './customers-also-bought.js';
import { PAGE_TEMPLATES, type PageRequest, type PageView } from './page-view.js';
import { siteReads } from './site-reads.js';
import { collectionKind, itemPath, PAGE_TYPE } from './site-map.js';

/** Where the cart page's checkout button leads. */
export const CHECKOUT_PATH = '/checkout';

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

/** The cart with `{value, currency}` money beside each amount in cents, for the `money` formatter. */
function printableCart(cart: ShoppingCart, urls: ReadonlyMap<string, string>): Record<string, unknown> {
  const { currency } = cart;
  return {
    ...cart,
    subtotalMoney: money(cart.subtotalCents, currency),
    grandTotalMoney: money(cart.grandTotalCents, currency),
    isEmpty: cart.entries.length === 0,
    entries: cart.entries.map((entry) => ({
      ...entry,
      fullUrl: urls.get(entry.itemId) ?? '',
      variantDescription: Object.values(entry.chosenVariant.attributes ?? {}).join(' / '),
      purchasePriceMoney: money(entry.purchasePriceCents, currency),
      subTotalMoney: money(entry.subTotal, currency),
      maxQuantity: entryMaxQuantity(entry),
    })),
  };
}

/** The product pages of the cart's items: one query for the whole cart. */
async function itemUrls(db: Knex, request: PageRequest, cart: ShoppingCart): Promise<Map<string, string>> {
  const ids = [...new Set(cart.entries.map((entry) => entry.itemId))];
  const urls = new Map<string, string>();
  if (ids.length === 0) return urls;
  const rows = (await db(TABLES.contentItems)
    .where('website_id', request.site.website.id)
    .whereIn('id', ids)
    .select('id', 'collection_id', 'url_id')) as { id: string; collection_id: string; url_id: string }[];
  for (const row of rows) {
    const collection = request.site.map.collectionById(row.collection_id);
    if (collection === undefined) continue;
    urls.set(
      row.id,
      itemPath(request.site.map.collectionPath(collection), collectionKind(collection), row.url_id),
    );
  }
  return urls;
}

/**
 * The cart page (page type 200, `/cart`): every entry with a quantity form and a remove form, the
 * totals and the checkout button, and 'Customers also bought' (products bought in the same orders
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
  const [urls, together] = await Promise.all([
    itemUrls(db, request, shown),
    boughtTogether(db, website.id, inCart),
  ]);
  // The cart page is never cached, so the catalog is read directly rather than through the site cache.
  const customersAlsoBought = await alsoBoughtCards(siteReads(db), request.site, {
    exclude: inCart,
    preferred: together,
  });
  const context: Record<string, unknown> = {
    cart: printableCart(shown, urls),
    customersAlsoBought,
    checkoutUrl: CHECKOUT_PATH,
    continueShoppingUrl: store === undefined ? '/' : map.collectionPath(store),
  };
  const message = cartErrorMessage(request.query.cartError);
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
