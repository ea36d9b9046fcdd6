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
  const groups = new Map<string, Record<string, unknown> & { count: number }>();
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
