// The hostile-report corpus: error reports, performance beacons and census hits built to make the server's string work long (issue 33), with what each must be answered.

/** One error as the browser's reporter posts it. */
export interface ReportedError {
  event: string;
  data: { message: string; stack?: string; where?: string; path?: string };
  timestamp: number;
}

/** A hostile post to RecordJavascriptErrors and what the server must answer. */
export interface HostileErrorReport {
  name: string;
  /** The JSON body (a list of errors, or something that is not). */
  body: unknown;
  status: 204 | 400 | 413;
  /** For a 204: how many groups the report's errors fall into. */
  groups?: number;
}

/** A hostile beacon to the performance records route (plain text, as sendBeacon posts). */
export interface HostileBeacon {
  name: string;
  body: string;
  status: 204 | 400 | 413;
  /** For a 204: the page path stored for every record. */
  storedPath?: string;
}

/** A hostile census page view: its page path and headers, and what must be stored of it. */
export interface HostileHit {
  name: string;
  pagePath: string;
  headers: Record<string, string>;
  stored: { pagePath: string; device?: string; country?: string };
}

const letters = (count: number, from = 'a') =>
  Array.from({ length: count }, (_, i) => String.fromCharCode(from.charCodeAt(0) + (i % 26))).join('');

/** An error report of the reporter's shape. */
export function reported(message: string, stack?: string, path = '/shop'): ReportedError {
  return {
    event: 'JavascriptError',
    data: { message, ...(stack === undefined ? {} : { stack }), where: 'window', path },
    timestamp: 1764150000000,
  };
}

/** Ten errors (the most one post may carry), each with `stack(i)`. */
const tenOf = (stack: (i: number) => string, message = 'boom') =>
  Array.from({ length: 10 }, (_, i) => reported(message, stack(i)));

/** A stack of 5,000 characters (the longest accepted) made of `line` repeated. */
const filled = (line: string) => line.repeat(Math.ceil(5000 / line.length)).slice(0, 5000);

/** The probe's report: ten stacks of one V8 frame, `at ` and 4,997 letters. */
export const PROBE_REPORT: ReportedError[] = tenOf(() => `at ${'a'.repeat(4997)}`);

export const HOSTILE_ERROR_REPORTS: HostileErrorReport[] = [
  { name: 'ten V8 frames of "at " + 4,997 letters (the probe)', body: PROBE_REPORT, status: 204, groups: 1 },
  {
    // They differ only past the 1,000 characters of a frame that are read.
    name: 'ten long V8 frames that differ only at their end',
    body: tenOf((i) => `at ${'a'.repeat(4990)}${letters(7, String.fromCharCode(97 + i))}`),
    status: 204,
    groups: 1,
  },
  {
    name: 'ten Firefox frames of "@" + 4,999 letters',
    body: tenOf(() => `@${letters(4999)}`),
    status: 204,
    groups: 1,
  },
  {
    name: 'a scheme run that never reaches "://" (a+a+a+…)',
    body: tenOf(() => `at ${'a+'.repeat(2498)}`),
    status: 204,
    groups: 1,
  },
  {
    name: 'a frame of "a://" again and again',
    body: tenOf(() => `at ${'a://'.repeat(1249)}`),
    status: 204,
    groups: 1,
  },
  {
    name: 'a URL with a 4,900-character host',
    body: tenOf((i) => `at f (https://${'h'.repeat(4900)}${i}.test/x-ABCDEFGH.js?v=${i}:1:2)`),
    status: 204,
    groups: 1,
  },
  {
    name: 'a run of ":1" that does not end the frame',
    body: tenOf(() => `at f (x.js${':1'.repeat(2490)}x`),
    status: 204,
    groups: 1,
  },
  {
    name: 'a run of ":1" that ends the frame, line numbers differing',
    body: tenOf((i) => `at f (x.js${':1'.repeat(2490)}:${i})`),
    status: 204,
    groups: 1,
  },
  {
    name: 'a colon and 4,989 digits',
    body: tenOf(() => `at f (x.js:${'1'.repeat(4989)}`),
    status: 204,
    groups: 1,
  },
  {
    name: 'question marks and dashes: queries and content hashes everywhere',
    body: [
      reported('q', `at ${'?'.repeat(4997)}`),
      reported('h', `at ${'-abcdefgh'.repeat(554)}.js`),
      reported('m', `at ${'-abcdefgh.mjs'.repeat(384)}`),
    ],
    status: 204,
    groups: 3,
  },
  {
    name: 'many frames: 1,250 lines of "at f"',
    body: tenOf(() => filled('at f\n')),
    status: 204,
    groups: 1,
  },
  {
    name: 'no frames: 5,000 line breaks, and 5,000 spaces',
    body: [reported('n', '\n'.repeat(5000)), reported('s', ' '.repeat(5000))],
    status: 204,
    groups: 2,
  },
  {
    name: 'a frame after 4,990 spaces',
    body: tenOf(() => `${' '.repeat(4990)}at f(x)`),
    status: 204,
    groups: 1,
  },
  {
    name: 'messages of 2,000 characters: one word, and whitespace between letters',
    body: [reported('m'.repeat(2000), ''), reported('m \t'.repeat(666), ''), reported(' '.repeat(2000), '')],
    status: 204,
    groups: 3,
  },
  {
    name: 'a page path of 2,048 question marks',
    body: [reported('p', '', `/${'?'.repeat(2047)}`)],
    status: 204,
    groups: 1,
  },
  { name: 'a stack of 5,001 characters', body: [reported('long', 'a'.repeat(5001))], status: 400 },
  { name: 'a message of 2,001 characters', body: [reported('m'.repeat(2001))], status: 400 },
  { name: 'a page path of 2,049 characters', body: [reported('p', '', `/${'a'.repeat(2048)}`)], status: 400 },
  { name: 'eleven errors', body: Array.from({ length: 11 }, () => reported('x')), status: 400 },
  {
    name: 'a body nested 1,000 deep',
    body: JSON.parse(`${'['.repeat(1000)}${']'.repeat(1000)}`) as unknown,
    status: 400,
  },
  { name: 'a NUL character in a stack', body: [reported('nul', 'at f\u0000(x.js:1:2)')], status: 400 },
  { name: 'a lone surrogate in a message', body: [reported('lone \ud800 surrogate')], status: 400 },
  {
    name: 'a body over 64 kB',
    body: Array.from({ length: 10 }, () => reported('m'.repeat(2000), `at ${'a'.repeat(4997)}`)).concat(
      reported('m'.repeat(2000), `at ${'a'.repeat(4997)}`),
    ),
    status: 413,
  },
];

/** A Core Web Vital record of the beacon's shape. */
export function vital(path: string, pageLoadId = 'load-1', metric = 'LCP', value = 1200) {
  return { app: 'tessera', event: 'web-vital', pageLoadId, ts: 1764150000000, data: { metric, value, path } };
}

export const HOSTILE_BEACONS: HostileBeacon[] = [
  {
    name: 'twenty-five records with a path of 2,048 question marks',
    body: JSON.stringify(Array.from({ length: 25 }, () => vital(`/${'?'.repeat(2047)}`))),
    status: 204,
    storedPath: '/',
  },
  {
    name: 'twenty-five records with a path of 2,048 characters',
    body: JSON.stringify(Array.from({ length: 25 }, () => vital(`/${'a'.repeat(2047)}`))),
    status: 204,
    // Cut at MAX_STORED_PATH (performance-routes.ts), and stored once: one record per metric of a page load.
    storedPath: `/${'a'.repeat(255)}`,
  },
  {
    name: 'fifty-one records',
    body: JSON.stringify(Array.from({ length: 51 }, () => vital('/'))),
    status: 400,
  },
  { name: 'arrays nested 30,000 deep', body: `${'['.repeat(30000)}${']'.repeat(30000)}`, status: 400 },
  { name: 'JSON cut short', body: `[${JSON.stringify(vital('/')).slice(0, -1)}`, status: 400 },
  {
    name: 'a page load id of 65 characters',
    body: JSON.stringify([vital('/', 'x'.repeat(65))]),
    status: 400,
  },
  { name: 'a body over 64 kB', body: JSON.stringify([vital('/')]).padEnd(70_000, ' '), status: 413 },
  // The database refuses both, and with them the whole batch the record would be written in.
  { name: 'a NUL character in a path', body: JSON.stringify([vital('/a\u0000')]), status: 400 },
  { name: 'a lone surrogate in a path', body: JSON.stringify([vital('/a\ud800')]), status: 400 },
];

/**
 * Fields of RecordHit's `data` (JSON inside a form field) the database cannot store: each must be
 * refused, not written with other visitors' events.
 */
export const UNSTORABLE_HIT_DATA: { name: string; data: Record<string, unknown> }[] = [
  { name: 'a NUL character in the title', data: { pagePath: '/about', title: 'a\u0000b' } },
  { name: 'a lone surrogate in the page path', data: { pagePath: '/about\udc00' } },
];

export const HOSTILE_HITS: HostileHit[] = [
  {
    name: 'a page path of question marks ending in a line break',
    pagePath: `/shop${'?'.repeat(2000)}\n`,
    headers: {},
    stored: { pagePath: '/shop' },
  },
  {
    name: 'a query string holding a line break',
    pagePath: '/shop?utm=a\nb',
    headers: {},
    stored: { pagePath: '/shop' },
  },
  {
    // Read to its first 512 characters, which name Android and no "mobile": a tablet.
    name: 'a User-Agent of "android" 1,500 times and then "Mobile"',
    pagePath: '/about',
    headers: { 'User-Agent': `Mozilla/5.0 (Linux; Android 14) ${'android'.repeat(1500)} Mobile` },
    stored: { pagePath: '/about', device: 'tablet' },
  },
  {
    // Read to its first 256 characters, which name no region.
    name: 'an Accept-Language of 1,500 entries, a region in the last',
    pagePath: '/about',
    headers: { 'Accept-Language': `${'en;q=0.5,'.repeat(1500)}fr-CA` },
    stored: { pagePath: '/about', country: '' },
  },
];
