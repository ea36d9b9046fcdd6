// The demo site's search: full-text matches ranked best first, excerpts with the words marked, web-search syntax.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { seedDemoCopy } from '../support/demo-seed.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

// Titles in fixtures/demo: products.json, posts.json, events.json, gallery.json.
const COFFEE_PRODUCTS = ['Small-Batch Coffee Club', 'Harbor Blend Coffee'];
const SKILLET = '10-Inch Cast Iron Skillet';
const BLEND_POST = 'Notes from the Roastery: Our Winter Harbor Blend';
/** Mention coffee only in their captions or descriptions. */
const IN_PASSING = [
  'Lantern Walk on the Eastern Prom',
  'The shop on Water Street',
  'Holiday Market at the Shop',
];

let db: Database;
let app: Express;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'tessera-search-'));
  await seedDemoCopy(db.knex, { dataDir });
  app = createApp({ db, config: testConfig({ dataDir }) });
}, 120_000);
afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Result {
  title: string;
  excerpt: string | undefined;
}

/** The search page for `q`, and its results in the order shown. */
async function search(q: string): Promise<{ html: string; results: Result[] }> {
  const res = await request(app).get('/search').query({ q }).set('Accept', 'text/html');
  expect(res.status).toBe(200);
  const html = res.text;
  const results = html
    .split('<li class="search-result">')
    .slice(1)
    .map((markup) => ({
      title: /<h2 class="search-result__title"><a [^>]*>([^<]*)<\/a>/.exec(markup)?.[1] ?? '',
      excerpt: /<p class="search-result__excerpt">(.*?)<\/p>/s.exec(markup)?.[1],
    }));
  return { html, results };
}

const titles = (results: Result[]) => results.map((result) => result.title);
const find = (results: Result[], title: string) => {
  const found = results.find((result) => result.title === title);
  if (found === undefined)
    throw new Error(`${title} is not among the results: ${titles(results).join(', ')}`);
  return found;
};

describe(`the site search (${testDatabaseKind()})`, () => {
  it('lists the coffee products first for "coffee", finds the blend post, and ranks passing mentions below them', async () => {
    const { results } = await search('coffee');
    const shown = titles(results);
    expect(shown.slice(0, 2).sort()).toEqual([...COFFEE_PRODUCTS].sort());
    expect(shown).toContain(BLEND_POST);
    for (const title of IN_PASSING) {
      expect(shown, title).toContain(title);
      expect(shown.indexOf(title), title).toBeGreaterThan(shown.indexOf(BLEND_POST));
    }
  });

  it('matches other forms of the word and text beyond titles and excerpts', async () => {
    // "roasting" is in the Coffee Club's excerpt, "roasted" in Harbor Blend's body only.
    expect(titles((await search('roast')).results)).toEqual(expect.arrayContaining(COFFEE_PRODUCTS));
  });

  it('shows an excerpt with the words found marked, as text and never the stored markup', async () => {
    const { results } = await search('coffee');
    const post = find(results, BLEND_POST);
    expect(post.excerpt).toContain('<mark>coffee</mark>');
    expect(post.excerpt).toContain('Winter <mark>coffee</mark> should taste good');
    const harbor = find((await search('cold brew')).results, 'Harbor Blend Coffee');
    expect(harbor.excerpt).toContain('espresso or <mark>cold</mark> <mark>brew</mark>');
    for (const { excerpt } of results) expect(excerpt ?? '').not.toMatch(/<(?!\/?mark>)/);
  });

  it('reads the query as a web search: quoted phrases and excluded words', async () => {
    // The blend post has "cold" and "brew" apart ("brew the blend for a cold morning").
    expect(titles((await search('cold brew')).results)).toEqual(
      expect.arrayContaining(['Harbor Blend Coffee', BLEND_POST]),
    );
    expect(titles((await search('"cold brew" -decaf')).results)).toEqual(['Harbor Blend Coffee']);
    // Harbor Blend's body also says "espresso".
    const excluded = await search('"cold brew" -espresso');
    expect(excluded.results).toEqual([]);
    expect(excluded.html).toContain('No results for &ldquo;&quot;cold brew&quot; -espresso&rdquo;');
    expect(titles((await search('"morning cold"')).results)).toEqual([]);
    expect(titles((await search('"cold morning"')).results)).toEqual([BLEND_POST]);
  });

  it('answers only punctuation or stop words with the empty results page', async () => {
    for (const q of ['...', 'the and of', '!!! ???', '"', '-', '(&|!)', "'':*", '-the']) {
      const { html, results } = await search(q);
      expect(results, q).toEqual([]);
      expect(html, q).toContain('<p class="empty-state" role="status">No results for');
    }
  });

  it('forgives a typo in a title word ("skilet" finds the skillet), after the full-text hits', async () => {
    expect(titles((await search('skilet')).results)).toContain(SKILLET);
    expect(titles((await search('cast iron skilet')).results)).toContain(SKILLET);
    // A word found as it is ranks its full-text hits above titles that are only alike.
    const coffee = titles((await search('coffee')).results);
    expect(coffee.slice(0, 2).sort()).toEqual([...COFFEE_PRODUCTS].sort());
    // Phrases and exclusions stay exact.
    expect(titles((await search('"skilet"')).results)).toEqual([]);
  });

  it('leaves out drafts', async () => {
    // The draft "Our Holiday Gift Guide" has the tag "gift idea", as do published products.
    const shown = titles((await search('gift guide')).results);
    expect(shown).not.toContain('Our Holiday Gift Guide');
    expect(titles((await search('gift')).results).length).toBeGreaterThan(0);
  });
});
