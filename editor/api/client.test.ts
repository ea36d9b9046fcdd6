// Tests the owner token in the editor's client: taken from the page (and the element removed), sent with every call (the crumb with changes only), replaced by a sign-in's answer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeApi } from '../test-support/fake-api.js';
import { api as call, takeOwnerTokenFromPage } from './client.js';

let api: FakeApi;

/** What the client does as the editor's page loads, with `token` in the page's meta element. */
function startOnPageWith(token: string): void {
  const meta = document.createElement('meta');
  meta.name = 'tessera-owner-token';
  meta.content = token;
  document.head.append(meta);
  takeOwnerTokenFromPage();
}

beforeEach(() => {
  api = installFakeApi();
  document.cookie = 'crumb=the-visitors-crumb';
});
afterEach(() => {
  api.restore();
  document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
});

describe('the owner token', () => {
  it('is taken from the page, which no longer shows it, and sent with reads and changes', async () => {
    startOnPageWith('token-from-the-page');
    expect(document.querySelector('meta[name="tessera-owner-token"]')).toBeNull();
    api.on('GET /api/owner/pages', { pages: [] });
    api.on('POST /api/owner/pages', { page: {} });
    await call('/api/owner/pages');
    await call('/api/owner/pages', { method: 'POST', body: { title: 'About' } });
    const [read, write] = api.calls;
    expect(read.headers['X-Owner-Token']).toBe('token-from-the-page');
    expect(read.headers['X-Csrf-Token']).toBeUndefined();
    expect(write.headers).toMatchObject({
      'X-Csrf-Token': 'the-visitors-crumb',
      'X-Owner-Token': 'token-from-the-page',
    });
  });

  it('is replaced by the one a sign-in answers with', async () => {
    startOnPageWith('an-old-token');
    api.on('POST /api/owner/session', { account: { id: 'a1' }, ownerToken: 'token-of-the-new-session' });
    api.on('DELETE /api/owner/session', { status: 204 });
    await call('/api/owner/session', { method: 'POST', body: {}, sessionExpiry: false });
    await call('/api/owner/session', { method: 'DELETE', sessionExpiry: false });
    expect(api.calls[1].headers['X-Owner-Token']).toBe('token-of-the-new-session');
  });
});
