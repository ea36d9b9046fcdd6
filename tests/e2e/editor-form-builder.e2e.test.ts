// Issue 31, acceptance 1, in Chromium against the real server: the owner builds a "Wholesale enquiry" form of six field types (one moved with the keyboard), puts it on a new page; a visitor sends it; the owner sees the submission and its mail, then edits the form, and the old submission still reads right.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';
import { decodeQuotedPrintable } from './mailbox.js';

const suite = useBrowserSuite({ smtp: true });

const BUYERS = 'buyers@harborandpine.test';

/** Adds a field of `type` (the menu's words) and names it `label`; the new field's settings are open. */
async function addField(tab: Page, type: string, label: string, options?: string[]): Promise<void> {
  await tab.getByLabel('Field type').selectOption({ label: type });
  await tab.getByRole('button', { name: 'Add field' }).click();
  const fields = tab.getByRole('list', { name: 'Fields' });
  const open = fields.getByRole('group').last();
  await open.getByLabel('Label').fill(label);
  if (options !== undefined) await open.getByLabel('Options').fill(options.join('\n'));
}

/** The field names of the builder's list, in order. */
function fieldOrder(tab: Page): Promise<string[]> {
  return tab.getByRole('list', { name: 'Fields' }).locator('.block-card__type').allTextContents();
}

describe.skipIf(!hasChromium)(`the form builder (${testDatabaseKind()})`, () => {
  it('builds a Wholesale enquiry form, a visitor sends it, the owner reads it and edits the form', async () => {
    const owner = await suite.newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab, problems } = await watchedTab(owner);
    await signInToEditor(tab, suite.storefront.origin);

    // Build the form.
    await tab.getByRole('link', { name: 'Forms', exact: true }).click();
    await tab.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    await tab.getByRole('link', { name: 'New form' }).click();
    await tab.getByLabel('Form name').fill('Wholesale enquiry');
    await addField(tab, 'Name', 'Your name');
    await tab.getByRole('list', { name: 'Fields' }).getByRole('group').last().getByLabel('Required').check();
    await addField(tab, 'Email', 'Email');
    await tab.getByRole('list', { name: 'Fields' }).getByRole('group').last().getByLabel('Required').check();
    await addField(tab, 'Text', 'Company');
    await addField(tab, 'Dropdown', 'Region', ['North', 'South', 'Islands']);
    await addField(tab, 'Checkboxes', 'Interested in', ['Blankets', 'Mugs', 'Lanterns']);
    await addField(tab, 'Long text', 'Message');
    const preview = tab.getByTestId('form-preview');
    await preview.getByText('Interested in').waitFor();
    await preview.getByText('Lanterns').waitFor();

    // Move Message (its settings open) above Interested in with the keyboard: pick up, one step up, drop.
    await tab.getByRole('button', { name: 'Drag to move: Message, field 6 of 6' }).focus();
    // Each step waits for what a screen reader hears (dnd-kit's live region).
    await tab.keyboard.press('Space');
    await tab.getByText('Message is over position 6 of 6.').waitFor({ state: 'attached' });
    await tab.keyboard.press('ArrowUp');
    await tab.getByText('Message is over position 5 of 6.').waitFor({ state: 'attached' });
    await tab.keyboard.press('Space');
    await tab.getByText('Message was dropped at position 5 of 6.').waitFor({ state: 'attached' });
    await expect
      .poll(() => fieldOrder(tab))
      .toEqual(['Your name', 'Email', 'Company', 'Region', 'Message', 'Interested in']);

    await tab.getByLabel('Submit button text').fill('Send enquiry');
    await tab.getByLabel('Thank-you message').fill('Thanks, we answer within two days.');
    await tab.getByLabel('Email addresses').fill(BUYERS);
    await preview.getByRole('button', { name: 'Send enquiry' }).waitFor();
    expect(await axeViolations(tab), 'the form builder').toEqual([]);
    await tab.getByRole('button', { name: 'Create form' }).click();
    await tab.waitForURL(/\/config\/forms\/[^/]+$/);
    await tab.getByRole('heading', { name: 'Edit Wholesale enquiry' }).waitFor();

    // Put it on a new page.
    await tab.getByRole('link', { name: 'Pages', exact: true }).click();
    await tab.getByRole('button', { name: 'Add page' }).click();
    await tab.getByRole('menuitem', { name: 'Page', exact: true }).click();
    const dialog = tab.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Wholesale');
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await tab.waitForURL(/\/config\/pages\/[^/]+$/);
    await tab.getByRole('button', { name: 'Add block' }).click();
    await tab.getByRole('menuitem', { name: 'Form', exact: true }).click();
    await tab.getByLabel('Form', { exact: true }).selectOption({ label: 'Wholesale enquiry' });
    await tab.getByText('All changes saved').waitFor();
    // A new page is the owner's draft until it is published.
    await tab.getByRole('button', { name: 'Publish', exact: true }).click();
    await tab.getByText('Published', { exact: true }).first().waitFor();

    // A visitor sends it.
    const visitor = await suite.newVisitor();
    const { tab: visit } = await watchedTab(visitor);
    await suite.visit(visit, '/wholesale');
    await visit.getByLabel('First Name').fill('Ada');
    await visit.getByLabel('Last Name').fill('Lovelace');
    await visit.getByLabel('Email').fill('ada@lovelace-goods.test');
    await visit.getByLabel('Company').fill('Lovelace Goods');
    await visit.getByLabel('Region').selectOption('Islands');
    await visit.getByLabel('Message').fill('Forty mugs a month, please.');
    await visit.getByLabel('Mugs').check();
    await visit.getByRole('button', { name: 'Send enquiry' }).click();
    await visit.getByText('Thanks, we answer within two days.').waitFor();

    // The owner sees the submission and its mail.
    await tab.getByRole('link', { name: 'Form submissions', exact: true }).first().click();
    await tab.getByRole('heading', { name: 'Form submissions', level: 1 }).waitFor();
    await tab.getByLabel('Form', { exact: true }).selectOption({ label: 'Wholesale enquiry' });
    const table = tab.getByRole('table', { name: 'Submissions of Wholesale enquiry, newest first' });
    await table.getByRole('cell', { name: 'Lovelace Goods' }).waitFor();
    await table.getByRole('cell', { name: 'Islands' }).waitFor();
    await expect
      .poll(() => suite.mail.received.find((mail) => mail.to.includes(BUYERS)), { timeout: 30_000 })
      .toBeDefined();
    const mail = decodeQuotedPrintable(suite.mail.received.find((mail) => mail.to.includes(BUYERS))!.raw);
    expect(mail).toContain('Wholesale enquiry');
    expect(mail).toContain('Company: Lovelace Goods');
    expect(mail).toContain('Interested in: Mugs');

    // The owner edits the form: Company goes, Region is renamed; the form is in use, so it asks first.
    await tab.getByRole('link', { name: 'Forms', exact: true }).click();
    await tab.getByRole('link', { name: 'Wholesale enquiry' }).click();
    await tab.getByText('Used on the page “Wholesale”.').waitFor();
    await tab.getByRole('button', { name: 'Remove the field Company' }).click();
    await tab
      .getByRole('heading', { name: /^Region/ })
      .getByRole('button')
      .click();
    await tab
      .getByRole('list', { name: 'Fields' })
      .getByRole('group')
      .getByLabel('Label')
      .fill('Sales region');
    await tab.getByRole('button', { name: 'Save form' }).click();
    const confirm = tab.getByRole('alertdialog', { name: 'Remove fields from a form in use?' });
    await confirm.getByText(/Saving removes the field “Company”/).waitFor();
    expect(await axeViolations(tab), 'the in-use warning').toEqual([]);
    await confirm.getByRole('button', { name: 'Remove and save' }).click();
    await tab.getByText('All changes saved.').waitFor();

    // Visitors see the new form; the old submission still reads as it was sent.
    await suite.visit(visit, '/wholesale');
    await visit.getByLabel('Sales region').waitFor();
    expect(await visit.getByLabel('Company').count()).toBe(0);
    await tab.getByRole('link', { name: 'Form submissions', exact: true }).first().click();
    await tab.getByRole('heading', { name: 'Form submissions', level: 1 }).waitFor();
    await tab.getByLabel('Form', { exact: true }).selectOption({ label: 'Wholesale enquiry' });
    await table.getByRole('cell', { name: 'Lovelace Goods' }).waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'Received',
      'Your name',
      'Email',
      'Company',
      'Region',
      'Message',
      'Interested in',
      'Page',
    ]);
    await table.getByRole('cell', { name: 'Islands' }).waitFor();
    // The session check before signing in answers 401, the first save of the edit 409 (the warning);
    // nothing else may complain.
    expect(
      problems.filter((problem) => !problem.includes('401') && !problem.includes('status of 409 (Conflict)')),
    ).toEqual([]);
    expect(problems.filter((problem) => problem.includes('409'))).toHaveLength(1);
  });
});
