// A visitor plays an audio track (play, the time moving as minutes:seconds, seeking by keyboard), loads a video only by pressing play (no request to YouTube before), and walks the events calendar's months, in Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { originalPath } from '../../server/files/file-ref.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';

const suite = useBrowserSuite();
const { newVisitor, visit } = suite;

/** A mono 16-bit WAV of `seconds` of a quiet 440 Hz tone. */
function toneWav(seconds: number, rate = 8000): Buffer {
  const samples = seconds * rate;
  const data = Buffer.alloc(samples * 2);
  for (let at = 0; at < samples; at += 1) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * at) / rate) * 2000), at * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const VIDEO_HOSTS =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/;

describe.skipIf(!hasChromium)(`audio and video players in Chromium (${testDatabaseKind()})`, () => {
  beforeAll(async () => {
    const { knex, dataDir } = suite.storefront;
    const website = (await knex(TABLES.websites).where({ is_default: true }).first()) as { id: string };
    const file = (fileId: string) => {
      const ref = { websiteId: website.id, fileId, filename: `${fileId}.wav` };
      const path = join(dataDir, originalPath(ref));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, toneWav(12));
      return `/files/${ref.websiteId}/${ref.fileId}/${ref.filename}`;
    };
    await knex(TABLES.pages).insert({
      website_id: website.id,
      url_id: 'listen-and-watch',
      page_type: 2,
      title: 'Listen and watch',
      content: JSON.stringify({
        blocks: [
          { type: 'heading', text: 'Listen and watch' },
          {
            type: 'audio',
            title: 'Harbor Sessions',
            tracks: [
              { title: 'Tone A', url: file('tone-a') },
              { title: 'Tone B', url: file('tone-b') },
            ],
          },
          { type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Workshop tour' },
        ],
      }),
    });
    invalidateSiteData(website.id);
  });

  it('plays an audio track, shows the time as minutes:seconds, and seeks by keyboard', async () => {
    const { tab, problems } = await watchedTab(await newVisitor());
    await visit(tab, '/listen-and-watch');
    const player = tab.getByRole('region', { name: 'Harbor Sessions' });
    const play = player.getByRole('button', { name: 'Play: Tone A' });
    // Before any script the player is the browser's own <audio controls>; the visitor's first
    // interaction (the pointer over it) hydrates it, and its own controls take their place.
    await expect(player.locator('audio[controls]').count()).resolves.toBe(1);
    await player.hover();
    await play.waitFor({ timeout: 10_000 });
    await play.click();
    await player.getByRole('button', { name: 'Pause: Tone A' }).waitFor({ timeout: 10_000 });
    await expect(
      player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.hasAttribute('controls')),
    ).resolves.toBe(false);
    await player.locator('.audio-player__duration').getByText('0:12').waitFor({ timeout: 10_000 });
    await tab.waitForFunction(
      () => (document.querySelector('.audio-player audio') as HTMLAudioElement).currentTime > 0.5,
    );

    const seek = player.getByRole('slider', { name: 'Seek' });
    await seek.focus();
    for (let step = 0; step < 5; step += 1) await tab.keyboard.press('ArrowRight');
    await tab.waitForFunction(
      () => (document.querySelector('.audio-player audio') as HTMLAudioElement).currentTime >= 5,
    );
    await expect(seek.getAttribute('aria-valuetext')).resolves.toMatch(/^0:0[5-9] of 0:12$/);

    await player.getByRole('link', { name: 'Tone B' }).click();
    await player.getByRole('button', { name: 'Pause: Tone B' }).waitFor({ timeout: 10_000 });
    await expect(player.locator('audio').getAttribute('src')).resolves.toMatch(/tone-b\.wav$/);
    expect(await axeViolations(tab)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('loads the video only after the press: no request to the video host before', async () => {
    const context = await newVisitor();
    const asked: string[] = [];
    await context.route(
      (url) => VIDEO_HOSTS.test(url.hostname),
      (route) => {
        asked.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>player</title>',
        });
      },
    );
    const { tab } = await watchedTab(context);
    await visit(tab, '/listen-and-watch');
    const play = tab.getByRole('link', { name: 'Play video: Workshop tour' });
    await play.scrollIntoViewIfNeeded();
    await play.hover();
    await tab.waitForTimeout(500);
    expect(asked).toEqual([]);
    await expect(tab.locator('iframe').count()).resolves.toBe(0);

    await play.click();
    const frame = tab.locator('iframe.video-player__frame');
    await frame.waitFor({ timeout: 10_000 });
    await expect(frame.getAttribute('src')).resolves.toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(asked.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'))).toBe(
      true,
    );
  });

  it('walks the demo events calendar month by month with plain links, axe clean', async () => {
    const { knex } = suite.storefront;
    const row = (await knex({ p: TABLES.pages })
      .join({ c: TABLES.collections }, 'c.id', 'p.collection_id')
      .where('c.item_ordering', 'start-date')
      .first('p.url_id')) as { url_id: string };
    const { tab, problems } = await watchedTab(await newVisitor());
    await visit(tab, `/${row.url_id}?view=calendar`);
    const title = tab.locator('.calendar__title');
    const first = await title.textContent();
    expect(first).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    await expect(tab.locator('.calendar__grid tbody tr').count()).resolves.toBeGreaterThanOrEqual(4);
    await expect(tab.locator('td[aria-current="date"]').count()).resolves.toBe(1);
    expect(await axeViolations(tab)).toEqual([]);

    await tab.getByRole('link', { name: /^Previous month: / }).click();
    await tab.waitForURL(/month=\d{4}-\d{2}/);
    await expect(title.textContent()).resolves.not.toBe(first);
    await tab.getByRole('link', { name: /^Next month: / }).click();
    await expect.poll(() => title.textContent()).toBe(first);
    expect(problems).toEqual([]);
  });
});
