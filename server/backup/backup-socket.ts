// The running server's backup socket: `tessera backup` asks the process that holds the embedded database for a consistent dump of it.
import { chmod, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db/database-types.js';
import { PGLITE_DUMP_NAME } from './backup-manifest.js';
import { dumpRunningPglite, type DatabaseFacts, type DatabaseSource } from './database-sources.js';

/** The socket's name in the data folder. Only who can write the data folder can reach it (mode 0600). */
export const BACKUP_SOCKET_NAME = 'backup.sock';
/** Unix socket paths are limited to about 107 bytes; a longer one is not served (the log says so). */
const SOCKET_PATH_LIMIT = 100;
const DUMP_PATH = '/database-dump';
const FACTS_HEADER = 'x-tessera-database';

/** Where the backup socket of the server using `dataDir` is. */
export const backupSocketPath = (dataDir: string) => join(resolve(dataDir), BACKUP_SOCKET_NAME);

/** A listening socket; `close()` stops it and removes its file. */
export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Serves dumps of the embedded `database` on the data folder's socket. The folder's lock (taken
 * when the database opened) makes this process its only server, so a socket file left by a killed
 * one is removed first.
 */
export async function serveBackupSocket(
  database: Database,
  dataDir: string,
  logger: Logger,
): Promise<BackupSocket | undefined> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > SOCKET_PATH_LIMIT) {
    logger.warn(
      { path },
      'the data folder path is too long for the backup socket: tessera backup works only while the server is stopped',
    );
    return undefined;
  }
  await rm(path, { force: true });
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== DUMP_PATH) {
      res.writeHead(404).end();
      return;
    }
    dumpRunningPglite(database).then(
      ({ dump, facts }) => {
        res.writeHead(200, {
          'content-type': 'application/x-tar',
          'content-length': dump.byteLength,
          [FACTS_HEADER]: JSON.stringify(facts),
        });
        res.end(dump);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'a backup of the embedded database failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String((error as Error).message));
      },
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });
  await chmod(path, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }).then(() => rm(path, { force: true })),
  };
}

/**
 * The dump through the socket of the server running on `dataDir`, or undefined when no server
 * answers there (no socket file, or one a stopped server left).
 */
export function requestPgliteDump(
  dataDir: string,
): Promise<{ dump: Buffer; facts: DatabaseFacts } | undefined> {
  return new Promise((done, fail) => {
    const req = request({ socketPath: backupSocketPath(dataDir), method: 'POST', path: DUMP_PATH }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) {
          fail(new Error(`the running server could not dump its database: ${body.toString('utf8')}`));
          return;
        }
        const facts = JSON.parse(String(res.headers[FACTS_HEADER] ?? '{}')) as DatabaseFacts;
        done({ dump: body, facts });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') done(undefined);
      else fail(error);
    });
    req.end();
  });
}

/** A dump already made (by the running server), as a source for {@link createBackup}. */
export function dumpedSource(answer: { dump: Buffer; facts: DatabaseFacts }): DatabaseSource {
  return {
    kind: 'pglite',
    async dumpInto(staging) {
      await writeFile(join(staging, PGLITE_DUMP_NAME), answer.dump);
      return answer.facts;
    },
  };
}
