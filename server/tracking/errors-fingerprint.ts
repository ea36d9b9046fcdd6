// How errors are grouped: a fingerprint of the source, the message and the normalised top of the stack.
import { createHash } from 'node:crypto';

/** Where an error happened. */
export type ErrorSource = 'browser' | 'server';

/** How many stack frames from the top decide the group. */
const TOP_FRAMES = 3;

/** A message with its whitespace collapsed, so reformatted copies of one message group together. */
export function normaliseMessage(message: string): string {
  return message.replace(/\s+/g, ' ').trim().slice(0, 1000);
}

/**
 * The top frames of a stack with what changes between deploys and page loads taken out: the
 * origin and query string of URLs, content hashes in file names (`boot-3FJ2K9QZ.js`), and line
 * and column numbers. V8 (`at fn (url:1:2)`) and Firefox/Safari (`fn@url:1:2`) frames both count.
 */
export function normaliseStackTop(stack: string): string[] {
  const frames = stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at ') || line.includes('@'));
  return frames.slice(0, TOP_FRAMES).map((frame) =>
    frame
      .replace(/[a-z][a-z0-9+.-]*:\/\/[^/\s)]+/gi, '')
      .replace(/\?[^\s):]*/g, '')
      .replace(/-[A-Za-z0-9_]{8,}(\.m?js)/g, '$1')
      .replace(/(:\d+)+(?=\)?$)/, ''),
  );
}

/** The group an error belongs to: sha256 (hex) of source, normalised message and stack top. */
export function errorFingerprint(source: ErrorSource, message: string, stack: string): string {
  const parts = [source, normaliseMessage(message), ...normaliseStackTop(stack)];
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}
