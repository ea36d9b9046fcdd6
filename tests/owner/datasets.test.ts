// The Data tables owner API through the real app and database: CSV import and export, SPEC §5's refusals, saves with If-Match, paged rows, roles, and a dataset block on a public page.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DATASET_MESSAGES } from '../../domain/datasets.js';
import { DATASET_JSON_TYPE } from '../../domain/owner-api/datasets.js';
import { ROLE } from '../../domain/roles.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner, visitorGet } from './owner-app.js';

let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let knex: import('knex').Knex;

setUpOwnerSuite((suite) => {
  ({ fixture, app, owner } = suite);
  knex = suite.db.knex;
});

const cookieHeader = (browser: TestBrowser) =>
  [...browser.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

/** A CSV file sent as the editor sends it (multipart `file`, and `name` when given). */
function importCsv(
  browser: TestBrowser,
  csv: string,
  options: { name?: string; path?: string; filename?: string } = {},
) {
  let req = request(app)
    .post(options.path ?? '/api/owner/datasets/import')
    .set('Accept', 'application/json')
    .set('Cookie', cookieHeader(browser))
    .set(browser.changeHeaders());
  if (options.name !== undefined) req = req.field('name', options.name);
  return req.attach('file', Buffer.from(csv, 'utf8'), {
    filename: options.filename ?? 'opening hours.csv',
    contentType: 'text/csv',
  });
}

const HOURS =
  '\uFEFFDay,Opens,Note\r\nMonday,9,"Closed at noon, for lunch"\r\nTuesday,10,"Bring ""cash"""\r\n';

describe(`owner API: datasets (${testDatabaseKind()})`, () => {
  it('imports a CSV file as a dataset (named after the file), reads it whole and exports it back', async () => {
    const imported = await importCsv(owner, HOURS);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.truncated).toEqual({ columns: 0, rows: 0 });
    const { dataset } = imported.body;
    expect(dataset).toMatchObject({
      name: 'opening hours',
      slug: 'opening-hours',
      rowCount: 2,
      version: 1,
      columns: [
        { key: 'day', label: 'Day', type: 'text' },
        { key: 'opens', label: 'Opens', type: 'number' },
        { key: 'note', label: 'Note', type: 'text' },
      ],
      rows: [
        ['Monday', '9', 'Closed at noon, for lunch'],
        ['Tuesday', '10', 'Bring "cash"'],
      ],
    });

    const list = await owner.send('GET', '/api/owner/datasets');
    expect(list.body.datasets.map((each: { name: string }) => each.name)).toContain('opening hours');
    expect(list.body.datasets[0]).not.toHaveProperty('rows');

    const exported = await owner.send('GET', `/api/owner/datasets/${dataset.id}/csv`);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename=opening-hours.csv');
    expect(exported.text).toBe(
      'Day,Opens,Note\r\nMonday,9,"Closed at noon, for lunch"\r\nTuesday,10,"Bring ""cash"""\r\n',
    );

    // A second import of the same name gets the next free slug.
    const again = await importCsv(owner, HOURS, { name: 'Opening hours' });
    expect(again.body.dataset.slug).toBe('opening-hours-2');
  });

  it('refuses with SPEC §5’s words: no column, no row, a row missing data, a cell of the wrong type', async () => {
    const noColumns = await importCsv(owner, '\r\n');
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.message).toBe('Your dataset must have at least one column.');

    const noRows = await importCsv(owner, 'A,B\r\n');
    expect(noRows.body).toMatchObject({
      message: 'Your dataset must have at least one row.',
      fields: { file: 'Your dataset must have at least one row.' },
    });

    const short = await importCsv(owner, 'A,B\n1,2\n3\n');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('One or more rows was missing data.');
    expect(short.body.fields.file).toBe('One or more rows was missing data. Row 2 has 1 of 2 cells.');

    const created = await owner.send('POST', '/api/owner/datasets', { body: { name: 'Prices' } });
    expect(created.status).toBe(201);
    const { id, version } = created.body.dataset;
    const bad = await owner.send('PUT', `/api/owner/datasets/${id}`, {
      body: {
        name: 'Prices',
        columns: [{ key: 'price', label: 'Price', type: 'number' }],
        rows: [['cheap'], []],
      },
      headers: { 'If-Match': String(version) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Update the missing or invalid information above.');
    expect(bad.body.fields).toEqual({ rows: DATASET_MESSAGES.missingData, 'rows.0.0': 'Enter a number.' });

    const empty = await owner.send('PUT', `/api/owner/datasets/${id}`, {
      body: { name: 'Prices', columns: [], rows: [] },
    });
    expect(empty.body.fields).toEqual({
      columns: 'Your dataset must have at least one column.',
      rows: 'Your dataset must have at least one row.',
    });
  });

  it('saves with If-Match (a stale save is 412), takes big saves as the dataset media type, pages rows server-side', async () => {
    const created = await owner.send('POST', '/api/owner/datasets', { body: { name: 'Big list' } });
    const { id, version } = created.body.dataset;
    const rows = Array.from({ length: 3000 }, (_, at) => [
      `Item ${at + 1}`,
      String((at * 7) % 1000),
      'x'.repeat(20),
    ]);
    const body = {
      name: 'Big list',
      columns: [
        { key: 'item', label: 'Item', type: 'text' },
        { key: 'size', label: 'Size', type: 'number' },
        { key: 'pad', label: 'Pad', type: 'text' },
      ],
      rows,
    };
    // Over 100 kB: plain JSON is refused by the body limit, the dataset type is read.
    const plain = await owner.send('PUT', `/api/owner/datasets/${id}`, { body });
    expect(plain.status).toBe(413);
    const saved = await request(app)
      .put(`/api/owner/datasets/${id}`)
      .set('Accept', 'application/json')
      .set('Cookie', cookieHeader(owner))
      .set(owner.changeHeaders())
      .set('If-Match', String(version))
      .set('Content-Type', DATASET_JSON_TYPE)
      .send(JSON.stringify(body));
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    expect(saved.body.dataset).toMatchObject({ version: version + 1, rowCount: 3000 });

    const stale = await owner.send('PUT', `/api/owner/datasets/${id}`, {
      body: { name: 'Renamed', columns: body.columns, rows: rows.slice(0, 2) },
      headers: { 'If-Match': String(version) },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.currentVersion).toBe(version + 1);

    const page = await owner.send(
      'GET',
      `/api/owner/datasets/${id}/rows?sort=size&direction=desc&column=item&filter=item 1&page=2&pageSize=5`,
    );
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(1111);
    expect(page.body.rows.map((row: { cells: string[] }) => Number(row.cells[1]))).toEqual(
      [...page.body.rows.map((row: { cells: string[] }) => Number(row.cells[1]))].sort((a, b) => b - a),
    );
    const search = await owner.send('GET', `/api/owner/datasets/${id}/rows?q=item 2999`);
    expect(search.body.rows).toEqual([{ index: 2998, cells: rows[2998] }]);

    expect((await owner.send('DELETE', `/api/owner/datasets/${id}`)).status).toBe(204);
    expect((await owner.send('GET', `/api/owner/datasets/${id}`)).status).toBe(404);
  });

  it('lets viewers read but not write; an editor replaces a dataset from CSV, keeping its name', async () => {
    const created = await owner.send('POST', '/api/owner/datasets', { body: { name: 'Team' } });
    const { id } = created.body.dataset;
    const viewer = await signedInOwner(app, knex, fixture.websiteId, ROLE.viewer);
    expect((await viewer.send('GET', `/api/owner/datasets/${id}`)).status).toBe(200);
    expect((await viewer.send('DELETE', `/api/owner/datasets/${id}`)).status).toBe(403);
    expect((await importCsv(viewer, 'A\n1\n')).status).toBe(403);

    const replaced = await importCsv(owner, 'Name,Role\nAda,Engineer\n', {
      path: `/api/owner/datasets/${id}/import`,
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.dataset).toMatchObject({ name: 'Team', slug: 'team', rows: [['Ada', 'Engineer']] });
  });

  it('shows a dataset block on a public page as a table with a caption, fresh after each save', async () => {
    const imported = await importCsv(owner, HOURS, { name: 'Hours' });
    const dataset = imported.body.dataset;
    const page = await owner.send('POST', '/api/owner/pages', { body: { title: 'Visit', urlSlug: 'visit' } });
    expect(page.status).toBe(201);
    const saved = await owner.send('PATCH', `/api/owner/pages/${page.body.page.id}`, {
      body: { blocks: [{ type: 'dataset', datasetId: dataset.id, caption: 'When we are open' }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await owner.send('POST', `/api/owner/pages/${page.body.page.id}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const html = (await visitorGet(app, '/visit')).text;
    expect(html).toContain('<caption id="dataset-0-caption">When we are open</caption>');
    expect(html).toContain(
      '<th scope="col">Day</th><th scope="col" class="dataset-table__number">Opens</th>',
    );
    expect(html).toContain('<td>Closed at noon, for lunch</td>');
    expect(html).toContain('<td>Bring &quot;cash&quot;</td>');

    await owner.send('PUT', `/api/owner/datasets/${dataset.id}`, {
      body: { name: 'Hours', columns: dataset.columns, rows: [['Sunday', '12', '<b>late</b>']] },
    });
    const after = (await visitorGet(app, '/visit')).text;
    expect(after).toContain('<td>Sunday</td>');
    expect(after).toContain('<td>&lt;b&gt;late&lt;/b&gt;</td>');
    expect(after).not.toContain('Monday');

    // A block whose dataset is gone shows nothing, and the page still renders.
    await owner.send('DELETE', `/api/owner/datasets/${dataset.id}`);
    const gone = await visitorGet(app, '/visit');
    expect(gone.status).toBe(200);
    expect(gone.text).not.toContain('dataset-table');
  });
});
