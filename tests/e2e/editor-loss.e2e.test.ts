// Issue 30 in Chromium against the real server and the demo store: a product with three pictures keeps all three after an edit of only its SEO title in the editor; leaving a changed product asks first; the click that opens "Add block" never adds a block; every editor screen at 390 px wide has no sideways scrolling and no serious axe finding, its navigation folded into a menu.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();

/** The demo product with three pictures (fixtures/demo/products.json). */
const BLANKET = 'wool-camp-blanket';

async function blanket(): Promise<{ id: string; media: { imageId?: string }[] }> {
  return (await suite.storefront
    .knex(TABLES.contentItems)
    .where({ url_id: BLANKET })
    .first('id', 'media')) as { id: string; media: { imageId?: string }[] };
}

/** Every editor screen (a product's editor among them) by its address under /config. */
const SCREENS = [
  '/',
  '/pages',
  '/design',
  '/design/header-footer',
  '/design/languages',
  '/design/theme',
  '/files',
  '/tags',
  '/data-tables',
  '/commerce/products',
  '/commerce/orders',
  '/commerce/inventory',
  '/commerce/restock',
  '/commerce/reviews',
  '/commerce/donations',
  '/commerce/mails',
  '/commerce/coupons',
  '/commerce/shipping',
  '/commerce/taxes',
  '/commerce/settings',
  '/commerce/merchandising',
  '/automation',
  '/mailing-lists',
  '/mailing-lists/campaigns',
  '/forms',
  '/forms/new',
  '/forms/submissions',
  '/comments',
  '/analytics',
  '/settings/site',
  '/settings/tracking',
  '/settings/sharing',
  '/settings/newsletter-popup',
  '/settings/sso',
  '/settings/url-mappings',
  '/settings/import',
  '/settings/export',
  '/settings/api-keys',
  '/settings/members',
  '/websites',
  '/profile',
  '/profile/two-factor',
];

/** The screens whose address names something of the demo: a page, the journal and one of its posts, a form, a product. */
async function screensOfDemoItems(): Promise<string[]> {
  const knex = suite.storefront.knex;
  const page = (await knex(TABLES.pages).where({ page_type: 2 }).first('id')) as { id: string };
  const journal = (await knex(TABLES.collections).where({ url_id: 'blog' }).first('id')) as { id: string };
  const post = (await knex(TABLES.contentItems).where({ collection_id: journal.id }).first('id')) as {
    id: string;
  };
  const form = (await knex(TABLES.forms).first('id')) as { id: string };
  return [
    `/pages/${page.id}`,
    `/collections/${journal.id}`,
    `/collections/${journal.id}/${post.id}`,
    `/forms/${form.id}`,
    `/commerce/products/${(await blanket()).id}`,
  ];
}

/** Opens `path` and waits until its heading shows and nothing on it is loading. */
async function open(tab: Page, path: string): Promise<void> {
  await tab.goto(suite.url(`/config${path}`));
  await tab.locator('main h1').first().waitFor();
  await tab.waitForFunction(() => document.querySelector('main p.loading') === null);
}

describe.skipIf(!hasChromium)(`issue 30: the editor loses no work (${testDatabaseKind()})`, () => {
  it('keeps the three pictures of a product whose SEO title alone is changed and saved', async () => {
    const before = await blanket();
    const pictures = before.media.map((entry) => entry.imageId);
    expect(pictures).toHaveLength(3);
    const { tab } = await watchedTab(await suite.newVisitor({ viewport: { width: 1366, height: 900 } }));
    await signInToEditor(tab, suite.storefront.origin);
    await tab.goto(suite.url(`/config/commerce/products/${before.id}`));
    const list = tab.getByRole('list', { name: 'Product pictures' });
    await expect.poll(() => list.getByRole('img').count()).toBe(3);
    await tab.getByLabel('SEO title', { exact: true }).fill('Wool Camp Blanket | Made in Maine');
    await tab.getByRole('button', { name: 'Save', exact: true }).click();
    await tab.getByText('Wool Camp Blanket was saved.').waitFor({ state: 'attached' });
    const after = await blanket();
    expect(after.media.map((entry) => entry.imageId)).toEqual(pictures);
  });

  it('asks "Leave without saving?" before leaving a product with changes not saved', async () => {
    const { id } = await blanket();
    const { tab } = await watchedTab(await suite.newVisitor({ viewport: { width: 1366, height: 900 } }));
    await signInToEditor(tab, suite.storefront.origin);
    await tab.goto(suite.url(`/config/commerce/products/${id}`));
    const title = tab.getByLabel('Title', { exact: true });
    await title.fill('Wool Camp Blanket, navy');
    const nav = tab.getByRole('navigation', { name: 'Editor' });
    await nav.getByRole('link', { name: 'Design' }).click();
    const question = tab.getByRole('alertdialog', { name: 'Leave without saving?' });
    await question.getByRole('button', { name: 'Stay on this screen' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('Wool Camp Blanket, navy');
    await nav.getByRole('link', { name: 'Design' }).click();
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await tab.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
    const stored = (await suite.storefront.knex(TABLES.contentItems).where({ id }).first('title')) as {
      title: string;
    };
    expect(stored.title).toBe('Wool Camp Blanket');
  });

  it('never adds a block with the click that opens "Add block"', async () => {
    const { tab } = await watchedTab(await suite.newVisitor({ viewport: { width: 1366, height: 700 } }));
    await signInToEditor(tab, suite.storefront.origin);
    // A page of blocks (PAGE_TYPE 2: a plain page) of the demo.
    const page = (await suite.storefront.knex(TABLES.pages).where({ page_type: 2 }).first('id')) as {
      id: string;
    };
    await tab.goto(suite.url(`/config/pages/${page.id}`));
    const button = tab.getByRole('button', { name: 'Add block' }).first();
    // Once the blocks editor is settled (a menu opened and closed by a plain click), the press itself.
    await button.click();
    await tab.getByRole('menu').waitFor();
    await tab.keyboard.press('Escape');
    await tab.getByRole('menu').waitFor({ state: 'detached' });
    const cards = tab.locator('[data-block-id]');
    const count = await cards.count();
    const box = (await button.boundingBox())!;
    await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await tab.mouse.down();
    // Wherever the menu opened, the release lands on the first of its items if one is under the pointer.
    const item = tab.getByRole('menuitem').first();
    if (await item.isVisible()) {
      const under = (await item.boundingBox())!;
      await tab.mouse.move(under.x + 8, under.y + under.height / 2);
    }
    await tab.mouse.up();
    await tab.getByRole('menu').waitFor();
    expect(await cards.count()).toBe(count);
    await tab.keyboard.press('Escape');
  });

  it('has no sideways scrolling and no serious axe finding on any editor screen at 390 px, the navigation folded into a menu', async () => {
    const { tab } = await watchedTab(await suite.newVisitor({ viewport: { width: 390, height: 844 } }));
    await signInToEditor(tab, suite.storefront.origin);
    const wide: Record<string, number> = {};
    const inaccessible: Record<string, string[]> = {};
    for (const path of [...SCREENS, ...(await screensOfDemoItems())]) {
      await open(tab, path);
      const width = await tab.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wide[path] = width;
      const violations = await axeViolations(tab);
      if (violations.length > 0) inaccessible[path] = violations;
    }
    expect(wide).toEqual({});
    expect(inaccessible).toEqual({});

    // The navigation opens from "Menu" and closes on the way to another screen.
    await open(tab, '/pages');
    const nav = tab.getByRole('navigation', { name: 'Editor' });
    await expect.poll(() => nav.getByRole('link', { name: 'Design' }).isVisible()).toBe(false);
    await tab.getByRole('button', { name: 'Menu' }).click();
    // Opened, it shows every group under its heading.
    await nav.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();
    await nav.getByRole('link', { name: 'Design' }).click();
    await tab.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Design' }).isVisible()).toBe(false);
  }, 600_000); // Some fifty screens, each loaded and checked by axe in turn.
});
