// Issue 33, finding 3 in Chromium: a theme's scripts/site.js on a page the signed-in admin views tries to make an API key with the admin's cookies and crumb, and to read the editor's owner token; it gets neither, while the editor itself (reloaded, so holding the token from its page) still saves.
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { PLATFORM_FIXTURE } from '../theme-platform/theme-dirs.js';
import { folderFiles, zipOf } from '../theme-platform/theme-zips.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();

/**
 * What a hostile theme script does on the site's pages: the owner API with the crumb it reads from
 * the cookie (a change and a read), the editor's page fetched and framed for its token; the outcome on `<body
 * data-probe>`.
 */
const PROBE = `(async () => {
  const crumb = decodeURIComponent((/(?:^|; )crumb=([^;]*)/.exec(document.cookie) || [])[1] || '');
  const result = {};
  const made = await fetch('/api/owner/api-keys', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Csrf-Token': crumb, 'X-Owner-Token': crumb },
    body: JSON.stringify({ name: 'leak', scopes: ['orders:read', 'members:read', 'webhooks:write'] }),
  });
  result.keyStatus = made.status;
  result.readStatus = (await fetch('/api/owner/members')).status;
  result.fetchedToken = (await (await fetch('/config')).text()).includes('tessera-owner-token');
  const frame = document.createElement('iframe');
  frame.src = '/config/settings/api-keys';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
  document.body.append(frame);
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  try {
    result.framedToken = frame.contentDocument?.querySelector('meta[name="tessera-owner-token"]') != null;
  } catch {
    result.framedToken = false;
  }
  document.body.dataset.probe = JSON.stringify(result);
})();
`;

describe.skipIf(!hasChromium)(`a theme script and the admin's authority (${testDatabaseKind()})`, () => {
  it('cannot make an API key or read the owner token from a page the admin views', async () => {
    const context = await suite.newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab } = await watchedTab(context);
    await signInToEditor(tab, suite.storefront.origin);
    // The editor reloaded: it now holds the owner token from its page, not from the sign-in.
    await tab.goto(suite.url('/config/design/theme'));
    await tab.getByRole('heading', { name: 'Theme', level: 1 }).waitFor();
    const zip = await zipOf({ ...folderFiles(PLATFORM_FIXTURE), 'scripts/site.js': PROBE });
    await tab
      .getByLabel('Upload a theme (.zip)')
      .setInputFiles({ name: 'probe.zip', mimeType: 'application/zip', buffer: zip });
    await tab.getByRole('button', { name: 'Use this theme (Platform Fixture)' }).click();
    await tab
      .getByRole('region', { name: 'Active theme' })
      .getByText(/The site shows Platform Fixture/)
      .waitFor();

    try {
      // The admin views the live site in a tab of the same browser, signed in.
      const site = await context.newPage();
      await site.goto(suite.url('/'));
      await site.locator('body[data-probe]').waitFor({ timeout: 20_000 });
      const probe = JSON.parse((await site.locator('body').getAttribute('data-probe')) ?? '{}');
      expect(probe).toEqual({ keyStatus: 403, readStatus: 403, fetchedToken: false, framedToken: false });

      // No key was made.
      const listed = await context.request.get(suite.url('/api/owner/api-keys'));
      expect(listed.status()).toBe(200);
      const names = ((await listed.json()) as { apiKeys: { name: string }[] }).apiKeys.map((key) => key.name);
      expect(names).not.toContain('leak');
    } finally {
      // The built-in theme again, for the suites after this one (the editor saves with its token).
      await tab.goto(suite.url('/config/design/theme'));
      await tab.getByRole('heading', { name: 'Theme', level: 1 }).waitFor();
      await tab.getByRole('button', { name: 'Use the built-in theme' }).click();
      await tab
        .getByRole('region', { name: 'Active theme' })
        .getByText(/The site shows the built-in theme/)
        .waitFor();
    }
  });
});
