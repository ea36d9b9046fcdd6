// JSON as theme authors wrote it and Squarespace read it: a missing comma between entries, a trailing comma, single quotes, unquoted keys and comments are read, each noted where it is.

/** A construct strict JSON refuses but the platform read: where it is and what it is. */
export interface LenientNote {
  offset: number;
  message: string;
}

export type LenientResult =
  | { ok: true; value: unknown; notes: LenientNote[] }
  | { ok: false; offset: number; message: string; notes: LenientNote[] };

class Failure extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER = /[\w$-]/;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
/** Deeper nesting is refused (a hostile upload must not exhaust the stack). */
const MAX_DEPTH = 100;
const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * Parses `text` as JSON, also reading what JavaScript object literals allow and what the
 * platform's reader let through: `//` and `/* *\/` comments, `'single'` quotes, unquoted keys,
 * a trailing comma, and a missing comma between two entries on separate lines or not. Each such
 * construct is a note (a warning to show); anything else unreadable fails at its offset.
 */
export function parseLenientJson(text: string): LenientResult {
  const notes: LenientNote[] = [];
  let at = 0;

  const skip = () => {
    for (;;) {
      while (at < text.length && /\s/.test(text[at])) at++;
      if (text.startsWith('//', at)) {
        while (at < text.length && text[at] !== '\n') at++;
      } else if (text.startsWith('/*', at)) {
        const end = text.indexOf('*/', at + 2);
        if (end < 0) throw new Failure(at, 'a comment is never closed');
        at = end + 2;
      } else return;
    }
  };

  const string = (): string => {
    const quote = text[at];
    const start = at++;
    let out = '';
    while (at < text.length && text[at] !== quote) {
      const char = text[at++];
      if (char === '\n') throw new Failure(start, 'a string is not closed on its line');
      if (char !== '\\') {
        out += char;
        continue;
      }
      const escaped = text[at++];
      if (escaped === 'u') {
        const hex = text.slice(at, at + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new Failure(at - 2, 'a \\u escape needs four hex digits');
        out += String.fromCharCode(parseInt(hex, 16));
        at += 4;
      } else out += ESCAPES[escaped] ?? escaped;
    }
    if (at >= text.length) throw new Failure(start, 'a string is never closed');
    at++;
    return out;
  };

  const key = (): string => {
    if (text[at] === '"' || text[at] === "'") return string();
    if (!IDENTIFIER_START.test(text[at] ?? '')) throw new Failure(at, 'expected a key in quotes');
    const start = at;
    while (at < text.length && IDENTIFIER.test(text[at])) at++;
    return text.slice(start, at);
  };

  /** Entries of an array or object up to `close`, with the separators' leniency. */
  const entries = (close: string, entry: () => void) => {
    skip();
    if (text[at] === close) {
      at++;
      return;
    }
    for (;;) {
      entry();
      skip();
      if (text[at] === close) {
        at++;
        return;
      }
      if (text[at] === ',') {
        const comma = at++;
        skip();
        if (text[at] === close) {
          notes.push({ offset: comma, message: 'a comma after the last entry' });
          at++;
          return;
        }
        continue;
      }
      if (at >= text.length) throw new Failure(at, `expected ${close} before the end of the file`);
      if (text[at] === ']' || text[at] === '}' || text[at] === ':') {
        throw new Failure(at, `expected , or ${close}, not ${text[at]}`);
      }
      notes.push({ offset: at, message: 'a missing comma between two entries' });
    }
  };

  let depth = 0;
  const value = (): unknown => {
    skip();
    const char = text[at];
    if ((char === '{' || char === '[') && ++depth > MAX_DEPTH) {
      throw new Failure(at, `nested more than ${MAX_DEPTH} levels deep`);
    }
    if (char === '{') {
      at++;
      const object: Record<string, unknown> = {};
      entries('}', () => {
        const name = key();
        skip();
        if (text[at] !== ':') throw new Failure(at, `expected : after the key "${name}"`);
        at++;
        object[name] = value();
      });
      depth--;
      return object;
    }
    if (char === '[') {
      at++;
      const array: unknown[] = [];
      entries(']', () => array.push(value()));
      depth--;
      return array;
    }
    if (char === '"' || char === "'") return string();
    const number = NUMBER.exec(text.slice(at, at + 64));
    if (number !== null) {
      at += number[0].length;
      return Number(number[0]);
    }
    for (const [word, result] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, at) && !IDENTIFIER.test(text[at + word.length] ?? '')) {
        at += word.length;
        return result;
      }
    }
    if (at >= text.length) throw new Failure(at, 'the file ends where a value should be');
    throw new Failure(at, `unexpected ${JSON.stringify(char)} where a value should be`);
  };

  try {
    const result = value();
    skip();
    if (at < text.length) throw new Failure(at, `unexpected ${JSON.stringify(text[at])} after the value`);
    return { ok: true, value: result, notes };
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    return { ok: false, offset: error.offset, message: error.message, notes };
  }
}
