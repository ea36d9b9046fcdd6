// Shows how an actual output differs from the expected one, as a unified diff a person can read.
import { structuredPatch } from 'diff';

/**
 * Characters that look alike or vanish in a terminal, and what a changed line shows instead, so a
 * whitespace-only difference is visible.
 */
const HINTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\t/g, '→'],
  [/\r/g, '␍'],
  [/\u00a0/g, '⍽'],
  [/[\u200b\u200c\u200d\ufeff]/g, '⌧'],
];

function showWhitespace(line: string): string {
  let shown = line;
  for (const [pattern, hint] of HINTS) shown = shown.replace(pattern, hint);
  return shown.replace(/ +$/, (spaces) => '·'.repeat(spaces.length));
}

/** Where two texts first differ, 1-based, or undefined when they are equal. */
export function firstDifference(
  expected: string,
  actual: string,
): { line: number; column: number } | undefined {
  if (expected === actual) return undefined;
  let line = 1;
  let column = 1;
  for (let i = 0; i < Math.min(expected.length, actual.length) && expected[i] === actual[i]; i++) {
    if (expected[i] === '\n') {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  return { line, column };
}

/**
 * A unified line diff of `expected` against `actual` (`-` expected, `+` actual), with tabs, carriage
 * returns, no-break spaces and trailing spaces made visible on changed lines, closed by the
 * position of the first difference. Returns an empty string when the texts are equal.
 */
export function diffReport(expected: string, actual: string): string {
  const at = firstDifference(expected, actual);
  if (at === undefined) return '';
  // A final newline on both sides keeps "no newline at end of file" markers out of the report.
  const patch = structuredPatch('expected', 'actual', `${expected}\n`, `${actual}\n`, '', '', { context: 3 });
  // An empty side shows as a lone `-` or `+`, easy to misread as a blank line that differs.
  const empty = (text: string): string => (text === '' ? ' (empty)' : '');
  const lines = [`--- expected${empty(expected)}`, `+++ actual${empty(actual)}`];
  for (const hunk of patch.hunks) {
    lines.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`);
    for (const line of hunk.lines) {
      const sign = line[0];
      lines.push(sign === ' ' ? line : `${sign}${showWhitespace(line.slice(1))}`);
    }
  }
  lines.push(`first difference at line ${at.line}, column ${at.column}`);
  return lines.join('\n');
}
