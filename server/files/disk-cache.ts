// Derived files kept on disk: made once, written atomically, shared by requests that arrive together.
import { stat } from 'node:fs/promises';
import { writeFileAtomic } from './atomic-write.js';

/** Files computed from another file and kept until that file changes. */
export interface DiskCache {
  /**
   * Makes sure `path` holds a file written no earlier than `notBefore` (ms since the epoch, the
   * source's modification time), calling `create` for its content when it does not. Concurrent
   * calls for one path share a single `create`; a failed `create` writes nothing.
   */
  ensure(path: string, notBefore: number, create: () => Promise<Buffer>): Promise<void>;
}

/** A disk cache; in-flight sharing is per instance, atomic writes keep separate processes safe too. */
export function createDiskCache(): DiskCache {
  const inFlight = new Map<string, Promise<void>>();
  return {
    async ensure(path, notBefore, create) {
      if (await isFresh(path, notBefore)) return;
      let pending = inFlight.get(path);
      if (pending === undefined) {
        pending = create()
          .then((data) => writeFileAtomic(path, data))
          .finally(() => inFlight.delete(path));
        inFlight.set(path, pending);
      }
      await pending;
    },
  };
}

async function isFresh(path: string, notBefore: number): Promise<boolean> {
  try {
    // Strictly newer: file times are coarse (a few ms), so a copy stamped in the same tick as a
    // replaced original may predate it and must be made again.
    return (await stat(path)).mtimeMs > notBefore;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
