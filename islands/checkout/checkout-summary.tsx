// The checkout's order summary: the lines, the coupon box, the totals (a live region) and the place-order button.
import type { ChangeEvent, MouseEvent, ReactElement, ReactNode } from 'react';
import { isBelowMinimumSubtotal, minimumSubtotalMessage } from '../../domain/checkout-rules.js';
import { formatSubtotal } from '../cart-pill-money.js';
import type { CheckoutCart } from './checkout-cart.js';
import type { CheckoutSubscription } from './checkout-props.js';
import { errorId, FieldMessage, inputId } from './checkout-fields.js';

/** Minor units in the page's locale and the cart's currency. */
export function formatCents(cents: number, currency: string, locale: string): string {
  return formatSubtotal(cents, currency, locale);
}

/** Money as text; Intl's output can differ between the server's ICU and the browser's, so the server's stands. */
function Money({
  cents,
  currency,
  locale,
}: {
  cents: number;
  currency: string;
  locale: string;
}): ReactElement {
  return <span suppressHydrationWarning>{formatCents(cents, currency, locale)}</span>;
}

/** A coupon in the cart: its text and a button that removes it. */
function CouponItem(props: {
  readonly className: string;
  readonly code: string;
  readonly busy: boolean;
  readonly onRemove: (code: string, event: MouseEvent<HTMLButtonElement>) => void;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <li className={props.className}>
      <span>{props.children}</span>
      <button
        className="button button--link"
        type="submit"
        name="removeCoupon"
        value={props.code}
        disabled={props.busy}
        onClick={(event) => props.onRemove(props.code, event)}
      >
        Remove<span className="visually-hidden"> coupon {props.code}</span>
      </button>
    </li>
  );
}

/** What the summary needs. */
export interface OrderSummaryProps {
  readonly cart: CheckoutCart;
  readonly locale: string;
  readonly couponCode: string;
  readonly couponMessage?: string;
  readonly minimumSubtotalCents: number | null;
  /** A subscription's recurrence and first renewal, beside its price; null (or absent) for other carts. */
  readonly subscription?: CheckoutSubscription | null;
  readonly placing: boolean;
  readonly busy: boolean;
  readonly onCouponChange: (value: string) => void;
  readonly onApplyCoupon: (event: MouseEvent<HTMLButtonElement>) => void;
  readonly onRemoveCoupon: (code: string, event: MouseEvent<HTMLButtonElement>) => void;
}

/** The text the place-order button shows, idle and while the order is being placed. */
export const PLACE_ORDER_LABELS = { idle: 'Place order', placing: 'Placing order…' } as const;

function shippingText(cart: CheckoutCart, locale: string): ReactElement | string {
  if (cart.selectedShippingOptionId === null) return '—';
  if (cart.shippingCostCents === 0) return 'Free';
  return <Money cents={cart.shippingCostCents} currency={cart.currency} locale={locale} />;
}

/**
 * The order summary (the form announces the total when it changes). The minimum-subtotal message
 * (SPEC §5) shows while the subtotal is under the store's minimum.
 */
export function OrderSummary(props: OrderSummaryProps): ReactElement {
  const { cart, locale } = props;
  const money = (cents: number) => <Money cents={cents} currency={cart.currency} locale={locale} />;
  const belowMinimum = isBelowMinimumSubtotal(cart.subtotalCents, props.minimumSubtotalCents);
  return (
    <aside className="checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 className="checkout__section-title" id="checkout-summary-title">
        Order summary
      </h2>
      <ul className="checkout__lines" aria-label="Items in your order">
        {cart.lines.map((line) => (
          <li className="checkout__line" key={line.id}>
            <span className="checkout__line-title">
              {line.title}
              {line.variant === '' ? null : <span className="checkout__line-variant">{line.variant}</span>}
            </span>
            <span className="checkout__line-quantity">
              <span className="visually-hidden">Quantity </span>× {line.quantity}
            </span>
            <span className="checkout__line-total">
              {money(line.subTotalCents)}
              {props.subscription ? (
                <span className="checkout__line-recurs"> {props.subscription.periodText}</span>
              ) : null}
            </span>
            {props.subscription?.firstRenewalText ? (
              <span className="checkout__line-renewal">
                First renewal on {props.subscription.firstRenewalText}
              </span>
            ) : null}
          </li>
        ))}
      </ul>

      <div className="checkout__coupon">
        <label className="field__label" htmlFor={inputId('couponCode')}>
          Coupon code
        </label>
        <div className="checkout__coupon-entry">
          <input
            className="input"
            id={inputId('couponCode')}
            name="couponCode"
            type="text"
            autoComplete="off"
            value={props.couponCode}
            aria-invalid={props.couponMessage === undefined ? undefined : 'true'}
            aria-describedby={props.couponMessage === undefined ? undefined : errorId('couponCode')}
            onChange={(event: ChangeEvent<HTMLInputElement>) => props.onCouponChange(event.target.value)}
          />
          <button
            className="button button--secondary button--small"
            type="submit"
            name="intent"
            value="apply-coupon"
            disabled={props.busy}
            onClick={props.onApplyCoupon}
          >
            Apply<span className="visually-hidden"> coupon</span>
          </button>
        </div>
        <FieldMessage field="couponCode" message={props.couponMessage} />
        {cart.validCoupons.length + cart.invalidCoupons.length === 0 ? null : (
          <ul className="checkout__coupons" aria-label="Coupons">
            {cart.validCoupons.map((coupon) => (
              <CouponItem
                className="checkout__coupon-applied"
                key={coupon.code}
                code={coupon.code}
                busy={props.busy}
                onRemove={props.onRemoveCoupon}
              >
                {coupon.code}
                {coupon.freeShipping ? ' (free shipping)' : null}
              </CouponItem>
            ))}
            {cart.invalidCoupons.map((coupon) => (
              <CouponItem
                className="checkout__coupon-invalid"
                key={coupon.code}
                code={coupon.code}
                busy={props.busy}
                onRemove={props.onRemoveCoupon}
              >
                {coupon.code}: {coupon.message || 'This coupon cannot be used.'}
              </CouponItem>
            ))}
          </ul>
        )}
      </div>

      <dl className="checkout__totals" id="checkout-totals" aria-busy={props.busy ? 'true' : undefined}>
        <div className="checkout__total">
          <dt>Subtotal</dt>
          <dd>{money(cart.subtotalCents)}</dd>
        </div>
        {cart.discountCents > 0 ? (
          <div className="checkout__total checkout__total--discount">
            <dt>Discount</dt>
            <dd>−{money(cart.discountCents)}</dd>
          </div>
        ) : null}
        {cart.requiresShipping ? (
          <div className="checkout__total">
            <dt>Shipping</dt>
            <dd>{shippingText(cart, locale)}</dd>
          </div>
        ) : null}
        <div className="checkout__total">
          <dt>Tax</dt>
          <dd>{money(cart.taxCents)}</dd>
        </div>
        <div className="checkout__total checkout__total--grand">
          <dt>Total</dt>
          <dd>{money(cart.grandTotalCents)}</dd>
        </div>
      </dl>

      {belowMinimum && props.minimumSubtotalCents !== null ? (
        <p className="notice notice--error checkout__minimum" id="checkout-minimum">
          {minimumSubtotalMessage(formatCents(props.minimumSubtotalCents, cart.currency, locale))}
        </p>
      ) : null}

      <button
        className="button button--primary button--wide checkout__place-order"
        type="submit"
        name="intent"
        value="place-order"
        disabled={props.placing}
        aria-describedby={belowMinimum ? 'checkout-minimum' : undefined}
      >
        {props.placing ? PLACE_ORDER_LABELS.placing : PLACE_ORDER_LABELS.idle}
      </button>
    </aside>
  );
}
