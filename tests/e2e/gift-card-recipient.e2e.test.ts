// Buying a gift card for someone in Chromium: the recipient, a note and tomorrow's date on the product page; the buyer's receipt is mailed today, the recipient's mail only once tomorrow begins in the site's time zone (the sender run with the clock moved on).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startOfDayIn, todayIn } from '../../domain/gift-recipient.js';
import { TABLES } from '../../server/db/tables.js';
import { sendDueMail } from '../../server/mail/sender.js';
import { emlTransport } from '../../server/mail/transport.js';
import { testDatabaseKind } from '../support/test-database.js';
import { hasChromium, islandsHydrated, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { fillCheckout } from './checkout-form.js';
import { DEMO_SITE, demoProduct, money } from './demo-store.js';
import { decodeQuotedPrintable } from './mailbox.js';

const GIFT_CARD = demoProduct('gift-card');
const BUYER = 'giver@example.com';
const RECIPIENT = 'grace@example.com';
const NOTE = 'Happy birthday, Grace! Buy yourself something for the boat.';

const suite = useBrowserSuite();
const { newVisitor, visit } = suite;

function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

interface OutboxMail {
  to_address: string;
  subject: string;
  body_text: string;
  sent_at: Date | null;
}

const mailsTo = (to: string): Promise<OutboxMail[]> =>
  suite.storefront
    .knex(TABLES.mailOutbox)
    .where({ to_address: to })
    .select('to_address', 'subject', 'body_text', 'sent_at');

async function placeOrder(tab: Page): Promise<void> {
  await Promise.all([
    tab.waitForURL(/\/confirmed/, { timeout: 40_000 }),
    tab.getByRole('button', { name: 'Place order' }).click(),
  ]);
}

describe.skipIf(!hasChromium)(`a gift card sent to someone (${testDatabaseKind()})`, () => {
  it('is mailed to its recipient tomorrow with the note, not today; the buyer gets a receipt today', async () => {
    const { storefront } = suite;
    const site = (await storefront.knex(TABLES.websites).where({ is_default: true }).first('time_zone')) as {
      time_zone: string;
    };
    const zone = site.time_zone || 'America/New_York';
    const tomorrow = dayAfter(todayIn(zone, new Date()));

    const { tab, problems } = await watchedTab(await newVisitor());
    await visit(tab, GIFT_CARD.path);
    const form = tab.locator('form.product-form');
    await form.getByRole('combobox', { name: 'Amount' }).selectOption('$50');
    const gift = form.getByRole('group', { name: /Send it to someone/ });
    await gift.getByRole('textbox', { name: "Recipient's name" }).fill('Grace Hopper');
    await gift.getByRole('textbox', { name: "Recipient's email" }).fill(RECIPIENT);
    await gift.getByRole('textbox', { name: 'Note' }).fill(NOTE);
    await gift.getByLabel('Send on').fill(tomorrow);
    await form.locator('button[type="submit"]').click();
    await tab.getByRole('link', { name: 'One item in cart' }).waitFor();

    await visit(tab, '/cart');
    await Promise.all([tab.waitForURL(/\/checkout/), tab.getByRole('link', { name: 'Checkout' }).click()]);
    await islandsHydrated(tab);
    await fillCheckout(tab, BUYER, { ships: false });
    await placeOrder(tab);
    await expect(tab.locator('main h1').textContent()).resolves.toBe('Thank you! Your order is confirmed.');

    // The server's own mail worker sends the receipt today; the recipient's mail stays queued.
    await expect
      .poll(
        async () =>
          (await mailsTo(BUYER)).filter((mail) => mail.sent_at !== null).map((mail) => mail.subject),
        {
          timeout: 60_000,
          interval: 250,
        },
      )
      .toContain(`Your gift card receipt from ${DEMO_SITE.title}`);
    const [queued] = await mailsTo(RECIPIENT);
    expect(queued.sent_at).toBeNull();
    expect(queued.body_text).toContain(NOTE);
    expect(queued.body_text).toContain(`balance ${money(5000)}`);

    // Tomorrow: the sender, run as of the moment the day begins in the site's zone, sends it.
    const folder = mkdtempSync(join(tmpdir(), 'tessera-gift-mail-'));
    try {
      const transport = emlTransport(folder);
      await sendDueMail(storefront.knex, {
        transport,
        defaultFrom: 'shop@harbor.example',
        now: new Date(startOfDayIn(tomorrow, zone).getTime() + 1000),
      });
      transport.close();
      const written = readdirSync(folder)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => decodeQuotedPrintable(readFileSync(join(folder, name), 'utf8')));
      const toGrace = written.filter((text) => new RegExp(`^To: *<?${RECIPIENT}>?\\r?$`, 'im').test(text));
      expect(toGrace).toHaveLength(1);
      expect(toGrace[0]).toContain('Hello Grace Hopper,');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const [sent] = await mailsTo(RECIPIENT);
    expect(sent.sent_at).not.toBeNull();
    expect(problems).toEqual([]);
  });
});
