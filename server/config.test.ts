// Tests the configuration's read replica settings: DATABASE_READ_URL needs DATABASE_URL and a PostgreSQL address.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { READ_AFTER_WRITE_MS } from './site/replica/recent-changes.js';

const PRIMARY = 'postgres://tessera@db-primary:5432/tessera';
const REPLICA = 'postgres://tessera@db-replica:5432/tessera';

describe('DATABASE_READ_URL', () => {
  it('is read with DATABASE_URL, with a five-second read-after-write window unless READ_AFTER_WRITE_MS says otherwise', () => {
    expect(loadConfig({ DATABASE_URL: PRIMARY, DATABASE_READ_URL: REPLICA })).toMatchObject({
      databaseUrl: PRIMARY,
      databaseReadUrl: REPLICA,
      readAfterWriteMs: READ_AFTER_WRITE_MS,
    });
    expect(READ_AFTER_WRITE_MS).toBe(5000);
    expect(
      loadConfig({ DATABASE_URL: PRIMARY, DATABASE_READ_URL: REPLICA, READ_AFTER_WRITE_MS: '8000' }),
    ).toMatchObject({ readAfterWriteMs: 8000 });
    expect(loadConfig({ DATABASE_URL: PRIMARY, DATABASE_READ_URL: 'postgresql://r/tessera' })).toMatchObject({
      databaseReadUrl: 'postgresql://r/tessera',
    });
  });

  it('is optional: unset or empty, there is no replica', () => {
    expect(loadConfig({ DATABASE_URL: PRIMARY }).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: PRIMARY, DATABASE_READ_URL: '' }).databaseReadUrl).toBeUndefined();
    expect(loadConfig({}).databaseReadUrl).toBeUndefined();
  });

  it('is refused without DATABASE_URL, saying why', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: REPLICA })).toThrow(
      'Invalid configuration: DATABASE_READ_URL (a read replica) needs DATABASE_URL (its primary); the embedded database has no replicas',
    );
  });

  it('is refused when it is not a PostgreSQL address, naming the variable', () => {
    for (const bad of ['mysql://db/tessera', 'db-replica:5432', 'https://replica.example']) {
      expect(() => loadConfig({ DATABASE_URL: PRIMARY, DATABASE_READ_URL: bad })).toThrow(
        'Invalid configuration: DATABASE_READ_URL: must be a PostgreSQL address such as postgres://user@replica:5432/tessera',
      );
    }
    expect(() => loadConfig({ DATABASE_URL: PRIMARY, READ_AFTER_WRITE_MS: '-1' })).toThrow(
      /READ_AFTER_WRITE_MS/,
    );
  });
});
