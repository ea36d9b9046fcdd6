// Unpacks an uploaded theme zip into a folder, refusing what could escape it or exhaust the disk: paths out of the folder, links, too many files or bytes.
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MAX_THEME_FILES, MAX_THEME_UNPACKED_BYTES } from '../../domain/owner-api/themes.js';

/** Why a zip was not unpacked: the message the owner reads. */
export class ThemeZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ThemeZipError';
  }
}

/** The limits an unpack is held to (the contract's by default; smaller in tests). */
export interface ThemeZipLimits {
  maxFiles: number;
  maxUnpackedBytes: number;
}

export const THEME_ZIP_LIMITS: ThemeZipLimits = {
  maxFiles: MAX_THEME_FILES,
  maxUnpackedBytes: MAX_THEME_UNPACKED_BYTES,
};

/** What was unpacked. */
export interface UnpackedThemeZip {
  /** The theme folder: the target folder, or the one top folder every file sits in (`base-template-master/`). */
  dir: string;
  files: number;
  bytes: number;
}

const TEMPLATE_CONF = 'template.conf';
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const MEGABYTE = 1024 * 1024;

const formatMegabytes = (bytes: number): string => `${Math.round(bytes / MEGABYTE)} MB`;

/** Junk that archivers add: macOS's resource forks and Finder files. */
function ignored(segments: readonly string[]): boolean {
  return segments[0] === '__MACOSX' || segments[segments.length - 1] === '.DS_Store';
}

/** The entry's path as segments, or the reason it cannot be unpacked inside the folder. */
function entryPath(entry: Entry): string[] {
  // Names as the spec decodes them (CP437 or UTF-8); backslashes (written by some Windows tools) read as `/`.
  const shown = yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileNameRaw,
    entry.extraFields,
    true,
  );
  const name = shown.replace(/\\/g, '/');
  const outside = (why: string) =>
    new ThemeZipError(
      `The zip has a file at "${shown}", ${why}: a theme zip may hold only files inside its folder.`,
    );
  if (/[\u0000-\u001f\u007f]/.test(name)) throw outside('a name with control characters');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) throw outside('an absolute path');
  const segments = name.split('/');
  if (segments.includes('..')) throw outside('a path that leads out of the folder ("..")');
  return segments.filter((segment) => segment !== '' && segment !== '.');
}

function isSymbolicLink(entry: Entry): boolean {
  return ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

/** The one top folder every file sits in, when the zip has no template.conf of its own at the top. */
function topFolder(paths: readonly string[][]): string | undefined {
  if (paths.some((segments) => segments.length === 1 && segments[0] === TEMPLATE_CONF)) return undefined;
  const first = paths[0]?.[0];
  if (first === undefined) return undefined;
  return paths.every((segments) => segments.length > 1 && segments[0] === first) ? first : undefined;
}

async function openZip(zip: Buffer): Promise<ZipFile> {
  try {
    return await yauzl.fromBufferPromise(zip, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw new ThemeZipError('This file is not a zip archive. Upload the theme folder as a .zip file.');
  }
}

/** Reads the central directory: every file to unpack, checked, before any byte is written. */
async function listEntries(zipfile: ZipFile, limits: ThemeZipLimits) {
  const files: { entry: Entry; segments: string[] }[] = [];
  const seen = new Set<string>();
  let declared = 0;
  try {
    for await (const entry of zipfile.eachEntry()) {
      const segments = entryPath(entry);
      const isFolder = (entry.fileNameRaw.at(-1) ?? 0) === 0x2f || entry.fileNameRaw.at(-1) === 0x5c;
      if (segments.length === 0 || ignored(segments)) continue;
      if (isSymbolicLink(entry)) {
        throw new ThemeZipError(
          `The zip has a symbolic link at "${segments.join('/')}": a theme zip may hold only plain files.`,
        );
      }
      if (isFolder) continue;
      if (entry.isEncrypted()) {
        throw new ThemeZipError(
          `The file "${segments.join('/')}" in the zip is encrypted: upload a zip without a password.`,
        );
      }
      const path = segments.join('/');
      if (seen.has(path)) throw new ThemeZipError(`The zip has the file "${path}" twice.`);
      seen.add(path);
      if (files.length >= limits.maxFiles) {
        throw new ThemeZipError(
          `The zip holds more than ${limits.maxFiles} files; a theme may have at most ${limits.maxFiles}.`,
        );
      }
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) throw tooBig(limits);
      files.push({ entry, segments });
    }
  } catch (error) {
    if (error instanceof ThemeZipError) throw error;
    throw damaged(error);
  }
  return files;
}

const tooBig = (limits: ThemeZipLimits) =>
  new ThemeZipError(
    `The zip unpacks to more than ${formatMegabytes(limits.maxUnpackedBytes)}; a theme may take at most ${formatMegabytes(limits.maxUnpackedBytes)}.`,
  );

const damaged = (error: unknown) =>
  new ThemeZipError(
    `The zip is damaged and cannot be unpacked (${error instanceof Error ? error.message : String(error)}).`,
  );

/**
 * Unpacks `zip` into the folder `into` (made when missing; it should be new and empty). Refuses
 * with a {@link ThemeZipError}: a file that is not a zip; an entry whose path is absolute (`/x`,
 * `C:\x`), climbs out (`..`), or holds control characters; a symbolic link; an encrypted entry;
 * more than `maxFiles` files (folders not counted); more than `maxUnpackedBytes` in all, counted
 * while inflating (the headers' sizes are checked first but not trusted); no template.conf at the
 * top. A zip whose files all sit in one top folder (GitHub's `base-template-master/…`) gives that
 * folder as the theme. `__MACOSX/` and `.DS_Store` are skipped. Files are written as plain
 * 0644 files, never over one another.
 */
export async function unpackThemeZip(
  zip: Buffer,
  into: string,
  limits: ThemeZipLimits = THEME_ZIP_LIMITS,
): Promise<UnpackedThemeZip> {
  const zipfile = await openZip(zip);
  try {
    const files = await listEntries(zipfile, limits);
    const top = topFolder(files.map((file) => file.segments));
    const themePaths = files.map((file) => (top === undefined ? file.segments : file.segments.slice(1)));
    if (!themePaths.some((segments) => segments.length === 1 && segments[0] === TEMPLATE_CONF)) {
      throw new ThemeZipError(
        'The zip has no template.conf: a theme folder has template.conf at its top (or inside one top folder).',
      );
    }
    const root = resolve(into);
    await mkdir(root, { recursive: true });
    let bytes = 0;
    for (const { entry, segments } of files) {
      const target = resolve(root, ...segments);
      if (!target.startsWith(root + sep))
        throw new ThemeZipError(`The zip's file "${segments.join('/')}" is outside the folder.`);
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          if (bytes > limits.maxUnpackedBytes) done(tooBig(limits));
          else done(null, chunk);
        },
      });
      try {
        await mkdir(dirname(target), { recursive: true });
        const stream = await zipfile.openReadStreamPromise(entry);
        await pipeline(stream, counter, createWriteStream(target, { flags: 'wx', mode: 0o644 }));
      } catch (error) {
        if (error instanceof ThemeZipError) throw error;
        const code = (error as { code?: unknown }).code;
        if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR') {
          throw new ThemeZipError(
            `The zip's file "${segments.join('/')}" clashes with a folder or file of the same name.`,
          );
        }
        throw damaged(error);
      }
    }
    return { dir: top === undefined ? root : join(root, top), files: files.length, bytes };
  } finally {
    zipfile.close();
  }
}
