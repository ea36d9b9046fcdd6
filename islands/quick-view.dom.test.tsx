// Drives the quick view as a shopper on a listing: the dialog opens on 'Quick View', shows the product's own form, closes with Escape, and says when the page could not be read.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuickView } from './quick-view.js';
import { fakeApi, refusal, type FakeApi } from './test-support/fake-api.js';
import { HARBOR_MUG_PAGE } from './test-support/product-page-html.js';
import { renderIsland } from './test-support/render-island.js';

/** A listing's product card link (templates/blocks/product-card.block) beside the quick-view island. */
function renderListing(api: FakeApi) {
  return renderIsland(
    <>
      <a
        href="/shop/p/harbor-mug"
        data-tessera-quick-view
        data-item-id="harbor-mug-id"
        aria-label="Quick View: Harbor Mug"
      >
        Quick View
      </a>
      <QuickView />
    </>,
    { api },
  );
}

describe('quick view island (jsdom)', () => {
  it("opens a dialog named for the product with the page's title, price, options and button", async () => {
    const api = fakeApi();
    api.on('PAGE /shop/p/harbor-mug', () => HARBOR_MUG_PAGE);
    const { user } = renderListing(api);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Quick View: Harbor Mug' }));

    const dialog = screen.getByRole('dialog', { name: 'Quick View: Harbor Mug' });
    expect(document.activeElement === dialog || dialog.contains(document.activeElement)).toBe(true);
    const form = await within(dialog).findByRole('combobox', { name: 'Colour' });
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Colour', 'Blue', 'Green', 'Sand (sold out)']);
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Harbor Mug' })).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { level: 1 })).toBeNull();
    expect(within(dialog).getByText('12.00')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add To Cart' })).toBeTruthy();
    const more = within(dialog).getByRole('link', { name: 'View full details' });
    expect(new URL(more.getAttribute('href') ?? '', window.location.href).pathname).toBe(
      '/shop/p/harbor-mug',
    );
    // The long description, the restock block and the thumbnails stay on the product's own page.
    expect(within(dialog).queryByText('Stoneware, glazed by hand in small batches.')).toBeNull();
    expect(within(dialog).queryByText('Get notified when this product is back in stock.')).toBeNull();
    expect(within(dialog).queryByRole('list', { name: 'More images' })).toBeNull();
    expect(api.calls).toEqual([{ method: 'PAGE', path: '/shop/p/harbor-mug' }]);
  });

  it('posts SPEC §7 RecordQuickView for the product whose quick view opened', async () => {
    const api = fakeApi();
    api.on('PAGE /shop/p/harbor-mug', () => HARBOR_MUG_PAGE);
    const { user, censused } = renderListing(api);
    expect(censused).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Quick View: Harbor Mug' }));
    await screen.findByRole('dialog', { name: 'Quick View: Harbor Mug' });
    expect(censused).toEqual([['quickView', 'harbor-mug-id']]);
  });

  it('closes with Escape and gives the focus back to the link that opened it', async () => {
    const api = fakeApi();
    api.on('PAGE /shop/p/harbor-mug', () => HARBOR_MUG_PAGE);
    const { user } = renderListing(api);
    const link = screen.getByRole('link', { name: 'Quick View: Harbor Mug' });

    await user.click(link);
    await screen.findByRole('button', { name: 'Add To Cart' });
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it("says 'Unable to load. Try again.' when the product's page cannot be read", async () => {
    const api = fakeApi();
    api.on('PAGE /shop/p/harbor-mug', () => {
      throw refusal(0, 'network', 'Network error. Please check your internet connection.');
    });
    const { user } = renderListing(api);

    await user.click(screen.getByRole('link', { name: 'Quick View: Harbor Mug' }));

    const dialog = screen.getByRole('dialog', { name: 'Quick View: Harbor Mug' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Unable to load. Try again.');
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toBeTruthy();
  });
});
