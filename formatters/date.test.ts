// Tests the `date` formatter as a template author sees it: rendered text for each directive and zone.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import type { RenderOptions } from '../engine/types.js';
import { DATE_FORMATTERS } from './date.js';

function render(source: string, data: unknown, options?: RenderOptions): string {
  const { template } = compile(source, { formatters: DATE_FORMATTERS });
  return template.render(data, options).html;
}

function inZone(timeZone: string, t: unknown, format: string): string {
  return render(`{t|date ${format}}`, { website: { timeZone }, t });
}

/** Monday 30 December 2024, 23:05:09.007 UTC: late in the year, so week numbers roll over. */
const YEAR_END = Date.UTC(2024, 11, 30, 23, 5, 9, 7);

describe('date directives', () => {
  it.each([
    ['%a', 'Mon'],
    ['%A', 'Monday'],
    ['%b', 'Dec'],
    ['%h', 'Dec'],
    ['%B', 'December'],
    ['%c', 'Mon, Dec 30, 2024 11:05:09 PM UTC'],
    ['%C', '20'],
    ['%d', '30'],
    ['%D', '12/30/24'],
    ['%e', '30'],
    ['%F', '2024-12-30'],
    ['%g', '25'],
    ['%G', '2025'],
    ['%H', '23'],
    ['%i', '11'],
    ['%I', '11'],
    ['%j', '365'],
    ['%k', '23'],
    ['%l', '11'],
    ['%m', '12'],
    ['%M', '05'],
    ['%n', '\n'],
    ['%N', '007000000'],
    ['%p', 'PM'],
    ['%P', 'pm'],
    ['%q', '4'],
    ['%r', '11:05:09 PM'],
    ['%R', '23:05'],
    ['%s', '1735599909'],
    ['%S', '09'],
    ['%t', '\t'],
    ['%T', '23:05:09'],
    ['%u', '1'],
    ['%U', '01'],
    ['%v', '30-Dec-2024'],
    ['%V', '01'],
    ['%w', '1'],
    ['%W', '01'],
    ['%x', '12/30/2024'],
    ['%X', '11:05:09 PM'],
    ['%y', '24'],
    ['%Y', '2024'],
    ['%z', '+00:00'],
    ['%Z', 'UTC'],
  ])('%s prints %j', (directive, expected) => {
    expect(inZone('UTC', YEAR_END, `[${directive}]`)).toBe(`[${expected}]`);
  });

  it('pads small values with zeros or spaces as each directive says', () => {
    const early = Date.UTC(2021, 0, 3, 4, 7, 2);
    expect(inZone('UTC', early, '%d/%e/%j/%H/%k/%I/%l/%i/%M/%S')).toBe('03/ 3/003/04/ 4/04/ 4/4/07/02');
  });

  it('midnight and noon are 12 on the 12-hour clock', () => {
    expect(inZone('UTC', Date.UTC(2021, 6, 1, 0, 7), '%I %l %i %p %r')).toBe('12 12 12 AM 12:07:00 AM');
    expect(inZone('UTC', Date.UTC(2021, 6, 1, 12, 7), '%I %l %i %p %r')).toBe('12 12 12 PM 12:07:00 PM');
  });

  it('numbers US weeks from the week holding January 1st, ISO weeks from the first Thursday', () => {
    expect(inZone('UTC', Date.UTC(2021, 0, 1, 12), '%U %W %V %G %g %a')).toBe('01 01 53 2020 20 Fri');
    expect(inZone('UTC', Date.UTC(2021, 11, 31, 12), '%U %V %G %j')).toBe('01 52 2021 365');
    expect(inZone('UTC', Date.UTC(2020, 11, 31, 12), '%U %V %G %j')).toBe('01 53 2020 366');
  });

  it('keeps text, prints %% as a percent sign, keeps a trailing % and drops unknown directives', () => {
    expect(inZone('UTC', YEAR_END, 'Year %Y, 100%% done %Q%E!%')).toBe('Year 2024, 100% done !%');
  });

  it('re-joins a format split into several arguments with single spaces', () => {
    expect(inZone('UTC', YEAR_END, '%B %e, %Y')).toBe('December 30, 2024');
  });

  it('handles instants before 1970', () => {
    expect(inZone('UTC', -1500, '%F %T %s %N')).toBe('1969-12-31 23:59:58 -1 500000000');
  });
});

describe('date zones', () => {
  const FEB = Date.UTC(2021, 1, 17, 21, 26, 5);
  const JUL = Date.UTC(2021, 6, 1, 12);

  it("uses the website's zone, with the tz database's abbreviations", () => {
    expect(inZone('Asia/Tokyo', FEB, '%F %T %Z %z')).toBe('2021-02-18 06:26:05 JST +09:00');
    expect(inZone('America/Los_Angeles', FEB, '%H:%M %Z')).toBe('13:26 PST');
    expect(inZone('America/Los_Angeles', JUL, '%H:%M %Z')).toBe('05:00 PDT');
    expect(inZone('Europe/London', FEB, '%H:%M %Z')).toBe('21:26 GMT');
    expect(inZone('Europe/London', JUL, '%H:%M %Z')).toBe('13:00 BST');
    expect(inZone('Europe/Paris', JUL, '%H:%M %Z')).toBe('14:00 CEST');
    expect(inZone('Australia/Sydney', FEB, '%H:%M %Z')).toBe('08:26 AEDT');
    expect(inZone('Asia/Kolkata', FEB, '%H:%M %Z %z')).toBe('02:56 IST +05:30');
  });

  it('names zones without an abbreviation by their offset', () => {
    expect(inZone('Asia/Dubai', FEB, '%H:%M %Z')).toBe('01:26 +04');
    expect(inZone('Asia/Kathmandu', JUL, '%H:%M %Z %z')).toBe('17:45 +0545 +05:45');
    expect(inZone('America/Sao_Paulo', FEB, '%H:%M %Z %z')).toBe('18:26 -03 -03:00');
    expect(inZone('Australia/Lord_Howe', JUL, '%H:%M %Z')).toBe('22:30 +1030');
  });

  it('switches offset at the exact second of a daylight-saving change', () => {
    expect(inZone('America/New_York', Date.UTC(2021, 2, 14, 6, 59, 59), '%F %T %Z %z')).toBe(
      '2021-03-14 01:59:59 EST -05:00',
    );
    expect(inZone('America/New_York', Date.UTC(2021, 2, 14, 7), '%F %T %Z %z')).toBe(
      '2021-03-14 03:00:00 EDT -04:00',
    );
  });

  it("falls back to the render's zone, then to New York", () => {
    expect(render('{t|date %H:%M %Z}', { t: FEB }, { timeZone: 'Asia/Tokyo' })).toBe('06:26 JST');
    expect(render('{t|date %H:%M %Z}', { t: FEB, website: { timeZone: '' } })).toBe('16:26 EST');
  });

  it('prints in UTC when the zone name is not a zone', () => {
    expect(inZone('Mars/Olympus_Mons', FEB, '%H:%M %Z')).toBe('21:26 UTC');
  });
});

describe('date values', () => {
  it('reads numeric strings as epoch milliseconds', () => {
    expect(inZone('UTC', String(YEAR_END), '%F')).toBe('2024-12-30');
  });

  it("prints 'Invalid date.' for a value that is not a number", () => {
    expect(inZone('UTC', 'next tuesday', '%F')).toBe('Invalid date.');
    expect(inZone('UTC', 1e20, '%F')).toBe('Invalid date.');
  });

  it('treats a missing value as 0, the first instant of 1970, as the reference engine does', () => {
    expect(render('{t|date %F %T %Z}', {})).toBe('1969-12-31 19:00:00 EST');
  });

  it('prints nothing without a format, and warns the author at compile time', () => {
    const { template, errors } = compile('[{t|date}]', { formatters: DATE_FORMATTERS });
    expect(template.render({ t: YEAR_END }).html).toBe('[]');
    expect(errors.map((e) => e.message)).toEqual([
      'date needs a format, for example {publishOn|date %B %e, %Y}',
    ]);
  });
});
