// How errors are grouped: a fingerprint of the source, the message and the normalised top of the stack.
import { createHash } from 'node:crypto';
import { isSpace, normaliseFrame } from './stack-frame.js';

/** Where an error happened. */
export type ErrorSource = 'browser' | 'server';

/** How many stack frames from the top decide the group. */
const TOP_FRAMES = 3;
/** Stacks are kept (and cut) at this many characters (SPEC §9); no more of one is read. */
export const MAX_STACK_LENGTH = 5000;
/**
 * A frame is read to this many characters. A browser's frame is a function name and a script URL,
 * a few hundred characters; only a hostile report sends longer ones, and what they hold past this
 * point cannot tell one bug from another.
 */
export const MAX_FRAME_LENGTH = 1000;
/** A message is kept to this many characters. */
export const MAX_MESSAGE_LENGTH = 1000;

/**
 * A message with its whitespace collapsed, so reformatted copies of one message group together: the
 * same as `message.replace(/\s+/g, ' ').trim().slice(0, 1000)`, but it stops reading once it has
 * its 1,000 characters (a server error's message can hold a whole SQL statement).
 */
export function normaliseMessage(message: string): string {
  const length = message.length;
  let kept = '';
  let at = 0;
  while (at < length && kept.length < MAX_MESSAGE_LENGTH) {
    if (isSpace(message.charCodeAt(at))) {
      at += 1;
      continue;
    }
    if (kept !== '' && isSpace(message.charCodeAt(at - 1))) kept += ' ';
    const last = Math.min(length, at + MAX_MESSAGE_LENGTH - kept.length);
    let end = at;
    while (end < last && !isSpace(message.charCodeAt(end))) end += 1;
    kept += message.slice(at, end);
    at = end;
  }
  return kept;
}

/**
 * The top frames of a stack with what changes between deploys and page loads taken out: the
 * origin and query string of URLs, content hashes in file names (`boot-3FJ2K9QZ.js`), and line
 * and column numbers. V8 (`at fn (url:1:2)`) and Firefox/Safari (`fn@url:1:2`) frames both count.
 * Reads at most {@link MAX_STACK_LENGTH} characters, stops at the third frame, and normalises each
 * frame's first {@link MAX_FRAME_LENGTH} characters only, so its work and its output are bounded
 * whatever a report sends.
 */
export function normaliseStackTop(stack: string): string[] {
  const text = stack.length > MAX_STACK_LENGTH ? stack.slice(0, MAX_STACK_LENGTH) : stack;
  const frames: string[] = [];
  for (let from = 0; from < text.length && frames.length < TOP_FRAMES;) {
    const newline = text.indexOf('\n', from);
    const to = newline < 0 ? text.length : newline;
    const line = text.slice(from, to).trim();
    if (line.startsWith('at ') || line.includes('@'))
      frames.push(normaliseFrame(line.slice(0, MAX_FRAME_LENGTH)));
    from = to + 1;
  }
  return frames;
}

/** The group an error belongs to: sha256 (hex) of source, normalised message and stack top. */
export function errorFingerprint(source: ErrorSource, message: string, stack: string): string {
  const parts = [source, normaliseMessage(message), ...normaliseStackTop(stack)];
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}
