// The add-to-cart rules a page runs before and around the API call: the chosen variant, SPEC §5's
// messages, and the button's timeline (SPEC §4). No DOM here, so they are tested in Node.
import { ApiError } from '../islands/api-error.js';
import {
  BUTTON_STATE_LABELS,
  BUTTON_TIMING_MS,
  labelForState,
  type AddToCartState,
} from '../domain/button-labels.js';
import { checkoutUrl } from '../domain/cart-labels.js';
import {
  GIFT_RECIPIENT_MESSAGES,
  giftRecipientProblem,
  tidyGiftRecipient,
  type GiftRecipient,
} from '../domain/gift-recipient.js';
import { parseQuantity } from '../domain/quantity-rules.js';

/** The cart API path that adds an entry (SPEC §7). */
export const ADD_ENTRY_PATH = '/api/commerce/shopping-cart/entries';
/** The cart API path that starts a subscription checkout (SPEC §7). */
export const SUBSCRIPTION_PATH = '/api/3/commerce/cart/subscription';
/** The alert's title when adding fails (SPEC §8 "Cart"). */
export const ADD_FAILED_TITLE = 'Unable to Add Item';
/** The alert's title when an express checkout (or a subscription) fails (SPEC §8). */
export const PURCHASE_FAILED_TITLE = 'Unable to Purchase Item';
/** The alert's title for a gift card's problems (SPEC §8). */
export const GIFT_CARD_FAILED_TITLE = 'Unable to purchase Gift Card';
/** SPEC §5: a gift card bought without choosing its amount. */
export const GIFT_CARD_DENOMINATION_MESSAGE = 'Select a denomination for the Gift Card';
/** SPEC §5: no variant matches what was chosen. */
export const VARIANT_UNAVAILABLE_MESSAGE =
  'Sorry, that item variant is unavailable. Please select another variant.';
/** SPEC §8 "Cart strings": a failure that brought no message of its own. */
export const ADD_FAILED_MESSAGE = 'Unable to add item';
/** The form-field prefix of an option picker: `variant-option-Size`. */
export const VARIANT_OPTION_PREFIX = 'variant-option-';

/** A variant as `data-variants` describes it. */
export interface VariantChoice {
  sku: string;
  attributes: Record<string, string>;
}

/** What is posted to add an entry (SPEC §7). */
export interface AddEntryBody {
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields?: string;
  /** A gift card sent to someone; the server checks the send day against today in the site's zone. */
  giftRecipient?: GiftRecipient;
}

/** What a visitor chose, as read from a form or the reference markup. */
export interface AddChoice {
  /** A gift card: an unchosen amount asks for a denomination (SPEC §5). */
  giftCard?: boolean;
  itemId: string;
  /** The sku field; blank when options choose it. */
  sku: string;
  /** The quantity text; undefined when there is no quantity input. */
  quantity: string | undefined;
  /** Option name and chosen value ('' when unchosen), in page order. */
  options: ReadonlyArray<readonly [string, string]>;
  variants: readonly VariantChoice[];
  additionalFields?: string;
  /** A gift card's recipient fields as typed; undefined when left blank (mailed to the buyer). */
  giftRecipient?: GiftRecipient;
}

/** A choice turned into a request, or why it cannot be one. */
export type AddPlan =
  { ok: true; body: AddEntryBody } | { ok: false; reason: 'select-option' | 'invalid'; message: string };

/** The variants in a `data-variants` attribute; entries without a sku or attributes are skipped. */
export function readVariants(json: string | null | undefined): VariantChoice[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((variant: unknown) => {
    const { sku, attributes } = (variant ?? {}) as { sku?: unknown; attributes?: unknown };
    if (typeof sku !== 'string' || typeof attributes !== 'object' || attributes === null) return [];
    const values = Object.entries(attributes).map(([name, value]) => [name, String(value)]);
    return [{ sku, attributes: Object.fromEntries(values) as Record<string, string> }];
  });
}

/**
 * SPEC §5's message for options left unchosen: 'Please select the Size option.', 'Please select the
 * Size and Color options.', 'Please select the Size, Color and Fit options.'; undefined for none.
 */
export function unselectedOptionsMessage(names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  if (names.length === 1) return `Please select the ${names[0]} option.`;
  return `Please select the ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} options.`;
}

/** The sku of the one variant agreeing with every chosen option; undefined for none or several. */
export function skuForOptions(
  variants: readonly VariantChoice[],
  chosen: ReadonlyArray<readonly [string, string]>,
): string | undefined {
  const matches = variants.filter((variant) =>
    chosen.every(
      ([name, value]) =>
        Object.prototype.hasOwnProperty.call(variant.attributes, name) && variant.attributes[name] === value,
    ),
  );
  return matches.length === 1 ? matches[0].sku : undefined;
}

/**
 * Checks a choice as SPEC §5 does before anything is sent: unchosen options first, then the
 * variant they make (the sku field counts only without pickers), then the quantity (default 1).
 * A blank sku with no pickers is sent blank: the server adds a product's only variant.
 */
export function planAdd(choice: AddChoice): AddPlan {
  const unchosen = choice.options.filter(([, value]) => value === '').map(([name]) => name);
  if (choice.giftCard === true && unchosen.length > 0) {
    return { ok: false, reason: 'invalid', message: GIFT_CARD_DENOMINATION_MESSAGE };
  }
  const select = unselectedOptionsMessage(unchosen);
  if (select !== undefined) return { ok: false, reason: 'select-option', message: select };

  // The pickers are what the visitor chose, so they win over a sku field the page filled in.
  const sku = choice.options.length > 0 ? skuForOptions(choice.variants, choice.options) : choice.sku.trim();
  if (sku === undefined) return { ok: false, reason: 'invalid', message: VARIANT_UNAVAILABLE_MESSAGE };
  const quantity =
    choice.quantity === undefined ? { ok: true as const, quantity: 1 } : parseQuantity(choice.quantity);
  if (!quantity.ok) return { ok: false, reason: 'invalid', message: quantity.message };
  const body: AddEntryBody = { itemId: choice.itemId, sku, quantity: quantity.quantity };
  if (choice.additionalFields !== undefined) body.additionalFields = choice.additionalFields;
  if (choice.giftRecipient !== undefined) {
    const recipient = tidyGiftRecipient(choice.giftRecipient);
    // The page cannot know today in the site's zone: a day is checked for its shape here, for being past by the server.
    const problem = giftRecipientProblem({ ...recipient, sendOn: recipient.sendOn || '9999-12-31' }, '');
    if (problem !== undefined)
      return { ok: false, reason: 'invalid', message: GIFT_RECIPIENT_MESSAGES[problem] };
    body.giftRecipient = recipient;
  }
  return { ok: true, body };
}

/** A button's states: SPEC §4's, plus a listing grid's 'Select Option' flash. */
export type ButtonState = AddToCartState | 'select-option';

/** The label a button shows in `state`. */
export function buttonText(state: ButtonState, idleLabel: string): string {
  return state === 'select-option' ? BUTTON_STATE_LABELS.selectOption : labelForState(state, idleLabel);
}

/** Where an attempt shows itself. */
export interface AddAttemptView {
  showState(state: ButtonState): void;
  showAlert(title: string, message: string): void;
  clearAlert(): void;
}

/** What an attempt does the I/O and waiting with (replaceable in tests). */
export interface AddAttemptServices {
  send(body: AddEntryBody): Promise<unknown>;
  dispatch(reply: unknown): void;
  wait(ms: number): Promise<void>;
  /** Starts a subscription checkout (SPEC §7): `{itemId, sku, qty, additionalFields}` → `{cartToken}`. */
  subscribe?(body: SubscriptionBody): Promise<unknown>;
  /** Leaves the page for `url` (the checkout). */
  navigate?(url: string): void;
  /** Told of each successful add to the cart (the listing grid's popover). */
  added?(reply: unknown): void;
}

/** What is posted to start a subscription checkout (SPEC §7). */
export interface SubscriptionBody {
  itemId: string;
  sku: string;
  qty: number;
  additionalFields?: string;
}

/**
 * How an attempt ends: `cart` adds and stays (SPEC §4's timeline); `express` adds and goes straight
 * to checkout; `subscription` starts a subscription cart and goes to its checkout.
 */
export type PurchaseMode = 'cart' | 'express' | 'subscription';

/** An attempt's kind: the grid's flash, the purchase mode, and whether it sells a gift card. */
export interface AttemptOptions {
  mode?: PurchaseMode;
  giftCard?: boolean;
}

/** The cart token of an add-entry reply (`shoppingCart.id`) or a subscription reply (`cartToken`). */
export function cartTokenOf(reply: unknown): string | undefined {
  const body = (reply ?? {}) as { cartToken?: unknown; shoppingCart?: { id?: unknown } };
  const token = body.cartToken ?? body.shoppingCart?.id;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** The alert title SPEC §8 gives an attempt's failures. */
export function failureTitle(options: AttemptOptions): string {
  if (options.giftCard === true) return GIFT_CARD_FAILED_TITLE;
  return options.mode === 'express' || options.mode === 'subscription'
    ? PURCHASE_FAILED_TITLE
    : ADD_FAILED_TITLE;
}

/**
 * One click or submit, start to finish (SPEC §4): 'Adding…'; on success the pill is told at once,
 * 'Added!' a second later, idle two seconds after; on failure the alert 'Unable to Add Item' with
 * the message and idle a second later. A listing grid's unchosen option flashes 'Select Option'
 * for two seconds instead.
 */
export async function attemptAdd(
  plan: AddPlan,
  grid: boolean,
  view: AddAttemptView,
  services: AddAttemptServices,
  options: AttemptOptions = {},
): Promise<void> {
  view.clearAlert();
  const title = failureTitle(options);
  if (!plan.ok && plan.reason === 'select-option' && grid) {
    view.showState('select-option');
    await services.wait(BUTTON_TIMING_MS.selectOptionFlash);
    view.showState('idle');
    return;
  }
  if (!plan.ok) return showFailure(title, plan.message, view, services);
  view.showState('adding');
  const mode = options.mode ?? 'cart';
  let reply: unknown;
  try {
    reply =
      mode === 'subscription' && services.subscribe !== undefined
        ? await services.subscribe(subscriptionBody(plan.body))
        : await services.send(plan.body);
  } catch (error) {
    return showFailure(title, failureMessage(error), view, services);
  }
  if (mode !== 'cart' && services.navigate !== undefined) {
    const token = cartTokenOf(reply);
    if (token === undefined) return showFailure(title, ADD_FAILED_MESSAGE, view, services);
    if (mode === 'express') services.dispatch(reply);
    services.navigate(checkoutUrl(token));
    return;
  }
  services.dispatch(reply);
  services.added?.(reply);
  await services.wait(BUTTON_TIMING_MS.addedDelay);
  view.showState('added');
  await services.wait(BUTTON_TIMING_MS.addedRevert);
  view.showState('idle');
}

function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.message !== '' ? error.message : ADD_FAILED_MESSAGE;
}

function subscriptionBody(body: AddEntryBody): SubscriptionBody {
  const subscription: SubscriptionBody = { itemId: body.itemId, sku: body.sku, qty: body.quantity };
  if (body.additionalFields !== undefined) subscription.additionalFields = body.additionalFields;
  return subscription;
}

async function showFailure(
  title: string,
  message: string,
  view: AddAttemptView,
  services: AddAttemptServices,
): Promise<void> {
  view.showAlert(title, message);
  view.showState('error');
  await services.wait(BUTTON_TIMING_MS.errorReset);
  view.showState('idle');
}
