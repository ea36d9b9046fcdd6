// JS_ERROR_GROUPS: recording errors grouped by fingerprint (count + 1 per occurrence), and reading the groups for the dashboard.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';
import {
  MAX_STACK_LENGTH,
  errorFingerprint,
  normaliseMessage,
  type ErrorSource,
} from './errors-fingerprint.js';

/** One occurrence of an error, as the browser reports it or the server meets it. */
export interface ErrorOccurrence {
  source: ErrorSource;
  message: string;
  stack: string;
  /** The page's or request's path, never its query string. */
  pagePath: string | null;
}

/** A group as the dashboard reads it. */
export interface ErrorGroup {
  fingerprint: string;
  source: ErrorSource;
  message: string;
  stack: string;
  firstSeen: Date;
  lastSeen: Date;
  /** Occurrences since the group was first seen. */
  count: number;
  lastPagePath: string | null;
}

/** A date range, `from` included, `to` excluded. */
export interface DateRange {
  from: Date;
  to: Date;
}

/** The longest path kept. */
const MAX_PATH_LENGTH = 2048;

/**
 * A path without its query string or fragment, at most 2,048 characters: only those are read (the
 * server's own request paths are not bounded by a schema).
 */
export function pathOnly(path: string | null): string | null {
  if (path === null) return null;
  const head = path.slice(0, MAX_PATH_LENGTH);
  const end = head.search(/[?#]/);
  const cut = end < 0 ? head : head.slice(0, end);
  return cut === '' ? null : cut;
}

/** The most error groups a website keeps apart; a new kind past it counts in its source's overflow group. */
export const MAX_ERROR_GROUPS = 1_000;
/** The most new groups a website starts in a UTC day (a hostile report can make ten). */
export const MAX_NEW_GROUPS_PER_DAY = 100;
/** The message of a source's overflow group. */
export const OVERFLOW_MESSAGE =
  'Other errors: new kinds past what this site keeps apart (100 a day, 1,000 in all), counted here';

/** The fingerprint of a source's overflow group (no sha256 is this short). */
export function overflowFingerprint(source: ErrorSource): string {
  return `overflow-${source}`;
}

type GroupRows = Map<string, Record<string, unknown> & { count: number }>;

/**
 * Folds the groups of `groups` the website does not have yet into their source's overflow group
 * once the website has {@link MAX_ERROR_GROUPS} groups or started {@link MAX_NEW_GROUPS_PER_DAY}
 * today: each hostile report could add ten rows with 5,000-character stacks, and nothing else
 * bounded JS_ERROR_GROUPS (issue 33 finding 5). Known groups still count up; retention deletes
 * groups not seen for as long as the website keeps tracking data (retention.ts). Two reports at
 * the same moment may each take the last place: the caps hold within a few rows.
 */
async function foldNewGroupsPastTheCaps(knex: Knex, websiteId: string, groups: GroupRows, at: Date) {
  const table = TABLES.jsErrorGroups;
  const known = new Set(
    (
      (await knex(table)
        .where({ website_id: websiteId })
        .whereIn('fingerprint', [...groups.keys()])
        .select('fingerprint')) as { fingerprint: string }[]
    ).map((row) => row.fingerprint),
  );
  const fresh = [...groups.keys()].filter((fingerprint) => !known.has(fingerprint));
  if (fresh.length === 0) return;
  const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const [counts] = (await knex(table)
    .where({ website_id: websiteId })
    .select(
      knex.raw('count(*)::int as "total"'),
      knex.raw('(count(*) filter (where "first_seen" >= ?))::int as "today"', [dayStart]),
    )) as { total: number; today: number }[];
  let { total, today } = counts;
  for (const fingerprint of fresh) {
    if (total < MAX_ERROR_GROUPS && today < MAX_NEW_GROUPS_PER_DAY) {
      total += 1;
      today += 1;
      continue;
    }
    const row = groups.get(fingerprint)!;
    groups.delete(fingerprint);
    const source = row.source as ErrorSource;
    const overflow = overflowFingerprint(source);
    const folded = groups.get(overflow);
    if (folded !== undefined) {
      folded.count += row.count;
      folded.last_page_path = row.last_page_path;
    } else {
      groups.set(overflow, { ...row, fingerprint: overflow, message: OVERFLOW_MESSAGE, stack: '' });
    }
  }
}

/**
 * Adds occurrences to their groups: a new group starts at count 1, a known one counts up and
 * takes the latest page path. Occurrences of one group in the same call are folded first (one
 * statement cannot update a row twice).
 */
export async function recordErrors(
  knex: Knex,
  websiteId: string,
  occurrences: readonly ErrorOccurrence[],
  at: Date = new Date(),
): Promise<void> {
  const groups: GroupRows = new Map();
  for (const occurrence of occurrences) {
    const stack = occurrence.stack.slice(0, MAX_STACK_LENGTH);
    const fingerprint = errorFingerprint(occurrence.source, occurrence.message, stack);
    const known = groups.get(fingerprint);
    if (known !== undefined) {
      known.count += 1;
      known.last_page_path = pathOnly(occurrence.pagePath);
      continue;
    }
    groups.set(fingerprint, {
      website_id: websiteId,
      fingerprint,
      source: occurrence.source,
      message: normaliseMessage(occurrence.message),
      stack,
      first_seen: at,
      last_seen: at,
      count: 1,
      last_page_path: pathOnly(occurrence.pagePath),
    });
  }
  if (groups.size === 0) return;
  const table = TABLES.jsErrorGroups;
  await foldNewGroupsPastTheCaps(knex, websiteId, groups, at);
  await knex(table)
    .insert([...groups.values()])
    .onConflict(['website_id', 'fingerprint'])
    .merge({
      count: knex.raw('?? + excluded.count', [`${table}.count`]),
      last_seen: knex.raw('greatest(??, excluded.last_seen)', [`${table}.last_seen`]),
      last_page_path: knex.raw('coalesce(excluded.last_page_path, ??)', [`${table}.last_page_path`]),
    });
}

interface GroupRow {
  fingerprint: string;
  source: ErrorSource;
  message: string;
  stack: string;
  first_seen: Date | string;
  last_seen: Date | string;
  count: number;
  last_page_path: string | null;
}

/** The groups last seen in the range, the most frequent first (then the most recent). */
export async function errorGroups(knex: Knex, websiteId: string, range: DateRange): Promise<ErrorGroup[]> {
  const rows: GroupRow[] = await knex(TABLES.jsErrorGroups)
    .where({ website_id: websiteId })
    .andWhere('last_seen', '>=', range.from)
    .andWhere('last_seen', '<', range.to)
    .orderBy([
      { column: 'count', order: 'desc' },
      { column: 'last_seen', order: 'desc' },
    ]);
  return rows.map((row) => ({
    fingerprint: row.fingerprint,
    source: row.source,
    message: row.message,
    stack: row.stack,
    firstSeen: new Date(row.first_seen),
    lastSeen: new Date(row.last_seen),
    count: Number(row.count),
    lastPagePath: row.last_page_path,
  }));
}
