// Tests the Newsletter popup screen: the stored settings, switching it on with a list and a delay and saving, the server's refusal beside its field, and axe.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { PromoPopupScreen } from './promo-popup-screen.js';

const PATH = '/api/owner/promo-popup';
const STORED = {
  enabled: false,
  title: 'Join our newsletter',
  text: 'News now and then.',
  buttonText: 'Sign Up',
  mailingListId: '',
  delaySeconds: 5,
};

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${PATH}`, STORED);
  api.on('GET /api/owner/mailing-lists/lists', {
    lists: [{ id: 'list-2', name: 'Tide pools', memberCount: 3 }],
  });
});

const routes = [{ path: '/settings/newsletter-popup', element: <PromoPopupScreen /> }];
const puts = () => api.calls.filter((call) => call.method === 'PUT');

describe('the Newsletter popup screen', () => {
  it('shows the stored settings, and passes axe', async () => {
    const { container } = renderEditor(routes, '/settings/newsletter-popup');
    const on = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Show the newsletter popup' });
    expect(on.checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe(
      'Join our newsletter',
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('switches it on with a list and a delay, and saves them with a PUT', async () => {
    api.on(`PUT ${PATH}`, (call) => call.body as Record<string, unknown>);
    const user = userEvent.setup();
    renderEditor(routes, '/settings/newsletter-popup');
    await user.click(await screen.findByRole('checkbox', { name: 'Show the newsletter popup' }));
    await screen.findByRole('option', { name: 'Tide pools' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mailing list' }), 'list-2');
    const delay = screen.getByRole('textbox', { name: /Delay in seconds/ });
    await user.clear(delay);
    await user.type(delay, '10');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('The popup settings were saved.', { selector: '.alert *, p, div' }),
    ).toBeTruthy();
    expect(puts()[0].body).toEqual({ ...STORED, enabled: true, mailingListId: 'list-2', delaySeconds: 10 });
  });

  it("shows the server's refusal beside its field", async () => {
    api.on(`PUT ${PATH}`, {
      status: 400,
      body: {
        error: 'invalid-input',
        message: 'Update the missing or invalid information above.',
        fields: { delaySeconds: 'The delay can be at most 120 seconds.' },
      },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/settings/newsletter-popup');
    // The fields open for editing once the editor knows the owner may edit pages.
    await screen.findByRole('button', { name: 'Save settings' });
    const delay = screen.getByRole('textbox', { name: /Delay in seconds/ });
    await user.clear(delay);
    await user.type(delay, '500');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The popup settings were not saved')).toBeTruthy();
    expect(screen.getByText('The delay can be at most 120 seconds.')).toBeTruthy();
    expect(delay.getAttribute('aria-invalid')).toBe('true');
  });
});
