// Chromium for the browser suite: launched as the other e2e tests do, with tabs that record what went wrong on their pages.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The system Chromium the suite drives (it is skipped where there is none). */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Whether Chromium is installed. */
export const hasChromium = existsSync(CHROMIUM);

/** Launches headless Chromium; every context it makes starts with an empty profile (no cookies, no cache). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** A tab that records console errors and warnings and uncaught exceptions, each with the page it happened on. */
export interface WatchedTab {
  tab: Page;
  /** `<path>: <message>` for every console error or warning and every uncaught exception so far. */
  problems: string[];
}

/** Opens a new tab in `context` that records its problems; the caller navigates it. */
export async function watchedTab(context: BrowserContext): Promise<WatchedTab> {
  const tab = await context.newPage();
  const problems: string[] = [];
  const where = () => new URL(tab.url()).pathname;
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${where()}: ${message.text()}`);
    }
  });
  tab.on('pageerror', (error) => problems.push(`${where()}: uncaught ${error.message}`));
  return { tab, problems };
}

/**
 * Resolves once the runtime has started (its add-to-cart code loaded where the page sells:
 * `<html data-tessera-runtime="ready">`) and the page's `<tessera-island>` markers have all hydrated, but those that wait to be
 * scrolled into view (`hydrate="visible"`) and are not in view, those that wait for a click
 * or the first interaction (`click`, `interaction`), and those that wait for a cart with items (`cart`) on a page rendered with an empty one.
 */
export async function islandsHydrated(tab: Page): Promise<void> {
  await tab.waitForFunction(
    () => {
      const inView = (marker: Element) =>
        Array.from(marker.children).some((child) => {
          const box = child.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && box.width + box.height > 0;
        });
      const markers = Array.from(document.querySelectorAll('tessera-island'));
      const emptyCart = document.body.getAttribute('data-cart-quantity') === '0';
      const expected = markers.filter((marker) => {
        const mode = marker.getAttribute('hydrate');
        if (mode === 'visible') return inView(marker);
        if (mode === 'cart') return !emptyCart;
        return mode !== 'click' && mode !== 'interaction';
      });
      const runtimeReady = document.documentElement.getAttribute('data-tessera-runtime') === 'ready';
      return (
        runtimeReady && markers.length > 0 && expected.every((marker) => marker.hasAttribute('hydrated'))
      );
    },
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Starts recording every text `selector`'s element shows from now on (a MutationObserver, so a
 * state that lasts a single frame is not missed); read it with {@link recordedTexts}.
 */
export async function recordTexts(tab: Page, selector: string): Promise<void> {
  await tab.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (element === null) throw new Error(`recordTexts: nothing matches ${sel}`);
    const seen: string[] = [];
    (window as unknown as { __recordedTexts: string[] }).__recordedTexts = seen;
    new MutationObserver(() => {
      const text = (element.textContent ?? '').trim();
      if (seen[seen.length - 1] !== text) seen.push(text);
    }).observe(element, { childList: true, characterData: true, subtree: true });
  }, selector);
}

/** The texts recorded since {@link recordTexts}, in order, without repeats. */
export function recordedTexts(tab: Page): Promise<string[]> {
  return tab.evaluate(() => [...(window as unknown as { __recordedTexts: string[] }).__recordedTexts]);
}
