// Tests the Pages screen: the tree in menu order, moves by keyboard, adding a page, the footer's and the theme's other menus edited like the main one, and what each role sees.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavigationItem } from '../../domain/owner-api/navigation.js';
import { LINK_FORMAT_MESSAGE } from '../../domain/owner-messages.js';
import type { PageList } from '../../domain/owner-api/pages.js';
import { fakeWebsite, invalidInputAnswer, type RecordedCall } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { expectLeavingToAsk } from '../test-support/unsaved-changes.js';
import { usePreview } from '../ui/preview.js';
import { pageView, samplePageList, servePageList } from './page-fixtures.js';
import { LOCKED_NOTICE } from './page-panel.js';
import { PagesScreen } from './pages-screen.js';

const api = fakeApiForEachTest();
let list: PageList;

/** The preview's address and notice, where the real editor shows its frame. */
function PreviewProbe() {
  const { url, notice } = usePreview();
  return (
    <aside aria-label="Preview state">
      <output aria-label="Preview address">{url}</output>
      <output aria-label="Preview notice">{notice}</output>
    </aside>
  );
}

const routes = [
  {
    path: '/pages/:pageId?',
    element: (
      <>
        <PagesScreen />
        <PreviewProbe />
      </>
    ),
  },
  { path: '/collections/:collectionId', element: <h1>Collection</h1> },
];

beforeEach(() => {
  list = samplePageList();
  servePageList(api, () => list);
  api.on('PUT /api/owner/navigation/main', (call: RecordedCall) => {
    const { items } = call.body as { items: NavigationItem[] };
    list = { ...list, navigation: { main: items } };
    return { name: 'main', items };
  });
});

/** The titles of a section's rows, in order (a nested row reads ", under …"). */
function rowTitles(section: string): string[] {
  const region = screen.getByRole('region', { name: section });
  return within(region)
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('.tree-row__title')?.textContent ?? '');
}

function navigationPuts(): NavigationItem[][] {
  return api.calls
    .filter((call) => call.method === 'PUT' && call.path === '/api/owner/navigation/main')
    .map((call) => (call.body as { items: NavigationItem[] }).items);
}

/**
 * Lays the tree's rows out as a browser would (jsdom has no layout): each row and the "Not linked"
 * heading 40 px tall, one under the other, moved by their own transform, so dnd-kit's keyboard
 * sensor can find the row above and below.
 */
function layOutRows() {
  const original = Element.prototype.getBoundingClientRect;
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const rows = [...document.querySelectorAll('[data-row-id], .page-tree__divider')];
    const index = rows.indexOf(this);
    if (index < 0) return original.call(this);
    const moved = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec((this as HTMLElement).style.transform);
    const x = moved === null ? 0 : Number(moved[1]);
    const y = index * 40 + (moved === null ? 0 : Number(moved[2]));
    return {
      x,
      y,
      top: y,
      left: x,
      bottom: y + 40,
      right: x + 300,
      width: 300,
      height: 40,
      toJSON: () => ({}),
    };
  });
}

describe('the Pages screen', () => {
  it('lists the pages in menu order, nested as stored, with what each is and its marks, then the pages in no menu', async () => {
    renderEditor(routes, '/pages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pages' })).toBeDefined();
    expect(rowTitles('Main navigation')).toEqual([
      'Home',
      'About',
      'Shipping and returns, under About',
      'Journal',
      'Instagram',
    ]);
    expect(rowTitles('Not linked')).toEqual(['Contact']);
    const journal = screen.getByRole('button', { name: 'Journal' }).closest('li')!;
    expect(within(journal).getByText('Collection')).toBeDefined();
    expect(within(journal).getByText('Locked')).toBeDefined();
    const instagram = screen.getByRole('button', { name: 'Instagram' }).closest('li')!;
    expect(within(instagram).getByText('https://www.instagram.com/harbor')).toBeDefined();
    expect(within(instagram).getByText('Link')).toBeDefined();
    const contact = screen.getByRole('button', { name: 'Contact' }).closest('li')!;
    expect(within(contact).getByText('Disabled')).toBeDefined();
    expect(screen.queryByText('Lock screen')).toBeNull();
  });

  it('moves a page down with its menu, by keyboard, saves the whole menu and keeps focus on the row', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const actions = await screen.findByRole('button', { name: 'Actions for Home' });
    act(() => actions.focus());
    await user.keyboard('{Enter}');
    const moveDown = await screen.findByRole('menuitem', { name: 'Move down' });
    expect(screen.getByRole('menuitem', { name: 'Move up' }).getAttribute('aria-disabled')).toBe('true');
    while (document.activeElement !== moveDown) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigationPuts()).toHaveLength(1));
    expect(navigationPuts()[0]).toEqual([
      { pageId: 'p-about', items: [{ pageId: 'p-shipping', items: [] }] },
      { pageId: 'p-home', items: [] },
      { collectionId: 'c-journal', items: [] },
      { title: 'Instagram', externalLink: 'https://www.instagram.com/harbor', newWindow: true, items: [] },
    ]);
    expect(rowTitles('Main navigation').slice(0, 3)).toEqual([
      'About',
      'Shipping and returns, under About',
      'Home',
    ]);
    expect(await screen.findByText('Navigation saved.')).toBeDefined();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Home' })),
    );
  });

  it('moves a page by dragging with the keyboard (Space, arrows, Space) and reads out where it goes', async () => {
    const layout = layOutRows();
    try {
      const user = userEvent.setup({ delay: null });
      renderEditor(routes, '/pages');
      const handle = await screen.findByRole('button', { name: 'Drag Home' });
      act(() => handle.focus());
      await user.keyboard('[Space]');
      await waitFor(() => expect(document.body.textContent).toContain('Picked up Home.'));
      // Between About and its child, Home can only be About's first child.
      await user.keyboard('[ArrowDown]');
      await waitFor(() =>
        expect(document.body.textContent).toContain('Home would go under About, level 2, after About.'),
      );
      await user.keyboard('[ArrowDown]');
      await waitFor(() =>
        expect(document.body.textContent).toContain(
          'Home would go at the top of the navigation, level 1, after Shipping and returns.',
        ),
      );
      await user.keyboard('[ArrowRight]');
      await waitFor(() =>
        expect(document.body.textContent).toContain(
          'Home would go under About, level 2, after Shipping and returns.',
        ),
      );
      await user.keyboard('[Space]');
      await waitFor(() => expect(navigationPuts()).toHaveLength(1));
      expect(navigationPuts()[0].slice(0, 2)).toEqual([
        {
          pageId: 'p-about',
          items: [
            { pageId: 'p-shipping', items: [] },
            { pageId: 'p-home', items: [] },
          ],
        },
        { collectionId: 'c-journal', items: [] },
      ]);
      expect(rowTitles('Main navigation').slice(0, 3)).toEqual([
        'About',
        'Shipping and returns, under About',
        'Home, under About',
      ]);
    } finally {
      layout.mockRestore();
    }
  });

  it('adds a page from "Not linked" to the navigation, and takes one out', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    await user.click(await screen.findByRole('button', { name: 'Actions for Contact' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add to navigation' }));
    await waitFor(() => expect(navigationPuts()).toHaveLength(1));
    expect(navigationPuts()[0].at(-1)).toEqual({ pageId: 'p-contact', items: [] });
    await waitFor(() => expect(rowTitles('Not linked')).toEqual([]));

    await user.click(screen.getByRole('button', { name: 'Actions for About' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from navigation' }));
    await waitFor(() => expect(navigationPuts()).toHaveLength(2));
    // Its child stays in the menu, in its place.
    expect(navigationPuts()[1].map((item) => item.pageId ?? item.collectionId ?? item.title)).toEqual([
      'p-home',
      'p-shipping',
      'c-journal',
      'Instagram',
      'p-contact',
    ]);
    await waitFor(() => expect(rowTitles('Not linked')).toEqual(['About']));
  });

  it('adds an outside link to the menu, checking the address first', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    await user.click(await screen.findByRole('button', { name: 'Add link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a link' });
    await user.type(within(dialog).getByLabelText('Title'), 'Newsletter');
    await user.click(within(dialog).getByRole('radio', { name: 'Web address' }));
    await user.type(within(dialog).getByLabelText('Address'), 'foo bar');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(within(dialog).getByText(LINK_FORMAT_MESSAGE)).toBeDefined();
    expect(navigationPuts()).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Address'));
    await user.type(within(dialog).getByLabelText('Address'), 'https://example.com/news');
    await user.click(within(dialog).getByLabelText('Open in a new window'));
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(navigationPuts()).toHaveLength(1));
    expect(navigationPuts()[0].at(-1)).toEqual({
      title: 'Newsletter',
      externalLink: 'https://example.com/news',
      newWindow: true,
      items: [],
    });
  });

  it('edits an outside link of the menu from its row, keeping its place', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    await user.click(await screen.findByRole('button', { name: 'Instagram' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(within(edit).getByLabelText('Address')).toHaveProperty(
      'value',
      'https://www.instagram.com/harbor',
    );
    await user.clear(within(edit).getByLabelText('Title'));
    await user.type(within(edit).getByLabelText('Title'), 'Instagram (new)');
    await user.click(within(edit).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(navigationPuts()).toHaveLength(1));
    expect(navigationPuts()[0][3]).toEqual({
      title: 'Instagram (new)',
      externalLink: 'https://www.instagram.com/harbor',
      newWindow: true,
      items: [],
    });
  });

  it('edits the footer menu like the main one: chosen in Menu, its links in the tree, a move saved under its name', async () => {
    let footer: NavigationItem[] = [
      { pageId: 'p-shipping', items: [] },
      { pageId: 'p-contact', items: [] },
    ];
    api.on('GET /api/owner/navigation', () => ({
      menus: [
        { name: 'main', items: list.navigation.main },
        { name: 'footer', items: footer },
      ],
      offered: [
        { name: 'main', title: 'Main navigation', shown: true },
        { name: 'footer', title: 'Footer navigation', shown: true },
        { name: 'sidebar', title: 'sidebar', shown: false },
      ],
    }));
    api.on('PUT /api/owner/navigation/footer', (call: RecordedCall) => {
      footer = (call.body as { items: NavigationItem[] }).items;
      return { name: 'footer', items: footer };
    });
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    const menu = await screen.findByRole('combobox', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Main navigation', 'Footer navigation', 'sidebar (not shown by the theme)']);
    await user.selectOptions(menu, 'footer');
    expect(await screen.findByRole('region', { name: 'Footer navigation' })).toBeDefined();
    expect(rowTitles('Footer navigation')).toEqual(['Shipping and returns', 'Contact']);

    await user.click(screen.getByRole('button', { name: 'Actions for Contact' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    await waitFor(() => expect(footer.map((item) => item.pageId)).toEqual(['p-contact', 'p-shipping']));
    expect(rowTitles('Footer navigation')).toEqual(['Contact', 'Shipping and returns']);
    // The main menu was not touched.
    expect(navigationPuts()).toEqual([]);
    expect(await screen.findByText('Navigation saved.')).toBeDefined();
  });

  it('puts the menu back and says why when the save is refused', async () => {
    api.on('PUT /api/owner/navigation/main', invalidInputAnswer());
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    await user.click(await screen.findByRole('button', { name: 'Actions for Instagram' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The navigation was not saved.');
    expect(alert.textContent).toContain('Update the missing or invalid information above.');
    expect(rowTitles('Main navigation').at(-1)).toBe('Instagram');
  });

  it('asks before leaving with a new page’s title typed and not added (issue 30)', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderEditor([...routes, { path: '/files', element: <h1>Files</h1> }], '/pages');
    await user.click(await screen.findByRole('button', { name: 'Add page' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a page' });
    await user.type(within(dialog).getByLabelText('Title'), 'Our story');
    await expectLeavingToAsk(user, router, () => router.navigate('/files'), '/pages');
    expect(await screen.findByRole('heading', { name: 'Files' })).toBeDefined();
  });

  it('adds a page: sends the title, slug and kind, then opens it and shows it in the preview', async () => {
    api.on('POST /api/owner/pages', (call) => {
      const body = call.body as { title: string; urlSlug?: string };
      const page = pageView({ id: 'p-story', title: body.title, urlSlug: body.urlSlug ?? 'our-story' });
      list = {
        pages: [...list.pages, page],
        navigation: { main: [...list.navigation.main, { pageId: 'p-story', items: [] }] },
      };
      return { status: 201, body: { page } };
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderEditor(routes, '/pages');
    await user.click(await screen.findByRole('button', { name: 'Add page' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a page' });
    await user.type(within(dialog).getByLabelText('Title'), 'Our story');
    expect(within(dialog).getByText(`${window.location.origin}/our-story`)).toBeDefined();
    expect(within(dialog).getByLabelText('Add to navigation')).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/p-story'));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ title: 'Our story', type: 'page', addToNavigation: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Our story' })).toBeDefined();
    expect(screen.getByText('Page added.')).toBeDefined();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Preview address' }).textContent).toBe('/our-story?draft=1'),
    );
    expect(rowTitles('Main navigation').at(-1)).toBe('Our story');
  });

  it('offers SPEC §2’s special pages in the Add page menu: splash page, lock screen and cart page', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    await user.click(await screen.findByRole('button', { name: 'Add page' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Page',
      'Blog',
      'Events',
      'Gallery',
      'Store',
      'Splash page',
      'Lock screen',
      'Cart page',
    ]);
  });

  it.each([
    ['Splash page', 'Add a splash page', 'splash', 3, 'Welcome', 'welcome'],
    ['Cart page', 'Add a cart page', 'cart', 205, 'Your basket', 'your-basket'],
  ])('adds a %s: sends its kind and opens it', async (label, title, type, pageType, pageTitle, slug) => {
    api.on('POST /api/owner/pages', (call) => {
      const body = call.body as { title: string };
      const page = pageView({
        id: 'p-new',
        title: body.title,
        urlSlug: slug,
        type: type as 'splash',
        pageType,
      });
      list = { ...list, pages: [...list.pages, page] };
      return { status: 201, body: { page } };
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderEditor(routes, '/pages');
    await user.click(await screen.findByRole('button', { name: 'Add page' }));
    await user.click(await screen.findByRole('menuitem', { name: label }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.type(within(dialog).getByLabelText('Title'), pageTitle);
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/p-new'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: pageTitle,
      type,
      addToNavigation: true,
    });
    const panel = await screen.findByRole('region', { name: pageTitle });
    expect(within(panel).getByText(label)).toBeDefined();
  });

  it('adds the lock screen: never in a menu, and its panel says how to lock the site', async () => {
    api.on('POST /api/owner/pages', (call) => {
      const body = call.body as { title: string };
      const page = pageView({
        id: 'p-soon',
        title: body.title,
        urlSlug: 'opening-soon',
        type: 'lock-screen',
        pageType: 103,
      });
      list = { ...list, pages: [...list.pages, page] };
      return { status: 201, body: { page } };
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderEditor(routes, '/pages');
    await user.click(await screen.findByRole('button', { name: 'Add page' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Lock screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add the lock screen' });
    expect(within(dialog).queryByLabelText('Add to navigation')).toBeNull();
    await user.type(within(dialog).getByLabelText('Title'), 'Opening soon');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/p-soon'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Opening soon',
      type: 'lock-screen',
      addToNavigation: false,
    });
    expect(
      await screen.findByText(
        'The site is open. Give this page a password in Settings to lock the whole site behind it.',
      ),
    ).toBeDefined();
    expect(rowTitles('Not linked')).toContain('Opening soon');
  });

  it('adds a page from a template: Blank is chosen first, a template is sent by name', async () => {
    api.on('POST /api/owner/pages', (call) => {
      const body = call.body as { title: string };
      const page = pageView({ id: 'p-faq', title: body.title, urlSlug: 'questions' });
      list = { ...list, pages: [...list.pages, page] };
      return { status: 201, body: { page } };
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderEditor(routes, '/pages');
    await user.click(await screen.findByRole('button', { name: 'Add page' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a page' });
    const start = within(dialog).getByRole('group', { name: 'Start with' });
    expect(
      within(start)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.querySelector('.template-choice__label')?.textContent),
    ).toEqual(['Blank', 'About', 'Contact', 'FAQ', 'Services', 'Team', 'Landing']);
    expect(within(start).getByRole('radio', { name: /^Blank/ })).toHaveProperty('checked', true);
    await user.type(within(dialog).getByLabelText('Title'), 'Questions');
    await user.click(within(start).getByRole('radio', { name: /^FAQ/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/p-faq'));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ title: 'Questions', type: 'page', addToNavigation: true, template: 'faq' });
  });

  it('offers no template for a blog', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    await user.click(await screen.findByRole('button', { name: 'Add page' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a blog' });
    expect(within(dialog).queryByRole('group', { name: 'Start with' })).toBeNull();
  });

  it('checks a new page before sending it and shows the server’s field message under its field', async () => {
    api.on('POST /api/owner/pages', invalidInputAnswer({ urlSlug: 'about is not a valid page URL.' }));
    const user = userEvent.setup({ delay: null });
    renderEditor(routes, '/pages');
    await user.click(await screen.findByRole('button', { name: 'Add page' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a blog' });
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(await within(dialog).findByText('Please enter a title.')).toBeDefined();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Title'), 'News');
    await user.type(within(dialog).getByLabelText('URL slug (optional)'), 'about');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(await within(dialog).findByText('about is not a valid page URL.')).toBeDefined();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Update the missing or invalid information above.',
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'News',
      urlSlug: 'about',
      type: 'blog',
      addToNavigation: true,
    });
  });

  it('opens a page on Enter: its panel, the preview at its address, and the page-locked notice', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderEditor(routes, '/pages');
    const journal = await screen.findByRole('button', { name: 'Journal' });
    act(() => journal.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/p-journal'));
    const panel = await screen.findByRole('region', { name: 'Journal' });
    expect(within(panel).getByRole('link', { name: 'Manage posts' }).getAttribute('href')).toBe(
      '/collections/c-journal',
    );
    expect(screen.getByRole('status', { name: 'Preview address' }).textContent).toBe('/journal?draft=1');
    expect(screen.getByRole('status', { name: 'Preview notice' }).textContent).toBe(LOCKED_NOTICE);
  });

  it('shows everything but changes nothing for a role without pages:edit', async () => {
    api.on(
      'GET /api/owner/website',
      fakeWebsite({ roles: [11], capabilities: ['pages:view', 'content:view', 'files:view'] }),
    );
    renderEditor(routes, '/pages/p-about');
    expect(await screen.findByRole('region', { name: 'About us' })).toBeDefined();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/owner/website')).toBe(true));
    expect(rowTitles('Main navigation')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add page' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Drag / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
  });
});
