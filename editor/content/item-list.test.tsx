// Tests the list of a blog's posts: status labels, dates in the website's zone, search and status filter sent to the server, opening a post.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { COLLECTION_SCREEN_ROUTES as routes } from '../test-support/screen-routes.js';
import { collectionFixture, itemFixture } from './content-fixtures.js';

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/collections/c1', { collection: collectionFixture('blog') });
  api.on('GET /api/owner/authors', { authors: [{ id: 'a1', name: 'Rosa Lind', email: 'rosa@example.com' }] });
  api.on('GET /api/owner/collections/c1/items', (call) => {
    const all = [
      itemFixture({
        id: 'i1',
        title: 'Spring menu',
        status: 'published',
        publishOn: '2026-03-01T14:00:00.000Z',
      }),
      itemFixture({
        id: 'i2',
        title: 'Summer hours',
        status: 'published',
        publishOn: '2999-06-01T13:00:00.000Z',
      }),
      itemFixture({ id: 'i3', title: 'Notes', authorId: null }),
    ];
    const q = call.query.get('q');
    const items = q === null ? all : all.filter((item) => item.title.toLowerCase().includes(q.toLowerCase()));
    return { items, total: items.length };
  });
});

describe('the list of posts', () => {
  it('shows each post’s status, publish date in the website’s zone and author', async () => {
    renderEditor(routes, '/collections/c1');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Journal · Blog');
    const rows = await screen.findAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1])).toEqual(['Spring menu', 'Published', 'Mar 1, 2026, 9:00 AM', 'Rosa Lind']);
    expect(cells(rows[2])).toEqual(['Summer hours', 'Scheduled', 'Jun 1, 2999, 9:00 AM', 'Rosa Lind']);
    expect(cells(rows[3])).toEqual(['Notes', 'Draft', '—', '—']);
    expect(screen.getByRole('link', { name: 'New post' }).getAttribute('href')).toBe('/collections/c1/new');
  });

  it('sends the search and the status filter to the server', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1');
    await user.type(await screen.findByLabelText('Search posts'), 'menu');
    await waitFor(() => expect(screen.queryByText('Notes')).toBeNull());
    expect(screen.getByText('Spring menu')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.query.get('status') === 'scheduled' && call.query.get('q') === 'menu'),
      ).toBe(true),
    );
  });

  it('opens a post from its title', async () => {
    api.on('GET /api/owner/collections/c1/items/i3', { item: itemFixture({ id: 'i3', title: 'Notes' }) });
    api.on('GET /api/owner/tags', { tags: [] });
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/collections/c1');
    await user.click(await screen.findByRole('link', { name: 'Notes' }));
    expect(router.state.location.pathname).toBe('/collections/c1/i3');
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeTruthy();
  });
});
