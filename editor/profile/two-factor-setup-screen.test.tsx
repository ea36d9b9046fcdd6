// Tests the two-factor set-up screen: the QR code drawn with SVG and the key to type, one set-up per visit, a wrong code refused, the recovery codes shown once, and the editor sending a person the website requires it of here first.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../domain/owner-account-rules.js';
import { fakeWebsite, invalidInputAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { Shell } from '../ui/shell.js';
import { groupedKey, TwoFactorSetupScreen } from './two-factor-setup-screen.js';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Tessera:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Tessera',
  qr: { size: 25, path: 'M0 0h7v1h-7zM9 0h1v1h-1z' },
};
const CODES = Array.from({ length: 10 }, (_, at) => `k7m2-9xq4-ta${String(at).padStart(2, '0')}`);

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('POST /api/owner/profile/two-factor/setup', SETUP);
  api.on('POST /api/owner/profile/two-factor', (call) =>
    (call.body as { code: string }).code === '123456'
      ? { status: 201, body: { recoveryCodes: CODES } }
      : invalidInputAnswer({ code: TWO_FACTOR_MESSAGES.setupCodeWrong }),
  );
});

const routes = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { path: 'pages', element: <h1>Pages</h1> },
      { path: 'profile', element: <h1>Your profile</h1> },
      { path: 'profile/two-factor', element: <TwoFactorSetupScreen /> },
    ],
  },
];

describe('the two-factor set-up screen', () => {
  it('draws the QR code with SVG, shows the key in groups, starts one set-up, and passes axe', async () => {
    const { container } = renderEditor(routes, '/profile/two-factor');
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(SETUP.qr.path);
    expect(qr.getAttribute('viewBox')).toBe('0 0 33 33');
    expect(screen.getByText(groupedKey(SETUP.secret))).toBeTruthy();
    expect(groupedKey(SETUP.secret)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(api.calls.filter((call) => call.path === '/api/owner/profile/two-factor/setup')).toHaveLength(1);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('refuses a wrong code under its field, then shows the ten recovery codes once and goes back to the profile', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/profile/two-factor');
    const field = await screen.findByLabelText('The 6-digit code the app shows');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.setupCodeWrong)).toBeTruthy();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    // Only the button closes it: the codes are not lost to a stray Escape.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Your recovery codes' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('is where the editor sends someone the website requires two-factor of, whatever they opened', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ twoFactorSetupNeeded: true }));
    const { router } = renderEditor(routes, '/pages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/two-factor'));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.setupNeeded)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pages' })).toBeNull();
  });
});
