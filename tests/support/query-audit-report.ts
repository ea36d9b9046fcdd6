// The query audit's report (vitest globalSetup of vitest.query-audit.config.ts): empties the findings before the run, prints them by call site after it, and fails on any not allowed.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { QUERY_AUDIT_ALLOWED } from './query-audit-allow.js';
import { QUERY_AUDIT_DIR, type AuditFinding } from './query-audit.js';

function readFindings(): AuditFinding[] {
  let names: string[];
  try {
    names = readdirSync(QUERY_AUDIT_DIR).filter((name) => name.endsWith('.jsonl'));
  } catch {
    return [];
  }
  return names.flatMap((name) =>
    readFileSync(join(QUERY_AUDIT_DIR, name), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as AuditFinding),
  );
}

/** The findings grouped by call site, each site's distinct statements once. */
export function groupBySite(findings: readonly AuditFinding[]): Map<string, AuditFinding[]> {
  const groups = new Map<string, AuditFinding[]>();
  for (const finding of findings) {
    const group = groups.get(finding.site) ?? [];
    if (!group.some(({ sql }) => sql === finding.sql)) group.push(finding);
    groups.set(finding.site, group);
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

function print(title: string, groups: Map<string, AuditFinding[]>): void {
  console.log(`\n${title}: ${groups.size} call sites`);
  for (const [site, group] of groups) {
    const reason = QUERY_AUDIT_ALLOWED[site];
    console.log(`\n  ${site}${reason === undefined ? '' : `  [allowed: ${reason}]`}`);
    for (const { at, tables, sql } of group) {
      console.log(`    ${at}  (${tables.join(', ')})`);
      console.log(`      ${sql.length > 300 ? `${sql.slice(0, 300)}…` : sql}`);
    }
  }
}

export function setup(): () => void {
  rmSync(QUERY_AUDIT_DIR, { recursive: true, force: true });
  return () => {
    const findings = readFindings();
    const server = groupBySite(findings.filter(({ fromTest }) => !fromTest));
    const offending = new Map([...server].filter(([site]) => QUERY_AUDIT_ALLOWED[site] === undefined));
    const allowed = new Map([...server].filter(([site]) => QUERY_AUDIT_ALLOWED[site] !== undefined));
    const tests = groupBySite(findings.filter(({ fromTest }) => fromTest));
    const toDo = [...allowed.keys()].filter((site) => /^to do\b/i.test(QUERY_AUDIT_ALLOWED[site]));
    print('Allowed (span websites, or to do)', allowed);
    print('Not allowed: statements on website tables without website_id', offending);
    const stale = Object.keys(QUERY_AUDIT_ALLOWED).filter((site) => !server.has(site));
    console.log(
      `\nQuery audit: ${offending.size} call sites not allowed, ${allowed.size} allowed (${toDo.length} to do), ` +
        `${tests.size} in tests' own code (not counted); ${stale.length} allowed sites not seen in this run` +
        (stale.length > 0 ? `: ${stale.join('; ')}` : ''),
    );
    if (offending.size > 0) {
      // Vitest only logs an error thrown by a global teardown ("error during close") and still exits
      // 0, so the run is failed through the exit code.
      console.error(
        `Query audit failed: ${offending.size} call sites run statements on website tables without website_id (above)`,
      );
      process.exitCode = 1;
    }
  };
}
