// The site title, time zone, currency, language and starting point a new website is made with (the setup screen, a further website).
import type { SiteRegion } from '../api/server-setup.js';
import { SelectField, TextField } from '../ui/field.js';
import { CURRENCY_OPTIONS, LANGUAGE_OPTIONS, timeZoneOptions } from './region-options.js';
import { StartingPointField } from './starting-point-field.js';

/** Props of {@link SiteRegionFields}. */
export interface SiteRegionFieldsProps {
  value: SiteRegion;
  onChange: (change: Partial<SiteRegion>) => void;
  fields: Record<string, string>;
}

/** The new website's fields. */
export function SiteRegionFields({ value, onChange, fields }: SiteRegionFieldsProps) {
  return (
    <>
      <TextField
        label="Site title"
        required
        maxLength={200}
        value={value.siteTitle}
        onChange={(siteTitle) => onChange({ siteTitle })}
        error={fields.siteTitle}
      />
      <SelectField
        label="Time zone"
        value={value.timeZone}
        onChange={(timeZone) => onChange({ timeZone })}
        options={timeZoneOptions(value.timeZone)}
        error={fields.timeZone}
      />
      <SelectField
        label="Currency"
        value={value.currency}
        onChange={(currency) => onChange({ currency })}
        options={CURRENCY_OPTIONS}
        error={fields.currency}
      />
      <SelectField
        label="Language"
        value={value.language}
        onChange={(language) => onChange({ language })}
        options={LANGUAGE_OPTIONS}
        error={fields.language}
      />
      <StartingPointField
        value={value.startingPoint}
        onChange={(startingPoint) => onChange({ startingPoint })}
        error={fields.startingPoint}
      />
    </>
  );
}
