// The submissions of one page (TanStack Table, headless): when each came, a column per field title as the summary words it, and the page it came from.
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { noAnswerText, summaryText } from '../../domain/form-values.js';
import type { FormSubmission } from '../api/form-submissions.js';
import { DataTable } from '../ui/data-table.js';

const features = tableFeatures({});

/** An instant as a date and time in the website's zone (`Nov 1, 2026, 10:00 AM`). */
function momentText(iso: string, timeZone: string | undefined): string {
  return new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** Every field title of `submissions`, in the order they first appear. */
export function fieldTitles(submissions: readonly FormSubmission[]): string[] {
  return [...new Set(submissions.flatMap((submission) => submission.summary.map((field) => field.rawTitle)))];
}

/** One answer as a cell shows it: the summary's text on one line, 'N/A' when blank, '' when the field was not there. */
function answerText(submission: FormSubmission, title: string): string {
  const field = submission.summary.find((each) => each.rawTitle === title);
  if (field === undefined) return '';
  return summaryText(field).replace(/\n/g, ', ') || noAnswerText();
}

/** Props of {@link SubmissionsTable}. */
export interface SubmissionsTableProps {
  formName: string;
  submissions: FormSubmission[];
  timeZone: string | undefined;
}

/** The table of one page of submissions, newest first. */
export function SubmissionsTable({ formName, submissions, timeZone }: SubmissionsTableProps) {
  const titles = fieldTitles(submissions);
  const titleKey = titles.join('\u0000');
  const columns = useMemo<ColumnDef<typeof features, FormSubmission>[]>(
    () => [
      { id: 'received', header: 'Received', accessorFn: (row) => momentText(row.createdAt, timeZone) },
      ...titleKey
        .split('\u0000')
        .filter((title) => title !== '')
        .map((title, at): ColumnDef<typeof features, FormSubmission> => ({
          id: `field-${at}`,
          header: title,
          accessorFn: (row) => answerText(row, title),
        })),
      { id: 'page', header: 'Page', accessorFn: (row) => row.pageUrl ?? '—' },
    ],
    [titleKey, timeZone],
  );
  const table = useTable({ features, columns, data: submissions, getRowId: (row) => row.id });

  return (
    <DataTable
      table={table}
      caption={`Submissions of ${formName}, newest first`}
      className="submissions-table"
    />
  );
}
