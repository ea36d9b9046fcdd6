// Turns an uploaded file's name into one the files router accepts, with the extension its content has.

const MAX_STEM_LENGTH = 120;

/**
 * The last part of `path` reduced to letters, digits, `.`, `-` and `_` (accents dropped, other runs of characters
 * become one `-`), ending in `extension` unless it already ends in one of `sameAs`
 * (so `Été 2024.JPEG` stays a `.JPEG` while a PNG named `.jpg` becomes `.png`). Never empty.
 */
export function safeFilename(
  path: string,
  extension: string,
  sameAs: readonly string[] = [extension],
): string {
  // Some browsers send the whole client-side path; only its last part is the name.
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = name.lastIndexOf('.');
  const givenExtension = dot > 0 ? name.slice(dot + 1) : '';
  const keepsExtension = sameAs.includes(givenExtension.toLowerCase());
  const stem = (keepsExtension || dot > 0 ? name.slice(0, dot) : name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+|-+$/g, '')
    .slice(0, MAX_STEM_LENGTH);
  return `${stem || 'file'}.${keepsExtension ? givenExtension : extension}`;
}
