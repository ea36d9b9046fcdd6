// Tests the page settings' member-area control: a page made members-only, made public again, a new paid area, and the server's refusal under its field.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberAreaList } from '../../domain/members.js';
import { invalidInputAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { samplePageList, servePageList } from './page-fixtures.js';
import { PagesScreen } from './pages-screen.js';

const api = fakeApiForEachTest();
const routes = [{ path: '/pages/:pageId?', element: <PagesScreen /> }];
let areas: MemberAreaList;

beforeEach(() => {
  const list = samplePageList();
  servePageList(api, () => list);
  const about = list.pages.find((page) => page.id === 'p-about');
  areas = {
    memberAreas: [
      { id: 'area-club', name: 'Club', access: 'free', productId: null, pageIds: [about?.id ?? ''] },
      { id: 'area-premium', name: 'Premium', access: 'paid', productId: 'p-tee', pageIds: [] },
    ],
    subscriptionProducts: [{ id: 'p-tee', title: 'Harbor Tee' }],
  };
  api.on('GET /api/owner/member-areas', () => structuredClone(areas));
  api.on('PUT /api/owner/pages/:id/member-area', (call) => ({
    pageId: call.path.split('/')[4],
    memberAreaId: (call.body as { memberAreaId: string | null }).memberAreaId,
  }));
});

async function openSettings(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
  return screen.findByRole('dialog');
}

const memberAreaPuts = () =>
  api.calls.filter((call) => call.method === 'PUT' && call.path.endsWith('/member-area'));

describe('the member-area control of the page settings', () => {
  it('shows the area the page is in, and saves a change to everyone with the page', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const dialog = await openSettings(user, 'About');
    const select = (await within(dialog).findByLabelText('Who can see this page')) as HTMLSelectElement;
    expect(select.value).toBe('area-club');
    expect(within(select).getByRole('option', { name: 'Subscribers of Premium (paid)' })).toBeDefined();
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((found) => found.impact === 'serious' || found.impact === 'critical'),
    ).toEqual([]);

    await user.selectOptions(select, 'Everyone');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Page saved.')).toBeDefined();
    expect(memberAreaPuts().map((call) => call.body)).toEqual([{ memberAreaId: null }]);
    // Nothing else of the page changed, so it was not saved over its version.
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('makes a public page members-only by keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const dialog = await openSettings(user, 'Contact');
    const select = (await within(dialog).findByLabelText('Who can see this page')) as HTMLSelectElement;
    expect(select.value).toBe('');
    // Reached with Tab like every field of the dialog, then chosen.
    for (let step = 0; step < 40 && document.activeElement !== select; step += 1) await user.tab();
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, 'Members of Club (free sign-up)');
    expect(select.value).toBe('area-club');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Page saved.')).toBeDefined();
    expect(memberAreaPuts().map((call) => call.body)).toEqual([{ memberAreaId: 'area-club' }]);
  });

  it('adds a paid area through a subscription product, and shows the server’s refusal under its field', async () => {
    let refuse = true;
    api.on('POST /api/owner/member-areas', (call) => {
      if (refuse) {
        refuse = false;
        return invalidInputAnswer({ productId: 'Choose a subscription product of this website.' });
      }
      const body = call.body as { name: string; access: 'paid'; productId: string };
      const created = { id: 'area-new', ...body, pageIds: [] };
      areas = { ...areas, memberAreas: [...areas.memberAreas, created] };
      return { status: 201, body: { memberArea: created } };
    });
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const dialog = await openSettings(user, 'Contact');
    await user.click(await within(dialog).findByRole('button', { name: 'New member area…' }));
    await user.type(within(dialog).getByLabelText('Name'), 'Glaze school');
    await user.selectOptions(within(dialog).getByLabelText('Access'), 'paid');
    await user.selectOptions(within(dialog).getByLabelText('Subscription product'), 'Harbor Tee');
    await user.click(within(dialog).getByRole('button', { name: 'Add member area' }));
    expect(await within(dialog).findByText('Choose a subscription product of this website.')).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Add member area' }));
    const select = (await within(dialog).findByLabelText('Who can see this page')) as HTMLSelectElement;
    await within(select).findByRole('option', { name: 'Subscribers of Glaze school (paid)' });
    expect(select.value).toBe('area-new');
    const post = api.calls.filter(
      (call) => call.method === 'POST' && call.path === '/api/owner/member-areas',
    );
    expect(post.at(-1)?.body).toEqual({ name: 'Glaze school', access: 'paid', productId: 'p-tee' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Page saved.')).toBeDefined();
    expect(memberAreaPuts().map((call) => call.body)).toEqual([{ memberAreaId: 'area-new' }]);
  });
});
