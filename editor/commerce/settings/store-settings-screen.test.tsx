// Tests the Store settings screen: the switches as stored, a save that patches them, the server's refusal beside its field, read-only roles, and axe.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWebsite, invalidInputAnswer } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { MINIMUM_MESSAGE, StoreSettingsScreen } from './store-settings-screen.js';

const PATH = '/api/owner/commerce/store-settings';
const STORED = {
  expressCheckout: false,
  installmentsEnabled: true,
  minimumOrderSubtotalCents: 1500,
  multipleQuantityAllowedForServices: true,
  addToCartButtonText: null,
};

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${PATH}`, { storeSettings: STORED });
});

const routes = [{ path: '/commerce/settings', element: <StoreSettingsScreen /> }];
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('the Store settings screen', () => {
  it('shows the stored settings and passes axe', async () => {
    const { container } = renderEditor(routes, '/commerce/settings');
    const minimum = await screen.findByLabelText<HTMLInputElement>('Minimum order subtotal (USD)');
    expect(minimum.value).toBe('15.00');
    expect(checkbox('Express checkout').checked).toBe(false);
    expect(checkbox('Show the installment badge').checked).toBe(true);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('saves the switches with a PATCH of every setting', async () => {
    api.on(`PATCH ${PATH}`, (call) => ({ storeSettings: { ...STORED, ...(call.body as object) } }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/settings');
    const minimum = await screen.findByLabelText('Minimum order subtotal (USD)');
    await user.click(checkbox('Express checkout'));
    await user.clear(minimum);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The store settings were saved.', { selector: '.alert *' })).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      expressCheckout: true,
      installmentsEnabled: true,
      minimumOrderSubtotalCents: null,
      multipleQuantityAllowedForServices: true,
      addToCartButtonText: null,
    });
  });

  it('sets the store’s add-to-cart button text, and empty sends none', async () => {
    api.on(`PATCH ${PATH}`, (call) => ({ storeSettings: { ...STORED, ...(call.body as object) } }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/settings');
    const text = await screen.findByLabelText<HTMLInputElement>('Add to cart button text');
    expect(text.value).toBe('');
    await user.type(text, '  Add to bag ');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('The store settings were saved.', { selector: '.alert *' });
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      addToCartButtonText: 'Add to bag',
    });
    expect(text.value).toBe('  Add to bag ');
  });

  it('shows the server’s refusal beside its field', async () => {
    api.on(`PATCH ${PATH}`, invalidInputAnswer({ minimumOrderSubtotalCents: 'Too small or too big.' }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/settings');
    const minimum = await screen.findByLabelText('Minimum order subtotal (USD)');
    await user.clear(minimum);
    await user.type(minimum, '2000000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const shown = await screen.findByText('Too small or too big.');
    expect(minimum.getAttribute('aria-describedby')).toContain(shown.id);
    expect(within(screen.getByRole('alert')).getByText('The store settings were not saved')).toBeTruthy();
  });

  it('refuses a minimum that is no amount beside the field, without sending', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/settings');
    const minimum = await screen.findByLabelText('Minimum order subtotal (USD)');
    await user.clear(minimum);
    await user.type(minimum, 'twenty');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const shown = await screen.findByText(MINIMUM_MESSAGE);
    expect(minimum.getAttribute('aria-describedby')).toContain(shown.id);
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('shows the settings read-only to a role without commerce:edit', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ roles: [4], capabilities: ['commerce:view'] }));
    renderEditor(routes, '/commerce/settings');
    const minimum = await screen.findByLabelText('Minimum order subtotal (USD)');
    expect(minimum.hasAttribute('disabled')).toBe(true);
    expect(checkbox('Express checkout').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
