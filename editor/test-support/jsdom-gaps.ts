// What jsdom lacks that react-aria's dialogs call: `CSS.escape` (react-aria reads a <meta> by name when a modal opens).

/** CSSOM's `CSS.escape`: control characters and a leading digit as code points, other punctuation with a backslash. */
function cssEscape(value: string): string {
  const text = String(value);
  return Array.from(text, (char, at) => {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0) return '\uFFFD';
    const leadingDigit = /\d/.test(char) && (at === 0 || (at === 1 && text[0] === '-'));
    if (code <= 0x1f || code === 0x7f || leadingDigit) return `\\${code.toString(16)} `;
    if (code >= 0x80 || /[\w-]/.test(char)) return char;
    return `\\${char}`;
  }).join('');
}

/** Installs `CSS.escape` when jsdom has none. */
export function fillJsdomGaps(): void {
  const scope = globalThis as { CSS?: { escape?: (value: string) => string } };
  if (typeof scope.CSS?.escape === 'function') return;
  scope.CSS = { ...scope.CSS, escape: cssEscape };
}
