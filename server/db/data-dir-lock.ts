// An exclusive lock on an embedded database folder, so a second server cannot open (and corrupt) it.
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file's name inside the database folder. */
export const LOCK_FILE_NAME = 'tessera.lock';

/** A held lock; `release()` removes the lock file and may be called more than once. */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Lock files this process holds, so one process cannot open the same folder twice either. */
const held = new Set<string>();
let exitHookInstalled = false;

/**
 * Takes the lock on `dir` (an absolute path) by creating `dir/tessera.lock` holding this pid. A lock
 * left by a process that is no longer alive is taken over. `shownDir` is the folder as the person
 * wrote it, for the message.
 *
 * @throws Error naming the pid that holds the lock when another live process (or this one) has it.
 */
export function lockDataDir(dir: string, shownDir: string = dir): DataDirLock {
  const path = join(dir, LOCK_FILE_NAME);
  // Two tries: the second follows the take-over of a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(path)) return holdLock(path);
    const pid = readPid(path);
    if (pid === undefined) continue; // removed meanwhile
    if (isHeldElsewhere(path, pid)) throw inUse(shownDir, pid);
    takeOverStale(path, pid, shownDir);
  }
  throw inUse(shownDir, readPid(path) ?? 0);
}

function holdLock(path: string): DataDirLock {
  held.add(path);
  installExitHook();
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      held.delete(path);
      removeIfOurs(path);
    },
  };
}

function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * The pid in the lock file: `undefined` when the file is gone, NaN when it holds no pid (a crash
 * between creating and writing it, or a file someone edited), which counts as stale.
 */
function readPid(path: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
}

function isHeldElsewhere(path: string, pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  // Our own pid in a lock we do not hold is a leftover of an earlier run that had the same pid
  // (a container's pid 1 after a restart).
  if (pid === process.pid) return held.has(path);
  return isAlive(pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/**
 * Moves the stale lock aside and deletes it. If another process took it over first, what we moved
 * is that process's fresh lock: it is put back and the folder reported as in use.
 */
function takeOverStale(path: string, stalePid: number, shownDir: string): void {
  const aside = `${path}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  const movedPid = readPid(aside);
  const sameLock = movedPid === undefined || Object.is(movedPid, stalePid);
  if (!sameLock && movedPid !== undefined && isHeldElsewhere(path, movedPid)) {
    try {
      linkSync(aside, path);
    } catch {
      // A third process holds the folder now; either way it is in use.
    }
    unlinkQuietly(aside);
    throw inUse(shownDir, movedPid);
  }
  unlinkQuietly(aside);
}

function removeIfOurs(path: string): void {
  if (readPid(path) === process.pid) unlinkQuietly(path);
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

/** On a plain `process.exit()` the locks still go, so a clean stop never leaves a stale lock. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const path of held) removeIfOurs(path);
    held.clear();
  });
}

function inUse(shownDir: string, pid: number): Error {
  return new Error(
    `The database folder ${shownDir} is in use by another Tessera process (pid ${pid}). ` +
      'Stop it first, or set DATABASE_URL.',
  );
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
