import { describe, expect, it } from 'vitest';
import { MAX_USER_AGENT_LENGTH, deviceKindOf } from './device-kind.js';

describe('deviceKindOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      'desktop',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      'desktop',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'desktop'],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      'desktop',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'mobile',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      'mobile',
    ],
    [
      'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063',
      'mobile',
    ],
    [
      'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
      'mobile',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0 Safari/537.36',
      'tablet',
    ],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'other'],
    [
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'other',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      'other',
    ],
    ['curl/8.4.0', 'other'],
    ['python-requests/2.31.0', 'other'],
    ['SomethingElse/1.0', 'other'],
    ['', 'other'],
    [undefined, 'other'],
  ])('%s is %s', (agent, kind) => {
    expect(deviceKindOf(agent)).toBe(kind);
  });

  it(`reads the first ${MAX_USER_AGENT_LENGTH} characters only`, () => {
    const padding = 'x'.repeat(MAX_USER_AGENT_LENGTH);
    expect(deviceKindOf(`${padding} (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile`)).toBe('other');
    // Every "android" followed by "mobile" made TABLET read to the end from each of them.
    const hostile = `Mozilla/5.0 (Linux; Android 14) ${'android'.repeat(2300)} Mobile`;
    expect(deviceKindOf(hostile)).toBe(deviceKindOf(hostile.slice(0, MAX_USER_AGENT_LENGTH)));
  });
});
