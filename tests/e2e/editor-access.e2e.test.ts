// The editor in Chromium beyond building: a forgotten password, a session that ends mid-edit, the keyboard, axe on every screen, the preview's pill cart, and visitors loading no editor code.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import { TABLES } from '../../server/db/tables.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { demoProduct } from './demo-store.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor, url, crumbOf } = suite;

/** A new owner of the demo website (admin), so changing their password leaves the demo owner alone. */
async function newOwner(email: string, password: string): Promise<void> {
  const knex = suite.storefront.knex;
  const { id } = await createOwnerAccount(knex, { email, password });
  const website = (await knex(TABLES.websites).where({ is_default: true }).first('id')) as { id: string };
  await addMembership(knex, { websiteId: website.id, accountId: id, role: 1 });
}

/** The link of the newest password-reset mail to `email`. */
async function resetLink(email: string): Promise<string> {
  const mail = (await suite.storefront
    .knex(TABLES.mailOutbox)
    .where({ to_address: email, subject: 'Reset your Tessera password' })
    .orderBy('created_at', 'desc')
    .first('body_text')) as { body_text: string } | undefined;
  expect(mail, 'the reset mail is in the outbox').toBeDefined();
  const link = /https?:\/\/\S+\/config\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail!.body_text)?.[0];
  expect(link, mail!.body_text).toBeDefined();
  return link!;
}

/** axe on the tab as it is now, named for the message. */
async function expectAccessible(tab: Page, what: string): Promise<void> {
  expect(await axeViolations(tab), what).toEqual([]);
}

async function ownerTab(
  options: Parameters<typeof newVisitor>[0] = {},
): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await newVisitor({ viewport: { width: 1366, height: 900 }, ...options });
  const { tab } = await watchedTab(context);
  return { context, tab };
}

describe.skipIf(!hasChromium)(`the editor's access and accessibility (${testDatabaseKind()})`, () => {
  it('resets a forgotten password by the emailed link, which works once', async () => {
    await newOwner('forgetful@example.com', 'first password 1');
    const { tab } = await ownerTab();
    await tab.goto(url('/config/login'));
    await tab.getByRole('link', { name: 'Forgot your password?' }).click();
    // The screen's code loads on the way, and the sign-in screen (with its own Email field) stays until it has.
    await tab.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await tab.getByLabel('Email').fill('forgetful@example.com');
    await tab.getByRole('button', { name: 'Send the link' }).click();
    await tab.getByText(/we have sent it a link/).waitFor();

    const link = await resetLink('forgetful@example.com');
    await tab.goto(link.replace(/^https?:\/\/[^/]+/, suite.storefront.origin));
    await tab.getByLabel('New password', { exact: true }).fill('second password 2');
    await tab.getByLabel('New password again').fill('second password 2');
    await tab.getByRole('button', { name: 'Save the new password' }).click();
    await tab.getByText('Your password has been changed. Sign in with your new password.').waitFor();
    await signInToEditor(tab, suite.storefront.origin, {
      email: 'forgetful@example.com',
      password: 'second password 2',
    });

    const { tab: again } = await ownerTab();
    await again.goto(link.replace(/^https?:\/\/[^/]+/, suite.storefront.origin));
    await again.getByLabel('New password', { exact: true }).fill('third password 3');
    await again.getByLabel('New password again').fill('third password 3');
    await again.getByRole('button', { name: 'Save the new password' }).click();
    await again.getByText('This link has expired or has already been used. Ask for a new one.').waitFor();
  });

  it('asks to sign in again when the session ends mid-edit, and saves what was typed after', async () => {
    const { tab } = await ownerTab();
    await signInToEditor(tab, suite.storefront.origin);
    await tab.getByRole('button', { name: 'About', exact: true }).click();
    await tab.getByRole('button', { name: 'Add block' }).click();
    await tab.getByRole('menuitem', { name: 'Heading' }).click();
    // The session ends (expired, or signed out elsewhere) while the owner types.
    await suite.storefront.knex(TABLES.sessions).whereNotNull('owner_account_id').delete();
    await tab.getByLabel('Heading', { exact: true }).fill('Open every day but Monday');
    const dialog = tab.getByRole('dialog', { name: 'Session expired' });
    await dialog.waitFor();
    await dialog.getByLabel('Password').fill('tessera-demo');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(tab.getByLabel('Heading', { exact: true }).inputValue()).resolves.toBe(
      'Open every day but Monday',
    );
    await tab
      .getByRole('button', { name: /Save now|Try again/ })
      .first()
      .click();
    await tab.getByText('All changes saved').waitFor();
    // The page's blocks are a draft until published.
    await tab.getByRole('button', { name: 'Publish', exact: true }).click();
    await tab.getByText('Published', { exact: true }).first().waitFor();
    const visitor = await newVisitor();
    const { tab: visit } = await watchedTab(visitor);
    await visit.goto(url('/about'));
    await expect(visit.locator('main').textContent()).resolves.toContain('Open every day but Monday');
  });

  it('works by keyboard: signs in, opens each screen from the navigation, adds a page and moves it', async () => {
    const { tab } = await ownerTab();
    await tab.goto(url('/config/login'));
    await tab.getByLabel('Email').focus();
    await tab.keyboard.type('owner@tessera.test');
    await tab.keyboard.press('Tab');
    await tab.keyboard.type('tessera-demo');
    await tab.keyboard.press('Enter');
    // The editor opens on Home.
    await tab.getByRole('heading', { name: 'Home', level: 1 }).waitFor();

    for (const [link, heading] of [
      ['Files', 'Files'],
      ['Tags', 'Tags'],
      ['Pages', 'Pages'],
    ]) {
      await tab.getByRole('link', { name: link, exact: true }).focus();
      await tab.keyboard.press('Enter');
      await tab.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }

    // The tree is loaded (the screen may move focus while it loads).
    await tab.getByRole('button', { name: 'Drag Home' }).waitFor();
    await tab.getByRole('button', { name: 'Add page' }).focus();
    await tab.keyboard.press('Enter');
    // The menu is named by the button that opens it.
    await tab.getByRole('menu', { name: 'Add page' }).waitFor();
    await tab.keyboard.press('Enter');
    await tab.getByRole('dialog').getByLabel('Title').waitFor();
    await tab.keyboard.type('Keyboard Page');
    await tab.keyboard.press('Enter');
    await tab.waitForURL(/\/config\/pages\/[^/]+$/);
    // The new page's panel has loaded (it places focus as it opens).
    await tab.getByText('All changes saved').waitFor();
    // A new page joins the menu when it is first published.
    await tab.getByRole('button', { name: 'Publish', exact: true }).focus();
    await tab.keyboard.press('Enter');
    await tab.getByText('Published', { exact: true }).first().waitFor();

    await tab.getByRole('button', { name: 'Actions for Keyboard Page' }).focus();
    await tab.keyboard.press('Enter');
    await tab.getByRole('menuitem', { name: 'Move up' }).waitFor();
    await tab.keyboard.press('Enter');
    await tab.getByText('Navigation saved.').waitFor();
    const rows = await tab.locator('li[data-row-id]').allTextContents();
    const at = rows.findIndex((text) => text.includes('Keyboard Page'));
    expect(rows[at + 1]).toContain('Contact');
  });

  it('has no serious or critical axe violation on any editor screen or dialog', async () => {
    const { tab } = await ownerTab({ bypassCSP: true });
    await tab.goto(url('/config/login'));
    await tab.getByLabel('Email').waitFor();
    await expectAccessible(tab, 'sign-in');
    await tab.goto(url('/config/forgot-password'));
    await tab.getByLabel('Email').waitFor();
    await expectAccessible(tab, 'forgotten password');
    await tab.goto(url('/config/reset-password?token=abc'));
    await tab.getByLabel('New password again').waitFor();
    await expectAccessible(tab, 'new password');

    await signInToEditor(tab, suite.storefront.origin);
    await tab.getByRole('button', { name: 'Home', exact: true }).click();
    await tab.getByRole('button', { name: 'Add block' }).waitFor();
    await expectAccessible(tab, 'pages with the home page open');
    await tab.getByRole('button', { name: 'Add block' }).click();
    await tab.getByRole('menuitem', { name: 'Text', exact: true }).click();
    await tab.getByRole('textbox', { name: 'Text', exact: true }).waitFor();
    await expectAccessible(tab, 'a text block open');
    await tab.getByRole('button', { name: 'Add block' }).click();
    await tab.getByRole('menuitem', { name: 'Image' }).click();
    await tab.getByRole('button', { name: 'Choose image' }).click();
    const picker = tab.getByRole('dialog', { name: 'Choose the image' });
    await picker.getByRole('option').first().waitFor();
    await expectAccessible(tab, 'the file picker');
    // An image block left without its image would hold the owner on the page (it cannot be saved).
    await picker.getByRole('option').first().click();
    await picker.getByRole('button', { name: 'Choose' }).click();
    await tab.getByText('All changes saved').waitFor();
    await tab.getByRole('button', { name: 'Add page' }).click();
    await tab.getByRole('menuitem', { name: 'Blog' }).click();
    await tab.getByRole('dialog').getByLabel('Title').waitFor();
    await expectAccessible(tab, 'add page');
    await tab.keyboard.press('Escape');
    await tab.getByRole('button', { name: 'Actions for About' }).click();
    await tab.getByRole('menuitem', { name: 'Settings' }).click();
    await tab.getByRole('dialog').getByLabel('URL slug').waitFor();
    await expectAccessible(tab, 'page settings');
    await tab.keyboard.press('Escape');

    await tab.getByRole('button', { name: 'Journal', exact: true }).click();
    await tab.getByRole('link', { name: 'Manage posts' }).click();
    await tab.getByRole('table').waitFor();
    await expectAccessible(tab, 'the blog’s posts');
    await tab.getByRole('link', { name: 'New post' }).click();
    await tab.getByRole('textbox', { name: 'Body' }).waitFor();
    await expectAccessible(tab, 'a new post');
    await tab.goto(url('/config/pages'));
    await tab.getByRole('button', { name: 'Events', exact: true }).click();
    await tab.getByRole('link', { name: 'Manage events' }).click();
    await tab.getByRole('link', { name: 'New event' }).click();
    await tab.getByLabel('Start').waitFor();
    await expectAccessible(tab, 'a new event');
    await tab.goto(url('/config/pages'));
    await tab.getByRole('button', { name: 'Gallery', exact: true }).click();
    await tab.getByRole('link', { name: 'Manage images' }).click();
    await tab.getByRole('button', { name: 'Upload images' }).waitFor();
    await expectAccessible(tab, 'the gallery');

    await tab.getByRole('link', { name: 'Files', exact: true }).click();
    await tab.getByRole('table').waitFor();
    await expectAccessible(tab, 'files');
    await tab.getByRole('link', { name: 'Tags', exact: true }).click();
    await tab.getByRole('heading', { name: 'Tags', level: 1 }).waitFor();
    await expectAccessible(tab, 'tags');
  });

  it('moves the preview to the cart when its pill cart is pressed inside the editor frame', async () => {
    const { context, tab } = await ownerTab();
    await signInToEditor(tab, suite.storefront.origin);
    const skillet = demoProduct('cast-iron-skillet');
    const product = await context.request.get(url(skillet.path));
    const itemId = /name="itemId" value="([^"]+)"/.exec(await product.text())?.[1];
    const added = await context.request.post(url('/api/commerce/shopping-cart/entries'), {
      headers: { 'X-Csrf-Token': await crumbOf(context) },
      data: { itemId, sku: skillet.variants[0].sku, quantity: 1 },
    });
    expect(added.status()).toBe(200);
    await tab.reload();
    const frame = tab.frameLocator('iframe[title="Site preview"]');
    await frame.locator('tessera-island[name="cart-pill"] a').click();
    await expect.poll(() => tab.locator('iframe[title="Site preview"]').getAttribute('src')).toBe('/cart');
    await expect.poll(() => tab.frames().find((f) => f.url().endsWith('/cart')) !== undefined).toBe(true);
    expect(tab.url()).toMatch(/\/config\/pages/);
  });

  it('loads no editor code on visitor pages', async () => {
    const visitor = await newVisitor();
    const { tab } = await watchedTab(visitor);
    const requested: string[] = [];
    tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const path of ['/', '/shop', demoProduct('harbor-chore-coat').path, '/blog', '/about', '/cart']) {
      const response = await tab.goto(url(path));
      expect(response?.status(), path).toBe(200);
      await tab.waitForLoadState('networkidle');
    }
    expect(requested.filter((path) => path.startsWith('/config'))).toEqual([]);
    expect(requested.some((path) => path.startsWith('/assets/'))).toBe(true);
  });
});
