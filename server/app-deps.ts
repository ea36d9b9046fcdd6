// What every router and middleware factory of the app receives.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { FileStorage } from './files/storage/file-storage.js';

export interface AppDeps {
  db: Database;
  config: Config;
  logger: Logger;
  /** Where stored files are; unset, the store `config` names (read it with `filesOf(deps)`). */
  files?: FileStorage;
  /** A read replica's pool (DATABASE_READ_URL) for visitors' cached site reads only (site/replica/); unset, `db`. */
  readDb?: Knex;
}
