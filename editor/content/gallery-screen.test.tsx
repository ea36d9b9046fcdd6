// Tests the gallery: reordering saves the new order, several uploads each show a progress bar and become images, the cover, captions, refusals.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fileView } from '../files/test-support/file-fixtures.js';
import { fakeApiForEachTest, fakeXhrForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { COLLECTION_SCREEN_ROUTES as routes } from '../test-support/screen-routes.js';
import { collectionFixture, itemFixture, itemFromBody } from './content-fixtures.js';

const xhr = fakeXhrForEachTest();
const api = fakeApiForEachTest();
let items = [
  itemFixture({ id: 'i1', title: 'Harbor', mainImageId: 'img1', mainImageUrl: '/files/w1/f1/harbor.jpg' }),
  itemFixture({ id: 'i2', title: 'Pines', mainImageId: 'img2', mainImageUrl: '/files/w1/f2/pines.jpg' }),
  itemFixture({ id: 'i3', title: 'Dunes', mainImageId: 'img3', mainImageUrl: '/files/w1/f3/dunes.jpg' }),
];
beforeEach(() => {
  items = items.map((item) => ({ ...item, status: 'published', statusLabel: 'Published' }));
  api.on('GET /api/owner/collections/c1', {
    collection: collectionFixture('gallery', { coverImageId: 'img1' }),
  });
  api.on('GET /api/owner/collections/c1/items', () => ({ items, total: items.length }));
});

const captions = () =>
  screen.getAllByLabelText<HTMLInputElement>(/^Caption of image/).map((input) => input.value);

describe('the gallery', () => {
  it('moves an image later with its button and saves the whole new order', async () => {
    api.on('PUT /api/owner/collections/c1/items/order', (call) => call.body as Record<string, unknown>);
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1');
    await screen.findByRole('heading', { name: /Portfolio/ });
    await waitFor(() => expect(captions()).toEqual(['Harbor', 'Pines', 'Dunes']));
    expect(screen.getByRole('button', { name: 'Move earlier (Harbor)' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move later (Harbor)' }));
    expect(captions()).toEqual(['Pines', 'Harbor', 'Dunes']);
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ itemIds: ['i2', 'i1', 'i3'] });
    expect(await screen.findByText('Order saved: image moved to position 2 of 3.')).toBeTruthy();
  });

  it('puts the order back and says why when the server refuses it', async () => {
    api.on('PUT /api/owner/collections/c1/items/order', {
      status: 400,
      body: { error: 'invalid-input', message: 'Send every image of the gallery once.' },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1');
    await user.click(await screen.findByRole('button', { name: 'Move later (Pines)' }));
    expect(await screen.findByText('Send every image of the gallery once.')).toBeTruthy();
    expect(captions()).toEqual(['Harbor', 'Pines', 'Dunes']);
  });

  it('uploads two pictures at once, each with its own progress bar, refuses a file that is not one, and adds each as an image', async () => {
    const added: Record<string, unknown>[] = [];
    api.on('POST /api/owner/collections/c1/items', (call) => {
      const body = call.body as Record<string, unknown>;
      added.push(body);
      return {
        status: 201,
        body: { item: itemFromBody(body, { id: `n${added.length}`, mainImageUrl: '/x.jpg' }) },
      };
    });
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderEditor(routes, '/collections/c1');
    await screen.findByRole('button', { name: 'Upload images' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.multiple).toBe(true);
    await user.upload(input as HTMLInputElement, [
      new File(['abc'], 'boat.jpg', { type: 'image/jpeg' }),
      new File(['def'], 'pier.png', { type: 'image/png' }),
      new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }),
    ]);

    expect(screen.getByRole('progressbar', { name: 'Uploading boat.jpg' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploading pier.png' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Uploading menu.pdf' })).toBeNull();
    expect(screen.getByText(/The file menu\.pdf does not appear to be a supported file\./)).toBeTruthy();
    expect(xhr.requests.map((request) => request.file.name)).toEqual(['boat.jpg', 'pier.png']);
    expect(xhr.requests[0].url).toBe('/api/owner/files');

    act(() => xhr.requests[0].progress(50, 100));
    expect(screen.getByRole<HTMLProgressElement>('progressbar', { name: 'Uploading boat.jpg' }).value).toBe(
      50,
    );
    act(() =>
      xhr.requests[0].respond(201, { file: fileView('f-boat', 'boat.jpg', { imageId: 'img-boat' }) }),
    );
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toEqual({ title: '', mainImageId: 'img-boat', status: 'published' });
    await waitFor(() => expect(captions()).toHaveLength(4));

    act(() =>
      xhr.requests[1].respond(413, {
        error: 'file-too-large',
        message: 'The file pier.png is too large. The maximum allowed file size is 20 MB.',
      }),
    );
    expect(await screen.findByText(/The file pier\.png is too large\./)).toBeTruthy();
    expect(added).toHaveLength(1);
  });

  it('marks the cover, and makes another image the cover', async () => {
    let collection = collectionFixture('gallery', { coverImageId: 'img1' });
    api.on('GET /api/owner/collections/c1', () => ({ collection }));
    api.on('PATCH /api/owner/collections/c1', (call) => {
      collection = { ...collection, ...(call.body as Record<string, string>), version: 2 };
      return { collection };
    });
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1');
    const cards = await screen.findAllByRole('listitem');
    expect(within(cards[0]).getByText('Cover')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set as cover (Dunes)' }));
    await waitFor(() => expect(within(screen.getAllByRole('listitem')[2]).queryByText('Cover')).toBeTruthy());
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ coverImageId: 'img3' });
    expect(screen.queryByRole('button', { name: 'Set as cover (Dunes)' })).toBeNull();
  });

  it('saves a caption when the field is left, with the version it was editing', async () => {
    api.on('PATCH /api/owner/collections/c1/items/i2', (call) => ({
      item: { ...items[1], title: (call.body as { title: string }).title, version: 4 },
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1');
    const field = await screen.findByLabelText('Caption of image 2');
    await user.clear(field);
    await user.type(field, 'Tall');
    await user.tab();
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ title: 'Tall' });
    expect(patch?.headers['If-Match']).toBe('3');
  });

  it('removes an image after confirming', async () => {
    api.on('DELETE /api/owner/collections/c1/items/i3', { status: 204 });
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1');
    await user.click(await screen.findByRole('button', { name: 'Remove (Dunes)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The picture stays in your files.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(captions()).toEqual(['Harbor', 'Pines']));
  });

  describe('display', () => {
    const patches = () => api.calls.filter((call) => call.method === 'PATCH');

    it('saves the options the owner changed, with the version it was editing', async () => {
      let collection = collectionFixture('gallery', { version: 3 });
      api.on('GET /api/owner/collections/c1', () => ({ collection }));
      api.on('PATCH /api/owner/collections/c1', (call) => {
        const chosen = (call.body as { galleryOptions: Record<string, unknown> }).galleryOptions;
        collection = {
          ...collection,
          galleryOptions: { ...collection.galleryOptions!, ...(chosen as Record<string, string | number>) },
          version: 4,
        };
        return { collection };
      });
      const user = userEvent.setup();
      renderEditor(routes, '/collections/c1');
      const form = await screen.findByRole('form', { name: 'Gallery display' });
      expect(within(form).getByLabelText<HTMLSelectElement>('Design').value).toBe('grid');
      expect(within(form).getByLabelText<HTMLInputElement>('Images per row').value).toBe('4');
      await user.selectOptions(within(form).getByLabelText('Design'), 'slider');
      // A slider has no rows; its own options appear.
      expect(within(form).queryByLabelText('Images per row')).toBeNull();
      expect(within(form).getByLabelText('Current image alignment')).toBeTruthy();
      const padding = within(form).getByLabelText('Space between images (pixels)');
      await user.clear(padding);
      await user.type(padding, '10');
      await user.click(within(form).getByLabelText('Open images in a lightbox'));
      await user.click(within(form).getByRole('button', { name: 'Save display' }));
      expect(await within(form).findByText('The gallery display was saved.')).toBeTruthy();
      expect(patches()).toHaveLength(1);
      expect(patches()[0].body).toEqual({
        galleryOptions: { design: 'slider', padding: 10, lightbox: true },
      });
      expect(patches()[0].headers['If-Match']).toBe('3');
    });

    it('passes axe, and says what is wrong with a number before sending anything', async () => {
      const user = userEvent.setup();
      const { container } = renderEditor(routes, '/collections/c1');
      const form = await screen.findByRole('form', { name: 'Gallery display' });
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      const perRow = within(form).getByLabelText('Images per row');
      await user.clear(perRow);
      await user.type(perRow, '12');
      await user.click(within(form).getByRole('button', { name: 'Save display' }));
      expect(await within(form).findByText('Enter a whole number from 1 to 10.')).toBeTruthy();
      expect(perRow.getAttribute('aria-invalid')).toBe('true');
      expect(patches()).toHaveLength(0);
    });

    it('goes back to the defaults', async () => {
      api.on('PATCH /api/owner/collections/c1', () => ({
        collection: collectionFixture('gallery', { version: 2 }),
      }));
      const user = userEvent.setup();
      renderEditor(routes, '/collections/c1');
      const form = await screen.findByRole('form', { name: 'Gallery display' });
      await user.click(within(form).getByRole('button', { name: 'Use the defaults' }));
      expect(await within(form).findByText('The gallery shows the default display again.')).toBeTruthy();
      expect(patches()[0].body).toEqual({ galleryOptions: null });
    });
  });
});
