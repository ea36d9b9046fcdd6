// Issue 29 acceptance 4 in Chromium against the real server: the owner uploads a small theme with one tweak of each type (fixtures/themes/tweaks-fixture) and makes it live; in the Theme styles panel a dropdown tweak changes the preview's <body> class and the computed style the theme's CSS gives it, and a colour tweak restyles the preview through the recompiled stylesheet, both before saving (the visitor's page unchanged until Save).
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { TWEAKS_FIXTURE } from '../theme-platform/theme-dirs.js';
import { folderFiles, zipOf } from '../theme-platform/theme-zips.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();

/** What the fixture's header looks like in a page: the body's tweak classes, its alignment and border colour. */
interface HeaderLook {
  tweakClasses: string[];
  textAlign: string | null;
  borderColor: string | null;
}

const lookScript = (): HeaderLook => {
  const header = document.querySelector('.site-header');
  const style = header === null ? null : getComputedStyle(header);
  return {
    tweakClasses: [...document.body.classList].filter((name) => name.startsWith('tweak-')),
    textAlign: style?.textAlign ?? null,
    borderColor: style?.borderBottomColor ?? null,
  };
};

/** The header as the editor's preview frame shows it. */
const previewLook = (frame: FrameLocator): Promise<HeaderLook> => frame.locator('body').evaluate(lookScript);

/** The header as a visitor's new page view shows it. */
async function visitorLook(tab: Page): Promise<HeaderLook> {
  const response = await tab.goto(suite.url('/'));
  expect(response?.status()).toBe(200);
  return tab.evaluate(lookScript);
}

const DEFAULT_LOOK: HeaderLook = {
  tweakClasses: ['tweak-header-layout-left'],
  textAlign: 'left',
  borderColor: 'rgb(192, 57, 43)',
};

describe.skipIf(!hasChromium)(`the Theme styles panel (${testDatabaseKind()})`, () => {
  it('previews a dropdown tweak as the body class and the style it selects, and a colour through the recompiled stylesheet, before saving', async () => {
    const context = await suite.newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab, problems } = await watchedTab(context);
    await signInToEditor(tab, suite.storefront.origin);
    await tab.getByRole('link', { name: 'Design' }).click();
    await tab.getByRole('navigation', { name: 'Design' }).getByRole('link', { name: 'Theme' }).click();
    await tab.getByRole('heading', { name: 'Theme', level: 1 }).waitFor();

    await tab.getByLabel('Upload a theme (.zip)').setInputFiles({
      name: 'tweaks-fixture.zip',
      mimeType: 'application/zip',
      buffer: await zipOf(folderFiles(TWEAKS_FIXTURE)),
    });
    await tab.locator('.alert__title', { hasText: /^Uploaded Tweaks Fixture/ }).waitFor();
    await tab.getByRole('button', { name: 'Use this theme (Tweaks Fixture)' }).click();
    await tab
      .getByRole('region', { name: 'Active theme' })
      .getByText(/The site shows Tweaks Fixture/)
      .waitFor();

    const frame = tab.frameLocator('iframe[title="Site preview"]');
    await expect.poll(() => previewLook(frame), { timeout: 20_000 }).toEqual(DEFAULT_LOOK);

    const form = tab.getByRole('form', { name: 'Theme tweaks' });
    await form.getByRole('group', { name: 'Header' }).waitFor();
    await form.getByRole('combobox', { name: 'Header Layout' }).selectOption('Centered');
    await expect
      .poll(() => previewLook(frame))
      .toEqual({ ...DEFAULT_LOOK, tweakClasses: ['tweak-header-layout-centered'], textAlign: 'center' });

    // A colour is in the stylesheet itself: the preview shows it compiled with the draft.
    const colour = form.getByRole('textbox', { name: 'Accent Colour', exact: true });
    await colour.fill('#112233');
    await expect
      .poll(() => previewLook(frame), { timeout: 20_000 })
      .toEqual({
        tweakClasses: ['tweak-header-layout-centered'],
        textAlign: 'center',
        borderColor: 'rgb(17, 34, 51)',
      });
    expect(await axeViolations(tab), 'the panel with a draft previewed').toEqual([]);

    // Nothing is saved yet: a visitor still sees the defaults.
    const visitor = await suite.newVisitor();
    const { tab: visitorTab } = await watchedTab(visitor);
    expect(await visitorLook(visitorTab)).toEqual(DEFAULT_LOOK);

    await form.getByRole('button', { name: 'Save tweaks' }).click();
    await tab.getByText('Tweaks saved. The site shows them now.').waitFor();
    expect(await visitorLook(visitorTab)).toEqual({
      tweakClasses: ['tweak-header-layout-centered'],
      textAlign: 'center',
      borderColor: 'rgb(17, 34, 51)',
    });
    // The preview, reloaded, shows the saved styles from the site's own stylesheet.
    await expect
      .poll(() => previewLook(frame), { timeout: 20_000 })
      .toEqual({
        tweakClasses: ['tweak-header-layout-centered'],
        textAlign: 'center',
        borderColor: 'rgb(17, 34, 51)',
      });

    // Known and harmless: the session check's 401 before signing in.
    expect(problems.filter((line) => !line.includes('401'))).toEqual([]);
  });
});
