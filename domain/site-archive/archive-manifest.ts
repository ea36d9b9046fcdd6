// A website archive's manifest (docs/ARCHIVE.md): its format and version, the website it holds, counts per entity and a SHA-256 per entry.
import { z } from 'zod';

/** The `format` every archive's manifest names. */
export const ARCHIVE_FORMAT = 'tessera-website-archive';
/** The version this server writes; it reads this one and older ones. */
export const ARCHIVE_VERSION = 1;
/** The manifest's entry name. */
export const MANIFEST_ENTRY = 'manifest.json';
/** Where the rows of an entity are: `data/<entity>.json`. */
export const DATA_PREFIX = 'data/';
/** Where stored files are: `store/<their key in the file store>`. */
export const STORE_PREFIX = 'store/';

/** What a Tessera archive's manifest says. */
export const archiveManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().positive(),
  exportedAt: z.string(),
  /** The newest migration of the server that wrote it: a server must know it to import. */
  schema: z.string(),
  website: z.object({ id: z.string().min(1), title: z.string() }),
  /** Rows per entity (`pages`, `product-variants`…), and `files` for stored files. */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  /** Every other entry's SHA-256, hex. */
  checksums: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
export type ArchiveManifest = z.infer<typeof archiveManifestSchema>;

/** Why an archive is refused, in the words the CLI and the editor show. */
export const ARCHIVE_MESSAGES = {
  notArchive: 'This file is not a Tessera website archive (its manifest.json is missing or unreadable).',
  newerVersion: (version: number) =>
    `This archive is format version ${version}; this server reads up to version ${ARCHIVE_VERSION}. Upgrade Tessera, then import it.`,
  newerSchema: (schema: string) =>
    `This archive was written by a newer Tessera (database ${schema}). Upgrade Tessera, then import it.`,
  checksum: (entry: string) => `The archive is damaged: ${entry} does not match its checksum.`,
  missing: (entry: string) => `The archive is damaged: ${entry} is missing.`,
  extra: (entry: string) => `The archive holds ${entry}, which its manifest does not list.`,
  unknownColumn: (entity: string, column: string) =>
    `The archive's ${entity} have a field "${column}" this server does not know.`,
} as const;

/** The entity name of a table handle: `productVariants` → `product-variants`. */
export function entityName(handle: string): string {
  return handle.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
