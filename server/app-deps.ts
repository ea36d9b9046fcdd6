// What every router and middleware factory of the app receives.
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/database.js';

export interface AppDeps {
  db: Database;
  config: Config;
  logger: Logger;
}
