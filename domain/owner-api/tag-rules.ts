// The tag manager's plain rules (no zod here): the two lists, name lengths, the duplicate error code.
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from './item-rules.js';

/** The two lists the tag manager keeps. */
export const TAG_KINDS = ['tag', 'category'] as const;

/** One of them. */
export type TagKind = (typeof TAG_KINDS)[number];

/** A name within SPEC §9's length for its kind. */
export function tagNameProblem(kind: TagKind, name: string): string | undefined {
  const max = kind === 'category' ? MAX_CATEGORY_LENGTH : MAX_TAG_LENGTH;
  if (name.trim() === '') return `Please enter a ${kind} name.`;
  if (name.trim().length > max) return `A ${kind} has at most ${max} characters.`;
  return undefined;
}

/** The `error` code of SPEC §5's "This {tagType} already exists…" (409). */
export const TAG_EXISTS_ERROR = 'tag-exists';
