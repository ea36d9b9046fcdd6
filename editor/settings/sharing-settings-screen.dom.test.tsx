// Tests the Sharing settings screen: the stored networks and accounts, adding an account and saving, a bad profile refused before sending, the left navigation link, and axe.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { Shell } from '../ui/shell.js';
import { SharingSettingsScreen } from './sharing-settings-screen.js';

const PATH = '/api/owner/sharing-settings';
const STORED = {
  shareNetworks: ['facebook'],
  socialAccounts: [{ serviceName: 'instagram', userName: 'hp', profileUrl: 'https://www.instagram.com/hp' }],
};

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${PATH}`, STORED);
});

const routes = [{ path: '/settings/sharing', element: <SharingSettingsScreen /> }];
const puts = () => api.calls.filter((call) => call.method === 'PUT');

describe('the Sharing settings screen', () => {
  it('shows the stored networks and accounts, and passes axe', async () => {
    const { container } = renderEditor(routes, '/settings/sharing');
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Facebook' })).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Email' }).checked).toBe(false);
    const first = screen.getByRole('group', { name: 'Account 1' });
    expect(within(first).getByRole<HTMLInputElement>('textbox', { name: 'Service' }).value).toBe('instagram');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('adds an account and a network, and saves them with a PUT', async () => {
    api.on(`PUT ${PATH}`, (call) => call.body as Record<string, unknown>);
    const user = userEvent.setup();
    renderEditor(routes, '/settings/sharing');
    await user.click(await screen.findByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Add an account' }));
    const second = screen.getByRole('group', { name: 'Account 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Service' }), 'Mastodon');
    await user.type(
      within(second).getByRole('textbox', { name: 'Profile address' }),
      'https://social.example/@hp',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('The sharing settings were saved.', { selector: '.alert *, p, div' }),
    ).toBeTruthy();
    expect(puts()[0].body).toEqual({
      shareNetworks: ['facebook', 'email'],
      socialAccounts: [
        STORED.socialAccounts[0],
        { serviceName: 'Mastodon', userName: '', profileUrl: 'https://social.example/@hp' },
      ],
    });
  });

  it('refuses a profile that is not an http(s) address before sending', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/settings/sharing');
    await user.click(await screen.findByRole('button', { name: 'Add an account' }));
    const second = screen.getByRole('group', { name: 'Account 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Service' }), 'Evil');
    await user.type(within(second).getByRole('textbox', { name: 'Profile address' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter the profile address, starting with https://.')).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('is opened from the left navigation', async () => {
    renderEditor(
      [
        {
          path: '/',
          element: <Shell />,
          children: [{ path: 'settings/sharing', element: <SharingSettingsScreen /> }],
        },
      ],
      '/settings/sharing',
    );
    const nav = await screen.findByRole('navigation', { name: 'Editor' });
    const link = within(nav).getByRole('link', { name: 'Sharing' });
    expect(link.getAttribute('href')).toBe('/settings/sharing');
  });
});
