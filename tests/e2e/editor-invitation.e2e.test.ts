// The owner invites a second person as editor in Chromium: the mailed link (an .eml file in the data folder), a name and password, the editor with that role: a page edited, the store's settings out of reach.
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';
import { linkMailedTo } from './mailbox.js';

const suite = useBrowserSuite();
const { newVisitor } = suite;

const INVITED = 'new-editor@example.com';
const PASSWORD = 'a long editor password';

describe.skipIf(!hasChromium)(`inviting an editor (${testDatabaseKind()})`, () => {
  it('invites by email; the invited person joins from the mailed link, signs in, edits a page and cannot open the store settings', async () => {
    const owner = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab } = await watchedTab(owner);
    await signInToEditor(tab, suite.storefront.origin);
    await tab.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Members' }).click();
    await tab.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
    await tab.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByLabel('Email').fill(INVITED);
    await dialog.getByLabel('Role').selectOption({ label: 'Editor' });
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await tab.getByRole('table', { name: 'Invitations' }).getByText(INVITED).waitFor();

    // The link in the mail, opened on this server (the mail names the site's public address).
    const mailed = await linkMailedTo(suite.storefront.dataDir, INVITED, '/config/invitation');
    const link = `${suite.storefront.origin}${mailed.pathname}${mailed.search}`;

    const person = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab: invited, problems } = await watchedTab(person);
    await invited.goto(link);
    await invited.getByRole('heading', { name: /^Join / }).waitFor();
    await invited.getByLabel('Your name').fill('Grace Hopper');
    await invited.getByLabel('Choose a password').fill(PASSWORD);
    await invited.getByLabel('Password again').fill(PASSWORD);
    await invited.getByRole('button', { name: 'Join and open the editor' }).click();
    await invited.getByRole('heading', { name: 'Home', level: 1 }).waitFor();

    // They sign in again later with the password they chose.
    await invited.getByRole('button', { name: 'Sign out' }).click();
    await invited.getByRole('heading', { name: 'Sign in to edit your site' }).waitFor();
    await signInToEditor(invited, suite.storefront.origin, { email: INVITED, password: PASSWORD });

    // An editor builds the site: a heading added to the About page is saved.
    await invited.getByRole('button', { name: 'About', exact: true }).click();
    await invited.getByRole('button', { name: 'Add block' }).click();
    await invited.getByRole('menuitem', { name: 'Heading' }).click();
    await invited.getByLabel('Heading', { exact: true }).fill('Edited by our new editor');
    await invited.getByText('All changes saved').waitFor();

    // The store is not theirs to run: no Commerce in the navigation, and its settings are refused.
    const nav = invited.getByRole('navigation', { name: 'Editor' });
    expect(await nav.getByRole('link', { name: 'Commerce' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Members' }).count()).toBe(0);
    await invited.goto(`${suite.storefront.origin}/config/commerce/settings`);
    await invited.getByText('You do not have permission to do that.').waitFor();
    expect(await invited.getByLabel('Express checkout').count()).toBe(0);
    expect(problems.filter((problem) => !/\b(401|403)\b/.test(problem))).toEqual([]);

    // The owner sees them among the members, as editor.
    await tab.reload();
    const members = tab.getByRole('table', { name: 'Members' });
    await members.getByText(INVITED).waitFor();
    await expect(tab.getByRole('combobox', { name: 'Role of Grace Hopper' }).inputValue()).resolves.toBe('4');
  });
});
