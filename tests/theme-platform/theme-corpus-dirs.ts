// The public theme corpus's folders (docs/THEMES.md), when THEME_CORPUS names where it was fetched; none otherwise (CI).
import { existsSync, readdirSync } from 'node:fs';

export const CORPUS = process.env.THEME_CORPUS ?? '';

/** The corpus's theme folder names, sorted; empty without THEME_CORPUS. */
export const corpusThemes: readonly string[] =
  CORPUS !== '' && existsSync(CORPUS)
    ? readdirSync(CORPUS, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
