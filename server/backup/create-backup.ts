// Writes a backup: the database dump first, then the stored files, then the manifest with every entry's checksum, as one tar.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { create } from 'tar';
import type { FileStorage } from '../files/storage/file-storage.js';
import {
  BACKED_UP_PREFIXES,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_NAME,
  STORE_FOLDER,
  type BackupEntry,
  type BackupManifest,
} from './backup-manifest.js';
import { dumpPathOf, sha256, tesseraVersion, type DatabaseSource } from './database-sources.js';

/**
 * Writes the backup to `out` (whole, then renamed into place) and answers its manifest. The
 * database is dumped first, then the files are copied: a file uploaded meanwhile is in the backup
 * without a row naming it (harmless); a file deleted meanwhile may be missing (deletes are rare).
 */
export async function createBackup(
  source: DatabaseSource,
  files: FileStorage,
  out: string,
  now: () => Date = () => new Date(),
): Promise<BackupManifest> {
  const staging = `${out}.${process.pid}.staging`;
  const partial = `${out}.${process.pid}.partial`;
  await rm(staging, { recursive: true, force: true });
  try {
    const createdAt = now().toISOString();
    const dumpPath = dumpPathOf(source.kind);
    await mkdir(dirname(join(staging, dumpPath)), { recursive: true });
    const database = await source.dumpInto(staging);
    const entries: BackupEntry[] = [await entryOf(staging, dumpPath)];
    let count = 0;
    for (const prefix of BACKED_UP_PREFIXES) {
      for (const key of (await files.list(prefix)).sort()) {
        const data = await files.read(key);
        if (data === undefined) continue; // deleted since it was listed
        const path = `${STORE_FOLDER}/${key}`;
        await mkdir(dirname(join(staging, path)), { recursive: true });
        await writeFile(join(staging, path), data);
        entries.push({ path, bytes: data.length, sha256: sha256(data) });
        count++;
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      kind: source.kind,
      createdAt,
      tessera: tesseraVersion(),
      database,
      files: { store: files.kind, count },
      entries,
    };
    await writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await create({ file: partial, cwd: staging, portable: true }, [
      MANIFEST_NAME,
      ...entries.map((entry) => entry.path),
    ]);
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

async function entryOf(staging: string, path: string): Promise<BackupEntry> {
  const data = await readFile(join(staging, path));
  return { path, bytes: data.length, sha256: sha256(data) };
}
