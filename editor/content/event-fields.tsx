// An event's own fields: start and end (wall clock in the website's zone), where it takes place, and the calendar link the site shows.
import { eventLocationText, googleCalendarUrl } from '../../domain/calendar-link.js';
import type { ItemView } from '../../domain/owner-api/items.js';
import { TextField } from '../ui/field.js';
import { fieldError, type ItemFormValues, type LocationValues } from './item-form.js';
import { toWallClock, wallClockToMillis } from './zoned-time.js';

/** Props of {@link EventFields}. */
export interface EventFieldsProps {
  values: ItemFormValues;
  onChange: (change: Partial<ItemFormValues>) => void;
  fields: Readonly<Record<string, string>>;
  timeZone: string;
  /** The stored event, for its calendar link (built from what is saved, as the site builds it). */
  saved?: ItemView;
}

const LOCATION_FIELDS: readonly [keyof LocationValues, string][] = [
  ['addressTitle', 'Place name'],
  ['addressLine1', 'Address line 1'],
  ['addressLine2', 'Address line 2'],
  ['addressCountry', 'Country'],
];

/** The "Add to Google Calendar" link of a stored event, as the event page prints it; '' without both times. */
export function savedCalendarLink(item: ItemView, timeZone: string): string {
  const start = toWallClock(item.startDate, timeZone);
  const end = toWallClock(item.endDate, timeZone);
  if (start === '' || end === '') return '';
  return googleCalendarUrl({
    title: item.title,
    start: wallClockToMillis(start, timeZone),
    end: wallClockToMillis(end, timeZone),
    location: eventLocationText(item.location ?? {}),
  });
}

/** Start, end, location and the calendar link. */
export function EventFields({ values, onChange, fields, timeZone, saved }: EventFieldsProps) {
  const calendarLink = saved === undefined ? '' : savedCalendarLink(saved, timeZone);
  return (
    <>
      <fieldset className="panel field-group">
        <legend>When</legend>
        <p className="field__help">{`Times are in the website's time zone (${timeZone}).`}</p>
        <div className="field-row">
          <TextField
            label="Start"
            type="datetime-local"
            required
            value={values.startDate}
            onChange={(startDate) => onChange({ startDate })}
            error={fieldError(fields, 'startDate')}
          />
          <TextField
            label="End"
            type="datetime-local"
            min={values.startDate || undefined}
            description="Optional: without an end, the event lasts an hour."
            value={values.endDate}
            onChange={(endDate) => onChange({ endDate })}
            error={fieldError(fields, 'endDate')}
          />
        </div>
        {saved !== undefined ? (
          calendarLink === '' ? (
            <p className="field__help">Add an end time to get the calendar link.</p>
          ) : (
            <p>
              <a href={calendarLink} target="_blank" rel="noopener noreferrer">
                Add to Google Calendar
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          )
        ) : null}
      </fieldset>
      <fieldset className="panel field-group">
        <legend>Location</legend>
        {LOCATION_FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            value={values.location[name]}
            onChange={(text) => onChange({ location: { ...values.location, [name]: text } })}
            error={fieldError(fields, `location.${name}`)}
          />
        ))}
      </fieldset>
    </>
  );
}
