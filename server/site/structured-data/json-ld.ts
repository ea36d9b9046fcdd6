// JSON-LD as the text of a <script type="application/ld+json"> block: JSON whose every `<`, `>` and `&` is escaped, so no text in it can close the script or open a comment.

/** A JSON-LD node: a plain JSON object. */
export type JsonLd = Record<string, unknown>;

const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * `value` as JSON safe inside a `<script>` element: the HTML parser ends a script at `</script`
 * whatever its type, and `<!--` changes how it reads on; JSON's `\u003c` escapes mean the same
 * string to a JSON parser and are no markup to the HTML one. The block is data, never run, so the
 * site's Content-Security-Policy (no inline script) does not apply to it.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char]);
}

/** Drops the members whose value is undefined, an empty string or an empty list (schema.org wants them absent). */
export function compact(node: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(node).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/** schema.org's namespace. */
export const SCHEMA_ORG = 'https://schema.org';

/** A moment (epoch milliseconds) in ISO 8601, as schema.org's dates are written. */
export function isoMoment(epochMs: unknown): string | undefined {
  return typeof epochMs === 'number' && Number.isFinite(epochMs)
    ? new Date(epochMs).toISOString()
    : undefined;
}

/** The text of an HTML fragment on one line (schema.org descriptions are plain text). */
export function plainText(html: unknown, limit = 500): string | undefined {
  if (typeof html !== 'string') return undefined;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return undefined;
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}
