// Workflow automation in Chromium against the real server: the owner adds a webhook to a loopback receiver on the Automation screen (axe on the screen and its dialogs), a visitor's confirmed newsletter sign-up reaches it signed, the delivery log shows it, and a test event follows.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../server/automation/signature.js';
import { TABLES } from '../../server/db/tables.js';
import { startWebhookReceiver, type WebhookReceiver } from '../automation/webhook-receiver.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor, url, crumbOf } = suite;

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());

async function expectAccessible(tab: Page, what: string): Promise<void> {
  expect(await axeViolations(tab), what).toEqual([]);
}

/** Waits (polling the receiver) until it has got `count` requests; the server's worker polls every 5 s. */
async function received(count: number): Promise<void> {
  for (let waited = 0; receiver.received.length < count; waited += 250) {
    if (waited > 30_000) throw new Error(`the receiver got ${receiver.received.length} of ${count} requests`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!hasChromium)(`workflow automation in the editor (${testDatabaseKind()})`, () => {
  it('adds a webhook, shows its secret once, and a confirmed newsletter sign-up reaches the receiver signed', async () => {
    const context = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab } = await watchedTab(context);
    await signInToEditor(tab, suite.storefront.origin);
    await tab.getByRole('link', { name: 'Automation' }).click();
    await tab.getByRole('heading', { name: 'Automation', level: 1 }).waitFor();
    await tab.getByText('No webhooks yet.').waitFor();
    await expectAccessible(tab, 'the automation screen');

    await tab.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByLabel('Address', { exact: true }).fill(receiver.url);
    await dialog.getByRole('checkbox', { name: 'Newsletter sign-up (confirmed)' }).check();
    await expectAccessible(tab, 'the add dialog');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();

    const shown = tab.getByRole('dialog', { name: 'The webhook’s signing secret' });
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expectAccessible(tab, 'the secret dialog');
    await shown.getByRole('button', { name: 'Done' }).click();
    await tab.getByRole('table', { name: 'Webhooks' }).getByText(receiver.url).waitFor();

    // A visitor signs up to the newsletter and confirms by the emailed link.
    const visitor = await newVisitor();
    const { tab: visitorTab } = await watchedTab(visitor);
    await visitorTab.goto(url('/'));
    const signUp = await visitor.request.post(url('/api/newsletter/subscribe'), {
      headers: { 'X-Csrf-Token': await crumbOf(visitor) },
      data: { email: 'hooked@example.com' },
    });
    expect(signUp.status()).toBe(200);
    const mail = (await suite.storefront
      .knex(TABLES.mailOutbox)
      .where({ to_address: 'hooked@example.com' })
      .first('body_text')) as { body_text: string };
    const link = /\/newsletter\/confirm\?token=[A-Za-z0-9_-]{32}/.exec(mail.body_text)![0];
    expect((await visitorTab.goto(url(link)))?.status()).toBe(200);

    await received(1);
    const [hook] = receiver.received;
    expect(verifyWebhookSignature(hook!.headers['tessera-signature'] as string, hook!.body, secret)).toBe(
      true,
    );
    expect(JSON.parse(hook!.body)).toMatchObject({
      type: 'newsletter.signed_up',
      data: { signUp: { email: 'hooked@example.com' } },
    });

    await tab.reload();
    const log = tab.getByRole('table', { name: /^Deliveries to / });
    await log.getByRole('cell', { name: 'Newsletter sign-up (confirmed)', exact: true }).waitFor();
    await log.getByRole('cell', { name: 'Delivered', exact: true }).waitFor();
    await expectAccessible(tab, 'the delivery log');

    // A test event of another type, with sample data.
    await tab.getByRole('button', { name: `Send test to ${receiver.url}` }).click();
    const test = tab.getByRole('dialog', { name: 'Send a test event' });
    await test.getByLabel('Event').selectOption('order.placed');
    await expectAccessible(tab, 'the test event dialog');
    await test.getByRole('button', { name: 'Send test event' }).click();
    await received(2);
    const sample = JSON.parse(receiver.received[1]!.body);
    expect(sample).toMatchObject({ type: 'order.placed', test: true, data: { order: { status: 'paid' } } });
    expect(
      verifyWebhookSignature(
        receiver.received[1]!.headers['tessera-signature'] as string,
        receiver.received[1]!.body,
        secret,
      ),
    ).toBe(true);
  });
});
