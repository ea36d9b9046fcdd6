// Which themes are being developed: their pages get the live-reload script, and their render errors reach the overlay.
import type { DevReload } from './dev-events.js';

const attached = new WeakMap<object, DevReload>();

/** Pages rendered with `theme` get `dev`'s script from now on; the function answered stops that. */
export function attachDevReload(theme: object, dev: DevReload): () => void {
  attached.set(theme, dev);
  return () => {
    if (attached.get(theme) === dev) attached.delete(theme);
  };
}

/**
 * `html` as rendered with `theme`: unchanged unless the theme is being developed (`tessera dev`);
 * then with the live-reload script, carrying the render's errors (`renderErrors`, formatted as
 * `tessera check` prints them; only asked for then) to the overlay.
 */
export function withDevScript(theme: object, html: string, renderErrors: () => string[]): string {
  const dev = attached.get(theme);
  return dev === undefined ? html : dev.inject(html, renderErrors());
}
