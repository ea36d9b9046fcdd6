// A website archive's zip: written with the same bytes for the same entries (sorted, one fixed time), read whole into memory with limits on entries and size.
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import yazl from 'yazl';

/** Every entry's time: entries carry no export time, so the same website gives the same bytes. */
const ENTRY_TIME = new Date(2000, 0, 1);

/** The limits a read is held to. */
export interface ArchiveLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

export const ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 200_000,
  maxUnpackedBytes: 8 * 1024 * 1024 * 1024,
};

/** Why an archive could not be read. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

/** The zip of `entries`, in name order; data that is already compressed (pictures) is stored. */
export async function writeArchiveZip(entries: ReadonlyMap<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const name of [...entries.keys()].sort()) {
    zip.addBuffer(entries.get(name)!, name, {
      mtime: ENTRY_TIME,
      mode: 0o100644,
      compress: !/\.(jpe?g|png|webp|gif|avif|zip|gz|mp4|mp3|woff2?)$/i.test(name),
    });
  }
  zip.end();
  return buffer(zip.outputStream);
}

/** Starts with a zip's local-file signature. */
export function looksLikeZip(data: Buffer): boolean {
  return data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;
}

/** Every file entry of the zip by name; refuses names that climb out, duplicates, and too much. */
export async function readArchiveZip(
  data: Buffer,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Promise<Map<string, Buffer>> {
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await yauzl.fromBufferPromise(data, { lazyEntries: true, validateEntrySizes: true });
  } catch (error) {
    throw new ArchiveError(`This file is not a zip archive (${(error as Error).message}).`);
  }
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  try {
    for await (const entry of zipfile.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith('/')) continue;
      if (
        name.startsWith('/') ||
        name.split('/').some((part) => part === '..' || part === '' || part === '.')
      )
        throw new ArchiveError(`The archive has an entry at "${name}", outside it.`);
      if (entries.has(name)) throw new ArchiveError(`The archive has "${name}" twice.`);
      if (entries.size >= limits.maxEntries)
        throw new ArchiveError(`The archive holds more than ${limits.maxEntries} entries.`);
      const chunks: Buffer[] = [];
      for await (const chunk of await zipfile.openReadStreamPromise(entry)) {
        bytes += (chunk as Buffer).length;
        if (bytes > limits.maxUnpackedBytes)
          throw new ArchiveError(`The archive unpacks to more than ${limits.maxUnpackedBytes} bytes.`);
        chunks.push(chunk as Buffer);
      }
      entries.set(name, Buffer.concat(chunks));
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`The archive is damaged (${(error as Error).message}).`);
  } finally {
    zipfile.close();
  }
  return entries;
}
