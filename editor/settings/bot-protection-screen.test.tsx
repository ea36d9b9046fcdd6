// Tests the Bot protection screen: the stored reCAPTCHA key, setting it (the API key sent once, never shown), removing it, the server's refusal beside its field, the unsaved-changes guard, read-only roles, and axe.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWebsite, invalidInputAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../test-support/unsaved-changes.js';
import { BotProtectionScreen, SITE_KEY_REQUIRED } from './bot-protection-screen.js';

const PATH = '/api/owner/captcha-settings';
const NONE = { provider: 'altcha', siteKey: null, projectId: null, hasApiKey: false, minScore: 0.5 };
const SET = {
  provider: 'recaptcha',
  siteKey: '6LcHarborKey',
  projectId: 'harbor-shop',
  hasApiKey: true,
  minScore: 0.5,
};

const api = fakeApiForEachTest();
let stored: Record<string, unknown> = NONE;
beforeEach(() => {
  stored = NONE;
  api.on(`GET ${PATH}`, () => stored);
});

const routes = [{ path: '/settings/bot-protection', element: <BotProtectionScreen /> }];
const siteKey = () => screen.findByLabelText<HTMLInputElement>('reCAPTCHA site key');
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const puts = () => api.calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('the Bot protection screen', () => {
  it('says the site’s own check is on without a key, and passes axe', async () => {
    const { container } = renderEditor(routes, '/settings/bot-protection');
    expect((await siteKey()).value).toBe('');
    expect(screen.getByText('The site’s own check protects its forms (no reCAPTCHA key).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove reCAPTCHA key' })).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('sets the key with its project and API key; the API key is sent once and never shown', async () => {
    api.on(`PUT ${PATH}`, () => (stored = SET));
    const user = userEvent.setup();
    renderEditor(routes, '/settings/bot-protection');
    await user.type(await siteKey(), '6LcHarborKey');
    await user.type(field('Google Cloud project id'), 'harbor-shop');
    await user.type(field('Google Cloud API key'), 'AIzaSecret');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await screen.findByText('The bot protection settings were saved.', { selector: '.alert *' });
    expect(puts()).toEqual([
      { siteKey: '6LcHarborKey', projectId: 'harbor-shop', apiKey: 'AIzaSecret', minScore: 0.5 },
    ]);
    expect(field('Google Cloud API key').value).toBe('');
    expect(screen.getByText('An API key is kept (never shown). Leave this empty to keep it.')).toBeTruthy();
    expect(screen.getByText('Google reCAPTCHA Enterprise checks this site’s forms.')).toBeTruthy();
  });

  it('removes the key: the site’s own check is back', async () => {
    stored = SET;
    api.on(`PUT ${PATH}`, () => (stored = NONE));
    const user = userEvent.setup();
    renderEditor(routes, '/settings/bot-protection');
    expect((await siteKey()).value).toBe('6LcHarborKey');
    await user.click(screen.getByRole('button', { name: 'Remove reCAPTCHA key' }));
    await screen.findByText('The site’s own check protects its forms (no reCAPTCHA key).');
    expect(puts()).toEqual([{ siteKey: null }]);
    expect(field('reCAPTCHA site key').value).toBe('');
  });

  it('refuses an empty key before sending, and shows the server’s refusal beside its field', async () => {
    api.on(
      `PUT ${PATH}`,
      invalidInputAnswer({ siteKey: 'Enter the reCAPTCHA site key: letters, digits, - and _ only.' }),
    );
    const user = userEvent.setup();
    renderEditor(routes, '/settings/bot-protection');
    const key = await siteKey();
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText(SITE_KEY_REQUIRED)).toBeTruthy();
    expect(puts()).toEqual([]);
    await user.type(key, 'bad key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    const shown = await screen.findByText('Enter the reCAPTCHA site key: letters, digits, - and _ only.');
    expect(key.getAttribute('aria-describedby')).toContain(shown.id);
    expect(
      within(screen.getByRole('alert')).getByText('The bot protection settings were not saved'),
    ).toBeTruthy();
  });

  it('asks before leaving with a key typed and not saved', async () => {
    api.on(`PUT ${PATH}`, () => (stored = SET));
    const user = userEvent.setup();
    const { router } = renderEditor(
      [...routes, { path: '/settings/sharing', element: <h1>Sharing</h1> }],
      '/settings/bot-protection',
    );
    await user.type(await siteKey(), '6LcHarborKey');
    const leave = () => router.navigate('/settings/sharing');
    await expectLeavingToAsk(user, router, leave, '/settings/bot-protection', { leave: false });
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await screen.findByText('The bot protection settings were saved.', { exact: false });
    await expectLeavingFreely(user, router, leave, '/settings/bot-protection');
  });

  it('shows the settings read-only to a role without settings:edit', async () => {
    stored = SET;
    api.on('GET /api/owner/website', fakeWebsite({ roles: [4], capabilities: ['pages:view', 'pages:edit'] }));
    renderEditor(routes, '/settings/bot-protection');
    expect((await siteKey()).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save key' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove reCAPTCHA key' })).toBeNull();
  });
});
