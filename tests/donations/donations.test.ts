// Donations over HTTP on the real app: a donation block's set and custom amounts → the donate page (203) → the test card → contribution confirmed (204), a stored row and a receipt mail; refused amounts, fields and a declined card with their messages; the rate limit.
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { amountTooLargeMessage, amountTooSmallMessage, DONATION_MESSAGES } from '../../domain/donations.js';
import { PAYMENT_MESSAGES, TEST_CARDS } from '../../server/commerce/payments/test-provider.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { MemberBrowser, memberApp, pageTypeOf } from '../members/member-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';

let db: Database;
let app: Express;
let fixture: SiteFixture;

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedSite(db.knex);
  app = memberApp(db);
  await db.knex(TABLES.pages).insert({
    website_id: fixture.websiteId,
    url_id: 'give',
    page_type: 2,
    title: 'Give',
    content: {
      blocks: [
        {
          type: 'donation',
          title: 'Keep the tide pools clean',
          text: 'Every gift buys gloves and bags.',
          amounts: [500, 2500],
        },
      ],
    },
  });
}, 60_000);
afterAll(() => db?.close());
// Each test starts with a fresh count of the per-address donation limit (the last test reaches it).
beforeEach(async () => {
  await db.knex(TABLES.rateLimitCounters).where('key', 'like', '%donations%').delete();
});

/** Submits the donate page's form as a browser would: the amount shown in its field, and `fields` typed in. */
function donate(
  visitor: MemberBrowser,
  page: Awaited<ReturnType<MemberBrowser['get']>>,
  fields: Record<string, string>,
) {
  const shown = /id="donate-amount" name="amount" value="([^"]*)"/.exec(page.text);
  expect(shown).not.toBeNull();
  return visitor.submit(page, '/donate', {
    amount: shown![1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ...fields,
  });
}

/** The donate page opened from the block's form with `query` (what the block's GET form sends). */
async function donatePageFrom(visitor: MemberBrowser, query: string) {
  const page = await visitor.get(`/donate?${query}`);
  expect(page.status, page.text.slice(0, 300)).toBe(200);
  expect(pageTypeOf(page.text)).toBe(203);
  return page;
}

const donor = { name: 'Ada Lovelace', email: 'ada@example.com', cardNumber: '4242 4242 4242 4242' };

describe(`donations (${testDatabaseKind()})`, () => {
  it('shows the donation block with its set amounts and "Other amount", opening the donate page', async () => {
    const visitor = new MemberBrowser(app);
    const page = await visitor.get('/give');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Keep the tide pools clean');
    expect(page.text).toMatch(/<form class="donation__form" method="get" action="\/donate">/);
    expect(page.text).toMatch(/name="amount" value="5.00" checked> \$5.00/);
    expect(page.text).toMatch(/name="amount" value="25.00"> \$25.00/);
    expect(page.text).toMatch(/name="amount" value="custom"> Other amount/);
  });

  it('donates a set amount with the test card: 204 with the amount and reference, a stored row and a receipt', async () => {
    const visitor = new MemberBrowser(app);
    const page = await donatePageFrom(visitor, 'amount=25.00&customAmount=');
    expect(page.text).toContain('value="25.00"');
    const res = await donate(visitor, page, donor);
    expect(res.status, res.text.slice(0, 500)).toBe(303);
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/donate\/thanks\?ref=D-[A-Z0-9]+$/);
    const reference = decodeURIComponent(location.split('ref=')[1]);

    const confirmed = await visitor.get(location);
    expect(confirmed.status).toBe(200);
    expect(pageTypeOf(confirmed.text)).toBe(204);
    expect(confirmed.text).toContain('Thank you for your contribution');
    expect(confirmed.text).toContain('<strong>$25.00</strong>');
    expect(confirmed.text).toContain(reference);

    const row = await db.knex(TABLES.donations).where({ reference }).first();
    expect(row).toMatchObject({
      website_id: fixture.websiteId,
      amount_cents: 2500,
      donor_name: 'Ada Lovelace',
      donor_email: 'ada@example.com',
      card_last4: '4242',
      payment_provider: 'test',
      test_mode: true,
    });
    expect(row.payment_reference).toMatch(/^test_ch_/);
    const mail = await db.knex(TABLES.mailOutbox).where('subject', 'like', `%${reference}`).first();
    expect(mail.to_address).toBe('ada@example.com');
    expect(mail.body_text).toContain('Thank you for your contribution of $25.00');
    expect(mail.body_text).toContain(`Reference: ${reference}`);
  });

  it('donates a custom amount typed in the block', async () => {
    const visitor = new MemberBrowser(app);
    const page = await donatePageFrom(visitor, 'amount=custom&customAmount=42.50');
    expect(page.text).toContain('value="42.50"');
    const res = await donate(visitor, page, { ...donor, email: 'grace@example.com' });
    expect(res.status).toBe(303);
    const confirmed = await visitor.get(res.headers.location as string);
    expect(confirmed.text).toContain('<strong>$42.50</strong>');
    const row = await db.knex(TABLES.donations).where({ donor_email: 'grace@example.com' }).first();
    expect(row.amount_cents).toBe(4250);
  });

  it('refuses amounts out of range and missing fields with a message beside each, keeping what was typed', async () => {
    const visitor = new MemberBrowser(app);
    const page = await donatePageFrom(visitor, '');
    const before = Number((await db.knex(TABLES.donations).count('* as n'))[0].n);
    const cases: [string, string][] = [
      ['0.99', amountTooSmallMessage('USD')],
      ['10000.01', amountTooLargeMessage('USD')],
      ['lots', DONATION_MESSAGES.amountInvalid],
      ['', DONATION_MESSAGES.amountMissing],
    ];
    for (const [amount, message] of cases) {
      const res = await donate(visitor, page, { ...donor, amount });
      expect(res.status).toBe(400);
      expect(pageTypeOf(res.text)).toBe(203);
      expect(res.text).toContain(`<p class="field__error" id="donate-amount-error">${message}</p>`);
      expect(res.text).toContain('value="Ada Lovelace"');
    }
    expect(amountTooSmallMessage('USD')).toBe('The amount must be at least 1.00 USD.');
    expect(amountTooLargeMessage('USD')).toBe('The amount can be at most 10,000.00 USD.');
    const blank = await donate(visitor, page, { amount: '10', name: ' ', email: 'nope', cardNumber: '' });
    expect(blank.status).toBe(400);
    expect(blank.text).toContain(DONATION_MESSAGES.nameMissing);
    expect(blank.text).toContain(DONATION_MESSAGES.emailInvalid);
    expect(blank.text).toContain(DONATION_MESSAGES.cardMissing);
    expect(blank.text).toContain(DONATION_MESSAGES.summary);
    expect(Number((await db.knex(TABLES.donations).count('* as n'))[0].n)).toBe(before);
  });

  it('refuses a declined card and a card other than the test cards, keeping nothing', async () => {
    const visitor = new MemberBrowser(app);
    const page = await donatePageFrom(visitor, 'amount=10.00');
    const declined = await donate(visitor, page, {
      ...donor,
      email: 'declined@example.com',
      cardNumber: TEST_CARDS.declined,
    });
    expect(declined.status).toBe(400);
    expect(declined.text).toContain(
      `<p class="notice notice--error" role="alert">${PAYMENT_MESSAGES.declined}</p>`,
    );
    const other = await donate(visitor, page, {
      ...donor,
      email: 'declined@example.com',
      cardNumber: '5555 5555 5555 4444',
    });
    expect(other.status).toBe(400);
    expect(other.text).toContain(PAYMENT_MESSAGES.notSupported);
    expect(
      await db.knex(TABLES.donations).where({ donor_email: 'declined@example.com' }).first(),
    ).toBeUndefined();
    expect(
      await db.knex(TABLES.mailOutbox).where({ to_address: 'declined@example.com' }).first(),
    ).toBeUndefined();
  });

  it('escapes what the donor typed and refuses a post without the crumb', async () => {
    const visitor = new MemberBrowser(app);
    const page = await donatePageFrom(visitor, 'amount=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(page.text).not.toContain('<script>alert(1)</script>');
    const res = await donate(visitor, page, {
      ...donor,
      name: '<img src=x onerror=alert(2)>',
      amount: '1',
      cardNumber: '',
    });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).toContain('&lt;img src=x onerror=alert(2)&gt;');
    const forged = await visitor.browser.send('POST', '/donate', {
      body: { ...donor, amount: '5' },
      form: true,
      crumb: false,
      headers: { Accept: 'text/html' },
    });
    expect(forged.status).toBe(403);
  });

  it('shows 404 for an unknown reference', async () => {
    const res = await new MemberBrowser(app).get('/donate/thanks?ref=D-NOSUCHREF');
    expect(res.status).toBe(404);
    expect(pageTypeOf(res.text)).toBe(204);
    expect(res.text).toContain('Donation not found');
  });

  it('allows 10 donation posts a minute per address, then answers 429', async () => {
    const visitor = new MemberBrowser(app);
    const page = await donatePageFrom(visitor, '');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await donate(visitor, page, { amount: '0' })).status);
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 400), 429]);
  });
});
