// Tests the URL mappings screen: the mappings as stored, a save, bad lines listed with their numbers before sending, the server's refusal line by line, read-only roles, and axe.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWebsite, invalidInputAnswer } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../../test-support/unsaved-changes.js';
import { UrlMappingsScreen } from './url-mappings-screen.js';

const PATH = '/api/owner/url-mappings';
const STORED = { text: '/old -> /new 301', count: 1 };

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${PATH}`, STORED);
});

const routes = [{ path: '/settings/url-mappings', element: <UrlMappingsScreen /> }];
const area = () => screen.findByLabelText<HTMLTextAreaElement>('Mappings');
const puts = () => api.calls.filter((call) => call.method === 'PUT');

describe('the URL mappings screen', () => {
  it('shows the stored mappings and passes axe', async () => {
    const { container } = renderEditor(routes, '/settings/url-mappings');
    expect((await area()).value).toBe('/old -> /new 301');
    expect(screen.getByText('1 mappings')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('saves the text with a PUT and says so', async () => {
    api.on(`PUT ${PATH}`, (call) => ({ text: (call.body as { text: string }).text, count: 2 }));
    const user = userEvent.setup();
    renderEditor(routes, '/settings/url-mappings');
    const field = await area();
    await user.type(field, '{Enter}/blog/[[name] -> /articles/[[name] 302');
    await user.click(screen.getByRole('button', { name: 'Save mappings' }));
    expect(await screen.findByText('The URL mappings were saved.', { selector: '.alert *' })).toBeTruthy();
    expect(puts().map((call) => call.body)).toEqual([
      { text: '/old -> /new 301\n/blog/[name] -> /articles/[name] 302' },
    ]);
  });

  it('lists each bad line with its number without sending', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/settings/url-mappings');
    const field = await area();
    await user.type(field, '{Enter}/broken /x 301{Enter}/a -> /b 307');
    await user.click(screen.getByRole('button', { name: 'Save mappings' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('2 lines need fixing')).toBeTruthy();
    expect(
      within(alert).getByText('Line 2: write each mapping as /old-path -> /new-path 301 (or 302).'),
    ).toBeTruthy();
    expect(
      within(alert).getByText('Line 3: end the line with 301 (permanent) or 302 (temporary), not 307.'),
    ).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('lists the lines the server refuses', async () => {
    api.on(`PUT ${PATH}`, invalidInputAnswer({ 'text.1': 'Line 1: something the server found.' }));
    const user = userEvent.setup();
    renderEditor(routes, '/settings/url-mappings');
    await area();
    await user.click(screen.getByRole('button', { name: 'Save mappings' }));
    expect(await screen.findByText('Line 1: something the server found.')).toBeTruthy();
    expect(screen.getByText('The URL mappings were not saved')).toBeTruthy();
  });

  it('shows the mappings read-only to a role without pages:edit', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ roles: [10], capabilities: ['pages:view'] }));
    renderEditor(routes, '/settings/url-mappings');
    expect((await area()).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save mappings' })).toBeNull();
  });

  it('asks before leaving with mappings typed and not saved, and not once they are saved (issue 30)', async () => {
    api.on(`PUT ${PATH}`, (call) => ({ text: (call.body as { text: string }).text, count: 2 }));
    const user = userEvent.setup();
    const { router } = renderEditor(
      [...routes, { path: '/settings/site', element: <h1>Site settings</h1> }],
      '/settings/url-mappings',
    );
    const leave = () => router.navigate('/settings/site');
    await user.type(await area(), '{Enter}/a -> /b 301');
    await expectLeavingToAsk(user, router, leave, '/settings/url-mappings', { leave: false });
    expect((await area()).value).toBe('/old -> /new 301\n/a -> /b 301');
    await user.click(screen.getByRole('button', { name: 'Save mappings' }));
    await screen.findByText('The URL mappings were saved.', { selector: '.alert *' });
    await expectLeavingFreely(user, router, leave, '/settings/url-mappings');
  });
});
