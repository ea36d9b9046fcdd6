// Solves an ALTCHA challenge the way the browser widget does, and encodes the payload it would send.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** The widget's payload for `challenge`: base64 of `{ challenge: { parameters, signature }, solution }`. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('Could not solve the challenge');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A payload decoded back to JSON, for tests that tamper with one. */
export function decodePayload(payload: string): {
  challenge: { parameters: Record<string, unknown>; signature: string };
  solution: { counter: number; derivedKey: string };
} {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
}

/** JSON encoded back into a payload. */
export function encodePayload(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}
