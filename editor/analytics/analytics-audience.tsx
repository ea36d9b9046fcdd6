// The Analytics screen's audience: visits by kind of device and by country (named from its ISO code; no IP look-up), each table with its CSV export.
import type { ColumnDef } from '@tanstack/react-table';
import type { AnalyticsAudience, DeviceKind } from '../../domain/owner-api/analytics.js';
import { useAnalyticsAudience, type AnalyticsRange } from '../api/analytics.js';
import { percentText } from './analytics-range.js';
import { FailedSection } from './analytics-load.js';
import { features, TableSection } from './analytics-tables.js';

type Device = AnalyticsAudience['devices'][number];
type Country = AnalyticsAudience['countries'][number];

const DEVICE_NAMES: Record<DeviceKind, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  other: 'Other',
};

let regionNames: Intl.DisplayNames | undefined;

/** A country's English name from its ISO 3166-1 alpha-2 code; '' is "Unknown", a code Intl does not know stays as it is. */
export function countryName(code: string): string {
  if (code === '') return 'Unknown';
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    const name = regionNames.of(code.toUpperCase());
    return name === undefined || name === 'Unknown Region' ? code : name;
  } catch {
    return code;
  }
}

/** Each row's share of all visits in its table. */
const shareOf = (visits: number, total: number) => (total === 0 ? '0%' : percentText(visits / total));

const deviceColumns = (total: number): ColumnDef<typeof features, Device>[] => [
  { id: 'device', header: 'Device', accessorFn: (row) => DEVICE_NAMES[row.device] },
  { id: 'visits', header: 'Visits', accessorFn: (row) => String(row.visits) },
  { id: 'share', header: 'Share of visits', accessorFn: (row) => shareOf(row.visits, total) },
  { id: 'visitors', header: 'Visitors', accessorFn: (row) => String(row.visitors) },
];
const countryColumns = (total: number): ColumnDef<typeof features, Country>[] => [
  { id: 'country', header: 'Country', accessorFn: (row) => countryName(row.country) },
  { id: 'visits', header: 'Visits', accessorFn: (row) => String(row.visits) },
  { id: 'share', header: 'Share of visits', accessorFn: (row) => shareOf(row.visits, total) },
  { id: 'visitors', header: 'Visitors', accessorFn: (row) => String(row.visitors) },
];

const totalVisits = (rows: readonly { visits: number }[]) => rows.reduce((sum, row) => sum + row.visits, 0);

function DevicesTable({ devices, range }: { devices: Device[]; range: AnalyticsRange }) {
  return (
    <TableSection
      title="Devices"
      table="devices"
      range={range}
      rows={devices}
      columns={deviceColumns(totalVisits(devices))}
      rowId={(row) => row.device}
      caption="Visits by device, the most first"
      empty="No visits in this period."
    />
  );
}

function CountriesTable({ countries, range }: { countries: Country[]; range: AnalyticsRange }) {
  return (
    <TableSection
      title="Countries"
      table="countries"
      range={range}
      rows={countries}
      columns={countryColumns(totalVisits(countries))}
      rowId={(row) => row.country}
      caption="Visits by country, the most first"
      empty="No visits in this period."
    />
  );
}

/** The Devices and Countries sections of `range`. */
export function AudienceSections({ range }: { range: AnalyticsRange }) {
  const audience = useAnalyticsAudience(range);
  if (audience.error !== null && audience.data === undefined)
    return (
      <FailedSection
        title="Devices and countries"
        error={audience.error}
        onRetry={() => void audience.refetch()}
      />
    );
  if (audience.data === undefined) return null;
  return (
    <>
      <DevicesTable devices={audience.data.devices} range={range} />
      <CountriesTable countries={audience.data.countries} range={range} />
    </>
  );
}
