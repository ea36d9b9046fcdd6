// express-rate-limit's hit counters in PostgreSQL (RATE_LIMIT_COUNTERS): atomic upserts, the hits arriving together written in one statement, or all keys' hits once a second for busy limits.
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Knex } from 'knex';
import { beforeClose } from '../db/close-hooks.js';
import { queryRows } from '../db/prepared-query.js';

/** How often (in increments, and at most once a window) a store deletes its own finished windows. */
const SWEEP_EVERY = 1000;

/**
 * The most keys a write-behind store remembers in memory (about 150 bytes each). Finished windows
 * go at each sweep; a flood of distinct addresses within one window is cut here: past the bound,
 * ended windows go first, then the least recently hit keys whose hits are all written (their
 * counts stay in the database: the key's next hit starts from 0 here and the write brings back the
 * total).
 */
export const MAX_LOCAL_KEYS = 50_000;

interface CounterRow {
  hits: number;
  window_start_ms: number;
}

/** Hits of one key waiting for the next batched write, and who waits for each. */
interface QueuedKey {
  hits: number;
  waiters: { hits: number; resolve: (row: CounterRow) => void; reject: (error: unknown) => void }[];
}

/** What a write-behind store knows of one key: the hits it has not written yet, on top of the total it read. */
interface LocalCounter {
  /** The key's hits in this window as far as this process knows (the database's total plus `pending`). */
  total: number;
  /** Hits counted here and not yet written. */
  pending: number;
  /** When the window ends (the database's clock, read at the last write; this process's guess before). */
  resetAt: number;
  /** The window's end is this process's guess: no write has come back yet. */
  provisional: boolean;
}

/**
 * A fixed-window counter per key, shared by every app server through the database. A write is
 * one `insert … on conflict do update` that adds hits and starts a new window when the old one has
 * ended, so two servers counting the same client at once never lose a hit. Time is the database's
 * clock. Writes are batched: the hits that arrive while a write is on its way go together in the
 * next one (one statement for any number of keys, keys in order so two servers never deadlock), and
 * each hit is still answered with its own exact count: a burst of visitors costs one query, not one
 * each.
 *
 * With `syncMs` 0 (the default) every hit is written before it is answered. With `syncMs` > 0 the
 * store writes behind and no hit waits for the database: hits are counted in memory and, within
 * `syncMs`, every key's unwritten hits go in one batched write; each key's answer brings back the
 * others' hits and the window's end. A busy limit (the JSON API's, the census's: hit by every
 * visitor's page view, each from another address) then costs no query on the request's path and
 * one query a second however many visitors come; within one process the count is exact, across
 * processes each sees the others' hits up to `syncMs` (and one write) late.
 */
export class PostgresRateLimitStore implements Store {
  /** Keys are stored as `prefix:key`, so limiters never share counters. */
  readonly prefix: string;
  /** Counters live in the database, so every instance sees the same keys. */
  readonly localKeys = false;
  private windowMs = 60_000;
  private increments = 0;
  private sweptAt = 0;
  private readonly local = new Map<string, LocalCounter>();
  /** The keys with hits not written yet: what the next flush visits (not every key of the window). */
  private dirtyKeys = new Set<string>();
  private queued = new Map<string, QueuedKey>();
  private writing = false;
  private flushTimer: NodeJS.Timeout | undefined;
  /** Writes behind (`syncMs` > 0) still on their way. */
  private readonly writes = new Set<Promise<void>>();

  constructor(
    private readonly db: Knex,
    prefix: string,
    private readonly syncMs = 0,
    /** The most keys remembered in memory (write-behind only); see {@link MAX_LOCAL_KEYS}. */
    private readonly maxLocalKeys = MAX_LOCAL_KEYS,
  ) {
    this.prefix = `${prefix}:`;
    // Counts written behind reach the database before it closes.
    if (syncMs > 0) beforeClose(db, () => this.settled());
  }

  /** Called by express-rate-limit with its options: the window length comes from there. */
  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    if (++this.increments % SWEEP_EVERY === 0 && Date.now() - this.sweptAt >= this.windowMs) {
      this.sweptAt = Date.now();
      // Finished windows go at most once a window; a hit written behind does not wait for it.
      if (this.syncMs <= 0) await this.sweep();
      else void this.sweep().catch(() => {});
    }
    if (this.syncMs <= 0) return this.info(await this.add(key, 1));
    const now = Date.now();
    let counter = this.local.get(key);
    if (counter === undefined || now >= counter.resetAt) {
      // A new window as far as this process knows: the write brings back the database's (others' hits, its end).
      counter = { total: 0, pending: 0, resetAt: now + this.windowMs, provisional: true };
      // Most recently hit last (Map order), so the trim below forgets the least recent first.
      this.local.delete(key);
      this.local.set(key, counter);
      if (this.local.size > this.maxLocalKeys) this.trimLocal(now);
    }
    counter.pending++;
    counter.total++;
    this.dirtyKeys.add(key);
    this.scheduleFlush();
    return { totalHits: counter.total, resetTime: new Date(counter.resetAt) };
  }

  /** Keys remembered in memory (write-behind): at most the bound given to the constructor. */
  get localKeyCount(): number {
    return this.local.size;
  }

  /** Back under the bound: ended windows first, then the least recent keys with nothing unwritten. */
  private trimLocal(now: number): void {
    for (const [key, counter] of this.local) if (now >= counter.resetAt) this.local.delete(key);
    for (const [key, counter] of this.local) {
      if (this.local.size <= this.maxLocalKeys) return;
      if (counter.pending === 0) this.local.delete(key);
    }
  }

  /** Writes behind within `syncMs`: one timer for every key, not one write per key. */
  private scheduleFlush(): void {
    if (this.flushTimer !== undefined) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      this.flush();
    }, this.syncMs);
    this.flushTimer.unref();
  }

  /**
   * Sends every key's unwritten hits in one batched write (not waited for): each key's answer
   * brings back its total across servers and its window's end. A failed write keeps the hits for
   * the next one.
   */
  private flush(): void {
    const now = Date.now();
    const keys = this.dirtyKeys;
    this.dirtyKeys = new Set();
    for (const key of keys) {
      const counter = this.local.get(key);
      if (counter === undefined || counter.pending === 0) continue;
      if (now >= counter.resetAt && !counter.provisional) {
        // Hits of a window that has ended count for nothing.
        this.local.delete(key);
        continue;
      }
      const hits = counter.pending;
      counter.pending = 0;
      const write = this.add(key, hits).then(
        (row) => {
          const info = this.info(row);
          counter.total = info.totalHits + counter.pending;
          counter.resetAt = info.resetTime!.getTime();
          counter.provisional = false;
        },
        () => {
          counter.pending += hits;
          this.dirtyKeys.add(key);
          this.scheduleFlush();
        },
      );
      this.writes.add(write);
      void write.finally(() => this.writes.delete(write));
    }
  }

  /** Writes every hit counted so far and resolves once they are in the database (tests, shutdown). */
  async settled(): Promise<void> {
    if (this.flushTimer !== undefined) {
      clearTimeout(this.flushTimer);
      this.flushTimer = undefined;
    }
    this.flush();
    while (this.writes.size > 0) await Promise.all([...this.writes]);
  }

  /** Adds `hits` to the key's counter (a new window when the old one has ended); its row after, counted up to these hits. */
  private add(key: string, hits: number): Promise<CounterRow> {
    return new Promise((resolve, reject) => {
      let queued = this.queued.get(key);
      if (queued === undefined) {
        queued = { hits: 0, waiters: [] };
        this.queued.set(key, queued);
      }
      queued.hits += hits;
      queued.waiters.push({ hits, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.write());
      }
    });
  }

  /** Writes every queued key in one upsert, answers their waiters, then the keys queued meanwhile. */
  private async write(): Promise<void> {
    const batch = this.queued;
    this.queued = new Map();
    const keys = [...batch.keys()].sort();
    try {
      const rows = await queryRows<CounterRow & { key: string }>(
        this.db,
        `insert into "RATE_LIMIT_COUNTERS" as c (key, window_start, hits)
           select t.key, now(), t.hits from json_to_recordset(?::json) as t(key text, hits integer) order by t.key
         on conflict (key) do update set
           hits = case when c.window_start <= now() - ?::float8 * interval '1 millisecond'
             then excluded.hits else c.hits + excluded.hits end,
           window_start = case when c.window_start <= now() - ?::float8 * interval '1 millisecond'
             then now() else c.window_start end
         returning key, hits, (extract(epoch from window_start) * 1000)::float8 as window_start_ms`,
        [
          JSON.stringify(keys.map((key) => ({ key: this.prefix + key, hits: batch.get(key)!.hits }))),
          this.windowMs,
          this.windowMs,
        ],
      );
      for (const row of rows) {
        const queued = batch.get(row.key.slice(this.prefix.length));
        if (queued === undefined) continue;
        batch.delete(row.key.slice(this.prefix.length));
        // The key's total before this batch, then each waiter's hits on top in the order they came.
        let total = Number(row.hits) - queued.hits;
        for (const waiter of queued.waiters) {
          total += waiter.hits;
          waiter.resolve({ hits: total, window_start_ms: row.window_start_ms });
        }
      }
      for (const queued of batch.values())
        for (const waiter of queued.waiters)
          waiter.reject(new Error('The rate-limit write returned no row.'));
    } catch (error) {
      for (const queued of batch.values()) for (const waiter of queued.waiters) waiter.reject(error);
    }
    if (this.queued.size > 0) setImmediate(() => void this.write());
    else this.writing = false;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const result = await this.db.raw<{ rows: CounterRow[] }>(
      `select hits, (extract(epoch from window_start) * 1000)::float8 as window_start_ms
       from "RATE_LIMIT_COUNTERS" where key = ? and window_start > now() - ?::float8 * interval '1 millisecond'`,
      [this.prefix + key, this.windowMs],
    );
    const pending = this.unwritten(key);
    if (result.rows[0] === undefined) {
      // Hits this process counted that have not reached the database yet.
      const counter = this.local.get(key);
      if (counter === undefined || counter.total <= 0 || Date.now() >= counter.resetAt) return undefined;
      const resetAt = Number.isFinite(counter.resetAt) ? counter.resetAt : Date.now() + this.windowMs;
      return { totalHits: counter.total, resetTime: new Date(resetAt) };
    }
    const info = this.info(result.rows[0]);
    return { totalHits: info.totalHits + pending, resetTime: info.resetTime };
  }

  async decrement(key: string): Promise<void> {
    const counter = this.local.get(key);
    if (counter !== undefined) counter.total = Math.max(0, counter.total - 1);
    if (counter !== undefined && counter.pending > 0) {
      counter.pending--;
      return;
    }
    await this.settled();
    await this.db.raw(`update "RATE_LIMIT_COUNTERS" set hits = hits - 1 where key = ? and hits > 0`, [
      this.prefix + key,
    ]);
  }

  async resetKey(key: string): Promise<void> {
    // A write on its way would bring the hits back after the delete.
    await this.settled();
    this.local.delete(key);
    await this.db.raw(`delete from "RATE_LIMIT_COUNTERS" where key = ?`, [this.prefix + key]);
  }

  async resetAll(): Promise<void> {
    await this.settled();
    this.local.clear();
    await this.db.raw(`delete from "RATE_LIMIT_COUNTERS" where starts_with(key, ?)`, [this.prefix]);
  }

  /** Hits of the key's current window counted here and not written yet. */
  private unwritten(key: string): number {
    const counter = this.local.get(key);
    return counter !== undefined && Date.now() < counter.resetAt ? counter.pending : 0;
  }

  /** Deletes this store's counters whose window has ended, here and in the database. */
  async sweep(): Promise<void> {
    const now = Date.now();
    for (const [key, counter] of this.local) if (now >= counter.resetAt) this.local.delete(key);
    await this.db.raw(
      `delete from "RATE_LIMIT_COUNTERS"
       where starts_with(key, ?) and window_start <= now() - ?::float8 * interval '1 millisecond'`,
      [this.prefix, this.windowMs],
    );
  }

  private info(row: CounterRow): ClientRateLimitInfo {
    return { totalHits: Number(row.hits), resetTime: new Date(Number(row.window_start_ms) + this.windowMs) };
  }
}
