// The Files screen asks for a picture's alt text as soon as it is uploaded, states the upload limit first, and marks pictures without alt text (issue 30).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../domain/file-rules.js';
import { fakeApiForEachTest, fakeXhrForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { FilesScreen } from './files-screen.js';
import { fileView, localFile } from './test-support/file-fixtures.js';

const xhr = fakeXhrForEachTest();
const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/files', {
    files: [fileView('f1', 'Harbor.jpg', { altText: 'Boats at the quay' }), fileView('f2', 'IMG_0001.jpg')],
    total: 2,
    maxFileBytes: MAX_FILE_BYTES,
  });
});

const routes = [{ path: '/files', element: <FilesScreen /> }];

async function openScreen() {
  const user = userEvent.setup();
  renderEditor(routes, '/files');
  await screen.findByRole('rowheader', { name: /Harbor\.jpg/ });
  return user;
}

describe('alt text on the Files screen', () => {
  it('states the largest upload before any file is chosen', async () => {
    await openScreen();
    expect(screen.getByText('Files up to 20 MB each.')).toBeTruthy();
  });

  it('marks the pictures without alt text', async () => {
    await openScreen();
    const bare = screen.getByRole('rowheader', { name: /IMG_0001\.jpg/ });
    expect(within(bare).getByText('No alt text')).toBeTruthy();
    expect(
      within(screen.getByRole('rowheader', { name: /Harbor\.jpg/ })).queryByText('No alt text'),
    ).toBeNull();
  });

  it('asks for the alt text of a picture just uploaded, and saves it', async () => {
    const user = await openScreen();
    const zone = screen.getByText('Drop files here or choose files').closest('div') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [localFile('DSC_0042.jpg', 4000)], types: ['Files'] } });
    act(() => xhr.requests[0].respond(201, { file: fileView('f3', 'DSC_0042.jpg') }));
    const field = await screen.findByRole('textbox', { name: 'Alt text for DSC_0042.jpg' });
    const row = field.closest('li') as HTMLElement;
    expect(within(row).getByText(/This picture has no alt text/)).toBeTruthy();
    const save = within(row).getByRole('button', { name: 'Save alt text for DSC_0042.jpg' });
    expect(save).toHaveProperty('disabled', true);

    api.on('PATCH /api/owner/files/f3', (call) => ({
      file: fileView('f3', 'DSC_0042.jpg', { ...(call.body as object), version: 2 }),
    }));
    await user.type(field, 'A lighthouse in fog');
    await user.click(save);
    expect(await within(row).findByText('Alt text saved: A lighthouse in fog')).toBeTruthy();
    const patch = api.calls.find((call) => call.method === 'PATCH' && call.path === '/api/owner/files/f3');
    expect(patch?.body).toEqual({ altText: 'A lighthouse in fog' });
  });

  it('does not ask for alt text of a document', async () => {
    await openScreen();
    const zone = screen.getByText('Drop files here or choose files').closest('div') as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [localFile('Menu.pdf', 4000, 'application/pdf')], types: ['Files'] },
    });
    act(() => xhr.requests[0].respond(201, { file: fileView('f4', 'Menu.pdf') }));
    await waitFor(() => expect(screen.getByText('Uploaded')).toBeTruthy());
    expect(screen.queryByRole('textbox', { name: /Alt text for/ })).toBeNull();
  });
});
