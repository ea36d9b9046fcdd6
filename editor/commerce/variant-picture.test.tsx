// Tests a variant's picture in the product editor: picked among the product's own pictures in the variant dialog, warned about when it has no alt text, sent with the product's save, and none of its own chosen again.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../domain/file-rules.js';
import { fileView } from '../files/test-support/file-fixtures.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { STORES, productView } from './commerce-fixtures.js';
import { ProductEditorScreen } from './product-editor-screen.js';

const ALT_TEXTS: Record<string, string> = { f1: 'A walnut board', f2: '', f3: 'The board’s end grain' };
const IMAGES = ['f1', 'f2', 'f3'].map((id) => ({
  id: `img-${id}`,
  url: `/files/w1/${id}/board-${id}.jpg`,
  altText: ALT_TEXTS[id],
}));
const FILES = [
  fileView('f1', 'board-f1.jpg', { altText: ALT_TEXTS.f1 }),
  fileView('f2', 'board-f2.jpg'),
  fileView('f3', 'board-f3.jpg', { altText: ALT_TEXTS.f3 }),
];

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/commerce/stores', STORES);
  api.on('GET /api/owner/files', { files: FILES, total: FILES.length, maxFileBytes: MAX_FILE_BYTES });
});

const routes = [{ path: '/commerce/products/:productId', element: <ProductEditorScreen /> }];
const put = () =>
  api.calls.filter((call) => call.method === 'PUT' && call.path === '/api/owner/commerce/products/p1').at(-1);

function product(variantImageId: string | null) {
  const view = productView('p1', 'Walnut board', {
    imageIds: IMAGES.map((image) => image.id),
    images: IMAGES,
  });
  return {
    ...view,
    variants: view.variants.map((variant) => ({
      ...variant,
      imageId: variantImageId,
      imageUrl: IMAGES.find((image) => image.id === variantImageId)?.url ?? null,
    })),
  };
}

async function openVariant(user: ReturnType<typeof userEvent.setup>) {
  const variants = await screen.findByRole('table', { name: 'Variants' });
  await user.click(within(variants).getAllByRole('button', { name: /^Edit variant/ })[0]);
  return screen.findByRole('dialog', { name: /^Edit variant/ });
}

describe('a variant’s picture (issue 31)', () => {
  it('is picked among the product’s pictures, warned about without alt text, and saved with the product', async () => {
    api.on('GET /api/owner/commerce/products/p1', { product: product(null) });
    api.on('PUT /api/owner/commerce/products/p1', { product: product('img-f2') });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products/p1');
    const dialog = await openVariant(user);
    const group = within(dialog).getByRole('group', { name: 'Variant picture' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'The product’s main picture',
      'Picture 1',
      'Picture 2',
      'Picture 3',
    ]);
    expect(within(group).getByRole('radio', { name: 'The product’s main picture' })).toHaveProperty(
      'checked',
      true,
    );
    expect(Array.from(group.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual(
      IMAGES.map((image) => `${image.url}?format=300w`),
    );

    await user.click(within(group).getByRole('radio', { name: 'Picture 2' }));
    // Picture 2 has no alt text: the dialog says so and offers to add it.
    expect(await within(group).findByText(/This picture has no alt text/)).toBeTruthy();
    expect(
      within(group).getByRole('button', { name: 'Add alt text and focal point of the variant picture' }),
    ).toBeTruthy();
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.click(within(group).getByRole('radio', { name: 'Picture 3' }));
    await waitFor(() => expect(within(group).queryByText(/This picture has no alt text/)).toBeNull());
    expect(
      within(group).getByRole('button', { name: 'Edit alt text and focal point of the variant picture' }),
    ).toBeTruthy();
    await user.click(within(group).getByRole('radio', { name: 'Picture 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put()).toBeDefined());
    const body = put()?.body as { imageIds: string[]; variants: { imageId: string | null }[] };
    expect(body.variants[0].imageId).toBe('img-f2');
    // The product's own pictures are untouched.
    expect(body.imageIds).toEqual(['img-f1', 'img-f2', 'img-f3']);
  });

  it('shows the variant’s stored picture chosen, and goes back to none of its own', async () => {
    api.on('GET /api/owner/commerce/products/p1', { product: product('img-f3') });
    api.on('PUT /api/owner/commerce/products/p1', { product: product(null) });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products/p1');
    const dialog = await openVariant(user);
    const group = within(dialog).getByRole('group', { name: 'Variant picture' });
    expect(within(group).getByRole('radio', { name: 'Picture 3' })).toHaveProperty('checked', true);
    await user.click(within(group).getByRole('radio', { name: 'The product’s main picture' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put()).toBeDefined());
    expect((put()?.body as { variants: { imageId: string | null }[] }).variants[0].imageId).toBeNull();
  });
});
