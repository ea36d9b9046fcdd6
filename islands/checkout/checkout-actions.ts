// The checkout island's calls: the cart's checkout details and coupons (SPEC §3 cart back) and placing the order.
import type { PostalAddress } from '../../domain/addresses/index.js';
import type { ApiClient } from '../context.js';
import { readCheckoutCart, type CheckoutCart } from './checkout-cart.js';

/** The cart API (SPEC §7) and the orders API. */
export const CHECKOUT_API = {
  details: '/api/commerce/shopping-cart/checkout-details',
  coupons: '/api/commerce/shopping-cart/coupons',
  orders: '/api/commerce/orders',
} as const;

/** The header that makes placing an order safe to repeat. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The cart calls of one checkout: a subscription or express cart is named by its token. */
export interface CheckoutActions {
  updateDetails(details: {
    shippingLocation?: { country: string; region?: string; postalCode?: string };
    shippingOptionId?: string;
  }): Promise<CheckoutCart>;
  applyCoupon(code: string): Promise<CheckoutCart>;
  removeCoupon(code: string): Promise<CheckoutCart>;
  placeOrder(order: OrderRequest, idempotencyKey: string): Promise<PlacedOrder>;
}

/** The body of `POST /api/commerce/orders`. */
export interface OrderRequest {
  cartToken: string;
  email: string;
  shippingAddress?: PostalAddress;
  shippingOptionId?: string;
  payment: { method: 'test'; cardNumber: string };
  giftCardCode?: string;
  /** The buyer ticked the store's mailing-list opt-in. */
  joinMailingList?: boolean;
}

/** What the checkout needs of the placed order to open its confirmed page. */
export interface PlacedOrder {
  id: string;
  accessToken: string;
}

function placedOrder(reply: unknown): PlacedOrder {
  const order = (reply as { order?: { id?: unknown; accessToken?: unknown } } | undefined)?.order;
  if (typeof order?.id !== 'string' || typeof order.accessToken !== 'string') {
    throw new Error('The order was placed but its reply could not be read.');
  }
  return { id: order.id, accessToken: order.accessToken };
}

/** The checkout's calls through the runtime's API client; `cartToken` names a cart other than the cookie's. */
export function checkoutActions(api: ApiClient, cartToken: string | null): CheckoutActions {
  const query = cartToken === null ? '' : `?cartToken=${encodeURIComponent(cartToken)}`;
  return {
    updateDetails: async (details) =>
      readCheckoutCart(await api.put(`${CHECKOUT_API.details}${query}`, details)),
    applyCoupon: async (code) =>
      readCheckoutCart(await api.post(`${CHECKOUT_API.coupons}${query}`, { code })),
    removeCoupon: async (code) =>
      readCheckoutCart(await api.delete(`${CHECKOUT_API.coupons}/${encodeURIComponent(code)}${query}`)),
    placeOrder: async (order, idempotencyKey) =>
      placedOrder(
        await api.post(CHECKOUT_API.orders, order, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
      ),
  };
}
