// File storage on the local disk under the data folder: the embedded default, one file per key, written atomically and durably.
import { open, readFile, readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { writeFileAtomic } from '../atomic-write.js';
import type { FileStorage, StoredObjectInfo } from './file-storage.js';
import { assertKey, assertPrefix } from './storage-key.js';

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Keys are paths under `root` (`<dataDir>/files/…`, `<dataDir>/cache/images/…`, the layout Tessera
 * always had). Writes go to a dotfile beside the target, are flushed, then renamed over it, so a
 * reader never sees half a file and a crash leaves no empty one; dotfiles are never listed or read.
 */
export function diskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertKey(key);
    return join(base, key);
  };
  const folderOf = (prefix: string) => {
    assertPrefix(prefix);
    return join(base, prefix);
  };

  async function head(key: string): Promise<StoredObjectInfo | undefined> {
    try {
      const found = await stat(pathOf(key));
      if (!found.isFile()) return undefined;
      // The same weak tag express's static files use: size and modification time.
      const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
      return { size: found.size, lastModified: found.mtime, etag };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 'disk',
    async put(key, data) {
      await writeFileAtomic(pathOf(key), data, { durable: true });
    },
    head,
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
        throw error;
      }
    },
    async stream(key, range): Promise<Readable | undefined> {
      const path = pathOf(key);
      // Opened first, so a missing file answers undefined instead of a stream that fails later.
      const handle = await open(path, 'r').catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (handle === undefined) return undefined;
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        return undefined;
      }
      return handle.createReadStream({ autoClose: true, ...(range ?? {}) });
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(folderOf(prefix), { recursive: true, force: true });
    },
    async list(prefix) {
      const folder = folderOf(prefix);
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        },
      );
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map(
          (entry) =>
            `${prefix}${join(entry.parentPath, entry.name).slice(folder.length).replaceAll('\\', '/')}`,
        )
        .map((key) => key.replace(/\/{2,}/g, '/'));
    },
  };
}
