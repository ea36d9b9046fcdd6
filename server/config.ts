// The server's settings, read once from the environment with defaults that run the demo locally.
import { z } from 'zod';

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; without it the embedded database under `dataDir/db` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  production: boolean;
  logLevel: string;
  smtpUrl: string | undefined;
}

/** Reads the configuration; a bad value is reported by name so it can be fixed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
  };
}

/** Settings for tests: nothing read from the environment but the database URL. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: './data',
    production: false,
    logLevel: 'silent',
    smtpUrl: undefined,
    ...overrides,
  };
}
