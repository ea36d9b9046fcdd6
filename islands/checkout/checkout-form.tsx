// The checkout island (page type 201): the server's plain form, taken over in the browser to update totals and place the order by API.
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { addressConfigFor, validatePostalCode, type PostalAddress } from '../../domain/addresses/index.js';
import { orderConfirmedPath, TEST_MODE_NOTE } from '../../domain/checkout-rules.js';
import { ApiError } from '../api-error.js';
import { useIslandServices } from '../context.js';
import type { IslandDefinition } from '../island-definition.js';
import { checkoutActions } from './checkout-actions.js';
import type { CheckoutCart } from './checkout-cart.js';
import { AddressFields, FieldMessage, inputId, TextField } from './checkout-fields.js';
import {
  checkoutProps,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutProps,
  type CheckoutValues,
} from './checkout-props.js';
import { formatCents, OrderSummary } from './checkout-summary.js';
import { formFieldErrors, validateCheckout } from './checkout-validation.js';
import { newIdempotencyKey } from './idempotency-key.js';
import { typedBeforeHydration } from '../typed-before-hydration.js';

/** The form-level message when fields are at fault (SPEC §8, forms). */
export const INVALID_FIELDS_MESSAGE = 'One or more fields is invalid, please check your entries.';

/** The notice after a typed coupon was applied instead of placing the order. */
export const COUPON_APPLIED_NOTICE = 'Your coupon was applied. Review your total, then place your order.';

const ADDRESS_KEYS: readonly string[] = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'region',
  'postalCode',
  'country',
  'phone',
];

/** Gift card refusals belong beside the gift card field; card refusals (402) beside the card number. */
function fieldOfCode(error: ApiError): CheckoutField | undefined {
  if (error.status === 402) return 'cardNumber';
  if (error.code.startsWith('gift-card')) return 'giftCardCode';
  if (error.code === 'invalid-coupon' || error.code === 'too-many-coupons') return 'couponCode';
  if (error.code === 'shipping-option-unavailable') return 'shippingOptionId';
  return undefined;
}

function shippingLocation(
  address: PostalAddress,
): { country: string; region?: string; postalCode?: string } | undefined {
  if (!/^[A-Z]{2}$/.test(address.country)) return undefined;
  const location: { country: string; region?: string; postalCode?: string } = { country: address.country };
  if (address.region !== '') location.region = address.region;
  // A code that breaks the country's rule would price the cart for a place that does not exist.
  if (address.postalCode !== '' && validatePostalCode(address.country, address.postalCode) === undefined) {
    location.postalCode = address.postalCode;
  }
  return location;
}

function ShippingOptions(props: {
  cart: CheckoutCart;
  selected: string;
  locale: string;
  message?: string;
  disabled: boolean;
  onChange: (id: string) => void;
}): ReactElement {
  const { cart } = props;
  return (
    <fieldset
      className="field checkout__section checkout__shipping-options"
      aria-describedby={props.message === undefined ? undefined : 'checkout-shippingOptionId-error'}
    >
      <legend className="checkout__section-title">Shipping method</legend>
      {cart.shippingOptions.length === 0 ? (
        <p className="field__description">No shipping options are available for this address.</p>
      ) : (
        cart.shippingOptions.map((option) => (
          <div className="field__choice checkout__shipping-option" key={option.id}>
            <input
              id={`checkout-shipping-${option.id}`}
              type="radio"
              name="shippingOptionId"
              value={option.id}
              checked={props.selected === option.id}
              disabled={props.disabled}
              onChange={() => props.onChange(option.id)}
            />
            <label htmlFor={`checkout-shipping-${option.id}`}>
              <span className="checkout__shipping-name">{option.name}</span>{' '}
              <span className="checkout__shipping-cost" suppressHydrationWarning>
                {option.costCents === 0 ? 'Free' : formatCents(option.costCents, cart.currency, props.locale)}
              </span>
              {option.deliveryEstimate === null ? null : (
                <span className="checkout__shipping-estimate"> ({option.deliveryEstimate})</span>
              )}
              {option.pickupLines.length > 0 ? (
                <span className="checkout__pickup">Collect from {option.pickupLines.join(', ')}.</span>
              ) : null}
              {option.instructions === null ? null : (
                <span className="checkout__pickup">{option.instructions}</span>
              )}
            </label>
          </div>
        ))
      )}
      <FieldMessage field="shippingOptionId" message={props.message} />
    </fieldset>
  );
}

/** Text for the totals' live region: empty at first, the new total each time it changes after that. */
function useTotalAnnouncement(cart: CheckoutCart, locale: string): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(cart.grandTotalCents);
  useEffect(() => {
    if (previous.current === cart.grandTotalCents) return;
    previous.current = cart.grandTotalCents;
    setAnnouncement(`Order total updated: ${formatCents(cart.grandTotalCents, cart.currency, locale)}`);
  }, [cart.grandTotalCents, cart.currency, locale]);
  return announcement;
}

/**
 * The checkout form. Without JavaScript it is a plain form posting to `/checkout` (the server
 * updates the details, applies coupons and places the order). Hydrated, it keeps the same markup
 * and: asks for the address the way the chosen country does, refreshes the totals through the
 * cart API when the address, shipping option or coupons change, checks the fields before placing
 * the order through `POST /api/commerce/orders` (with the page's idempotency key, a new one after a
 * failure, and the buyer's choice of the store's mailing-list opt-in), shows 'Placing order…'
 * meanwhile, puts each refusal beside its field, and on success opens the order confirmed page.
 */
export function Checkout(props: CheckoutProps): ReactElement {
  const { api } = useIslandServices();
  const actions = useMemo(() => checkoutActions(api, props.cartToken), [api, props.cartToken]);
  const [values, setValues] = useState<CheckoutValues>(props.values);
  const [errors, setErrors] = useState<CheckoutErrors>(props.errors);
  const [cart, setCart] = useState<CheckoutCart>(props.cart);
  const [formError, setFormError] = useState<string | null>(props.formError);
  const [notice, setNotice] = useState<string | null>(props.notice);
  const [status, setStatus] = useState<'idle' | 'updating' | 'placing'>('idle');
  const [idempotencyKey, setIdempotencyKey] = useState(props.idempotencyKey);
  const formRef = useRef<HTMLFormElement>(null);
  const lastLocation = useRef(JSON.stringify(shippingLocation(props.values.address) ?? null));
  /** The fields a refused attempt flagged: the first is focused once its message is rendered and tied to it. */
  const [refused, setRefused] = useState<{ readonly errors: CheckoutErrors }>();

  const selectedShipping = values.shippingOptionId || cart.selectedShippingOptionId || '';
  const busy = status !== 'idle';

  function clearError(field: CheckoutField): void {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  /** Shows a refusal beside its fields (else above the form); returns the fields it flagged. */
  function showFailure(error: unknown, fallbackField?: CheckoutField): CheckoutErrors {
    if (!(error instanceof ApiError)) {
      setFormError(error instanceof Error ? error.message : String(error));
      return {};
    }
    const fields = formFieldErrors(error.fields);
    const field = fieldOfCode(error) ?? (Object.keys(fields).length === 0 ? fallbackField : undefined);
    if (field !== undefined) {
      const flagged = { ...fields, [field]: error.message };
      setErrors((current) => ({ ...current, ...flagged }));
      setFormError(null);
      return flagged;
    }
    setErrors((current) => ({ ...current, ...fields }));
    setFormError(error.message);
    return fields;
  }

  async function run(update: () => Promise<CheckoutCart>, field?: CheckoutField): Promise<boolean> {
    setStatus('updating');
    try {
      const next = await update();
      setCart(next);
      setValues((current) => ({ ...current, shippingOptionId: next.selectedShippingOptionId ?? '' }));
      setFormError(null);
      return true;
    } catch (error) {
      showFailure(error, field);
      return false;
    } finally {
      setStatus('idle');
    }
  }

  function refreshLocation(address: PostalAddress, force = false): void {
    const location = shippingLocation(address);
    const key = JSON.stringify(location ?? null);
    if (location === undefined || (!force && key === lastLocation.current)) return;
    lastLocation.current = key;
    void run(() => actions.updateDetails({ shippingLocation: location }), 'postalCode');
  }

  function setAddressField(field: CheckoutField, value: string): void {
    const address = { ...values.address, [field]: value } as PostalAddress;
    if (field === 'country') {
      // A region of the old country means nothing in the new one.
      const regions = addressConfigFor(value).regions;
      if (regions.length > 0 && !regions.some((region) => region.code === address.region))
        address.region = '';
    }
    setValues((current) => ({ ...current, address }));
    clearError(field);
    if (field === 'country' || (field === 'region' && addressConfigFor(address.country).regions.length > 0)) {
      refreshLocation(address);
    }
  }

  function setField(field: CheckoutField, value: string): void {
    if (ADDRESS_KEYS.includes(field)) {
      setAddressField(field, value);
      return;
    }
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function blurField(field: CheckoutField): void {
    if (field === 'postalCode' || field === 'region') refreshLocation(values.address);
  }

  function chooseShipping(id: string): void {
    setValues((current) => ({ ...current, shippingOptionId: id }));
    clearError('shippingOptionId');
    void run(() => actions.updateDetails({ shippingOptionId: id }), 'shippingOptionId');
  }

  async function applyCoupon(): Promise<boolean> {
    const code = values.couponCode.trim();
    if (code === '') return true;
    const applied = await run(() => actions.applyCoupon(code), 'couponCode');
    if (applied) {
      setValues((current) => ({ ...current, couponCode: '' }));
      clearError('couponCode');
    }
    return applied;
  }

  function onApplyCoupon(event: MouseEvent<HTMLButtonElement>): void {
    event.preventDefault();
    void applyCoupon();
  }

  function onRemoveCoupon(code: string, event: MouseEvent<HTMLButtonElement>): void {
    event.preventDefault();
    void run(() => actions.removeCoupon(code), 'couponCode');
  }

  function onUpdate(event: MouseEvent<HTMLButtonElement>): void {
    event.preventDefault();
    refreshLocation(values.address, true);
  }

  function focusFirstError(found: CheckoutErrors): void {
    const first = Object.keys(found)[0];
    if (first === undefined) return;
    const element = formRef.current?.querySelector<HTMLElement>(
      `#${first === 'shippingOptionId' ? `checkout-shipping-${selectedShipping || cart.shippingOptions[0]?.id}` : inputId(first)}`,
    );
    element?.focus();
  }

  async function placeOrder(): Promise<void> {
    if (values.couponCode.trim() !== '') {
      if (await applyCoupon()) setNotice(COUPON_APPLIED_NOTICE);
      return;
    }
    const found = validateCheckout(values, cart);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(INVALID_FIELDS_MESSAGE);
      setRefused({ errors: found });
      return;
    }
    if (cart.id === null) return;
    setStatus('placing');
    setNotice(null);
    setFormError(null);
    try {
      const order = await actions.placeOrder(
        {
          cartToken: cart.id,
          email: values.email.trim(),
          ...(cart.requiresShipping
            ? { shippingAddress: values.address, shippingOptionId: selectedShipping }
            : {}),
          payment: { method: 'test', cardNumber: values.cardNumber },
          ...(values.giftCardCode.trim() === '' ? {} : { giftCardCode: values.giftCardCode.trim() }),
          ...(props.mailingListOptIn !== null && values.joinMailingList ? { joinMailingList: true } : {}),
        },
        idempotencyKey,
      );
      // The button keeps saying 'Placing order…' until the confirmed page replaces this one.
      window.location.assign(orderConfirmedPath(order.id, order.accessToken));
    } catch (error) {
      // This attempt is over; the next one is a new order attempt with its own key.
      if (!(error instanceof ApiError && error.code === 'idempotency-key-in-use'))
        setIdempotencyKey(newIdempotencyKey());
      setStatus('idle');
      // A refusal beside a field (a declined card) is read out when the field takes the focus.
      setRefused({ errors: showFailure(error) });
    }
  }

  useEffect(() => {
    if (refused !== undefined) focusFirstError(refused.errors);
  }, [refused]);

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'place-order') void placeOrder();
    else refreshLocation(values.address, true);
  }

  // The island hydrates at the visitor's first interaction: take in what they typed before then.
  // A layout effect, so React applies it before the island is marked hydrated: a Place order click
  // held until then is replayed at once, and must find the typed values in state, not the empty
  // ones the page was rendered with (a passive effect's update would still be pending).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (form === null) return;
    const { address, joinMailingList, ...rest } = props.values;
    const typed = typedBeforeHydration(form, { ...address, ...rest });
    const box = form.elements.namedItem('joinMailingList');
    const ticked = box instanceof HTMLInputElement ? box.checked : joinMailingList;
    if (ticked !== joinMailingList) setValues((current) => ({ ...current, joinMailingList: ticked }));
    if (Object.keys(typed).length === 0) return;
    const next = { ...props.values.address };
    for (const key of ADDRESS_KEYS) {
      if (typed[key] !== undefined) (next as Record<string, string>)[key] = typed[key];
    }
    const { shippingOptionId, ...fields } = typed;
    setValues((current) => ({
      ...current,
      ...Object.fromEntries(Object.entries(fields).filter(([key]) => !ADDRESS_KEYS.includes(key))),
      address: next,
    }));
    // A new place prices the cart again (its options may differ); otherwise a chosen option is sent.
    const moved = JSON.stringify(shippingLocation(next) ?? null) !== lastLocation.current;
    if (moved) refreshLocation(next);
    else if (shippingOptionId !== undefined) chooseShipping(shippingOptionId);
  }, []); // once, on hydration

  const totalsAnnouncement = useTotalAnnouncement(cart, props.locale);

  return (
    <form
      className="checkout form"
      method="post"
      action={props.action}
      noValidate
      ref={formRef}
      onSubmit={onSubmit}
      aria-labelledby="checkout-title"
    >
      <input type="hidden" name="crumb" value={props.crumb} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="expectedTotalCents" value={String(cart.grandTotalCents)} />
      {props.cartToken === null ? null : <input type="hidden" name="cartToken" value={props.cartToken} />}
      <div className="checkout__messages" role="alert">
        {formError === null ? null : <p className="notice notice--error checkout__form-error">{formError}</p>}
      </div>
      <div className="checkout__messages" role="status">
        {notice === null ? null : <p className="notice checkout__notice">{notice}</p>}
      </div>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {totalsAnnouncement}
      </span>

      <div className="checkout__layout">
        <div className="checkout__main">
          <section className="checkout__section" aria-labelledby="checkout-contact-title">
            <h2 className="checkout__section-title" id="checkout-contact-title">
              Contact
            </h2>
            <TextField
              field="email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={values.email}
              message={errors.email}
              onChange={setField}
            />
            {props.mailingListOptIn === null ? null : (
              <div className="field__choice checkout__opt-in">
                <input
                  id="checkout-joinMailingList"
                  type="checkbox"
                  name="joinMailingList"
                  value="1"
                  checked={values.joinMailingList}
                  onChange={(event) => {
                    const joinMailingList = event.currentTarget.checked;
                    setValues((current) => ({ ...current, joinMailingList }));
                  }}
                />
                <label htmlFor="checkout-joinMailingList">{props.mailingListOptIn.label}</label>
              </div>
            )}
          </section>

          {cart.requiresShipping ? (
            <section className="checkout__section" aria-labelledby="checkout-address-title">
              <h2 className="checkout__section-title" id="checkout-address-title">
                Shipping address
              </h2>
              <AddressFields
                address={values.address}
                errors={errors}
                onChange={setField}
                onBlur={blurField}
              />
              <p className="checkout__update">
                <button
                  className="button button--secondary button--small"
                  type="submit"
                  name="intent"
                  value="update"
                  disabled={busy}
                  onClick={onUpdate}
                >
                  Update shipping and totals
                </button>
              </p>
            </section>
          ) : null}

          {cart.requiresShipping ? (
            <ShippingOptions
              cart={cart}
              selected={selectedShipping}
              locale={props.locale}
              message={errors.shippingOptionId}
              disabled={status === 'placing'}
              onChange={chooseShipping}
            />
          ) : null}

          <section className="checkout__section" aria-labelledby="checkout-payment-title">
            <h2 className="checkout__section-title" id="checkout-payment-title">
              Payment
            </h2>
            {props.testMode ? (
              <p className="checkout__test-mode" id="checkout-test-mode">
                <strong className="checkout__test-badge">Test mode</strong> {TEST_MODE_NOTE}
              </p>
            ) : null}
            <TextField
              field="cardNumber"
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              required
              value={values.cardNumber}
              message={errors.cardNumber}
              hintId={props.testMode ? 'checkout-test-mode' : undefined}
              onChange={setField}
            />
            <TextField
              field="giftCardCode"
              label="Gift card code"
              optional
              autoComplete="off"
              value={values.giftCardCode}
              message={errors.giftCardCode}
              onChange={setField}
            />
          </section>
        </div>

        <OrderSummary
          cart={cart}
          locale={props.locale}
          couponCode={values.couponCode}
          couponMessage={errors.couponCode}
          minimumSubtotalCents={props.minimumSubtotalCents}
          subscription={props.subscription}
          placing={status === 'placing'}
          busy={busy}
          onCouponChange={(value) => setField('couponCode', value)}
          onApplyCoupon={onApplyCoupon}
          onRemoveCoupon={onRemoveCoupon}
        />
      </div>
    </form>
  );
}

/** The checkout island: `{checkout|island checkout}`. */
export const island: IslandDefinition<CheckoutProps> = { component: Checkout, props: checkoutProps };
