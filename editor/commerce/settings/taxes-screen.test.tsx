// Tests the Tax rules screen: the list in a table, an add that posts the rule, the server's refusal beside its field, delete after a confirmation, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TaxRule } from '../../api/commerce-settings.js';
import { invalidInputAnswer } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../../test-support/unsaved-changes.js';
import { TaxesScreen } from './taxes-screen.js';

const PATH = '/api/owner/commerce/tax-rules';

function rule(id: string, change: Partial<TaxRule> = {}): TaxRule {
  return {
    id,
    name: 'Sales tax',
    country: 'US',
    region: null,
    rate: '0.05',
    appliesToShipping: false,
    appliesToDigital: true,
    enabled: true,
    ...change,
  };
}

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${PATH}`, {
    taxRules: [
      rule('t1'),
      rule('t2', { name: 'Maine', region: 'ME', rate: '0.055', appliesToShipping: true }),
    ],
  });
});

const routes = [{ path: '/commerce/taxes', element: <TaxesScreen /> }];
const row = (place: string) => screen.getByRole('cell', { name: place }).closest('tr')!;

describe('the Tax rules screen', () => {
  it('lists the rules with their place and rate, and passes axe', async () => {
    const { container } = renderEditor(routes, '/commerce/taxes');
    await screen.findByRole('table', { name: 'Tax rules' });
    expect(within(row('US')).getByRole('cell', { name: '5 %' })).toBeTruthy();
    expect(within(row('US-ME')).getByRole('cell', { name: '5.5 %' })).toBeTruthy();
    expect(within(row('US-ME')).getAllByRole('cell', { name: 'Yes' })).toHaveLength(2);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('adds a region’s rule with the body the server expects', async () => {
    api.on(`POST ${PATH}`, (call) => ({
      status: 201,
      body: { taxRule: { ...rule('t3'), ...(call.body as object) } },
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/taxes');
    await user.click(await screen.findByRole('button', { name: 'Add tax rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tax rule' });
    await user.type(within(dialog).getByLabelText('Name'), 'Vermont');
    await user.type(within(dialog).getByLabelText('Country'), 'US');
    await user.type(within(dialog).getByLabelText('Region'), 'VT');
    await user.type(within(dialog).getByLabelText('Rate'), '0.06');
    await user.click(within(dialog).getByLabelText('Applies to shipping'));
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save tax rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Vermont',
      country: 'US',
      region: 'VT',
      rate: '0.06',
      appliesToShipping: true,
      appliesToDigital: true,
      enabled: true,
    });
  });

  it('shows the server’s refusal beside its field', async () => {
    const message =
      'Enter the rate as a fraction from 0 to 1 with at most 6 decimals, such as 0.0825 for 8.25 %.';
    api.on(`PUT ${PATH}/:id`, invalidInputAnswer({ rate: message }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/taxes');
    await user.click(await screen.findByRole('button', { name: 'Edit tax rule US-ME' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tax rule US-ME' });
    const rate = within(dialog).getByLabelText('Rate');
    await user.clear(rate);
    await user.type(rate, '8.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save tax rule' }));
    const shown = await within(dialog).findByText(message);
    expect(rate.getAttribute('aria-describedby')).toContain(shown.id);
    expect(api.calls.find((call) => call.method === 'PUT')?.path).toBe(`${PATH}/t2`);
  });

  it('deletes a rule only after the confirmation', async () => {
    api.on(`DELETE ${PATH}/:id`, { status: 204 });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/taxes');
    await user.click(await screen.findByRole('button', { name: 'Delete tax rule US' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete tax rule US?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(`${PATH}/t1`);
  });

  it('asks before leaving with a rule’s dialog changed and not saved, and not once it is saved (issue 30)', async () => {
    api.on(`PUT ${PATH}/:id`, (call) => ({ taxRule: { ...rule('t2'), ...(call.body as object) } }));
    const user = userEvent.setup();
    const { router } = renderEditor(
      [...routes, { path: '/commerce/coupons', element: <h1>Coupons</h1> }],
      '/commerce/taxes',
    );
    // The browser's Back while the dialog is open.
    const leave = () => router.navigate('/commerce/coupons');
    await user.click(await screen.findByRole('button', { name: 'Edit tax rule US-ME' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tax rule US-ME' });
    await user.type(within(dialog).getByLabelText('Rate'), '1');
    await expectLeavingToAsk(user, router, leave, '/commerce/taxes', { leave: false });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Rate').value).toBe('0.0551');
    await user.click(within(dialog).getByRole('button', { name: 'Save tax rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectLeavingFreely(user, router, leave, '/commerce/taxes');
  });
});
