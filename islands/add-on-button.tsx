// An add-on button (SPEC §4): a plus that adds one of a product, 'adding' while it does, a check once added, a plus again.
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { BUTTON_TIMING_MS } from '../domain/button-labels.js';
import { cartApi, CART_FAILURE_TITLES, failureText } from './cart-api.js';
import { useIslandServices } from './context.js';

/** The button's states, in the order one click goes through them. */
export type AddOnState = 'plus' | 'adding' | 'check';

function Icon({ state }: { state: AddOnState }): ReactElement {
  const path =
    state === 'check'
      ? 'M5 12.5l4.5 4.5L19 7.5'
      : state === 'adding'
        ? 'M12 4a8 8 0 1 0 8 8'
        : 'M12 5v14M5 12h14';
  return (
    <svg
      className={`tessera-add-on__icon tessera-add-on__icon--${state}`}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Adds one of `sku` to the cart. Its accessible name says what it does ('Add Brass Pocket Compass to
 * cart', then 'Adding…', then 'Added'); `onAdded` gets the new cart, `onError` the message.
 */
export function AddOnButton({
  itemId,
  sku,
  title,
  onAdded,
  onError,
}: {
  itemId: string;
  sku: string;
  title: string;
  onAdded: (cart: unknown) => void;
  onError: (title: string, message: string) => void;
}): ReactElement {
  const { api, cart } = useIslandServices();
  const [state, setState] = useState<AddOnState>('plus');
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const add = useCallback(async () => {
    if (state !== 'plus') return;
    setState('adding');
    try {
      const next = await cartApi(api).add(itemId, sku, 1);
      cart.update?.(next);
      onAdded(next);
      await wait(BUTTON_TIMING_MS.addedDelay);
      if (alive.current) setState('check');
      await wait(BUTTON_TIMING_MS.addedRevert);
    } catch (error) {
      onError(CART_FAILURE_TITLES.add, failureText(error, CART_FAILURE_TITLES.add));
      await wait(BUTTON_TIMING_MS.errorReset);
    }
    if (alive.current) setState('plus');
  }, [api, cart, itemId, sku, onAdded, onError, state]);

  const label =
    state === 'adding' ? 'Adding…' : state === 'check' ? `Added ${title}` : `Add ${title} to cart`;
  return (
    <button
      type="button"
      className={`tessera-add-on tessera-add-on--${state}`}
      aria-label={label}
      aria-disabled={state !== 'plus'}
      onClick={() => void add()}
    >
      <Icon state={state} />
    </button>
  );
}
