// The background job of a Tessera website archive (Websites > Import a website archive): the archive (base64) and its host name kept in the import's row, then imported as a website of its own, in one transaction.
import { HOST_MESSAGES } from '../../domain/host-names.js';
import { emptyReport, recordEntry, type ImportReport } from '../../domain/imports/import-report.js';
import { isUniqueViolation } from '../accounts/account-errors.js';
import { importWebsiteArchive } from '../site-archive/import-website.js';
import type { ImportContext } from './import-context.js';

/** What the import's `source` holds for an archive. */
interface ArchiveJobSource {
  host: string;
  /** The archive's bytes, base64. */
  archive: string;
}

/** The `source` of an archive's import: its host name and the archive (binary, so base64). */
export function archiveJobSource(host: string, archive: Buffer): string {
  const source: ArchiveJobSource = { host, archive: archive.toString('base64') };
  return JSON.stringify(source);
}

/**
 * Imports the archive of `source` as a new website on its host name, the one who started it its
 * admin. Throws the archive's own problem (nothing written), or that the host name was taken meanwhile.
 */
export async function importArchiveJob(context: ImportContext, source: string): Promise<ImportReport> {
  const { host, archive } = JSON.parse(source) as ArchiveJobSource;
  const adminAccountId = context.actor.accountId ?? undefined;
  let done;
  try {
    done = await importWebsiteArchive(
      context.db,
      context.files,
      Buffer.from(archive, 'base64'),
      { kind: 'new', hosts: [host], ...(adminAccountId === undefined ? {} : { adminAccountId }) },
      context.onProgress,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(HOST_MESSAGES.taken(host));
    throw error;
  }
  const report = emptyReport('tessera-archive');
  recordEntry(report, {
    type: 'website',
    source: host,
    title: done.title,
    outcome: 'imported',
    address: host,
  });
  for (const [entity, count] of Object.entries(done.manifest.counts))
    report.counts[entity] = { found: count, imported: count, updated: 0, skipped: 0, failed: 0 };
  report.website = {
    id: done.websiteId,
    title: done.title,
    host,
    counts: done.manifest.counts,
    ownersWithoutPassword: done.ownersCreated,
  };
  return report;
}
