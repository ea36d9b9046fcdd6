// A new embedded data folder starts from the build's template (migrated, no initdb); an existing one ignores it.
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { databaseTemplate, writeDatabaseTemplate } from './database-template.js';
import { migrationStatus, runMigrations } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { TABLES } from './tables.js';

describe('the database template', () => {
  it('is read back only where it was written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-template-'));
    expect(databaseTemplate(dir)).toBeUndefined();
    await writeDatabaseTemplate(dir);
    expect(statSync(databaseTemplate(dir)!).size).toBeGreaterThan(1_000_000);
  }, 60_000);

  it('gives a new data folder every migration, and is not used once the folder holds a database', async () => {
    const templates = mkdtempSync(join(tmpdir(), 'tessera-template-'));
    await writeDatabaseTemplate(templates);
    const dataDir = join(mkdtempSync(join(tmpdir(), 'tessera-data-')), 'db');
    let asked = 0;
    const template = () => {
      asked += 1;
      return databaseTemplate(templates);
    };

    const first = await openDatabase({ dataDir, template });
    try {
      expect(asked).toBe(1);
      const { applied, pending } = await migrationStatus(first.knex);
      expect(pending).toEqual([]);
      expect(applied).toEqual(MIGRATIONS.map(([name]) => name));
      await runMigrations(first.knex);
      await first.knex(TABLES.websites).insert({ site_title: 'Kept' });
    } finally {
      await first.close();
    }

    const again = await openDatabase({ dataDir, template });
    try {
      expect(asked).toBe(1);
      expect(await again.knex(TABLES.websites).pluck('site_title')).toEqual(['Kept']);
    } finally {
      await again.close();
    }
  }, 60_000);
});
