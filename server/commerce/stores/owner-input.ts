// Parsing an owner request body with zod, refused as SPEC §5's owner-area 400 with a message per field.
import type { z } from 'zod';
import { badRequest } from '../../http/http-error.js';
import { OWNER_INPUT_MESSAGE } from './owner-messages.js';

/**
 * `input` parsed by `schema`, or a 400 `{ error: 'invalid-input', message: 'Update the missing or
 * invalid information above.', fields }` naming each field's first problem.
 */
export function parseOwnerInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= issue.message;
  }
  throw badRequest(OWNER_INPUT_MESSAGE, fields);
}
