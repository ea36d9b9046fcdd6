// CSV cells and lines for the owner's exports (form submissions, orders, mailing-list members, datasets): RFC 4180, spreadsheet formulas defused.

/** What a spreadsheet would start a formula with. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as typed (`-12.50`, `-1,234.5`, `1e3`): its leading `-` or `+` is no formula. */
const NUMBER = /^[+-]?(\d+(,\d{3})*(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * One CSV cell. Text a spreadsheet would read as a formula (a leading =, +, - or @ that is not a
 * number) gets a leading `'`, so it shows as text; the cell is quoted when it holds a quote, comma
 * or line break, or starts or ends with white space (which spreadsheets would trim).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV line (CRLF-terminated). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
