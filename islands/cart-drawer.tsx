// The cart drawer (SPEC §2, §3): the header's cart link opens the cart beside the page, with checkout and 'Customers also bought'.
import { useCallback, useEffect, useId, useState, type ReactElement } from 'react';
import { QUANTITY_LIMITS } from '../domain/quantity-rules.js';
import { DRAWER_TRIGGER } from './island-triggers.js';
import { cartLines, type CartLine, type CartLines } from '../domain/cart-lines.js';
import { CART_URL } from '../domain/cart-labels.js';
import { AlsoBought, readAlsoBought, type AlsoBoughtProduct } from './also-bought.js';
import { CART_FAILURE_TITLES, cartApi, failureText, removeFromCartData } from './cart-api.js';
import { useIslandServices, useLiveCart } from './context.js';
import type { IslandDefinition, IslandEnvironment } from './island-definition.js';
import { Money } from './money.js';
import { ModalDialog } from './modal-dialog.js';

export interface CartDrawerProps {
  alsoBought: AlsoBoughtProduct[];
  checkoutUrl: string;
  locale: string;
}

/** The props of `{@|island cart-drawer idle}`: the page's `customersAlsoBought`, when it has some. */
export function cartDrawerProps(value: unknown, env: IslandEnvironment): CartDrawerProps {
  const context = (value ?? {}) as Record<string, unknown>;
  return {
    alsoBought: readAlsoBought(context.customersAlsoBought),
    checkoutUrl: '/checkout',
    locale: env.locale,
  };
}

/** Opens on a plain click of a trigger link; the visitor's new-tab and new-window clicks still navigate. */
function useTrigger(open: () => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest(DRAWER_TRIGGER) : null;
      if (link === null) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('click', onClick);
    for (const link of Array.from(document.querySelectorAll(DRAWER_TRIGGER))) {
      link.setAttribute('aria-haspopup', 'dialog');
    }
    return () => document.removeEventListener('click', onClick);
  }, [open]);
}

/**
 * The drawer: a modal dialog listing the cart's entries (name, image, variant, quantity), the
 * subtotal, a checkout button and a link to the cart page, then 'Customers also bought'. The cart is
 * read each time it opens, and again while open when another tab changes it.
 */
export function CartDrawer(props: CartDrawerProps): ReactElement {
  const { api, cart: store, track } = useIslandServices();
  const [open, setOpen] = useState(false);
  const [cart, setCart] = useState<CartLines | undefined>();
  const [error, setError] = useState<string | undefined>();
  // The entry a change is under way for (its buttons wait), and what the last change did.
  const [busy, setBusy] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const titleId = useId();
  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);
  useTrigger(show);
  const live = useLiveCart();

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    cartApi(api)
      .get()
      .then((next) => {
        if (current) setCart(cartLines(next));
      })
      .catch((failure: unknown) => {
        if (current) setError(failureText(failure, 'Unable to load. Try again.'));
      });
    return () => {
      current = false;
    };
  }, [open, api, live]);

  const onAdded = useCallback(
    (next: unknown) => {
      store.update?.(next);
      setCart(cartLines(next));
    },
    [store],
  );
  const onError = useCallback((title: string, message: string) => setError(`${title}: ${message}`), []);

  /** Sets `line`'s quantity (0 removes it); the drawer, pill and other tabs follow, a refusal shows SPEC §8's title. */
  const changeQuantity = (line: CartLine, quantity: number) => {
    if (busy !== undefined || cart === undefined) return;
    const title = quantity === 0 ? CART_FAILURE_TITLES.remove : CART_FAILURE_TITLES.quantity;
    setBusy(line.id);
    setError(undefined);
    const call = quantity === 0 ? cartApi(api).remove(line.id) : cartApi(api).setQuantity(line.id, quantity);
    call
      .then((reply) => {
        store.update?.(reply);
        const next = cartLines(reply);
        setCart(next);
        const now = next.lines.find((entry) => entry.id === line.id)?.quantity;
        if (now === undefined) {
          track?.('CommerceShopping_RemoveFromCart', removeFromCartData(next.id ?? cart.id, line));
          setAnnouncement(`${line.title} removed from your cart.`);
        } else {
          setAnnouncement(`Quantity of ${line.title} is now ${now}.`);
        }
      })
      .catch((failure: unknown) => setError(`${title}: ${failureText(failure, 'Please try again.')}`))
      .finally(() => setBusy(undefined));
  };

  return (
    <ModalDialog
      open={open}
      close={close}
      titleId={titleId}
      modifier="tessera-modal--drawer"
      dialogClassName="tessera-drawer"
    >
      <div className="tessera-drawer__head">
        <h2 className="tessera-drawer__title" id={titleId}>
          Your cart
        </h2>
        <button type="button" className="tessera-drawer__close" aria-label="Close cart" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {error === undefined ? null : (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <p className="tessera-visually-hidden" role="status">
        {announcement}
      </p>
      <div className="tessera-drawer__body" aria-busy={(cart === undefined && open) || busy !== undefined}>
        {cart === undefined ? (
          <p className="tessera-drawer__loading">Loading your cart…</p>
        ) : cart.lines.length === 0 ? (
          <p className="tessera-drawer__empty">Your cart is empty.</p>
        ) : (
          <ul className="tessera-drawer__entries" aria-label="Items in your cart">
            {cart.lines.map((line) => (
              <DrawerEntry
                key={line.id}
                line={line}
                currency={cart.currency}
                locale={props.locale}
                busy={busy !== undefined}
                onQuantity={changeQuantity}
              />
            ))}
          </ul>
        )}
      </div>
      {cart !== undefined && cart.lines.length > 0 ? (
        <div className="tessera-drawer__foot">
          <p className="tessera-drawer__subtotal">
            <span>Subtotal</span>
            <Money cents={cart.subtotalCents} currency={cart.currency} locale={props.locale} />
          </p>
          <a className="button button--primary button--wide" href={props.checkoutUrl}>
            Checkout
          </a>
          <a className="tessera-drawer__view" href={CART_URL}>
            View cart
          </a>
        </div>
      ) : null}
      <AlsoBought
        products={props.alsoBought}
        locale={props.locale}
        onAdded={onAdded}
        onError={onError}
        shown={open}
      />
    </ModalDialog>
  );
}

/**
 * One entry: picture, name, options, a quantity stepper (− and +, from 1 to the stock or 9999) with
 * the count between, Remove, and the line's total.
 */
function DrawerEntry({
  line,
  currency,
  locale,
  busy,
  onQuantity,
}: {
  line: CartLine;
  currency: string;
  locale: string;
  busy: boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
}): ReactElement {
  const most = Math.min(line.maxQuantity, QUANTITY_LIMITS.max);
  return (
    <li className="tessera-drawer__entry">
      {line.image ? (
        <img
          className="tessera-drawer__image"
          src={`${line.image.assetUrl}?format=300w`}
          alt={line.image.altText}
          width="64"
          height="64"
        />
      ) : (
        <span className="tessera-drawer__image" aria-hidden="true" />
      )}
      <div className="tessera-drawer__entry-text">
        <p className="tessera-drawer__name">{line.title}</p>
        {line.variantDescription ? (
          <p className="tessera-drawer__variant">{line.variantDescription}</p>
        ) : null}
        <div className="tessera-drawer__controls">
          <div className="tessera-stepper" role="group" aria-label={`Quantity of ${line.title}`}>
            <button
              type="button"
              className="tessera-stepper__button"
              aria-label={`Decrease quantity of ${line.title}`}
              disabled={busy || line.quantity <= QUANTITY_LIMITS.min}
              onClick={() => onQuantity(line, line.quantity - 1)}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span className="tessera-stepper__count">{line.quantity}</span>
            <button
              type="button"
              className="tessera-stepper__button"
              aria-label={`Increase quantity of ${line.title}`}
              disabled={busy || line.quantity >= most}
              onClick={() => onQuantity(line, line.quantity + 1)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          <button
            type="button"
            className="tessera-drawer__remove"
            disabled={busy}
            onClick={() => onQuantity(line, 0)}
          >
            Remove<span className="tessera-visually-hidden"> {line.title}</span>
          </button>
        </div>
      </div>
      <Money cents={line.subTotalCents} currency={currency} locale={locale} />
    </li>
  );
}

/** The cart-drawer island. */
export const island: IslandDefinition<CartDrawerProps> = { component: CartDrawer, props: cartDrawerProps };
