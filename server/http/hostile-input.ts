// Input no handler should see: NUL characters, lone surrogates and deeply nested values, refused once where requests are parsed.
import type { Request } from 'express';
import { HttpError } from './http-error.js';

/** How deeply a body may nest objects and arrays (`{"a":[1]}` is 2). No form or API needs a tenth of it. */
export const MAX_INPUT_DEPTH = 64;

/** 400 `error` codes of the refusals. */
export const HOSTILE_INPUT_ERRORS = { characters: 'invalid-characters', depth: 'too-deep' } as const;

/** The refusals' messages. */
export const HOSTILE_INPUT_MESSAGES = {
  characters:
    'The request contains a character that is not allowed (a null character or an unpaired surrogate).',
  depth: `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`,
} as const;

/** What is wrong with a parsed input. */
export type InputProblem = keyof typeof HOSTILE_INPUT_ERRORS;

// With the `u` flag `\p{Cs}` matches only a surrogate without its partner.
const FORBIDDEN_CHARACTER = /[\u0000\p{Cs}]/u;
const NUL_IN_PATH = /%00|\u0000/i;

/**
 * Why `value` (a parsed JSON body, form or query) cannot be handed on, or undefined: a string or
 * key holding U+0000 (PostgreSQL text cannot store it) or a lone surrogate (not Unicode, refused by
 * `jsonb`), or objects and arrays nested deeper than `maxDepth` (validators and serializers recurse).
 * Walks with its own stack, so a hostile depth cannot overflow the call stack.
 */
export function inputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (FORBIDDEN_CHARACTER.test(current)) return 'characters';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const depth = next.depth + 1;
    if (depth > maxDepth) return 'depth';
    if (Array.isArray(current)) {
      for (const item of current) pending.push({ value: item, depth });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (FORBIDDEN_CHARACTER.test(key)) return 'characters';
      pending.push({ value: item, depth });
    }
  }
  return undefined;
}

/** The 400 answering an {@link InputProblem}. */
export function hostileInputError(problem: InputProblem): HttpError {
  return new HttpError(400, HOSTILE_INPUT_ERRORS[problem], HOSTILE_INPUT_MESSAGES[problem]);
}

/**
 * Throws the 400 of {@link hostileInputError} when `value` has an {@link InputProblem}: for JSON
 * that arrives inside a string field (a cart entry's `additionalFields`, a form's answers), which
 * the body check cannot see into.
 */
export function refuseHostileInput(value: unknown): void {
  const problem = inputProblem(value);
  if (problem !== undefined) throw hostileInputError(problem);
}

/**
 * The refusal of a request whose body, query string or path carries hostile input, or undefined.
 * The path is checked for `%00` only: a lone surrogate cannot be percent-encoded as UTF-8, and the
 * router answers an undecodable parameter 400 itself.
 */
export function hostileInputIn(req: Request): HttpError | undefined {
  const url = req.url;
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (NUL_IN_PATH.test(path)) return hostileInputError('characters');
  const problem = inputProblem(req.body) ?? (query < 0 ? undefined : inputProblem(req.query));
  return problem === undefined ? undefined : hostileInputError(problem);
}
