// GET /api/owner/navigation's `offered`: the menus the editor lets the owner edit, the live theme's navigations first (the built-in theme's main and footer menus; an uploaded theme's own), then the other saved menus, and a theme navigation's menu saved under the name the theme reads.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../security/test-browser.js';
import { testDatabaseKind } from '../support/test-database.js';
import { PLATFORM_FIXTURE } from '../theme-platform/theme-dirs.js';
import { folderFiles, zipOf } from '../theme-platform/theme-zips.js';
import { setUpOwnerSuite, visitorGet } from './owner-app.js';
import { uploadAs } from './upload-as.js';

let app: Express;
let owner: TestBrowser;

setUpOwnerSuite((suite) => {
  ({ app, owner } = suite);
});

async function offered(): Promise<{ name: string; title: string; shown: boolean }[]> {
  const res = await owner.send('GET', '/api/owner/navigation');
  expect(res.status).toBe(200);
  return res.body.offered;
}

describe(`the menus offered to edit (${testDatabaseKind()})`, () => {
  it("offers the built-in theme's main and footer menus first, then a saved menu it does not show", async () => {
    const saved = await owner.send('PUT', '/api/owner/navigation/sidebar', {
      body: { items: [{ externalLink: 'https://example.org/press', items: [] }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const menus = await offered();
    expect(menus.slice(0, 2)).toEqual([
      { name: 'main', title: 'Main navigation', shown: true },
      { name: 'footer', title: 'Footer navigation', shown: true },
    ]);
    expect(menus).toContainEqual({ name: 'sidebar', title: 'sidebar', shown: false });
  });

  it("offers an uploaded theme's navigations by the menu each reads, and its footer shows the menu saved under that name", async () => {
    const zip = await zipOf(folderFiles(PLATFORM_FIXTURE));
    const upload = await uploadAs(
      app,
      owner,
      { data: zip, filename: 'fixture.zip', contentType: 'application/zip' },
      'theme',
      '/api/owner/themes',
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const active = await owner.send('PUT', '/api/owner/themes/active', {
      body: { themeId: upload.body.theme.id },
    });
    expect(active.status).toBe(200);

    const menus = await offered();
    // template.conf: "Main Navigation" (mainNavigation) and "Footer Navigation" (footerNavigation).
    expect(menus.slice(0, 2)).toEqual([
      { name: 'main', title: 'Main Navigation', shown: true },
      { name: 'footer', title: 'Footer Navigation', shown: true },
    ]);

    const footer = await owner.send('PUT', `/api/owner/navigation/${menus[1].name}`, {
      body: { items: [{ externalLink: 'https://example.org/footer-only', items: [] }] },
    });
    expect(footer.status, JSON.stringify(footer.body)).toBe(200);
    const page = await visitorGet(app, '/');
    expect(page.status).toBe(200);
    const footerNav = /<nav class="footer-nav"[\s\S]*?<\/nav>/.exec(page.text)?.[0] ?? '';
    expect(footerNav).toContain('https://example.org/footer-only');
  });
});
