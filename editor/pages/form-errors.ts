// A form's problems in one shape, from the client's zod check or the server's answer: a message on top, one per field.
import type { z } from 'zod';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import { ApiError } from '../api/client.js';

/** What a form shows after a refused save: the message above the fields and each field's own (`seo.title`…). */
export interface FormProblems {
  message?: string;
  fields: Record<string, string>;
}

/** No problems. */
export const NO_PROBLEMS: FormProblems = { fields: {} };

/** The first message of each field a zod check refused, keyed by its dotted path, under SPEC §5's general message. */
export function problemsOfIssues(error: z.ZodError): FormProblems {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return { message: OWNER_INPUT_MESSAGE, fields };
}

/** The server's refusal as form problems (its message, and its `fields` for a 400). */
export function problemsOfError(error: unknown): FormProblems {
  if (error instanceof ApiError) return { message: error.message, fields: { ...error.fields } };
  return { message: error instanceof Error ? error.message : String(error), fields: {} };
}
