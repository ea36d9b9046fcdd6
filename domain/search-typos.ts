// Which site searches also look for titles by likeness (pg_trgm), to forgive a typo: plain words only.

/** The shortest word compared by likeness: shorter ones are alike to too much ("tea", "the"). */
export const MIN_TYPO_WORD_LENGTH = 4;

/**
 * The text of `query` to compare with titles by trigram likeness, or undefined when the query
 * should be read only as a web search: it quotes a phrase or excludes a word (`"cold brew"`,
 * `-espresso`), or has no word of four letters or more. The words kept are the query's words of
 * that length, in order ("cast skilet" → "cast skilet"; "a skilet" → "skilet").
 */
export function typoTolerantText(query: string): string | undefined {
  if (/["]/.test(query) || /(^|\s)-/.test(query)) return undefined;
  const words = query
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_TYPO_WORD_LENGTH && word.toLowerCase() !== 'or');
  return words.length === 0 ? undefined : words.join(' ');
}
