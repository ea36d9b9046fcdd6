// Visitor tracking in real Chromium against the real server: a page view sets the visitor cookies by beacon after load and is stored; a 404 and a Global Privacy Control browser set none.
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { trackingSinkFor } from '../../server/tracking/event-writer.js';
import { hasChromium } from '../e2e/browser.js';
import { useBrowserSuite } from '../e2e/browser-suite.js';
import { testDatabaseKind } from '../support/test-database.js';

const suite = useBrowserSuite();
const RECORD = /^[\w-]+\|(\d+)\|\1\|\1\|1$/;

async function pageViewsOf(visitorId: string | null): Promise<string[]> {
  await trackingSinkFor(suite.storefront.knex).flush();
  const rows = (await suite.storefront
    .knex(TABLES.trackingEvents)
    .where({ event_type: 'page-view', visitor_id: visitorId })
    .select('page_path')) as { page_path: string }[];
  return rows.map((row) => row.page_path);
}

describe.skipIf(!hasChromium)(`visitor tracking in Chromium (${testDatabaseKind()})`, () => {
  it('a new visitor’s page view sets a new visitor record and a visit, and is stored under them', async () => {
    const context = await suite.newVisitor();
    const tab = await context.newPage();
    const hit = tab.waitForResponse((res) => res.url().endsWith('/api/census/RecordHit'));
    await suite.visit(tab, '/');
    expect((await hit).status()).toBe(204);
    const cookies = await context.cookies(suite.storefront.origin);
    const record = cookies.find((cookie) => cookie.name === 'ss_cvr');
    expect(record?.value).toMatch(RECORD);
    const visit = cookies.find((cookie) => cookie.name === 'ss_cvisit');
    expect(visit?.value).toBe(RECORD.exec(record?.value ?? '')?.[1]);
    expect(await pageViewsOf(record?.value.split('|')[0] ?? '')).toEqual(['/']);
  });

  it('a not-found page posts nothing; a browser with Global Privacy Control gets no census cookie', async () => {
    const context = await suite.newVisitor({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
    const tab = await context.newPage();
    const posts: string[] = [];
    tab.on('request', (req) => {
      if (req.url().includes('/api/census/')) posts.push(req.url());
    });
    const missing = await tab.goto(suite.url('/no-such-page'));
    expect(missing?.status()).toBe(404);
    const hit = tab.waitForResponse((res) => res.url().endsWith('/api/census/RecordHit'));
    await suite.visit(tab, '/');
    expect((await hit).status()).toBe(204);
    // One page view, from the home page (its buttons may post their renders); none from the 404.
    expect(posts.filter((url) => url.endsWith('/api/census/RecordHit'))).toHaveLength(1);
    expect(posts.filter((url) => !/\/api\/census\/(RecordHit|button-render)$/.test(url))).toEqual([]);
    const names = (await context.cookies(suite.storefront.origin)).map((cookie) => cookie.name);
    expect(names.filter((name) => name.startsWith('ss_c'))).toEqual([]);
  });
});
