// The unpacked folders of uploaded theme zips: one per content hash under `<data>/themes/`, put in place atomically, unpacked again by any server that lacks one.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
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
 * place); the caller removes it with {@link removeWorkFolder}.
 */
export async function workFolder(dataDir: string): Promise<string> {
  const root = themeCacheRoot(dataDir);
  await mkdir(root, { recursive: true });
  if (!swept.has(root)) {
    swept.add(root);
    await sweepWorkFolders(root);
  }
  return mkdtemp(join(root, WORK_PREFIX));
}

const WORK_PREFIX = '.work-';
/** A work folder older than this was left by a process that stopped mid-upload. */
const STALE_WORK_MS = 60 * 60 * 1000;
const swept = new Set<string>();

/** Removes the work folders a stopped process left behind (once per cache folder and process). */
async function sweepWorkFolders(root: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(root)) {
    if (!name.startsWith(WORK_PREFIX)) continue;
    const dir = join(root, name);
    const info = await stat(dir).catch(() => undefined);
    if (info !== undefined && now - info.mtimeMs > STALE_WORK_MS) await removeWorkFolder(dir);
  }
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
