// express-rate-limit's hit counters in PostgreSQL (RATE_LIMIT_COUNTERS): an atomic upsert per hit, or per key and second for busy limits.
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Knex } from 'knex';
import { queryRows } from '../db/prepared-query.js';

/** How often (in increments) a store deletes its own finished windows. */
const SWEEP_EVERY = 1000;

interface CounterRow {
  hits: number;
  window_start_ms: number;
}

/** What a write-behind store knows of one key: the hits it has not written yet, on top of the total it read. */
interface LocalCounter {
  /** The key's hits in this window as far as this process knows (the database's total plus `pending`). */
  total: number;
  /** Hits counted here and not yet written. */
  pending: number;
  /** When the window ends (the database's clock, read at the last write). */
  resetAt: number;
  /** When this process last wrote the key's hits (its own clock). */
  syncedAt: number;
}

/**
 * A fixed-window counter per key, shared by every app server through the database. A write is
 * one `insert … on conflict do update` that adds hits and starts a new window when the old one has
 * ended, so two servers counting the same client at once never lose a hit. Time is the database's
 * clock.
 *
 * With `syncMs` 0 (the default) every hit is written before it is answered. With `syncMs` > 0 the
 * store writes behind: a key's first hit in a window is written at once, later ones are counted in
 * memory and written with the key's next hit at least `syncMs` after its last write. A busy limit
 * (the JSON API's) then costs a query per client per `syncMs` instead of one per request; within
 * one process the count is exact, across processes each sees the others' hits up to `syncMs` late.
 */
export class PostgresRateLimitStore implements Store {
  /** Keys are stored as `prefix:key`, so limiters never share counters. */
  readonly prefix: string;
  /** Counters live in the database, so every instance sees the same keys. */
  readonly localKeys = false;
  private windowMs = 60_000;
  private increments = 0;
  private readonly local = new Map<string, LocalCounter>();

  constructor(
    private readonly db: Knex,
    prefix: string,
    private readonly syncMs = 0,
  ) {
    this.prefix = `${prefix}:`;
  }

  /** Called by express-rate-limit with its options: the window length comes from there. */
  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    if (++this.increments % SWEEP_EVERY === 0) await this.sweep();
    if (this.syncMs <= 0) return this.info(await this.add(key, 1));
    const now = Date.now();
    let counter = this.local.get(key);
    if (counter !== undefined && now < counter.resetAt && now - counter.syncedAt < this.syncMs) {
      counter.pending++;
      counter.total++;
      return { totalHits: counter.total, resetTime: new Date(counter.resetAt) };
    }
    // Hits of a window that has ended count for nothing; the rest are written with this one.
    const hits = counter !== undefined && now < counter.resetAt ? counter.pending + 1 : 1;
    if (counter === undefined || now >= counter.resetAt) {
      counter = { total: 0, pending: 0, resetAt: Number.POSITIVE_INFINITY, syncedAt: now };
      this.local.set(key, counter);
    }
    // Hits arriving while this write is on its way are counted locally, not written again now.
    counter.pending = 0;
    counter.syncedAt = now;
    counter.total += 1;
    try {
      const info = this.info(await this.add(key, hits));
      counter.total = info.totalHits + counter.pending;
      counter.resetAt = info.resetTime!.getTime();
      return { totalHits: info.totalHits, resetTime: info.resetTime };
    } catch (error) {
      counter.pending += hits - 1;
      counter.syncedAt = 0;
      throw error;
    }
  }

  /** Adds `hits` to the key's counter (a new window when the old one has ended); its row after. */
  private async add(key: string, hits: number): Promise<CounterRow> {
    const [row] = await queryRows<CounterRow>(
      this.db,
      `insert into "RATE_LIMIT_COUNTERS" as c (key, window_start, hits) values (?, now(), ?)
       on conflict (key) do update set
         hits = case when c.window_start <= now() - ?::float8 * interval '1 millisecond'
           then excluded.hits else c.hits + excluded.hits end,
         window_start = case when c.window_start <= now() - ?::float8 * interval '1 millisecond'
           then now() else c.window_start end
       returning hits, (extract(epoch from window_start) * 1000)::float8 as window_start_ms`,
      [this.prefix + key, hits, this.windowMs, this.windowMs],
    );
    return row;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const result = await this.db.raw<{ rows: CounterRow[] }>(
      `select hits, (extract(epoch from window_start) * 1000)::float8 as window_start_ms
       from "RATE_LIMIT_COUNTERS" where key = ? and window_start > now() - ?::float8 * interval '1 millisecond'`,
      [this.prefix + key, this.windowMs],
    );
    const pending = this.unwritten(key);
    if (result.rows[0] === undefined) return undefined;
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
    await this.db.raw(`update "RATE_LIMIT_COUNTERS" set hits = hits - 1 where key = ? and hits > 0`, [
      this.prefix + key,
    ]);
  }

  async resetKey(key: string): Promise<void> {
    this.local.delete(key);
    await this.db.raw(`delete from "RATE_LIMIT_COUNTERS" where key = ?`, [this.prefix + key]);
  }

  async resetAll(): Promise<void> {
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
