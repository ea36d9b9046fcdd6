// Tests the Comments screen: the held queue with counts per tab, approve, mark spam, delete after a confirm, the other tabs, a refusal, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommentView } from '../../domain/owner-api/comments.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { CommentsScreen } from './comments-screen.js';

function comment(id: string, authorName: string, status: CommentView['status']): CommentView {
  return {
    id,
    itemId: 'post-1',
    itemTitle: 'Spring at the workshop',
    itemUrl: '/blog/spring-at-the-workshop',
    parentId: null,
    authorName,
    email: `${id}@example.com`,
    website: null,
    body: `<b>${authorName}</b> says hello`,
    status,
    createdAt: '2026-11-20T17:30:00.000Z',
  };
}

const counts = { held: 2, approved: 1, spam: 0 };
const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/comments', (call) => {
    const status = (call.query.get('status') ?? 'held') as CommentView['status'];
    const comments =
      status === 'held'
        ? [comment('c1', 'Ada', 'held'), comment('c2', 'Bot', 'held')]
        : status === 'approved'
          ? [comment('c3', 'June', 'approved')]
          : [];
    return { comments, status, page: 1, pageSize: 25, total: comments.length, hasNextPage: false, counts };
  });
});

const routes = [{ path: '/comments', element: <CommentsScreen /> }];
const calls = (method: string) => api.calls.filter((call) => call.method === method);

describe('the Comments screen', () => {
  it('shows the held comments with the counts of each tab, their text as typed, and passes axe', async () => {
    const { container } = renderEditor(routes, '/comments');
    const ada = await screen.findByRole('article', { name: 'Ada' });
    expect(within(ada).getByText('<b>Ada</b> says hello')).toBeTruthy();
    expect(within(ada).getByRole('link', { name: 'Spring at the workshop' }).getAttribute('href')).toBe(
      '/blog/spring-at-the-workshop',
    );
    expect(screen.getByRole('tab', { name: 'Held (2)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Approved (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Spam (0)' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('approves and marks spam, saying so', async () => {
    const user = userEvent.setup();
    api.on('POST /api/owner/comments/c1/approve', { comment: comment('c1', 'Ada', 'approved') });
    api.on('POST /api/owner/comments/c2/spam', { comment: comment('c2', 'Bot', 'spam') });
    renderEditor(routes, '/comments');
    await user.click(await screen.findByRole('button', { name: 'Approve the comment by Ada' }));
    expect(await screen.findByText('Comment approved.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark the comment by Bot as spam' }));
    expect(await screen.findByText('Comment marked as spam.')).toBeTruthy();
    expect(calls('POST').map((call) => call.path)).toEqual([
      '/api/owner/comments/c1/approve',
      '/api/owner/comments/c2/spam',
    ]);
  });

  it('deletes only after the confirm, and not when cancelled', async () => {
    const user = userEvent.setup();
    api.on('DELETE /api/owner/comments/c2', { status: 204 });
    renderEditor(routes, '/comments');
    await user.click(await screen.findByRole('button', { name: 'Delete the comment by Bot' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete the comment by Bot' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('DELETE').map((call) => call.path)).toEqual(['/api/owner/comments/c2']));
    expect(await screen.findByText('Comment deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('opens the other tabs from the keyboard, with what each holds', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/comments');
    const held = await screen.findByRole('tab', { name: 'Held (2)' });
    await user.click(held);
    await user.keyboard('{ArrowRight}');
    const june = await screen.findByRole('article', { name: 'June' });
    expect(within(june).queryByRole('button', { name: /Approve/ })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Nothing is marked as spam.')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    api.on('POST /api/owner/comments/c1/approve', {
      status: 404,
      body: { error: 'not-found', message: 'No such comment.' },
    });
    renderEditor(routes, '/comments');
    await user.click(await screen.findByRole('button', { name: 'Approve the comment by Ada' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No such comment.');
  });
});
