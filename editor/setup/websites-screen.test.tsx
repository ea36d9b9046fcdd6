// Tests the Websites screen: one's websites, each other one opening its editor at its own host, and a new website from a starting point for the server's admin.
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { WebsitesScreen } from './websites-screen.js';

const api = fakeApiForEachTest();
const routes = [{ path: '/websites', element: <WebsitesScreen /> }];
const WEBSITES = {
  websites: [
    { id: 'w1', title: 'Engine Works', host: 'engine-works.test', current: true },
    { id: 'w2', title: 'Field Notes', host: 'field-notes.test', current: false },
  ],
  serverAdmin: true,
};

describe('the Websites screen', () => {
  it('lists one’s websites, linking each other one to the editor at its host name', async () => {
    api.on('GET /api/owner/websites', WEBSITES);
    renderEditor(routes, '/websites');
    const other = await screen.findByRole('link', { name: 'Field Notes' });
    expect(other.getAttribute('href')).toBe(
      `${window.location.protocol}//field-notes.test${window.location.port ? `:${window.location.port}` : ''}/config`,
    );
    expect(screen.getByText('Engine Works (this one)')).toBeTruthy();
  });

  it('creates a website on a host name from a starting point and says where to open it', async () => {
    api.on('GET /api/owner/websites', WEBSITES);
    api.on('POST /api/owner/websites', {
      status: 201,
      body: { website: { id: 'w3', title: 'Third', host: 'third.test', current: false } },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/websites');
    await user.type(await screen.findByLabelText('Domain name'), 'third.test');
    await user.type(screen.getByLabelText('Site title'), 'Third');
    await user.click(screen.getByRole('radio', { name: /Portfolio/ }));
    await user.click(screen.getByRole('button', { name: 'Create website' }));
    expect(await screen.findByText(/Third is ready/)).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        host: 'third.test',
        siteTitle: 'Third',
        startingPoint: 'portfolio',
      }),
    );
  });

  it('shows the form to the server’s admin only', async () => {
    api.on('GET /api/owner/websites', { ...WEBSITES, serverAdmin: false });
    renderEditor(routes, '/websites');
    await screen.findByRole('link', { name: 'Field Notes' });
    expect(screen.queryByRole('button', { name: 'Create website' })).toBeNull();
  });
});
