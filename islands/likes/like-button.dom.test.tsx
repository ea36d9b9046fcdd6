// Drives the like button as a visitor: the state asked of the server on load, a toggle that shows the count at once, and a refusal put back.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '../test-support/fake-api.js';
import { renderIsland } from '../test-support/render-island.js';
import { LikeButton, likeButtonProps } from './like-button.js';

const PATH = '/api/likes/post-1';

function likeButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Like' });
}

function count(): string {
  return document.querySelector('.like-count')?.textContent ?? '';
}

describe('like button island (jsdom)', () => {
  it('reads props from the item', () => {
    expect(likeButtonProps({ id: 'post-1', likeCount: 4 })).toEqual({ itemId: 'post-1', count: 4 });
    expect(likeButtonProps({ id: 'post-1', likeCount: -2 })).toEqual({ itemId: 'post-1', count: 0 });
    expect(likeButtonProps(null)).toEqual({ itemId: '', count: 0 });
  });

  it('asks whether this visitor likes the item, then toggles without a reload', async () => {
    const api = fakeApi();
    api.on(`GET ${PATH}`, () => ({ itemId: 'post-1', count: 3, liked: false }));
    let answer: (reply: unknown) => void = () => {};
    api.on(`POST ${PATH}`, () => new Promise((resolve) => (answer = resolve)));
    api.on(`DELETE ${PATH}`, () => ({ itemId: 'post-1', count: 3, liked: false }));
    const { user } = renderIsland(<LikeButton itemId="post-1" count={2} />, { api });
    expect(count()).toBe('2 Likes');
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('false'));
    expect(count()).toBe('3 Likes');

    await user.click(likeButton());
    // Shown at once, before the server answers.
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(count()).toBe('4 Likes');
    answer({ itemId: 'post-1', count: 4, liked: true });
    await waitFor(() =>
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(`POST ${PATH}`),
    );

    await user.click(likeButton());
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('false'));
    expect(count()).toBe('3 Likes');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET ${PATH}`,
      `POST ${PATH}`,
      `DELETE ${PATH}`,
    ]);
  });

  it('puts the like back and says why when the server refuses it', async () => {
    const api = fakeApi();
    api.on(`GET ${PATH}`, () => ({ itemId: 'post-1', count: 1, liked: false }));
    api.on(`POST ${PATH}`, () => {
      throw refusal(429, 'rate-limited', 'Please try again in a few seconds.');
    });
    const { user } = renderIsland(<LikeButton itemId="post-1" count={1} />, { api });
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('false'));
    await user.click(likeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again in a few seconds.');
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
    expect(count()).toBe('1 Like');
  });

  it('is a plain form posting a like to /likes before it is hydrated', () => {
    const api = fakeApi();
    api.on(`GET ${PATH}`, () => new Promise(() => {}));
    renderIsland(<LikeButton itemId="post-1" count={0} />, { api });
    const form = document.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/likes');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.id).toBe('like-post-1');
    expect((form.elements.namedItem('itemId') as HTMLInputElement).value).toBe('post-1');
    expect((form.elements.namedItem('action') as HTMLInputElement).value).toBe('like');
    expect(likeButton().hasAttribute('aria-pressed')).toBe(false);
    expect(count()).toBe('No Likes');
  });
});
