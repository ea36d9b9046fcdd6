// Tests SHUTDOWN_GRACE_SECONDS and SHUTDOWN_LAME_DUCK_SECONDS: seconds to milliseconds, and the default for anything unusable.
import { expect, test } from 'vitest';
import {
  DEFAULT_LAME_DUCK_MS,
  DEFAULT_SHUTDOWN_GRACE_MS,
  lameDuckMs,
  shutdownGraceMs,
} from './shutdown-grace.js';

test('the grace is 10 s unless SHUTDOWN_GRACE_SECONDS says otherwise', () => {
  expect(shutdownGraceMs({})).toBe(10_000);
  expect(shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: '30' })).toBe(30_000);
  expect(shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: '0.5' })).toBe(500);
  expect(shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: '0' })).toBe(0);
});

test('a value that is not a number of seconds from 0 to 600 keeps the default', () => {
  for (const value of ['', 'ten', '-1', '601', 'Infinity']) {
    expect(shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: value })).toBe(DEFAULT_SHUTDOWN_GRACE_MS);
  }
});

test('the lame-duck wait is 5 s behind a PostgreSQL server, none on the embedded database, unless SHUTDOWN_LAME_DUCK_SECONDS says otherwise', () => {
  expect(lameDuckMs(false, {})).toBe(0);
  expect(lameDuckMs(true, {})).toBe(DEFAULT_LAME_DUCK_MS);
  expect(lameDuckMs(true, { SHUTDOWN_LAME_DUCK_SECONDS: '0' })).toBe(0);
  expect(lameDuckMs(false, { SHUTDOWN_LAME_DUCK_SECONDS: '2.5' })).toBe(2500);
  expect(lameDuckMs(false, { SHUTDOWN_LAME_DUCK_SECONDS: 'soon' })).toBe(0);
});
