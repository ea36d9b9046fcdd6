// CSV for the owner's export of a form's submissions (RFC 4180, with spreadsheet formulas neutralised).
import { csvLine } from '../../domain/csv.js';
import { noAnswerText, summaryText, type SummaryField } from '../../domain/form-values.js';

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
