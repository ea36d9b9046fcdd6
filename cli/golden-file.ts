// Splits a golden case file into its named sections, exactly as conformance/README.md describes.

/** A golden case: section name (`TEMPLATE`, `JSON`, `OUTPUT`, `ERRORS`…) → section text. */
export type GoldenSections = ReadonlyMap<string, string>;

const HEADER = /^:([a-zA-Z\d_-]+)\s*$/;

/**
 * Parses the text of a golden case file into its sections. Text before the first header is
 * ignored; a repeated name takes the later text, except that the last section of the file is kept
 * only when its name is new (the reference test harness behaves this way, and the cases rely on it).
 */
export function parseGoldenFile(text: string): GoldenSections {
  const sections = new Map<string, string>();
  let name: string | undefined;
  let lines: string[] = [];
  for (const line of text.split('\n')) {
    const header = HEADER.exec(line);
    if (header === null) {
      if (name !== undefined) lines.push(line);
      continue;
    }
    if (name !== undefined) sections.set(name, lines.join('\n'));
    name = header[1];
    lines = [];
  }
  if (name !== undefined && !sections.has(name)) sections.set(name, lines.join('\n'));
  return sections;
}
