// What the editor's browser suites share: the demo owner, signing in at /config, test pictures, and the site's main menu as a visitor sees it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { projectRoot } from '../../server/site/render/paths.js';

/** The demo's owner (fixtures/demo/owner.json). */
export const DEMO_OWNER = JSON.parse(
  readFileSync(join(projectRoot(), 'fixtures', 'demo', 'owner.json'), 'utf8'),
) as { email: string; password: string };

/**
 * Opens the editor's Pages screen, signs in on the sign-in screen it leads to and waits for the
 * Pages screen (the editor itself opens on Home; a link to a screen comes back to it after sign-in).
 */
export async function signInToEditor(
  tab: Page,
  origin: string,
  { email, password }: { email: string; password: string } = DEMO_OWNER,
): Promise<void> {
  await tab.goto(`${origin}/config/pages`);
  await tab.getByLabel('Email').fill(email);
  await tab.getByLabel('Password').fill(password);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await tab.waitForURL(/\/config\/pages/);
  await tab.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();
}

/** A small PNG picture of one colour, as an upload. */
export async function testPicture(
  name: string,
  colour: string,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The main menu's top-level link texts at `url`, as a visitor's browser shows them. */
export async function publicMenu(tab: Page, url: string): Promise<string[]> {
  const response = await tab.goto(url);
  expect(response?.status()).toBe(200);
  return tab
    .locator('nav.site-nav--wide > .site-nav__list > .nav-item > a.nav-link')
    .evaluateAll((links) => links.map((link) => (link.textContent ?? '').trim()));
}
