// Tests the Export screen: an export started, its progress followed, then the archive offered for download with its size and the time it goes; the newest export of the last 24 hours shown on arrival; a failed export said; roles that may not export; axe.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeWebsite } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { ExportScreen } from './export-screen.js';

const api = fakeApiForEachTest();
const routes = [{ path: '/settings/export', element: <ExportScreen /> }];
const ID = 'b8d0f3c2-4b1e-4f55-9a1e-2f3b4c5d6e7f';

const view = (state: string, extra: Record<string, unknown> = {}) => ({
  id: ID,
  state,
  progress: 4,
  total: 90,
  sizeBytes: null,
  error: null,
  createdAt: '2026-11-29T12:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  ...extra,
});

const DONE = view('done', {
  progress: 90,
  sizeBytes: 2_516_582,
  finishedAt: '2026-11-29T12:00:05.000Z',
  expiresAt: '2026-11-30T12:00:05.000Z',
});

describe('the Export screen', () => {
  it('exports the website, follows its progress, then offers the archive for download', async () => {
    api.on('GET /api/owner/exports', { exports: [] });
    api.on('POST /api/owner/exports', { status: 202, body: { export: { id: ID } } });
    api.on(`GET /api/owner/exports/${ID}`, { export: view('running') });
    const user = userEvent.setup();
    const { container } = renderEditor(routes, '/settings/export');
    await user.click(await screen.findByRole('button', { name: 'Export website' }));
    const bar = await screen.findByRole('progressbar', { name: 'Exporting the website' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['4', '90']);
    expect(screen.getByRole('button', { name: 'Export website' }).hasAttribute('disabled')).toBe(true);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    api.on(`GET /api/owner/exports/${ID}`, { export: DONE });
    const link = await screen.findByRole('link', { name: 'Download the archive' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe(`/api/owner/exports/${ID}/archive`);
    expect(screen.getByText(/2\.4 MB\. It can be downloaded until/)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the newest export of the last 24 hours on arrival', async () => {
    api.on('GET /api/owner/exports', { exports: [DONE] });
    renderEditor(routes, '/settings/export');
    expect(await screen.findByRole('link', { name: 'Download the archive' })).toBeTruthy();
  });

  it('says when an export failed', async () => {
    api.on('GET /api/owner/exports', { exports: [view('failed', { error: 'The disk is full.' })] });
    renderEditor(routes, '/settings/export');
    expect(await screen.findByText('The export failed')).toBeTruthy();
    expect(screen.getByText('The disk is full.')).toBeTruthy();
  });

  it('tells roles that may not export whom to ask', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ roles: [4], capabilities: ['pages:view', 'pages:edit'] }));
    api.on('GET /api/owner/exports', { exports: [] });
    renderEditor(routes, '/settings/export');
    expect(await screen.findByText('Only admins and website managers export')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export website' })).toBeNull();
  });
});
