// Tests the Merchandising screen: the stored defaults, a save that sends them whole, the checkout opt-in's list, label and ticked state, refusals beside their fields, read-only roles, axe, and no sideways scrolling at 390 px.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWebsite, invalidInputAnswer } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { MerchandisingScreen } from './merchandising-screen.js';

const PATH = '/api/owner/commerce/merchandising';
const STORED = {
  restockNotifications: true,
  scarcityThreshold: 3,
  scarcityText: null,
  soldOutText: 'All gone',
  addToCartButtonText: null,
  relatedProducts: true,
  checkoutOptIn: {
    enabled: false,
    mailingListId: null,
    label: 'Sign up for news and updates',
    checkedByDefault: false,
  },
};

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${PATH}`, { merchandising: STORED });
  api.on('GET /api/owner/mailing-lists/lists', {
    lists: [
      { id: 'list-news', name: 'Harbor news', memberCount: 12 },
      { id: 'list-trade', name: 'Trade buyers', memberCount: 3 },
    ],
  });
});

const routes = [{ path: '/commerce/merchandising', element: <MerchandisingScreen /> }];
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const saved = () => screen.findByText('The merchandising defaults were saved.', { selector: '.alert *' });
const sent = () => api.calls.find((call) => call.method === 'PUT')?.body;

describe('the Merchandising screen', () => {
  it('shows the stored defaults and passes axe', async () => {
    const { container } = renderEditor(routes, '/commerce/merchandising');
    const threshold = await screen.findByLabelText<HTMLInputElement>('Low-stock threshold');
    expect(threshold.value).toBe('3');
    expect(screen.getByLabelText<HTMLInputElement>('Sold-out text').value).toBe('All gone');
    expect(screen.getByLabelText<HTMLInputElement>('Low-stock message').placeholder).toBe(
      'Only {qtyInStock} left in stock',
    );
    expect(checkbox('Restock sign-ups for new products').checked).toBe(true);
    expect(checkbox('Show related products').checked).toBe(true);
    expect(checkbox('Offer the mailing list at checkout').checked).toBe(false);
    expect(screen.queryByLabelText('Mailing list')).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('saves every default with a PUT; blank texts are sent as none', async () => {
    api.on(`PUT ${PATH}`, (call) => ({ merchandising: call.body }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/merchandising');
    const threshold = await screen.findByLabelText('Low-stock threshold');
    await user.clear(threshold);
    await user.type(threshold, '5');
    await user.type(screen.getByLabelText('Low-stock message'), 'Just {{qtyInStock} left');
    await user.clear(screen.getByLabelText('Sold-out text'));
    await user.type(screen.getByLabelText('Add-to-cart button text'), ' Add to bag ');
    await user.click(checkbox('Restock sign-ups for new products'));
    await user.click(checkbox('Show related products'));
    await user.click(screen.getByRole('button', { name: 'Save defaults' }));
    await saved();
    expect(sent()).toEqual({
      ...STORED,
      restockNotifications: false,
      scarcityThreshold: 5,
      scarcityText: 'Just {qtyInStock} left',
      soldOutText: null,
      addToCartButtonText: 'Add to bag',
      relatedProducts: false,
    });
  });

  it('turns the checkout opt-in on with a list, its label and ticked to start with', async () => {
    api.on(`PUT ${PATH}`, (call) => ({ merchandising: call.body }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/merchandising');
    await user.click(await screen.findByRole('checkbox', { name: 'Offer the mailing list at checkout' }));
    const list = await screen.findByLabelText('Mailing list');
    await within(list).findByRole('option', { name: 'Harbor news' });
    await user.selectOptions(list, 'Harbor news');
    const label = screen.getByLabelText('Checkbox label');
    await user.clear(label);
    await user.type(label, 'Send me the harbor newsletter');
    await user.click(checkbox('Ticked to start with'));
    await user.click(screen.getByRole('button', { name: 'Save defaults' }));
    await saved();
    expect(sent()).toMatchObject({
      checkoutOptIn: {
        enabled: true,
        mailingListId: 'list-news',
        label: 'Send me the harbor newsletter',
        checkedByDefault: true,
      },
    });
  });

  it('says SPEC’s words when there is no mailing list, and shows the server’s refusal beside the list', async () => {
    api.on('GET /api/owner/mailing-lists/lists', { lists: [] });
    api.on(`PUT ${PATH}`, invalidInputAnswer({ 'checkoutOptIn.mailingListId': 'A List must be selected.' }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/merchandising');
    await user.click(await screen.findByRole('checkbox', { name: 'Offer the mailing list at checkout' }));
    expect(
      await screen.findByText("You don't have any mailing lists, create one before continuing."),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save defaults' }));
    const shown = await screen.findByText('A List must be selected.');
    expect(screen.getByLabelText('Mailing list').getAttribute('aria-describedby')).toContain(shown.id);
    expect(
      within(screen.getByRole('alert')).getByText('The merchandising defaults were not saved'),
    ).toBeTruthy();
  });

  it('refuses a threshold that is no whole number beside the field, without sending', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/merchandising');
    const threshold = await screen.findByLabelText('Low-stock threshold');
    await user.clear(threshold);
    await user.type(threshold, 'few');
    await user.click(screen.getByRole('button', { name: 'Save defaults' }));
    const shown = await screen.findByText(/Enter a number of units from 1/);
    expect(threshold.getAttribute('aria-describedby')).toContain(shown.id);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the defaults read-only to a role without commerce:edit', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ roles: [4], capabilities: ['commerce:view'] }));
    renderEditor(routes, '/commerce/merchandising');
    const threshold = await screen.findByLabelText('Low-stock threshold');
    expect(threshold.hasAttribute('disabled')).toBe(true);
    expect(checkbox('Show related products').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save defaults' })).toBeNull();
  });
});
