// Mailing lists and campaigns on the real app: the members table and CSV, the connection dialog's checks against a loopback Mailchimp, sending a campaign through the outbox with RFC 8058 headers, and the unsubscribe page (type 300).
import type { Express } from 'express';
import type { Knex } from 'knex';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../domain/roles.js';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createLogger } from '../../server/logger.js';
import { sendDueMail } from '../../server/mail/sender.js';
import { smtpTransport } from '../../server/mail/transport.js';
import { startSmtpSink } from '../mail/smtp-sink.js';
import type { TestBrowser } from '../security/test-browser.js';
import { seedSite } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { signedInOwner } from '../owner/owner-app.js';

const KEY = '0123456789abcdef0123456789abcdef-us21';
const EMPTY_KEY = 'fedcba9876543210fedcba9876543210-us21';

let db: Database;
let knex: Knex;
let app: Express;
let owner: TestBrowser;
let websiteId: string;
let listId: string;
let mailchimp: Server;
/** What the fake Mailchimp was asked: method, path and body. */
const calls: { method: string; path: string; auth: string; body: unknown }[] = [];

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text === '' ? undefined : JSON.parse(text);
}

/** A loopback stand-in for Mailchimp's Marketing API v3, under /{dc}/3.0. */
function startMailchimp(): Promise<string> {
  mailchimp = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      calls.push({ method: req.method ?? '', path: req.url ?? '', auth, body });
      const key = auth.split(':')[1];
      res.setHeader('Content-Type', 'application/json');
      if (key !== KEY && key !== EMPTY_KEY) {
        res.statusCode = 401;
        res.end(
          JSON.stringify({ title: 'API Key Invalid', status: 401, detail: 'Your API key may be invalid.' }),
        );
        return;
      }
      if (req.method === 'GET' && req.url?.startsWith('/us21/3.0/lists?')) {
        const lists =
          key === EMPTY_KEY
            ? []
            : [
                { id: 'a1b2c3', name: 'Harbor Letters', stats: { member_count: 42 } },
                { id: 'd4e5f6', name: 'Wholesale', stats: { member_count: 3 } },
              ];
        res.end(JSON.stringify({ lists }));
        return;
      }
      if (req.method === 'PUT' && req.url?.startsWith('/us21/3.0/lists/a1b2c3/members/')) {
        res.end(JSON.stringify({ id: 'x', status: 'subscribed' }));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ status: 404 }));
    });
  });
  return new Promise((resolve) =>
    mailchimp.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(mailchimp.address() as AddressInfo).port}/{dc}/3.0`),
    ),
  );
}

beforeAll(async () => {
  db = await createTestDatabase();
  knex = db.knex;
  const fixture = await seedSite(knex);
  websiteId = fixture.websiteId;
  const [list] = await knex(TABLES.mailingLists)
    .insert({ website_id: websiteId, name: 'Harbor News' })
    .returning('id');
  listId = list.id as string;
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
  await knex(TABLES.mailingListSubscribers).insert([
    {
      website_id: websiteId,
      mailing_list_id: listId,
      email: 'ada@example.com',
      source: 'newsletter-block',
      subscribed_at: day(1),
    },
    {
      website_id: websiteId,
      mailing_list_id: listId,
      email: 'bo@example.com',
      source: 'restock-signup',
      subscribed_at: day(2),
    },
    {
      website_id: websiteId,
      mailing_list_id: listId,
      email: '=cmd@example.com',
      source: 'form',
      subscribed_at: day(3),
    },
    {
      website_id: websiteId,
      mailing_list_id: listId,
      email: 'gone@example.com',
      source: 'newsletter-block',
      status: 'unsubscribed',
      subscribed_at: day(4),
      unsubscribed_at: day(5),
    },
  ]);
  const mailchimpUrl = await startMailchimp();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-mailing-'));
  app = createApp({
    db,
    config: testConfig({ dataDir, apiRateLimit: 100_000, mailchimpApiBaseUrl: mailchimpUrl }),
    logger: createLogger('silent'),
  });
  owner = await signedInOwner(app, knex, websiteId);
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => mailchimp?.close(resolve));
  await db?.close();
});

describe(`mailing lists (${testDatabaseKind()})`, () => {
  it('pages and searches the built-in list’s members, with their source', async () => {
    const page = await owner.send('GET', '/api/owner/mailing-lists/members?pageSize=2');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(4);
    expect(page.body.members.map((m: { email: string }) => m.email)).toEqual([
      'gone@example.com',
      '=cmd@example.com',
    ]);
    const found = await owner.send('GET', '/api/owner/mailing-lists/members?search=BO%40');
    expect(found.body.members).toEqual([
      expect.objectContaining({
        email: 'bo@example.com',
        sourceLabel: 'Restock opt-in',
        status: 'subscribed',
      }),
    ]);
  });

  it('exports the members as CSV with source and dates, formulas neutralised', async () => {
    const csv = await owner.send('GET', '/api/owner/mailing-lists/members/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = String(csv.text).trim().split('\r\n');
    expect(lines[0]).toBe('Email,List,Status,Source,Subscribed,Unsubscribed');
    expect(lines[1]).toBe(
      'ada@example.com,Harbor News,Subscribed,Newsletter sign-up,2026-11-01T12:00:00.000Z,',
    );
    expect(lines[2]).toContain('bo@example.com,Harbor News,Subscribed,Restock opt-in,');
    expect(lines[3]).toMatch(/^'=cmd@example.com,/);
    expect(lines[4]).toBe(
      'gone@example.com,Harbor News,Unsubscribed,Newsletter sign-up,2026-11-04T12:00:00.000Z,2026-11-05T12:00:00.000Z',
    );
  });

  it('refuses the members to a role without marketing, and lets a campaigns editor in', async () => {
    const editor = await signedInOwner(app, knex, websiteId, ROLE.editor);
    expect((await editor.send('GET', '/api/owner/mailing-lists/members')).status).toBe(403);
    const campaigns = await signedInOwner(app, knex, websiteId, ROLE.campaignsEditor);
    expect((await campaigns.send('GET', '/api/owner/mailing-lists/members')).status).toBe(200);
  });
});

describe('the connection dialog’s checks', () => {
  it('reads SPEC §3’s integration setting (as the demo seeds it) as a built-in connection', async () => {
    await knex(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .update({
        integrations: JSON.stringify({
          mailingList: { connected: true, provider: 'tessera', mailingListId: listId },
        }),
      });
    const read = await owner.send('GET', '/api/owner/mailing-lists/connection');
    expect(read.body.connection).toMatchObject({ provider: 'tessera', listId, listName: 'Harbor News' });
  });

  it('says "A List must be selected." when no list is chosen', async () => {
    const res = await owner.send('PUT', '/api/owner/mailing-lists/connection', {
      body: { provider: 'mailchimp', apiKey: KEY, listId: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ listId: 'A List must be selected.' });
  });

  it('lists a Mailchimp account’s lists, and says when it has none', async () => {
    const lists = await owner.send('POST', '/api/owner/mailing-lists/provider-lists', {
      body: { provider: 'mailchimp', apiKey: KEY },
    });
    expect(lists.status).toBe(200);
    expect(lists.body.lists).toEqual([
      { id: 'a1b2c3', name: 'Harbor Letters', memberCount: 42 },
      { id: 'd4e5f6', name: 'Wholesale', memberCount: 3 },
    ]);
    const asked = calls.at(-1)!;
    expect(asked.path).toMatch(/^\/us21\/3\.0\/lists\?/);
    expect(asked.auth.endsWith(`:${KEY}`)).toBe(true);

    const none = await owner.send('PUT', '/api/owner/mailing-lists/connection', {
      body: { provider: 'mailchimp', apiKey: EMPTY_KEY, listId: 'a1b2c3' },
    });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({
      listId: "You don't have any mailing lists, create one before continuing.",
    });
  });

  it('puts a refused key beside the key field', async () => {
    const res = await owner.send('POST', '/api/owner/mailing-lists/provider-lists', {
      body: { provider: 'mailchimp', apiKey: 'ffffffffffffffffffffffffffffffff-us21' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.apiKey).toBe(
      'Mailchimp did not accept this API key. Check it in your Mailchimp account.',
    );
  });

  it('refuses a list the account does not have, then connects one and never shows the key', async () => {
    const wrong = await owner.send('PUT', '/api/owner/mailing-lists/connection', {
      body: { provider: 'mailchimp', apiKey: KEY, listId: 'nope' },
    });
    expect(wrong.body.fields).toEqual({ listId: 'A List must be selected.' });
    const saved = await owner.send('PUT', '/api/owner/mailing-lists/connection', {
      body: { provider: 'mailchimp', apiKey: KEY, listId: 'a1b2c3' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.connection).toMatchObject({
      provider: 'mailchimp',
      listId: 'a1b2c3',
      listName: 'Harbor Letters',
      apiKeyHint: 'us21',
    });
    const read = await owner.send('GET', '/api/owner/mailing-lists/connection');
    expect(JSON.stringify(read.body)).not.toContain(KEY);
    expect(read.body.connection.apiKeyHint).toBe('us21');
    // The stored key is used when the dialog sends none.
    const again = await owner.send('POST', '/api/owner/mailing-lists/provider-lists', {
      body: { provider: 'mailchimp' },
    });
    expect(again.status).toBe(200);
  });

  it('adds a confirmed newsletter sign-up to the connected Mailchimp list', async () => {
    const visitor = request.agent(app);
    const home = await visitor.get('/').set('Accept', 'text/html');
    const crumb = /crumb=([^;]+)/.exec(String(home.headers['set-cookie']))?.[1] ?? '';
    const signUp = await visitor
      .post('/api/newsletter/subscribe')
      .set('X-Csrf-Token', crumb)
      .send({ email: 'cy@example.com' });
    expect(signUp.status).toBe(200);
    const mail = await knex(TABLES.mailOutbox).where({ to_address: 'cy@example.com' }).first();
    const link = /\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.body_text)![0];
    expect((await request(app).get(link)).status).toBe(200);
    // Forwarded after the page is answered.
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toMatch(/^\/us21\/3\.0\/lists\/a1b2c3\/members\/[0-9a-f]{32}$/);
    expect(put?.body).toMatchObject({ email_address: 'cy@example.com', status: 'subscribed' });
  });

  it('connects the built-in list and disconnects', async () => {
    const saved = await owner.send('PUT', '/api/owner/mailing-lists/connection', {
      body: { provider: 'tessera', listId },
    });
    expect(saved.body.connection).toMatchObject({
      provider: 'tessera',
      listName: 'Harbor News',
      apiKeyHint: null,
    });
    const settings = () =>
      knex(TABLES.websiteSettings).where({ website_id: websiteId }).first('integrations');
    expect((await settings()).integrations.mailingList).toEqual({
      connected: true,
      provider: 'tessera',
      mailingListId: listId,
    });
    expect((await owner.send('DELETE', '/api/owner/mailing-lists/connection')).status).toBe(204);
    expect((await owner.send('GET', '/api/owner/mailing-lists/connection')).body).toEqual({
      connection: null,
    });
    expect((await settings()).integrations.mailingList).toEqual({ connected: false });
  });
});

describe('campaigns', () => {
  let campaignId: string;

  it('says "Add an email subject." for a campaign without one', async () => {
    const res = await owner.send('POST', '/api/owner/campaigns', {
      body: { subject: '  ', bodyHtml: '<p>Hi</p>' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ subject: 'Add an email subject.' });
  });

  it('sends to every subscribed member through the outbox with one-click unsubscribe headers, once', async () => {
    const created = await owner.send('POST', '/api/owner/campaigns', {
      body: {
        subject: 'Autumn at the harbor',
        bodyHtml: '<p>New <strong>mugs</strong> are in.</p><script>x</script>',
      },
    });
    expect(created.status).toBe(201);
    campaignId = created.body.campaign.id;
    expect(created.body.campaign).toMatchObject({ status: 'draft', recipientCount: 0 });
    expect(created.body.campaign.bodyHtml).not.toContain('<script>');

    const before = Number((await knex(TABLES.mailOutbox).count({ n: '*' }).first())!.n);
    const sent = await owner.send('POST', `/api/owner/campaigns/${campaignId}/send`);
    expect(sent.status).toBe(200);
    // ada, bo, =cmd and cy (who signed up through the newsletter block above); not gone@.
    expect(sent.body.campaign).toMatchObject({ status: 'sent', recipientCount: 4, listName: 'Harbor News' });
    const again = await owner.send('POST', `/api/owner/campaigns/${campaignId}/send`);
    expect(again.body.campaign.recipientCount).toBe(4);
    const after = Number((await knex(TABLES.mailOutbox).count({ n: '*' }).first())!.n);
    expect(after - before).toBe(4);

    const mails = await knex(TABLES.mailOutbox)
      .where({ subject: 'Autumn at the harbor' })
      .orderBy('to_address');
    expect(mails.map((mail) => mail.to_address)).toEqual([
      '=cmd@example.com',
      'ada@example.com',
      'bo@example.com',
      'cy@example.com',
    ]);
    for (const mail of mails) {
      expect(mail.headers['List-Unsubscribe']).toMatch(
        /^<https:\/\/shop\.example\.test\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{32}>$/,
      );
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.body_text).toContain('New mugs are in.');
      expect(mail.body_html).toContain('<strong>mugs</strong>');
    }
    // The sender hands them to SMTP as headers.
    const sink = await startSmtpSink();
    const transport = smtpTransport(sink.url);
    try {
      await sendDueMail(knex, { transport, defaultFrom: 'Shop <no-reply@shop.example>' });
    } finally {
      transport.close();
      await sink.close();
    }
    const raw = (sink.received.find((mail) => mail.to.includes('ada@example.com'))?.raw ?? '').replace(
      /\r\n[ \t]+/g,
      ' ',
    );
    expect(raw).toMatch(
      /^List-Unsubscribe: <https:\/\/shop\.example\.test\/newsletter\/unsubscribe\?token=/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    const edit = await owner.send('PUT', `/api/owner/campaigns/${campaignId}`, {
      body: { subject: 'Changed', bodyHtml: '' },
    });
    expect(edit.status).toBe(409);
  });

  it('sends once when two sends of the same draft arrive together', async () => {
    const created = await owner.send('POST', '/api/owner/campaigns', {
      body: { subject: 'Twice clicked', bodyHtml: '<p>Once only.</p>' },
    });
    const id = created.body.campaign.id as string;
    const [first, second] = await Promise.all([
      owner.send('POST', `/api/owner/campaigns/${id}/send`),
      owner.send('POST', `/api/owner/campaigns/${id}/send`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.campaign.recipientCount).toBe(second.body.campaign.recipientCount);
    const queued = await knex(TABLES.mailOutbox)
      .where({ subject: 'Twice clicked' })
      .count({ n: '*' })
      .first();
    expect(Number(queued!.n)).toBe(first.body.campaign.recipientCount);
  });

  it('sends to the built-in list chosen for the campaign, and refuses a list that is not the website’s', async () => {
    const [wholesale] = await knex(TABLES.mailingLists)
      .insert({ website_id: websiteId, name: 'Wholesale' })
      .returning('id');
    await knex(TABLES.mailingListSubscribers).insert({
      website_id: websiteId,
      mailing_list_id: wholesale.id,
      email: 'buyer@example.com',
      source: 'form',
    });
    const refused = await owner.send('POST', '/api/owner/campaigns', {
      body: { subject: 'Nowhere', bodyHtml: '', mailingListId: 'no-such-list' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ mailingListId: 'No such mailing list.' });

    const created = await owner.send('POST', '/api/owner/campaigns', {
      body: { subject: 'Trade prices', bodyHtml: '<p>For shops.</p>', mailingListId: wholesale.id },
    });
    expect(created.body.campaign).toMatchObject({ listId: wholesale.id, listName: 'Wholesale' });
    const sent = await owner.send('POST', `/api/owner/campaigns/${created.body.campaign.id}/send`);
    expect(sent.body.campaign).toMatchObject({ status: 'sent', recipientCount: 1, listName: 'Wholesale' });
    const mails = await knex(TABLES.mailOutbox).where({ subject: 'Trade prices' }).select('to_address');
    expect(mails).toEqual([{ to_address: 'buyer@example.com' }]);
  });

  it('renders the unsubscribe page (type 300), and the one-click POST unsubscribes without a crumb', async () => {
    const mail = await knex(TABLES.mailOutbox)
      .where({ subject: 'Autumn at the harbor', to_address: 'ada@example.com' })
      .first();
    const url = new URL(/^<(.*)>$/.exec(mail.headers['List-Unsubscribe'] as string)![1]);
    const path = `${url.pathname}${url.search}`;

    const page = await request(app).get(path).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-page-type="300"');
    expect(page.text).toContain('Unsubscribe ada@example.com from Harbor News?');
    expect(page.text).toMatch(
      /<form class="unsubscribe-form" method="post" action="\/newsletter\/unsubscribe\?token=/,
    );
    const subscriber = () =>
      knex(TABLES.mailingListSubscribers).where({ website_id: websiteId, email: 'ada@example.com' }).first();
    expect((await subscriber()).status).toBe('subscribed');

    // What a mail client sends (RFC 8058): no cookie, no crumb.
    const oneClick = await request(app).post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toContain('ada@example.com is unsubscribed from Harbor News.');
    expect((await subscriber()).status).toBe('unsubscribed');
    expect((await request(app).post(path).type('form').send('List-Unsubscribe=One-Click')).status).toBe(200);

    const list = await owner.send('GET', `/api/owner/campaigns/${campaignId}`);
    expect(list.body.campaign.unsubscribeCount).toBe(1);

    const other = await request(app).post('/newsletter/other').type('form').send('a=b');
    expect(other.status).toBe(403);
  });

  it('answers a link that is not valid with the page’s 404 state', async () => {
    for (const token of ['nope', 'A'.repeat(32)]) {
      const page = await request(app)
        .get(`/newsletter/unsubscribe?token=${token}`)
        .set('Accept', 'text/html');
      expect(page.status).toBe(404);
      expect(page.text).toContain('This unsubscribe link is not valid.');
      expect(page.text).toContain('data-page-type="300"');
      const post = await request(app).post(`/newsletter/unsubscribe?token=${token}`).type('form').send('');
      expect(post.status).toBe(404);
    }
  });
});
