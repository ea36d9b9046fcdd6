// The added-item popover (SPEC §2 "Product list pages", §9): '{productName} was added to your cart.' near the visible cart, for 3 s, with the item's picture, options, price and a link to the cart.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import {
  POPOVER_TIMING_MS,
  addedItemMessage,
  placePopover,
  throttle,
  type Box,
  type PopoverPlacement,
} from '../domain/popover-placement.js';
import { CART_URL } from '../domain/cart-labels.js';
import type { AddedLine } from '../domain/cart-lines.js';
import type { IslandDefinition } from './island-definition.js';
import { Money } from './money.js';
import { ITEM_ADDED_EVENT, lastPageEvent, onPageEvent, type ItemAddedDetail } from './page-events.js';

/** The popover has nothing to render until something is added. */
export type AddedItemPopoverProps = Record<string, never>;

/** Where the carts a visitor can see are: the header's cart link, then the pill. */
const CART_SELECTORS = ['a:has([data-tessera-cart-count])', 'a.tessera-cart-pill__link'];

function cartBoxes(): (Box | undefined)[] {
  return CART_SELECTORS.map((selector) => {
    let element: Element | null = null;
    try {
      element = document.querySelector(selector);
    } catch {
      element = null;
    }
    if (element === null || element.closest('[hidden]') !== null) return undefined;
    const rect = element.getBoundingClientRect();
    return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
  });
}

const pageClock = {
  now: () => performance.now(),
  setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/**
 * The popover. It announces itself (role=status) without taking focus, closes on its close button
 * or 3000 ms after it opened, and moves with the page as it scrolls (at most every 100 ms), always
 * near the cart the visitor can see, or at the top right when none is in view.
 */
export function AddedItemPopover(): ReactElement {
  const [message, setMessage] = useState<string | undefined>();
  const [added, setAdded] = useState<AddedLine | undefined>();
  const [opened, setOpened] = useState(0);
  // Held open while the pointer or the focus is in it (the visitor is reaching for its link).
  const [held, setHeld] = useState(false);
  const [placement, setPlacement] = useState<PopoverPlacement | undefined>();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const show = (detail: ItemAddedDetail | undefined) => {
      if (typeof detail?.productName !== 'string') return;
      setMessage(addedItemMessage(detail.productName));
      setAdded(detail.added);
      setOpened((n) => n + 1);
    };
    // An add made before the popover hydrated (it waits for an idle moment) still shows while recent.
    const earlier = lastPageEvent<ItemAddedDetail>(ITEM_ADDED_EVENT);
    if (earlier?.sentAt !== undefined && performance.now() - earlier.sentAt < POPOVER_TIMING_MS.visible) {
      show(earlier);
    }
    return onPageEvent<ItemAddedDetail>(ITEM_ADDED_EVENT, show);
  }, []);

  const place = useCallback(() => {
    const element = box.current;
    if (element === null) return;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const size = { width: element.offsetWidth, height: element.offsetHeight };
    setPlacement(placePopover(cartBoxes(), viewport, size));
  }, []);

  useLayoutEffect(() => {
    if (message !== undefined) place();
  }, [message, opened, place]);

  useEffect(() => {
    if (message === undefined) return undefined;
    const timer = held
      ? undefined
      : window.setTimeout(() => setMessage(undefined), POPOVER_TIMING_MS.visible);
    const onScroll = throttle(place, POPOVER_TIMING_MS.scrollThrottle, pageClock);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.clearTimeout(timer);
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [message, opened, place, held]);

  const style =
    placement === undefined ? undefined : { top: `${placement.top}px`, right: `${placement.right}px` };
  return (
    <div className="tessera-popover-region">
      {/* Always present, so screen readers hear each message as it arrives. */}
      <p className="tessera-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {message ?? ''}
      </p>
      {message === undefined ? null : (
        <div
          ref={box}
          className="tessera-popover"
          data-anchored={placement?.anchored ? 'true' : 'false'}
          style={style}
          onPointerEnter={() => setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
          }}
        >
          <div className="tessera-popover__top">
            <p className="tessera-popover__message" aria-hidden="true">
              {message}
            </p>
            <button
              type="button"
              className="tessera-popover__close"
              aria-label="Close"
              onClick={() => {
                setMessage(undefined);
                setHeld(false);
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {added === undefined ? null : <AddedItem added={added} />}
          <a className="tessera-popover__cart" href={CART_URL}>
            View cart
          </a>
        </div>
      )}
    </div>
  );
}

/** The item just added: its picture, name, chosen options, quantity and price. */
function AddedItem({ added }: { added: AddedLine }): ReactElement {
  const { line, currency } = added;
  const locale = document.documentElement.lang || 'en-US';
  return (
    <div className="tessera-popover__item">
      {line.image === null ? (
        <span className="tessera-popover__image" aria-hidden="true" />
      ) : (
        <img
          className="tessera-popover__image"
          src={`${line.image.assetUrl}?format=300w`}
          alt={line.image.altText}
          width="56"
          height="56"
        />
      )}
      <div className="tessera-popover__text">
        <p className="tessera-popover__name">{line.title}</p>
        {line.variantDescription === '' ? null : (
          <p className="tessera-popover__variant">{line.variantDescription}</p>
        )}
        <p className="tessera-popover__price">
          {line.quantity > 1 ? `${line.quantity} × ` : null}
          <Money cents={line.purchasePriceCents} currency={currency} locale={locale} />
        </p>
      </div>
    </div>
  );
}

/** The added-item-popover island: `{cartSummary|island added-item-popover idle}`. */
export const island: IslandDefinition<AddedItemPopoverProps> = {
  component: AddedItemPopover,
  props: () => ({}),
};
