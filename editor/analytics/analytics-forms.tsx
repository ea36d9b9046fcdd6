// The Analytics screen's forms: each form's views, submissions and conversion, with its CSV export.
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import type { AnalyticsForms } from '../../domain/owner-api/analytics.js';
import { useAnalyticsForms, type AnalyticsRange } from '../api/analytics.js';
import { DataTable } from '../ui/data-table.js';
import { percentText } from './analytics-range.js';
import { FailedSection } from './analytics-load.js';
import { Section } from './analytics-tables.js';

const features = tableFeatures({});

type Form = AnalyticsForms['forms'][number];

const formColumns: ColumnDef<typeof features, Form>[] = [
  { id: 'name', header: 'Form', accessorFn: (row) => row.name },
  { id: 'views', header: 'Views', accessorFn: (row) => String(row.views) },
  { id: 'submissions', header: 'Submissions', accessorFn: (row) => String(row.submissions) },
  { id: 'conversionRate', header: 'Conversion', accessorFn: (row) => percentText(row.conversionRate) },
];

function FormsTable({ forms, range }: { forms: Form[]; range: AnalyticsRange }) {
  const table = useTable({ features, columns: formColumns, data: forms, getRowId: (row) => row.formId });
  return (
    <Section
      title="Forms"
      table="forms"
      range={range}
      empty={
        forms.length === 0
          ? 'No form views in this period. Add a form block to a page to see it here.'
          : undefined
      }
    >
      <DataTable table={table} caption="Forms: views, submissions and conversion, the most viewed first" />
    </Section>
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
