// The archive's table lists against the catalogue: a website table added later is either archived or said why not, and every secret-looking column of an archived table is either written as null or kept for a stated reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { readCatalog } from '../../server/site-archive/archive-catalog.js';
import {
  KEPT_COLUMNS,
  NOT_ARCHIVED,
  SECRET_COLUMNS,
  archivedHandles,
} from '../../server/site-archive/archive-tables.js';
import { createTestDatabase } from '../support/test-database.js';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);
afterAll(() => db?.close());

const SECRET_LOOKING = /hash|secret|token|password|api_key|totp/;

describe('website archive tables', () => {
  it('archives the entities the issue names and leaves out secrets and this server’s own records', () => {
    const handles = archivedHandles();
    for (const handle of [
      'pages',
      'navigations',
      'collections',
      'contentItems',
      'products',
      'productVariants',
      'orders',
      'orderItems',
      'siteUsers',
      'forms',
      'formSubmissions',
      'mailingLists',
      'mailingListSubscribers',
      'websiteDesigns',
      'websiteThemes',
      'websiteSettings',
      'files',
      'images',
      'urlMappings',
    ] as const)
      expect(handles).toContain(handle);
    for (const handle of [
      'apiKeys',
      'webhookEndpoints',
      'orderAccessTokens',
      'ssoSettings',
      'sessions',
    ] as const)
      expect(handles).not.toContain(handle);
  });

  it('writes each secret-looking column of an archived table as null, or says why it is kept', async () => {
    const handles = archivedHandles();
    const catalog = await readCatalog(
      db.knex,
      handles.map((handle) => TABLES[handle]),
    );
    const unexplained: string[] = [];
    for (const handle of handles) {
      const table = catalog.get(TABLES[handle])!;
      expect(table.columns.length, table.name).toBeGreaterThan(0);
      for (const column of table.columns) {
        if (!SECRET_LOOKING.test(column.name)) continue;
        const dropped = SECRET_COLUMNS[handle]?.includes(column.name) === true;
        if (!dropped && KEPT_COLUMNS[`${table.name}.${column.name}`] === undefined)
          unexplained.push(`${table.name}.${column.name}`);
        if (dropped) expect(column.nullable, `${table.name}.${column.name}`).toBe(true);
      }
    }
    expect(unexplained).toEqual([]);
  });

  it('names a reason for every website table it leaves out', () => {
    for (const reason of Object.values(NOT_ARCHIVED)) expect(reason.length).toBeGreaterThan(10);
  });
});
