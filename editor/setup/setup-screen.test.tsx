// Tests the setup screen (the first owner, the site and its starting point, then the editor) and the shell's notices: "Demo site" and "Remove sample content".
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EDITOR_ROUTES } from '../routes.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { Shell } from '../ui/shell.js';
import { SetupScreen } from './setup-screen.js';

const api = fakeApiForEachTest();
const routes = [
  { path: '/setup', element: <SetupScreen /> },
  { path: '/', element: <h1>Editor</h1> },
];

describe('the setup screen', () => {
  it('sends the owner, the site and the chosen starting point with the token, then opens the editor', async () => {
    api.on('POST /api/owner/setup', {
      status: 201,
      body: {
        account: { id: 'a1', email: 'ada@example.com', displayName: 'Ada' },
        website: { id: 'w1', title: 'Engine Works' },
      },
    });
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/setup?token=t0k3n');
    expect(await screen.findByRole('heading', { name: 'Set up your website' })).toBeTruthy();
    expect(screen.queryByLabelText('Setup code')).toBeNull();
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Choose a password'), 'analytical engine');
    await user.type(screen.getByLabelText('Site title'), 'Engine Works');
    await user.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    await user.click(screen.getByRole('radio', { name: /Shop/ }));
    await user.click(screen.getByRole('button', { name: 'Create my website' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      token: 't0k3n',
      name: 'Ada',
      email: 'ada@example.com',
      password: 'analytical engine',
      siteTitle: 'Engine Works',
      currency: 'GBP',
      startingPoint: 'shop',
    });
  });

  it('asks for the setup code when the address had none, and shows what the server refused', async () => {
    api.on('POST /api/owner/setup', {
      status: 410,
      body: { error: 'setup-token-invalid', message: 'This setup address has expired or has been used.' },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/setup');
    await user.type(await screen.findByLabelText('Setup code'), 'old');
    await user.click(screen.getByRole('button', { name: 'Create my website' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This setup address has expired or has been used.',
    );
  });
});

describe('the start notices', () => {
  it('says "Demo site" while the demo password is unchanged, and removes the sample content in one step', async () => {
    api.on('GET /api/owner/sample-content', { count: 9, demo: true });
    api.on('DELETE /api/owner/sample-content', { removed: 9, message: 'Removed 9 sample items.' });
    const user = userEvent.setup();
    renderEditor(
      [{ path: '/', element: <Shell />, children: [{ path: 'pages', element: <h1>Pages</h1> }] }],
      '/pages',
    );
    expect(await screen.findByText('Demo site')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change the password' }).getAttribute('href')).toBe('/profile');
    api.on('GET /api/owner/sample-content', { count: 0, demo: true });
    await user.click(screen.getByRole('button', { name: 'Remove sample content' }));
    expect(await screen.findByText('Removed 9 sample items.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove sample content' })).toBeNull());
    expect(
      api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/owner/sample-content'),
    ).toBe(true);
  });

  it('registers the setup screen outside the signed-in shell', () => {
    expect(EDITOR_ROUTES.some((route) => route.path === '/setup')).toBe(true);
  });
});
