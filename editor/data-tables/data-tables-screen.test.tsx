// Tests the Data tables screens: the datasets listed, a CSV import refused with SPEC §5's words then opened, and the dataset editor's sort, search, column filter, pages, cell edits, rows and columns, checks and save.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Dataset } from '../api/datasets.js';
import { fakeApiForEachTest, fakeXhrForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../test-support/unsaved-changes.js';
import { DataTablesScreen } from './data-tables-screen.js';
import { DatasetEditorScreen } from './dataset-editor-screen.js';

const api = fakeApiForEachTest();
const xhr = fakeXhrForEachTest();

const routes = [
  { path: '/data-tables', element: <DataTablesScreen /> },
  { path: '/data-tables/:datasetId', element: <DatasetEditorScreen /> },
];

/** A dataset of `count` cities with a population each (city 1 the smallest). */
function cities(count: number): Dataset {
  return {
    id: 'd1',
    name: 'Cities',
    slug: 'cities',
    columns: [
      { key: 'city', label: 'City', type: 'text' },
      { key: 'population', label: 'Population', type: 'number' },
    ],
    rows: Array.from({ length: count }, (_, at) => [`City ${at + 1}`, String((at + 1) * 100)]),
    rowCount: count,
    version: 3,
    createdAt: '2026-11-01T15:00:00.000Z',
    updatedAt: '2026-11-02T15:00:00.000Z',
    updatedBy: 'owner@example.com',
  };
}

let stored: Dataset;
beforeEach(() => {
  stored = cities(30);
  api.on('GET /api/owner/datasets', () => ({ datasets: [{ ...stored, rows: undefined }] }));
  api.on('GET /api/owner/datasets/:id', () => ({ dataset: stored }));
});

const axeProblems = async (container: Element) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );

/** The city names of the rows shown, in order. */
const shownCities = () =>
  screen
    .getAllByRole('textbox', { name: /^City, row \d+$/ })
    .map((input) => (input as HTMLInputElement).value);

/** What the pager under the rows says. */
const pagerText = () =>
  within(screen.getByRole('navigation', { name: 'Pages of rows' })).getByRole('status').textContent;

describe('the Data tables screen', () => {
  it('lists the datasets, passes axe, and shows an import refused with SPEC §5’s words', async () => {
    const user = userEvent.setup();
    const { container, router } = renderEditor(routes, '/data-tables');
    const table = await screen.findByRole('table', { name: 'Datasets' });
    const row = within(table).getByRole('link', { name: 'Cities' }).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '30' })).toBeTruthy();
    expect(await axeProblems(container)).toEqual([]);

    // No file chosen: said beside the field, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Choose a CSV file to import.')).toBeTruthy();
    expect(xhr.requests).toHaveLength(0);

    const file = new File(['A,B\n1,2\n3\n'], 'prices.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file'), file);
    await user.type(screen.getByLabelText(/^Name \(optional\)/), 'Prices');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const sent = xhr.requests[0];
    expect(sent.url).toBe('/api/owner/datasets/import');
    expect(sent.body?.get('name')).toBe('Prices');
    expect((sent.body?.get('file') as File).name).toBe('prices.csv');
    sent.respond(400, {
      error: 'invalid-dataset',
      message: 'One or more rows was missing data.',
      fields: { file: 'One or more rows was missing data. Row 2 has 1 of 2 cells.' },
    });
    expect(
      await screen.findByText('One or more rows was missing data. Row 2 has 1 of 2 cells.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('CSV file').getAttribute('aria-invalid')).toBe('true');

    // Accepted: the new dataset opens, saying what was left out.
    await user.click(screen.getByRole('button', { name: 'Import' }));
    stored = { ...cities(2), id: 'd2', name: 'Prices' };
    xhr.requests[1].respond(201, { dataset: stored, truncated: { columns: 0, rows: 12 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-tables/d2'));
    expect(
      await screen.findByText('The file was too big: rows after the first 5,000 were left out.'),
    ).toBeTruthy();
  });

  it('sorts, searches, filters a column and pages the rows', async () => {
    const user = userEvent.setup();
    const { container } = renderEditor(routes, '/data-tables/d1');
    await screen.findByRole('textbox', { name: 'City, row 1' });
    expect(shownCities()).toHaveLength(25);
    expect(pagerText()).toBe('30 rows · page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(shownCities()).toEqual(['City 26', 'City 27', 'City 28', 'City 29', 'City 30']);

    // Numbers sort as numbers: 3,000 is the largest, not "900".
    const population = screen.getByRole('button', { name: 'Population' });
    await user.click(population);
    await user.click(population);
    expect(population.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    expect(pagerText()).toBe('30 rows · page 1 of 2');
    expect(shownCities().slice(0, 2)).toEqual(['City 30', 'City 29']);

    await user.type(screen.getByRole('searchbox', { name: 'Search rows' }), 'city 1');
    expect(pagerText()).toBe('11 rows · page 1 of 1');
    await user.clear(screen.getByRole('searchbox', { name: 'Search rows' }));

    await user.selectOptions(screen.getByLabelText('Filter column'), 'population');
    await user.type(screen.getByLabelText('Column contains'), '2500');
    expect(shownCities()).toEqual(['City 25']);
    expect(await axeProblems(container)).toEqual([]);
  });

  it('edits cells, adds and removes rows and columns, checks before saving and saves with If-Match', async () => {
    stored = cities(2);
    let saved: unknown;
    api.on('PUT /api/owner/datasets/:id', (call) => {
      saved = call;
      const body = call.body as Dataset;
      return { dataset: { ...stored, ...body, version: 4 } };
    });
    const user = userEvent.setup();
    renderEditor(routes, '/data-tables/d1');
    const city = await screen.findByRole('textbox', { name: 'City, row 1' });
    await user.clear(city);
    await user.type(city, 'Oslo');

    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.clear(screen.getByLabelText('Column 3 name'));
    await user.type(screen.getByLabelText('Column 3 name'), 'Founded');
    await user.selectOptions(screen.getByLabelText('Column 3 type'), 'date');
    await user.type(screen.getByRole('textbox', { name: 'Founded, row 1' }), 'long ago');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByRole('textbox', { name: 'City, row 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));

    // A date that is no date: refused here, with SPEC §5's line and where.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Update the missing or invalid information above.')).toBeTruthy();
    expect(within(alert).getByText('Row 1, Founded: Enter a date as YYYY-MM-DD.')).toBeTruthy();
    expect(saved).toBeUndefined();

    const founded = screen.getByRole('textbox', { name: 'Founded, row 1' });
    expect(founded.getAttribute('aria-invalid')).toBe('true');
    await user.clear(founded);
    await user.type(founded, '1040-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toBeDefined());
    const call = saved as { headers: Record<string, string>; body: unknown };
    expect(call.headers['If-Match']).toBe('3');
    expect(call.headers['Content-Type']).toBe('application/vnd.tessera.dataset+json');
    expect(call.body).toEqual({
      name: 'Cities',
      columns: [
        { key: 'city', label: 'City', type: 'text' },
        { key: 'population', label: 'Population', type: 'number' },
        { key: 'column_3', label: 'Founded', type: 'date' },
      ],
      rows: [
        ['Oslo', '100', '1040-01-01'],
        ['', '', ''],
      ],
    });
  });

  it('says SPEC §5’s words when the last row or column is removed', async () => {
    stored = { ...cities(1), columns: [cities(1).columns[0]], rows: [['Only']] };
    const user = userEvent.setup();
    renderEditor(routes, '/data-tables/d1');
    await user.click(await screen.findByRole('button', { name: 'Remove row 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove column City' }));
    expect(screen.getByText('Your dataset must have at least one row.')).toBeTruthy();
    expect(screen.getByText('Your dataset must have at least one column.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your dataset must have at least one column.')).toBeTruthy();
    expect(within(alert).getByText('Your dataset must have at least one row.')).toBeTruthy();
  });

  it('replaces the rows from a CSV file, saying a refusal beside the file', async () => {
    stored = cities(2);
    const user = userEvent.setup();
    renderEditor(routes, '/data-tables/d1');
    await screen.findByRole('textbox', { name: 'City, row 1' });
    const input = screen.getByLabelText('CSV file to replace the rows');
    await user.upload(input, new File(['Name\n'], 'empty.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Replace rows' }));
    expect(xhr.requests[0].url).toBe('/api/owner/datasets/d1/import');
    xhr.requests[0].respond(400, {
      error: 'invalid-dataset',
      message: 'Your dataset must have at least one row.',
      fields: { file: 'Your dataset must have at least one row.' },
    });
    expect(await screen.findByText('Your dataset must have at least one row.')).toBeTruthy();

    await user.upload(input, new File(['Name\nAda\n'], 'team.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Replace rows' }));
    xhr.requests[1].respond(200, {
      dataset: {
        ...stored,
        version: 4,
        columns: [{ key: 'name', label: 'Name', type: 'text' }],
        rows: [['Ada']],
      },
      truncated: { columns: 0, rows: 0 },
    });
    expect(((await screen.findByRole('textbox', { name: 'Name, row 1' })) as HTMLInputElement).value).toBe(
      'Ada',
    );
  });

  it('asks before leaving with unsaved changes', async () => {
    stored = cities(2);
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/data-tables/d1');
    await user.type(await screen.findByRole('textbox', { name: 'City, row 2' }), 'x');
    await user.click(screen.getByRole('link', { name: '← Data tables' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/data-tables/d1');
    expect((screen.getByRole('textbox', { name: 'City, row 2' }) as HTMLInputElement).value).toBe('City 2x');
    await user.click(screen.getByRole('link', { name: '← Data tables' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-tables'));
  });

  it('asks before leaving with a CSV file chosen and not imported (issue 30)', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/data-tables');
    const leave = () => router.navigate('/data-tables/d1');
    await screen.findByRole('table', { name: 'Datasets' });
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['A,B\n1,2\n'], 'prices.csv', { type: 'text/csv' }),
    );
    await expectLeavingToAsk(user, router, leave, '/data-tables', { leave: false });
    await user.upload(screen.getByLabelText('CSV file'), []);
    await expectLeavingFreely(user, router, leave, '/data-tables');
  });
});
