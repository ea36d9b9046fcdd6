// Tests the Single sign-on settings screen: the stored provider without its secret, the redirect URI, saving with a new secret and keeping the old one, the server's messages by field, and axe.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SsoSettingsView } from '../../domain/owner-api/sso-settings.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { SsoSettingsScreen } from './sso-settings-screen.js';

const PATH = '/api/owner/sso-settings';
const REDIRECT = 'https://shop.example/account/sso/callback';
const STORED: SsoSettingsView = {
  settings: {
    enabled: true,
    issuerUrl: 'https://id.example.com',
    clientId: 'tessera-site',
    hasClientSecret: true,
    providerName: 'Example ID',
  },
  redirectUri: REDIRECT,
};

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${PATH}`, STORED);
});

const routes = [{ path: '/settings/sso', element: <SsoSettingsScreen /> }];
const puts = () => api.calls.filter((call) => call.method === 'PUT');

describe('the Single sign-on settings screen', () => {
  it('shows the provider, never a secret, and the redirect URI; passes axe', async () => {
    const { container } = renderEditor(routes, '/settings/sso');
    const issuer = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Issuer URL' });
    expect(issuer.value).toBe('https://id.example.com');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Client id' }).value).toBe('tessera-site');
    expect(screen.getByLabelText<HTMLInputElement>('Client secret').value).toBe('');
    expect(screen.getByText(/A secret is kept on the server and never shown/)).toBeTruthy();
    expect(screen.getByText(REDIRECT).tagName).toBe('CODE');
    expect(screen.getByText('Visitors see “Sign in with Example ID”.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /may sign in/ }).checked).toBe(true);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('keeps the stored secret when none is typed, and sends a new one when typed', async () => {
    api.on(`PUT ${PATH}`, STORED);
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/settings/sso');
    const name = await screen.findByRole('textbox', { name: 'Name on the button' });
    await user.clear(name);
    await user.type(name, 'Staff login');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(puts()[0].body).toEqual({
      enabled: true,
      issuerUrl: 'https://id.example.com',
      clientId: 'tessera-site',
      providerName: 'Staff login',
    });
    await user.type(screen.getByLabelText('Client secret'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(puts()[1].body).toMatchObject({ clientSecret: 'new-secret' });
    expect(screen.getByLabelText<HTMLInputElement>('Client secret').value).toBe('');
  });

  it("shows the server's message beside its field", async () => {
    api.on(`PUT ${PATH}`, {
      status: 400,
      body: {
        error: 'invalid-input',
        message: 'Update the missing or invalid information above.',
        fields: { issuerUrl: 'Enter the provider’s issuer URL, starting with https://.' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/settings/sso');
    const issuer = await screen.findByRole('textbox', { name: 'Issuer URL' });
    await user.clear(issuer);
    await user.type(issuer, 'http://id.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the provider’s issuer URL, starting with https://.')).toBeTruthy();
    expect(issuer.getAttribute('aria-invalid')).toBe('true');
  });
});
