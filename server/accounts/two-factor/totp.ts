// Time-based one-time passwords (RFC 6238, otplib): a new secret, the otpauth address apps scan, and checking a code once per time step.
import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Tessera';

/**
 * How far a code may be from the server's clock, in seconds either way: one 30-second step, as most
 * services allow (a phone's clock a little off, a code typed as it changes).
 */
const TOLERANCE_SECONDS = 30;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation) in Base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The `otpauth://totp/Tessera:<email>?secret=…&issuer=Tessera` address a QR code carries. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/**
 * The time step of `code` if it is right for `secret` within a step of `now` and later than
 * `afterStep` (the step of the last code accepted: a code is good once), else undefined. Anything
 * that is not six digits is simply wrong.
 */
export async function totpStepOf(
  secret: string,
  code: string,
  afterStep: number | null,
  now = Date.now(),
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    // The TOTP strategy's answer carries the step (the functional API types it with HOTP's too).
    return result.valid ? (result as { timeStep?: number }).timeStep : undefined;
  } catch {
    // A last step beyond the window (the server's clock went back) and the like: not accepted.
    return undefined;
  }
}
