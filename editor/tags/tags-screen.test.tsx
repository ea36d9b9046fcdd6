// Tests the tag manager: the lists with their use, the server's "already exists" under the field, one rename at a time, delete, read-only.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TagView } from '../../domain/owner-api/tags.js';
import { tagExists } from '../../domain/owner-messages.js';
import { fakeWebsite } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../test-support/unsaved-changes.js';
import { TagsScreen } from './tags-screen.js';

const tag = (id: string, kind: TagView['kind'], name: string, itemCount: number): TagView => ({
  id,
  kind,
  name,
  itemCount,
  version: 1,
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: null,
});

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/tags', (call) => ({
    tags:
      call.query.get('kind') === 'category'
        ? [tag('k1', 'category', 'Recipes', 1)]
        : [tag('t1', 'tag', 'News', 2), tag('t2', 'tag', 'Travel', 0)],
  }));
});

const routes = [{ path: '/tags', element: <TagsScreen /> }];

describe('the tag manager', () => {
  it('lists tags and categories in two tabs, with how many items use each', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/tags');
    const tags = await screen.findByRole('list', { name: 'Tags' });
    expect(within(tags).getByText('News')).toBeTruthy();
    expect(within(tags).getByText('Used by 2 items')).toBeTruthy();
    expect(within(tags).getByText('Not used')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    const categories = await screen.findByRole('list', { name: 'Categories' });
    expect(within(categories).getByText('Recipes')).toBeTruthy();
    expect(within(categories).getByText('Used by 1 item')).toBeTruthy();
  });

  it('shows the server’s 409 "already exists" message under the name field', async () => {
    api.on('POST /api/owner/tags', {
      status: 409,
      body: { error: 'tag-exists', message: tagExists('tag') },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/tags');
    const field = await screen.findByLabelText('New tag name');
    await user.type(field, 'news');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    const message = await screen.findByText('This tag already exists. You may only edit one tag at a time.');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'tag', name: 'news' });
  });

  it('refuses a category longer than SPEC §9 allows before sending', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/tags');
    await user.click(await screen.findByRole('tab', { name: 'Categories' }));
    await user.type(await screen.findByLabelText('New category name'), 'x'.repeat(26));
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(screen.getByText('A category has at most 25 characters.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('renames one tag at a time, showing the server’s refusal under the field', async () => {
    api.on('PATCH /api/owner/tags/t2', {
      status: 409,
      body: { error: 'tag-exists', message: tagExists('tag') },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/tags');
    await user.click(await screen.findByRole('button', { name: 'Rename News' }));
    expect(screen.getByLabelText('New name for “News”')).toBeTruthy();
    // Opening another rename closes the first.
    await user.click(screen.getByRole('button', { name: 'Rename Travel' }));
    expect(screen.queryByLabelText('New name for “News”')).toBeNull();
    const field = screen.getByLabelText('New name for “Travel”');
    await user.clear(field);
    await user.type(field, 'News{Enter}');
    expect(await screen.findByText(tagExists('tag'))).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'News' });
  });

  it('says how many items lose a tag before deleting it', async () => {
    api.on('DELETE /api/owner/tags/t1', { status: 204 });
    const user = userEvent.setup();
    renderEditor(routes, '/tags');
    await user.click(await screen.findByRole('button', { name: 'Delete News' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('2 items will lose it.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete tag' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('is read-only without tags:edit', async () => {
    api.on(
      'GET /api/owner/website',
      fakeWebsite({ roles: [8], capabilities: ['pages:view', 'content:view', 'files:view'] }),
    );
    renderEditor(routes, '/tags');
    expect(await screen.findByText('You may look at the tags but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Rename/ })).toBeNull();
    expect(screen.queryByLabelText('New tag name')).toBeNull();
  });

  it('asks before leaving with a new name or a new tag typed and not saved (issue 30)', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor([...routes, { path: '/files', element: <h1>Files</h1> }], '/tags');
    const leave = () => router.navigate('/files');
    await user.click(await screen.findByRole('button', { name: 'Rename Travel' }));
    await user.type(screen.getByLabelText('New name for “Travel”'), ' notes');
    await expectLeavingToAsk(user, router, leave, '/tags', { leave: false });
    expect(screen.getByLabelText('New name for “Travel”')).toHaveProperty('value', 'Travel notes');
    // The rename put away: nothing to lose.
    await user.click(screen.getByRole('button', { name: 'Rename News' }));
    await waitFor(() => expect(screen.queryByLabelText('New name for “Travel”')).toBeNull());
    await user.type(screen.getByLabelText('New tag name'), 'Harbor');
    await expectLeavingToAsk(user, router, leave, '/tags', { leave: false });
    await user.clear(screen.getByLabelText('New tag name'));
    await expectLeavingFreely(user, router, leave, '/tags');
  });
});
