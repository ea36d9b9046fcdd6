// The languages a site may be offered in: BCP 47 tags checked and canonicalised, the curated list owners pick from, and each language's URL prefix.

/** A site is offered in at most this many languages besides its primary one. */
export const MAX_EXTRA_LANGUAGES = 10;

/** A language owners may add, with its name in English (the editor) and in itself (the site's switcher). */
export interface CuratedLanguage {
  tag: string;
  name: string;
  nativeName: string;
}

/** The languages one can add (GET /api/multilingual/languages), by English name. */
export const CURATED_LANGUAGES: readonly CuratedLanguage[] = [
  { tag: 'ar', name: 'Arabic', nativeName: 'العربية' },
  { tag: 'ca', name: 'Catalan', nativeName: 'Català' },
  { tag: 'zh-Hans', name: 'Chinese (Simplified)', nativeName: '简体中文' },
  { tag: 'zh-Hant', name: 'Chinese (Traditional)', nativeName: '繁體中文' },
  { tag: 'cs', name: 'Czech', nativeName: 'Čeština' },
  { tag: 'da', name: 'Danish', nativeName: 'Dansk' },
  { tag: 'nl', name: 'Dutch', nativeName: 'Nederlands' },
  { tag: 'en', name: 'English', nativeName: 'English' },
  { tag: 'en-GB', name: 'English (United Kingdom)', nativeName: 'English (UK)' },
  { tag: 'en-US', name: 'English (United States)', nativeName: 'English (US)' },
  { tag: 'fi', name: 'Finnish', nativeName: 'Suomi' },
  { tag: 'fr', name: 'French', nativeName: 'Français' },
  { tag: 'fr-CA', name: 'French (Canada)', nativeName: 'Français (Canada)' },
  { tag: 'de', name: 'German', nativeName: 'Deutsch' },
  { tag: 'el', name: 'Greek', nativeName: 'Ελληνικά' },
  { tag: 'he', name: 'Hebrew', nativeName: 'עברית' },
  { tag: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  { tag: 'hu', name: 'Hungarian', nativeName: 'Magyar' },
  { tag: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia' },
  { tag: 'ga', name: 'Irish', nativeName: 'Gaeilge' },
  { tag: 'it', name: 'Italian', nativeName: 'Italiano' },
  { tag: 'ja', name: 'Japanese', nativeName: '日本語' },
  { tag: 'ko', name: 'Korean', nativeName: '한국어' },
  { tag: 'nb', name: 'Norwegian Bokmål', nativeName: 'Norsk bokmål' },
  { tag: 'pl', name: 'Polish', nativeName: 'Polski' },
  { tag: 'pt', name: 'Portuguese', nativeName: 'Português' },
  { tag: 'pt-BR', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)' },
  { tag: 'ro', name: 'Romanian', nativeName: 'Română' },
  { tag: 'ru', name: 'Russian', nativeName: 'Русский' },
  { tag: 'es', name: 'Spanish', nativeName: 'Español' },
  { tag: 'es-MX', name: 'Spanish (Mexico)', nativeName: 'Español (México)' },
  { tag: 'sv', name: 'Swedish', nativeName: 'Svenska' },
  { tag: 'th', name: 'Thai', nativeName: 'ไทย' },
  { tag: 'tr', name: 'Turkish', nativeName: 'Türkçe' },
  { tag: 'uk', name: 'Ukrainian', nativeName: 'Українська' },
  { tag: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt' },
  { tag: 'cy', name: 'Welsh', nativeName: 'Cymraeg' },
];

/**
 * RFC 5646's well-formed language tag (langtag), without grandfathered tags: language (2–3
 * letters with up to three extlangs, or 4–8), script, region, variants, extensions, private use.
 */
const LANGTAG =
  /^(?:(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?(?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*(?:-[\da-wy-z](?:-[a-z\d]{2,8})+)*(?:-x(?:-[a-z\d]{1,8})+)?|x(?:-[a-z\d]{1,8})+)$/i;

/** `tag` in its canonical case (`pt-br` → `pt-BR`, `zh-hans` → `zh-Hans`), or undefined when it is not a well-formed BCP 47 tag. */
export function canonicalLanguageTag(tag: string): string | undefined {
  if (tag.length > 35 || !LANGTAG.test(tag)) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** A tag that is not BCP 47. */
export function notALanguageTag(tag: string): string {
  return `${tag} is not a language tag. Use a BCP 47 tag like fr or pt-BR.`;
}

/** The curated language of `tag` (any case), if it is one. */
export function curatedLanguage(tag: string): CuratedLanguage | undefined {
  const lower = tag.toLowerCase();
  return CURATED_LANGUAGES.find((language) => language.tag.toLowerCase() === lower);
}

/** The English name of `tag`, for the editor: the curated name, else the tag itself. */
export function languageName(tag: string): string {
  return curatedLanguage(tag)?.name ?? tag;
}

/** The name of `tag` in that language, for the site's switcher: the curated one, else the tag. */
export function nativeLanguageName(tag: string): string {
  return curatedLanguage(tag)?.nativeName ?? tag;
}

/** The first segment of the addresses of a language's pages: the tag in lower case (`/pt-br/about`). */
export function languagePrefix(tag: string): string {
  return tag.toLowerCase();
}

/** The address of `path` (a primary-language path like `/about` or `/`) in `language`; the primary language's paths are unchanged. */
export function localizedPath(path: string, language: string | undefined): string {
  if (language === undefined) return path;
  return path === '/' ? `/${languagePrefix(language)}` : `/${languagePrefix(language)}${path}`;
}

/**
 * The language a path is in and the path without its prefix: `/fr/about` with `fr` among
 * `languages` → `{ language: 'fr', path: '/about' }`; `/fr` → `/`. Other paths are the primary
 * language's (`language` undefined).
 */
export function pathLanguage(
  path: string,
  languages: readonly string[],
): { language: string | undefined; path: string } {
  const end = path.indexOf('/', 1);
  const first = (end < 0 ? path.slice(1) : path.slice(1, end)).toLowerCase();
  const language = first === '' ? undefined : languages.find((tag) => languagePrefix(tag) === first);
  if (language === undefined) return { language: undefined, path };
  return { language, path: end < 0 ? '/' : path.slice(end) };
}

/** Messages of the languages settings and the visitor's language choice. */
export const LANGUAGE_MESSAGES = {
  twice: (tag: string) => `${tag} is listed twice.`,
  tooMany: `A site is offered in at most ${MAX_EXTRA_LANGUAGES} languages besides its primary one.`,
  takenAddress: (tag: string, prefix: string) =>
    `The address /${prefix} belongs to a page or collection already; change its URL before adding ${tag}.`,
  notOffered: (tag: string) => `${tag} is not one of this site's languages.`,
} as const;

/** Text fields of a block that a translation may override, by block type: plain text, or rich text (`html`). */
export const TRANSLATABLE_BLOCK_FIELDS: Readonly<
  Record<string, readonly { field: string; label: string; kind: 'text' | 'html' }[]>
> = {
  heading: [{ field: 'text', label: 'Heading', kind: 'text' }],
  text: [{ field: 'html', label: 'Text', kind: 'html' }],
  html: [{ field: 'html', label: 'Text', kind: 'html' }],
  image: [
    { field: 'caption', label: 'Caption', kind: 'text' },
    { field: 'heading', label: 'Heading', kind: 'text' },
    { field: 'body', label: 'Body', kind: 'html' },
    { field: 'button.label', label: 'Button text', kind: 'text' },
  ],
  button: [{ field: 'label', label: 'Button text', kind: 'text' }],
  form: [{ field: 'buttonText', label: 'Button text', kind: 'text' }],
  newsletter: [
    { field: 'title', label: 'Title', kind: 'text' },
    { field: 'description', label: 'Description', kind: 'text' },
    { field: 'buttonText', label: 'Button text', kind: 'text' },
    { field: 'successText', label: 'Thank-you text', kind: 'text' },
  ],
  product: [{ field: 'heading', label: 'Heading', kind: 'text' }],
  embed: [{ field: 'caption', label: 'Caption', kind: 'text' }],
  quote: [
    { field: 'text', label: 'Quote', kind: 'text' },
    { field: 'source', label: 'Source', kind: 'text' },
  ],
  summary: [
    { field: 'heading', label: 'Heading', kind: 'text' },
    { field: 'title', label: 'Title', kind: 'text' },
  ],
  collection: [
    { field: 'heading', label: 'Heading', kind: 'text' },
    { field: 'title', label: 'Title', kind: 'text' },
  ],
};

/** The value at a dotted field path of a block (`button.label`), when it is text. */
export function blockText(block: Readonly<Record<string, unknown>>, field: string): string | undefined {
  let value: unknown = block;
  for (const key of field.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' ? value : undefined;
}

/**
 * `block` with the translated texts of `fields` (dotted paths) put in; a field the block does not
 * have (an image without a button) or a translation left empty keeps the primary text.
 */
export function translatedBlock(
  block: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, string>> | undefined,
): Record<string, unknown> {
  const allowed = TRANSLATABLE_BLOCK_FIELDS[String(block.type)] ?? [];
  let result: Record<string, unknown> = { ...block };
  for (const { field } of allowed) {
    const text = fields?.[field];
    if (text === undefined || text.trim() === '' || blockText(block, field) === undefined) continue;
    const keys = field.split('.');
    if (keys.length === 1) result[field] = text;
    else {
      const [outer, inner] = keys;
      result = { ...result, [outer]: { ...(result[outer] as Record<string, unknown>), [inner]: text } };
    }
  }
  return result;
}
