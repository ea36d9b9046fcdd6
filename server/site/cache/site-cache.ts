// The in-memory cache of what pages read from the database: per website, short-lived, invalidated on writes, bounded.
import { deepFreeze } from './deep-freeze.js';
import { LruMap } from './lru-map.js';

/** Options of a {@link SiteCache}; every one has a default in SITE_CACHE_DEFAULTS. */
export interface SiteCacheOptions {
  /** How long a read is reused, in milliseconds: how stale a page may be after a write nobody announced. */
  ttlMs?: number;
  /** The most bytes (as `sizeOf` counts them) remembered for one website. */
  maxBytesPerWebsite?: number;
  /** The most bytes remembered for all websites together. */
  maxBytes?: number;
  /** The most shared reads (websites by host) remembered. */
  maxSharedEntries?: number;
  /** The size of a value read; default the length of its JSON. */
  sizeOf?: (value: unknown) => number;
  /** The clock, in milliseconds. */
  now?: () => number;
  /**
   * When given, a website's reads expire together at the end of its current period (see
   * {@link SitePeriods}, whose `ttlMs` and clock then count), not each `ttlMs` after its own load.
   */
  periods?: SitePeriods;
}

/** The defaults: 2 s, so stock on a product page is at most that old (checkout re-checks it anyway). */
export const SITE_CACHE_DEFAULTS = {
  ttlMs: 2000,
  maxBytesPerWebsite: 16 * 1024 * 1024,
  maxBytes: 128 * 1024 * 1024,
  maxSharedEntries: 1000,
} as const;

/** What a value counts for when its size cannot be measured. */
const UNKNOWN_SIZE = 1024;

/** The size of a value as its JSON's length: a rough but cheap measure, paid once per database read. */
export function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch (_notJson) {
    return UNKNOWN_SIZE;
  }
}

/** The most websites whose current period {@link SitePeriods} remembers. */
const PERIODS_KEPT = 10_000;

/**
 * The periods of websites' reads, shared by the caches whose entries should expire together (the
 * data and page caches of one database): a website's period starts with its first read after the
 * last one ended (or after it changed) and lasts `ttlMs`; every read loaded in it expires at its
 * end. A page lives no longer than the reads it was built from, so reads that expired at
 * scattered moments would make it be rendered again several times a period; a read is still never
 * older than `ttlMs`.
 */
export class SitePeriods {
  readonly #ends = new LruMap<string, number>(PERIODS_KEPT);

  constructor(
    readonly ttlMs: number,
    readonly now: () => number = Date.now,
  ) {}

  /** When the current period of `websiteId` ends, a new one starting now if the last one is over. */
  endOf(websiteId: string): number {
    const now = this.now();
    const end = this.#ends.get(websiteId);
    if (end !== undefined && end > now) return end;
    const next = now + this.ttlMs;
    this.#ends.set(websiteId, next);
    return next;
  }

  /** Ends `websiteId`'s period: its next read starts a new one. */
  forget(websiteId: string): void {
    this.#ends.delete(websiteId);
  }

  /** Ends every website's period. */
  clear(): void {
    this.#ends.clear();
  }
}

/**
 * Lets a read end sooner than the cache's period: a page built from other cached reads lives no
 * longer than the first of them, so it is never older than the period allows.
 */
export type ExpireBy = (at: number) => void;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  size: number;
  /** Shared entries: the website the value belongs to once known; `null` for none. */
  owner?: string | null;
}

interface Bucket {
  entries: LruMap<string, Entry>;
  bytes: number;
}

/** What the cache has done since it was made, for tests and diagnostics. */
export interface SiteCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  /** The bound on `bytes`, for all websites together and for one. */
  maxBytes: number;
  maxBytesPerWebsite: number;
}

/**
 * Remembers database reads as promises, so concurrent page views of a cold key share one query,
 * and reuses them for `ttlMs`. Entries of one website are dropped together by
 * {@link SiteCache.invalidate}; a failed read is not remembered. Values are deep-frozen: every
 * page view shares them, so a builder that changed one would leak into the next visitor's page.
 * Memory is bounded by size: least recently used entries go first, from the website itself when it
 * has too much, else from the least recently used website.
 */
export class SiteCache {
  readonly ttlMs: number;
  readonly #maxPerWebsite: number;
  readonly #maxBytes: number;
  readonly #sizeOf: (value: unknown) => number;
  readonly #now: () => number;
  readonly #periods: SitePeriods | undefined;
  /** Least recently used website first. */
  readonly #websites = new LruMap<string, Bucket>(Number.POSITIVE_INFINITY);
  readonly #shared: LruMap<string, Entry>;
  #bytes = 0;
  #entries = 0;
  #hits = 0;
  #misses = 0;

  /** An empty cache; see SITE_CACHE_DEFAULTS for what the options default to. */
  constructor(options: SiteCacheOptions = {}) {
    this.#periods = options.periods;
    this.ttlMs = options.periods?.ttlMs ?? options.ttlMs ?? SITE_CACHE_DEFAULTS.ttlMs;
    this.#maxPerWebsite = options.maxBytesPerWebsite ?? SITE_CACHE_DEFAULTS.maxBytesPerWebsite;
    this.#maxBytes = options.maxBytes ?? SITE_CACHE_DEFAULTS.maxBytes;
    this.#shared = new LruMap(options.maxSharedEntries ?? SITE_CACHE_DEFAULTS.maxSharedEntries);
    this.#sizeOf = options.sizeOf ?? jsonSize;
    this.#now = options.periods?.now ?? options.now ?? Date.now;
  }

  /**
   * The value of `key` for `websiteId`: remembered, or read with `load` and remembered. `load` may
   * shorten the entry's life with the function it is given; `seen` is told when the value
   * returned expires.
   */
  read<T>(
    websiteId: string,
    key: string,
    load: (expireBy: ExpireBy) => Promise<T>,
    seen?: (expiresAt: number) => void,
  ): Promise<T> {
    let bucket = this.#websites.get(websiteId);
    const known = bucket?.entries.get(key);
    if (known !== undefined && known.expiresAt > this.#now()) return this.#hit(known, seen);
    if (bucket === undefined) {
      bucket = { entries: new LruMap(Number.POSITIVE_INFINITY), bytes: 0 };
      this.#websites.set(websiteId, bucket);
    }
    if (known !== undefined) this.#drop(bucket, key, known);
    this.#dropExpired(bucket);
    const entry = this.#start(load, this.#periods?.endOf(websiteId));
    seen?.(entry.expiresAt);
    // It counts for nothing until its size is known, so a miss evicts nothing before it has a value.
    bucket.entries.set(key, entry);
    this.#count(bucket, 0, 1);
    const held = () => this.#websites.peek(websiteId) === bucket && bucket.entries.peek(key) === entry;
    entry.value.then(
      (value) => {
        if (!held()) return;
        const size = this.#sizeOf(value);
        this.#count(bucket, size - entry.size, 0);
        entry.size = size;
        this.#trim(bucket);
      },
      () => {
        if (held()) this.#drop(bucket, key, entry);
      },
    );
    return entry.value as Promise<T>;
  }

  /**
   * Whether `value` (a promise {@link SiteCache.read} returned) is still what `key` holds for
   * `websiteId` and has not expired: counted as a hit, and made the most recently used, when it is.
   */
  holds(websiteId: string, key: string, value: Promise<unknown>): boolean {
    const entry = this.#websites.get(websiteId)?.entries.get(key);
    if (entry === undefined || entry.value !== value || entry.expiresAt <= this.#now()) return false;
    this.#hits += 1;
    return true;
  }

  /**
   * A value not scoped by website (the website of a host): remembered under `key` like
   * {@link SiteCache.read}. `ownerOf` names the website the value belongs to; invalidating that
   * website drops it, and invalidating any website drops values that belong to none (a host that
   * fell back to the default website may be claimed by the website that changed).
   */
  readShared<T>(key: string, load: () => Promise<T>, ownerOf: (value: T) => string | undefined): Promise<T> {
    const known = this.#shared.get(key);
    if (known !== undefined && known.expiresAt > this.#now()) return this.#hit(known);
    const entry = this.#start(load);
    entry.value.then(
      (value) => {
        entry.owner = ownerOf(value as T) ?? null;
      },
      () => {
        if (this.#shared.peek(key) === entry) this.#shared.delete(key);
      },
    );
    this.#shared.set(key, entry);
    return entry.value as Promise<T>;
  }

  /** Forgets everything read for `websiteId`, and every shared value that may depend on it. */
  invalidate(websiteId: string): void {
    this.#periods?.forget(websiteId);
    const bucket = this.#websites.peek(websiteId);
    if (bucket !== undefined) {
      this.#count(bucket, -bucket.bytes, -bucket.entries.size);
      this.#websites.delete(websiteId);
    }
    for (const [key, entry] of [...this.#shared.entries()]) {
      if (entry.owner === undefined || entry.owner === null || entry.owner === websiteId) {
        this.#shared.delete(key);
      }
    }
  }

  /** Forgets everything. */
  clear(): void {
    this.#periods?.clear();
    this.#websites.clear();
    this.#shared.clear();
    this.#bytes = 0;
    this.#entries = 0;
  }

  /** Hits, misses, and the entries and bytes held for websites (shared entries count as entries only). */
  stats(): SiteCacheStats {
    return {
      hits: this.#hits,
      misses: this.#misses,
      entries: this.#entries + this.#shared.size,
      bytes: this.#bytes,
      maxBytes: this.#maxBytes,
      maxBytesPerWebsite: this.#maxPerWebsite,
    };
  }

  #hit<T>(entry: Entry, seen?: (expiresAt: number) => void): Promise<T> {
    this.#hits += 1;
    seen?.(entry.expiresAt);
    return entry.value as Promise<T>;
  }

  #start(load: (expireBy: ExpireBy) => Promise<unknown>, expiresAt?: number): Entry {
    this.#misses += 1;
    const entry: Entry = {
      value: Promise.resolve(),
      expiresAt: expiresAt ?? this.#now() + this.ttlMs,
      size: 0,
    };
    const expireBy: ExpireBy = (at) => {
      entry.expiresAt = Math.min(entry.expiresAt, at);
    };
    let loading: Promise<unknown>;
    try {
      loading = load(expireBy);
    } catch (error) {
      loading = Promise.reject(error);
    }
    entry.value = loading.then(deepFreeze);
    return entry;
  }

  #count(bucket: Bucket, bytes: number, entries: number): void {
    bucket.bytes += bytes;
    this.#bytes += bytes;
    this.#entries += entries;
  }

  #drop(bucket: Bucket, key: string, entry: Entry): void {
    bucket.entries.delete(key);
    this.#count(bucket, -entry.size, -1);
  }

  /**
   * Drops `bucket`'s least recently used entries while they have expired. Without it a key read
   * once (a search, a cart's products, an order's items) stayed after its period until the byte
   * bound pushed it out: the heap grew by what it held, up to the bound, on every server (issue 33).
   * Each miss pays for the entries it drops, each once.
   */
  #dropExpired(bucket: Bucket): void {
    const now = this.#now();
    for (const [key, entry] of bucket.entries.entries()) {
      if (entry.expiresAt > now) return;
      this.#drop(bucket, key, entry);
    }
  }

  /** Evicts from `bucket` while it is over its share, then from the least recently used websites. */
  #trim(bucket: Bucket): void {
    while (bucket.bytes > this.#maxPerWebsite && bucket.entries.size > 1) this.#evictFrom(bucket);
    while (this.#bytes > this.#maxBytes) {
      const oldest = this.#websites.entries().next();
      if (oldest.done === true) return;
      const [websiteId, victim] = oldest.value;
      if (victim.entries.size > 0) this.#evictFrom(victim);
      if (victim.entries.size === 0) {
        this.#count(victim, -victim.bytes, 0);
        this.#websites.delete(websiteId);
      }
    }
  }

  #evictFrom(bucket: Bucket): void {
    const evicted = bucket.entries.evictOldest();
    if (evicted !== undefined) this.#count(bucket, -evicted[1].size, -1);
  }
}
