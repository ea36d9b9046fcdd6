/** Classifies what a plugin threw: what ends a render, and how to name the rest safely. */

import { LimitReached } from './runtime.js';

/** A JavaScript stack overflow: detected without regular expressions, which need stack themselves. */
export function isStackOverflow(e: unknown): boolean {
  try {
    return e instanceof RangeError && typeof e.message === 'string' && e.message.includes('call stack');
  } catch {
    return false;
  }
}

/** Whether an exception must end the render rather than be reported for one instruction. */
export function isFatal(e: unknown): boolean {
  return e instanceof LimitReached || isStackOverflow(e);
}

/** The name and message of anything thrown, even a value whose `toString` throws. */
export function describeFailure(e: unknown): { name: string; message: string } {
  try {
    if (e instanceof Error) return { name: String(e.name), message: String(e.message) };
    return { name: 'Error', message: String(e) };
  } catch {
    return { name: 'Error', message: 'a value that cannot be printed was thrown' };
  }
}
