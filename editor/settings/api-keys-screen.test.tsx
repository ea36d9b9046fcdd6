// Tests the API keys screen: the keys in a table, create with a name and scopes (the secret shown once, copied), field messages, revoke after confirming, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiKeyInfo } from '../api/api-keys.js';
import { invalidInputAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../test-support/unsaved-changes.js';
import { ApiKeysScreen } from './api-keys-screen.js';

const KEYS = '/api/owner/api-keys';

function key(id: string, name: string, change: Partial<ApiKeyInfo> = {}): ApiKeyInfo {
  return {
    id,
    name,
    prefix: `tsk_${id}abcdefg`.slice(0, 12),
    scopes: ['orders:read'],
    createdAt: '2026-11-01T15:00:00.000Z',
    lastUsedAt: null,
    ...change,
  };
}

const api = fakeApiForEachTest();
let live: ApiKeyInfo[];
beforeEach(() => {
  live = [
    key('k1', 'Accounting export', {
      scopes: ['orders:read', 'products:read'],
      lastUsedAt: '2026-11-20T17:30:00.000Z',
    }),
    key('k2', 'Old sync'),
  ];
  api.on(`GET ${KEYS}`, () => ({ apiKeys: live }));
});

const routes = [{ path: '/settings/api-keys', element: <ApiKeysScreen /> }];
const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('the API keys screen', () => {
  it('lists the keys with their scopes, creation and last use, and passes axe', async () => {
    const { container } = renderEditor(routes, '/settings/api-keys');
    await screen.findByRole('table', { name: 'API keys' });
    const first = within(row('Accounting export'));
    expect(first.getByRole('cell', { name: 'orders:read, products:read' })).toBeTruthy();
    // In the website's zone (America/New_York).
    expect(first.getByRole('cell', { name: 'Nov 1, 2026, 10:00 AM' })).toBeTruthy();
    expect(first.getByRole('cell', { name: 'Nov 20, 2026, 12:30 PM' })).toBeTruthy();
    expect(first.getByRole('cell', { name: 'tsk_k1abcdef…' })).toBeTruthy();
    expect(within(row('Old sync')).getByRole('cell', { name: 'Never' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('creates a key with the chosen scopes and shows its secret once, with a copy button', async () => {
    api.on(`POST ${KEYS}`, (call) => {
      const body = call.body as { name: string; scopes: string[] };
      const made = key('k3', body.name, { scopes: body.scopes });
      live = [made, ...live];
      return { status: 201, body: { apiKey: made, key: 'tsk_the-secret-only-once' } };
    });
    const user = userEvent.setup();
    renderEditor(routes, '/settings/api-keys');
    await screen.findByRole('table', { name: 'API keys' });
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    // Nothing chosen: the dialog says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText('Give the key a name.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter your password.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Zapier');
    await user.click(within(dialog).getByRole('checkbox', { name: 'orders:read' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'forms:read' }));
    await user.type(within(dialog).getByLabelText(/^Your password/), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'The key “Zapier”' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Zapier',
      scopes: ['orders:read', 'forms:read'],
      password: 'correct horse',
    });
    expect((within(shown).getByLabelText('API key') as HTMLInputElement).value).toBe(
      'tsk_the-secret-only-once',
    );
    expect(within(shown).getByText(/it will not be shown again/)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(await within(shown).findByText('Copied.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('tsk_the-secret-only-once');
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list shows the new key, never its secret.
    expect(await screen.findByRole('cell', { name: 'Zapier' })).toBeTruthy();
    expect(screen.queryByText('tsk_the-secret-only-once')).toBeNull();
  });

  it('shows the server’s message under the field it refused', async () => {
    api.on(`POST ${KEYS}`, invalidInputAnswer({ 'scopes.0': 'Scopes are: website:read.' }));
    const user = userEvent.setup();
    renderEditor(routes, '/settings/api-keys');
    await screen.findByRole('table', { name: 'API keys' });
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sync');
    await user.click(within(dialog).getByRole('checkbox', { name: 'pages:read' }));
    await user.type(within(dialog).getByLabelText(/^Your password/), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Scopes are: website:read.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /The key/ })).toBeNull();
  });

  it('says so under the password when it is not the owner’s', async () => {
    api.on(`POST ${KEYS}`, invalidInputAnswer({ password: 'This is not your current password.' }));
    const user = userEvent.setup();
    renderEditor(routes, '/settings/api-keys');
    await screen.findByRole('table', { name: 'API keys' });
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sync');
    await user.click(within(dialog).getByRole('checkbox', { name: 'pages:read' }));
    await user.type(within(dialog).getByLabelText(/^Your password/), 'a guess');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const field = within(dialog).getByLabelText(/^Your password/);
    expect(await within(dialog).findByText('This is not your current password.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog', { name: /The key/ })).toBeNull();
  });

  it('revokes a key only after confirming', async () => {
    api.on(`DELETE ${KEYS}/:id`, (call) => {
      live = live.filter((each) => `${KEYS}/${each.id}` !== call.path);
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderEditor(routes, '/settings/api-keys');
    await screen.findByRole('table', { name: 'API keys' });
    await user.click(screen.getByRole('button', { name: 'Revoke Old sync' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this API key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke Old sync' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }),
    );
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Old sync' })).toBeNull());
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(`${KEYS}/k2`);
    expect(screen.getByRole('cell', { name: 'Accounting export' })).toBeTruthy();
  });

  it('says why a revoke was refused', async () => {
    api.on(`DELETE ${KEYS}/:id`, { status: 404, body: { error: 'not-found', message: 'No such API key.' } });
    const user = userEvent.setup();
    renderEditor(routes, '/settings/api-keys');
    await screen.findByRole('table', { name: 'API keys' });
    await user.click(screen.getByRole('button', { name: 'Revoke Old sync' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(await within(confirm).findByText('No such API key.')).toBeTruthy();
  });
  it('asks before leaving with a new key typed and not created, and not once the dialog is cancelled (issue 30)', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(
      [...routes, { path: '/settings/site', element: <h1>Site settings</h1> }],
      '/settings/api-keys',
    );
    const leave = () => router.navigate('/settings/site');
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Zapier');
    await expectLeavingToAsk(user, router, leave, '/settings/api-keys', { leave: false });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectLeavingFreely(user, router, leave, '/settings/api-keys');
  });
});
