// Tests the Profile screen: the name saved, the email change sent, the password change (wrong current password, two passwords that differ, other sessions signed out), the sessions list with "Sign out everywhere else", the two-factor part, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../domain/owner-account-rules.js';
import type { Profile } from '../../domain/owner-api/profile.js';
import { invalidInputAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../test-support/unsaved-changes.js';
import { PASSWORDS_DIFFER } from './password-section.js';
import { ProfileScreen } from './profile-screen.js';

const PROFILE: Profile = {
  account: { id: 'a1', email: 'ada@example.com', displayName: 'Ada' },
  twoFactor: { enabled: false, recoveryCodesLeft: 0 },
  pendingEmail: null,
};
const SESSIONS = [
  {
    id: 's1',
    device: 'Firefox on macOS',
    current: true,
    signedInAt: '2026-11-28T09:00:00.000Z',
    lastSeenAt: '2026-11-29T10:00:00.000Z',
  },
  {
    id: 's2',
    device: 'Safari on iPhone',
    current: false,
    signedInAt: '2026-11-20T09:00:00.000Z',
    lastSeenAt: '2026-11-27T18:30:00.000Z',
  },
];

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/profile', PROFILE);
  api.on('GET /api/owner/profile/sessions', { sessions: SESSIONS });
});

const routes = [
  { path: '/profile', element: <ProfileScreen /> },
  { path: '/profile/two-factor', element: <h1>Set up two-factor sign-in</h1> },
];
const sectionNamed = (name: string) => screen.findByRole('region', { name });

describe('the Profile screen', () => {
  it('shows your name, email, sessions and two-factor state, and passes axe', async () => {
    const { container } = renderEditor(routes, '/profile');
    expect(await screen.findByLabelText<HTMLInputElement>('Your name')).toHaveProperty('value', 'Ada');
    expect((await sectionNamed('Email')).textContent).toContain('You sign in with ada@example.com.');
    const sessions = await sectionNamed('Where you are signed in');
    const items = await within(sessions).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.session-list__device')?.textContent)).toEqual([
      'Firefox on macOS · This browser',
      'Safari on iPhone',
    ]);
    const twoFactor = await sectionNamed('Two-factor sign-in');
    expect(
      within(twoFactor).getByRole('link', { name: 'Set up two-factor sign-in' }).getAttribute('href'),
    ).toBe('/profile/two-factor');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('saves your name', async () => {
    api.on('PATCH /api/owner/profile', (call) => ({
      ...PROFILE,
      account: { ...PROFILE.account, displayName: (call.body as { displayName: string }).displayName },
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/profile');
    const name = await screen.findByLabelText('Your name');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ displayName: 'Ada Lovelace' });
  });

  it('sends the new email with your password, and says where the link went', async () => {
    const message = PROFILE_MESSAGES.emailChangeSent('ada@new.example');
    api.on('POST /api/owner/profile/email', { status: 202, body: { message } });
    const user = userEvent.setup();
    renderEditor(routes, '/profile');
    const email = await sectionNamed('Email');
    await user.type(within(email).getByLabelText('New email'), 'ada@new.example');
    await user.type(within(email).getByLabelText('Your password'), 'my password');
    await user.click(within(email).getByRole('button', { name: 'Send a confirmation link' }));
    expect(await within(email).findByText(message)).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/owner/profile/email')?.body).toEqual({
      email: 'ada@new.example',
      password: 'my password',
    });
  });

  it('refuses two new passwords that differ before sending, shows a wrong current password under its field, then changes it', async () => {
    let answer: unknown = invalidInputAnswer({ currentPassword: PROFILE_MESSAGES.currentPasswordWrong });
    api.on('POST /api/owner/profile/password', () => answer as never);
    const user = userEvent.setup();
    renderEditor(routes, '/profile');
    const section = await sectionNamed('Password');
    await user.type(within(section).getByLabelText('Current password'), 'wrong one');
    await user.type(within(section).getByLabelText('New password'), 'a new password');
    await user.type(within(section).getByLabelText('New password again'), 'a new passwort');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/api/owner/profile/password')).toHaveLength(0);

    const again = within(section).getByLabelText('New password again');
    await user.clear(again);
    await user.type(again, 'a new password');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText(PROFILE_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(within(section).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');

    answer = { message: PROFILE_MESSAGES.passwordChanged, endedSessions: 1 };
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText(PROFILE_MESSAGES.passwordChanged)).toBeTruthy();
    expect(within(section).getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });

  it('signs out everywhere else and lists only this browser after', async () => {
    api.on('DELETE /api/owner/profile/other-sessions', () => {
      api.on('GET /api/owner/profile/sessions', { sessions: SESSIONS.slice(0, 1) });
      return { ended: 1 };
    });
    const user = userEvent.setup();
    renderEditor(routes, '/profile');
    const section = await sectionNamed('Where you are signed in');
    await within(section).findByText(/Safari on iPhone/);
    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await within(section).findByText('Signed out of 1 other session.')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByText(/Safari on iPhone/)).toBeNull());
    expect(
      within(section).getByRole<HTMLButtonElement>('button', { name: 'Sign out everywhere else' }).disabled,
    ).toBe(true);
  });

  it('makes new recovery codes with your password and shows them once', async () => {
    api.on('GET /api/owner/profile', { ...PROFILE, twoFactor: { enabled: true, recoveryCodesLeft: 3 } });
    const codes = Array.from({ length: 10 }, (_, at) => `aaaa-bbbb-cc${String(at).padStart(2, '0')}`);
    api.on('POST /api/owner/profile/two-factor/recovery-codes', (call) =>
      (call.body as { password: string }).password === 'my password'
        ? { recoveryCodes: codes }
        : invalidInputAnswer({ password: PROFILE_MESSAGES.currentPasswordWrong }),
    );
    const user = userEvent.setup();
    renderEditor(routes, '/profile');
    const section = await sectionNamed('Two-factor sign-in');
    expect(section.textContent).toContain('3 recovery codes left.');
    await user.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes' });
    await user.type(within(dialog).getByLabelText('Your password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByText(PROFILE_MESSAGES.currentPasswordWrong)).toBeTruthy();
    const field = within(dialog).getByLabelText('Your password');
    await user.clear(field);
    await user.type(field, 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const shown = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
  });

  it('asks before leaving with a name or a password typed and not saved, and not once it is saved (issue 30)', async () => {
    api.on('PATCH /api/owner/profile', (call) => ({
      ...PROFILE,
      account: { ...PROFILE.account, displayName: (call.body as { displayName: string }).displayName },
    }));
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/profile');
    const leave = () => router.navigate('/profile/two-factor');
    const name = await screen.findByLabelText('Your name');
    await user.type(name, ' L.');
    await expectLeavingToAsk(user, router, leave, '/profile', { leave: false });
    expect(name).toHaveProperty('value', 'Ada L.');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const current = within(await sectionNamed('Password')).getByLabelText('Current password');
    await user.type(current, 'secret');
    await expectLeavingToAsk(user, router, leave, '/profile', { leave: false });
    await user.clear(current);
    await expectLeavingFreely(user, router, leave, '/profile');
  });
});
