// Tests the Shipping options screen: the list in a table, an add by weight that posts its tiers, the server's refusal beside its field, delete after a confirmation, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShippingOption } from '../../api/commerce-settings.js';
import { invalidInputAnswer } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { ShippingScreen } from './shipping-screen.js';

const PATH = '/api/owner/commerce/shipping-options';

function option(id: string, name: string, change: Partial<ShippingOption> = {}): ShippingOption {
  return {
    id,
    name,
    kind: 'flat',
    rateCents: 750,
    currency: 'USD',
    freeOverCents: null,
    countries: [],
    regions: [],
    weightTiers: [],
    deliveryEstimate: null,
    instructions: null,
    pickupAddress: null,
    enabled: true,
    position: 0,
    ...change,
  };
}

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${PATH}`, {
    shippingOptions: [
      option('s1', 'Standard', { freeOverCents: 5000, countries: ['US', 'CA'] }),
      option('s2', 'Heavy goods', {
        kind: 'weight',
        rateCents: 0,
        weightTiers: [
          { upToOz: 16, rateCents: 500 },
          { upToOz: null, rateCents: 1200 },
        ],
      }),
    ],
  });
});

const routes = [{ path: '/commerce/shipping', element: <ShippingScreen /> }];
const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('the Shipping options screen', () => {
  it('lists the options with their rate, threshold and places, and passes axe', async () => {
    const { container } = renderEditor(routes, '/commerce/shipping');
    await screen.findByRole('table', { name: 'Shipping options' });
    expect(within(row('Standard')).getByRole('cell', { name: '7.50 USD' })).toBeTruthy();
    expect(within(row('Standard')).getByRole('cell', { name: '50.00 USD' })).toBeTruthy();
    expect(within(row('Standard')).getByRole('cell', { name: 'US, CA' })).toBeTruthy();
    expect(within(row('Heavy goods')).getByRole('cell', { name: '2 weight tiers' })).toBeTruthy();
    expect(within(row('Heavy goods')).getByRole('cell', { name: 'Everywhere' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('adds a by-weight option with its tiers in the body', async () => {
    api.on(`POST ${PATH}`, (call) => ({
      status: 201,
      body: { shippingOption: { ...option('s3', 'x'), ...(call.body as object) } },
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/shipping');
    await user.click(await screen.findByRole('button', { name: 'Add shipping option' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add shipping option' });
    await user.type(within(dialog).getByLabelText('Name'), 'Parcel');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'weight');
    await user.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    await user.type(within(dialog).getByLabelText('Tier 1 up to (oz)'), '32');
    await user.type(within(dialog).getByLabelText('Tier 1 rate (USD)'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    await user.type(within(dialog).getByLabelText('Tier 2 rate (USD)'), '15.25');
    await user.type(within(dialog).getByLabelText('Countries'), 'us, ca');
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save shipping option' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Parcel',
      kind: 'weight',
      rateCents: 0,
      freeOverCents: null,
      countries: ['us', 'ca'],
      regions: [],
      weightTiers: [
        { upToOz: 32, rateCents: 600 },
        { upToOz: null, rateCents: 1525 },
      ],
      deliveryEstimate: null,
      instructions: null,
      pickupAddress: null,
      enabled: true,
      position: 0,
    });
  });

  it('adds a pickup with its address and instructions', async () => {
    api.on(`POST ${PATH}`, (call) => ({
      status: 201,
      body: { shippingOption: { ...option('s3', 'x'), ...(call.body as object) } },
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/shipping');
    await user.click(await screen.findByRole('button', { name: 'Add shipping option' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add shipping option' });
    await user.type(within(dialog).getByLabelText('Name'), 'Collect in store');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'pickup');
    const address = within(dialog).getByRole('group', { name: 'Pickup address' });
    await user.type(within(address).getByLabelText('Street address'), '14 Water Street');
    await user.type(within(address).getByLabelText('Town, region and postal code'), 'Portland, ME 04101');
    await user.type(within(dialog).getByLabelText('Pickup instructions'), 'Ring the bell.');
    await user.click(within(dialog).getByRole('button', { name: 'Save shipping option' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      kind: 'pickup',
      pickupAddress: { addressLine1: '14 Water Street', addressLine2: 'Portland, ME 04101' },
      instructions: 'Ring the bell.',
    });
  });

  it('shows the server’s refusal of one country beside the Countries field', async () => {
    api.on(
      `PUT ${PATH}/:id`,
      invalidInputAnswer({ 'countries.1': 'Enter a two-letter country code, such as US.' }),
    );
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/shipping');
    await user.click(await screen.findByRole('button', { name: 'Edit Standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Standard' });
    const countries = within(dialog).getByLabelText('Countries');
    await user.type(countries, ', Canada');
    await user.click(within(dialog).getByRole('button', { name: 'Save shipping option' }));
    const shown = await within(dialog).findByText('Enter a two-letter country code, such as US.');
    expect(countries.getAttribute('aria-describedby')).toContain(shown.id);
    expect(api.calls.find((call) => call.method === 'PUT')?.path).toBe(`${PATH}/s1`);
  });

  it('deletes an option only after the confirmation', async () => {
    api.on(`DELETE ${PATH}/:id`, { status: 204 });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/shipping');
    await user.click(await screen.findByRole('button', { name: 'Delete Heavy goods' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Heavy goods?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(`${PATH}/s2`);
  });
});
