// Tells whoever starts a server that the Node.js it runs on gets no security fixes any more.
import { endOfLifeWarning } from '../domain/node-releases.js';
import type { Io } from './io.js';

/** Writes the end-of-life warning for Node.js `version` on `today` to stderr; nothing on a maintained line. */
export function warnOnEndOfLifeNode(io: Io, version: string, today: Date): void {
  const warning = endOfLifeWarning(version, today);
  if (warning !== undefined) io.err(`Tessera: warning: ${warning}\n`);
}
