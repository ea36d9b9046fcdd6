// The cart page (/cart, SPEC §2) as an island: quantities, removal, coupons, answers and totals without a reload, plain forms without JavaScript.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { cartLines, type CartLine, type CartLines } from '../domain/cart-lines.js';
import { AlsoBought, readAlsoBought, type AlsoBoughtProduct } from './also-bought.js';
import { cartApi, CART_FAILURE_TITLES, failureText, removeFromCartData } from './cart-api.js';
import {
  EntryAnswers,
  entryDetails,
  entryForms,
  type EntryDetails,
  type EntryForm,
} from './cart-entry-answers.js';
import { useIslandServices, useLiveCart } from './context.js';
import type { IslandDefinition, IslandEnvironment } from './island-definition.js';
import { Money } from './money.js';
import { onPageEvent } from './page-events.js';

/** The event islands announce a new cart on (runtime/cart-store.ts): the lightbox after saving answers. */
const CART_UPDATED_EVENT = 'tessera:cart-updated';

/** The cart page's props, from the page context (`{@|island cart-page}` in templates/system/cart.page). */
export interface CartPageProps {
  cart: CartLines;
  /** Product pages by item id, for entries the API lists without one. */
  urls: Record<string, string>;
  /** Additional-fields forms (`{id, name, fields}`) by item id, for entries the API lists without one. */
  forms: Record<string, EntryForm>;
  /** Each entry's sku and saved answers, by entry id. */
  details: Record<string, EntryDetails>;
  crumb: string;
  checkoutUrl: string;
  continueShoppingUrl: string;
  /** What a refused form post left in `?cartError=`. */
  cartError?: string;
  alsoBought: AlsoBoughtProduct[];
  locale: string;
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/**
 * The props of the page context: its printable `cart` (entries with `additionalFieldsForm` when
 * their product has one), crumb, links, `cartError` and `customersAlsoBought`.
 */
export function cartPageProps(value: unknown, env: IslandEnvironment): CartPageProps {
  const context = (value ?? {}) as Record<string, unknown>;
  const cart = cartLines(context.cart);
  const alsoBought = readAlsoBought(context.customersAlsoBought);
  const urls: Record<string, string> = {};
  for (const line of cart.lines) if (line.fullUrl !== '') urls[line.itemId] = line.fullUrl;
  for (const product of alsoBought) urls[product.id] = product.fullUrl;
  const props: CartPageProps = {
    cart,
    urls,
    forms: entryForms(context),
    details: entryDetails(context.cart),
    crumb: text(context.crumb),
    checkoutUrl: text(context.checkoutUrl, '/checkout'),
    continueShoppingUrl: text(context.continueShoppingUrl, '/'),
    alsoBought,
    locale: env.locale,
  };
  if (typeof context.cartError === 'string' && context.cartError !== '') props.cartError = context.cartError;
  return props;
}

interface Alert {
  title?: string;
  message: string;
}

/** The cart's state and the calls that change it; every change reaches the pill and other tabs. */
function useCart(props: CartPageProps) {
  const { api, cart: store } = useIslandServices();
  const [cart, setCart] = useState(props.cart);
  const [details, setDetails] = useState(props.details);
  const [alert, setAlert] = useState<Alert | undefined>(
    props.cartError === undefined ? undefined : { message: props.cartError },
  );
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState<string | undefined>();
  const urls = useRef(props.urls);

  const show = useCallback((next: unknown) => {
    setCart(cartLines(next, urls.current));
    setDetails(entryDetails(next));
  }, []);

  const take = useCallback(
    (next: unknown) => {
      store.update?.(next);
      show(next);
    },
    [store, show],
  );

  // An island on the page announced a whole new cart (the lightbox saved an entry's answers).
  useEffect(
    () =>
      onPageEvent<unknown>(CART_UPDATED_EVENT, (detail) => {
        const next = (detail as { shoppingCart?: unknown } | null)?.shoppingCart ?? detail;
        if (Array.isArray((next as { entries?: unknown } | null)?.entries)) show(next);
      }),
    [show],
  );

  /** Runs one change; a failure shows `title` with the server's words. */
  const change = useCallback(
    async (key: string, title: string, call: () => Promise<unknown>, done: (next: CartLines) => string) => {
      setBusy(key);
      setAlert(undefined);
      try {
        const next = await call();
        take(next);
        setAnnouncement(done(cartLines(next, urls.current)));
        return true;
      } catch (error) {
        setAlert({ title, message: failureText(error, title) });
        // A refusal can still change the cart (a code that does not hold stays listed as not
        // applied): show the cart as it now is.
        await cartApi(api)
          .get()
          .then(show)
          .catch(() => undefined);
        return false;
      } finally {
        setBusy(undefined);
      }
    },
    [take, show, api],
  );

  // Another tab (or the pill's store) changed the cart: read it again.
  const live = useLiveCart();
  useEffect(() => {
    if (live === null) return;
    if (live.totalQuantity === cart.totalQuantity && live.subtotalCents === cart.subtotalCents) return;
    let current = true;
    cartApi(api)
      .get()
      .then((next) => {
        if (!current) return;
        show(next);
        setAnnouncement('Your cart was updated.');
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [live, api, cart.totalQuantity, cart.subtotalCents, show]);

  return { cart, details, alert, setAlert, announcement, busy, change, take, api: cartApi(api) };
}

function EntryRow({
  line,
  currency,
  locale,
  crumb,
  busy,
  form: answersForm,
  details,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  currency: string;
  locale: string;
  crumb: string;
  busy: boolean;
  form: EntryForm | undefined;
  details: EntryDetails | undefined;
  onQuantity: (line: CartLine, quantity: string) => Promise<boolean>;
  onRemove: (line: CartLine) => void;
}): ReactElement {
  const inputId = `quantity-${line.id}`;
  // A refused quantity puts the input back to what the cart holds.
  const [revision, setRevision] = useState(0);
  // Hydrated, the server's answer (in SPEC's words) replaces the browser's own range check.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current !== null) form.current.noValidate = true;
  }, []);
  const submitQuantity = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('quantity') as HTMLInputElement | null;
    void onQuantity(line, input?.value ?? '').then((ok) => {
      if (!ok) setRevision((n) => n + 1);
    });
  };
  const submitRemove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRemove(line);
  };
  return (
    <li className="cart-entry" aria-busy={busy}>
      <div className="cart-entry__media">
        {line.image ? (
          <img
            src={`${line.image.assetUrl}?format=300w`}
            alt={line.image.altText}
            width="96"
            height="96"
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="media-placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="cart-entry__details">
        <h2 className="cart-entry__title">
          {line.fullUrl ? <a href={line.fullUrl}>{line.title}</a> : line.title}
        </h2>
        {line.variantDescription ? <p className="cart-entry__variant">{line.variantDescription}</p> : null}
        <p className="cart-entry__price">
          <Money cents={line.purchasePriceCents} currency={currency} locale={locale} />
        </p>
        {answersForm === undefined ? null : (
          <EntryAnswers
            entryId={line.id}
            itemId={line.itemId}
            title={line.title}
            form={answersForm}
            details={details}
          />
        )}
      </div>
      <div className="cart-entry__actions">
        <form
          ref={form}
          className="cart-entry__quantity"
          method="post"
          action={`/cart/entries/${line.id}`}
          onSubmit={submitQuantity}
        >
          <input type="hidden" name="crumb" value={crumb} />
          <label className="field__sublabel" htmlFor={inputId}>
            Quantity<span className="visually-hidden"> of {line.title}</span>
          </label>
          <input
            key={`${line.quantity}-${revision}`}
            className="input input--quantity"
            id={inputId}
            type="number"
            name="quantity"
            defaultValue={line.quantity}
            min="1"
            max={line.maxQuantity}
            step="1"
            inputMode="numeric"
          />
          <button className="button button--small button--secondary" type="submit" disabled={busy}>
            Update<span className="visually-hidden"> quantity of {line.title}</span>
          </button>
        </form>
        <form
          className="cart-entry__remove"
          method="post"
          action={`/cart/entries/${line.id}/remove`}
          onSubmit={submitRemove}
        >
          <input type="hidden" name="crumb" value={crumb} />
          <button className="button button--link" type="submit" disabled={busy}>
            Remove<span className="visually-hidden"> {line.title}</span>
          </button>
        </form>
      </div>
      <p className="cart-entry__subtotal">
        <Money cents={line.subTotalCents} currency={currency} locale={locale} />
      </p>
    </li>
  );
}

function Totals({ cart, locale }: { cart: CartLines; locale: string }): ReactElement {
  const money = (cents: number) => <Money cents={cents} currency={cart.currency} locale={locale} />;
  const total = cart.grandTotalCents > 0 ? cart.grandTotalCents : cart.subtotalCents - cart.discountCents;
  return (
    <dl className="cart__totals">
      <div className="cart__total">
        <dt>Items</dt>
        <dd>{cart.totalQuantity}</dd>
      </div>
      <div className="cart__total cart__total--subtotal">
        <dt>Subtotal</dt>
        <dd>{money(cart.subtotalCents)}</dd>
      </div>
      {cart.discountCents > 0 ? (
        <div className="cart__total cart__total--discount">
          <dt>Discount</dt>
          <dd>−{money(cart.discountCents)}</dd>
        </div>
      ) : null}
      <div className="cart__total cart__total--shipping">
        <dt>Shipping</dt>
        <dd>{cart.shippingCostCents > 0 ? money(cart.shippingCostCents) : 'Calculated at checkout'}</dd>
      </div>
      <div className="cart__total cart__total--tax">
        <dt>Tax</dt>
        <dd>{cart.taxCents > 0 ? money(cart.taxCents) : 'Calculated at checkout'}</dd>
      </div>
      <div className="cart__total cart__total--grand">
        <dt>Total</dt>
        <dd>{money(Math.max(0, total))}</dd>
      </div>
    </dl>
  );
}

/** Where the coupon forms post without JavaScript (server/commerce/cart/form-routes.ts). */
export const CART_COUPON_PATHS = { apply: '/cart/coupons', remove: '/cart/coupons/remove' } as const;

/** A coupon code on the cart, with the plain form that takes it off. */
function CouponRow({
  code,
  invalid,
  crumb,
  busy,
  onRemove,
}: {
  code: string;
  invalid: boolean;
  crumb: string;
  busy: boolean;
  onRemove: (code: string) => void;
}): ReactElement {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRemove(code);
  };
  return (
    <li className={invalid ? 'cart__coupon cart__coupon--invalid' : 'cart__coupon'}>
      <span>
        {code}
        {invalid ? (
          <>
            {' '}
            <span className="cart__coupon-note">(not applied)</span>
          </>
        ) : null}
      </span>
      <form className="cart__coupon-remove" method="post" action={CART_COUPON_PATHS.remove} onSubmit={submit}>
        <input type="hidden" name="crumb" value={crumb} />
        <input type="hidden" name="code" value={code} />
        <button className="button button--link" type="submit" disabled={busy}>
          Remove<span className="visually-hidden"> coupon {code}</span>
        </button>
      </form>
    </li>
  );
}

/**
 * The coupon field and the codes entered: plain forms (`POST /cart/coupons`, `/cart/coupons/remove`)
 * that work without JavaScript; hydrated, they call the cart API and the totals follow.
 */
function Coupons({
  cart,
  crumb,
  busy,
  onAdd,
  onRemove,
}: {
  cart: CartLines;
  crumb: string;
  busy: boolean;
  onAdd: (code: string) => Promise<boolean>;
  onRemove: (code: string) => void;
}): ReactElement {
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('code') as HTMLInputElement | null;
    const code = input?.value.trim() ?? '';
    if (code === '') return;
    void onAdd(code).then((ok) => {
      if (ok) form.reset();
    });
  };
  return (
    <div className="cart__coupons">
      <form className="cart__coupon-form" method="post" action={CART_COUPON_PATHS.apply} onSubmit={submit}>
        <input type="hidden" name="crumb" value={crumb} />
        <label className="field__sublabel" htmlFor={inputId}>
          Coupon code
        </label>
        <div className="cart__coupon-row">
          <input className="input" id={inputId} name="code" autoComplete="off" required maxLength={64} />
          <button className="button button--small button--secondary" type="submit" disabled={busy}>
            Apply
          </button>
        </div>
      </form>
      {cart.validCoupons.length + cart.invalidCoupons.length > 0 ? (
        <ul className="cart__coupon-list" aria-label="Coupons">
          {cart.validCoupons.map((code) => (
            <CouponRow
              key={`valid-${code}`}
              code={code}
              invalid={false}
              crumb={crumb}
              busy={busy}
              onRemove={onRemove}
            />
          ))}
          {cart.invalidCoupons.map((code) => (
            <CouponRow
              key={`invalid-${code}`}
              code={code}
              invalid
              crumb={crumb}
              busy={busy}
              onRemove={onRemove}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export { removeFromCartData };

/**
 * The cart page. Each entry's quantity and remove forms post to the cart's form paths without
 * JavaScript; with it they call the cart API, the totals follow, the pill and other tabs are told,
 * failures show SPEC §8's cart strings, and what changed is announced.
 */
export function CartPage(props: CartPageProps): ReactElement {
  const { cart, details, alert, announcement, busy, change, take, setAlert, api } = useCart(props);
  const { track } = useIslandServices();
  const removed = (next: CartLines, line: CartLine) =>
    track?.('CommerceShopping_RemoveFromCart', removeFromCartData(next.id ?? cart.id, line));
  const list = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const { locale } = props;

  const onQuantity = (line: CartLine, quantity: string) =>
    change(
      line.id,
      CART_FAILURE_TITLES.quantity,
      () => api.setQuantity(line.id, quantity),
      (next) => {
        const now = next.lines.find((entry) => entry.id === line.id)?.quantity;
        if (now === undefined) removed(next, line);
        return now === undefined
          ? `${line.title} removed from your cart.`
          : `Quantity of ${line.title} is now ${now}.`;
      },
    );
  const onRemove = (line: CartLine) => {
    void change(
      line.id,
      CART_FAILURE_TITLES.remove,
      () => api.remove(line.id),
      (next) => {
        removed(next, line);
        return `${line.title} removed from your cart.`;
      },
    ).then((ok) => {
      if (ok) list.current?.focus();
    });
  };
  const onAddCoupon = (code: string) =>
    change(
      'coupon',
      'Unable to apply coupon',
      () => api.addCoupon(code),
      () => `Coupon ${code} applied.`,
    );
  const onRemoveCoupon = (code: string) =>
    void change(
      'coupon',
      'Unable to remove coupon',
      () => api.removeCoupon(code),
      () => `Coupon ${code} removed.`,
    );
  const onAdded = useCallback(
    (next: unknown) => {
      take(next);
    },
    [take],
  );
  const onError = useCallback((title: string, message: string) => setAlert({ title, message }), [setAlert]);

  return (
    <div className="cart-page">
      <div className="notice notice--error" role="alert" hidden={alert === undefined}>
        {alert?.title ? <strong className="notice__title">{alert.title}</strong> : null}
        {alert?.title ? ' ' : null}
        {alert?.message}
      </div>
      <div ref={list} tabIndex={-1} className="cart-page__body" aria-label="Cart contents">
        {cart.lines.length === 0 ? (
          <div className="empty-state empty-state--cart">
            <p>Your cart is empty.</p>
            <p>
              <a className="button button--primary" href={props.continueShoppingUrl}>
                Continue shopping
              </a>
            </p>
          </div>
        ) : (
          <div className="cart">
            <ul className="cart__entries" aria-label="Items in your cart">
              {cart.lines.map((line) => (
                <EntryRow
                  key={line.id}
                  line={line}
                  currency={cart.currency}
                  locale={locale}
                  crumb={props.crumb}
                  busy={busy === line.id}
                  form={props.forms[line.itemId]}
                  details={details[line.id]}
                  onQuantity={onQuantity}
                  onRemove={onRemove}
                />
              ))}
            </ul>
            <aside className="cart__summary" aria-labelledby={summaryId}>
              <h2 className="cart__summary-title" id={summaryId}>
                Order summary
              </h2>
              <Totals cart={cart} locale={locale} />
              <Coupons
                cart={cart}
                crumb={props.crumb}
                busy={busy === 'coupon'}
                onAdd={onAddCoupon}
                onRemove={onRemoveCoupon}
              />
              <p>
                <a className="button button--primary button--wide" href={props.checkoutUrl}>
                  Checkout
                </a>
              </p>
              <p className="cart__continue">
                <a href={props.continueShoppingUrl}>Continue shopping</a>
              </p>
            </aside>
          </div>
        )}
      </div>
      <AlsoBought products={props.alsoBought} locale={locale} onAdded={onAdded} onError={onError} />
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}

/** The cart-page island: `{@|island cart-page}` on the cart page. */
export const island: IslandDefinition<CartPageProps> = { component: CartPage, props: cartPageProps };
