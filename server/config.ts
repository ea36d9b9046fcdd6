// The server's settings, read once from the environment with defaults that run the demo locally.
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { z } from 'zod';
import { dailyBackupSettings, type DailyBackupSettings } from './backup/daily-backups.js';
import { fileStorageSettings, type FileStorageSettings } from './files/storage/storage-settings.js';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from './http/server-timeouts.js';
import { READ_AFTER_WRITE_MS } from './site/replica/recent-changes.js';

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_READ_URL: z
    .string()
    .trim()
    .refine(
      (url) => url === '' || /^postgres(ql)?:\/\/\S+$/.test(url),
      'must be a PostgreSQL address such as postgres://user@replica:5432/tessera',
    )
    .optional(),
  READ_AFTER_WRITE_MS: z.coerce.number().int().min(0).default(READ_AFTER_WRITE_MS),
  DATA_DIR: z.string().default('./data'),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tessera <no-reply@tessera.localhost>'),
  CAPTCHA_HMAC_KEY: z.string().min(16).optional(),
  CAPTCHA_WORK: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  GOOGLE_MAPS_API_KEY: z.string().trim().optional(),
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false', '1', '0', '']).default(''),
  SSO_ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false', '1', '0', '']).default(''),
  IMPORTS_ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false', '1', '0', '']).default(''),
  MAILCHIMP_API_BASE_URL: z.string().url().optional(),
  THEME_DIR: z.string().trim().optional(),
  PUBLIC_URL: z
    .union([
      z.literal(''),
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://shop.example' })
        .refine((url) => /^https?:\/\/[^/?#]+\/?$/.test(url), 'must be an origin, without a path'),
    ])
    .optional(),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(DEFAULT_SERVER_TIMEOUTS.headersTimeoutMs),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(DEFAULT_SERVER_TIMEOUTS.requestTimeoutMs),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).default(DEFAULT_SERVER_TIMEOUTS.keepAliveTimeoutMs),
});

export interface Config extends ServerTimeouts {
  port: number;
  host: string;
  /** A PostgreSQL server; without it the embedded database under `dataDir/db` is used. */
  databaseUrl: string | undefined;
  /**
   * A read replica of `databaseUrl` (`DATABASE_READ_URL`): visitors' cached site reads go there
   * (server/site/replica/); everything else stays on the primary.
   */
  databaseReadUrl?: string | undefined;
  /** How long after a website changes its visitors' reads stay on the primary (`READ_AFTER_WRITE_MS`, default 5000). */
  readAfterWriteMs?: number;
  dataDir: string;
  production: boolean;
  logLevel: string;
  smtpUrl: string | undefined;
  /** The sender of mail that names none (`Shop <no-reply@shop.example>`). */
  mailFrom: string;
  /** The secret ALTCHA challenges are signed with (per website, derived); without it each website's is generated and stored. */
  captchaHmacKey: string | undefined;
  /** The largest number a proof-of-work challenge hides: the browser tries about half of it on average. */
  captchaWork: number;
  /** Requests a minute one address may make to `/api` (default 300); raised for load tests (`bench/cart.ts`). */
  apiRateLimit: number;
  /** Google Places (New) for address autocomplete; without it the address field stays manual entry. */
  googleMapsApiKey: string | undefined;
  /**
   * The public address of the default website (`https://shop.example`, no trailing slash): links in
   * mail, `canonical` and `og:url` start with it (see site/website/public-base-url.ts); never the
   * request's Host header.
   */
  publicUrl: string | undefined;
  /**
   * Whether webhooks may go to private and link-local addresses (an automation service on the
   * local network); off by default, so an owner cannot point the server at its own network.
   */
  webhooksAllowPrivateNetworks: boolean;
  /**
   * Whether imports may fetch images and attachments from private, loopback and link-local
   * addresses (IMPORTS_ALLOW_PRIVATE_NETWORKS: an old site on the local network); off by default.
   */
  importsAllowPrivateNetworks?: boolean;
  /**
   * Whether single sign-on may reach a provider on a private network (SSO_ALLOW_PRIVATE_NETWORKS:
   * an identity server on the local network); off by default, as for webhooks (server/sso/public-fetch.ts).
   */
  ssoAllowPrivateNetworks?: boolean;
  /**
   * Mailchimp's Marketing API, `{dc}` standing for the API key's data centre (default
   * `https://{dc}.api.mailchimp.com/3.0`); tests point it at a loopback server.
   */
  mailchimpApiBaseUrl?: string | undefined;
  /**
   * `tessera dev`: pages reload when a theme file is saved (CSS without a reload) and show the
   * theme's compile and render errors in an overlay (server/dev/). Never in production.
   */
  development?: boolean;
  /**
   * A developer-platform theme folder (`THEME_DIR`, `tessera serve --theme DIR`, `tessera dev DIR`)
   * the site renders through (server/theme-platform/site/); unset, the built-in theme.
   */
  themeDir?: string | undefined;
  /**
   * Where uploaded files and resized images are kept (`FILES_S3_BUCKET` and friends, see
   * server/files/storage/storage-settings.ts); unset, the disk under `dataDir`.
   */
  fileStorage?: FileStorageSettings;
  /**
   * The proxies in front (`TRUST_PROXY`, server/http/trust-proxy.ts) whose X-Forwarded-For and
   * X-Forwarded-Proto say who the visitor is; unset, none (the connection's address is the visitor).
   */
  trustProxy?: TrustProxy | undefined;
  /**
   * Load the demo website (Harbor & Pine) into a new database (`tessera serve --demo`, `npm start`).
   * Without it a new database waits for its setup at the printed one-time address (server/setup/),
   * and in production the server refuses to start while an owner has the demo's password.
   */
  demo?: boolean;
  /**
   * Daily backups into the file store (`BACKUP_DAILY_AT`, `HH:MM` UTC, and `BACKUP_KEEP`, default 7;
   * server/backup/daily-backups.ts); unset, none.
   */
  dailyBackups?: DailyBackupSettings | undefined;
}

function trustProxyOf(env: NodeJS.ProcessEnv): TrustProxy | undefined {
  try {
    return parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new Error(`Invalid configuration: ${(error as Error).message}`);
  }
}

/** Reads the configuration; a bad value is reported by name so it can be fixed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: DATABASE_READ_URL (a read replica) needs DATABASE_URL (its primary); the embedded database has no replicas',
    );
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid configuration: HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL || undefined,
    readAfterWriteMs: e.READ_AFTER_WRITE_MS,
    dataDir: e.DATA_DIR,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    captchaHmacKey: e.CAPTCHA_HMAC_KEY,
    captchaWork: e.CAPTCHA_WORK,
    apiRateLimit: e.API_RATE_LIMIT,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY || undefined,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    webhooksAllowPrivateNetworks: ['true', '1'].includes(e.WEBHOOKS_ALLOW_PRIVATE_NETWORKS),
    ssoAllowPrivateNetworks: ['true', '1'].includes(e.SSO_ALLOW_PRIVATE_NETWORKS),
    importsAllowPrivateNetworks: ['true', '1'].includes(e.IMPORTS_ALLOW_PRIVATE_NETWORKS),
    mailchimpApiBaseUrl: e.MAILCHIMP_API_BASE_URL,
    themeDir: e.THEME_DIR || undefined,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    fileStorage: fileStorageSettings(env),
    trustProxy: trustProxyOf(env),
    dailyBackups: dailyBackupSettings(env),
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
    mailFrom: 'Tessera <no-reply@tessera.localhost>',
    captchaHmacKey: undefined,
    captchaWork: 50_000,
    apiRateLimit: 300,
    googleMapsApiKey: undefined,
    publicUrl: undefined,
    webhooksAllowPrivateNetworks: false,
    // The servers tests start serve the demo store, as `npm start` does.
    demo: true,
    ...DEFAULT_SERVER_TIMEOUTS,
    ...overrides,
  };
}
