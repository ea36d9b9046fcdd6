// Which requests are served in development: their pages get the live-reload script, and their render errors reach the overlay.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import type { DevReload } from './dev-events.js';

/**
 * The live reload of the app serving the current request. Held per request, not per theme: a
 * theme is shared by every app of the process that renders its folder (tests run several), and
 * only the one started in development links the script.
 */
const current = new AsyncLocalStorage<DevReload>();

/** Middleware: everything rendered while answering the requests after it belongs to `dev`. */
export function devReloadScope(dev: DevReload): RequestHandler {
  return function inDevelopment(_req, _res, next) {
    current.run(dev, next);
  };
}

/**
 * A rendered page's `html`: unchanged unless it is rendered for an app in development (`tessera
 * dev`); then with the live-reload script, carrying the render's errors (`renderErrors`, formatted
 * as `tessera check` prints them; only asked for then) to the overlay.
 */
export function withDevScript(html: string, renderErrors: () => string[]): string {
  const dev = current.getStore();
  return dev === undefined ? html : dev.inject(html, renderErrors());
}
