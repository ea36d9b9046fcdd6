// Tests `datetime`, `datetime-interval`, `datetimefield`, `relative-time` and `timesince` as rendered text.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import type { RenderOptions } from '../engine/types.js';
import { I18N_FORMATTERS } from './i18n.js';

/** Monday 24 February 2020, 14:04:40 in New York. */
const T = 1582571080000;

// V8 prints U+202F before AM/PM in ranges but a plain space in single dates; which one depends on
// the platform version, not on us, so the tests read both as a space.
function render(source: string, data: unknown, options: RenderOptions = {}): string {
  const { template } = compile(source, { formatters: I18N_FORMATTERS });
  return template.render(data, { locale: 'en', ...options }).html.replace(/\u202f/g, ' ');
}

describe('datetime', () => {
  it('prints standard widths, skeletons and wraps', () => {
    const cases = [
      ['', 'February 24, 2020'],
      ['short', '2/24/20, 2:04 PM'],
      ['full', 'Monday, February 24, 2020 at 2:04:40 PM Eastern Standard Time'],
      ['date', '2/24/20'],
      ['time', '2:04 PM'],
      ['date:short time:medium', '2/24/20, 2:04:40 PM'],
      ['skeleton:yMMMEEEd', 'Mon, Feb 24, 2020'],
      ['skeleton:Bh', '2 in the afternoon'],
      ['date:yMd time:hm', '2/24/2020, 2:04 PM'],
      ['date:medium time:hm wrap:full', 'Feb 24, 2020 at 2:04 PM'],
      ['time:short yMMMMd', 'February 24, 2020 at 2:04 PM'],
    ];
    expect(cases.map(([options]) => render(`{t|datetime ${options}}`, { t: T }))).toEqual(
      cases.map(([, out]) => out),
    );
  });

  it('capitalises at the beginning of a sentence', () => {
    expect(render('{t|datetime EEEE context:begin-sentence}', { t: T }, { locale: 'fr' })).toBe('Lundi');
  });

  it("uses the website's zone, then the render's", () => {
    expect(render('{t|datetime Hm}', { t: T, website: { timeZone: 'Asia/Tokyo' } })).toBe('04:04');
    expect(render('{t|datetime Hm}', { t: T }, { timeZone: 'Europe/Paris' })).toBe('20:04');
    expect(render('{t|datetime Hm}', { t: T, website: { timeZone: 'Nowhere/Else' } })).toBe('19:04');
  });

  it('prints nothing for a value that is not a number, or without locale data', () => {
    expect(render('[{a|datetime}][{b|datetime}][{c|datetime}]', { a: 'soon', c: 9e99 })).toBe('[][][]');
    expect(render('{t|datetime}', { t: T }, { locale: 'none' })).toBe('');
  });
});

describe('datetime-interval', () => {
  const data = { s: T, e1: 1582591080000, e2: 1592591080000, e3: 1692591080000 };

  it('picks a time range within a day and a date range across days', () => {
    expect(
      render('{s,e1|datetime-interval}|{s,e2|datetime-interval}|{s,e3|datetime-interval yMMM}', data),
    ).toBe('2:04\u2009–\u20097:38 PM|Feb 24\u2009–\u2009Jun 19, 2020|Feb 2020\u2009–\u2009Aug 2023');
  });

  it('uses date: across days and time: within one', () => {
    const source = '{s,e1|datetime-interval date:long time:Hm}|{s,e2|datetime-interval date:long time:Hm}';
    expect(render(source, data)).toBe('14:04\u2009–\u200919:38|February 24\u2009–\u2009June 19, 2020');
  });

  it('prints nothing without two numbers, or without locale data', () => {
    expect(render('[{s|datetime-interval}][{s,x|datetime-interval}]', data)).toBe('[][]');
    expect(render('[{s,e1|datetime-interval}]', data, { locale: 'none' })).toBe('[]');
  });
});

describe('datetimefield', () => {
  it('prints one field in the locale words', () => {
    const fields = ['month', 'month short', 'weekday', 'year', 'day 2-digit', 'dayperiod', 'hour', 'zone'];
    expect(fields.map((f) => render(`{t|datetimefield ${f}}`, { t: T }))).toEqual([
      'February',
      'Feb',
      'Monday',
      '2020',
      '24',
      'PM',
      '2',
      'EST',
    ]);
    expect(render('{t|datetimefield month}', { t: T }, { locale: 'de' })).toBe('Februar');
  });

  it('warns about an unknown field and prints nothing for it', () => {
    const { template, errors } = compile('[{t|datetimefield decade}]', { formatters: I18N_FORMATTERS });
    expect(errors.map((e) => e.message)).toEqual([
      'datetimefield needs a field (era, year, month, day, weekday, dayperiod, hour, minute, second, zone), ' +
        'for example {t|datetimefield weekday}',
    ]);
    expect(template.render({ t: T }).html).toBe('[]');
  });
});

describe('relative-time', () => {
  const now = 1502298000000;
  const hour = 3_600_000;
  const day = 24 * hour;

  it('counts the largest field from now, rounded half-even', () => {
    const data = {
      a: now + 2 * hour,
      b: now - 40_000_000,
      c: now + day,
      d: now - 40 * day,
      e: now + 400 * day,
    };
    expect(
      render(
        '{a|relative-time}|{b|relative-time}|{c|relative-time}|{d|relative-time}|{e|relative-time}',
        data,
        { now },
      ),
    ).toBe('in 2 hours|11 hours ago|tomorrow|last month|next year');
  });

  it('counts between two values, in weeks when allowed', () => {
    const data = { s: 1509647217000, e: 1510641417000 };
    expect(render('{s,e|relative-time}|{s,e|relative-time allowWeeks:true}', data)).toBe(
      'in 12 days|in 2 weeks',
    );
  });

  it('honours numericOnly, alwaysNow, width, field and number words', () => {
    const data = { n: now, c: now + day, h: now + 4.25 * hour };
    const source =
      '{n|relative-time}|{n|relative-time numericOnly:true}|{n|relative-time numericOnly:true alwaysNow:true}|' +
      '{c|relative-time numericOnly:true}|{c|relative-time width:short field:hour}|{h|relative-time maxfrac:2}';
    expect(render(source, data, { now })).toBe('now|in 0 seconds|now|in 1 day|in 24 hr.|in 4.25 hours');
  });

  it('capitalises at the beginning of a sentence', () => {
    expect(render('{a|relative-time context:begin-sentence}', { a: now + 2 * hour }, { now })).toBe(
      'In 2 hours',
    );
  });

  it('prints nothing for a value that is not a number, or without locale data', () => {
    expect(render('[{a|relative-time}]', { a: 'later' }, { now })).toBe('[]');
    expect(render('[{a|relative-time}]', { a: now }, { now, locale: 'none' })).toBe('[]');
  });
});

describe('timesince', () => {
  const now = 1627849845000;

  it("wraps SPEC's wording in a span with the date", () => {
    expect(render('{a|timesince}', { a: -607001400000 }, { now })).toBe(
      '<span class="timesince" data-date="-607001400000">about 70 years ago</span>',
    );
    expect(render('{a|timesince}', { a: now - 30_000 }, { now, locale: 'none' })).toBe(
      `<span class="timesince" data-date="${now - 30_000}">less than a minute ago</span>`,
    );
  });

  it('prints Invalid date. for a value that is not a number', () => {
    expect(render('{a|timesince}|{b|timesince}', { a: 'yesterday' }, { now })).toBe(
      'Invalid date.|Invalid date.',
    );
  });
});
