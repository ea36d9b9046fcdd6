// The Design screen in Chromium against the real server: the owner changes the heading font and the accent colour, sees them in the preview before saving, publishes, and a visitor's page computes the new styles (axe on the screen).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor, url } = suite;

/** The accent and heading font a page computes, and whether its heading face (Lora) has loaded. Runs in the page. */
async function computedDesign(): Promise<{ accent: string; serif: string; loraLoaded: boolean }> {
  await document.fonts.ready;
  const root = getComputedStyle(document.documentElement);
  return {
    accent: root.getPropertyValue('--accent').trim(),
    serif: root.getPropertyValue('--serif').trim(),
    loraLoaded: [...document.fonts].some(
      (face) => face.family.replace(/"/g, '') === 'Lora' && face.status === 'loaded',
    ),
  };
}

async function visitorSees(tab: Page): Promise<{ accent: string; serif: string; loraLoaded: boolean }> {
  const response = await tab.goto(url('/'));
  expect(response?.status()).toBe(200);
  await tab.evaluate(() => {
    // Ask for the heading face, as a page with a heading set in it would.
    const probe = document.createElement('span');
    probe.textContent = 'Probe';
    probe.style.fontFamily = 'var(--serif)';
    probe.style.fontWeight = '700';
    document.body.append(probe);
  });
  return tab.evaluate(computedDesign);
}

describe.skipIf(!hasChromium)(`the Design screen (${testDatabaseKind()})`, () => {
  it('changes the heading font and accent colour, shows them in the preview, and publishes them to the live site', async () => {
    const visitor = await newVisitor();
    const { tab: visitorTab } = await watchedTab(visitor);
    const before = await visitorSees(visitorTab);
    expect(before.accent).toBe('#2f5d50');
    expect(before.serif).toMatch(/^"Fraunces"/);

    const context = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab, problems } = await watchedTab(context);
    await signInToEditor(tab, suite.storefront.origin);
    await tab.getByRole('link', { name: 'Design' }).click();
    await tab.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
    const preview = tab.frameLocator('iframe[title="Site preview"]');
    await preview.locator('body').waitFor();

    await tab.getByLabel('Search fonts').fill('lora');
    await tab.getByRole('button', { name: /^Lora/ }).click();
    await tab.getByRole('region', { name: 'Style guide: Lora' }).waitFor();
    expect(await axeViolations(tab), 'the fonts panel').toEqual([]);
    await tab.getByRole('button', { name: 'Use Lora for headings' }).click();

    await tab.getByRole('tab', { name: 'Colours' }).click();
    const accent = tab.getByRole('group', { name: 'Accent' });
    await accent.getByRole('textbox', { name: 'Hex' }).fill('#c0392b');
    expect(await axeViolations(tab), 'the colours panel').toEqual([]);

    // The preview shows the change before anything is saved; the live site does not.
    await expect
      .poll(() =>
        preview
          .locator('html')
          .evaluate((html) => getComputedStyle(html).getPropertyValue('--accent').trim()),
      )
      .toBe('#c0392b');
    expect(
      await preview.locator('html').evaluate((html) => getComputedStyle(html).getPropertyValue('--serif')),
    ).toMatch(/^'Lora'/);
    expect((await visitorSees(visitorTab)).accent).toBe('#2f5d50');

    await tab.getByRole('button', { name: 'Publish' }).click();
    await tab.getByText('The live site uses this design.').waitFor();

    const after = await visitorSees(visitorTab);
    expect(after.accent).toBe('#c0392b');
    expect(after.serif).toMatch(/^"Lora", "Lora Fallback"/);
    expect(after.loraLoaded).toBe(true);
    // Known and harmless: the session check's 401 before signing in. (react-colorful's own <style> is
    // allowed by its hash in the CSP: server/http/security-headers.ts.)
    const unexpected = problems.filter((problem) => !problem.includes('401'));
    expect(unexpected).toEqual([]);
  });
});
