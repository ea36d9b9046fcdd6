// Mailing lists in Chromium against the real server: the owner disconnects and connects the built-in list again, writes a campaign and sends it (axe on the screens and dialogs); a subscriber opens the mail's unsubscribe link, confirms, and is off the list.
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();

describe.skipIf(!hasChromium)(`mailing lists and campaigns (${testDatabaseKind()})`, () => {
  it('connects the built-in list, sends a campaign, and the unsubscribe link takes a subscriber off the list', async () => {
    const context = await suite.newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab, problems } = await watchedTab(context);
    await signInToEditor(tab, suite.storefront.origin);
    await tab.getByRole('link', { name: 'Mailing lists' }).click();
    await tab.getByRole('heading', { name: 'Mailing lists', level: 1 }).waitFor();
    const members = tab.getByRole('table', { name: 'Members' });
    await members.getByRole('cell', { name: 'june.okafor@example.com' }).waitFor();
    await members.getByRole('cell', { name: 'Restock opt-in' }).waitFor();
    expect(await axeViolations(tab), 'the members screen').toEqual([]);

    // The demo's settings connect Harbor Letters (SPEC §3's integration setting).
    await tab.getByText('Connected: newsletter sign-ups go to the built-in list Harbor Letters.').waitFor();
    await tab.getByRole('button', { name: 'Disconnect' }).click();
    await tab
      .getByRole('alertdialog', { name: 'Disconnect the mailing list?' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await tab
      .getByText('Not connected: newsletter sign-ups go to the built-in list Harbor Letters.')
      .waitFor();
    await tab.getByRole('button', { name: 'Connect a mailing list' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Connect a mailing list' });
    await dialog.getByLabel('List', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByText('A List must be selected.').waitFor();
    expect(await axeViolations(tab), 'the connection dialog').toEqual([]);
    await dialog.getByLabel('List', { exact: true }).selectOption({ label: 'Harbor Letters (3 members)' });
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await tab.getByText('Connected: newsletter sign-ups go to the built-in list Harbor Letters.').waitFor();

    await tab.getByRole('link', { name: 'Campaigns' }).click();
    await tab.getByText(/Campaigns go to the built-in list Harbor Letters \(3 subscribers\)\./).waitFor();
    await tab.getByRole('button', { name: 'New campaign' }).click();
    const compose = tab.getByRole('dialog', { name: 'New campaign' });
    await compose.getByLabel('Subject').fill('The kiln is firing again');
    const body = compose.getByRole('textbox', { name: 'Message' });
    await body.click();
    await tab.keyboard.type('New mugs on Friday.');
    expect(await axeViolations(tab), 'the compose dialog').toEqual([]);
    await compose.getByRole('button', { name: 'Save draft' }).click();
    await tab.getByRole('cell', { name: 'The kiln is firing again', exact: true }).waitFor();
    await tab.getByRole('button', { name: 'Send The kiln is firing again' }).click();
    const confirm = tab.getByRole('alertdialog', { name: 'Send this campaign?' });
    await confirm.getByText(/goes to 3 subscribers of Harbor Letters now/).waitFor();
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await tab.getByText('“The kiln is firing again” was sent to 3 subscribers.').waitFor();
    expect(await axeViolations(tab), 'the campaigns screen').toEqual([]);
    // The session check before signing in answers 401; nothing else may complain.
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);

    const mail = (await suite.storefront
      .knex(TABLES.mailOutbox)
      .where({ subject: 'The kiln is firing again', to_address: 'june.okafor@example.com' })
      .first()) as { headers: Record<string, string>; body_text: string };
    expect(mail.body_text).toContain('New mugs on Friday.');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe'])![1]);

    const reader = await suite.newVisitor();
    const { tab: inbox, problems: readerProblems } = await watchedTab(reader);
    const page = await inbox.goto(suite.url(`${link.pathname}${link.search}`));
    expect(page?.status()).toBe(200);
    expect(await inbox.locator('body').getAttribute('data-page-type')).toBe('300');
    await inbox.getByText('Unsubscribe june.okafor@example.com from Harbor Letters?').waitFor();
    expect(await axeViolations(inbox), 'the unsubscribe page').toEqual([]);
    await inbox.getByRole('button', { name: 'Unsubscribe' }).click();
    await inbox
      .getByText('june.okafor@example.com is unsubscribed from Harbor Letters.', { exact: false })
      .waitFor();
    expect(readerProblems).toEqual([]);
    const row = (await suite.storefront
      .knex(TABLES.mailingListSubscribers)
      .where({ email: 'june.okafor@example.com' })
      .first()) as { status: string };
    expect(row.status).toBe('unsubscribed');
  });
});
