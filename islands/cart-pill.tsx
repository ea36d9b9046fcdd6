// The pill cart (SPEC §2): a floating link to the cart with the item count and subtotal, kept live.
import { useEffect, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import {
  CART_URL,
  cartCountText,
  cartIndicatorLabel,
  isCartEmpty,
  isPillCartVisible,
} from '../domain/cart-labels.js';
import { DEFAULT_CURRENCY } from '../domain/currencies.js';
import { formatSubtotal } from './cart-pill-money.js';
import { readCartSummary } from './cart-summary.js';
import { useLiveCart } from './context.js';
import { isInEditorFrame, setEditorFrameUrl } from './editor-frame.js';
import type { IslandDefinition, IslandEnvironment } from './island-definition.js';

/** The pill's props: the cart when the page was rendered, and the page's locale. */
export interface CartPillProps {
  readonly totalQuantity: number;
  /** Minor units of `currency`. */
  readonly subtotalCents: number;
  readonly currency: string;
  readonly locale: string;
}

/**
 * The props of `{cart|island cart-pill}`: the count, subtotal and currency of the cart (or cart
 * summary, SPEC §3) in the template's value; an empty USD cart when it says nothing.
 */
export function cartPillProps(value: unknown, env: IslandEnvironment): CartPillProps {
  const summary = readCartSummary(value);
  return {
    totalQuantity: summary?.totalQuantity ?? 0,
    subtotalCents: summary?.subtotalCents ?? 0,
    currency: summary?.currency ?? DEFAULT_CURRENCY,
    locale: env.locale,
  };
}

/** Text for the live region: empty at first, the new label each time the count changes after that. */
function useCountAnnouncement(count: number): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(count);
  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setAnnouncement(cartIndicatorLabel(count));
  }, [count]);
  return announcement;
}

function openCart(event: MouseEvent<HTMLAnchorElement>): void {
  if (!isInEditorFrame()) return;
  // In the editor's preview the frame is moved by the editor, so it keeps its own state.
  event.preventDefault();
  setEditorFrameUrl(CART_URL);
}

function BagIcon(): ReactElement {
  return (
    <svg
      className="tessera-cart-pill__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 7h12l1 13H5L6 7Zm3 0V6a3 3 0 0 1 6 0v1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The pill cart. It floats at the bottom of the page and shows only while the cart holds items;
 * its accessible name is the cart indicator label ('One item in cart', …) and its description the
 * subtotal. It follows the runtime's cart store, so adding to the cart updates it without a reload.
 * The root element is always rendered (empty carts hide the link), so hydration always matches.
 */
export function CartPill(props: CartPillProps): ReactElement {
  const live = useLiveCart();
  const count = live?.totalQuantity ?? props.totalQuantity;
  const subtotal = formatSubtotal(
    live?.subtotalCents ?? props.subtotalCents,
    live?.currency ?? props.currency,
    props.locale,
  );
  const announcement = useCountAnnouncement(count);
  return (
    <div className="tessera-cart-pill" data-empty={isCartEmpty(count) ? 'true' : 'false'}>
      <a
        className="tessera-cart-pill__link"
        href={CART_URL}
        hidden={!isPillCartVisible(count)}
        onClick={openCart}
      >
        {/* The name comes from the content, so it holds the visible subtotal too (WCAG 2.5.3). */}
        <span className="tessera-visually-hidden tessera-cart-pill__label">{cartIndicatorLabel(count)}</span>
        <BagIcon />
        <span className="tessera-cart-pill__count" aria-hidden="true">
          {cartCountText(count)}
        </span>
        <span className="tessera-cart-pill__subtotal">
          <span className="tessera-visually-hidden">Subtotal </span>
          {/* Intl's output differs between ICU versions (spaces, symbols): the server's text stands. */}
          <span suppressHydrationWarning>{subtotal}</span>
        </span>
      </a>
      <span className="tessera-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </div>
  );
}

/** The cart-pill island: `{cart|island cart-pill}`. */
export const island: IslandDefinition<CartPillProps> = { component: CartPill, props: cartPillProps };
