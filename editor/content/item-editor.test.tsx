// Tests the blog post editor: scheduling sends an instant a day ahead, a stale save keeps what was typed, field errors and deleting.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { formatInTimeZone } from 'date-fns-tz';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../domain/file-rules.js';
import { VERSION_CONFLICT_MESSAGE } from '../../domain/owner-api/common.js';
import { fileView } from '../files/test-support/file-fixtures.js';
import { fakeWebsite, invalidInputAnswer, versionConflictAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import {
  closingTabIsWarned,
  expectLeavingFreely,
  expectLeavingToAsk,
} from '../test-support/unsaved-changes.js';
import { COLLECTION_SCREEN_ROUTES as routes } from '../test-support/screen-routes.js';
import { collectionFixture, itemFixture, itemFromBody } from './content-fixtures.js';

const ZONE = 'America/New_York';
const DAY_MS = 24 * 60 * 60 * 1000;

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/collections/c1', { collection: collectionFixture('blog') });
  api.on('GET /api/owner/authors', {
    authors: [{ id: 'a1', name: 'Owner', email: 'owner@example.com' }],
  });
  api.on('GET /api/owner/tags', (call) => ({
    tags:
      call.query.get('kind') === 'tag'
        ? [{ id: 't1', kind: 'tag', name: 'News', itemCount: 3, version: 1, updatedAt: '', updatedBy: null }]
        : [],
  }));
  api.on('GET /api/owner/collections/c1/items', { items: [], total: 0 });
});

describe('the blog post editor', () => {
  it('schedules a post: "Publish on" tomorrow sends status published and the instant a day ahead, then shows "Scheduled"', async () => {
    let created: ReturnType<typeof itemFromBody> | undefined;
    api.on('POST /api/owner/collections/c1/items', (call) => {
      created = itemFromBody(call.body as Record<string, unknown>, { id: 'i9', version: 1 });
      return { status: 201, body: { item: created } };
    });
    api.on('GET /api/owner/collections/c1/items/i9', () => ({ item: created }));
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/collections/c1/new');
    await user.type(await screen.findByLabelText(/^Title/), 'Opening');
    await user.type(screen.getByLabelText('Add a tag'), 'news{Enter}');
    const tomorrow = Date.now() + DAY_MS;
    fireEvent.change(screen.getByLabelText('Publish on'), {
      target: { value: formatInTimeZone(tomorrow, ZONE, "yyyy-MM-dd'T'HH:mm") },
    });
    expect(screen.getByText(/^Scheduled for .* \(America\/New_York\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/collections/c1/i9'));
    const post = api.calls.find((call) => call.method === 'POST');
    const body = post?.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Opening', status: 'published', tags: ['News'], authorId: 'a1' });
    // The wall-clock minute typed in the website's zone is the instant a day from now (to the minute).
    const sent = Date.parse(String(body.publishOn));
    expect(tomorrow - sent).toBeGreaterThanOrEqual(0);
    expect(tomorrow - sent).toBeLessThan(60_000);
    expect(String(body.publishOn)).toMatch(/Z$/);
    expect(await screen.findByText('Scheduled')).toBeTruthy();
    expect(screen.getByText(/^Post scheduled for /)).toBeTruthy();
  });

  it('keeps what was typed when another save came first (412), and saves over it when asked', async () => {
    api.on('GET /api/owner/collections/c1/items/i1', { item: itemFixture() });
    let patches = 0;
    api.on('PATCH /api/owner/collections/c1/items/i1', (call) => {
      patches += 1;
      if (patches === 1) {
        return versionConflictAnswer(4);
      }
      return { item: itemFromBody(call.body as Record<string, unknown>, { version: 5 }) };
    });
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1/i1');
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'My version of the post');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(VERSION_CONFLICT_MESSAGE);
    expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe('My version of the post');
    expect(within(alert).getByRole('button', { name: 'Load the latest version' })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Keep mine and save over it' }));

    await waitFor(() => expect(patches).toBe(2));
    const second = api.calls.filter((call) => call.method === 'PATCH')[1];
    expect(second.headers['If-Match']).toBe('4');
    expect(second.body).toMatchObject({ title: 'My version of the post', status: 'draft' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My version of the post');
  });

  it('asks before leaving a post with changes not saved, and not once it is saved (issue 30)', async () => {
    api.on('GET /api/owner/collections/c1/items/i1', { item: itemFixture() });
    api.on('PATCH /api/owner/collections/c1/items/i1', (call) => ({
      item: itemFromBody(call.body as Record<string, unknown>, { version: 4 }),
    }));
    const user = userEvent.setup();
    const { router } = renderEditor(
      [...routes, { path: '/files', element: <h1>Files</h1> }],
      '/collections/c1/i1',
    );
    const title = await screen.findByLabelText(/^Title/);
    await screen.findByRole('textbox', { name: /^Body/ });
    expect(closingTabIsWarned()).toBe(false);
    await user.type(title, ' (updated)');
    // The editor's main menu is outside this screen; its links move the router like this.
    const leave = () => router.navigate('/files');
    await expectLeavingToAsk(user, router, leave, '/collections/c1/i1', { leave: false });
    expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toMatch(/\(updated\)$/);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(closingTabIsWarned()).toBe(false));
    await expectLeavingFreely(user, router, leave, '/collections/c1/i1');
  });

  it('loads the latest version when the owner chooses to', async () => {
    let version = 3;
    api.on('GET /api/owner/collections/c1/items/i1', () => ({
      item: itemFixture(version === 3 ? {} : { title: 'Their version', version }),
    }));
    api.on('PATCH /api/owner/collections/c1/items/i1', () => {
      version = 4;
      return versionConflictAnswer(4);
    });
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1/i1');
    await user.type(await screen.findByLabelText(/^Title/), '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await user.click(await screen.findByRole('button', { name: 'Load the latest version' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe('Their version'),
    );
    expect(screen.queryByRole('button', { name: 'Keep mine and save over it' })).toBeNull();
  });

  it('refuses a post without a title before sending, and shows the server’s field messages', async () => {
    api.on(
      'POST /api/owner/collections/c1/items',
      invalidInputAnswer({ urlSlug: 'Hello World is not a valid page URL.' }),
    );
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1/new');
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please enter a title.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(/^Title/), 'Hello');
    await user.type(screen.getByLabelText(/^URL slug/), 'hello');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Hello World is not a valid page URL.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Update the missing or invalid information above.');
  });

  it('refuses a tag longer than SPEC §9 allows, under the field', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1/new');
    await user.type(await screen.findByLabelText('Add a category'), `${'c'.repeat(26)}{Enter}`);
    expect(screen.getByText('A category has at most 25 characters.')).toBeTruthy();
  });

  it('deletes a post after confirming, and goes back to the list', async () => {
    api.on('GET /api/owner/collections/c1/items/i1', { item: itemFixture() });
    api.on('DELETE /api/owner/collections/c1/items/i1', { status: 204 });
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/collections/c1/i1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collections/c1'));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('offers only "Save draft" to a draft editor', async () => {
    api.on(
      'GET /api/owner/website',
      fakeWebsite({
        roles: [16],
        capabilities: ['pages:view', 'content:view', 'content:edit', 'files:view', 'files:edit'],
      }),
    );
    renderEditor(routes, '/collections/c1/new');
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    cleanup();

    // A post already on the site is theirs to read only.
    api.on('GET /api/owner/collections/c1/items/i1', {
      item: itemFixture({ status: 'published', publishOn: '2026-01-01T10:00:00.000Z' }),
    });
    renderEditor(routes, '/collections/c1/i1');
    expect(
      await screen.findByText('This post is on the site: someone who may publish has to change it.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Title/).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /draft/ })).toBeNull();
  });

  it('previews a draft post in a new tab through the owner’s draft preview, and warns of a cover without alt text (issue 30)', async () => {
    api.on('GET /api/owner/collections/c1/items/i1', {
      item: itemFixture({ mainImageId: 'img-f1', mainImageUrl: '/files/w1/f1/img-2041.jpg' }),
    });
    let files = [fileView('f1', 'IMG_2041.jpg')];
    api.on('GET /api/owner/files', () => ({ files, total: files.length, maxFileBytes: MAX_FILE_BYTES }));
    api.on('PATCH /api/owner/files/:id', (call) => {
      files = files.map((file) => ({ ...file, ...(call.body as object), version: file.version + 1 }));
      return { file: files[0] };
    });
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1/i1');
    const preview = await screen.findByRole('link', {
      name: 'Preview the post as last saved (opens in a new tab)',
    });
    expect(preview.getAttribute('href')).toBe('/blog/first-post?draft=1');
    expect(preview.getAttribute('target')).toBe('_blank');

    const cover = screen.getByRole('group', { name: 'Cover image' });
    expect(await within(cover).findByText(/This picture has no alt text/)).toBeTruthy();
    await user.click(
      within(cover).getByRole('button', { name: 'Add alt text and focal point of the cover image' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Alt text and focal point' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Alt text' }), 'The shop front at dawn');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(cover).queryByText(/This picture has no alt text/)).toBeNull());
    expect(
      within(cover).getByRole('button', { name: 'Edit alt text and focal point of the cover image' }),
    ).toBeTruthy();
  });
});
