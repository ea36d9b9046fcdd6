// How long a rate-limited client must wait, in words that agree with its Retry-After header.

/**
 * `seconds` (a Retry-After value) in words, rounded up so the client never comes back too early:
 * 899 → '15 minutes', 60 → '1 minute', 61 → '2 minutes', 30 → '30 seconds', 1 → '1 second'.
 */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What an owner or site user hears after too many failed sign-ins: the real wait (no SPEC wording exists). */
export function signInLimitedMessage(retryAfterSeconds: number): string {
  return `Too many sign-in attempts. Try again in ${waitInWords(retryAfterSeconds)}.`;
}

/** What an owner hears after too many password-reset requests or confirmations. */
export function passwordResetLimitedMessage(retryAfterSeconds: number): string {
  return `Too many password-reset requests. Try again in ${waitInWords(retryAfterSeconds)}.`;
}
