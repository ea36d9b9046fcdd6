// Which links stay on this site: a path starting with one '/', never `//host` or `/\host`, which browsers send to another host.

/** The longest link or path (SPEC §9: URL maximum length 2083). */
export const MAX_URL_LENGTH = 2083;

const SITE = 'http://site.invalid';

/**
 * A site path as a regular expression's source (no anchors), for patterns that take other forms
 * too (`LINK_PATTERN`): one '/', then neither '/' nor '\' (browsers read `//evil.example` and
 * `/\evil.example` as another host), and no backslash, space or control character anywhere
 * (browsers drop tabs and line breaks, so `/<tab>/evil.example` is `//evil.example` to them).
 */
export const INTERNAL_PATH_SOURCE = String.raw`\/(?![\/\\])[^\s\\\u0000-\u001f\u007f]*`;

const INTERNAL_PATH = new RegExp(`^${INTERNAL_PATH_SOURCE}$`);

/** Whether `value` is a path of this site as written (`/shop/p/mug?x=1`, `/`), not another host's address. */
export function isInternalPath(value: string): boolean {
  return value.length <= MAX_URL_LENGTH && INTERNAL_PATH.test(value);
}

/**
 * `value` as the path and query of this site a browser would go to (`/a/../b?x` → `/b?x`), or
 * undefined for anything that could leave it. The result is checked again after the dots are
 * resolved, since `/..//evil.example` resolves to `//evil.example`. The fragment is dropped.
 */
export function internalPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isInternalPath(value)) return undefined;
  const url = new URL(value, SITE);
  const path = `${url.pathname}${url.search}`;
  return url.origin === SITE && isInternalPath(path) ? path : undefined;
}
