// The demo's every-field form (/form-examples) in Chromium: every field type, client errors and the counter, submitting, success; the same with JavaScript off; axe.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../../server/demo/seed.js';
import { axeViolations } from '../e2e/axe.js';
import { hasChromium, launchChromium, watchedTab } from '../e2e/browser.js';
import { demoProduct } from '../e2e/demo-store.js';
import { startStorefront, type Storefront } from '../e2e/storefront-server.js';
import { testDatabaseKind } from '../support/test-database.js';

let storefront: Storefront;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newVisitor(javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled });
  contexts.push(context);
  return context;
}

const url = (path: string) => `${storefront.origin}${path}`;

/** The form's input for a field (or one part of it), by the field id's suffix. */
const input = (tab: Page, suffix: string) => tab.locator(`[id$="-${suffix}"]`).first();

/** Fills in every field type of the demo's every-field form. */
async function fillExamplesForm(tab: Page, overrides: { email?: string } = {}): Promise<void> {
  await input(tab, 'name-first').fill('Ada');
  await input(tab, 'name-last').fill('Lovelace');
  await input(tab, 'email').fill(overrides.email ?? 'ada@example.com');
  await input(tab, 'phone-areacode').fill('207');
  await input(tab, 'phone-prefix').fill('555');
  await input(tab, 'phone-line').fill('0142');
  await input(tab, 'reason').selectOption('Wholesale');
  await input(tab, 'order-number').fill('HP-10245');
  await input(tab, 'message').fill('Do you sell the camp blanket wholesale?');
  await input(tab, 'visit-date-month').fill('5');
  await input(tab, 'visit-date-day').fill('14');
  await input(tab, 'visit-date-year').fill('2027');
  await input(tab, 'visit-time-hour').fill('10');
  await input(tab, 'visit-time-minute').fill('30');
  await input(tab, 'visit-time-ampm').fill('AM');
  await input(tab, 'group-size').fill('4');
  await input(tab, 'budget').fill('250.00');
  await input(tab, 'address-line1').fill('14 Water Street');
  await input(tab, 'address-city').fill('Portland');
  await input(tab, 'address-state').fill('ME');
  await input(tab, 'address-zip').fill('04101');
  await input(tab, 'address-country').selectOption('US');
  await input(tab, 'website').fill('https://example.com');
  await input(tab, 'twitter').fill('adalovelace');
  await input(tab, 'trade-code').fill('harbor');
  await tab.getByLabel('A friend').check();
  await tab.getByLabel('New arrivals').check();
  await tab.getByLabel('Sales').check();
  const staff = tab.getByRole('group', { name: 'The staff were helpful.' });
  await staff.getByLabel('Strongly Agree').check();
}

async function openExamples(tab: Page, path = '/form-examples'): Promise<void> {
  await tab.goto(url(path));
  const marker = tab.locator('tessera-island[name="form"]');
  await marker.scrollIntoViewIfNeeded();
  await tab.waitForFunction(
    () => document.querySelector('tessera-island[name="form"]')?.hasAttribute('hydrated'),
    undefined,
    {
      timeout: 10_000,
    },
  );
}

/** The focused element's id, and whether it lies wholly inside the window. */
function focused(tab: Page): Promise<{ id: string; inView: boolean }> {
  return tab.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    return { id: element.id, inView: box.top >= 0 && box.bottom <= window.innerHeight };
  });
}

/** Each error message's field: whether the message is in the field's block and named by its control. */
function errorPlacement(tab: Page): Promise<{ field: string; besideControl: boolean }[]> {
  return tab.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.field__error')].map((error) => {
      const field = error.closest<HTMLElement>('.form__field');
      const controls = [...(field?.querySelectorAll('[aria-describedby]') ?? [])];
      return {
        field: field?.dataset.fieldId ?? '',
        besideControl: controls.some((control) =>
          (control.getAttribute('aria-describedby') ?? '').split(' ').includes(error.id),
        ),
      };
    }),
  );
}

/** The every-field form's submissions, read through the owner API as the demo owner. */
async function ownerSubmissions(context: BrowserContext): Promise<{ values: Record<string, unknown> }[]> {
  const tab = await context.newPage();
  await tab.goto(url('/'));
  const crumb = (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
  const signIn = await context.request.post(url('/api/owner/session'), {
    data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
    headers: { 'X-Csrf-Token': crumb },
  });
  expect(signIn.status()).toBe(200);
  const formId = await tab.evaluate(async () => {
    const page = await fetch('/form-examples').then((res) => res.text());
    return /data-form-id="([^"]+)"/.exec(page)?.[1] ?? '';
  });
  const list = await context.request.get(url(`/api/owner/forms/${formId}/submissions`));
  expect(list.status()).toBe(200);
  return (await list.json()).submissions;
}

describe.skipIf(!hasChromium)(`the every-field form in Chromium (${testDatabaseKind()})`, () => {
  beforeAll(async () => {
    [storefront, browser] = await Promise.all([startStorefront(), launchChromium()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await storefront?.stop();
  });

  it('checks every field in the browser, counts characters, submits and shows the thank-you HTML', async () => {
    const context = await newVisitor();
    const { tab, problems } = await watchedTab(context);
    await openExamples(tab);
    const saves: string[] = [];
    tab.on('request', (request) => {
      if (request.url().endsWith('/api/form/SaveFormSubmission')) saves.push(request.postData() ?? '');
    });

    await tab.getByRole('button', { name: 'Send Answers' }).click();
    await expect
      .poll(() => tab.locator('.field__error').allTextContents())
      .toEqual(['Required', 'Required', 'Required', 'Required']);
    await expect(tab.locator('.form__summary--top').textContent()).resolves.toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    );
    await expect(tab.locator('.form__summary--bottom').textContent()).resolves.toBe(
      'Your form has encountered a problem. Please scroll up to review.',
    );
    expect(saves).toEqual([]);

    await input(tab, 'message').fill('Hello');
    await expect(input(tab, 'message-counter').textContent()).resolves.toBe('5 / 1500');
    await input(tab, 'order-number').fill('x'.repeat(21));
    await expect(input(tab, 'order-number-counter').textContent()).resolves.toBe('21 / 20');
    await expect(input(tab, 'order-number-counter').getAttribute('class')).resolves.toContain(
      'field__counter--over',
    );
    await input(tab, 'email').fill('ada@');
    await tab.getByRole('button', { name: 'Send Answers' }).click();
    await expect
      .poll(() => tab.locator('[id$="-order-number-error"]').textContent())
      .toBe('You have exceeded the character limit.');
    await expect(tab.locator('[id$="-email-error"]').textContent()).resolves.toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );

    await fillExamplesForm(tab);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.route('**/api/form/SaveFormSubmission', async (route) => {
      await held;
      await route.continue();
    });
    await tab.getByRole('button', { name: 'Send Answers' }).click();
    const submitting = tab.getByRole('button', { name: 'Submitting…' });
    await expect.poll(() => submitting.isDisabled()).toBe(true);
    await submitting.click({ force: true }).catch(() => {});
    release();
    await tab.getByText('Looking for us?').waitFor();
    await expect(tab.locator('form.form').count()).resolves.toBe(0);
    expect(saves).toHaveLength(1);
    const sent = JSON.parse(saves[0]);
    expect(JSON.parse(sent.form)).toMatchObject({
      name: ['Ada', 'Lovelace'],
      phone: ['', '207', '555', '0142'],
      interests: ['New arrivals', 'Sales'],
      'heard-from': 'A friend',
      'last-visit': { 'The staff were helpful.': '2' },
      source: 'form-examples-page',
    });
    expect(problems).toEqual([]);

    const stored = await ownerSubmissions(await newVisitor());
    expect(stored[0].values).toMatchObject({
      email: 'ada@example.com',
      twitter: 'adalovelace',
      reason: 'Wholesale',
    });
  });

  it('submits with JavaScript off: errors come back with the answers kept, then the thank-you page', async () => {
    const context = await newVisitor(false);
    const tab = await context.newPage();
    await tab.goto(url('/form-examples?source=ad'));
    await fillExamplesForm(tab, { email: 'ada@example' });
    await tab.getByRole('button', { name: 'Send Answers' }).click();
    await tab.waitForURL(/\/forms\//);
    await expect(tab.locator('[id$="-email-error"]').textContent()).resolves.toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    await expect(input(tab, 'name-first').inputValue()).resolves.toBe('Ada');
    await expect(input(tab, 'trade-code').inputValue()).resolves.toBe('');
    await input(tab, 'email').fill('grace@example.com');
    await tab.getByRole('button', { name: 'Send Answers' }).click();
    await tab.waitForURL(/formSubmitted=/);
    await tab.getByText('Looking for us?').waitFor();
    const stored = await ownerSubmissions(await newVisitor());
    expect(stored[0].values).toMatchObject({ email: 'grace@example.com', source: 'ad' });
  });

  it('after a failed submit, scrolls to the first field in error and focuses it, each message beside its field', async () => {
    // A short window, so the first field is out of view when the button at the bottom is pressed.
    const context = await browser.newContext({ viewport: { width: 900, height: 420 } });
    contexts.push(context);
    const { tab, problems } = await watchedTab(context);
    await openExamples(tab);
    await tab.getByRole('button', { name: 'Send Answers' }).click();
    await expect
      .poll(() => focused(tab))
      .toEqual({ id: expect.stringMatching(/-name-First$/i), inView: true });
    await expect(errorPlacement(tab)).resolves.toEqual(
      ['name', 'email', 'reason', 'message'].map((field) => ({ field, besideControl: true })),
    );

    // Only the email is wrong now: it gets the focus, though the name field came first before.
    await input(tab, 'name-first').fill('Ada');
    await input(tab, 'name-last').fill('Lovelace');
    await input(tab, 'reason').selectOption('Wholesale');
    await input(tab, 'message').fill('Hello');
    await input(tab, 'email').fill('ada@');
    await tab.getByRole('button', { name: 'Send Answers' }).click();
    await expect.poll(() => focused(tab)).toEqual({ id: expect.stringMatching(/-email$/), inView: true });
    await expect(errorPlacement(tab)).resolves.toEqual([{ field: 'email', besideControl: true }]);
    expect(problems).toEqual([]);
  });

  it("sends a message with the contact page's form: name, email, subject and message", async () => {
    const context = await newVisitor();
    const { tab, problems } = await watchedTab(context);
    await openExamples(tab, '/contact');
    const fields = await tab
      .locator('form.form [data-field-id]')
      .evaluateAll((blocks) => blocks.map((block) => (block as HTMLElement).dataset.fieldId));
    expect(fields).toEqual(['name', 'email', 'subject', 'message']);
    await tab.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => focused(tab)).toMatchObject({ id: expect.stringMatching(/-name-first$/i) });
    await input(tab, 'name-first').fill('Ada');
    await input(tab, 'name-last').fill('Lovelace');
    await input(tab, 'email').fill('ada@example.com');
    await input(tab, 'subject').fill('An order');
    await input(tab, 'message').fill('Where is order HP-10245?');
    await tab.getByRole('button', { name: 'Send Message' }).click();
    await tab.getByText('Thank you for writing!').waitFor();
    expect(problems).toEqual([]);
  });

  it('has no serious or critical axe-core violation on the form examples page', async () => {
    // With the page's CSP off, as this check has always run; axe itself no longer needs that (e2e/axe.ts).
    const context = await browser.newContext({ bypassCSP: true });
    contexts.push(context);
    const { tab } = await watchedTab(context);
    await openExamples(tab);
    expect(await axeViolations(tab)).toEqual([]);
    await tab.getByRole('button', { name: 'Send Answers' }).click();
    await tab.locator('.field__error').first().waitFor();
    expect(await axeViolations(tab)).toEqual([]);
  });

  it('asks for a product’s additional fields in a lightbox before adding it, and adds the answers', async () => {
    const paddle = demoProduct('engraved-cherry-paddle');
    const context = await newVisitor();
    const { tab, problems } = await watchedTab(context);
    await tab.goto(url(paddle.path));
    await tab.waitForFunction(
      () => document.querySelector('tessera-island[name="additional-fields"]')?.hasAttribute('hydrated'),
      undefined,
      { timeout: 10_000 },
    );
    await tab.locator('select[data-variant-option-name="Length"]').selectOption('54 in');
    await tab.getByRole('button', { name: 'Personalize & Add' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Engraving details' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await expect
      .poll(() => dialog.locator('.field__error').allTextContents())
      .toEqual(['Required', 'Required', 'Required']);
    await dialog.getByLabel('Engraving text').fill('A & B');
    await dialog.getByLabel('Lettering').selectOption('Script');
    await dialog.getByLabel('Shaft').check();
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const cart = await tab.evaluate(() => fetch('/api/commerce/shopping-cart').then((res) => res.json()));
        return cart.entries?.[0]?.additionalFields;
      })
      .toMatchObject({ 'engraving-text': 'A & B', 'engraving-font': 'Script', 'engraving-side': 'Shaft' });
    expect(problems).toEqual([]);
  });
});
