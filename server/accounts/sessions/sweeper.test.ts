// The session sweeper deletes expired sessions when it starts and keeps live ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { openThrowawayDatabase } from '../../db/throwaway-database.js';
import { createLogger } from '../../logger.js';
import { createOwnerAccount } from '../owners/service.js';
import { findSession, startSession } from './service.js';
import { startSessionSweeper } from './sweeper.js';

let db: Database;

beforeAll(async () => {
  db = await openThrowawayDatabase();
});
afterAll(() => db?.close());

describe('startSessionSweeper', () => {
  it('deletes the expired sessions at once and leaves live ones', async () => {
    const { id } = await createOwnerAccount(db.knex, {
      email: 'sweep@example.com',
      password: 'a long password',
    });
    const subject = { kind: 'owner', accountId: id } as const;
    const old = await startSession(db.knex, { subject, ttlMs: 1000, now: new Date(Date.now() - 60_000) });
    const live = await startSession(db.knex, { subject, ttlMs: 60 * 60 * 1000 });
    const sweeper = startSessionSweeper(db.knex, createLogger('silent'));
    await sweeper.stop();
    const ids = (await db.knex('SESSIONS').select('id')).map((row: { id: string }) => row.id);
    expect(ids).not.toContain(old.session.id);
    expect(ids).toContain(live.session.id);
    expect(await findSession(db.knex, live.token)).toBeDefined();
  });
});
