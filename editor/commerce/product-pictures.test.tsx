// Tests a product's pictures in its editor on jsdom: each picture's alt text typed and saved with the product (only the changed ones sent), the order changed by a keyboard drag and by Move down, the first shown as the cover, axe.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { STORES, productView } from './commerce-fixtures.js';
import { ProductEditorScreen } from './product-editor-screen.js';

const api = fakeApiForEachTest();
const IMAGES = [
  { id: 'i1', url: '/files/i1.jpg', altText: 'A walnut board' },
  { id: 'i2', url: '/files/i2.jpg', altText: '' },
  { id: 'i3', url: '/files/i3.jpg', altText: 'Its end grain' },
];
beforeEach(() => {
  api.on('GET /api/owner/commerce/stores', STORES);
  api.on('GET /api/owner/commerce/products/p1', {
    product: productView('p1', 'Walnut board', {
      imageIds: ['i1', 'i2', 'i3'],
      imageUrl: '/files/i1.jpg',
      images: IMAGES,
    }),
  });
  api.on('PUT /api/owner/commerce/products/p1', (call) => {
    const body = call.body as { imageIds: string[]; imageAltTexts?: Record<string, string> };
    return {
      product: productView('p1', 'Walnut board', {
        version: 2,
        imageIds: body.imageIds,
        images: body.imageIds.map((id) => ({
          id,
          url: `/files/${id}.jpg`,
          altText: body.imageAltTexts?.[id] ?? IMAGES.find((image) => image.id === id)?.altText ?? '',
        })),
      }),
    };
  });
});

const routes = [{ path: '/commerce/products/:productId', element: <ProductEditorScreen /> }];
const put = () => api.calls.filter((call) => call.method === 'PUT').at(-1);
const altOf = (list: HTMLElement, n: number) =>
  within(list).getByRole('textbox', { name: `Alt text of picture ${n}` }) as HTMLInputElement;
const sources = (list: HTMLElement) =>
  within(list)
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

/** jsdom lays nothing out: each picture is 100 px high, one under the other, moved by its transform. */
function layOutPictures() {
  const original = Element.prototype.getBoundingClientRect;
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const items = [...document.querySelectorAll('li.picture-list__item')];
    const index = items.indexOf(this);
    if (index < 0) return original.call(this);
    const moved = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec((this as HTMLElement).style.transform);
    const y = index * 100 + (moved === null ? 0 : Number(moved[2]));
    return {
      x: 0,
      y,
      top: y,
      left: 0,
      bottom: y + 100,
      right: 200,
      width: 200,
      height: 100,
      toJSON: () => ({}),
    };
  });
}

describe('a product’s pictures', () => {
  it('saves each changed alt text with the product and warns of a picture without one', async () => {
    const user = userEvent.setup();
    const { container } = renderEditor(routes, '/commerce/products/p1');
    const list = await screen.findByRole('list', { name: 'Product pictures' });
    expect(altOf(list, 1).value).toBe('A walnut board');
    const second = within(list).getAllByRole('listitem')[1];
    expect(within(second).getByText(/This picture has no alt text/)).toBeTruthy();
    expect(within(list).getAllByRole('listitem')[0].textContent).toContain('Cover');

    await user.type(altOf(list, 2), 'The board from above');
    await user.clear(altOf(list, 1));
    await user.type(altOf(list, 1), 'A walnut board on a table');
    expect(within(second).queryByText(/This picture has no alt text/)).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put()).toBeDefined());
    expect(put()?.body).toMatchObject({
      imageIds: ['i1', 'i2', 'i3'],
      // Picture 3's was not changed: it is not sent, so alt text written elsewhere since is kept.
      imageAltTexts: { i1: 'A walnut board on a table', i2: 'The board from above' },
    });
    await waitFor(() =>
      expect(altOf(screen.getByRole('list', { name: 'Product pictures' }), 2).value).toBe(
        'The board from above',
      ),
    );
  });

  it('puts the third picture first by a keyboard drag, then moves the second down, and saves that order', async () => {
    const layout = layOutPictures();
    try {
      const user = userEvent.setup({ delay: null });
      renderEditor(routes, '/commerce/products/p1');
      const list = await screen.findByRole('list', { name: 'Product pictures' });
      const handle = within(list).getByRole('button', { name: 'Drag picture 3 to a new place' });
      act(() => handle.focus());
      await user.keyboard('[Space]');
      await waitFor(() => expect(document.body.textContent).toContain('Picked up picture 3 of 3.'));
      await user.keyboard('[ArrowUp]');
      await user.keyboard('[ArrowUp]');
      await waitFor(() => expect(document.body.textContent).toContain('Picture 3 is over place 1.'));
      await user.keyboard('[Space]');
      await waitFor(() =>
        expect(sources(list)).toEqual([
          '/files/i3.jpg?format=300w',
          '/files/i1.jpg?format=300w',
          '/files/i2.jpg?format=300w',
        ]),
      );
      // The new first picture is the cover, its alt text going with it.
      expect(within(list).getAllByRole('listitem')[0].textContent).toContain('Cover');
      expect(altOf(list, 1).value).toBe('Its end grain');

      await user.click(within(list).getByRole('button', { name: 'Move picture 2 down' }));
      expect(sources(list)).toEqual([
        '/files/i3.jpg?format=300w',
        '/files/i2.jpg?format=300w',
        '/files/i1.jpg?format=300w',
      ]);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(put()).toBeDefined());
      expect((put()?.body as { imageIds: string[] }).imageIds).toEqual(['i3', 'i2', 'i1']);
      expect(put()?.body).not.toHaveProperty('imageAltTexts');
    } finally {
      layout.mockRestore();
    }
  });
});
