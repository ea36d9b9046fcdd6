// Tests the Files screen as an owner uses it: uploads with progress and SPEC §8's messages, search, rename, and delete that says where a file is used.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWebsite } from '../test-support/fake-api.js';
import { fakeApiForEachTest, fakeXhrForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../test-support/unsaved-changes.js';
import { FilesScreen } from './files-screen.js';
import { fileView, localFile } from './test-support/file-fixtures.js';

const xhr = fakeXhrForEachTest();
const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/files', {
    files: [fileView('f1', 'Harbor.jpg'), fileView('f2', 'Price list.pdf')],
    total: 2,
  });
});

const routes = [{ path: '/files', element: <FilesScreen /> }];

async function openScreen() {
  const user = userEvent.setup();
  const rendered = renderEditor(routes, '/files');
  await screen.findByRole('rowheader', { name: /Harbor\.jpg/ });
  return { user, ...rendered };
}

function uploadRow(name: string): HTMLElement {
  return screen.getByRole('progressbar', { name }).closest('li') as HTMLElement;
}

function listCalls() {
  return api.calls.filter((call) => call.method === 'GET' && call.path === '/api/owner/files');
}

describe('the Files screen', () => {
  it('lists the files with their kind, size and pixel size, and a thumbnail for pictures', async () => {
    await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Files' })).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: /Harbor\.jpg/ }).closest('tr') as HTMLElement;
    expect(within(row).getByText('JPG')).toBeTruthy();
    expect(within(row).getByText('245 KB')).toBeTruthy();
    expect(within(row).getByText('1200 × 800')).toBeTruthy();
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/files/w1/f1/harbor.jpg?format=300w');
    expect(screen.getByText('Showing 2 of 2 files')).toBeTruthy();
  });

  it('uploads two dropped files at once, each with a progress bar that advances and ends "Uploaded"', async () => {
    await openScreen();
    const zone = screen.getByText('Drop files here or choose files').closest('div') as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [localFile('Dock.jpg', 4000), localFile('Boats.png', 2000)], types: ['Files'] },
    });
    expect(screen.getByRole('progressbar', { name: 'Dock.jpg' })).toHaveProperty('value', 0);
    expect(screen.getByRole('progressbar', { name: 'Boats.png' })).toBeTruthy();
    expect(xhr.requests.map((request) => [request.method, request.url, request.file.name])).toEqual([
      ['POST', '/api/owner/files', 'Dock.jpg'],
      ['POST', '/api/owner/files', 'Boats.png'],
    ]);
    act(() => {
      xhr.requests[0].progress(50, 100);
      xhr.requests[1].progress(25, 100);
    });
    expect(screen.getByRole('progressbar', { name: 'Dock.jpg' })).toHaveProperty('value', 50);
    expect(within(uploadRow('Dock.jpg')).getByText('Uploading… 50% (2 KB of 4 KB)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Boats.png' })).toHaveProperty('value', 25);
    act(() => xhr.requests[0].progress(100, 100));
    expect(within(uploadRow('Dock.jpg')).getByText('Processing…')).toBeTruthy();
    const before = listCalls().length;
    act(() => {
      xhr.requests[0].respond(201, { file: fileView('f3', 'Dock.jpg') });
      xhr.requests[1].respond(201, { file: fileView('f4', 'Boats.png') });
    });
    await waitFor(() => expect(within(uploadRow('Dock.jpg')).getByText('Uploaded')).toBeTruthy());
    expect(within(uploadRow('Boats.png')).getByText('Uploaded')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Boats.png' })).toHaveProperty('value', 100);
    // The list is read again, so the new files show up in it.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('refuses a file over 20 MB before sending it, with SPEC’s message', async () => {
    const { user } = await openScreen();
    await user.upload(screen.getByLabelText('Choose files'), localFile('Huge.jpg', 25_000_000));
    const row = uploadRow('Huge.jpg');
    expect(within(row).getByText('Unable to Upload File')).toBeTruthy();
    expect(
      within(row).getByText('The file Huge.jpg is too large. The maximum allowed file size is 20 MB.'),
    ).toBeTruthy();
    expect(xhr.requests).toHaveLength(0);
  });

  it('says "File processing failed" when the server cannot read the picture (422)', async () => {
    const { user } = await openScreen();
    await user.upload(screen.getByLabelText('Choose files'), localFile('Broken.png', 500));
    act(() => {
      xhr.requests[0].progress(100, 100);
      xhr.requests[0].respond(422, { error: 'file-processing-failed', message: 'File processing failed' });
    });
    await waitFor(() =>
      expect(within(uploadRow('Broken.png')).getByText('File processing failed')).toBeTruthy(),
    );
  });

  it('says "Error uploading" with SPEC §8’s message when the server fails for another reason', async () => {
    const { user } = await openScreen();
    await user.upload(screen.getByLabelText('Choose files'), localFile('Dock.jpg', 500));
    act(() => xhr.requests[0].respond(500, { error: 'internal', message: 'Something went wrong.' }));
    const row = uploadRow('Dock.jpg');
    await waitFor(() => expect(within(row).getByText('Error uploading')).toBeTruthy());
    expect(within(row).getByText('Unable to Upload File')).toBeTruthy();
    expect(within(row).getByText('There was a problem while uploading your file.')).toBeTruthy();
  });

  it('cancels an upload in flight: "File processing cancelled", and the request is aborted', async () => {
    const { user } = await openScreen();
    await user.upload(screen.getByLabelText('Choose files'), localFile('Dock.jpg', 4000));
    act(() => xhr.requests[0].progress(30, 100));
    await user.click(within(uploadRow('Dock.jpg')).getByRole('button', { name: 'Cancel Dock.jpg' }));
    expect(within(uploadRow('Dock.jpg')).getByText('File processing cancelled')).toBeTruthy();
    expect(xhr.requests[0].aborted).toBe(true);
    await user.click(within(uploadRow('Dock.jpg')).getByRole('button', { name: 'Dismiss Dock.jpg' }));
    expect(screen.queryByRole('progressbar', { name: 'Dock.jpg' })).toBeNull();
  });

  it('searches on the server as the owner types, and filters to images only', async () => {
    const { user } = await openScreen();
    await user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'harb');
    await waitFor(() => expect(listCalls().some((call) => call.query.get('q') === 'harb')).toBe(true));
    // One call for the whole word, not one per key.
    expect(listCalls().filter((call) => call.query.get('q') === 'h')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Images only' }));
    await waitFor(() =>
      expect(
        listCalls().some((call) => call.query.get('images') === 'true' && call.query.get('q') === 'harb'),
      ).toBe(true),
    );
  });

  it('loads more files page by page', async () => {
    api.on('GET /api/owner/files', (call) =>
      call.query.get('offset') === '60'
        ? { files: [fileView('f61', 'Older.jpg')], total: 61 }
        : {
            files: Array.from({ length: 60 }, (_, at) => fileView(`f${at + 1}`, `Photo ${at + 1}.jpg`)),
            total: 61,
          },
    );
    const user = userEvent.setup();
    renderEditor(routes, '/files');
    // Text queries: role queries over sixty rows are slow in jsdom.
    await user.click(await screen.findByText('Load more'));
    expect(await screen.findByText('Older.jpg')).toBeTruthy();
    expect(screen.getByText('Showing 61 of 61 files')).toBeTruthy();
    expect(screen.queryByText('Load more')).toBeNull();
    expect(listCalls().map((call) => call.query.get('offset'))).toEqual(['0', '60']);
  });

  it('refuses to rename a file to nothing, with "Please enter a file name.", and sends nothing', async () => {
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Rename Harbor.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename file' });
    const field = within(dialog).getByLabelText('File name');
    expect(field).toHaveProperty('value', 'Harbor.jpg');
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a file name.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('renames a file with the version it was based on', async () => {
    api.on('PATCH /api/owner/files/:id', (call) => ({
      file: fileView('f1', (call.body as { name: string }).name, { version: 2 }),
    }));
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Rename Harbor.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename file' });
    const field = within(dialog).getByLabelText('File name');
    await user.clear(field);
    await user.type(field, 'Harbor at dawn.jpg{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/owner/files/f1');
    expect(patch?.body).toEqual({ name: 'Harbor at dawn.jpg' });
    expect(patch?.headers['If-Match']).toBe('1');
  });

  it('shows SPEC §8’s alert when a rename fails, and keeps the dialog open with what was typed', async () => {
    api.on('PATCH /api/owner/files/:id', { status: 500, body: { error: 'internal', message: 'Boom.' } });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Rename Harbor.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename file' });
    const field = within(dialog).getByLabelText('File name');
    await user.clear(field);
    await user.type(field, 'Dawn.jpg{Enter}');
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Unable to Rename File')).toBeTruthy();
    expect(within(alert).getByText('There was a problem while renaming your file.')).toBeTruthy();
    expect(field).toHaveProperty('value', 'Dawn.jpg');
  });

  it('says where a file is used before deleting it, then deletes it with force=true', async () => {
    api.on('GET /api/owner/files/:id', {
      file: fileView('f1', 'Harbor.jpg'),
      usedBy: [
        { kind: 'page', id: 'p1', title: 'Home', fullUrl: '/' },
        { kind: 'product', id: 'i9', title: 'Harbor Chore Coat', fullUrl: '/shop/p/harbor-chore-coat' },
      ],
    });
    api.on('DELETE /api/owner/files/:id', { status: 204 });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Delete Harbor.jpg' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete file?' });
    const home = await within(dialog).findByRole('link', { name: /^Home/ });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.getAttribute('target')).toBe('_blank');
    expect(dialog.textContent).toContain('Used on: Home (opens in a new tab) (page), Harbor Chore Coat');
    expect(dialog.textContent).toContain('(product)');
    await user.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const remove = api.calls.find((call) => call.method === 'DELETE');
    expect(remove?.path).toBe('/api/owner/files/f1');
    expect(remove?.query.get('force')).toBe('true');
  });

  it('deletes a file nothing uses without forcing', async () => {
    api.on('GET /api/owner/files/:id', { file: fileView('f2', 'Price list.pdf'), usedBy: [] });
    api.on('DELETE /api/owner/files/:id', { status: 204 });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Delete Price list.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete file?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete file' })).toHaveProperty('disabled', false),
    );
    expect(dialog.textContent).not.toContain('Used on');
    await user.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    const remove = api.calls.find((call) => call.method === 'DELETE');
    expect(remove?.path).toBe('/api/owner/files/f2');
    expect(remove?.query.has('force')).toBe(false);
  });

  it('copies a file’s full address', async () => {
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Copy address of Harbor.jpg' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/files/w1/f1/harbor.jpg`);
    expect(await screen.findByText('The address of Harbor.jpg was copied.')).toBeTruthy();
  });

  it('is read-only without files:edit: no upload, rename or delete', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ roles: [3], capabilities: ['pages:view', 'files:view'] }));
    await openScreen();
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rename/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy address of Harbor.jpg' })).toBeTruthy();
  });

  it('asks before leaving with a new name or alt text typed and not saved (issue 30)', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor([...routes, { path: '/tags', element: <h1>Tags</h1> }], '/files');
    await screen.findByRole('rowheader', { name: /Harbor\.jpg/ });
    const leave = () => router.navigate('/tags');
    await user.click(screen.getByRole('button', { name: 'Rename Harbor.jpg' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rename file' });
    await user.type(within(dialog).getByLabelText('File name'), 'x');
    await expectLeavingToAsk(user, router, leave, '/files', { leave: false });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Alt text and focal point of Harbor.jpg' }));
    dialog = await screen.findByRole('dialog', { name: 'Alt text and focal point' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Alt text' }), 'The harbor at dawn');
    await expectLeavingToAsk(user, router, leave, '/files', { leave: false });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectLeavingFreely(user, router, leave, '/files');
  });
});
