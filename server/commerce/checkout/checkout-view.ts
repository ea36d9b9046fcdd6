// The checkout page (SPEC §2 page type 201): the island's props from the priced cart and the form's state, or the empty-cart message.
import { CHECKOUT_URL } from '../../../domain/cart-labels.js';
import type {
  CheckoutContextValue,
  CheckoutErrors,
  CheckoutValues,
} from '../../../islands/checkout/checkout-props.js';
import { PAGE_TEMPLATES, type PageRequest, type PageView } from '../../site/context/page-view.js';
import { collectionKind } from '../../site/context/site-map.js';
import { todayIn } from '../../../domain/gift-recipient.js';
import { subscriptionCheckoutTerms } from '../../../domain/subscription-renewal.js';
import type { ShoppingCart } from '../cart/shopping-cart.js';
import type { SubscriptionPlan } from '../subscriptions/subscription-plan.js';

/** SPEC §2: the checkout's page type. */
export const CHECKOUT_PAGE_TYPE = 201;

/** The page's title and its empty-cart text. */
export const CHECKOUT_TEXTS = {
  title: 'Checkout',
  emptyCart: 'Your cart is empty.',
  emptyCartHint: 'Add something from the store, then come back to check out.',
  continueShopping: 'Continue shopping',
} as const;

/** The country a new checkout starts with when the cart has no shipping location yet. */
export const DEFAULT_CHECKOUT_COUNTRY = 'US';

/** What the page shows besides the cart. */
export interface CheckoutState {
  values: CheckoutValues;
  errors: CheckoutErrors;
  formError: string | null;
  notice: string | null;
  idempotencyKey: string;
  /** The HTTP status: 200, or the refusal's (400, 402, 409…). */
  status: number;
}

/** The store's settings the page needs. */
export interface CheckoutSettings {
  minimumSubtotalCents: number | null;
  testMode: boolean;
  /** The store's mailing-list opt-in; null when it offers none. */
  mailingListOptIn: { label: string; checkedByDefault: boolean } | null;
}

/** The website's zone when it names none (as the events calendar). */
const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * What the summary says beside a subscription's price: how often it recurs and the day of the
 * first renewal, one period after today in the website's time zone; null without a plan.
 */
export function checkoutSubscriptionText(
  request: PageRequest,
  plan: SubscriptionPlan | undefined,
  now: Date = new Date(),
): { periodText: string; firstRenewalText: string } | null {
  if (plan === undefined) return null;
  const website = request.site.website;
  const today = todayIn(website.time_zone || DEFAULT_TIME_ZONE, now);
  const terms = subscriptionCheckoutTerms(
    today,
    plan.billingPeriod,
    plan.numBillingCycles,
    website.language || 'en-US',
  );
  return terms === undefined
    ? null
    : { periodText: terms.periodText, firstRenewalText: terms.firstRenewalText };
}

/** The store's first products collection, where "Continue shopping" leads; the home page without one. */
export function storePath(request: PageRequest): string {
  const { map } = request.site;
  const store = map.collections.find((collection) => collectionKind(collection) === 'products');
  return store === undefined ? '/' : map.collectionPath(store);
}

/**
 * The values a checkout starts with: the signed-in user's email, the cart's shipping location, the
 * opt-in ticked when the store says so.
 */
export function initialValues(
  cart: ShoppingCart | undefined,
  email = '',
  joinMailingList = false,
): CheckoutValues {
  const location = cart?.shippingLocation ?? null;
  return {
    email,
    address: {
      firstName: '',
      lastName: '',
      address1: '',
      address2: '',
      city: '',
      region: location?.region ?? '',
      postalCode: location?.postalCode ?? '',
      country: location?.country ?? DEFAULT_CHECKOUT_COUNTRY,
      phone: '',
    },
    shippingOptionId: cart?.selectedShippingOption?.id ?? '',
    couponCode: '',
    giftCardCode: '',
    cardNumber: '',
    joinMailingList,
  };
}

/**
 * The checkout page for `cart`: `checkout` (the island's props: the form posts to /checkout with
 * the crumb, the idempotency key and the cart's token) when the cart has items, else
 * `checkoutEmpty` with the store's address. Never cached.
 */
export function checkoutPage(
  request: PageRequest,
  cart: ShoppingCart | undefined,
  state: CheckoutState,
  settings: CheckoutSettings,
  plan?: SubscriptionPlan,
): PageView {
  const base = {
    template: PAGE_TEMPLATES.checkout,
    pageType: CHECKOUT_PAGE_TYPE,
    title: CHECKOUT_TEXTS.title,
    cache: 'no-store' as const,
  };
  if (cart === undefined || cart.id === null || cart.entries.length === 0) {
    return {
      ...base,
      status: 200,
      context: { checkoutEmpty: { ...CHECKOUT_TEXTS, storeUrl: storePath(request) } },
    };
  }
  const checkout: CheckoutContextValue = {
    action: CHECKOUT_URL,
    crumb: request.crumb,
    idempotencyKey: state.idempotencyKey,
    cartToken: cart.id,
    locale: request.site.website.language || 'en-US',
    testMode: settings.testMode,
    minimumSubtotalCents: settings.minimumSubtotalCents,
    cart,
    values: state.values,
    errors: state.errors,
    formError: state.formError,
    notice: state.notice,
    subscription: checkoutSubscriptionText(request, plan),
    mailingListOptIn: settings.mailingListOptIn === null ? null : { label: settings.mailingListOptIn.label },
  };
  return { ...base, status: state.status, context: { checkout } };
}
