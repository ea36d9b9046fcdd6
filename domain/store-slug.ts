// SPEC §5 "Store slug": a new store's URL id from its title, with a numeric suffix when it is taken.

/** The title whose slug a store gets when its own title cleans to fewer than 3 characters. */
export const FALLBACK_STORE_TITLE = 'Store';

/** Slugs shorter than this fall back to the fallback title's (SPEC §5). */
export const MIN_SLUG_LENGTH = 3;

/** At most this many characters of a cleaned title are kept, so a URL stays readable. */
export const MAX_SLUG_LENGTH = 100;

/** A URL id as typed by an owner must already look like this: lower-case words joined by '-'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The cleaned form of a title: accents dropped, lower case, every run of other characters one
 * '-', none at either end, cut to {@link MAX_SLUG_LENGTH}. `Café & Co.` → `cafe-co`.
 */
export function cleanSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

/** The slug a title asks for: its cleaned form, or the fallback title's when that is empty or shorter than 3. */
export function baseStoreSlug(title: string, fallbackTitle: string = FALLBACK_STORE_TITLE): string {
  const cleaned = cleanSlug(title);
  return cleaned.length >= MIN_SLUG_LENGTH ? cleaned : cleanSlug(fallbackTitle);
}

/**
 * The first free slug for `base` among `used`: `base` itself when free, else `base-N` with N one
 * more than the highest `base-N` already used (at least 1): `shop` with {shop, shop-2, shop-7}
 * used → `shop-8`; with only {shop} → `shop-1`.
 */
export function uniqueSlug(base: string, used: Iterable<string>): string {
  const taken = new Set(used);
  if (!taken.has(base)) return base;
  const suffixed = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(\\d+)$`);
  let highest = 0;
  for (const slug of taken) {
    const match = suffixed.exec(slug);
    if (match !== null) highest = Math.max(highest, Number(match[1]));
  }
  let next = highest + 1;
  while (taken.has(`${base}-${next}`)) next += 1;
  return `${base}-${next}`;
}

/** SPEC §5: the URL slug of a new store titled `title`, given the URL ids already used. */
export function storeSlug(
  title: string,
  used: Iterable<string>,
  fallbackTitle: string = FALLBACK_STORE_TITLE,
): string {
  return uniqueSlug(baseStoreSlug(title, fallbackTitle), used);
}
