// Audio and video blocks and items, and the events calendar, as visitors get them: the players' markup (nothing from the video hosts before a press) and the month grids.
import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { siteApp } from '../site/site-app.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';

const NOW = new Date('2028-02-10T12:00:00Z');
const YT = 'dQw4w9WgXcQ';

/** The island marker's props, parsed back from its attribute. */
function islandProps(html: string, name: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const pattern = new RegExp(`<tessera-island name="${name}" props="([^"]*)"`, 'g');
  for (const match of html.matchAll(pattern)) {
    const json = match[1]
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    found.push(JSON.parse(json) as Record<string, unknown>);
  }
  return found;
}

async function seedMedia(db: Knex, fixture: SiteFixture) {
  const websiteId = fixture.websiteId;
  const collection = async (fields: Record<string, unknown>) =>
    (
      await db(TABLES.collections)
        .insert({ website_id: websiteId, ...fields })
        .returning('id')
    )[0].id as string;
  const page = (fields: Record<string, unknown>) =>
    db(TABLES.pages).insert({ website_id: websiteId, ...fields });
  const file = (name: string) => `/files/${websiteId}/f-${name}/${name}`;

  const [stillFile] = await db(TABLES.files)
    .insert({
      website_id: websiteId,
      path: 'files/x/still.jpg',
      filename: 'still.jpg',
      size_bytes: 10,
      mime_type: 'image/jpeg',
    })
    .returning('id');
  const [still] = await db(TABLES.images)
    .insert({
      website_id: websiteId,
      file_id: stillFile.id,
      original_width: 1600,
      original_height: 900,
      title: 'Stage',
    })
    .returning('id');

  const tracks = Array.from({ length: 3 }, (_, at) => ({
    title: `Song <${at + 1}>`,
    url: file(`song-${at + 1}.mp3`),
  }));
  await page({
    url_id: 'listen',
    page_type: 2,
    title: 'Listen',
    content: {
      blocks: [
        { type: 'audio', title: 'Harbor Sessions', artist: 'The Pines', tracks },
        {
          type: 'audio',
          title: 'Nothing playable',
          tracks: [{ title: 'Elsewhere', url: 'https://example.com/a.mp3' }],
        },
        {
          type: 'video',
          url: `https://youtu.be/${YT}`,
          imageId: still.id,
          title: 'Workshop tour',
          caption: 'A tour <b>of</b> the shop',
        },
        { type: 'video', url: 'https://vimeo.com/76979871', title: 'On Vimeo' },
        { type: 'video', url: file('clip.mp4'), title: 'Our own file' },
        { type: 'video', url: 'https://vimeo.com/user1/review/76979871/abcdef1234', title: 'Private' },
      ],
    },
  });

  const blog = (await db(TABLES.collections).where({ website_id: websiteId, url_id: 'journal' }).first())
    .id as string;
  await db(TABLES.contentItems).insert([
    {
      website_id: websiteId,
      collection_id: blog,
      record_type: 7,
      url_id: 'radio-hour',
      title: 'Radio hour',
      body: '<p>Our show.</p>',
      structured_content: { audioAssetUrl: file('radio.mp3') },
      published_at: new Date('2026-01-01T00:00:00Z'),
    },
    {
      website_id: websiteId,
      collection_id: blog,
      record_type: 8,
      url_id: 'kiln-film',
      title: 'Kiln film',
      body: '<p>Watch the kiln.</p>',
      main_image_id: still.id,
      structured_content: { videoUrl: 'https://vimeo.com/76979871' },
      published_at: new Date('2026-01-01T00:00:00Z'),
    },
  ]);

  const concerts = await collection({
    type: 1,
    title: 'Concerts',
    url_id: 'concerts',
    item_ordering: 'start-date',
  });
  const recitals = await collection({
    type: 1,
    title: 'Recitals',
    url_id: 'recitals',
    item_ordering: 'start-date',
    settings: { calendarView: true },
  });
  await page({ url_id: 'concerts', page_type: 1, title: 'Concerts', collection_id: concerts });
  await page({ url_id: 'recitals', page_type: 1, title: 'Recitals', collection_id: recitals });
  const event = (collectionId: string, urlId: string, title: string, start: string, end?: string) => ({
    website_id: websiteId,
    collection_id: collectionId,
    record_type: 12,
    url_id: urlId,
    title,
    start_date: new Date(start),
    end_date: end === undefined ? null : new Date(end),
  });
  await db(TABLES.contentItems).insert([
    event(concerts, 'leap-day', 'Leap Day <Jam>', '2028-02-29T19:00:00Z', '2028-02-29T21:00:00Z'),
    event(concerts, 'early-feb', 'Early February', '2028-02-01T18:00:00Z'),
    event(concerts, 'sunday-first', 'Sunday First', '2026-02-01T10:00:00Z'),
    event(concerts, 'march-sunday', 'March Sunday', '2026-03-01T10:00:00Z'),
    event(concerts, 'festival', 'Long Festival', '2026-07-30T10:00:00Z', '2026-08-02T10:00:00Z'),
    event(concerts, 'new-year', 'New Year Eve', '2026-12-31T22:00:00Z', '2027-01-01T01:00:00Z'),
    event(recitals, 'recital', 'Spring Recital', '2028-02-12T18:00:00Z'),
  ]);
}

describe(`audio, video and the events calendar (${testDatabaseKind()})`, () => {
  let db: Database;
  let app: ReturnType<typeof siteApp>;

  beforeAll(async () => {
    db = await createTestDatabase();
    const fixture = await seedSite(db.knex, NOW);
    await seedMedia(db.knex, fixture);
    app = siteApp(db, { now: () => NOW });
  }, 60_000);
  afterAll(() => db?.close());

  const get = (path: string) => request(app).get(path).set('Accept', 'text/html');

  describe('audio and video blocks', () => {
    let html = '';
    beforeAll(async () => {
      const res = await get('/listen');
      expect(res.status).toBe(200);
      html = res.text;
    });

    it('renders an album as a native <audio controls> with its tracks, titles escaped', () => {
      const [album, ...others] = islandProps(html, 'audio-player');
      expect(others).toEqual([]); // the block without a playable track is left out
      expect(album).toMatchObject({ title: 'Harbor Sessions', artist: 'The Pines' });
      expect((album.tracks as unknown[]).length).toBe(3);
      expect(html).toMatch(
        /<audio class="audio-player__media" src="\/files\/[^"]+\/song-1\.mp3" controls="" preload="metadata">/,
      );
      expect(html).toContain('Song &lt;2&gt;');
      expect(html).not.toContain('Song <2>');
      expect(html).not.toContain('https://example.com/a.mp3');
    });

    it('renders each playable video as a still with a play link, and nothing from the video hosts', () => {
      const videos = islandProps(html, 'video-player');
      expect(videos.map((video) => (video.source as { kind: string }).kind)).toEqual([
        'youtube',
        'vimeo',
        'file',
      ]);
      // No frame, no player script, no thumbnail from YouTube or Vimeo: only links to them.
      expect(html).not.toMatch(/<iframe/);
      expect(html).not.toMatch(/<video/);
      expect(html).not.toMatch(/(src|srcset)="[^"]*(youtube|vimeo|ytimg)/);
      expect(html).toContain(`<a class="video-player__play" href="https://www.youtube.com/watch?v=${YT}">`);
      expect(html).toContain('<span class="visually-hidden">Play video: Workshop tour</span>');
      expect(html).toMatch(/<img class="video-player__still" src="\/files\/[^"]+\?format=1000w"/);
      expect(html).toContain('<span class="video-player__placeholder" aria-hidden="true"></span>');
      expect(html).toContain('A tour &lt;b&gt;of&lt;/b&gt; the shop');
      // The private Vimeo review link plays nothing, so it shows nothing.
      expect(html).not.toContain('Private');
    });
  });

  describe('audio and video items', () => {
    it('plays an audio item’s file', async () => {
      const res = await get('/blog/radio-hour');
      expect(res.status).toBe(200);
      const [player] = islandProps(res.text, 'audio-player');
      expect(player.tracks).toEqual([{ title: 'Radio hour', url: expect.stringMatching(/\/radio\.mp3$/) }]);
      expect(res.text).toContain('Our show.');
    });

    it('shows a video item’s still with the play link instead of its picture', async () => {
      const res = await get('/blog/kiln-film');
      expect(res.status).toBe(200);
      const [player] = islandProps(res.text, 'video-player');
      expect(player).toMatchObject({ title: 'Kiln film', source: { kind: 'vimeo', id: '76979871' } });
      expect(res.text).toContain('href="https://vimeo.com/76979871"');
      expect(res.text).not.toContain('class="post__figure"');
      expect(res.text).not.toMatch(/<iframe/);
    });
  });

  describe('the events calendar', () => {
    /** The squares of the grid: `[date, in month, events' titles]`. */
    function squares(html: string) {
      const body = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'));
      const rows = body.split('<tr>').slice(1);
      return rows.map((row) =>
        row
          .split('<td class="')
          .slice(1)
          .map((cell) => ({
            date: /datetime="([^"]+)"/.exec(cell)?.[1] ?? '',
            inMonth: !cell.startsWith('calendar__day calendar__day--outside'),
            events: [...cell.matchAll(/class="calendar__event[^"]*" href="[^"]*">([^<]*)/g)].map((m) => m[1]),
          })),
      );
    }

    it.each([
      // month, weeks, days, first square, a day and its events, previous, next
      ['2028-02', 5, 29, '2028-01-30', ['2028-02-29', ['Leap Day &lt;Jam&gt;']], '2028-01', '2028-03'],
      ['2026-02', 4, 28, '2026-02-01', ['2026-02-01', ['Sunday First']], '2026-01', '2026-03'],
      ['2026-03', 5, 31, '2026-03-01', ['2026-03-01', ['March Sunday']], '2026-02', '2026-04'],
      ['2026-08', 6, 31, '2026-07-26', ['2026-08-02', ['Long Festival']], '2026-07', '2026-09'],
      ['2026-12', 5, 31, '2026-11-29', ['2027-01-01', ['New Year Eve']], '2026-11', '2027-01'],
    ] as const)(
      '%s: %i weeks, %i days from %s',
      async (month, weeks, days, first, [day, titles], prev, next) => {
        const res = await get(`/concerts?view=calendar&month=${month}`);
        expect(res.status).toBe(200);
        const grid = squares(res.text);
        expect(grid).toHaveLength(weeks);
        for (const row of grid) expect(row).toHaveLength(7);
        expect(grid[0][0].date).toBe(first);
        expect(grid.flat().filter((square) => square.inMonth)).toHaveLength(days);
        expect(grid.flat().find((square) => square.date === day)?.events).toEqual(titles);
        expect(res.text).toContain(`href="/concerts?view=calendar&amp;month=${prev}"`);
        expect(res.text).toContain(`href="/concerts?view=calendar&amp;month=${next}"`);
        expect(res.text).toContain(
          '<a class="chip" href="/concerts?view=calendar" aria-current="page">Calendar</a>',
        );
      },
    );

    it('shows a multi-day event on each of its days, and links each to its page', async () => {
      const res = await get('/concerts?view=calendar&month=2026-08');
      const festival = squares(res.text)
        .flat()
        .filter((square) => square.events.includes('Long Festival'))
        .map((square) => square.date);
      expect(festival).toEqual(['2026-07-30', '2026-07-31', '2026-08-01', '2026-08-02']);
      expect(res.text).toContain('href="/concerts/festival"');
      // Past events are marked, for sight and for screen readers.
      expect(res.text).toContain('calendar__event calendar__event--past');
      expect(res.text).toContain('<span class="visually-hidden"> (past)</span>');
    });

    it('opens on this month, with today marked and the month’s events listed under the grid', async () => {
      const res = await get('/concerts?view=calendar');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<h2 class="calendar__title" id="calendar-title">February 2028</h2>');
      expect(res.text).toContain('aria-current="date"');
      expect(res.text).toMatch(
        /calendar__day--today[^>]*>\s*<time class="calendar__date" datetime="2028-02-10"/,
      );
      const list = res.text.slice(res.text.indexOf('calendar__list-title'));
      expect(list).toContain('Early February');
      expect(list).toContain('Leap Day &lt;Jam&gt;');
      expect(list).not.toContain('Sunday First');
    });

    it('says when a month has no events', async () => {
      const res = await get('/concerts?view=calendar&month=2027-06');
      expect(res.text).toContain('There are no events in June 2027.');
    });

    it.each(['2028-13', '2028-2', 'soon', '1969-12'])('answers not found for ?month=%s', async (month) => {
      expect((await get(`/concerts?view=calendar&month=${month}`)).status).toBe(404);
    });

    it('keeps the list views with a link to the calendar, and the item page’s calendar link', async () => {
      const res = await get('/concerts');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<a class="chip" href="/concerts?view=calendar">Calendar</a>');
      expect(res.text).toContain('Leap Day &lt;Jam&gt;');
      const item = await get('/concerts/leap-day');
      expect(item.text).toContain('Add to Google Calendar');
    });

    it('opens on the calendar when the collection asks for it (settings.calendarView)', async () => {
      const res = await get('/recitals');
      expect(res.status).toBe(200);
      expect(res.text).toContain('Spring Recital');
      expect(res.text).toContain('<a class="chip" href="/recitals" aria-current="page">Calendar</a>');
      expect(res.text).toContain('<a class="chip" href="/recitals?view=upcoming">Upcoming</a>');
      const list = await get('/recitals?view=upcoming');
      expect(list.text).not.toContain('calendar__grid');
      expect(list.text).toContain('Spring Recital');
    });
  });
});
