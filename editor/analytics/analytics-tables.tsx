// The Analytics screen's tables (TanStack Table through DataTable): top pages, sources, JavaScript errors and Core Web Vitals, each with its CSV export.
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type {
  AnalyticsErrors,
  AnalyticsPages,
  AnalyticsSources,
  AnalyticsVitals,
} from '../../domain/owner-api/analytics.js';
import { analyticsCsvUrl, type AnalyticsRange, type AnalyticsTable } from '../api/analytics.js';
import { momentText } from '../commerce/orders/order-format.js';
import { DataTable } from '../ui/data-table.js';
import { DownloadButton } from '../ui/download-button.js';
import { percentText } from './analytics-range.js';

/** The features of every table on the screen (none beyond the core). */
export const features = tableFeatures({});

type Page = AnalyticsPages['pages'][number];
type Source = AnalyticsSources['sources'][number];
type ErrorRow = AnalyticsErrors['errors'][number];
type Vital = AnalyticsVitals['vitals'][number];

const RATING: Record<Vital['rating'], string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** A metric's p75 as people read it: CLS unitless, the others in milliseconds. */
const vitalText = (vital: Vital) =>
  vital.metric === 'CLS' ? String(Math.round(vital.p75 * 1000) / 1000) : `${Math.round(vital.p75)} ms`;

const pageColumns: ColumnDef<typeof features, Page>[] = [
  { id: 'path', header: 'Page', accessorFn: (row) => row.path },
  { id: 'pageViews', header: 'Page views', accessorFn: (row) => String(row.pageViews) },
  { id: 'visits', header: 'Visits', accessorFn: (row) => String(row.visits) },
  { id: 'visitors', header: 'Visitors', accessorFn: (row) => String(row.visitors) },
  { id: 'bounceRate', header: 'Bounce rate', accessorFn: (row) => percentText(row.bounceRate) },
];
const sourceColumns: ColumnDef<typeof features, Source>[] = [
  { id: 'source', header: 'Source', accessorFn: (row) => row.source },
  { id: 'visits', header: 'Visits', accessorFn: (row) => String(row.visits) },
];
const errorColumns = (timeZone: string | undefined): ColumnDef<typeof features, ErrorRow>[] => [
  { id: 'message', header: 'Message', accessorFn: (row) => row.message },
  { id: 'count', header: 'Count', accessorFn: (row) => String(row.count) },
  {
    id: 'lastSeen',
    header: 'Last seen',
    accessorFn: (row) => momentText(row.lastSeen, timeZone),
  },
  { id: 'page', header: 'Page', accessorFn: (row) => row.lastPagePath ?? '—' },
];
const vitalColumns: ColumnDef<typeof features, Vital>[] = [
  { id: 'page', header: 'Page', accessorFn: (row) => row.pagePath },
  { id: 'metric', header: 'Metric', accessorFn: (row) => row.metric },
  { id: 'p75', header: 'p75', accessorFn: vitalText },
  { id: 'rating', header: 'Rating', accessorFn: (row) => RATING[row.rating] },
  {
    id: 'samples',
    header: 'Good / needs improvement / poor',
    accessorFn: (row) => `${row.good} / ${row.needsImprovement} / ${row.poor}`,
  },
];

/** Props of {@link Section}. */
export interface SectionProps {
  title: string;
  /** The table its CSV export holds; none, no export. */
  table?: AnalyticsTable;
  range: AnalyticsRange;
  empty: string | undefined;
  children: ReactNode;
}

/** A table's heading, its CSV export, and the table or what it says when empty. */
export function Section({ title, table, range, empty, children }: SectionProps) {
  return (
    <section className="analytics-section" aria-label={title}>
      <div className="toolbar">
        <h2>{title}</h2>
        {empty === undefined && table !== undefined ? (
          <DownloadButton href={analyticsCsvUrl(table, range)} fileName={`${table}.csv`}>
            {`Download ${title.toLowerCase()} CSV`}
          </DownloadButton>
        ) : null}
      </div>
      {empty === undefined ? children : <p className="empty-state">{empty}</p>}
    </section>
  );
}

/** Props of {@link TableSection}. */
export interface TableSectionProps<Row extends RowData> {
  title: string;
  /** The table its CSV export holds. */
  table: AnalyticsTable;
  range: AnalyticsRange;
  rows: Row[];
  columns: ColumnDef<typeof features, Row>[];
  rowId: (row: Row) => string;
  caption: string;
  /** What it says when there are no rows. */
  empty: string;
}

/** One of the screen's tables in its section: heading, CSV export, and the rows or `empty`. */
export function TableSection<Row extends RowData>({
  rows,
  columns,
  rowId,
  caption,
  empty,
  ...section
}: TableSectionProps<Row>) {
  const table = useTable({ features, columns, data: rows, getRowId: rowId });
  return (
    <Section {...section} empty={rows.length === 0 ? empty : undefined}>
      <DataTable table={table} caption={caption} />
    </Section>
  );
}

/** The most viewed pages. */
export function PagesTable({ pages, range }: { pages: Page[]; range: AnalyticsRange }) {
  return (
    <TableSection
      title="Top pages"
      table="pages"
      range={range}
      rows={pages}
      columns={pageColumns}
      rowId={(row) => row.path}
      caption="Top pages, the most viewed first"
      empty="No page views."
    />
  );
}

/** Where the visits came from. */
export function SourcesTable({ sources, range }: { sources: Source[]; range: AnalyticsRange }) {
  return (
    <TableSection
      title="Sources"
      table="sources"
      range={range}
      rows={sources}
      columns={sourceColumns}
      rowId={(row) => row.source}
      caption="Sources of the visits, the most first"
      empty="No visits."
    />
  );
}

/** The JavaScript errors last seen in the range. */
export function ErrorsTable({
  errors,
  range,
  timeZone,
}: {
  errors: ErrorRow[];
  range: AnalyticsRange;
  timeZone: string | undefined;
}) {
  return (
    <TableSection
      title="JavaScript errors"
      table="errors"
      range={range}
      rows={errors}
      columns={errorColumns(timeZone)}
      rowId={(row) => row.fingerprint}
      caption="JavaScript errors, the most frequent first"
      empty="No errors in this period."
    />
  );
}

/** Core Web Vitals per page and metric. */
export function VitalsTable({ vitals, range }: { vitals: Vital[]; range: AnalyticsRange }) {
  return (
    <TableSection
      title="Core Web Vitals"
      table="vitals"
      range={range}
      rows={vitals}
      columns={vitalColumns}
      rowId={(row) => `${row.pagePath} ${row.metric}`}
      caption="Core Web Vitals: the 75th percentile per page and metric"
      empty="No measurements in this period."
    />
  );
}
