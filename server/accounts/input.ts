// Shared input rules of the account routes (zod) and the one way their failures become a 400.
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords.js';

/** SPEC §8: the message of a 400 whose fields are flagged one by one. */
export const INVALID_INPUT_MESSAGE = 'One or more fields is invalid, please check your entries.';

/** An email, trimmed and lower-cased as the database stores it; 3–256 characters (SPEC §9). */
export const emailSchema = z
  .string({ error: 'Please enter a valid email.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email.' }).min(3).max(256));

/** A new password. */
export const newPasswordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(MIN_PASSWORD_LENGTH, `Passwords must have at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Passwords may have at most ${MAX_PASSWORD_LENGTH} characters.`);

/** A password typed to sign in: anything non-empty, within the length any password may have. */
export const passwordSchema = z
  .string({ error: 'Please enter your password.' })
  .min(1, 'Please enter your password.')
  .max(MAX_PASSWORD_LENGTH, 'Email or password is incorrect.');

/** `{ email, password }` to sign in. */
export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });

/**
 * `input` parsed by `schema`, or a 400 `{ error: 'invalid-input', message, fields }` naming each
 * field's first problem.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= issue.message;
  }
  throw badRequest(INVALID_INPUT_MESSAGE, fields);
}
