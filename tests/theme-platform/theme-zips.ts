// Theme zips for the upload tests: a folder zipped as a browser would send it (optionally inside one top folder), and hostile zips made by rewriting a good one's bytes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import yazl from 'yazl';

/** Every file under `dir` by its path relative to it (with `/`). */
export function folderFiles(dir: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(dir, path).split(sep).join('/')] = readFileSync(path);
    }
  };
  walk(dir);
  return files;
}

/** One entry of a zip: its bytes and, for a link or an odd file, its Unix mode. */
export interface ZipEntry {
  data: Buffer | string;
  mode?: number;
  compress?: boolean;
}

/** A zip of `files` (path → bytes or entry), each under `prefix/` when given. */
export function zipOf(files: Record<string, Buffer | string | ZipEntry>, prefix = ''): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [path, value] of Object.entries(files)) {
    const entry: ZipEntry = typeof value === 'string' || Buffer.isBuffer(value) ? { data: value } : value;
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : entry.data;
    zip.addBuffer(data, prefix === '' ? path : `${prefix}/${path}`, {
      ...(entry.mode === undefined ? {} : { mode: entry.mode }),
      compress: entry.compress ?? true,
    });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * `zip` with every occurrence of the entry name `from` replaced by `to` (the same length), in the
 * local header and the central directory: how a zip with `../x` or `C:\x` is made, which zip
 * writers refuse to write.
 */
export function renamedEntry(zip: Buffer, from: string, to: string): Buffer {
  if (Buffer.byteLength(from) !== Buffer.byteLength(to)) throw new Error('same length only');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  let at = out.indexOf(needle);
  let count = 0;
  while (at >= 0) {
    Buffer.from(to).copy(out, at);
    count++;
    at = out.indexOf(needle, at + needle.length);
  }
  if (count === 0) throw new Error(`no entry ${from}`);
  return out;
}
