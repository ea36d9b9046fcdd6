// Error pages hide what went wrong; websites are chosen by host; assets are served with the right caching.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { HttpError } from '../../server/http/http-error.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { siteApp, TEST_ASSETS } from './site-app.js';
import { OTHER_HOST, SITE_HOST, seedSite } from './site-fixture.js';

const SECRET = 'database password is hunter2';

describe(`errors, hosts and assets (${testDatabaseKind()})`, () => {
  let db: Database;
  let app: ReturnType<typeof siteApp>;
  let production: ReturnType<typeof siteApp>;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedSite(db.knex);
    const extraRoutes = (express: ReturnType<typeof siteApp>) => {
      express.get('/boom', () => {
        throw new Error(SECRET);
      });
      express.get('/api/boom', () => {
        throw new Error(SECRET);
      });
      express.get('/gone', () => {
        throw new HttpError(410, 'gone', 'This offer has ended.');
      });
    };
    app = siteApp(db, { extraRoutes });
    production = siteApp(db, { config: { production: true } });
  }, 60_000);
  afterAll(() => db?.close());

  it('shows the themed error page with status 500 and no trace of the error', async () => {
    const res = await request(app).get('/boom').set('Accept', 'text/html');
    expect(res.status).toBe(500);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('Something went wrong.');
    expect(res.text).toContain('class="site-header"');
    expect(res.text).not.toContain(SECRET);
    expect(res.text).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('leaves API errors to the JSON error handler', async () => {
    const res = await request(app).get('/api/boom').set('Accept', 'text/html');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'internal', message: 'Something went wrong. Please try again.' });
    const json = await request(app).get('/boom').set('Accept', 'application/json');
    expect(json.body.error).toBe('internal');
  });

  it("shows a visitor-facing error's own message and status", async () => {
    const res = await request(app).get('/gone').set('Accept', 'text/html');
    expect(res.status).toBe(410);
    expect(res.text).toContain('This offer has ended.');
  });

  it('serves the website of the Host header, and the default one on localhost, IPs and unknown hosts', async () => {
    const own = await request(app).get('/').set('Host', SITE_HOST).set('Accept', 'text/html');
    expect(own.text).toContain('<a class="site-title" href="/">Harbor &amp; Pine</a>');
    expect(own.text).toContain(`<link rel="canonical" href="https://${SITE_HOST}/">`);
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:8080', 'unknown.example']) {
      const res = await request(app).get('/about').set('Host', host).set('Accept', 'text/html');
      expect(res.text).toContain('Harbor &amp; Pine');
    }
    const other = await request(app).get('/').set('Host', OTHER_HOST).set('Accept', 'text/html');
    expect(other.status).toBe(404);
    expect(other.text).toContain('Other Site');
  });

  it('answers an unknown host with 404 in production', async () => {
    const res = await request(production).get('/').set('Host', 'unknown.example').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).toContain('No website is published at this address.');
    const known = await request(production).get('/about').set('Host', SITE_HOST).set('Accept', 'text/html');
    expect(known.status).toBe(200);
  });

  it('serves hashed runtime files and the theme stylesheet immutable, and 404s the rest', async () => {
    const boot = await request(app).get(TEST_ASSETS.boot);
    expect(boot.status).toBe(200);
    expect(boot.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request(app).get('/about').set('Accept', 'text/html');
    const sheet = (/href="(\/site\.css\?v=[a-f0-9]{12})"/.exec(page.text)?.[1] as string).replace(
      /&amp;/g,
      '&',
    );
    const css = await request(app).get(sheet);
    expect(css.status).toBe(200);
    expect(css.type).toBe('text/css');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.text).toContain('--accent');
    const stale = await request(app).get('/site.css?v=000000000000');
    expect(stale.status).toBe(200);
    expect(stale.headers['cache-control']).toBe('public, no-cache');
    expect(stale.text).toBe(css.text);
    expect((await request(app).get('/assets/nope-12345678.js')).status).toBe(404);
    expect((await request(app).get('/theme/site-000000000000.css')).status).toBe(404);
  });
});
