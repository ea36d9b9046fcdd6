// One stack frame with what changes between deploys and page loads taken out, by scans that read each character a bounded number of times.
//
// These scans replace four regular expressions (issue 33): `[a-z][a-z0-9+.-]*:\/\/…` and
// `(:\d+)+(?=\)?$)` backtrack over the rest of the frame from every start position, ~150 ms for
// one 5,000-character frame on a busy server. Each scan gives exactly what its expression gave
// (server/tracking/stack-frame.test.ts checks them against the expressions on generated frames),
// so a stored group's fingerprint is unchanged.

const COLON = 0x3a;
const SLASH = 0x2f;
const CLOSE = 0x29;
const DASH = 0x2d;
const DOT = 0x2e;
const PLUS = 0x2b;

/** What a regular expression's `\s` matches: ECMAScript's WhiteSpace and LineTerminator. */
export function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

/** `[a-z0-9+.-]` case-insensitively (without the `u` flag only ASCII letters fold to ASCII). */
function isSchemeCharacter(code: number): boolean {
  return isLetter(code) || isDigit(code) || code === PLUS || code === DOT || code === DASH;
}

/** `[^/\s)]`: a character of a URL's host and port. */
function isHostCharacter(code: number): boolean {
  return code !== SLASH && code !== CLOSE && !isSpace(code);
}

/** `[A-Za-z0-9_]` */
function isWordCharacter(code: number): boolean {
  return isLetter(code) || isDigit(code) || code === 0x5f;
}

/**
 * Every `scheme://host:port` taken out (`https://a.test/x.js` → `/x.js`), as
 * `replace(/[a-z][a-z0-9+.-]*:\/\/[^/\s)]+/gi, '')` did. A scheme cannot hold a colon, so every
 * start inside one run of scheme characters meets the same `://` or none: one pass over the runs.
 */
export function withoutOrigins(frame: string): string {
  const length = frame.length;
  let kept = '';
  let copiedTo = 0;
  let at = 0;
  while (at < length) {
    if (!isSchemeCharacter(frame.charCodeAt(at))) {
      at += 1;
      continue;
    }
    let firstLetter = -1;
    while (at < length) {
      const code = frame.charCodeAt(at);
      if (!isSchemeCharacter(code)) break;
      if (firstLetter < 0 && isLetter(code)) firstLetter = at;
      at += 1;
    }
    const host = at + 3;
    if (
      firstLetter < 0 ||
      !frame.startsWith('://', at) ||
      host >= length ||
      !isHostCharacter(frame.charCodeAt(host))
    )
      continue;
    let end = host + 1;
    while (end < length && isHostCharacter(frame.charCodeAt(end))) end += 1;
    kept += frame.slice(copiedTo, firstLetter);
    copiedTo = end;
    at = end;
  }
  return copiedTo === 0 ? frame : kept + frame.slice(copiedTo);
}

/** Every query string taken out (`/x.js?v=2:1:2` → `/x.js:1:2`), as `replace(/\?[^\s):]*\/g, '')` did. */
export function withoutQueries(frame: string): string {
  const length = frame.length;
  let kept = '';
  let copiedTo = 0;
  for (let at = frame.indexOf('?'); at >= 0;) {
    let end = at + 1;
    while (end < length) {
      const code = frame.charCodeAt(end);
      if (code === CLOSE || code === COLON || isSpace(code)) break;
      end += 1;
    }
    kept += frame.slice(copiedTo, at);
    copiedTo = end;
    at = frame.indexOf('?', end);
  }
  return copiedTo === 0 ? frame : kept + frame.slice(copiedTo);
}

/**
 * Content hashes of bundled file names taken out (`boot-3FJ2K9QZ.js` → `boot.js`), as
 * `replace(/-[A-Za-z0-9_]{8,}(\.m?js)/g, '$1')` did: a dash, eight or more word characters, then
 * `.js` or `.mjs`.
 */
export function withoutContentHashes(frame: string): string {
  const length = frame.length;
  let kept = '';
  let copiedTo = 0;
  for (let at = frame.indexOf('-'); at >= 0;) {
    let end = at + 1;
    while (end < length && isWordCharacter(frame.charCodeAt(end))) end += 1;
    const extension = frame.startsWith('.mjs', end) ? 4 : frame.startsWith('.js', end) ? 3 : 0;
    if (end - at - 1 >= 8 && extension > 0) {
      kept += frame.slice(copiedTo, at);
      copiedTo = end;
      end += extension;
    }
    at = frame.indexOf('-', end);
  }
  return copiedTo === 0 ? frame : kept + frame.slice(copiedTo);
}

/**
 * The line and column at the end taken out (`/x.js:1:2)` → `/x.js)`), as
 * `replace(/(:\d+)+(?=\)?$)/, '')` did: the longest run of `:digits` before the end or a final `)`,
 * read backwards from the end.
 */
export function withoutPosition(frame: string): string {
  const end = frame.charCodeAt(frame.length - 1) === CLOSE ? frame.length - 1 : frame.length;
  let start = -1;
  let at = end;
  for (;;) {
    let digits = at;
    while (digits > 0 && isDigit(frame.charCodeAt(digits - 1))) digits -= 1;
    if (digits === at || digits === 0 || frame.charCodeAt(digits - 1) !== COLON) break;
    at = digits - 1;
    start = at;
  }
  return start < 0 ? frame : frame.slice(0, start) + frame.slice(end);
}

/** A frame without origins, query strings, content hashes and its line and column, in that order. */
export function normaliseFrame(frame: string): string {
  return withoutPosition(withoutContentHashes(withoutQueries(withoutOrigins(frame))));
}
