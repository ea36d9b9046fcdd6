// Tests the way into Commerce: the left navigation's Commerce link (shown for commerce:view, current on every Commerce screen) and the Commerce sub-navigation.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeWebsite } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { Shell } from '../ui/shell.js';
import { CommerceNav } from './commerce-nav.js';

const api = fakeApiForEachTest();

const routes = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { path: 'commerce/orders', element: <CommerceNav /> },
      { path: 'pages', element: <p>Pages</p> },
    ],
  },
];

describe('the Commerce navigation', () => {
  it('marks Commerce current on any Commerce screen and lists the Commerce screens', async () => {
    renderEditor(routes, '/commerce/orders');
    const editorNav = await screen.findByRole('navigation', { name: 'Editor' });
    const commerce = within(editorNav).getByRole('link', { name: 'Commerce' });
    expect(commerce.getAttribute('href')).toBe('/commerce/products');
    expect(commerce.getAttribute('aria-current')).toBe('page');
    expect(within(editorNav).getByRole('link', { name: 'Pages' }).getAttribute('aria-current')).toBeNull();
    const sub = screen.getByRole('navigation', { name: 'Commerce' });
    expect(
      within(sub)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Products',
        'Orders',
        'Inventory',
        'Restock sign-ups',
        'Coupons',
        'Shipping',
        'Tax rules',
        'Store settings',
      ]),
    );
    expect(within(sub).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
  });

  it('leaves Commerce out for a role that may not see the store', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ roles: [4], capabilities: ['pages:view', 'pages:edit'] }));
    renderEditor(routes, '/pages');
    const editorNav = await screen.findByRole('navigation', { name: 'Editor' });
    expect(within(editorNav).queryByRole('link', { name: 'Commerce' })).toBeNull();
    expect(within(editorNav).getByRole('link', { name: 'Pages' }).getAttribute('aria-current')).toBe('page');
  });
});
