// Every editor screen of the Commerce, Design (with header and footer, languages, theme), Data tables, Mailing lists, Automation and Settings areas and the profile in Chromium, loaded with the demo store's data: axe-core finds no serious or critical violation on any of them, nor in their main dialogs.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();

interface Screen {
  /** The address under /config. */
  path: string;
  /** The screen's level-1 heading. */
  heading: string;
  /** A button that opens the screen's main dialog, and the dialog's name. */
  dialog?: { button: string; name: string };
}

const SCREENS: readonly Screen[] = [
  { path: '/commerce/products', heading: 'Products' },
  { path: '/commerce/orders', heading: 'Orders' },
  { path: '/commerce/inventory', heading: 'Inventory' },
  { path: '/commerce/restock', heading: 'Restock sign-ups' },
  { path: '/commerce/reviews', heading: 'Reviews' },
  { path: '/commerce/donations', heading: 'Donations' },
  { path: '/commerce/coupons', heading: 'Coupons', dialog: { button: 'Add coupon', name: 'Add coupon' } },
  {
    path: '/commerce/shipping',
    heading: 'Shipping options',
    dialog: { button: 'Add shipping option', name: 'Add shipping option' },
  },
  { path: '/commerce/taxes', heading: 'Tax rules', dialog: { button: 'Add tax rule', name: 'Add tax rule' } },
  { path: '/commerce/settings', heading: 'Store settings' },
  { path: '/commerce/merchandising', heading: 'Merchandising' },
  { path: '/design', heading: 'Design' },
  { path: '/design/header-footer', heading: 'Header & footer' },
  { path: '/design/languages', heading: 'Languages' },
  { path: '/design/theme', heading: 'Theme' },
  { path: '/data-tables', heading: 'Data tables' },
  { path: '/mailing-lists', heading: 'Mailing lists' },
  { path: '/mailing-lists/campaigns', heading: 'Mailing lists' },
  { path: '/automation', heading: 'Automation', dialog: { button: 'Add webhook', name: 'Add a webhook' } },
  {
    path: '/settings/api-keys',
    heading: 'API keys',
    dialog: { button: 'Create API key', name: 'Create an API key' },
  },
  { path: '/forms', heading: 'Forms' },
  { path: '/forms/new', heading: 'New form' },
  { path: '/forms/submissions', heading: 'Form submissions' },
  { path: '/analytics', heading: 'Analytics' },
  { path: '/settings/site', heading: 'Site settings' },
  { path: '/settings/tracking', heading: 'Tracking settings' },
  { path: '/settings/sharing', heading: 'Sharing' },
  { path: '/settings/newsletter-popup', heading: 'Newsletter popup' },
  { path: '/comments', heading: 'Comments' },
  { path: '/commerce/mails', heading: 'Order mails' },
  { path: '/settings/sso', heading: 'Single sign-on' },
  { path: '/settings/bot-protection', heading: 'Bot protection' },
  {
    path: '/settings/members',
    heading: 'Members',
    dialog: { button: 'Invite someone', name: 'Invite someone' },
  },
  { path: '/profile', heading: 'Your profile' },
  { path: '/profile/two-factor', heading: 'Set up two-factor sign-in' },
];

/** Opens `screen` and waits until nothing on it is loading any more. */
async function open(tab: Page, screen: Screen): Promise<void> {
  await tab.goto(suite.url(`/config${screen.path}`));
  await tab.getByRole('heading', { name: screen.heading, level: 1, exact: true }).waitFor();
  await tab.waitForFunction(() => document.querySelector('main p.loading') === null);
}

describe.skipIf(!hasChromium)(`the editor's screens and axe-core (${testDatabaseKind()})`, () => {
  // Twenty-one screens, each loaded and checked: about a minute on a busy 2-core machine, past the suite's 60 s default.
  it('finds no serious violation on any Commerce, Design, Data tables, Mailing lists, Automation or Settings screen', async () => {
    const context = await suite.newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab } = await watchedTab(context);
    await signInToEditor(tab, suite.storefront.origin);
    const found: Record<string, string[]> = {};
    for (const screen of SCREENS) {
      await open(tab, screen);
      const violations = await axeViolations(tab);
      if (violations.length > 0) found[screen.path] = violations;
      if (screen.dialog !== undefined) {
        await tab.getByRole('button', { name: screen.dialog.button, exact: true }).first().click();
        await tab.getByRole('dialog', { name: screen.dialog.name }).waitFor();
        const inDialog = await axeViolations(tab);
        if (inDialog.length > 0) found[`${screen.path} (${screen.dialog.name})`] = inDialog;
      }
    }
    expect(found).toEqual({});
  }, 180_000);
});
