// HTML attribute escaping for the markup the content formatters build around stored values.

const ATTRIBUTE_SPECIAL = /[&<>"]/;
const AMP = /&/g;
const LT = /</g;
const GT = />/g;
const QUOTE = /"/g;

/**
 * Escapes `&`, `<`, `>` and `"` so a stored value (a title, a URL, oEmbed HTML) cannot end the
 * double-quoted attribute it is printed in. Text without them is returned as is, without copying.
 */
export function escapeAttribute(text: string): string {
  if (!ATTRIBUTE_SPECIAL.test(text)) return text;
  return text.replace(AMP, '&amp;').replace(LT, '&lt;').replace(GT, '&gt;').replace(QUOTE, '&quot;');
}
