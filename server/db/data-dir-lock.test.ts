// Tests of the database-folder lock: a second opener is refused by name, a stale lock is taken over.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.js';

let dir: string;
let lockPath: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-lock-'));
  lockPath = join(dir, LOCK_FILE_NAME);
});

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** A live process that is not this one, standing in for another Tessera server. */
function otherProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('lockDataDir', () => {
  test('writes this pid into the lock file and removes it on release, once', () => {
    const lock = lockDataDir(dir);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
    writeFileSync(lockPath, '12345\n'); // someone else's lock afterwards
    lock.release();
    expect(existsSync(lockPath)).toBe(true);
  });

  test('refuses a folder a live process holds, naming the folder and the pid', () => {
    const child = otherProcess();
    writeFileSync(lockPath, `${child.pid}\n`);
    expect(() => lockDataDir(dir, './data/db')).toThrow(
      `The database folder ./data/db is in use by another Tessera process (pid ${child.pid}). ` +
        'Stop it first, or set DATABASE_URL.',
    );
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(child.pid));
  });

  test('refuses a second lock in the same process', () => {
    const lock = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir, 'the-folder')).toThrow(
        `The database folder the-folder is in use by another Tessera process (pid ${process.pid}).`,
      );
    } finally {
      lock.release();
    }
    lockDataDir(dir).release();
  });

  test('takes over a lock whose process is gone', async () => {
    writeFileSync(lockPath, `${await deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  test('takes over a lock holding no pid, and one left with this pid by an earlier run', () => {
    writeFileSync(lockPath, '');
    lockDataDir(dir).release();
    writeFileSync(lockPath, `${process.pid}\n`); // a restarted container's pid 1
    const lock = lockDataDir(dir);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});
