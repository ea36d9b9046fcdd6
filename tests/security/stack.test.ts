// The middleware together, in production order: headers, body limits and the crumb in front of the account routes.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { createTestDatabase } from '../support/test-database.js';
import { createSecurityApp, createWebsite } from './security-app.js';
import { setCookie, TestBrowser } from './test-browser.js';

const CRUMB_FAILURE = {
  error: 'invalid-crumb',
  message: 'Your session has expired. Please reload the page and try again.',
};

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  app = createSecurityApp(db, [await createWebsite(db, 'Shop')]).app;
});

afterAll(() => db?.close());

describe('the security middleware stack', () => {
  it('sends a CSP without unsafe-inline scripts and no HSTS outside production on every reply', async () => {
    for (const res of [await request(app).get('/page'), await request(app).get('/api/nowhere')]) {
      const csp = res.headers['content-security-policy'];
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('gives a first-time visitor a crumb cookie on their first page', async () => {
    const res = await request(app).get('/page');
    expect(setCookie(res, 'crumb')?.value).toBe(res.body.crumb);
  });

  it('refuses a sign-in without the crumb (no login CSRF), before looking at the password', async () => {
    const browser = new TestBrowser(app);
    await browser.visit();
    for (const path of ['/api/owner/session', '/api/site-users/account/session', '/api/site-users/account']) {
      const res = await browser.send('POST', path, {
        body: { email: 'a@example.com', password: 'x' },
        crumb: false,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(CRUMB_FAILURE);
    }
  });

  it('answers a JavaScript-free form post with a stale crumb with the HTML page', async () => {
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await request(app)
      .post('/api/site-users/account/session')
      .set('Accept', 'text/html')
      .set('Cookie', `crumb=${browser.cookies.get('crumb')}`)
      .type('form')
      .send({ crumb: 'stale', email: 'a@example.com', password: 'x' });
    expect(res.status).toBe(403);
    expect(res.text).toContain('Your session has expired. Please reload the page and try again.');
  });

  it('accepts the crumb as a form field', async () => {
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await browser.send('POST', '/api/site-users/account', {
      form: true,
      crumb: false,
      body: {
        crumb: browser.cookies.get('crumb'),
        email: 'form@example.com',
        password: 'long enough password',
      },
    });
    expect(res.status).toBe(201);
  });

  it('answers 413 too-large for a body over 100 kB', async () => {
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await browser.send('POST', '/api/site-users/account', {
      body: { email: 'big@example.com', password: 'p'.repeat(120_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'too-large', message: 'The request is too large.' });
  });
});
