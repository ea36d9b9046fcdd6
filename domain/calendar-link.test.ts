// Tests the Google Calendar event link (SPEC §7 calendar link, §9 calendar date format).
import { describe, expect, it } from 'vitest';
import { calendarDate, eventLocationText, googleCalendarUrl } from './calendar-link.js';

const START = Date.UTC(2013, 10, 15, 12, 30, 30);
const END = Date.UTC(2013, 10, 15, 12, 31, 56);

describe('calendarDate', () => {
  it('writes %Y%m%dT%H%M%SZ in UTC', () => {
    expect(calendarDate(START)).toBe('20131115T123030Z');
    expect(calendarDate(0)).toBe('19700101T000000Z');
  });

  it('rejects times that are not finite or fall outside the years 0 to 9999', () => {
    expect(calendarDate(Number.NaN)).toBeUndefined();
    expect(calendarDate(1e20)).toBeUndefined();
    expect(calendarDate(Date.UTC(10000, 0, 1))).toBeUndefined();
  });
});

describe('eventLocationText', () => {
  it('joins the non-blank address parts with commas', () => {
    expect(
      eventLocationText({ addressLine1: '123 Main St.', addressLine2: 'Apt 5', addressCountry: 'US' }),
    ).toBe('123 Main St., Apt 5, US');
    expect(eventLocationText({ addressLine1: ' 1 Elm ', addressLine2: '  ' })).toBe('1 Elm');
    expect(eventLocationText({})).toBe('');
  });
});

describe('googleCalendarUrl', () => {
  it('builds the event link with text, dates and location', () => {
    expect(
      googleCalendarUrl({ title: 'Open day', start: START, end: END, location: '123 Main St., US' }),
    ).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Open%20day' +
        '&dates=20131115T123030Z/20131115T123156Z&location=123%20Main%20St.%2C%20US',
    );
  });

  it('leaves the location out when it is empty', () => {
    expect(googleCalendarUrl({ title: '', start: START, end: END, location: '' })).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=&dates=20131115T123030Z/20131115T123156Z',
    );
  });

  it("encodes the title like the reference's escape(), but + and non-ASCII so a calendar reads them", () => {
    const url = googleCalendarUrl({ title: "C++ @ Joe's (été) a/b*c_d-e.f~!", start: START, end: END });
    expect(url).toContain('&text=C%2B%2B%20@%20Joe%27s%20%28%C3%A9t%C3%A9%29%20a/b*c_d-e.f%7E%21&');
  });

  it('survives broken text and is empty for an invalid date', () => {
    expect(googleCalendarUrl({ title: '\uD800', start: START, end: END })).toContain('&text=%EF%BF%BD&');
    expect(googleCalendarUrl({ title: 'x', start: Number.NaN, end: END })).toBe('');
    expect(googleCalendarUrl({ title: 'x', start: START, end: 1e20 })).toBe('');
  });
});
