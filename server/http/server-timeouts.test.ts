import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { DEFAULT_SERVER_TIMEOUTS, serverOptions } from './server-timeouts.js';

describe('serverOptions', () => {
  it('passes the waits to Node and sweeps four times per headers timeout, at most every 5 s', () => {
    expect(serverOptions(DEFAULT_SERVER_TIMEOUTS)).toEqual({
      headersTimeout: 20_000,
      requestTimeout: 120_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 5_000,
    });
    expect(
      serverOptions({ headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 300 })
        .connectionsCheckingInterval,
    ).toBe(100);
  });
});

describe('the timeouts in the configuration', () => {
  it('reads HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS, with the defaults', () => {
    expect(loadConfig({})).toMatchObject(DEFAULT_SERVER_TIMEOUTS);
    expect(
      loadConfig({
        HEADERS_TIMEOUT_MS: '10000',
        REQUEST_TIMEOUT_MS: '300000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
      }),
    ).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 300_000, keepAliveTimeoutMs: 65_000 });
  });

  it('refuses a headers timeout longer than the request timeout, and a wait of nothing', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '90000', REQUEST_TIMEOUT_MS: '60000' })).toThrow(
      'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
