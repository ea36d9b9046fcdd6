// When a marker hydrates: now (load), when the main thread is idle (idle), in view (visible), once the cart has items (cart), on its trigger's first click (click), or at the visitor's first interaction (interaction).
import type { HydrateMode } from '../islands/island-definition.js';

/** How long `idle` waits at most for an idle moment, in ms. */
const IDLE_TIMEOUT_MS = 2000;
/** Browsers without requestIdleCallback wait this long instead, in ms. */
const IDLE_FALLBACK_MS = 200;
/** `visible` starts a little before the island scrolls into view. */
const VISIBLE_ROOT_MARGIN = '200px';

/** Marks a marker once its island is hydrated (for styles, tests and a replayed click). */
export const HYDRATED_ATTRIBUTE = 'hydrated';

/** What `cart` and `click` need to know of the page. */
export interface ScheduleContext {
  /** Whether the visitor's cart has items now, and a way to hear when that may have changed. */
  readonly cart?: { hasItems(): boolean; subscribe(listener: () => void): () => void };
  /** The selector of the links whose click opens the island (`click`). */
  readonly trigger?: string;
  /** Where trigger clicks are heard; the document. */
  readonly root?: Document;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Calls `then` once `marker` carries the hydrated attribute (at once if it does). */
function whenHydrated(marker: Element, then: () => void): void {
  if (marker.hasAttribute(HYDRATED_ATTRIBUTE)) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!marker.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    then();
  });
  observer.observe(marker, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}

/** `cart`: at once when the cart has items, else at the first change that gives it some. */
function onceCartHasItems(context: ScheduleContext, hydrate: () => void): void {
  const cart = context.cart;
  if (cart === undefined || cart.hasItems()) {
    hydrate();
    return;
  }
  const stop = cart.subscribe(() => {
    if (!cart.hasItems()) return;
    stop();
    hydrate();
  });
}

/**
 * `click`: the first plain click of a trigger link is held (no navigation), the island hydrates,
 * and the click is replayed on the same link once it has, so the island's own handler opens it.
 * A page without the trigger never hydrates the island.
 */
function onFirstTriggerClick(marker: Element, context: ScheduleContext, hydrate: () => void): void {
  const root = context.root ?? document;
  const trigger = context.trigger;
  if (trigger === undefined) {
    hydrate();
    return;
  }
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(trigger) : null;
    if (link === null) return;
    event.preventDefault();
    root.removeEventListener('click', onClick);
    whenHydrated(marker, () => link.click());
    hydrate();
  };
  root.addEventListener('click', onClick);
}

/**
 * What counts as the visitor's first interaction with the page: a mouse over it (so on a desktop
 * the islands are ready before the first click), a touch, a key, a focus or a change.
 */
const INTERACTION_EVENTS = [
  'pointerover',
  'pointerdown',
  'keydown',
  'focusin',
  'change',
  'touchstart',
] as const;
/** What a held click inside an island can be replayed on. */
const CLICKABLE = 'button, a[href], input[type="submit"], input[type="button"]';

/**
 * `interaction`: the first pointer, key, focus or change event anywhere on the page, or a change of
 * the cart, hydrates. A click inside the island that comes before its hydration is done is held (no
 * default, no other listener) and replayed on the same element once it is, so the first click is
 * never lost.
 */
function onFirstInteraction(marker: Element, context: ScheduleContext, hydrate: () => void): void {
  const root = context.root ?? document;
  let started = false;
  // A change of the cart (an add in another tab) may change what the island shows: the cart page
  // of a background tab follows it without waiting for the visitor to come back.
  const stopCart = context.cart?.subscribe(() => start());
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) root.removeEventListener(type, start, true);
    stopCart?.();
    hydrate();
  };
  for (const type of INTERACTION_EVENTS) root.addEventListener(type, start, { capture: true, passive: true });
  const holdClick = (event: Event) => {
    if (marker.hasAttribute(HYDRATED_ATTRIBUTE)) {
      marker.removeEventListener('click', holdClick, true);
      return;
    }
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKABLE) : null;
    if (target === null || !marker.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    start();
    whenHydrated(marker, () => target.click());
  };
  marker.addEventListener('click', holdClick, true);
}

/**
 * Runs `hydrate` once, at the moment `mode` asks for. `visible` watches the marker's child
 * elements (the marker itself has `display: contents` and no box); a marker without element
 * children, or a browser without IntersectionObserver, hydrates at once.
 */
export function scheduleHydration(
  mode: HydrateMode,
  marker: Element,
  hydrate: () => void,
  context: ScheduleContext = {},
): void {
  if (mode === 'idle') {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(hydrate, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(hydrate, IDLE_FALLBACK_MS);
    return;
  }
  if (mode === 'cart') return onceCartHasItems(context, hydrate);
  if (mode === 'click') return onFirstTriggerClick(marker, context, hydrate);
  if (mode === 'interaction') return onFirstInteraction(marker, context, hydrate);
  const targets = Array.from(marker.children);
  if (mode !== 'visible' || targets.length === 0 || typeof IntersectionObserver !== 'function') {
    hydrate();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      hydrate();
    },
    { rootMargin: VISIBLE_ROOT_MARGIN },
  );
  for (const target of targets) observer.observe(target);
}
