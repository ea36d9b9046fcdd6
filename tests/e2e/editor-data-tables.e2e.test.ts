// Data tables in Chromium against the real server: the owner imports a CSV file, sorts and edits it, saves, puts it on a new page with a Data table block, and a visitor sees the table (axe on the screens).
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor, url } = suite;

const CSV = '\uFEFFDay,Opens,Note\r\nMonday,9,"Closed at noon, for lunch"\r\nTuesday,10,Late on Tuesdays\r\n';

describe.skipIf(!hasChromium)(`Data tables (${testDatabaseKind()})`, () => {
  it('imports a CSV dataset and shows it on a page', async () => {
    const owner = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab, problems } = await watchedTab(owner);
    await signInToEditor(tab, suite.storefront.origin);
    await tab.getByRole('link', { name: 'Data tables' }).click();
    await tab.getByRole('heading', { name: 'Data tables', level: 1 }).waitFor();
    expect(await axeViolations(tab), 'the Data tables screen').toEqual([]);

    // A file whose second row is short: SPEC §5's words, beside the file.
    await tab.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('A,B\n1,2\n3\n'),
    });
    await tab.getByRole('button', { name: 'Import' }).click();
    await tab.getByText('One or more rows was missing data. Row 2 has 1 of 2 cells.').waitFor();

    await tab.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'hours.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await tab.getByLabel('Name (optional)').fill('Opening hours');
    await tab.getByRole('button', { name: 'Import' }).click();
    await tab.getByRole('heading', { name: 'Opening hours', level: 1 }).waitFor();
    await tab.getByRole('textbox', { name: 'Day, row 1' }).waitFor();
    expect(await axeViolations(tab), 'the dataset editor').toEqual([]);

    // Sorted by Opens, largest first; then an edit and a new row, saved.
    const opens = tab.getByRole('button', { name: 'Opens', exact: true });
    await opens.click();
    await opens.click();
    await expect
      .poll(() =>
        tab
          .getByRole('textbox', { name: /^Day, row \d+$/ })
          .first()
          .inputValue(),
      )
      .toBe('Tuesday');
    await tab.getByRole('textbox', { name: 'Note, row 2' }).fill('Late on Tuesdays, till eight');
    await tab.getByRole('button', { name: 'Add row' }).click();
    await tab.getByRole('textbox', { name: 'Day, row 3' }).fill('Wednesday');
    await tab.getByRole('textbox', { name: 'Opens, row 3' }).fill('8');
    await tab.getByRole('button', { name: 'Save' }).click();
    await tab.getByText('Opening hours saved.').waitFor({ state: 'attached' });

    // A new page with a Data table block showing it.
    await tab.getByRole('link', { name: 'Pages' }).click();
    await tab.getByRole('button', { name: 'Add page' }).click();
    await tab.getByRole('menuitem', { name: 'Page', exact: true }).click();
    const dialog = tab.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Visit us');
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await tab.waitForURL(/\/config\/pages\/[^/]+$/);
    await tab.getByRole('button', { name: 'Add block' }).click();
    await tab.getByRole('menuitem', { name: 'Data table' }).click();
    await tab
      .getByRole('combobox', { name: 'Dataset', exact: true })
      .selectOption({ label: 'Opening hours (3 rows)' });
    await tab.getByRole('textbox', { name: 'Caption', exact: true }).fill('When we are open');
    await tab.getByText('All changes saved').waitFor();
    // The page's blocks are a draft until published.
    await tab.getByRole('button', { name: 'Publish', exact: true }).click();
    await tab.getByText('Published', { exact: true }).first().waitFor();

    const visitor = await newVisitor();
    const { tab: visit } = await watchedTab(visitor);
    const response = await visit.goto(url('/visit-us'));
    expect(response?.status()).toBe(200);
    const table = visit.getByRole('table', { name: 'When we are open' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Day', 'Opens', 'Note']);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual([
      ['Monday', '9', 'Closed at noon, for lunch'],
      ['Tuesday', '10', 'Late on Tuesdays, till eight'],
      ['Wednesday', '8', ''],
    ]);
    expect(await axeViolations(visit), 'the page with the table').toEqual([]);
    // The one refusal is the broken file's import, answered 400 on purpose.
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([
      expect.stringMatching(/^\/config\/data-tables: .*status of 400/),
    ]);
  });
});
