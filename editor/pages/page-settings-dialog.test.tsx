// Tests a page's settings and deletion from the Pages screen: field messages, a stale save, locking, and the home page.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { VERSION_CONFLICT_MESSAGE } from '../../domain/owner-api/common.js';
import type { PageList } from '../../domain/owner-api/pages.js';
import { invalidInputAnswer, type RecordedCall, versionConflictAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../test-support/unsaved-changes.js';
import { pageDetail, pageView, samplePageList, servePageList } from './page-fixtures.js';
import { HOME_PAGE_DELETE_REASON } from './page-settings-dialog.js';
import { PagesScreen } from './pages-screen.js';

const api = fakeApiForEachTest();
let list: PageList;

const routes = [{ path: '/pages/:pageId?', element: <PagesScreen /> }];

beforeEach(() => {
  list = samplePageList();
  servePageList(api, () => list);
});

function patches(): RecordedCall[] {
  return api.calls.filter((call) => call.method === 'PATCH');
}

/** Opens the settings of the page whose row reads `title`, through its row's menu. */
async function openSettings(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
  return screen.findByRole('dialog');
}

describe('the page settings', () => {
  it('asks before leaving the screen with a change typed and not saved, and not once it is saved (issue 30)', async () => {
    api.on('PATCH /api/owner/pages/:id', () => {
      const page = list.pages.find((candidate) => candidate.id === 'p-about')!;
      return { page: pageDetail({ ...page, version: page.version + 1 }) };
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderEditor([...routes, { path: '/files', element: <h1>Files</h1> }], '/pages');
    const dialog = await openSettings(user, 'About');
    await user.type(within(dialog).getByLabelText('SEO title'), 'About Harbor & Pine');
    await expectLeavingToAsk(user, router, () => router.navigate('/files'), '/pages', { leave: false });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectLeavingFreely(user, router, () => router.navigate('/files'), '/pages');
  });

  it('refuses a URL slug before sending it, with SPEC §5’s message under the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const dialog = await openSettings(user, 'About');
    const slug = within(dialog).getByLabelText('URL slug');
    await user.clear(slug);
    await user.type(slug, 'x y');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('x y is not a valid page URL.')).toBeDefined();
    expect(within(dialog).getByText('Update the missing or invalid information above.')).toBeDefined();
    expect(patches()).toHaveLength(0);
  });

  it('shows a 400’s field message under its field and keeps what was typed', async () => {
    api.on('PATCH /api/owner/pages/:id', invalidInputAnswer({ urlSlug: 'journal is not a valid page URL.' }));
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const dialog = await openSettings(user, 'About');
    const slug = within(dialog).getByLabelText('URL slug');
    await user.clear(slug);
    await user.type(slug, 'journal');
    await user.type(within(dialog).getByLabelText('SEO title'), 'About Harbor & Pine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('journal is not a valid page URL.')).toBeDefined();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Update the missing or invalid information above.',
    );
    expect(slug).toHaveProperty('value', 'journal');
    expect(within(dialog).getByLabelText('SEO title')).toHaveProperty('value', 'About Harbor & Pine');
    expect(patches()[0].headers['If-Match']).toBe('1');
    expect(patches()[0].body).toEqual({
      urlSlug: 'journal',
      seo: { title: 'About Harbor & Pine', description: '', noIndex: false },
    });
  });

  it('hides a page from search engines with its own switch, sending only that change', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const dialog = await openSettings(user, 'About');
    const hide = within(dialog).getByRole('checkbox', { name: /Hide this page from search engines/ });
    expect(hide).toHaveProperty('checked', false);
    await user.click(hide);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0].body).toEqual({ seo: { title: '', description: '', noIndex: true } });
  });

  it('shows the conflict when another save came first, keeps the typed title, and loads the latest on request', async () => {
    api.on('PATCH /api/owner/pages/:id', versionConflictAnswer(4));
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const dialog = await openSettings(user, 'About');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'About the shop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(VERSION_CONFLICT_MESSAGE);
    expect(title).toHaveProperty('value', 'About the shop');

    list = {
      ...list,
      pages: list.pages.map((page) =>
        page.id === 'p-about' ? { ...page, title: 'About Harbor', version: 4 } : page,
      ),
    };
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Title')).toHaveProperty('value', 'About Harbor'),
    );
    expect(within(dialog).queryByText(VERSION_CONFLICT_MESSAGE)).toBeNull();
  });

  it('saves only what changed, with the version it was opened at, then says so', async () => {
    api.on('PATCH /api/owner/pages/:id', () => {
      const page = list.pages.find((candidate) => candidate.id === 'p-about')!;
      const saved = { ...page, passwordProtected: true, enabled: false, version: 2 };
      list = {
        ...list,
        pages: list.pages.map((candidate) => (candidate.id === page.id ? saved : candidate)),
      };
      return { page: pageDetail(saved) };
    });
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const dialog = await openSettings(user, 'About');
    await user.click(within(dialog).getByLabelText('Enabled'));
    await user.click(within(dialog).getByLabelText('Password protection'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a password.')).toBeDefined();
    await user.type(within(dialog).getByLabelText('Page password'), 'harbor-friends');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches()[0].body).toEqual({ enabled: false, password: 'harbor-friends' });
    expect(screen.getByText('Page saved.')).toBeDefined();
    const row = (await screen.findByRole('button', { name: 'About' })).closest('li')!;
    await waitFor(() => expect(within(row).getByText('Locked')).toBeDefined());
  });

  it('sends password: null when the lock is turned off', async () => {
    api.on('PATCH /api/owner/pages/:id', () => ({
      page: pageDetail({ ...list.pages[3], passwordProtected: false }),
    }));
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const dialog = await openSettings(user, 'Journal');
    await user.click(within(dialog).getByLabelText('Password protection'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0].body).toEqual({ password: null });
  });
});

describe('the lock screen’s settings', () => {
  it('sets what the lock screen says and its password, which locks the site', async () => {
    const lock = pageView({
      id: 'p-soon',
      title: 'Opening soon',
      urlSlug: 'opening-soon',
      type: 'lock-screen',
      pageType: 103,
    });
    list = { ...list, pages: [...list.pages, lock] };
    api.on('PATCH /api/owner/pages/:id', () => ({
      page: pageDetail({ ...lock, passwordProtected: true, description: 'We open on Monday.', version: 2 }),
    }));
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const dialog = await openSettings(user, 'Opening soon');
    await user.type(within(dialog).getByLabelText('Lock screen message'), 'We open on Monday.');
    await user.click(within(dialog).getByLabelText('Password protection'));
    await user.type(within(dialog).getByLabelText('Page password'), 'harbor lights');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0].body).toEqual({ password: 'harbor lights', description: 'We open on Monday.' });
  });

  it('offers no lock screen message on other pages', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const dialog = await openSettings(user, 'About');
    expect(within(dialog).queryByLabelText('Lock screen message')).toBeNull();
  });
});

describe('deleting a page', () => {
  it('does not offer to delete the home page, and says why in its settings', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const actions = await screen.findByRole('button', { name: 'Actions for Home' });
    act(() => actions.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog');
    const remove = within(dialog).getByRole('button', { name: 'Delete page' });
    expect(remove).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(HOME_PAGE_DELETE_REASON)).toBeDefined();
    expect(within(dialog).queryByLabelText('Enabled')).toBeNull();
  });

  it('asks first, naming the page, then deletes it; a refusal from the server is shown', async () => {
    api.on('DELETE /api/owner/pages/:id', {
      status: 409,
      body: {
        error: 'store-has-products',
        message: 'This store still has products: delete or move its products first.',
      },
    });
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    await user.click(await screen.findByRole('button', { name: 'Actions for Contact' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete page' });
    expect(confirm.textContent).toContain('Delete the page “Contact” (/contact)?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText('This store still has products: delete or move its products first.'),
    ).toBeDefined();

    api.on('DELETE /api/owner/pages/:id', () => {
      list = { ...list, pages: list.pages.filter((page) => page.id !== 'p-contact') };
      return { status: 204 };
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Page deleted.')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Contact' })).toBeNull());
  });
});
