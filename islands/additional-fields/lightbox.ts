// The modal lightbox's placement (SPEC §9): re-measured 100 ms after the window stops resizing, 50 px from the top when taller than the window.

/** SPEC §9: how long after the last resize the lightbox is placed again. */
export const LIGHTBOX_RESIZE_TIMEOUT_MS = 100;

/** SPEC §9: the lightbox's top margin when it is taller than the window. */
export const LIGHTBOX_TALL_MARGIN_TOP = 50;

/** The top margin that centres a lightbox of `height` in a window of `windowHeight`, or 50 when it does not fit. */
export function lightboxMarginTop(height: number, windowHeight: number): number {
  if (height > windowHeight) return LIGHTBOX_TALL_MARGIN_TOP;
  return Math.max(0, Math.round((windowHeight - height) / 2));
}

/**
 * Calls `place` now and again {@link LIGHTBOX_RESIZE_TIMEOUT_MS} after the last of a run of
 * resizes (`subscribe` adds the resize listener and returns its removal). Returns the stop function.
 */
export function placeOnResize(
  place: () => void,
  subscribe: (listener: () => void) => () => void,
  timers: { set(run: () => void, ms: number): unknown; clear(handle: unknown): void },
): () => void {
  let pending: unknown;
  place();
  const unsubscribe = subscribe(() => {
    if (pending !== undefined) timers.clear(pending);
    pending = timers.set(() => {
      pending = undefined;
      place();
    }, LIGHTBOX_RESIZE_TIMEOUT_MS);
  });
  return () => {
    if (pending !== undefined) timers.clear(pending);
    unsubscribe();
  };
}
