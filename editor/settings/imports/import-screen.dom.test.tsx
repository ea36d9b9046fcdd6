// Tests the Import screen: a file previewed (counts and problems row by row) before anything is written, the import started, its progress followed, the report shown; a file of neither kind refused; roles that may not import; axe.
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeWebsite } from '../../test-support/fake-api.js';
import { fakeApiForEachTest, fakeXhrForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { ImportScreen } from './import-screen.js';

const api = fakeApiForEachTest();
const xhr = fakeXhrForEachTest();
const routes = [{ path: '/settings/import', element: <ImportScreen /> }];
const csv = () => new File(['Handle,Title\n'], 'products.csv', { type: 'text/csv' });

const PREVIEW = {
  kind: 'shopify-csv',
  counts: { products: 3, variants: 16 },
  problems: [
    {
      line: 14,
      severity: 'warning',
      message:
        'Row 14: the compare-at price 64.95 is not above the price 95.00, so the variant is not on sale.',
    },
  ],
};

const view = (state: string, extra: Record<string, unknown> = {}) => ({
  id: 'a8d0f3c2-4b1e-4f55-9a1e-2f3b4c5d6e7f',
  kind: 'shopify-csv',
  fileName: 'products.csv',
  state,
  progress: 1,
  total: 3,
  report: null,
  error: null,
  createdAt: '2026-11-29T12:00:00.000Z',
  finishedAt: null,
  ...extra,
});

describe('the Import screen', () => {
  it('previews the file, imports it, follows its progress and shows the report', async () => {
    const user = userEvent.setup();
    const { container } = renderEditor(routes, '/settings/import');
    await user.upload(await screen.findByLabelText('File to import (.csv or .xml)'), csv());
    const [preview] = xhr.requests;
    expect([preview!.method, preview!.url, preview!.file.name]).toEqual([
      'POST',
      '/api/owner/imports/preview',
      'products.csv',
    ]);
    act(() => preview!.respond(200, PREVIEW));
    expect(await screen.findByText('It holds 3 products, 16 variants.')).toBeTruthy();
    expect(screen.getByText(PREVIEW.problems[0]!.message)).toBeTruthy();
    // Nothing is written until the owner says so.
    expect(xhr.requests).toHaveLength(1);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    api.on(`GET /api/owner/imports/${view('running').id}`, { import: view('running') });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const started = xhr.requests[1]!;
    expect([started.method, started.url]).toEqual(['POST', '/api/owner/imports']);
    act(() => started.respond(202, { import: { id: view('running').id } }));
    const bar = await screen.findByRole('progressbar', { name: 'Importing products.csv' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['1', '3']);

    const report = {
      kind: 'shopify-csv',
      counts: { product: { found: 3, imported: 3, updated: 0, skipped: 0, failed: 0 } },
      entries: [],
      problems: [],
      files: [
        {
          url: 'https://images.shop.invalid/beanie.jpg',
          alt: 'Grey ribbed beanie',
          outcome: 'missing',
          reason: 'the host images.shop.invalid was not found',
        },
      ],
      redirectsAdded: 0,
    };
    api.on(`GET /api/owner/imports/${view('done').id}`, { import: view('done', { progress: 3, report }) });
    expect(
      await screen.findByText('Imported', { selector: '.alert__title' }, { timeout: 3000 }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'What the file held and what became of it' });
    expect(within(table).getByRole('row', { name: 'product 3 3 0 0 0' })).toBeTruthy();
    expect(
      screen.getByText(
        'https://images.shop.invalid/beanie.jpg (“Grey ribbed beanie”): the host images.shop.invalid was not found',
      ),
    ).toBeTruthy();
  });

  it('says why a file of neither kind cannot be imported', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/settings/import');
    await user.upload(await screen.findByLabelText('File to import (.csv or .xml)'), csv());
    act(() =>
      xhr.requests[0]!.respond(400, {
        error: 'unknown-import-file',
        message: 'This file is neither a Shopify product CSV nor a WordPress or Squarespace export (WXR).',
      }),
    );
    expect(await screen.findByText('This file cannot be imported')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('tells roles that may not import whom to ask', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ roles: [4], capabilities: ['pages:view', 'pages:edit'] }));
    renderEditor(routes, '/settings/import');
    expect(await screen.findByText('Only admins and website managers import')).toBeTruthy();
    expect(screen.queryByLabelText('File to import (.csv or .xml)')).toBeNull();
  });
});
