// Tests the delivery preview of a digital product: the price and download note, the mail's download section, the 210 page in a sandboxed frame, a product that is not digital, and axe.
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { DigitalPreview } from '../../../domain/owner-api/digital-previews.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { DigitalPreviewScreen } from './digital-preview-screen.js';

const PREVIEW: DigitalPreview = {
  productId: 'item-ebook',
  title: 'Field Guide',
  price: '$9.00',
  file: { filename: 'field-guide.pdf', sizeBytes: 25 },
  downloadNote: 'A digital download: field-guide.pdf (25 bytes).',
  mailSubject: 'Your order #1001 from Tide Goods',
  mailDownloads:
    'Your downloads:\n  Field Guide: http://localhost/commerce/downloads/sample-order/sample-item-1',
  document: '<!doctype html><body class="page-type-210" data-page-type="210"><h1>Field Guide</h1></body>',
};

const api = fakeApiForEachTest();
const routes = [{ path: '/commerce/products/:productId/delivery', element: <DigitalPreviewScreen /> }];

describe('the delivery preview screen', () => {
  it('shows the download note, the mail downloads and the 210 page in a sandboxed frame, and passes axe', async () => {
    api.on('GET /api/owner/digital-products/item-ebook/preview', PREVIEW);
    const { container } = renderEditor(routes, '/commerce/products/item-ebook/delivery');
    expect(
      await screen.findByRole('heading', { name: 'Delivery preview: Field Guide', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('$9.00')).toBeTruthy();
    expect(screen.getByText('A digital download: field-guide.pdf (25 bytes).')).toBeTruthy();
    expect(screen.getByText(/Field Guide: http:\/\/localhost\/commerce\/downloads\//).tagName).toBe('PRE');
    const frame = screen.getByTitle('The product page and delivery mail of Field Guide');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('data-page-type="210"');
    expect(screen.getByRole('link', { name: 'Back to the product' }).getAttribute('href')).toBe(
      '/commerce/products/item-ebook',
    );
    const results = await axe.run(container, {
      iframes: false,
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it("shows the server's message for a product that is not digital", async () => {
    api.on('GET /api/owner/digital-products/item-mug/preview', {
      status: 404,
      body: { error: 'not-found', message: 'No such digital product.' },
    });
    renderEditor(routes, '/commerce/products/item-mug/delivery');
    expect(await screen.findByText('No such digital product.')).toBeTruthy();
  });
});
