// Writes a file so readers see the old file or the whole new one, never a half-written one.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes `data` to a temporary name beside `path` (a dotfile, so it is never served), then renames
 * it over `path`. With `durable`, the data is flushed to disk before the rename, so a crash cannot
 * leave an empty file behind a completed rename.
 */
export async function writeFileAtomic(path: string, data: Buffer, { durable = false } = {}): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true });
  const temporary = join(folder, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(data);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
