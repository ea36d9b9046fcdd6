// HTML escaping for the text the social and forms formatters write into markup themselves.

const TEXT_SPECIALS = /[&<>]/g;
const ATTRIBUTE_SPECIALS = /[&<>"]/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const entity = (c: string): string => ENTITIES[c];

/** Escapes `&`, `<` and `>` (the `html` formatter's set) for element content. */
export function escapeText(text: string): string {
  return text.replace(TEXT_SPECIALS, entity);
}

/** Escapes `&`, `<`, `>` and `"` (the `htmlattr` formatter's set) for a double-quoted attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(ATTRIBUTE_SPECIALS, entity);
}
