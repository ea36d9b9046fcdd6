// Closing a database first lets its users finish: tracking events appended just before are written.
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { trackingSinkFor } from '../../server/tracking/event-writer.js';
import { beforeClose } from '../../server/db/close-hooks.js';
import { TABLES } from '../../server/db/tables.js';

describe(`close hooks (${testDatabaseKind()})`, () => {
  it('runs every hook once, in order, while the database still answers, even past a failing one', async () => {
    const db = await createTestDatabase();
    const seen: string[] = [];
    beforeClose(db.knex, async () => {
      throw new Error('a failing hook');
    });
    beforeClose(db.knex, async () => {
      const { rows } = await db.knex.raw('select 1 as one');
      seen.push(`answered ${rows[0].one}`);
    });
    const takenBack = beforeClose(db.knex, async () => {
      seen.push('taken back');
    });
    takenBack();
    await Promise.all([db.close(), db.close()]);
    await db.close();
    expect(seen).toEqual(['answered 1']);
  });

  it('writes the tracking events still buffered when the database closes', async () => {
    const db = await createTestDatabase();
    const [{ id: websiteId }] = await db
      .knex(TABLES.websites)
      .insert({ site_title: 'Close' })
      .returning('id');
    trackingSinkFor(db.knex).append({
      websiteId,
      eventType: 'page-view',
      occurredAt: new Date(),
      visitorHash: null,
      visitorId: null,
      sessionId: null,
      siteUserId: null,
      pagePath: '/',
      referrer: null,
      payload: {},
    });
    // A hook made after the writer's runs after it: the row is there, written by the close.
    let stored = 0;
    beforeClose(db.knex, async () => {
      const rows = await db.knex(TABLES.trackingEvents).where({ website_id: websiteId }).count({ n: '*' });
      stored = Number(rows[0].n);
    });
    await db.close();
    expect(stored).toBe(1);
  });
});
