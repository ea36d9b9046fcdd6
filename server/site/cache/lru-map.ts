// A Map that remembers at most a given number of entries, forgetting the least recently used first.

/**
 * A least-recently-used map: `get` and `set` make an entry the most recent; `set` beyond
 * `capacity` drops the least recent one. Built on `Map`'s insertion order.
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>();

  /** @param capacity The most entries kept: at least 1, or `Infinity` for a map its owner trims itself. */
  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new Error('LruMap capacity must be at least 1');
  }

  /** How many entries it holds. */
  get size(): number {
    return this.#entries.size;
  }

  /** The value of `key`, made the most recent; `undefined` when absent. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** The value of `key` without touching its recency. */
  peek(key: K): V | undefined {
    return this.#entries.get(key);
  }

  /** Stores `value` as the most recent entry; returns the entry it pushed out, if any. */
  set(key: K, value: V): [K, V] | undefined {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return this.#entries.size > this.capacity ? this.evictOldest() : undefined;
  }

  /** Forgets `key`; true when it was there. */
  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  /** Forgets and returns the least recent entry, if any. */
  evictOldest(): [K, V] | undefined {
    const oldest = this.#entries.entries().next();
    if (oldest.done === true) return undefined;
    this.#entries.delete(oldest.value[0]);
    return oldest.value;
  }

  /** Every entry, least recent first. */
  entries(): IterableIterator<[K, V]> {
    return this.#entries.entries();
  }

  /** Forgets everything. */
  clear(): void {
    this.#entries.clear();
  }
}
