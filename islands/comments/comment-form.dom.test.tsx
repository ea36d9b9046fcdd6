// Drives the comment form island as a visitor: the field messages, posting without a reload and the moderation announcement, replies from the links under comments, refusals, the bot check, a plain post's outcome.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, refusal, type FakeApi } from '../test-support/fake-api.js';
import { renderIsland } from '../test-support/render-island.js';
import { CommentForm } from './comment-form.js';
import { commentFormProps } from './comment-form-props.js';

const POST = 'POST /api/comments';

function renderForm(api: FakeApi, value: Record<string, unknown> = {}) {
  const props = commentFormProps({
    itemId: 'post-1',
    crumb: 'crumb-1',
    returnTo: '/blog/spring',
    captcha: false,
    ...value,
  });
  return renderIsland(<CommentForm {...props} />, { api });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const messageOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

afterEach(() => {
  document.querySelectorAll('.test-comment').forEach((node) => node.remove());
});

describe('comment form island (jsdom)', () => {
  it('is a plain form posting to /comments, with the crumb, the post and the way back', () => {
    const { container } = renderForm(fakeApi());
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/comments');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.id).toBe('comment-form');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toEqual({ crumb: 'crumb-1', itemId: 'post-1', 'tessera-return-to': '/blog/spring' });
  });

  it('names what is missing or wrong by its field and sends nothing', async () => {
    const api = fakeApi();
    const { user } = renderForm(api);
    await user.type(field(/Email/), 'not-an-email');
    await user.type(field(/Website/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(messageOf(field(/Name/))).toBe('Please enter your name.');
    expect(messageOf(field(/Comment/))).toBe('Please write a comment.');
    expect(messageOf(field(/Email/))).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect(messageOf(field(/Website/))).toBe(
      'Website must be a web address starting with http:// or https://.',
    );
    expect(field(/Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(
      'Please check your comment: some fields are not valid.',
    );
    expect(api.calls).toEqual([]);
  });

  it('posts without a reload and announces that the comment awaits moderation', async () => {
    const api = fakeApi();
    api.on(POST, () => ({
      message: 'Your comment is awaiting moderation.',
      comment: { id: 'c9', status: 'held' },
    }));
    const { user } = renderForm(api);
    await user.type(field(/Name/), 'Ada');
    await user.type(field(/Comment/), 'Lovely bench!');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your comment is awaiting moderation.'),
    );
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/comments',
        body: { itemId: 'post-1', name: 'Ada', email: '', website: '', body: 'Lovely bench!' },
        headers: undefined,
      },
    ]);
    expect((field(/Comment/) as HTMLTextAreaElement).value).toBe('');
  });

  it('turns into a reply when a reply link under a comment is clicked, and back', async () => {
    const api = fakeApi();
    api.on(POST, () => ({ message: 'Your comment is awaiting moderation.' }));
    const link = document.createElement('a');
    link.className = 'comment__reply test-comment';
    link.href = '?replyTo=c1#comment-form';
    link.dataset.commentId = 'c1';
    link.dataset.author = 'June';
    link.textContent = 'Reply';
    document.body.append(link);
    const { user } = renderForm(api);
    expect(screen.getByRole('heading', { name: 'Leave a comment' })).toBeTruthy();

    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Reply to June' })).toBeTruthy();
    expect(document.activeElement).toBe(field(/Comment/));
    await user.click(screen.getByRole('link', { name: 'Cancel reply' }));
    expect(screen.getByRole('heading', { name: 'Leave a comment' })).toBeTruthy();

    await user.click(link);
    await user.type(field(/Name/), 'Ada');
    await user.type(field(/Comment/), 'Agreed');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toMatchObject({ parentId: 'c1', name: 'Ada', body: 'Agreed' });
  });

  it("shows the server's refusals: by field, and a rate limit's message", async () => {
    const api = fakeApi();
    api.on(POST, () => {
      throw refusal(400, 'invalid-input', 'Please enter your name.', { name: 'Please enter your name.' });
    });
    const { user } = renderForm(api);
    await user.type(field(/Name/), 'Ada');
    await user.type(field(/Comment/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(messageOf(field(/Name/))).toBe('Please enter your name.'));

    api.on(POST, () => {
      throw refusal(
        429,
        'rate-limited',
        'You are posting comments too quickly. Please wait a minute and try again.',
      );
    });
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You are posting comments too quickly. Please wait a minute and try again.',
      ),
    );
  });

  it('asks for the bot check before sending when the site wants one', async () => {
    const api = fakeApi();
    const { user, container } = renderForm(api, { captcha: true });
    await user.type(field(/Name/), 'Ada');
    await user.type(field(/Comment/), 'Hi');
    await user.click(within(container).getByRole('button', { name: 'Post comment' }));
    // The widget shows its own state (here it cannot load: the fake API answers nothing).
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Complete CAPTCHA before submitting.',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows a plain post's outcome: held in the status line, a refusal as an alert", () => {
    const { unmount } = renderForm(fakeApi(), {
      outcome: { ok: true, text: 'Your comment is awaiting moderation.' },
    });
    expect(screen.getByRole('status').textContent).toBe('Your comment is awaiting moderation.');
    unmount();
    renderForm(fakeApi(), {
      outcome: { ok: false, text: 'Comments are closed for this post.' },
      replyTo: { id: 'c1', authorName: 'June' },
    });
    expect(screen.getByRole('alert').textContent).toBe('Comments are closed for this post.');
    expect(screen.getByRole('heading', { name: 'Reply to June' })).toBeTruthy();
  });
});
