// Acceptance 1 of issue 28 in Chromium on a fresh data folder: the setup address the server prints → setup with "Shop" → a product added → a visitor buys it → an editor invited, who joins, signs in, edits a page and cannot open the commerce settings.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/site/render/paths.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, islandsHydrated, launchChromium, watchedTab } from './browser.js';
import { fillCheckout } from './checkout-form.js';
import { signInToEditor } from './editor-session.js';
import { linkMailedTo } from './mailbox.js';
import { throwawaySchema } from './storefront-server.js';
import type { Browser } from 'playwright-core';

const OWNER = { email: 'maker@example.com', password: 'a long owner password' };
const EDITOR = { email: 'helper@example.com', password: 'a long editor password' };

let server: ChildProcessByStdio<null, Readable, Readable> | undefined;
let browser: Browser | undefined;
let dataDir = '';
let origin = '';
let setupUrl = '';
let schema: Awaited<ReturnType<typeof throwawaySchema>> | undefined;

/** `tessera serve` (built, no --demo) on a new data folder; resolves the addresses it prints. */
async function serve(): Promise<void> {
  const cli = join(projectRoot(), 'dist', 'cli', 'main.js');
  if (!existsSync(cli)) throw new Error('dist/cli/main.js is missing: run npm run build first');
  dataDir = mkdtempSync(join(tmpdir(), 'tessera-first-run-e2e-'));
  schema = process.env.DATABASE_URL ? await throwawaySchema(process.env.DATABASE_URL) : undefined;
  const { DATABASE_URL: _shared, ...environment } = process.env;
  const proc = spawn(process.execPath, [cli, 'serve'], {
    cwd: projectRoot(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...environment,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...(schema === undefined ? {} : { DATABASE_URL: schema.url }),
    },
  });
  server = proc;
  let out = '';
  proc.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const setup = /Tessera: set up this server at (http:\/\/\S+)/.exec(out);
      const running = /Tessera is running: open (http:\/\/\S+)/.exec(out);
      if (setup !== null && running !== null) {
        setupUrl = setup[1];
        origin = running[1];
        resolve();
      }
    });
    proc.once('exit', (code) => reject(new Error(`tessera serve ended (${code}) before running:\n${out}`)));
  });
}

describe.skipIf(!hasChromium)(`a real owner starts a real site (${testDatabaseKind()})`, () => {
  beforeAll(async () => {
    [, browser] = await Promise.all([serve(), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    if (server !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await schema?.drop();
    if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
  });

  it('sets up a Shop from the printed address, sells a new product and lets an invited editor edit a page only', async () => {
    expect(setupUrl.startsWith(`${origin}/config/setup?token=`)).toBe(true);
    const owner = await browser!.newContext({ viewport: { width: 1366, height: 900 } });
    const { tab, problems } = await watchedTab(owner);

    // Before the setup a visitor sees "Coming soon", and the editor leads to the setup screen.
    const soon = await tab.goto(origin);
    expect(soon?.status()).toBe(503);
    await tab.getByRole('heading', { name: 'Coming soon' }).waitFor();
    await tab.goto(`${origin}/config`);
    await tab.waitForURL(/\/config\/setup$/);

    await tab.goto(setupUrl);
    await tab.getByRole('heading', { name: 'Set up your website' }).waitFor();
    expect(await axeViolations(tab), 'the setup screen').toEqual([]);
    await tab.getByLabel('Your name').fill('Morgan Maker');
    await tab.getByLabel('Email').fill(OWNER.email);
    await tab.getByLabel('Choose a password').fill(OWNER.password);
    await tab.getByLabel('Site title').fill('Morgan Makes');
    await tab.getByLabel('Currency').selectOption('USD');
    await tab.getByRole('radio', { name: /^Shop/ }).check();
    await tab.getByRole('button', { name: 'Create my website' }).click();
    // The editor opens on Home, its checklist showing what is left to set up.
    await tab.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
    await tab.getByRole('heading', { name: 'Add your first product (to do)' }).waitFor();
    await tab.getByRole('button', { name: 'Remove sample content' }).waitFor();
    expect(await axeViolations(tab), 'the editor of a new Shop').toEqual([]);

    // A product of the owner's own.
    await tab.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Commerce' }).click();
    await tab.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await tab.getByRole('link', { name: 'Add product' }).click();
    await tab.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    await tab.getByLabel('Title', { exact: true }).fill('Hand-thrown bowl');
    await tab.getByRole('button', { name: 'Edit variant Default' }).click();
    const variant = tab.getByRole('dialog', { name: 'Edit variant Default' });
    await variant.getByLabel('Price (USD)', { exact: true }).fill('45.00');
    await variant.getByLabel('Stock', { exact: true }).fill('5');
    await variant.getByRole('button', { name: 'Done' }).click();
    await tab.getByRole('button', { name: 'Add product' }).click();
    await tab.getByRole('button', { name: 'Save' }).waitFor();
    const link = await tab.getByRole('link', { name: 'View on site' }).getAttribute('href');
    expect(link).toBeTruthy();

    // A visitor buys it.
    const visitor = await browser!.newContext();
    const buyer = await watchedTab(visitor);
    const page = await buyer.tab.goto(new URL(link!, origin).toString());
    expect(page?.status()).toBe(200);
    await islandsHydrated(buyer.tab);
    await buyer.tab.locator('form.product-form button[type="submit"]').click();
    await buyer.tab.getByRole('link', { name: 'One item in cart' }).waitFor();
    await buyer.tab.goto(`${origin}/cart`);
    await Promise.all([
      buyer.tab.waitForURL(/\/checkout/),
      buyer.tab.getByRole('link', { name: 'Checkout' }).click(),
    ]);
    await fillCheckout(buyer.tab, 'buyer@example.com', { standardShipping: true });
    // The total with shipping, as the buyer sees it before paying: the quote for the address is in.
    await buyer.tab.locator('main').getByText('$53.00', { exact: true }).waitFor();
    // The checkout ignores a Place order pressed while it prices the address again (its "Update
    // shipping and totals" button is off meanwhile): press it once that is done.
    await expect
      .poll(() => buyer.tab.getByRole('button', { name: 'Update shipping and totals' }).isEnabled())
      .toBe(true);
    await Promise.all([
      buyer.tab.waitForURL(/\/confirmed/, { timeout: 60_000 }),
      buyer.tab.getByRole('button', { name: 'Place order' }).click(),
    ]).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await buyer.tab.locator('main').innerText()}`);
    });
    await tab.getByRole('link', { name: 'Orders', exact: true }).click();
    await tab.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await tab.getByRole('table', { name: 'Orders' }).getByText('buyer@example.com').waitFor();

    // The owner invites an editor, who joins from the mailed link.
    await tab.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Members' }).click();
    await tab.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
    await tab.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByLabel('Email').fill(EDITOR.email);
    await dialog.getByLabel('Role').selectOption({ label: 'Editor' });
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await tab.getByRole('table', { name: 'Invitations' }).getByText(EDITOR.email).waitFor();
    const mailed = await linkMailedTo(dataDir, EDITOR.email, '/config/invitation');

    const person = await browser!.newContext({ viewport: { width: 1366, height: 900 } });
    const { tab: invited, problems: invitedProblems } = await watchedTab(person);
    await invited.goto(`${origin}${mailed.pathname}${mailed.search}`);
    await invited.getByRole('heading', { name: /^Join / }).waitFor();
    await invited.getByLabel('Your name').fill('Robin Helper');
    await invited.getByLabel('Choose a password').fill(EDITOR.password);
    await invited.getByLabel('Password again').fill(EDITOR.password);
    await invited.getByRole('button', { name: 'Join and open the editor' }).click();
    await invited.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await invited.getByRole('button', { name: 'Sign out' }).click();
    await invited.getByRole('heading', { name: 'Sign in to edit your site' }).waitFor();
    await signInToEditor(invited, origin, EDITOR);

    await invited.getByRole('button', { name: 'About', exact: true }).click();
    await invited.getByRole('button', { name: 'Add block' }).click();
    await invited.getByRole('menuitem', { name: 'Heading' }).click();
    await invited.getByLabel('Heading', { exact: true }).fill('Edited by our helper');
    await invited.getByText('All changes saved').waitFor();

    const nav = invited.getByRole('navigation', { name: 'Editor' });
    expect(await nav.getByRole('link', { name: 'Commerce' }).count()).toBe(0);
    await invited.goto(`${origin}/config/commerce/settings`);
    await invited.getByText('You do not have permission to do that.').waitFor();
    expect(await invited.getByLabel('Express checkout').count()).toBe(0);

    expect(problems.filter((problem) => !/\b503\b/.test(problem))).toEqual([]);
    expect(buyer.problems).toEqual([]);
    expect(invitedProblems.filter((problem) => !/\b(401|403)\b/.test(problem))).toEqual([]);
  });
});
