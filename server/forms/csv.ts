// CSV for the owner's export of a form's submissions (RFC 4180, with spreadsheet formulas neutralised).
import { noAnswerText, summaryText, type SummaryField } from '../../domain/form-values.js';

/** One CSV cell: quoted when needed; a leading =, +, - or @ is prefixed with ' so spreadsheets show it as text. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV line (CRLF-terminated). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The export's columns: the submission time, each field's title in form order, the page. */
export function csvHeader(titles: readonly string[]): string {
  return csvLine(['Submitted', ...titles, 'Page']);
}

/** One submission's row: each column's answer as the summary shows it ('N/A' for none). */
export function csvRow(
  createdAt: Date,
  titles: readonly string[],
  summary: readonly SummaryField[],
  pageUrl: string | null,
): string {
  const byTitle = new Map(summary.map((field) => [field.rawTitle, field]));
  const answers = titles.map((title) => {
    const field = byTitle.get(title);
    return field === undefined ? '' : summaryText(field) || noAnswerText();
  });
  return csvLine([createdAt.toISOString(), ...answers, pageUrl ?? '']);
}
