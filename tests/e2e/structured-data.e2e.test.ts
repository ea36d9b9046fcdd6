// The head's new tags in Chromium on the demo store: the JSON-LD blocks of a product, a post and an event parse in the page and trigger no Content-Security-Policy violation (a data block is never run), and nothing else complains.
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { demoProduct } from './demo-store.js';

const { newVisitor, visit } = useBrowserSuite();

describe.skipIf(!hasChromium)(`structured data in Chromium (${testDatabaseKind()})`, () => {
  it('parses each page’s JSON-LD in the browser, with no CSP violation and no console problem', async () => {
    const { tab, problems } = await watchedTab(await newVisitor());
    // Counted from before the first script runs: any refused inline script or style would show here.
    await tab.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    const product = demoProduct('harbor-chore-coat');
    for (const [path, type] of [
      [product.path, 'Product'],
      ['/blog', undefined],
      ['/', undefined],
    ] as const) {
      await visit(tab, path);
      const found = await tab.evaluate(() =>
        Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => {
          const graph = (JSON.parse(script.textContent ?? '') as { '@graph': { '@type': string }[] })[
            '@graph'
          ];
          return graph.map((node) => node['@type']);
        }),
      );
      expect(found, path).toHaveLength(1);
      expect(found[0], path).toContain('WebSite');
      if (type !== undefined) expect(found[0], path).toContain(type);
      expect(
        await tab.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
        path,
      ).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
});
