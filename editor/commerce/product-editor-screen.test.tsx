// Tests the product editor: six variants from two options of three values with their stock set in the variant dialog, the dialog's own checks, the server's refusals shown where they belong, a stale save, digital and subscription fields, axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../domain/file-rules.js';
import { fileView } from '../files/test-support/file-fixtures.js';
import { invalidInputAnswer, versionConflictAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import {
  closingTabIsWarned,
  expectLeavingFreely,
  expectLeavingToAsk,
} from '../test-support/unsaved-changes.js';
import { STORES, productView } from './commerce-fixtures.js';
import { ProductEditorScreen } from './product-editor-screen.js';

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/commerce/stores', STORES);
  api.on('GET /api/owner/commerce/products/p1', { product: productView('p1', 'Walnut board') });
});

const routes = [
  { path: '/commerce/products/:productId', element: <ProductEditorScreen /> },
  { path: '/commerce/orders', element: <h1>Orders</h1> },
];
const sent = (method: string) =>
  api.calls
    .filter((call) => call.method === method && call.path.startsWith('/api/owner/commerce/products'))
    .at(-1);

describe('the product editor', () => {
  it('makes six variants from two options of three values, sets their stock, and adds the product', async () => {
    api.on('POST /api/owner/commerce/products', () => ({
      status: 201,
      body: { product: productView('p2', 'Linen tee', { version: 1 }) },
    }));
    api.on('GET /api/owner/commerce/products/p2', { product: productView('p2', 'Linen tee') });
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/commerce/products/new');
    await user.type(await screen.findByLabelText('Title'), 'Linen tee');

    await user.click(screen.getByRole('button', { name: 'Edit options' }));
    let dialog = await screen.findByRole('dialog', { name: 'Options and variants' });
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByLabelText('Option 1 name'), 'Size');
    await user.type(within(dialog).getByLabelText('Option 1 values'), 'S, M, L');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByLabelText('Option 2 name'), 'Colour');
    await user.type(within(dialog).getByLabelText('Option 2 values'), 'Red, Blue');
    expect(within(dialog).getByText('These options make 6 variants.')).toBeTruthy();
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make variants' }));

    const variants = await screen.findByRole('table', { name: 'Variants' });
    expect(within(variants).getAllByRole('row')).toHaveLength(7);
    expect(within(variants).getByRole('rowheader', { name: 'M / Blue' })).toBeTruthy();
    expect(within(variants).getByText('LINEN-TEE-M-BLUE')).toBeTruthy();

    for (const [index, label] of [
      'S / Red',
      'S / Blue',
      'M / Red',
      'M / Blue',
      'L / Red',
      'L / Blue',
    ].entries()) {
      await user.click(within(variants).getByRole('button', { name: `Edit variant ${label}` }));
      dialog = await screen.findByRole('dialog', { name: `Edit variant ${label}` });
      await user.type(within(dialog).getByLabelText('Price (USD)'), '25.00');
      const stock = within(dialog).getByLabelText('Stock');
      await user.clear(stock);
      await user.type(stock, String(index + 1));
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/commerce/products/p2'));
    const body = sent('POST')?.body as {
      storeId: string;
      options: unknown;
      variants: { sku: string; attributes: unknown; priceCents: number; stock: number | null }[];
    };
    expect(body.storeId).toBe('s1');
    expect(body.options).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ]);
    expect(body.variants.map((variant) => [variant.sku, variant.priceCents, variant.stock])).toEqual([
      ['LINEN-TEE-S-RED', 2500, 1],
      ['LINEN-TEE-S-BLUE', 2500, 2],
      ['LINEN-TEE-M-RED', 2500, 3],
      ['LINEN-TEE-M-BLUE', 2500, 4],
      ['LINEN-TEE-L-RED', 2500, 5],
      ['LINEN-TEE-L-BLUE', 2500, 6],
    ]);
  }, 60_000);

  it('keeps all three pictures of a product when only its SEO title is changed and saved (issue 30)', async () => {
    const images = ['i1', 'i2', 'i3'].map((id) => ({ id, url: `/files/${id}.jpg`, altText: '' }));
    api.on('GET /api/owner/commerce/products/p1', {
      product: productView('p1', 'Walnut board', {
        imageIds: ['i1', 'i2', 'i3'],
        imageUrl: '/files/i1.jpg',
        images,
      }),
    });
    api.on('PUT /api/owner/commerce/products/p1', {
      product: productView('p1', 'Walnut board', { version: 2, imageIds: ['i1', 'i2', 'i3'], images }),
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products/p1');
    const list = await screen.findByRole('list', { name: 'Product pictures' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/files/i1.jpg?format=300w', '/files/i2.jpg?format=300w', '/files/i3.jpg?format=300w']);
    await user.type(screen.getByLabelText('SEO title'), 'Walnut board | Shop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PUT')).toBeDefined());
    expect(sent('PUT')?.body).toMatchObject({
      seo: { title: 'Walnut board | Shop' },
      imageIds: ['i1', 'i2', 'i3'],
    });
  });

  it('reorders and removes pictures, and keeps one the server gave no address for', async () => {
    api.on('GET /api/owner/commerce/products/p1', {
      product: productView('p1', 'Walnut board', {
        imageIds: ['i1', 'i2', 'i3'],
        images: [
          { id: 'i1', url: '/files/i1.jpg', altText: '' },
          { id: 'i2', url: null, altText: '' },
          { id: 'i3', url: '/files/i3.jpg', altText: '' },
        ],
      }),
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products/p1');
    const list = await screen.findByRole('list', { name: 'Product pictures' });
    expect(within(list).getByText('No preview')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move picture 1 up' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Move picture 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PUT')).toBeDefined());
    expect((sent('PUT')?.body as { imageIds: string[] }).imageIds).toEqual(['i3', 'i2']);
  });

  it('warns of a product picture without alt text and sets its focal point from the picture list (issue 30)', async () => {
    const images = [
      { id: 'img-f1', url: '/files/w1/f1/board.jpg', altText: 'A walnut board on a kitchen table' },
      { id: 'img-f2', url: '/files/w1/f2/img-2041.jpg', altText: '' },
    ];
    api.on('GET /api/owner/commerce/products/p1', {
      product: productView('p1', 'Walnut board', { imageIds: ['img-f1', 'img-f2'], images }),
    });
    let files = [
      fileView('f1', 'board.jpg', { altText: 'A walnut board on a kitchen table' }),
      fileView('f2', 'IMG_2041.jpg'),
    ];
    api.on('GET /api/owner/files', () => ({ files, total: files.length, maxFileBytes: MAX_FILE_BYTES }));
    api.on('PATCH /api/owner/files/:id', (call) => {
      const id = call.path.split('/').at(-1);
      files = files.map((file) =>
        file.id === id ? { ...file, ...(call.body as object), version: file.version + 1 } : file,
      );
      return { file: files.find((file) => file.id === id) };
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products/p1');
    const list = await screen.findByRole('list', { name: 'Product pictures' });
    const [first, second] = within(list).getAllByRole('listitem');
    // Only the second picture has no alt text: it alone is warned about.
    expect(within(second).getByText(/This picture has no alt text/)).toBeTruthy();
    expect(within(first).queryByText(/This picture has no alt text/)).toBeNull();
    expect(within(first).getByText('Cover')).toBeTruthy();

    await user.click(await within(second).findByRole('button', { name: 'Focal point of picture 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alt text and focal point' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Alt text' }),
      'The board’s end grain, close up',
    );
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Across' }), { target: { value: '25' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = api.calls.find((call) => call.method === 'PATCH' && call.path === '/api/owner/files/f2');
    expect(patch?.body).toEqual({
      altText: 'The board’s end grain, close up',
      focalPoint: { x: 0.25, y: 0.5 },
    });
    // What the dialog saved is the picture's alt text now, already stored.
    expect(
      (within(second).getByRole('textbox', { name: 'Alt text of picture 2' }) as HTMLInputElement).value,
    ).toBe('The board’s end grain, close up');
    expect(within(second).queryByText(/This picture has no alt text/)).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('passes axe with every panel shown: product, subscription, variants, organisation, SEO', async () => {
    const user = userEvent.setup();
    const { container } = renderEditor(routes, '/commerce/products/p1');
    await user.click(await screen.findByLabelText('Sell as a subscription'));
    await screen.findByRole('textbox', { name: 'Description' });
    const page = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(page.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('checks a variant before keeping it: a sale price above the price, a stock that is no count', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products/p1');
    await user.click(await screen.findByRole('button', { name: 'Edit variant Default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit variant Default' });
    await user.type(within(dialog).getByLabelText('Sale price (USD)'), '50');
    await user.click(within(dialog).getByLabelText('On sale'));
    const stock = within(dialog).getByLabelText('Stock');
    await user.clear(stock);
    await user.type(stock, 'many');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const sale = within(dialog).getByLabelText('Sale price (USD)');
    expect(sale.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('The sale price must be lower than the price.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a stock of 0 or more, or choose Unlimited.')).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Unlimited'));
    await user.clear(sale);
    await user.type(sale, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = screen.getByRole('row', { name: /Default/ });
    expect(within(row).getByText('Unlimited')).toBeTruthy();
    expect(within(row).getByText('45.00 USD (sale 40)')).toBeTruthy();
  });

  it('shows the server’s refusals by the field and the variant they name, and saves over the version read', async () => {
    api.on(
      'PUT /api/owner/commerce/products/p1',
      invalidInputAnswer({
        title: 'Please enter a title.',
        'variants.0.sku': 'Another variant already has this SKU.',
      }),
    );
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products/p1');
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update the missing or invalid information above.')).toBeTruthy();
    expect(sent('PUT')?.headers['If-Match']).toBe('1');
    expect((sent('PUT')?.body as { variants: unknown[] }).variants[0]).toMatchObject({
      id: 'v1',
      stock: 3,
      stockRead: 3,
    });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const row = screen.getByRole('row', { name: /Default/ });
    expect(within(row).getByText('Another variant already has this SKU.')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Edit variant Default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit variant Default' });
    expect(within(dialog).getByLabelText('SKU').getAttribute('aria-invalid')).toBe('true');
  });

  it('stops showing "Enter a price of 0 or more." once the variant has a valid price (issue 30)', async () => {
    api.on(
      'PUT /api/owner/commerce/products/p1',
      invalidInputAnswer({ 'variants.0.priceCents': 'Enter a price of 0 or more.' }),
    );
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products/p1');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const row = await screen.findByRole('row', { name: /Default/ });
    await within(row).findByText('Enter a price of 0 or more.');

    await user.click(within(row).getByRole('button', { name: 'Edit variant Default' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit variant Default' });
    const price = within(dialog).getByLabelText('Price (USD)');
    expect(within(dialog).getByText('Enter a price of 0 or more.')).toBeTruthy();
    await user.clear(price);
    await user.type(price, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByText('Enter a price of 0 or more.')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '19.50');
    // Beside the valid price as it is typed, and in the row and the dialog once it is kept.
    expect(within(dialog).queryByText('Enter a price of 0 or more.')).toBeNull();
    expect(price.getAttribute('aria-invalid')).not.toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row).queryByText('Enter a price of 0 or more.')).toBeNull();
    expect(within(row).getByText('19.50 USD')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Edit variant Default' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit variant Default' });
    expect(within(dialog).getByLabelText('Price (USD)')).toHaveProperty('value', '19.50');
    expect(within(dialog).queryByText('Enter a price of 0 or more.')).toBeNull();
  });

  it('asks before leaving with changes not saved, and lets the owner leave freely once saved (issue 30)', async () => {
    api.on('PUT /api/owner/commerce/products/p1', {
      product: productView('p1', 'Walnut board', { version: 2, seo: { title: 'Board', description: '' } }),
    });
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/commerce/products/p1');
    const orders = () => user.click(screen.getByRole('link', { name: 'Orders' }));
    await screen.findByRole('textbox', { name: 'Description' });
    expect(closingTabIsWarned()).toBe(false);
    await user.type(screen.getByLabelText('SEO title'), 'Board');
    await expectLeavingToAsk(user, router, orders, '/commerce/products/p1', { leave: false });
    expect(screen.getByLabelText('SEO title')).toHaveProperty('value', 'Board');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closingTabIsWarned()).toBe(false));
    await expectLeavingFreely(user, router, orders, '/commerce/products/p1');
  });

  it('lets the owner leave a changed product without saving when they say so', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/commerce/products/p1');
    await user.type(await screen.findByLabelText('Title'), ' deluxe');
    await expectLeavingToAsk(
      user,
      router,
      () => user.click(screen.getByRole('link', { name: 'Orders' })),
      '/commerce/products/p1',
    );
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(closingTabIsWarned()).toBe(false);
  });

  it('says when someone saved first and offers the latest version', async () => {
    api.on('PUT /api/owner/commerce/products/p1', versionConflictAnswer(2));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products/p1');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Load the latest version' })).toBeTruthy();
  });

  it('asks a digital product for its file, and offers a subscription only to physical products and services', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products/p1');
    await screen.findByLabelText('Title');
    expect(screen.getByLabelText('Sell as a subscription')).toBeTruthy();
    await user.click(screen.getByLabelText('Sell as a subscription'));
    expect(screen.getByLabelText('Number of payments')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Digital');
    expect(screen.queryByLabelText('Sell as a subscription')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose the file' })).toBeTruthy();
    expect(screen.getByText('No file chosen.')).toBeTruthy();
  });
});
