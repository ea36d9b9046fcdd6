// Issue 30, acceptance 1: an owner builds a three-section landing page (a hero on a picture with its focal point, three feature columns, a newsletter) only by clicking in the preview and the panel, with alt text on every picture; visitors see nothing until Publish; a later change is discarded; an earlier revision is restored; the live page is what the owner's preview shows at 1,440 and 390 px.
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor, testPicture } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor, url } = suite;

/** How long a poll waits for an autosave (1.5 s after the last change), a publish and the preview's reload. */
const SAVE = { timeout: 20_000 };

const ADDRESS = '/spring-sale';
const HERO_ALT = 'A baker pulling loaves from a wood-fired oven';
const FEATURE_ALT = 'Three sourdough loaves cooling on a rack';
const FIRST_HEADLINE = 'Fresh bread, every morning';
const DISCARDED_HEADLINE = 'Everything half price';
const SECOND_HEADLINE = 'Our spring menu is here';

/** Adds a section of `design` from the panel's "New section" choice. */
async function addSection(tab: Page, design: string): Promise<void> {
  await tab.getByRole('combobox', { name: 'New section' }).selectOption({ label: design });
  await tab.getByRole('button', { name: 'Add section' }).click();
  await tab.getByText(`${design} section added`).waitFor();
}

/** In an open file picker: uploads a new picture by clicking Upload, gives it alt text as asked, and chooses it. */
async function uploadAndChoose(tab: Page, picker: Locator, name: string, colour: string, alt: string) {
  const chooser = tab.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles(await testPicture(name, colour));
  await picker.getByRole('textbox', { name: `Alt text for ${name}` }).fill(alt);
  await picker.getByRole('button', { name: `Save alt text for ${name}` }).click();
  await picker.getByText(`Alt text saved: ${alt}`).waitFor();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await picker.waitFor({ state: 'detached' });
}

/** The preview's insert point labelled `label` nearest the top of `block` (each column has its own). */
async function insertPointAt(frame: FrameLocator, block: Locator, label: string): Promise<Locator> {
  const target = await block.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top };
  });
  const points = frame.getByRole('button', { name: label, exact: true });
  const centres = await points.evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }),
  );
  const distances = centres.map((centre) => Math.hypot(centre.x - target.x, centre.y - target.y));
  return points.nth(distances.indexOf(Math.min(...distances)));
}

/** Waits until the last edit is saved (the autosave's own status). */
async function saved(tab: Page): Promise<void> {
  await tab.getByText('All changes saved').waitFor(SAVE);
}

/** Changes the hero's headline by clicking it in the preview and typing in the panel's block settings. */
async function changeHeadline(tab: Page, frame: FrameLocator, from: string, to: string): Promise<void> {
  await frame.locator('[data-block-id]', { hasText: from }).click();
  const heading = tab.locator('.block-card--open').getByRole('textbox', { name: 'Heading' });
  await expect.poll(() => heading.inputValue()).toBe(from);
  await heading.fill(to);
  await saved(tab);
}

/** Publishes from the panel and waits for the state it announces. */
async function publish(tab: Page): Promise<void> {
  await tab.getByRole('button', { name: 'Publish', exact: true }).click();
  await tab.locator('.publish-bar__state').getByText('Published', { exact: true }).waitFor(SAVE);
}

/** The first heading of the page's first section (the hero), as `tab` shows it now. */
async function headlineAt(tab: Page, path: string): Promise<string> {
  await tab.goto(url(path));
  return (await tab.locator('[data-section-id]').first().locator('h2').first().textContent()) ?? '';
}

/** What a page of sections shows: each section's columns, their words, pictures and boxes. */
interface Outline {
  sections: {
    columns: {
      text: string;
      pictures: { alt: string; src: string }[];
      x: number;
      y: number;
      width: number;
    }[];
    background: string | null;
  }[];
  sidewaysScroll: number;
}

/** The outline of the page of sections in `tab` (a visitor's page or the owner's preview), pictures loaded. */
async function outline(tab: Page): Promise<Outline> {
  await tab.locator('[data-section-id]').first().waitFor();
  // Every picture at its final size (lazy pictures are asked to load), so boxes compare.
  await tab.evaluate(async () => {
    const pictures = [...document.querySelectorAll<HTMLImageElement>('.page-sections img')];
    for (const picture of pictures) picture.loading = 'eager';
    await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  });
  return tab.evaluate(() => ({
    sections: [...document.querySelectorAll<HTMLElement>('[data-section-id]')].map((section) => ({
      background: section.querySelector('img.page-section__image')?.getAttribute('src') ?? null,
      columns: [...section.querySelectorAll<HTMLElement>('.page-section__column')].map((column) => {
        const box = column.getBoundingClientRect();
        return {
          text: (column.innerText ?? '').replace(/\s+/g, ' ').trim(),
          pictures: [...column.querySelectorAll('img')].map((picture) => ({
            alt: picture.getAttribute('alt') ?? '',
            src: picture.getAttribute('src') ?? '',
          })),
          x: Math.round(box.x),
          y: Math.round(box.y + window.scrollY),
          width: Math.round(box.width),
        };
      }),
    })),
    sidewaysScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
}

describe.skipIf(!hasChromium)(
  `issue 30: a landing page built in the page builder (${testDatabaseKind()})`,
  () => {
    it('builds hero, features and newsletter by clicking, keeps them from visitors until Publish, discards, restores, and the live page matches the preview at 1,440 and 390 px', async () => {
      const owner = await newVisitor({ viewport: { width: 1440, height: 900 } });
      const { tab, problems } = await watchedTab(owner);
      await signInToEditor(tab, suite.storefront.origin);
      const visitor = await newVisitor({ viewport: { width: 1440, height: 900 } });
      const { tab: visit } = await watchedTab(visitor);

      // A blank page, out of sight until published.
      await tab.getByRole('button', { name: 'Add page' }).click();
      await tab.getByRole('menuitem', { name: 'Page', exact: true }).click();
      const dialog = tab.getByRole('dialog');
      await dialog.getByLabel('Title').fill('Spring Sale');
      await dialog.getByRole('button', { name: 'Add page' }).click();
      await tab.waitForURL(/\/config\/pages\/[^/]+$/);
      const frame = tab.frameLocator('iframe[title="Site preview"]');

      // The hero, on a picture uploaded with its alt text, its focal point low and left.
      await addSection(tab, 'Hero');
      await tab.getByRole('button', { name: 'Section settings' }).click();
      await tab.getByRole('combobox', { name: 'Background' }).selectOption('image');
      await uploadAndChoose(
        tab,
        tab.getByRole('dialog', { name: 'Choose the background picture' }),
        'oven.png',
        '#7a4a21',
        HERO_ALT,
      );
      await tab.getByLabel('Focal point across (%)').fill('30');
      await tab.getByLabel('Focal point down (%)').fill('70');
      await addSection(tab, 'Features in columns');
      await addSection(tab, 'Newsletter');
      await saved(tab);
      await expect.poll(() => frame.locator('[data-section-id]').count(), SAVE).toBe(3);

      // A picture on top of the first feature column: the preview's insert point there, then Image.
      const quality = frame.locator('[data-section-id]').nth(1).locator('[data-block-id]').first();
      await expect.poll(async () => (await quality.textContent())?.trim(), SAVE).toBe('Quality');
      await expect
        .poll(() => frame.getByRole('button', { name: 'Add a block before the first block' }).count(), SAVE)
        .toBeGreaterThanOrEqual(5);
      await (await insertPointAt(frame, quality, 'Add a block before the first block')).click();
      await tab.getByRole('menuitem', { name: 'Image', exact: true }).click();
      const card = tab.locator('.block-card--open');
      await card.getByRole('button', { name: 'Choose image' }).click();
      await uploadAndChoose(
        tab,
        tab.getByRole('dialog', { name: 'Choose the image' }),
        'loaves.png',
        '#c89b5a',
        FEATURE_ALT,
      );
      // The picture has alt text: no warning beside it.
      await card.getByRole('button', { name: 'Edit alt text and focal point' }).waitFor();
      expect(await card.getByText('This picture has no alt text').count()).toBe(0);
      await saved(tab);

      // The hero's words: the headline from the panel after a click on it in the preview, the text in place.
      await frame.locator('[data-section-id]').first().locator('[data-block-id]').first().waitFor();
      await changeHeadline(tab, frame, 'A headline that says what you offer', FIRST_HEADLINE);
      await frame.locator('[data-block-id]', { hasText: 'One or two sentences' }).click();
      await frame.getByRole('button', { name: 'Edit text' }).click();
      const inPlace = tab.getByRole('group', { name: 'Text on the page' });
      const box = inPlace.getByRole('textbox', { name: 'Text on the page' });
      await expect.poll(() => box.evaluate((element) => element === document.activeElement), SAVE).toBe(true);
      await tab.keyboard.press('Control+A');
      await tab.keyboard.type('Sourdough, rye and buns from our oven before seven.');
      await inPlace.getByRole('button', { name: 'Done' }).click();
      await inPlace.waitFor({ state: 'detached' });
      await saved(tab);
      await frame.locator('[data-block-id]', { hasText: 'before seven' }).waitFor(SAVE);
      expect(await axeViolations(tab)).toEqual([]);

      // Not published yet: visitors get 404, even asking for the draft.
      expect((await visit.goto(url(ADDRESS)))?.status()).toBe(404);
      expect((await visit.goto(url(`${ADDRESS}?draft=1`)))?.status()).toBe(404);

      await publish(tab);
      expect((await visit.goto(url(ADDRESS)))?.status()).toBe(200);
      expect(await headlineAt(visit, ADDRESS)).toBe(FIRST_HEADLINE);
      await expect(visit.locator('[data-section-id]').first().textContent()).resolves.toContain(
        'before seven',
      );
      const heroPicture = visit.locator('img.page-section__image');
      await expect
        .poll(() => heroPicture.evaluate((img) => getComputedStyle(img).objectPosition))
        .toBe('30% 70%');
      const featurePicture = visit.locator('[data-section-id]').nth(1).locator('.page-block img');
      expect(await featurePicture.getAttribute('alt')).toBe(FEATURE_ALT);
      // No picture on the live page is named by its file.
      const alts = await visit
        .locator('main img')
        .evaluateAll((pictures) => pictures.map((picture) => picture.getAttribute('alt') ?? ''));
      expect(alts.filter((alt) => /\.png$/i.test(alt))).toEqual([]);

      // A later change, seen in the preview only, then discarded: the published version comes back.
      await changeHeadline(tab, frame, FIRST_HEADLINE, DISCARDED_HEADLINE);
      await frame.locator('[data-block-id]', { hasText: DISCARDED_HEADLINE }).waitFor(SAVE);
      expect(await headlineAt(visit, ADDRESS)).toBe(FIRST_HEADLINE);
      await tab.getByRole('button', { name: 'Discard', exact: true }).click();
      await tab.getByRole('button', { name: 'Discard changes' }).click();
      await tab.locator('.publish-bar__state').getByText('Published', { exact: true }).waitFor(SAVE);
      await frame.locator('[data-block-id]', { hasText: FIRST_HEADLINE }).waitFor(SAVE);
      expect(await frame.locator('[data-block-id]', { hasText: DISCARDED_HEADLINE }).count()).toBe(0);
      expect(await headlineAt(visit, ADDRESS)).toBe(FIRST_HEADLINE);

      // A second version published, then the first restored (as the draft) and published again.
      await changeHeadline(tab, frame, FIRST_HEADLINE, SECOND_HEADLINE);
      await publish(tab);
      await expect.poll(() => headlineAt(visit, ADDRESS), SAVE).toBe(SECOND_HEADLINE);
      await tab.getByRole('button', { name: 'Revisions' }).click();
      const revisions = tab.getByRole('list', { name: 'Published versions' }).getByRole('listitem');
      await expect.poll(() => revisions.count(), SAVE).toBeGreaterThanOrEqual(2);
      await expect(revisions.first().textContent()).resolves.toContain('Live now');
      await revisions
        .nth(1)
        .getByRole('button', { name: /^Restore/ })
        .click();
      await frame.locator('[data-block-id]', { hasText: FIRST_HEADLINE }).waitFor(SAVE);
      expect(await headlineAt(visit, ADDRESS)).toBe(SECOND_HEADLINE);
      await publish(tab);
      await expect.poll(() => headlineAt(visit, ADDRESS), SAVE).toBe(FIRST_HEADLINE);

      // What the owner's preview shows is what visitors get, wide and on a phone.
      const preview = await owner.newPage();
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await preview.setViewportSize(viewport);
        await visit.setViewportSize(viewport);
        await preview.goto(url(`${ADDRESS}?draft=1`));
        await visit.goto(url(ADDRESS));
        const seen = await outline(visit);
        expect(await outline(preview)).toEqual(seen);
        expect(seen.sections).toHaveLength(3);
        expect(seen.sections[0].background).not.toBeNull();
        expect(seen.sections[0].columns[0].text).toContain(FIRST_HEADLINE);
        expect(seen.sections[1].columns.map((column) => column.text.split(' ')[0])).toEqual([
          'Quality',
          'Service',
          'Delivery',
        ]);
        expect(seen.sections[1].columns[0].pictures).toEqual([expect.objectContaining({ alt: FEATURE_ALT })]);
        expect(seen.sections[2].columns[0].text).toContain('Stay in touch');
        const features = seen.sections[1].columns;
        if (viewport.width === 1440) expect(new Set(features.map((column) => column.y)).size).toBe(1);
        else expect(new Set(features.map((column) => column.x)).size).toBe(1);
        expect(seen.sidewaysScroll).toBeLessThanOrEqual(0);
        expect(await axeViolations(visit)).toEqual([]);
      }
      // The editor's preview frame shows the same words and pictures.
      await tab.setViewportSize({ width: 1440, height: 900 });
      const frameWords = await frame
        .locator('[data-section-id]')
        .evaluateAll((sections) =>
          sections.map((section) => (section as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
        );
      const liveWords = await visit
        .locator('[data-section-id]')
        .evaluateAll((sections) =>
          sections.map((section) => (section as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
        );
      expect(frameWords).toEqual(liveWords);
      expect(problems.filter((problem) => !problem.includes('401') && !problem.includes('404'))).toEqual([]);
      // A long journey: every step waits for what the owner sees, and a loaded machine is slow.
    }, 600_000);
  },
);
