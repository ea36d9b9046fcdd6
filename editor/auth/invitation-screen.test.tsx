// Tests the invitation screen: a new person sets a name and password and lands in the editor; someone with an account is sent to sign in first, or accepts as themselves; a dead link says so.
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '../../domain/website-members.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { InvitationScreen } from './invitation-screen.js';

const api = fakeApiForEachTest();
const DETAILS = {
  email: 'grace@example.com',
  role: 4,
  roleName: 'Editor',
  websiteTitle: 'Harbor & Pine',
  accountExists: false,
  signedInAs: null,
};
const routes = [
  { path: '/invitation', element: <InvitationScreen /> },
  { path: '/', element: <h1>Editor</h1> },
  { path: '/login', element: <h1>Sign in</h1> },
];

describe('the invitation screen', () => {
  it('lets a new person choose a name and password, then opens the editor', async () => {
    api.on('GET /api/owner/invitation', DETAILS);
    api.on('POST /api/owner/invitation/accept', { role: 4, websiteTitle: 'Harbor & Pine' });
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/invitation?token=w1.abc');
    expect(await screen.findByRole('heading', { name: 'Join Harbor & Pine' })).toBeTruthy();
    expect(screen.getByText(/You are invited to work on/).textContent).toBe(
      'You are invited to work on Harbor & Pine as editor.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('grace@example.com');
    await user.type(screen.getByLabelText('Your name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Choose a password'), 'a long password');
    await user.type(screen.getByLabelText('Password again'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Join and open the editor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      token: 'w1.abc',
      displayName: 'Grace Hopper',
      password: 'a long password',
    });
    expect(api.calls.find((call) => call.method === 'GET')?.query.get('token')).toBe('w1.abc');
  });

  it('sends someone with an account to sign in and back here, then accepts as them', async () => {
    api.on('GET /api/owner/invitation', { ...DETAILS, accountExists: true });
    const { unmount } = renderEditor(routes, '/invitation?token=w1.abc');
    const link = await screen.findByRole('link', { name: 'Sign in to accept' });
    expect(link.getAttribute('href')).toBe(`/login?next=${encodeURIComponent('/invitation?token=w1.abc')}`);
    expect(screen.getByText(MEMBER_MESSAGES.signInToAccept('grace@example.com'))).toBeTruthy();
    unmount();

    api.on('GET /api/owner/invitation', { ...DETAILS, accountExists: true, signedInAs: 'grace@example.com' });
    api.on('POST /api/owner/invitation/accept', { role: 4, websiteTitle: 'Harbor & Pine' });
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/invitation?token=w1.abc');
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says when the link no longer works', async () => {
    api.on('GET /api/owner/invitation', {
      status: 410,
      body: { error: 'invitation-invalid', message: MEMBER_MESSAGES.invitationInvalid },
    });
    renderEditor(routes, '/invitation?token=w1.abc');
    expect(await screen.findByText(MEMBER_MESSAGES.invitationInvalid)).toBeTruthy();
  });
});
