// Resized copies kept in the file store: made once per original version, shared by requests that arrive together.
import { createHash } from 'node:crypto';
import type { FileStorage, StoredObjectInfo } from './storage/file-storage.js';

/** Copies computed from an original and kept beside it in the store. */
export interface VariantCache {
  /**
   * Makes sure `key` holds a copy, calling `create` for its bytes when it does not, and describes
   * it. Concurrent calls for one key share a single `create`; a failed `create` writes nothing.
   */
  ensure(key: string, create: () => Promise<Buffer>, contentType?: string): Promise<StoredObjectInfo>;
}

/** A short name for one version of an original (its entity tag hashed): part of its copies' keys. */
export function sourceTag(original: StoredObjectInfo): string {
  return createHash('sha256').update(original.etag).digest('hex').slice(0, 16);
}

/**
 * A cache in `storage`. In-flight sharing is per instance; separate servers making the same copy at
 * once both write whole objects with the same bytes, so the store keeps one whole copy.
 */
export function createVariantCache(storage: FileStorage): VariantCache {
  const inFlight = new Map<string, Promise<void>>();
  return {
    async ensure(key, create, contentType) {
      const existing = await storage.head(key);
      if (existing !== undefined) return existing;
      let pending = inFlight.get(key);
      if (pending === undefined) {
        pending = create()
          .then((data) => storage.put(key, data, { contentType }))
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      await pending;
      const made = await storage.head(key);
      if (made === undefined) throw new Error(`The copy ${key} was written but cannot be found.`);
      return made;
    },
  };
}
