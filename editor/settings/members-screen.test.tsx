// Tests the Members screen: members and invitations listed, inviting by email with a role, a role changed in place, the last admin's refusal shown, removing after confirming, resending and withdrawing, the two-factor requirement, the admin role kept from website managers, the navigation link, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../domain/owner-permissions.js';
import { ROLE } from '../../domain/roles.js';
import { MEMBER_MESSAGES } from '../../domain/website-members.js';
import { fakeWebsite } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../test-support/unsaved-changes.js';
import { Shell } from '../ui/shell.js';
import { MembersScreen } from './members-screen.js';

const MEMBERS = [
  {
    accountId: 'a1',
    email: 'owner@example.com',
    displayName: 'Owner',
    roles: [ROLE.admin],
    twoFactorEnabled: true,
  },
  {
    accountId: 'a2',
    email: 'grace@example.com',
    displayName: 'Grace',
    roles: [ROLE.editor],
    twoFactorEnabled: false,
  },
];
const INVITATION = {
  id: 'i1',
  email: 'new@example.com',
  role: ROLE.viewer,
  invitedBy: 'owner@example.com',
  createdAt: '2026-11-28T09:00:00.000Z',
  expiresAt: '2026-12-05T09:00:00.000Z',
  expired: false,
};

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/members', { members: MEMBERS });
  api.on('GET /api/owner/invitations', { invitations: [INVITATION] });
  api.on('GET /api/owner/two-factor-policy', { required: false });
});

const routes = [{ path: '/settings/members', element: <MembersScreen /> }];
const table = (name: string) => screen.findByRole('table', { name });

describe('the Members screen', () => {
  it('lists the members with their roles and two-factor, and the invitations, and passes axe', async () => {
    const { container } = renderEditor(routes, '/settings/members');
    const members = await table('Members');
    const rows = within(members).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Owner (you)', 'owner@example.com', expect.any(String), 'On', 'Remove'],
      ['Grace', 'grace@example.com', expect.any(String), 'Off', 'Remove'],
    ]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role of Grace' }).value).toBe(
      String(ROLE.editor),
    );
    const invitations = await table('Invitations');
    expect(within(invitations).getByText('new@example.com')).toBeTruthy();
    expect(within(invitations).getByText('Viewer')).toBeTruthy();
    expect(
      await screen.findByRole('checkbox', { name: 'Everyone must sign in with two-factor' }),
    ).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('invites someone by email with a role', async () => {
    api.on('POST /api/owner/invitations', (call) => ({
      status: 201,
      body: { invitation: { ...INVITATION, id: 'i2', ...(call.body as object) } },
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/settings/members');
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Store manager');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite someone' })).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'ada@example.com',
      role: ROLE.storeManager,
    });
  });

  it('changes a role in place, and shows the refusal when it would leave no admin', async () => {
    api.on('PUT /api/owner/members/:id/role', (call) =>
      call.path.includes('/a1/')
        ? { status: 409, body: { error: 'last-admin', message: MEMBER_MESSAGES.lastAdmin } }
        : { member: { ...MEMBERS[1], roles: [(call.body as { role: number }).role] } },
    );
    const user = userEvent.setup();
    renderEditor(routes, '/settings/members');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Grace' }), 'Viewer');
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/owner/members/a2/role')?.body).toEqual({
        role: ROLE.viewer,
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Owner' }), 'Editor');
    expect(await screen.findByText(MEMBER_MESSAGES.lastAdmin)).toBeTruthy();
  });

  it('removes a member after confirming', async () => {
    api.on('DELETE /api/owner/members/:id', { status: 204 });
    const user = userEvent.setup();
    renderEditor(routes, '/settings/members');
    await user.click(await screen.findByRole('button', { name: 'Remove Grace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this member?' });
    expect(dialog.textContent).toContain('The API keys they made for it stop working');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/owner/members/a2'),
      ).toBe(true),
    );
  });

  it('resends and withdraws an invitation', async () => {
    api.on('POST /api/owner/invitations/:id/resend', { invitation: INVITATION });
    api.on('DELETE /api/owner/invitations/:id', { status: 204 });
    const user = userEvent.setup();
    renderEditor(routes, '/settings/members');
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to new@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to new@example.com' }));
    await waitFor(() =>
      expect(
        api.calls
          .filter((call) => call.path.startsWith('/api/owner/invitations/i1'))
          .map((call) => call.method),
      ).toEqual(['POST', 'DELETE']),
    );
  });

  it('requires two-factor of everyone, and says why when the server refuses', async () => {
    api.on('PUT /api/owner/two-factor-policy', {
      status: 409,
      body: { error: 'two-factor-first', message: MEMBER_MESSAGES.twoFactorFirst },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/settings/members');
    await user.click(await screen.findByRole('checkbox', { name: 'Everyone must sign in with two-factor' }));
    expect(await screen.findByText(MEMBER_MESSAGES.twoFactorFirst)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ required: true });
  });

  it('keeps the admin role from a website manager: not offered, and an admin cannot be changed', async () => {
    api.on(
      'GET /api/owner/website',
      fakeWebsite({ roles: [ROLE.websiteManager], capabilities: capabilitiesOf([ROLE.websiteManager]) }),
    );
    renderEditor(routes, '/settings/members');
    const grace = await screen.findByRole('combobox', { name: 'Role of Grace' });
    await waitFor(() => expect(within(grace).queryByRole('option', { name: 'Admin' })).toBeNull());
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role of Owner' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove Owner' }).disabled).toBe(true);
  });

  it('is opened from the left navigation by those who manage people, and not by editors', async () => {
    const shellRoutes = [
      { path: '/', element: <Shell />, children: [{ path: 'settings/members', element: <MembersScreen /> }] },
    ];
    renderEditor(shellRoutes, '/settings/members');
    const nav = await screen.findByRole('navigation', { name: 'Editor' });
    expect(within(nav).getByRole('link', { name: 'Members' }).getAttribute('href')).toBe('/settings/members');
  });

  it('is not in an editor’s navigation', async () => {
    api.on(
      'GET /api/owner/website',
      fakeWebsite({ roles: [ROLE.editor], capabilities: capabilitiesOf([ROLE.editor]) }),
    );
    renderEditor(
      [{ path: '/', element: <Shell />, children: [{ path: 'pages', element: <h1>Pages</h1> }] }],
      '/pages',
    );
    const nav = await screen.findByRole('navigation', { name: 'Editor' });
    expect(within(nav).getByRole('link', { name: 'Pages' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Members' })).toBeNull();
  });
  it('asks before leaving with an invitation typed and not sent, and not once it is sent (issue 30)', async () => {
    api.on('POST /api/owner/invitations', (call) => ({
      status: 201,
      body: { invitation: { ...INVITATION, id: 'i2', ...(call.body as object) } },
    }));
    const user = userEvent.setup();
    const { router } = renderEditor(
      [...routes, { path: '/settings/site', element: <h1>Site settings</h1> }],
      '/settings/members',
    );
    // The browser's Back while the dialog is open.
    const leave = () => router.navigate('/settings/site');
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await expectLeavingToAsk(user, router, leave, '/settings/members', { leave: false });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite someone' })).toBeNull());
    await expectLeavingFreely(user, router, leave, '/settings/members');
  });
});
