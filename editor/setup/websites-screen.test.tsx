// Tests the Websites screen: one's websites, each other one opening its editor at its own host, and a new website from a starting point or a website archive (imported in the background, its progress followed) for the server's admin.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeApiForEachTest, fakeXhrForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import {
  closingTabIsWarned,
  expectLeavingFreely,
  expectLeavingToAsk,
} from '../test-support/unsaved-changes.js';
import { WebsitesScreen } from './websites-screen.js';

const api = fakeApiForEachTest();
const xhr = fakeXhrForEachTest();
const routes = [{ path: '/websites', element: <WebsitesScreen /> }];
const WEBSITES = {
  websites: [
    { id: 'w1', title: 'Engine Works', host: 'engine-works.test', current: true },
    { id: 'w2', title: 'Field Notes', host: 'field-notes.test', current: false },
  ],
  serverAdmin: true,
};

/** The import of an archive as GET /api/owner/imports/{id} answers it while it runs. */
const JOB = {
  id: 'b7c1d2e3-4f50-4a61-8b72-9c8d7e6f5a4b',
  kind: 'tessera-archive',
  fileName: 'harbor.zip',
  state: 'running',
  progress: 2,
  total: 5,
  report: null,
  error: null,
  createdAt: '2026-11-29T12:00:00.000Z',
  finishedAt: null,
};

/** The report of the archive's import once done. */
const archiveReport = () => ({
  kind: 'tessera-archive',
  counts: {},
  entries: [],
  problems: [],
  files: [],
  redirectsAdded: 0,
  website: {
    id: 'w3',
    title: 'Harbor & Pine',
    host: 'copy.test',
    counts: { pages: 12, products: 0, orders: 3 },
    ownersWithoutPassword: ['owner@tessera.test'],
  },
});

describe('the Websites screen', () => {
  it('lists one’s websites, linking each other one to the editor at its host name', async () => {
    api.on('GET /api/owner/websites', WEBSITES);
    renderEditor(routes, '/websites');
    const other = await screen.findByRole('link', { name: 'Field Notes' });
    expect(other.getAttribute('href')).toBe(
      `${window.location.protocol}//field-notes.test${window.location.port ? `:${window.location.port}` : ''}/config`,
    );
    expect(screen.getByText('Engine Works (this one)')).toBeTruthy();
  });

  it('creates a website on a host name from a starting point and says where to open it', async () => {
    api.on('GET /api/owner/websites', WEBSITES);
    api.on('POST /api/owner/websites', {
      status: 201,
      body: { website: { id: 'w3', title: 'Third', host: 'third.test', current: false } },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/websites');
    const form = within(await screen.findByRole('form', { name: 'New website' }));
    await user.type(form.getByLabelText('Domain name'), 'third.test');
    await user.type(form.getByLabelText('Site title'), 'Third');
    await user.click(form.getByRole('radio', { name: /Portfolio/ }));
    await user.click(form.getByRole('button', { name: 'Create website' }));
    expect(await screen.findByText(/Third is ready/)).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        host: 'third.test',
        siteTitle: 'Third',
        startingPoint: 'portfolio',
      }),
    );
  });

  it('imports a website archive on a host name, showing the upload, the import’s progress and what the archive held', async () => {
    api.on('GET /api/owner/websites', WEBSITES);
    const user = userEvent.setup();
    const { container } = renderEditor(routes, '/websites');
    const form = within(await screen.findByRole('form', { name: 'Import a website archive' }));
    await user.click(form.getByRole('button', { name: 'Import website' }));
    expect(form.getByText('Choose a website archive to import.')).toBeTruthy();
    expect(xhr.requests).toHaveLength(0);

    const archive = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'harbor.zip', { type: 'application/zip' });
    await user.upload(form.getByLabelText('Website archive (.zip)'), archive);
    await user.type(form.getByLabelText('Domain name'), 'copy.test');
    await user.click(form.getByRole('button', { name: 'Import website' }));
    const [sent] = xhr.requests;
    expect([sent!.method, sent!.url, sent!.file.name, sent!.body?.get('host')]).toEqual([
      'POST',
      '/api/owner/websites/archive',
      'harbor.zip',
      'copy.test',
    ]);
    act(() => sent!.progress(50, 100));
    expect(await form.findByText('Uploading the archive… 50%')).toBeTruthy();
    // The server answers once the archive is in, and imports it in the background.
    api.on(`GET /api/owner/imports/${JOB.id}`, { import: JOB });
    act(() => sent!.respond(202, { import: { id: JOB.id } }));
    expect(await form.findByText('Importing the website… 2 of 5 steps')).toBeTruthy();
    const bar = form.getByRole('progressbar', { name: 'Importing the website' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['2', '5']);
    expect(form.getByRole('button', { name: 'Importing…' })).toHaveProperty('disabled', true);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    api.on(`GET /api/owner/imports/${JOB.id}`, {
      import: { ...JOB, state: 'done', progress: 5, report: archiveReport() },
    });
    expect(await form.findByText(/It holds 12 pages, 3 orders\./, {}, { timeout: 3000 })).toBeTruthy();
    expect(form.getByText(/owner@tessera\.test/)).toBeTruthy();
    expect(form.queryByRole('progressbar')).toBeNull();
  });

  it('says why the archive’s import failed', async () => {
    api.on('GET /api/owner/websites', WEBSITES);
    const message = 'The archive is damaged: data/pages.json does not match its checksum.';
    api.on(`GET /api/owner/imports/${JOB.id}`, {
      import: { ...JOB, state: 'failed', progress: 0, total: 0, error: message },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/websites');
    const form = within(await screen.findByRole('form', { name: 'Import a website archive' }));
    const archive = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'harbor.zip', { type: 'application/zip' });
    await user.upload(form.getByLabelText('Website archive (.zip)'), archive);
    await user.type(form.getByLabelText('Domain name'), 'copy.test');
    await user.click(form.getByRole('button', { name: 'Import website' }));
    act(() => xhr.requests[0]!.respond(202, { import: { id: JOB.id } }));
    expect(await form.findByText('The archive was not imported')).toBeTruthy();
    expect(form.getByText(message)).toBeTruthy();
    expect(form.getByRole('button', { name: 'Import website' })).toHaveProperty('disabled', false);
  });

  it('shows the server’s refusal of an archive on its field', async () => {
    api.on('GET /api/owner/websites', WEBSITES);
    const user = userEvent.setup();
    renderEditor(routes, '/websites');
    const form = within(await screen.findByRole('form', { name: 'Import a website archive' }));
    await user.upload(form.getByLabelText('Website archive (.zip)'), new File(['x'], 'notes.zip'));
    await user.type(form.getByLabelText('Domain name'), 'copy.test');
    await user.click(form.getByRole('button', { name: 'Import website' }));
    const message = 'This file is not a Tessera website archive.';
    act(() => xhr.requests[0]!.respond(400, { error: 'not-an-archive', message, fields: { file: message } }));
    expect(await form.findByText(message)).toBeTruthy();
    expect(form.getByLabelText('Website archive (.zip)').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the form to the server’s admin only', async () => {
    api.on('GET /api/owner/websites', { ...WEBSITES, serverAdmin: false });
    renderEditor(routes, '/websites');
    await screen.findByRole('link', { name: 'Field Notes' });
    expect(screen.queryByRole('button', { name: 'Create website' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import website' })).toBeNull();
  });

  it('asks before leaving with a new website typed and not created, and not once it is created (issue 30)', async () => {
    api.on('GET /api/owner/websites', WEBSITES);
    api.on('POST /api/owner/websites', {
      status: 201,
      body: { website: { id: 'w3', title: 'Third', host: 'third.test', current: false } },
    });
    const user = userEvent.setup();
    const { router } = renderEditor([...routes, { path: '/', element: <h1>Home</h1> }], '/websites');
    const leave = () => router.navigate('/');
    const form = within(await screen.findByRole('form', { name: 'New website' }));
    await user.type(form.getByLabelText('Domain name'), 'third.test');
    await user.type(form.getByLabelText('Site title'), 'Third');
    await expectLeavingToAsk(user, router, leave, '/websites', { leave: false });
    await user.click(form.getByRole('button', { name: 'Create website' }));
    expect(await screen.findByText(/Third is ready/)).toBeTruthy();
    // The form tells the screen it is empty again once it has drawn the answer.
    await waitFor(() => expect(closingTabIsWarned()).toBe(false));
    await expectLeavingFreely(user, router, leave, '/websites');
  });

  it('asks before leaving with a website archive chosen and not imported (issue 30)', async () => {
    api.on('GET /api/owner/websites', WEBSITES);
    const user = userEvent.setup();
    const { router } = renderEditor([...routes, { path: '/', element: <h1>Home</h1> }], '/websites');
    const leave = () => router.navigate('/');
    const form = within(await screen.findByRole('form', { name: 'Import a website archive' }));
    const archive = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'harbor.zip', { type: 'application/zip' });
    await user.upload(form.getByLabelText('Website archive (.zip)'), archive);
    await expectLeavingToAsk(user, router, leave, '/websites', { leave: false });
    await user.upload(form.getByLabelText('Website archive (.zip)'), []);
    await expectLeavingFreely(user, router, leave, '/websites');
  });
});
