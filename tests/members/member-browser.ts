// What the member suites share: the real app on the small site, a browser that fills in the pages' own forms, and reading a page's type.
import type { Express } from 'express';
import type { Response } from 'supertest';
import { expect } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TestBrowser } from '../security/test-browser.js';

/** The real app (its rate limits, crumb and XSRF checks included) on `db`. */
export function memberApp(db: Database): Express {
  return createApp({ db, config: testConfig() });
}

/** SPEC §2's page type a page says it is (`data-page-type` on its body). */
export function pageTypeOf(html: string): number | undefined {
  const match = /<body[^>]*\bdata-page-type="(\d+)"/.exec(html);
  return match === null ? undefined : Number(match[1]);
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields of the page's (first) form posting to `action`, as a browser would send them. */
export function hiddenFields(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${action}`);
  expect(start, `a form posting to ${action}`).toBeGreaterThan(-1);
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields: Record<string, string> = {};
  for (const input of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[input[1]] = decode(input[2]);
  return fields;
}

/** A browser that reads pages as HTML and posts their forms like a browser without JavaScript. */
export class MemberBrowser {
  readonly browser: TestBrowser;

  constructor(app: Express) {
    this.browser = new TestBrowser(app);
  }

  get(path: string): Promise<Response> {
    return this.browser.send('GET', path, { headers: { Accept: 'text/html' } });
  }

  /** Submits the form of `page` that posts to `action`, with its hidden fields and `fields` typed in. */
  submit(page: Response, action: string, fields: Record<string, string> = {}): Promise<Response> {
    const body = { ...hiddenFields(page.text, action), ...fields };
    return this.browser.send('POST', action.replace(/&amp;/g, '&'), {
      body,
      form: true,
      crumb: false,
      headers: { Accept: 'text/html' },
    });
  }
}
