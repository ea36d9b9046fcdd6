// A WordPress import stopped between writing a post, page or comment and remembering what it became (IMPORT_RECORDS): run again, it makes nothing twice. The stop is a database error on the record's write (a trigger), as a crash at that point would leave things.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import type { ImportView } from '../../domain/owner-api/imports.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import { finishedImport } from './finished-import.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite } from '../owner/owner-app.js';
import { uploadAs } from '../owner/upload-as.js';

let app: Express;
let db: Database;
let owner: TestBrowser;
let websiteId: string;

setUpOwnerSuite((suite) => {
  ({ app, owner, db } = suite);
  websiteId = suite.fixture.websiteId;
});

const item = (site: string, id: string, type: 'post' | 'page', title: string, comments = '') => `
  <item>
    <title>${title}</title>
    <link>${site}/${type}-${id}/</link>
    <dc:creator>admin</dc:creator>
    <content:encoded><![CDATA[<p>${title} body</p>]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    <wp:post_id>${id}</wp:post_id>
    <wp:post_date_gmt>2024-05-0${id} 10:00:00</wp:post_date_gmt>
    <wp:comment_status>open</wp:comment_status>
    <wp:post_name>${type}-${id}</wp:post_name>
    <wp:status>publish</wp:status>
    <wp:post_parent>0</wp:post_parent>
    <wp:menu_order>0</wp:menu_order>
    <wp:post_type>${type}</wp:post_type>${comments}
  </item>`;

const comment = (id: string) => `
    <wp:comment>
      <wp:comment_id>${id}</wp:comment_id>
      <wp:comment_author>Reader ${id}</wp:comment_author>
      <wp:comment_author_email>reader${id}@example.com</wp:comment_author_email>
      <wp:comment_author_url></wp:comment_author_url>
      <wp:comment_date_gmt>2024-05-09 12:00:00</wp:comment_date_gmt>
      <wp:comment_content>Comment ${id}</wp:comment_content>
      <wp:comment_approved>1</wp:comment_approved>
      <wp:comment_type>comment</wp:comment_type>
      <wp:comment_parent>0</wp:comment_parent>
    </wp:comment>`;

/** An export of the site at `site` (its records are kept apart from another site's): two posts, the first with two comments, and a page, their titles starting with `name`. */
const exportOf = (site: string, name: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>${name}</title>
  <link>${site}</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  ${item(site, '1', 'post', `${name} first post`, comment('11') + comment('12'))}
  ${item(site, '2', 'post', `${name} second post`)}
  ${item(site, '3', 'page', `${name} page`)}
</channel>
</rss>`);

async function runImport(xml: Buffer): Promise<ImportView> {
  const started = await uploadAs(
    app,
    owner,
    { data: xml, filename: 'stopped.wordpress.xml', contentType: 'text/xml' },
    'file',
    '/api/owner/imports',
  );
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return finishedImport(owner, started.body.import.id as string);
}

const count = async (table: string, where: Record<string, unknown>) =>
  Number(
    (
      await db
        .knex(table)
        .where({ website_id: websiteId, ...where })
        .count({ n: '*' })
    )[0]!.n,
  );

/** How many of each the site holds: the export's two posts and page, and all comments. */
const written = async (name: string) => ({
  first: await count(TABLES.contentItems, { title: `${name} first post` }),
  second: await count(TABLES.contentItems, { title: `${name} second post` }),
  page: await count(TABLES.pages, { title: `${name} page` }),
  comments: await count(TABLES.comments, {}),
});

/** Makes every write of a record whose key starts with one of `prefixes` fail, as if the server stopped there; answers how to undo it. */
async function stopBeforeRecordsOf(prefixes: string[]): Promise<() => Promise<void>> {
  const test = prefixes.map((prefix) => `new.source_key like '${prefix}:%'`).join(' or ');
  await db.knex.raw(`
    create function stop_import_records() returns trigger language plpgsql as $$
    begin
      if ${test} then
        raise exception 'stopped before the record of %', new.source_key;
      end if;
      return new;
    end $$`);
  await db.knex.raw(
    `create trigger stop_import_records before insert on "${TABLES.importRecords}" for each row execute function stop_import_records()`,
  );
  return async () => {
    await db.knex.raw(`drop trigger stop_import_records on "${TABLES.importRecords}"`);
    await db.knex.raw('drop function stop_import_records()');
  };
}

describe(`a WordPress import stopped before it remembered what it wrote (${testDatabaseKind()})`, () => {
  it('leaves no post or page half written, and run again makes each once', async () => {
    const xml = exportOf('https://posts.example', 'Harbour');
    const comments = await count(TABLES.comments, {});
    const resume = await stopBeforeRecordsOf(['post', 'page']);
    const stopped = await runImport(xml);
    const failed = stopped.report!.entries.filter((entry) => entry.outcome === 'failed');
    expect(failed.map((entry) => entry.type).sort()).toEqual(['page', 'post', 'post']);
    expect(await written('Harbour')).toEqual({ first: 0, second: 0, page: 0, comments });

    await resume();
    const again = await runImport(xml);
    expect(again.state, JSON.stringify(again.error)).toBe('done');
    expect(again.report!.counts.post).toMatchObject({ found: 2, imported: 2 });
    expect(await written('Harbour')).toEqual({ first: 1, second: 1, page: 1, comments: comments + 2 });

    const third = await runImport(xml);
    expect(third.report!.counts.post).toMatchObject({ found: 2, imported: 0, updated: 2 });
    expect(await written('Harbour')).toEqual({ first: 1, second: 1, page: 1, comments: comments + 2 });
  }, 120_000);

  it('leaves no comment half written, and run again makes each once', async () => {
    const xml = exportOf('https://comments.example', 'Pine');
    const comments = await count(TABLES.comments, {});
    const resume = await stopBeforeRecordsOf(['comment']);
    // A comment's write stops the import (it has no line of its own to fail on): the posts and
    // page before it are kept, the comment is not half there.
    const stopped = await runImport(xml);
    expect(stopped.state).toBe('failed');
    expect(stopped.error).toContain('stopped before the record of comment:11');
    expect(await written('Pine')).toEqual({ first: 1, second: 1, page: 1, comments });

    await resume();
    await runImport(xml);
    expect((await written('Pine')).comments).toBe(comments + 2);
    await runImport(xml);
    expect((await written('Pine')).comments).toBe(comments + 2);
  }, 120_000);
});
