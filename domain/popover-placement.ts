// Where the added-item popover sits (SPEC §2 "Product list pages", §9): near the visible cart, else the top right.

/** A box in viewport coordinates, as getBoundingClientRect gives it. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The popover's fixed position: distances from the viewport's top and right edges. */
export interface PopoverPlacement {
  top: number;
  right: number;
  /** Whether it sits under the cart (an arrow may point at it) or in the corner. */
  anchored: boolean;
}

/** SPEC §9: how long the popover stays up, and how often scrolling may move it. */
export const POPOVER_TIMING_MS = { visible: 3000, scrollThrottle: 100 } as const;

/** The gap between the popover and what it points at or the viewport's edges, in CSS pixels. */
export const POPOVER_MARGIN = 12;

/** The message of the popover (SPEC §2). */
export function addedItemMessage(productName: string): string {
  return `${productName} was added to your cart.`;
}

/** Whether a box can be seen in a viewport of `width` × `height`: not empty, and overlapping it. */
export function isBoxVisible(box: Box | undefined, width: number, height: number): box is Box {
  if (box === undefined || box.width <= 0 || box.height <= 0) return false;
  return box.top < height && box.top + box.height > 0 && box.left < width && box.left + box.width > 0;
}

/**
 * Under the first visible cart (header link or pill), right-aligned with it and kept inside the
 * viewport; at the top right corner when no cart is in view. A cart in the lower half of the
 * viewport (the floating pill) gets the popover above it instead.
 */
export function placePopover(
  carts: readonly (Box | undefined)[],
  viewport: { width: number; height: number },
  popover: { width: number; height: number },
): PopoverPlacement {
  const cart = carts.find((box) => isBoxVisible(box, viewport.width, viewport.height));
  if (cart === undefined) return { top: POPOVER_MARGIN, right: POPOVER_MARGIN, anchored: false };
  const maxRight = Math.max(POPOVER_MARGIN, viewport.width - popover.width - POPOVER_MARGIN);
  const right = clamp(viewport.width - (cart.left + cart.width), POPOVER_MARGIN, maxRight);
  const below = cart.top + cart.height + POPOVER_MARGIN;
  const lowerHalf = cart.top > viewport.height / 2;
  const top = lowerHalf ? cart.top - popover.height - POPOVER_MARGIN : below;
  const maxTop = Math.max(POPOVER_MARGIN, viewport.height - popover.height - POPOVER_MARGIN);
  return { top: clamp(top, POPOVER_MARGIN, maxTop), right, anchored: true };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * `fn` called at most once per `intervalMs`: the first call runs at once, later ones within the
 * interval are folded into one trailing call with the latest arguments. `cancel` drops a pending one.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  intervalMs: number,
  clock: {
    now(): number;
    setTimeout(run: () => void, ms: number): unknown;
    clearTimeout(handle: unknown): void;
  },
): ((...args: A) => void) & { cancel(): void } {
  let last = -Infinity;
  let pending: unknown;
  let latest: A | undefined;
  const run = () => {
    pending = undefined;
    last = clock.now();
    const args = latest as A;
    latest = undefined;
    fn(...args);
  };
  const throttled = (...args: A) => {
    latest = args;
    const wait = last + intervalMs - clock.now();
    if (wait <= 0 && pending === undefined) run();
    else pending ??= clock.setTimeout(run, Math.max(0, wait));
  };
  throttled.cancel = () => {
    if (pending !== undefined) clock.clearTimeout(pending);
    pending = undefined;
    latest = undefined;
  };
  return throttled;
}
