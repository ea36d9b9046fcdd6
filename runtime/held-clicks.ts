// Holds a visitor's click (or Enter or Space) on JavaScript-only controls made before the code that answers it has loaded, and replays the last one once it has.

/**
 * Until `loaded` settles, a click on an element matching `selector` inside `root`, or Enter or
 * Space on one that has the focus, is held (its default prevented, no other listener told). Once
 * `loaded` resolves, the last held element is clicked again, so its own handler answers; if it
 * rejects, nothing is replayed. The reference add-to-cart buttons need this: they are not in a
 * form, so a click before the add-to-cart code arrived did nothing at all.
 */
export function holdClicksUntil(root: Document, selector: string, loaded: Promise<unknown>): void {
  let held: HTMLElement | undefined;
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
    if (target === null) return;
    if (
      event instanceof KeyboardEvent &&
      ((event.key !== 'Enter' && event.key !== ' ') || event.target !== target)
    )
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  };
  root.addEventListener('click', hold, true);
  root.addEventListener('keydown', hold, true);
  const release = (replay: boolean) => {
    root.removeEventListener('click', hold, true);
    root.removeEventListener('keydown', hold, true);
    if (replay && held?.isConnected) held.click();
  };
  loaded.then(
    () => release(true),
    () => release(false),
  );
}
