// Reads the list of golden cases known to fail, each with the reason it is allowed to.

export interface ExpectFailList {
  /** Case name → reason. */
  reasons: Map<string, string>;
  /** Problems with the list itself, as `file:line: message`. */
  errors: string[];
}

/**
 * Parses an expected-failures list: one case per line, the case name (its file name without the
 * extension), whitespace, then a reason, which is required so nobody forgets why a case is
 * excused. Lines starting with `#` and blank lines are skipped; a `#` later in a line belongs to
 * the reason (reasons often cite issues, like `#12`).
 */
export function parseExpectFailList(text: string, file: string): ExpectFailList {
  const reasons = new Map<string, string>();
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = /^(\S+)\s+(.+)$/.exec(line);
    const where = `${file}:${index + 1}`;
    if (match === null) {
      errors.push(`${where}: '${line}' has no reason; write the case name, then why it may fail`);
      return;
    }
    const [, name, reason] = match;
    if (reasons.has(name)) errors.push(`${where}: '${name}' is listed twice`);
    else reasons.set(name, reason);
  });
  return { reasons, errors };
}
