// Tests the Tracking settings screen: the settings as stored, a save of the switch and the retention, the server's refusal beside its field, a retention refused before sending, read-only roles, and axe.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWebsite, invalidInputAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import {
  closingTabIsWarned,
  expectLeavingFreely,
  expectLeavingToAsk,
} from '../test-support/unsaved-changes.js';
import { Shell } from '../ui/shell.js';
import { RETENTION_MESSAGE, TrackingSettingsScreen } from './tracking-settings-screen.js';

const PATH = '/api/owner/tracking-settings';
const STORED = { cookieBanner: false, retentionDays: 395, visitorMetrics: false };

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${PATH}`, STORED);
});

const routes = [{ path: '/settings/tracking', element: <TrackingSettingsScreen /> }];
const banner = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Cookie banner' });
const shoppingEvents = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Shopping events' });
const retention = () => screen.findByLabelText<HTMLInputElement>('Keep tracking data for (days)');
const puts = () => api.calls.filter((call) => call.method === 'PUT');

describe('the Tracking settings screen', () => {
  it('shows the stored settings and passes axe', async () => {
    const { container } = renderEditor(routes, '/settings/tracking');
    expect((await retention()).value).toBe('395');
    expect(banner().checked).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Tracking settings' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('is opened from the left navigation', async () => {
    renderEditor(
      [
        {
          path: '/',
          element: <Shell />,
          children: [{ path: 'settings/tracking', element: <TrackingSettingsScreen /> }],
        },
      ],
      '/settings/tracking',
    );
    const nav = await screen.findByRole('navigation', { name: 'Editor' });
    const link = within(nav).getByRole('link', { name: 'Tracking settings' });
    expect(link.getAttribute('href')).toBe('/settings/tracking');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('asks before leaving with a setting changed and not saved, and not once it is saved (issue 30)', async () => {
    api.on(`PUT ${PATH}`, (call) => call.body as Record<string, unknown>);
    const user = userEvent.setup();
    const { router } = renderEditor(
      [...routes, { path: '/settings/sharing', element: <h1>Sharing</h1> }],
      '/settings/tracking',
    );
    await retention();
    expect(closingTabIsWarned()).toBe(false);
    await user.click(banner());
    const leave = () => router.navigate('/settings/sharing');
    await expectLeavingToAsk(user, router, leave, '/settings/tracking', { leave: false });
    expect(banner().checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('The tracking settings were saved.', { exact: false });
    await expectLeavingFreely(user, router, leave, '/settings/tracking');
  });

  it('saves the cookie banner and the retention with a PUT, and says so', async () => {
    api.on(`PUT ${PATH}`, (call) => call.body as Record<string, unknown>);
    const user = userEvent.setup();
    renderEditor(routes, '/settings/tracking');
    const days = await retention();
    await user.click(banner());
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('The tracking settings were saved.', { selector: '.alert *' }),
    ).toBeTruthy();
    expect(puts().map((call) => call.body)).toEqual([
      { cookieBanner: true, retentionDays: 90, visitorMetrics: false },
    ]);
    expect(banner().checked).toBe(true);
    // A change after the save takes the notice away.
    await user.click(banner());
    expect(screen.queryByText('The tracking settings were saved.', { selector: '.alert *' })).toBeNull();
  });

  it('switches the visitor-metrics flag (shopping events) on with the other settings', async () => {
    api.on(`PUT ${PATH}`, (call) => call.body as Record<string, unknown>);
    const user = userEvent.setup();
    renderEditor(routes, '/settings/tracking');
    await retention();
    expect(shoppingEvents().checked).toBe(false);
    await user.click(shoppingEvents());
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('The tracking settings were saved.', { selector: '.alert *' });
    expect(puts().map((call) => call.body)).toEqual([
      { cookieBanner: false, retentionDays: 395, visitorMetrics: true },
    ]);
    expect(shoppingEvents().checked).toBe(true);
  });

  it('shows the server’s refusal beside its field', async () => {
    api.on(
      `PUT ${PATH}`,
      invalidInputAnswer({ retentionDays: 'Keep tracking data between 1 and 3660 days.' }),
    );
    const user = userEvent.setup();
    renderEditor(routes, '/settings/tracking');
    const days = await retention();
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const shown = await screen.findByText('Keep tracking data between 1 and 3660 days.');
    expect(days.getAttribute('aria-describedby')).toContain(shown.id);
    expect(within(screen.getByRole('alert')).getByText('The tracking settings were not saved')).toBeTruthy();
    expect(screen.queryByText('The tracking settings were saved.', { selector: '.alert *' })).toBeNull();
  });

  it.each(['0', '3661', '1.5', ''])('refuses %j days beside the field, without sending', async (typed) => {
    const user = userEvent.setup();
    renderEditor(routes, '/settings/tracking');
    const days = await retention();
    await user.clear(days);
    if (typed !== '') await user.type(days, typed);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const shown = await screen.findByText(RETENTION_MESSAGE);
    expect(days.getAttribute('aria-describedby')).toContain(shown.id);
    expect(puts()).toEqual([]);
  });

  it('shows the settings read-only to a role without pages:edit', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ roles: [4], capabilities: ['pages:view'] }));
    renderEditor(routes, '/settings/tracking');
    expect((await retention()).disabled).toBe(true);
    expect(banner().disabled).toBe(true);
    expect(shoppingEvents().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
