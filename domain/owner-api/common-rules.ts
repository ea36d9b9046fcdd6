// The owner API's plain shared rules (no zod here, so the editor's first screen can import them): links, versions.
import { INTERNAL_PATH_SOURCE, MAX_URL_LENGTH } from '../internal-link.js';
import { LINK_FORMAT_MESSAGE } from '../owner-messages.js';

/**
 * What a link may be: an address on the web, a path of the site (never `//host` or `/\host`, see
 * `domain/internal-link.ts`), mail or phone.
 */
export const LINK_PATTERN = new RegExp(
  String.raw`^(https?:\/\/[^\s/$.?#][^\s]*|${INTERNAL_PATH_SOURCE}|mailto:[^\s]+|tel:[+0-9()\s-]+)$`,
  'i',
);

/** The header an owner sends a save with: the version it was editing (`If-Match: 3`). */
export const IF_MATCH_HEADER = 'If-Match';

/** The `error` code of a save refused because another save came first (412). */
export const VERSION_CONFLICT_ERROR = 'version-conflict';

/** The message of that refusal, shown by the editor above what the owner typed. */
export const VERSION_CONFLICT_MESSAGE =
  'Someone else saved this first (in another tab or window). Your changes are still here but were not saved: copy what you need, then load the latest version.';

/** The longest link (SPEC §5: URL maximum length 2083). */
export const MAX_LINK_LENGTH = MAX_URL_LENGTH;

/** SPEC §5's refusal of a link an owner typed, or undefined when it may be stored (what `linkSchema` checks). */
export function linkProblem(value: string): string | undefined {
  const link = value.trim();
  return link.length <= MAX_LINK_LENGTH && LINK_PATTERN.test(link) ? undefined : LINK_FORMAT_MESSAGE;
}

/** The longest title, and the refusals of a title (what `titleSchema` checks). */
export const MAX_TITLE_LENGTH = 300;
export const TITLE_REQUIRED = 'Please enter a title.';
export const TITLE_TOO_LONG = `A title has at most ${MAX_TITLE_LENGTH} characters.`;

/** Why a title cannot be stored, or undefined (the rule of `titleSchema`). */
export function titleProblem(value: string): string | undefined {
  if (value.trim() === '') return TITLE_REQUIRED;
  return value.trim().length > MAX_TITLE_LENGTH ? TITLE_TOO_LONG : undefined;
}
