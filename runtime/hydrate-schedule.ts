// When a marker hydrates: now (load), when the main thread is idle (idle), or in view (visible).
import type { HydrateMode } from '../islands/island-definition.js';

/** How long `idle` waits at most for an idle moment, in ms. */
const IDLE_TIMEOUT_MS = 2000;
/** Browsers without requestIdleCallback wait this long instead, in ms. */
const IDLE_FALLBACK_MS = 200;
/** `visible` starts a little before the island scrolls into view. */
const VISIBLE_ROOT_MARGIN = '200px';

/**
 * Runs `hydrate` once, at the moment `mode` asks for. `visible` watches the marker's child
 * elements (the marker itself has `display: contents` and no box); a marker without element
 * children, or a browser without IntersectionObserver, hydrates at once.
 */
export function scheduleHydration(mode: HydrateMode, marker: Element, hydrate: () => void): void {
  if (mode === 'idle') {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(hydrate, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(hydrate, IDLE_FALLBACK_MS);
    return;
  }
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
