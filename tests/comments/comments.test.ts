// Comments over HTTP: posting (island JSON and plain form), the refusals' messages, the bot check, the owner's mail, moderation, and what the post page shows.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from 'altcha-lib';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { TestBrowser } from '../security/test-browser.js';
import { signedInOwner } from '../owner/owner-app.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';
import { solvedPayload } from '../captcha/solve-challenge.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { commentRateLimit } from '../../server/comments/rate-limit.js';
import { CLOSED_POST, OPEN_POST, commentsApp, openComments, postId } from './comments-app.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let itemId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedSite(db.knex);
  app = commentsApp(db);
  itemId = await openComments(db.knex, fixture.websiteId, false);
  owner = await signedInOwner(app, db.knex, fixture.websiteId);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function visitor(path = OPEN_POST): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.visit(path);
  return browser;
}

const page = (path = OPEN_POST) => request(app).get(path).set('Accept', 'text/html');

async function postJson(body: Record<string, unknown>, browser?: TestBrowser) {
  return (browser ?? (await visitor())).send('POST', '/api/comments', { body: { itemId, ...body } });
}

async function heldComment(name: string) {
  return db.knex(TABLES.comments).where({ website_id: fixture.websiteId, author_name: name }).first();
}

async function approve(id: string) {
  const res = await owner.send('POST', `/api/owner/comments/${id}/approve`);
  expect(res.status).toBe(200);
  return res;
}

describe(`comments (${testDatabaseKind()})`, () => {
  it('shows the count and the form under an open post, and nothing under a closed one', async () => {
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h2 class="comments__title"');
    expect(res.text).toMatch(/comments__title"[^>]*>No Comments<\/h2>/);
    expect(res.text).toContain('<tessera-island name="comment-form"');
    const form = /<form[^>]*id="comment-form"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain('action="/comments"');
    expect(form).toContain('method="post"');
    const closed = await page(CLOSED_POST);
    expect(closed.status).toBe(200);
    expect(closed.text).not.toContain('class="comments"');
  });

  it('shows comments under an event or a gallery image the owner opened them on', async () => {
    await db
      .knex(TABLES.contentItems)
      .where({ website_id: fixture.websiteId })
      .whereIn('url_id', ['harbor-market', 'bench'])
      .update({ comment_state: 1 });
    for (const path of ['/events/harbor-market', '/gallery/bench']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toMatch(/comments__title"[^>]*>No Comments<\/h2>/);
      expect(res.text, path).toContain('<tessera-island name="comment-form"');
    }
  });

  it('holds a posted comment, answers the moderation message and mails the administrators', async () => {
    const res = await postJson({ name: 'June', email: 'June@Example.com', body: 'Lovely bench!' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Your comment is awaiting moderation.',
      comment: { status: 'held' },
    });
    const row = await heldComment('June');
    expect(row).toMatchObject({ status: 'held', email: 'june@example.com', body: 'Lovely bench!' });
    expect(row.visitor_key).toMatch(/^[0-9a-f]{64}$/);
    const mail = await db
      .knex(TABLES.mailOutbox)
      .where({ website_id: fixture.websiteId, subject: 'New comment on "Spring at the workshop"' })
      .first();
    expect(mail).toBeDefined();
    expect(mail.body_text).toContain('June commented on "Spring at the workshop"');
    expect(mail.body_text).toContain('Lovely bench!');
    expect(mail.reply_to).toBe('june@example.com');
    // Held comments are not shown.
    expect((await page()).text).not.toContain('Lovely bench!');
  });

  it('refuses bad input with a message per field', async () => {
    const empty = await postJson({ name: ' ', body: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ name: 'Please enter your name.', body: 'Please write a comment.' });
    expect(empty.body.message).toBe('Please enter your name.');

    const bad = await postJson({
      name: 'x'.repeat(101),
      email: 'not-an-email',
      website: 'javascript:alert(1)',
      body: 'y'.repeat(5001),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: 'Your name can be at most 100 characters.',
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      website: 'Website must be a web address starting with http:// or https://.',
      body: 'Your comment can be at most 5000 characters.',
    });
  });

  it('refuses a post that is closed, unknown, or a reply to a comment that is not shown', async () => {
    const closedId = await postId(db.knex, fixture.websiteId, 'how-we-choose-our-wood');
    const closed = await postJson({ itemId: closedId, name: 'A', body: 'B' });
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe('Comments are closed for this post.');
    const unknown = await postJson({ itemId: 'no-such-item', name: 'A', body: 'B' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This post cannot be found.');
    const held = await heldComment('June');
    const reply = await postJson({ parentId: held.id, name: 'A', body: 'B' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('The comment you are replying to cannot be found.');
  });

  it('refuses a post without the crumb', async () => {
    const browser = await visitor();
    const res = await browser.send('POST', '/api/comments', {
      body: { itemId, name: 'A', body: 'B' },
      crumb: false,
    });
    expect(res.status).toBe(403);
  });

  it('takes a plain form post and comes back to the post saying the comment is held', async () => {
    const browser = await visitor();
    const res = await browser.send('POST', '/comments', {
      form: true,
      crumb: false,
      body: {
        crumb: browser.cookies.get('crumb'),
        itemId,
        name: 'Plain Jane',
        body: 'No JavaScript here.',
        'tessera-return-to': OPEN_POST,
      },
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${OPEN_POST}?comment=held#comment-form`);
    expect((await heldComment('Plain Jane')).status).toBe('held');
    const back = await browser.visit(`${OPEN_POST}?comment=held`);
    expect(back.text).toContain('Your comment is awaiting moderation.');

    const refused = await browser.send('POST', '/comments', {
      form: true,
      body: { itemId, name: '', body: 'x', 'tessera-return-to': OPEN_POST },
    });
    expect(refused.headers.location).toBe(`${OPEN_POST}?comment=name-required#comment-form`);
    const again = await browser.visit(`${OPEN_POST}?comment=name-required`);
    expect(again.text).toContain('Please enter your name.');
  });

  it('shows an approved comment at once, counts it, and threads an approved reply under it', async () => {
    const june = await heldComment('June');
    const approved = await approve(june.id);
    expect(approved.body.comment).toMatchObject({
      id: june.id,
      status: 'approved',
      itemTitle: 'Spring at the workshop',
      itemUrl: OPEN_POST,
    });
    const shown = await page();
    expect(shown.text).toContain('Lovely bench!');
    expect(shown.text).toMatch(/comments__title"[^>]*>1 Comment<\/h2>/);
    expect(shown.text).toContain(`href="?replyTo=${june.id}#comment-form"`);
    // The email is never shown.
    expect(shown.text).not.toContain('june@example.com');

    const reply = await postJson({ parentId: june.id, name: 'Owner Reply', body: 'Thank you @june #bench' });
    expect(reply.status).toBe(201);
    const stored = await heldComment('Owner Reply');
    expect(stored.parent_id).toBe(june.id);
    await approve(stored.id);
    const threaded = await page();
    expect(threaded.text).toMatch(/comments__title"[^>]*>2 Comments<\/h2>/);
    expect(threaded.text).toMatch(
      /<ol class="comments__replies"><li class="comment comment--reply" id="comment-/,
    );
    expect(threaded.text).toContain(
      '<a href="https://twitter.com/hashtag/bench?src=hash" target="_blank" rel="noopener nofollow ugc">#bench</a>',
    );
    const item = await db
      .knex(TABLES.contentItems)
      .where({ website_id: fixture.websiteId, id: itemId })
      .first();
    expect(item.comment_count).toBe(2);

    // A reply to a reply is refused: replies go one level deep.
    const deeper = await postJson({ parentId: stored.id, name: 'Deep', body: 'Too deep' });
    expect(deeper.status).toBe(400);
  });

  it('lists the queue by status with counts, marks spam and deletes, and the page follows', async () => {
    const held = await owner.send('GET', '/api/owner/comments?status=held');
    expect(held.status).toBe(200);
    expect(held.body.comments.map((c: { authorName: string }) => c.authorName)).toEqual(['Plain Jane']);
    expect(held.body.counts).toEqual({ held: 1, approved: 2, spam: 0 });

    const june = await heldComment('June');
    const spam = await owner.send('POST', `/api/owner/comments/${june.id}/spam`);
    expect(spam.status).toBe(200);
    expect(spam.body.comment.status).toBe('spam');
    const after = await page();
    expect(after.text).not.toContain('Lovely bench!');
    // Its reply leaves with it: nothing public is left.
    expect(after.text).toMatch(/comments__title"[^>]*>No Comments<\/h2>/);

    const deleted = await owner.send('DELETE', `/api/owner/comments/${june.id}`);
    expect(deleted.status).toBe(204);
    expect(await heldComment('Owner Reply')).toBeUndefined();
    expect((await owner.send('DELETE', `/api/owner/comments/${june.id}`)).status).toBe(404);

    const visitorTry = await (await visitor()).send('GET', '/api/owner/comments');
    expect(visitorTry.status).toBe(401);
  });

  it('escapes everything visitors write, in every field, on the page', async () => {
    const corpus = [
      '<script>alert("x1")</script>',
      '"><img src=x onerror=alert("x2")>',
      "'><svg onload=alert('x3')>",
      '</textarea><iframe src="javascript:alert(`x4`)">',
      '{.section item}{@}{.end}<b>x5</b>',
    ];
    for (const [i, payload] of corpus.entries()) {
      const res = await postJson({
        name: `N${i}${payload}`.slice(0, 100),
        email: `x${i}@example.com`,
        website: `https://evil${i}.example/${payload}`,
        body: `Body ${payload} https://evil.example/${payload}`,
      });
      expect(res.status, payload).toBe(201);
      const row = await db
        .knex(TABLES.comments)
        .where({ email: `x${i}@example.com` })
        .first();
      await approve(row.id);
    }
    const whole = (await page()).text;
    const html = /<section class="comments"[\s\S]*?<\/section>/.exec(whole)?.[0] ?? '';
    expect(html).toContain('N0');
    for (const payload of corpus) {
      expect(whole).not.toContain(payload);
      expect(html).not.toContain(payload);
    }
    expect(html).not.toMatch(/<(script|img|svg|iframe)[\s>]/i);
    expect(html).not.toContain('<b>x5</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x1&quot;)&lt;/script&gt;');
    expect(whole).not.toContain('@example.com');
  });
});

describe(`the bot check on comments (${testDatabaseKind()})`, () => {
  it('asks for a solved challenge when the site keeps the check on, and accepts one', async () => {
    await db
      .knex(TABLES.websiteSettings)
      .where({ website_id: fixture.websiteId })
      .update({ captcha_settings: JSON.stringify({}) });
    const browser = await visitor();
    const refused = await postJson({ name: 'Bot', body: 'spam' }, browser);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Complete CAPTCHA before submitting.');

    const challenge = await browser.send('GET', '/api/captcha/challenge?action=form-block');
    expect(challenge.status).toBe(200);
    const captchaKey = await solvedPayload(challenge.body as Challenge);
    const accepted = await postJson({ name: 'Human', body: 'Solved it', captchaKey }, browser);
    expect(accepted.status).toBe(201);
    // An answer is good once.
    const replayed = await postJson({ name: 'Human', body: 'Again', captchaKey }, browser);
    expect(replayed.status).toBe(400);
    await db
      .knex(TABLES.websiteSettings)
      .where({ website_id: fixture.websiteId })
      .update({ captcha_settings: JSON.stringify({ comments: false }) });
  });
});

describe(`the comment rate limit (${testDatabaseKind()})`, () => {
  it('refuses the post past the limit with 429 and a clear message, JSON and plain form alike', async () => {
    const limited = commentsApp(db, { rateLimit: commentRateLimit({ db }, { limit: 2 }) });
    const browser = new TestBrowser(limited);
    await browser.visit(OPEN_POST);
    const send = (n: number) =>
      browser.send('POST', '/api/comments', { body: { itemId, name: `Rate ${n}`, body: 'Hello' } });
    expect((await send(1)).status).toBe(201);
    expect((await send(2)).status).toBe(201);
    const third = await send(3);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({
      error: 'rate-limited',
      message: 'You are posting comments too quickly. Please wait a minute and try again.',
    });
    expect(third.headers['retry-after']).toBeDefined();
    const plain = await browser.send('POST', '/comments', {
      form: true,
      body: { itemId, name: 'Rate 4', body: 'Hello', 'tessera-return-to': OPEN_POST },
    });
    expect(plain.status).toBe(303);
    expect(plain.headers.location).toBe(`${OPEN_POST}?comment=rate-limited#comment-form`);
    const shown = await browser.visit(`${OPEN_POST}?comment=rate-limited`);
    expect(shown.text).toContain('You are posting comments too quickly. Please wait a minute and try again.');
    expect(await heldComment('Rate 3')).toBeUndefined();
  });
});

describe(`the moderation queue (${testDatabaseKind()})`, () => {
  it('pages through a tab, newest first, 25 at a time', async () => {
    const rows = Array.from({ length: 26 }, (_, i) => ({
      website_id: fixture.websiteId,
      item_id: itemId,
      author_name: `Spammer ${i}`,
      body: 'Buy now',
      status: 'spam',
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await db.knex(TABLES.comments).insert(rows);
    const first = await owner.send('GET', '/api/owner/comments?status=spam');
    expect(first.body).toMatchObject({ page: 1, pageSize: 25, total: 26, hasNextPage: true });
    expect(first.body.comments).toHaveLength(25);
    expect(first.body.comments[0].authorName).toBe('Spammer 25');
    const second = await owner.send('GET', '/api/owner/comments?status=spam&page=2');
    expect(second.body).toMatchObject({ page: 2, hasNextPage: false });
    expect(second.body.comments.map((c: { authorName: string }) => c.authorName)).toEqual(['Spammer 0']);
    const unknown = await owner.send('GET', '/api/owner/comments?status=maybe');
    expect(unknown.status).toBe(400);
  });

  it('lets a viewer read the queue but not moderate it', async () => {
    const viewer = await signedInOwner(app, db.knex, fixture.websiteId, 10);
    expect((await viewer.send('GET', '/api/owner/comments')).status).toBe(200);
    const [row] = await db.knex(TABLES.comments).where({ author_name: 'Spammer 0' }).select('id');
    expect((await viewer.send('POST', `/api/owner/comments/${row.id}/approve`)).status).toBe(403);
    expect((await viewer.send('DELETE', `/api/owner/comments/${row.id}`)).status).toBe(403);
  });

  it('lets a moderator (role 6) moderate comments, and nothing else', async () => {
    const moderator = await signedInOwner(app, db.knex, fixture.websiteId, 6);
    const [row] = await db.knex(TABLES.comments).where({ author_name: 'Spammer 1' }).select('id');
    const approved = await moderator.send('POST', `/api/owner/comments/${row.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.comment).toMatchObject({ id: row.id, status: 'approved' });
    // Editing the post itself stays with those who build the site.
    const [item] = await db.knex(TABLES.contentItems).where({ id: itemId }).select('collection_id');
    const edit = await moderator.send(
      'PATCH',
      `/api/owner/collections/${item.collection_id}/items/${itemId}`,
      { body: { title: 'Moderated' } },
    );
    expect(edit.status).toBe(403);
  });

  it("keeps each website's comments to itself", async () => {
    const other = await signedInOwner(app, db.knex, fixture.otherWebsiteId);
    const [row] = await db.knex(TABLES.comments).where({ author_name: 'Spammer 0' }).select('id');
    // The other website's owner, on this website's address, is no owner here.
    expect((await other.send('POST', `/api/owner/comments/${row.id}/approve`)).status).toBe(403);
  });
});
