// The query audit (QUERY_AUDIT=1): records every statement the server's code runs on a website table without naming website_id, with where in the code it was built.
import { appendFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { Knex } from 'knex';
import { isWebsiteTable } from '../../server/db/distribution.js';
import { TABLES } from '../../server/db/tables.js';

/** Where the audited processes write what they found, one JSON line per distinct statement and call site. */
export const QUERY_AUDIT_DIR = process.env.QUERY_AUDIT_DIR || join(tmpdir(), 'tessera-query-audit');

/** One statement found: the website tables it touches, the code that built it, and its SQL. */
export interface AuditFinding {
  /** `server/…/file.ts functionName` of the first frame in the server's code, or of the test's own. */
  readonly site: string;
  /** The same frame with its line, for reading. */
  readonly at: string;
  /** Whether the statement was built by a test's own code rather than the server's. */
  readonly fromTest: boolean;
  readonly tables: readonly string[];
  readonly sql: string;
}

/** Whether the audit is on in this run. */
export function queryAuditEnabled(): boolean {
  return process.env.QUERY_AUDIT === '1';
}

const WEBSITE_TABLES = new Set<string>(Object.values(TABLES).filter(isWebsiteTable));
const QUOTED_NAME = /"([A-Z][A-Z0-9_]*)"/g;
const ROOT = process.cwd();

/** The website tables a statement names (the code quotes every table name: STYLE rule 13). */
export function websiteTablesIn(sql: string): string[] {
  const found = new Set<string>();
  for (const [, name] of sql.matchAll(QUOTED_NAME)) if (WEBSITE_TABLES.has(name)) found.add(name);
  return [...found].sort();
}

const WEBSITE_ID = /\bwebsite_id\b/i;

/**
 * Whether a statement on website tables names website_id where it picks rows (so a distributed
 * database routes it to one website's node): in a condition, a join or an insert's columns, not
 * only in what a select or `returning` gives back.
 */
export function namesWebsiteId(sql: string): boolean {
  const picking = sql
    .replace(/\breturning\b[\s\S]*$/i, ' ')
    .replace(/\bselect\b[\s\S]*?\bfrom\b/gi, ' from ');
  return WEBSITE_ID.test(picking);
}

interface Frame {
  fn: string;
  file: string;
  line: string;
}

function framesOf(stack: string): Frame[] {
  const frames: Frame[] = [];
  for (const text of stack.split('\n').slice(1)) {
    const match = /^\s*at (?:async )?(?:(.*?) \()?(?:file:\/\/)?(\/[^()]+?):(\d+):\d+\)?$/.exec(text);
    if (match === null) continue;
    const [, fn = '<anonymous>', path, line] = match;
    if (path.includes(`${sep}node_modules${sep}`)) continue;
    const file = relative(ROOT, path).split(sep).join('/');
    if (file.startsWith('..') || file === 'tests/support/query-audit.ts') continue;
    frames.push({ fn: fn.replace(/^Object\./, ''), file, line });
  }
  return frames;
}

/**
 * The code that built a statement: the first frame in `server/` outside `server/db/` (the shared
 * query helpers), else the first in `server/`; a statement a test built itself (the first frame
 * outside `server/`, or in a test file) is marked `fromTest`.
 */
function callSite(stack: string): Pick<AuditFinding, 'site' | 'at' | 'fromTest'> {
  const frames = framesOf(stack);
  const first = frames[0];
  if (first === undefined) return { site: '<unknown>', at: '<unknown>', fromTest: false };
  // A test file beside the code it tests (server/…/x.test.ts) is a test's own code too.
  if (!first.file.startsWith('server/') || /\.test\.tsx?$/.test(first.file)) {
    return { site: `${first.file} ${first.fn}`, at: `${first.file}:${first.line}`, fromTest: true };
  }
  const server = frames.filter(({ file }) => file.startsWith('server/'));
  const frame = server.find(({ file }) => !file.startsWith('server/db/')) ?? first;
  return { site: `${frame.file} ${frame.fn}`, at: `${frame.file}:${frame.line}`, fromTest: false };
}

const seen = new Set<string>();
let outputFile: string | undefined;

function record(finding: AuditFinding): void {
  const key = `${finding.site}\n${finding.sql}`;
  if (seen.has(key)) return;
  seen.add(key);
  if (outputFile === undefined) {
    mkdirSync(QUERY_AUDIT_DIR, { recursive: true });
    outputFile = join(QUERY_AUDIT_DIR, `${process.pid}-${Date.now()}.jsonl`);
  }
  appendFileSync(outputFile, `${JSON.stringify(finding)}\n`);
}

/** A statement that reads or writes rows; DDL (create, alter, drop…) changes a table for every website at once. */
const PICKS_ROWS = /^\s*(select|insert|update|delete|with|merge)\b/i;

/** Whether the audit looks at `sql`: a statement on rows, not DDL. */
export function picksRows(sql: string): boolean {
  return PICKS_ROWS.test(sql);
}
/** Migrations run once per database, over every website's rows, as schema changes do. */
const MIGRATIONS = 'server/db/migrations/';

function audit(sql: string, stack: string | undefined): void {
  if (!picksRows(sql)) return;
  const tables = websiteTablesIn(sql);
  if (tables.length === 0 || namesWebsiteId(sql)) return;
  const site = callSite(stack ?? '');
  if (site.site.startsWith(MIGRATIONS)) return;
  record({ ...site, tables, sql: sql.replace(/\s+/g, ' ').trim() });
}

interface Emitter {
  on(event: 'query', listener: (query: { sql?: string }) => void): unknown;
}

/** Captures the stack where a builder is made (the code that wrote the query) and audits what it runs. */
function wrapFactory(prototype: Record<string, unknown>, method: 'queryBuilder' | 'raw'): void {
  const original = prototype[method] as (...args: unknown[]) => Emitter;
  prototype[method] = function audited(this: unknown, ...args: unknown[]): Emitter {
    const builder = original.apply(this, args);
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 40;
    const { stack } = new Error();
    Error.stackTraceLimit = limit;
    builder.on('query', (query) => {
      if (typeof query.sql === 'string') audit(query.sql, stack);
    });
    return builder;
  };
}

const patched = new WeakSet<object>();

/**
 * Installs the audit on a database's knex: every query builder and raw statement made through it
 * (and its transactions) remembers where it was made, and each statement it runs that touches a
 * website table without naming website_id is written to {@link QUERY_AUDIT_DIR}. The
 * `test:query-audit` run prints them grouped by call site (tests/support/query-audit-report.ts).
 */
export function installQueryAudit(knex: Knex): void {
  const prototype = Object.getPrototypeOf(knex.client) as Record<string, unknown>;
  if (patched.has(prototype)) return;
  patched.add(prototype);
  wrapFactory(prototype, 'queryBuilder');
  wrapFactory(prototype, 'raw');
}
