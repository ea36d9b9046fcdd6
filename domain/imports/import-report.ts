// What an import tells the owner: what it found, imported, updated, skipped and why, the files it fetched or could not, and the redirects it added.

/**
 * The kinds of file an import reads: `shopify-csv` and `wxr` (Settings > Import, told apart by
 * content) into the website, `tessera-archive` (Websites > Import a website archive) as a website of its own.
 */
export const IMPORT_KINDS = ['shopify-csv', 'wxr', 'tessera-archive'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Where an import is. */
export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** What became of one thing in the file. */
export type ImportOutcome = 'imported' | 'updated' | 'skipped' | 'failed';

/** One thing of the file (a product, post, page, comment, category, menu item…) and what became of it. */
export interface ImportEntry {
  /** `product`, `post`, `page`, `comment`, `category`, `tag`, `author`, `menu-item`, `attachment`. */
  type: string;
  /** How the file names it (a handle, a post id, an old address). */
  source: string;
  title: string;
  outcome: ImportOutcome;
  /** Why it was skipped or failed, or what was changed. */
  reason?: string;
  /** Where it is now on the site, when it has an address. */
  address?: string;
}

/** A remote file the import wanted (a product image, an attachment). */
export interface ImportFile {
  url: string;
  alt: string;
  /** `fetched` now, `kept` from an earlier run, `missing` (not reachable or not a file Tessera keeps). */
  outcome: 'fetched' | 'kept' | 'missing';
  reason?: string;
}

/** A problem of a line or row of the file. */
export interface ImportProblem {
  line?: number;
  message: string;
  severity: 'error' | 'warning';
}

/** Counts by type: found in the file, and what became of them. */
export type ImportCounts = Record<string, Record<ImportOutcome | 'found', number>>;

/** The website a Tessera archive became (a `tessera-archive` import). */
export interface ImportedWebsite {
  id: string;
  title: string;
  /** The host name it answers on. */
  host: string;
  /** Rows of the archive by entity (the archive's manifest). */
  counts: Record<string, number>;
  /** Owner accounts the archive named that were made here without a password, by email. */
  ownersWithoutPassword: string[];
}

/** The report of an import. */
export interface ImportReport {
  kind: ImportKind;
  counts: ImportCounts;
  entries: ImportEntry[];
  problems: ImportProblem[];
  files: ImportFile[];
  /** URL mappings the import added (old addresses that now redirect). */
  redirectsAdded: number;
  /** A `tessera-archive` import: the website it made. */
  website?: ImportedWebsite;
}

/** A report with nothing in it yet. */
export function emptyReport(kind: ImportKind): ImportReport {
  return { kind, counts: {}, entries: [], problems: [], files: [], redirectsAdded: 0 };
}

/** Adds `entry` to the report and its counts. */
export function recordEntry(report: ImportReport, entry: ImportEntry): void {
  report.entries.push(entry);
  const counts = (report.counts[entry.type] ??= { found: 0, imported: 0, updated: 0, skipped: 0, failed: 0 });
  counts.found += 1;
  counts[entry.outcome] += 1;
}

/** Whether anything at all was imported or updated (else the import failed). */
export function importedAnything(report: ImportReport): boolean {
  return report.entries.some((entry) => entry.outcome === 'imported' || entry.outcome === 'updated');
}

/** The report in a few lines of plain text (what `tessera import` prints). */
export function reportText(report: ImportReport): string {
  const lines: string[] = [];
  for (const [type, counts] of Object.entries(report.counts)) {
    lines.push(
      `${type}: ${counts.found} found, ${counts.imported} imported, ${counts.updated} updated, ${counts.skipped} skipped, ${counts.failed} failed`,
    );
  }
  for (const entry of report.entries) {
    if (entry.outcome === 'skipped' || entry.outcome === 'failed')
      lines.push(`  ${entry.outcome} ${entry.type} ${entry.source} (${entry.title}): ${entry.reason ?? ''}`);
  }
  for (const problem of report.problems) lines.push(`  ${problem.severity}: ${problem.message}`);
  const missing = report.files.filter((file) => file.outcome === 'missing');
  if (missing.length > 0) {
    lines.push(`files not fetched: ${missing.length}`);
    for (const file of missing)
      lines.push(`  ${file.url}${file.alt === '' ? '' : ` ("${file.alt}")`}: ${file.reason ?? ''}`);
  }
  if (report.redirectsAdded > 0) lines.push(`redirects added: ${report.redirectsAdded}`);
  return lines.join('\n');
}
