// Bot protection over HTTP (SPEC §4, §7, §8): ALTCHA challenges and solutions (forged, replayed, expired, other action), reCAPTCHA Enterprise, and the restock sign-up's use of them.
import type { Challenge } from 'altcha-lib';
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureCaptcha } from '../../server/captcha/captcha-options.js';
import { verifyCaptcha } from '../../server/captcha/verify.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import {
  P,
  SITE,
  OTHER_SITE,
  restockTestApp,
  seedRestockStore,
  setCaptchaSettings,
} from '../restock/restock-fixtures.js';
import { decodePayload, encodePayload, solvedPayload } from './solve-challenge.js';

const REQUIRED = 'Complete CAPTCHA before submitting.';
const NOT_SET_UP = 'ReCaptcha has not been set up!';

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedRestockStore(db.knex);
  app = restockTestApp(db).app;
});
afterAll(async () => {
  configureCaptcha({});
  await db?.close();
});
beforeEach(async () => {
  app = restockTestApp(db).app;
  await db.knex(TABLES.websiteSettings).delete();
  await db.knex(TABLES.restockSignups).delete();
});

async function challenge(action = 'product-waitlist', website?: string): Promise<Challenge> {
  const browser = new TestBrowser(app);
  const headers: Record<string, string> = website === undefined ? {} : { 'X-Test-Website': website };
  const res = await browser.send('GET', `/api/captcha/challenge?action=${action}`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body as Challenge;
}

describe(`ALTCHA challenges and solutions (${testDatabaseKind()})`, () => {
  it('hands out signed SHA-256 challenges for the four actions, and refuses another', async () => {
    for (const action of ['form-block', 'newsletter-block', 'product-waitlist', 'promo-popup']) {
      const made = await challenge(action);
      expect(made.parameters).toMatchObject({ algorithm: 'SHA-256', data: { action } });
      expect(made.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(made.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    }
    const res = await new TestBrowser(app).send('GET', '/api/captcha/challenge?action=checkout');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid-input');
  });

  it('accepts a solved challenge once: a replay is refused', async () => {
    const payload = await solvedPayload(await challenge());
    expect(await verifyCaptcha(db.knex, SITE, payload, 'product-waitlist')).toEqual({ ok: true });
    expect(await verifyCaptcha(db.knex, SITE, payload, 'product-waitlist')).toEqual({
      ok: false,
      message: REQUIRED,
    });
  });

  it('refuses forged answers: a wrong counter, an altered challenge, the widget’s test payload, garbage', async () => {
    const payload = await solvedPayload(await challenge());
    const decoded = decodePayload(payload);
    const wrongCounter = encodePayload({
      ...decoded,
      solution: { ...decoded.solution, counter: decoded.solution.counter + 1 },
    });
    const cheaper = encodePayload({
      ...decoded,
      challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, keyPrefix: '00' } },
    });
    const test = encodePayload({ challenge: null, solution: null, test: true });
    for (const forged of [
      wrongCounter,
      cheaper,
      test,
      'not base64 at all',
      '',
      undefined,
      'x'.repeat(10_000),
    ]) {
      expect(await verifyCaptcha(db.knex, SITE, forged, 'product-waitlist')).toEqual({
        ok: false,
        message: REQUIRED,
      });
    }
    // The real one still works: the forgeries spent nothing.
    expect(await verifyCaptcha(db.knex, SITE, payload, 'product-waitlist')).toEqual({ ok: true });
  });

  it('refuses a solution made for another action or another website', async () => {
    const newsletter = await solvedPayload(await challenge('newsletter-block'));
    expect(await verifyCaptcha(db.knex, SITE, newsletter, 'product-waitlist')).toEqual({
      ok: false,
      message: REQUIRED,
    });
    const elsewhere = await solvedPayload(await challenge('product-waitlist', 'other'));
    expect(await verifyCaptcha(db.knex, SITE, elsewhere, 'product-waitlist')).toEqual({
      ok: false,
      message: REQUIRED,
    });
    expect(await verifyCaptcha(db.knex, OTHER_SITE, elsewhere, 'product-waitlist')).toEqual({ ok: true });
  });

  it('refuses an expired challenge', async () => {
    configureCaptcha({ work: 200, ttlSeconds: 1 });
    const made = await challenge();
    const decoded = decodePayload(await solvedPayload(made));
    const stale = encodePayload({
      ...decoded,
      challenge: {
        ...decoded.challenge,
        parameters: { ...decoded.challenge.parameters, expiresAt: 1_000_000 },
      },
    });
    expect(await verifyCaptcha(db.knex, SITE, stale, 'product-waitlist')).toEqual({
      ok: false,
      message: REQUIRED,
    });
    configureCaptcha({ work: 200 });
  });

  it('signs with a key derived from CAPTCHA_HMAC_KEY when the server has one', async () => {
    app = restockTestApp(db).app;
    configureCaptcha({ work: 200, hmacKey: 'a server secret of some length' });
    const payload = await solvedPayload(await challenge());
    configureCaptcha({ work: 200, hmacKey: 'another secret of some length' });
    expect(await verifyCaptcha(db.knex, SITE, payload, 'product-waitlist')).toEqual({
      ok: false,
      message: REQUIRED,
    });
    configureCaptcha({ work: 200, hmacKey: 'a server secret of some length' });
    expect(await verifyCaptcha(db.knex, SITE, payload, 'product-waitlist')).toEqual({ ok: true });
    configureCaptcha({ work: 200 });
  });

  it('serves the widget’s worker and stylesheet from the site itself', async () => {
    const browser = new TestBrowser(app);
    const worker = await browser.send('GET', '/api/captcha/altcha-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    const css = await browser.send('GET', '/api/captcha/altcha.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect((await browser.send('GET', '/api/captcha/settings')).body).toEqual({ provider: 'altcha' });
  });
});

describe(`reCAPTCHA Enterprise (${testDatabaseKind()})`, () => {
  const assessments: unknown[] = [];
  const google = (
    answer: (body: { event: { token: string; expectedAction: string } }) => unknown,
  ): typeof fetch =>
    (async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      assessments.push({ url: String(_url), body });
      return new Response(JSON.stringify(answer(body)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;

  beforeEach(() => {
    assessments.length = 0;
  });

  it('tells the widget to use reCAPTCHA when the website has a site key', async () => {
    await setCaptchaSettings(db.knex, SITE, { siteKey: 'site-key-1', projectId: 'p', apiKey: 'secret' });
    const res = await new TestBrowser(app).send('GET', '/api/captcha/settings');
    expect(res.body).toEqual({ provider: 'recaptcha', siteKey: 'site-key-1' });
  });

  it("says 'ReCaptcha has not been set up!' when the site key has no project or API key", async () => {
    await setCaptchaSettings(db.knex, SITE, { siteKey: 'site-key-1' });
    expect(await verifyCaptcha(db.knex, SITE, 'token', 'product-waitlist')).toEqual({
      ok: false,
      message: NOT_SET_UP,
    });
  });

  it('asks Google about the token for the action, and passes only a valid one with a good score', async () => {
    await setCaptchaSettings(db.knex, SITE, { siteKey: 'site-key-1', projectId: 'proj', apiKey: 'k&y' });
    configureCaptcha({
      work: 200,
      fetch: google(({ event }) => ({
        tokenProperties: {
          valid: event.token !== 'bad',
          action: event.token === 'other-action' ? 'form_block' : event.expectedAction,
        },
        riskAnalysis: { score: event.token === 'low-score' ? 0.1 : 0.9 },
      })),
    });
    try {
      expect(await verifyCaptcha(db.knex, SITE, 'good', 'product-waitlist')).toEqual({ ok: true });
      expect(assessments[0]).toEqual({
        url: 'https://recaptchaenterprise.googleapis.com/v1/projects/proj/assessments?key=k%26y',
        body: { event: { token: 'good', siteKey: 'site-key-1', expectedAction: 'product_waitlist' } },
      });
      for (const token of ['bad', 'other-action', 'low-score', '', undefined]) {
        expect(await verifyCaptcha(db.knex, SITE, token, 'product-waitlist')).toEqual({
          ok: false,
          message: REQUIRED,
        });
      }
      configureCaptcha({
        work: 200,
        fetch: (async () => new Response('nope', { status: 503 })) as typeof fetch,
      });
      expect(await verifyCaptcha(db.knex, SITE, 'good', 'product-waitlist')).toEqual({
        ok: false,
        message: REQUIRED,
      });
    } finally {
      configureCaptcha({ work: 200 });
    }
  });
});

describe(`the restock sign-up behind the bot check (${testDatabaseKind()})`, () => {
  const body = { productId: P.mug.product, variantId: P.mug.variant, siteVisitorEmail: 'ada@example.com' };

  async function signUp(extra: Record<string, unknown> = {}) {
    const browser = new TestBrowser(app);
    await browser.visit();
    return browser.send('POST', '/api/commerce/restock-notifications', { body: { ...body, ...extra } });
  }

  it('needs no answer while the website does not protect sign-ups', async () => {
    expect((await signUp()).status).toBe(200);
  });

  it("refuses a missing, forged or replayed answer with 'Complete CAPTCHA before submitting.'", async () => {
    await setCaptchaSettings(db.knex, SITE, { productWaitlist: true });
    const missing = await signUp();
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'captcha-required', message: REQUIRED });
    expect((await signUp({ recaptchaEnterpriseV3Token: 'forged' })).body.message).toBe(REQUIRED);
    const payload = await solvedPayload(await challenge());
    const ok = await signUp({ recaptchaEnterpriseV3Token: payload });
    expect(ok.status).toBe(200);
    const replay = await signUp({ recaptchaEnterpriseV3Token: payload, siteVisitorEmail: 'bot@example.com' });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(REQUIRED);
    expect(await db.knex(TABLES.restockSignups).pluck('email')).toEqual(['ada@example.com']);
  });

  it('spends no solution on a sign-up refused for another reason', async () => {
    await setCaptchaSettings(db.knex, SITE, { productWaitlist: true });
    const payload = await solvedPayload(await challenge());
    const refused = await signUp({ recaptchaEnterpriseV3Token: payload, siteVisitorEmail: 'not an email' });
    expect(refused.body.message).toBe('Email is invalid');
    expect((await signUp({ recaptchaEnterpriseV3Token: payload })).status).toBe(200);
  });

  it('checks every sign-up with reCAPTCHA when the website has a site key', async () => {
    await setCaptchaSettings(db.knex, SITE, { siteKey: 'site-key-1' });
    const res = await signUp({ recaptchaEnterpriseV3Token: 'token' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'captcha-required', message: NOT_SET_UP });
  });
});
