// A product's own related products in Chromium (issue 31): the owner's chosen products below the product, in their order, as shop cards; nothing serious for axe and no sideways scrolling at 390 px.
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { demoProduct } from './demo-store.js';

const SKILLET = demoProduct('cast-iron-skillet');
const COAT = demoProduct('harbor-chore-coat');
const BLANKET = demoProduct('wool-camp-blanket');

const suite = useBrowserSuite();
const { newVisitor, visit } = suite;

describe.skipIf(!hasChromium)(`related products in Chromium (${testDatabaseKind()})`, () => {
  it('shows the chosen products under the product at 390 px, axe-clean and without sideways scrolling', async () => {
    const { knex } = suite.storefront;
    const website = await knex(TABLES.websites).where({ is_default: true }).first('id');
    const websiteId = website.id as string;
    const idOf = async (urlId: string) =>
      (
        (await knex(TABLES.contentItems).where({ website_id: websiteId, url_id: urlId }).first('id')) as {
          id: string;
        }
      ).id;
    const skillet = await idOf('cast-iron-skillet');
    const row = (await knex(TABLES.products)
      .where({ website_id: websiteId, id: skillet })
      .first('merchandising')) as {
      merchandising: Record<string, unknown> | null;
    };
    await knex(TABLES.products)
      .where({ website_id: websiteId, id: skillet })
      .update({
        merchandising: JSON.stringify({
          ...(row.merchandising ?? {}),
          relatedProductIds: [await idOf('wool-camp-blanket'), await idOf('harbor-chore-coat')],
        }),
      });
    invalidateSiteData(websiteId);

    const { tab, problems } = await watchedTab(await newVisitor({ viewport: { width: 390, height: 844 } }));
    await visit(tab, SKILLET.path);
    const section = tab.getByRole('region', { name: 'Related products' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual([
      'Related products',
      BLANKET.title,
      COAT.title,
    ]);
    expect(
      await tab.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    expect(await axeViolations(tab)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
