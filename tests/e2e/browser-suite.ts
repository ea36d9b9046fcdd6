// What every storefront browser suite shares: the demo storefront and Chromium, started before its tests and closed after, and its visitors, URLs, page visits and crumbs.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { hasChromium, islandsHydrated, launchChromium } from './browser.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { startStorefront, type Storefront } from './storefront-server.js';

/** What a suite asks of its storefront. */
export interface BrowserSuiteOptions {
  /** Deliver the server's mail to a real SMTP server on loopback (`suite.mail`) instead of leaving it queued. */
  smtp?: boolean;
}

/** A suite's storefront and browser, and the helpers its tests use. */
export interface BrowserSuite {
  /** The running demo storefront (started in beforeAll). */
  readonly storefront: Storefront;
  /** Chromium (launched in beforeAll). */
  readonly browser: Browser;
  /** The SMTP server the storefront delivers to (only with `{ smtp: true }`). */
  readonly mail: SmtpSink;
  /** A new browser profile (a visitor with no cookies), closed with the suite. */
  newVisitor(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** The storefront's absolute URL of `path`. */
  url(path: string): string;
  /** Opens `path` in `tab`, expects 200 and, unless told not to, waits for its islands to hydrate. */
  visit(tab: Page, path: string, hydrated?: boolean): Promise<void>;
  /** The visitor's crumb cookie (set on the first page they load). */
  crumbOf(context: BrowserContext): Promise<string>;
}

/**
 * Registers the suite's beforeAll and afterAll (only where Chromium is installed, as the suites
 * skip themselves otherwise) and returns its helpers; call once at the top of a test file.
 */
export function useBrowserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  let storefront: Storefront | undefined;
  let browser: Browser | undefined;
  let mail: SmtpSink | undefined;
  const contexts: BrowserContext[] = [];
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The browser suite's ${what} has not started.`);
    return value;
  };
  if (hasChromium) {
    beforeAll(async () => {
      if (options.smtp === true) mail = await startSmtpSink();
      [storefront, browser] = await Promise.all([
        startStorefront(mail === undefined ? {} : { smtpUrl: mail.url }),
        launchChromium(),
      ]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all(contexts.map((context) => context.close()));
      await browser?.close();
      await storefront?.stop();
      await mail?.close();
    });
  }
  const suite: BrowserSuite = {
    get storefront() {
      return started(storefront, 'storefront');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get mail() {
      return started(mail, 'SMTP server');
    },
    async newVisitor(options = {}) {
      const context = await suite.browser.newContext(options);
      contexts.push(context);
      return context;
    },
    url: (path) => `${suite.storefront.origin}${path}`,
    async visit(tab, path, hydrated = true) {
      const response = await tab.goto(suite.url(path));
      expect(response?.status(), `GET ${path}`).toBe(200);
      if (hydrated) await islandsHydrated(tab);
    },
    async crumbOf(context) {
      const crumb = (await context.cookies(suite.storefront.origin)).find(
        (cookie) => cookie.name === 'crumb',
      );
      if (crumb === undefined) throw new Error('no crumb cookie');
      return crumb.value;
    },
  };
  return suite;
}
