// Tests the sign-in screen: it sends SPEC §3's payload, shows the server's refusal, and goes where the owner was going.
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

  it('follows only paths of the editor after sign-in', () => {
    expect(safeNext('/pages/1')).toBe('/pages/1');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});
