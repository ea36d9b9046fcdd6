// The unpacked folders of uploaded theme zips: one per content hash under `<data>/themes/`, put in place atomically, unpacked again by any server that lacks one.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { unpackThemeZip } from './theme-zip.js';

const HASH = /^[0-9a-f]{64}$/;

/** Where the unpacked themes live: `<dataDir>/themes`. */
export function themeCacheRoot(dataDir: string): string {
  return join(resolve(dataDir), 'themes');
}

/** The folder of the theme whose zip has the SHA-256 `hash`. */
export function unpackedThemeDir(dataDir: string, hash: string): string {
  if (!HASH.test(hash)) throw new Error(`Not a theme content hash: ${hash}`);
  return join(themeCacheRoot(dataDir), hash);
}

/**
 * A new empty folder beside the cache (same file system, so its contents can be renamed into
 * place), named after this host and process (`.work-<host>-<pid>-…`) so a later start can tell
 * it was left by a process that is gone; the caller removes it with {@link removeWorkFolder}.
 */
export async function workFolder(dataDir: string): Promise<string> {
  const root = themeCacheRoot(dataDir);
  await mkdir(root, { recursive: true });
  if (!swept.has(root)) {
    swept.add(root);
    await sweepWorkFolders(root);
  }
  return mkdtemp(join(root, `${WORK_PREFIX}${hostTag()}-${process.pid}-`));
}

const WORK_PREFIX = '.work-';
/** A work folder older than this was left by a process that stopped mid-upload, whoever made it. */
const STALE_WORK_MS = 60 * 60 * 1000;
const swept = new Set<string>();

/** This host's name as a work folder carries it: letters, digits and dots. */
function hostTag(): string {
  return hostname().replace(/[^A-Za-z0-9.]/g, '_');
}

/** Whether the process `pid` of this host is running (another's, or one whose id was taken again: kept). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a work folder was left by a stopped process: one of this host whose process is not
 * running (or is this process, which has made none yet when it sweeps), or any older than an hour
 * (another host sharing the data folder, or a folder named before names carried their process).
 */
function leftBehind(name: string, modifiedMs: number, now: number): boolean {
  if (now - modifiedMs > STALE_WORK_MS) return true;
  const ours = `${WORK_PREFIX}${hostTag()}-`;
  if (!name.startsWith(ours)) return false;
  const pid = Number(/^(\d+)-/.exec(name.slice(ours.length))?.[1]);
  return Number.isInteger(pid) && pid > 0 && (pid === process.pid || !isRunning(pid));
}

/**
 * Removes the work folders stopped processes left behind in `<dataDir>/themes` (an upload killed
 * mid-way left its unpacked zip there, issue 33 finding 6). `tessera serve` runs it at start;
 * the first upload of a process runs it too. Returns the folders removed.
 */
export async function sweepThemeWorkFolders(dataDir: string): Promise<number> {
  const root = themeCacheRoot(dataDir);
  swept.add(root);
  return existsSync(root) ? sweepWorkFolders(root) : 0;
}

async function sweepWorkFolders(root: string): Promise<number> {
  const now = Date.now();
  let removed = 0;
  for (const name of await readdir(root)) {
    if (!name.startsWith(WORK_PREFIX)) continue;
    const dir = join(root, name);
    const info = await stat(dir).catch(() => undefined);
    if (info !== undefined && leftBehind(name, info.mtimeMs, now)) {
      await removeWorkFolder(dir);
      removed += 1;
    }
  }
  return removed;
}

export async function removeWorkFolder(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/**
 * Moves an unpacked theme folder to its place in the cache, unless another request or server put
 * the same zip there first (a rename is atomic: readers see the whole folder or none).
 */
export async function placeUnpackedTheme(dataDir: string, hash: string, unpacked: string): Promise<string> {
  const target = unpackedThemeDir(dataDir, hash);
  if (existsSync(join(target, 'template.conf'))) return target;
  try {
    await rename(unpacked, target);
  } catch (error) {
    // Someone else's rename won: theirs is the same zip's folder.
    if (!existsSync(join(target, 'template.conf'))) throw error;
  }
  return target;
}

/** Removes the unpacked folder of the zip with `hash` (moved aside first, so no reader sees half of it). */
export async function removeUnpackedTheme(dataDir: string, hash: string): Promise<void> {
  const target = unpackedThemeDir(dataDir, hash);
  if (!existsSync(target)) return;
  const work = await workFolder(dataDir);
  try {
    await rename(target, join(work, 'old'));
  } finally {
    await removeWorkFolder(work);
  }
}

const unpacking = new Map<string, Promise<string>>();

/**
 * The unpacked folder of the zip with `hash`: the cached one, else the zip (read with `loadZip`)
 * unpacked into a work folder and moved into place. One unpack per hash at a time in a process.
 */
export function ensureUnpackedTheme(
  dataDir: string,
  hash: string,
  loadZip: () => Promise<Buffer>,
): Promise<string> {
  const target = unpackedThemeDir(dataDir, hash);
  if (existsSync(join(target, 'template.conf'))) return Promise.resolve(target);
  const key = target;
  let pending = unpacking.get(key);
  if (pending === undefined) {
    pending = (async () => {
      const work = await workFolder(dataDir);
      try {
        const { dir } = await unpackThemeZip(await loadZip(), join(work, 'zip'));
        return await placeUnpackedTheme(dataDir, hash, dir);
      } finally {
        await removeWorkFolder(work);
      }
    })().finally(() => unpacking.delete(key));
    unpacking.set(key, pending);
  }
  return pending;
}
