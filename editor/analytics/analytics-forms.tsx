// The Analytics screen's forms: each form's views, submissions and conversion, with its CSV export.
import type { ColumnDef } from '@tanstack/react-table';
import type { AnalyticsForms } from '../../domain/owner-api/analytics.js';
import { useAnalyticsForms, type AnalyticsRange } from '../api/analytics.js';
import { percentText } from './analytics-range.js';
import { FailedSection } from './analytics-load.js';
import { features, TableSection } from './analytics-tables.js';

type Form = AnalyticsForms['forms'][number];

const formColumns: ColumnDef<typeof features, Form>[] = [
  { id: 'name', header: 'Form', accessorFn: (row) => row.name },
  { id: 'views', header: 'Views', accessorFn: (row) => String(row.views) },
  { id: 'submissions', header: 'Submissions', accessorFn: (row) => String(row.submissions) },
  { id: 'conversionRate', header: 'Conversion', accessorFn: (row) => percentText(row.conversionRate) },
];

function FormsTable({ forms, range }: { forms: Form[]; range: AnalyticsRange }) {
  return (
    <TableSection
      title="Forms"
      table="forms"
      range={range}
      rows={forms}
      columns={formColumns}
      rowId={(row) => row.formId}
      caption="Forms: views, submissions and conversion, the most viewed first"
      empty="No form views in this period. Add a form block to a page to see it here."
    />
  );
}

/** The Forms section of `range`. */
export function FormsSection({ range }: { range: AnalyticsRange }) {
  const forms = useAnalyticsForms(range);
  if (forms.data !== undefined) return <FormsTable forms={forms.data.forms} range={range} />;
  if (forms.error !== null)
    return <FailedSection title="Forms" error={forms.error} onRetry={() => void forms.refetch()} />;
  return null;
}
