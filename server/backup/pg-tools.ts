// pg_dump and pg_restore, PostgreSQL's own tools, run as child processes for backups of a PostgreSQL database.
import { spawn } from 'node:child_process';
import type { Knex } from 'knex';

/** A tool that is missing, too old for the server, or that failed; the message says which and what to do. */
export class PgToolError extends Error {
  override name = 'PgToolError';
}

/** The tool to run: `PG_DUMP` / `PG_RESTORE` when set (a path), else the one on PATH. */
export function pgToolPath(tool: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  const set = tool === 'pg_dump' ? env.PG_DUMP : env.PG_RESTORE;
  return set !== undefined && set !== '' ? set : tool;
}

/** Runs `command args`, answering its exit code and output; a missing program rejects with ENOENT. */
function run(
  command: string,
  args: readonly string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `pg_dump (PostgreSQL) 15.20 (Debian …)` → 15; undefined when there is no version in it. */
export function toolMajorVersion(versionLine: string): number | undefined {
  const found = /\(PostgreSQL\)\s+(\d+)(?:\.\d+)?/.exec(versionLine) ?? /\b(\d+)\.\d+/.exec(versionLine);
  return found === null ? undefined : Number(found[1]);
}

/** `server_version_num` (150020) → 15; before PostgreSQL 10 the major was two numbers (90624 → 9). */
export function serverMajorVersion(versionNum: number): number {
  return Math.floor(versionNum / 10_000);
}

/** The tool's first line of `--version`, or a PgToolError saying it is not installed. */
export async function toolVersion(tool: 'pg_dump' | 'pg_restore', path: string): Promise<string> {
  try {
    const answer = await run(path, ['--version']);
    if (answer.code !== 0) throw new PgToolError(`${path} --version failed: ${answer.stderr.trim()}`);
    return answer.stdout.trim().split('\n')[0]!;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new PgToolError(
        `${tool} was not found (${path}): backups of a PostgreSQL database use PostgreSQL's own ${tool}. ` +
          `Install the PostgreSQL client tools of the server's version or newer (Debian: apt-get install postgresql-client), ` +
          `or name the program with ${tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'}.`,
      );
    }
    throw error;
  }
}

/** The server's `server_version` and its major number. */
export async function serverVersion(db: Knex): Promise<{ text: string; major: number }> {
  const result = (await db.raw(
    "select current_setting('server_version') as text, current_setting('server_version_num')::int as num",
  )) as { rows: { text: string; num: number }[] };
  const row = result.rows[0]!;
  return { text: row.text, major: serverMajorVersion(Number(row.num)) };
}

/**
 * Checks that `tool` is installed and not older than the server (pg_dump refuses a newer server,
 * with a message about "server version mismatch"); answers its version line.
 */
export async function checkTool(
  tool: 'pg_dump' | 'pg_restore',
  path: string,
  server: { text: string; major: number },
): Promise<string> {
  const line = await toolVersion(tool, path);
  const major = toolMajorVersion(line);
  if (major !== undefined && major < server.major) {
    throw new PgToolError(
      `${tool} is version ${major} (${line}) but the PostgreSQL server is ${server.text}: ` +
        `${tool} must be of the server's major version (${server.major}) or newer. Install a newer ` +
        `postgresql-client, or name it with ${tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'}.`,
    );
  }
  return line;
}

/**
 * `pg_dump -Fc` of the database at `url` into `file`: one consistent snapshot (pg_dump reads in one
 * repeatable-read transaction) while the servers keep writing.
 */
export async function pgDump(path: string, url: string, file: string): Promise<void> {
  const answer = await run(path, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, url]);
  if (answer.code !== 0) throw new PgToolError(`pg_dump failed: ${answer.stderr.trim()}`);
}

/** `pg_restore` of `file` into the (empty) database at `url`, stopping at the first error. */
export async function pgRestore(path: string, url: string, file: string): Promise<void> {
  const answer = await run(path, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
  if (answer.code !== 0) throw new PgToolError(`pg_restore failed: ${answer.stderr.trim()}`);
}
