// Tests the sign-in screen: it sends SPEC §3's payload, shows the server's refusal, asks for the two-factor code when the account has it, and goes where the owner was going.
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../domain/owner-account-rules.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { LoginScreen, safeNext } from './login-screen.js';

const api = fakeApiForEachTest();

const routes = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/pages', element: <h1>Pages</h1> },
];

describe('the sign-in screen', () => {
  it('signs in with email, password and "Keep me signed in", then opens the page asked for', async () => {
    api.on('POST /api/owner/session', { account: { id: 'a1', email: 'owner@example.com', displayName: '' } });
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/login?next=%2Fpages');
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByLabelText('Keep me signed in'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages'));
    const call = api.calls.find((made) => made.path === '/api/owner/session');
    expect(call?.body).toEqual({ email: 'owner@example.com', password: 'secret-password', rememberMe: true });
  });

  it('shows the server’s message when the password is wrong, and keeps what was typed', async () => {
    api.on('POST /api/owner/session', {
      status: 401,
      body: { error: 'invalid-credentials', message: 'Email or password is incorrect.' },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/login');
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Email or password is incorrect.');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'owner@example.com');
  });

  it('asks for the code after the password, refuses a wrong one, and signs in with the right one', async () => {
    api.on('POST /api/owner/session', {
      status: 202,
      body: { twoFactorRequired: true, message: TWO_FACTOR_MESSAGES.codeNeeded },
    });
    api.on('POST /api/owner/session/two-factor', (call) =>
      (call.body as { code: string }).code === '654321'
        ? { account: { id: 'a1', email: 'owner@example.com', displayName: '' } }
        : { status: 401, body: { error: 'invalid-code', message: TWO_FACTOR_MESSAGES.codeWrong } },
    );
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/login?next=%2Fpages');
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Enter your sign-in code' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeTruthy();
    await user.clear(code);
    await user.type(code, ' 654321 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages'));
    const sent = api.calls
      .filter((made) => made.path === '/api/owner/session/two-factor')
      .map((made) => made.body);
    expect(sent).toEqual([{ code: '111111' }, { code: '654321' }]);
  });

  it('goes back to the password when the waiting sign-in has expired', async () => {
    api.on('POST /api/owner/session', {
      status: 202,
      body: { twoFactorRequired: true, message: TWO_FACTOR_MESSAGES.codeNeeded },
    });
    api.on('POST /api/owner/session/two-factor', {
      status: 401,
      body: { error: 'sign-in-expired', message: TWO_FACTOR_MESSAGES.signInExpired },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/login');
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.signInExpired)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to edit your site' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('owner@example.com');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false);
  });

  it('follows only paths of the editor after sign-in', () => {
    expect(safeNext('/pages/1')).toBe('/pages/1');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});
