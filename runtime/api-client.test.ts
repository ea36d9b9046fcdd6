// Tests the API client against a fake fetch: JSON, the crumb header, and SPEC §8's failure messages.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../islands/api-error.js';
import { createApiClient, readCookie } from './api-client.js';

interface Call {
  url: string;
  init: RequestInit;
}

function client(
  reply: Response | (() => Promise<Response>),
  options: { cookies?: string; cookiesEnabled?: boolean } = {},
) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return typeof reply === 'function' ? reply() : reply.clone();
  });
  const api = createApiClient({
    fetch,
    cookies: () => options.cookies ?? '',
    cookiesEnabled: () => options.cookiesEnabled ?? true,
  });
  return { api, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('sends JSON with the crumb cookie as X-Csrf-Token and parses the reply', async () => {
    const { api, calls } = client(json({ shoppingCart: { totalQuantity: 1 } }), {
      cookies: 'ss_cid=abc; crumb=BZuPjds1rcltODIxYmZiMzc3OGI0YjkyMDM0YzZhM2RlNDI1MWE1; other=1',
    });
    const reply = await api.post('/api/commerce/shopping-cart/entries', {
      itemId: 'i1',
      sku: 'S',
      quantity: 1,
    });
    expect(reply).toEqual({ shoppingCart: { totalQuantity: 1 } });
    const [{ url, init }] = calls;
    expect(url).toBe('/api/commerce/shopping-cart/entries');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"itemId":"i1","sku":"S","quantity":1}');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Csrf-Token': 'BZuPjds1rcltODIxYmZiMzc3OGI0YjkyMDM0YzZhM2RlNDI1MWE1',
    });
  });

  it('puts the query in the URL of a GET and sends no crumb or body', async () => {
    const { api, calls } = client(json({ totalQuantity: 0 }), { cookies: 'crumb=x' });
    await api.get('/api/commerce/shopping-cart', { calculateSubtotal: true, mock: undefined });
    expect(calls[0].url).toBe('/api/commerce/shopping-cart?calculateSubtotal=true');
    expect(calls[0].init.body).toBeUndefined();
    expect(calls[0].init.headers).not.toHaveProperty('X-Csrf-Token');
  });

  it('resolves an empty reply as undefined', async () => {
    const { api } = client(new Response(null, { status: 204 }));
    await expect(
      api.delete('/api/site-users/account/session', { cloneCart: false }),
    ).resolves.toBeUndefined();
  });

  it("rejects with the server's error, message and fields", async () => {
    const { api } = client(
      json(
        {
          error: 'invalid-input',
          message: 'Quantity must be 1-9999.',
          fields: { quantity: 'Too many', n: 3 },
        },
        400,
      ),
    );
    const error = await failure(api.post('/api/x', {}));
    expect(error).toMatchObject({ status: 400, code: 'invalid-input', message: 'Quantity must be 1-9999.' });
    expect(error.fields).toEqual({ quantity: 'Too many' });
  });

  it("says 'Please try again in a few seconds.' for a 429", async () => {
    const { api } = client(json({ error: 'rate-limited', message: 'Too many requests' }, 429));
    const error = await failure(api.post('/api/x'));
    expect(error).toMatchObject({ status: 429, message: 'Please try again in a few seconds.' });
  });

  it('explains a crumb failure by whether cookies are enabled (SPEC §8)', async () => {
    const crumbFailure = json({ error: 'invalid-crumb', message: 'Bad crumb' }, 403);
    const enabled = await failure(client(crumbFailure).api.post('/api/x'));
    expect(enabled.message).toBe('Your session has expired. Please reload the page and try again.');
    const disabled = await failure(client(crumbFailure, { cookiesEnabled: false }).api.post('/api/x'));
    expect(disabled.message).toBe('Please enable cookies in your browser, reload the page, and try again.');
  });

  it('falls back to a generic message for replies that are not the JSON error shape', async () => {
    const { api } = client(new Response('<h1>Bad Gateway</h1>', { status: 502 }));
    const error = await failure(api.get('/api/x'));
    expect(error).toMatchObject({
      status: 502,
      code: 'http-502',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('turns a network failure into a status-0 error', async () => {
    const { api } = client(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(api.get('/api/x'));
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookie('a=1; crumb=a%20b; crumbs=no', 'crumb')).toBe('a b');
    expect(readCookie('xcrumb=1', 'crumb')).toBeUndefined();
    expect(readCookie('', 'crumb')).toBeUndefined();
    expect(readCookie('crumb=%E0%A4%A', 'crumb')).toBe('%E0%A4%A');
  });
});

describe('api client pages', () => {
  it('reads a page of the site as HTML, and fails with an ApiError', async () => {
    const { api, calls } = client(new Response('<main>hi</main>', { status: 200 }));
    await expect(api.page?.('/shop/p/mug')).resolves.toBe('<main>hi</main>');
    expect(calls[0].url).toBe('/shop/p/mug');
    expect((calls[0].init.headers as Record<string, string>).Accept).toBe('text/html');
    const missing = client(new Response('nope', { status: 404 }));
    expect((await failure(missing.api.page!('/gone'))).status).toBe(404);
  });
});
