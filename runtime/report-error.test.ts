// @vitest-environment jsdom
// Tests the browser error reporter: debounced posts with the crumb, SPEC §9's limits (10 queued, 20 posts, 5,000-character stacks), window errors, and failures that never reach the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, ERRORS_PATH, type ReportedError } from './report-error.js';

let posts: { url: string; init: RequestInit; errors: ReportedError[] }[];
let answer: () => Promise<Response>;

const fakeFetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
  posts.push({ url: String(url), init: init ?? {}, errors: JSON.parse(String(init?.body)) });
  return answer();
});

function reporter() {
  return createErrorReporter({
    fetch: fakeFetch as unknown as typeof fetch,
    cookies: () => 'other=1; crumb=abcdefabcdefabcdefabcdefabcdefab',
    path: () => '/shop',
    now: () => 1764150000000,
    log: null,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  posts = [];
  answer = async () => new Response(null, { status: 204 });
});
afterEach(() => {
  vi.useRealTimers();
  fakeFetch.mockClear();
});

describe('createErrorReporter', () => {
  it('posts the queue as one array with the crumb header 1 s after the last error', async () => {
    const { report } = reporter();
    report(new TypeError('x is undefined'), 'island cart-pill');
    await vi.advanceTimersByTimeAsync(900);
    report('plain text', 'boot');
    await vi.advanceTimersByTimeAsync(900);
    expect(posts).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe(ERRORS_PATH);
    expect(posts[0]?.init.method).toBe('POST');
    expect(new Headers(posts[0]?.init.headers).get('X-Csrf-Token')).toBe('abcdefabcdefabcdefabcdefabcdefab');
    expect(
      posts[0]?.errors.map((error) => [error.event, error.data.message, error.data.where, error.timestamp]),
    ).toEqual([
      ['JavascriptError', 'TypeError: x is undefined', 'island cart-pill', 1764150000000],
      ['JavascriptError', 'plain text', 'boot', 1764150000000],
    ]);
    expect(posts[0]?.errors[0]?.data.path).toBe('/shop');
    expect(posts[0]?.errors[0]?.data.stack).toContain('TypeError: x is undefined');
  });

  it('queues at most 10 errors and cuts stacks at 5,000 characters', async () => {
    const { report } = reporter();
    for (let n = 0; n < 15; n += 1) {
      const error = new Error(`failure ${n}`);
      error.stack = 's'.repeat(6000);
      report(error, 'boot');
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.errors.map((error) => error.data.message)).toEqual(
      Array.from({ length: 10 }, (_, n) => `Error: failure ${n}`),
    );
    expect(posts[0]?.errors[0]?.data.stack).toHaveLength(5000);
  });

  it('sends at most 20 posts per page', async () => {
    const { report } = reporter();
    for (let n = 0; n < 25; n += 1) {
      report(new Error(`failure ${n}`), 'boot');
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(posts).toHaveLength(20);
    expect(posts.at(-1)?.errors[0]?.data.message).toBe('Error: failure 19');
  });

  it('swallows a 500, a network failure and a fetch that throws: nothing reaches the page', async () => {
    const { report } = reporter();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      for (const failing of [
        async () => new Response('{"error":"internal"}', { status: 500 }),
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => {
          throw new Error('fetch itself threw');
        },
      ]) {
        answer = failing as () => Promise<Response>;
        expect(() => report(new Error('page broke'), 'boot')).not.toThrow();
        await vi.advanceTimersByTimeAsync(1000);
      }
      expect(posts).toHaveLength(3);
      await vi.runAllTimersAsync();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('reports uncaught errors and unhandled rejections of the window until stopped, and posts at once when the page is hidden', async () => {
    const { listen } = reporter();
    const stop = listen(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('too far'), message: 'too far' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'no cart' });
    window.dispatchEvent(rejection);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.errors.map((error) => [error.data.message, error.data.where])).toEqual([
      ['RangeError: too far', 'window'],
      ['no cart', 'unhandledrejection'],
    ]);
    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after stop' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(posts).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
