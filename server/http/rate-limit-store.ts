// express-rate-limit's hit counters in PostgreSQL (RATE_LIMIT_COUNTERS): one atomic upsert per hit.
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Knex } from 'knex';

/** How often (in increments) a store deletes its own finished windows. */
const SWEEP_EVERY = 1000;

interface CounterRow {
  hits: number;
  window_start_ms: number;
}

/**
 * A fixed-window counter per key, shared by every app server through the database. `increment` is
 * one `insert … on conflict do update` that starts a new window when the old one has ended, so two
 * servers counting the same client at once never lose a hit. Time is the database's clock.
 */
export class PostgresRateLimitStore implements Store {
  /** Keys are stored as `prefix:key`, so limiters never share counters. */
  readonly prefix: string;
  /** Counters live in the database, so every instance sees the same keys. */
  readonly localKeys = false;
  private windowMs = 60_000;
  private increments = 0;

  constructor(
    private readonly db: Knex,
    prefix: string,
  ) {
    this.prefix = `${prefix}:`;
  }

  /** Called by express-rate-limit with its options: the window length comes from there. */
  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    if (++this.increments % SWEEP_EVERY === 0) await this.sweep();
    const result = await this.db.raw<{ rows: CounterRow[] }>(
      `insert into "RATE_LIMIT_COUNTERS" as c (key, window_start, hits) values (?, now(), 1)
       on conflict (key) do update set
         hits = case when c.window_start <= now() - ?::float8 * interval '1 millisecond' then 1 else c.hits + 1 end,
         window_start = case when c.window_start <= now() - ?::float8 * interval '1 millisecond'
           then now() else c.window_start end
       returning hits, (extract(epoch from window_start) * 1000)::float8 as window_start_ms`,
      [this.prefix + key, this.windowMs, this.windowMs],
    );
    return this.info(result.rows[0]);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const result = await this.db.raw<{ rows: CounterRow[] }>(
      `select hits, (extract(epoch from window_start) * 1000)::float8 as window_start_ms
       from "RATE_LIMIT_COUNTERS" where key = ? and window_start > now() - ?::float8 * interval '1 millisecond'`,
      [this.prefix + key, this.windowMs],
    );
    return result.rows[0] === undefined ? undefined : this.info(result.rows[0]);
  }

  async decrement(key: string): Promise<void> {
    await this.db.raw(`update "RATE_LIMIT_COUNTERS" set hits = hits - 1 where key = ? and hits > 0`, [
      this.prefix + key,
    ]);
  }

  async resetKey(key: string): Promise<void> {
    await this.db.raw(`delete from "RATE_LIMIT_COUNTERS" where key = ?`, [this.prefix + key]);
  }

  async resetAll(): Promise<void> {
    await this.db.raw(`delete from "RATE_LIMIT_COUNTERS" where starts_with(key, ?)`, [this.prefix]);
  }

  /** Deletes this store's counters whose window has ended. */
  async sweep(): Promise<void> {
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
