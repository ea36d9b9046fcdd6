// Tests the file picker: choosing by keyboard returns the chosen files, uploads arrive selected, and pictures only are asked for.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileView } from '../../domain/owner-api/files.js';
import { fakeApiForEachTest, fakeXhrForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { FilePickerDialog } from './file-picker.js';
import { fileView, localFile } from './test-support/file-fixtures.js';

const xhr = fakeXhrForEachTest();
const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/files', {
    files: [fileView('f1', 'Harbor.jpg'), fileView('f2', 'Dock.jpg'), fileView('f3', 'Boats.jpg')],
    total: 3,
  });
});

/** A screen with a button that opens the picker, as the image block and the gallery do. */
function Host({ onPick, multiple }: { onPick: (files: FileView[]) => void; multiple?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pick
      </button>
      <FilePickerDialog isOpen={open} onClose={() => setOpen(false)} onPick={onPick} multiple={multiple} />
    </>
  );
}

async function openPicker(onPick: (files: FileView[]) => void, multiple = false) {
  const user = userEvent.setup();
  renderEditor([{ path: '/', element: <Host onPick={onPick} multiple={multiple} /> }], '/');
  await user.click(screen.getByRole('button', { name: 'Pick' }));
  const dialog = await screen.findByRole('dialog', { name: multiple ? 'Choose images' : 'Choose an image' });
  await within(dialog).findByRole('option', { name: /^Harbor\.jpg / });
  return { user, dialog };
}

/** Tabs until an option of the list has the focus, as a keyboard user would. */
async function tabToList(user: UserEvent) {
  for (let step = 0; step < 10 && document.activeElement?.getAttribute('role') !== 'option'; step += 1) {
    await user.tab();
  }
  expect(document.activeElement?.getAttribute('role')).toBe('option');
}

describe('the file picker', () => {
  it('asks for pictures only, and returns the file chosen with the arrow keys and Enter', async () => {
    const onPick = vi.fn();
    const { user, dialog } = await openPicker(onPick);
    expect(api.calls.find((call) => call.path === '/api/owner/files')?.query.get('images')).toBe('true');
    await tabToList(user);
    expect(document.activeElement?.textContent).toContain('Harbor.jpg');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toContain('Dock.jpg');
    await user.keyboard('{Enter}');
    expect(
      within(dialog)
        .getByRole('option', { name: /^Dock\.jpg / })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(dialog).getByText('1 selected')).toBeTruthy();
    const choose = within(dialog).getByRole('button', { name: 'Choose' });
    for (let step = 0; step < 10 && document.activeElement !== choose; step += 1) await user.tab();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0][0].map((file: FileView) => file.id)).toEqual(['f2']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('chooses several files with Space when multiple, and Choose stays off until one is selected', async () => {
    const onPick = vi.fn();
    const { user, dialog } = await openPicker(onPick, true);
    const choose = within(dialog).getByRole('button', { name: 'Choose' });
    expect(choose).toHaveProperty('disabled', true);
    await tabToList(user);
    await user.keyboard('[Space]{ArrowRight}{ArrowRight}[Space]');
    expect(within(dialog).getByText('2 selected')).toBeTruthy();
    await user.click(choose);
    expect(onPick.mock.calls[0][0].map((file: FileView) => file.id)).toEqual(['f1', 'f3']);
  });

  it('uploads from the picker: the new picture appears selected and is returned by Choose', async () => {
    const onPick = vi.fn();
    const { user, dialog } = await openPicker(onPick);
    await user.upload(within(dialog).getByLabelText('Upload'), localFile('Sunset.jpg', 3000));
    expect(within(dialog).getByRole('progressbar', { name: 'Sunset.jpg' })).toBeTruthy();
    act(() => {
      xhr.requests[0].progress(100, 100);
      xhr.requests[0].respond(201, { file: fileView('f9', 'Sunset.jpg') });
    });
    const option = await within(dialog).findByRole('option', { name: /^Sunset\.jpg / });
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Choose' }));
    expect(onPick.mock.calls[0][0]).toEqual([fileView('f9', 'Sunset.jpg')]);
  });

  it('returns a picture just uploaded with the alt text typed for it in the picker (issue 30)', async () => {
    const onPick = vi.fn();
    const { user, dialog } = await openPicker(onPick);
    await user.upload(within(dialog).getByLabelText('Upload'), localFile('IMG_7.jpg', 3000));
    act(() => {
      xhr.requests[0].progress(100, 100);
      xhr.requests[0].respond(201, { file: fileView('f9', 'IMG_7.jpg') });
    });
    api.on('PATCH /api/owner/files/f9', (call) => ({
      file: fileView('f9', 'IMG_7.jpg', { ...(call.body as object), version: 2 }),
    }));
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Alt text for IMG_7.jpg' }),
      'A red kite over the hill',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save alt text for IMG_7.jpg' }));
    await within(dialog).findByText('Alt text saved: A red kite over the hill');
    await user.click(within(dialog).getByRole('button', { name: 'Choose' }));
    expect(onPick.mock.calls[0][0]).toEqual([
      fileView('f9', 'IMG_7.jpg', { altText: 'A red kite over the hill', version: 2 }),
    ]);
  });

  it('refuses to upload a file that is not a picture, with SPEC §5’s message', async () => {
    const { user, dialog } = await openPicker(vi.fn());
    const input = within(dialog).getByLabelText('Upload');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, localFile('Prices.pdf', 300, 'application/pdf'));
    expect(
      within(dialog).getByText('The file Prices.pdf does not appear to be a supported file.'),
    ).toBeTruthy();
    expect(xhr.requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
