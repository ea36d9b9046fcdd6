import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysInMonth,
  eventDays,
  localDate,
  monthGrid,
  monthKey,
  monthOf,
  monthTitle,
  parseMonth,
} from './calendar-month.js';

describe('monthGrid', () => {
  it.each([
    // month, weeks, first square, last square, days in month
    ['2026-02', 4, '2026-02-01', '2026-02-28', 28], // starts on a Sunday, not a leap year: exactly 4 weeks
    ['2028-02', 5, '2028-01-30', '2028-03-04', 29], // leap February, starts on a Tuesday
    ['2024-02', 5, '2024-01-28', '2024-03-02', 29], // leap February, starts on a Thursday
    ['2026-03', 5, '2026-03-01', '2026-04-04', 31], // starts on a Sunday
    ['2026-08', 6, '2026-07-26', '2026-09-05', 31], // starts on a Saturday: six weeks
    ['2026-11', 5, '2026-11-01', '2026-12-05', 30],
    ['2026-12', 5, '2026-11-29', '2027-01-02', 31], // runs into the next year
  ])('%s has %i weeks from %s to %s', (key, weeks, first, last, days) => {
    const month = parseMonth(key)!;
    const grid = monthGrid(month);
    expect(grid).toHaveLength(weeks);
    for (const week of grid) expect(week).toHaveLength(7);
    const squares = grid.flat();
    expect(squares[0].date).toBe(first);
    expect(squares[squares.length - 1].date).toBe(last);
    expect(squares.filter((day) => day.inMonth).map((day) => day.day)).toEqual(
      Array.from({ length: days }, (_, at) => at + 1),
    );
    expect(daysInMonth(month)).toBe(days);
    // Every first column is a Sunday.
    for (const week of grid) expect(new Date(`${week[0].date}T00:00:00Z`).getUTCDay()).toBe(0);
  });
});

describe('month addresses', () => {
  it.each([
    ['2026-02', { year: 2026, month: 2 }],
    ['1970-01', { year: 1970, month: 1 }],
    ['9999-12', { year: 9999, month: 12 }],
  ])('reads %s', (value, month) => {
    expect(parseMonth(value)).toEqual(month);
    expect(monthKey(month)).toBe(value);
  });

  it.each(['2026-13', '2026-00', '2026-2', '1969-12', '26-02', '2026-02-01', '', 5, undefined, ['2026-02']])(
    'refuses %j',
    (value) => {
      expect(parseMonth(value)).toBeUndefined();
    },
  );

  it('moves across years and titles months', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
    expect(monthTitle({ year: 2028, month: 2 })).toBe('February 2028');
  });
});

describe('local days', () => {
  // 2026-03-01T03:30Z is still February 28 in New York.
  const late = Date.UTC(2026, 2, 1, 3, 30);

  it('reads the day in the website’s time zone', () => {
    expect(localDate(late, 'America/New_York')).toBe('2026-02-28');
    expect(localDate(late, 'UTC')).toBe('2026-03-01');
    expect(localDate(late, 'Not/AZone')).toBe('2026-03-01');
    expect(monthOf(late, 'America/New_York')).toEqual({ year: 2026, month: 2 });
  });

  it('spans an event over its days, at most the limit', () => {
    const start = Date.UTC(2026, 1, 27, 15);
    expect(eventDays(start, undefined, 'UTC')).toEqual(['2026-02-27']);
    expect(eventDays(start, start - 1, 'UTC')).toEqual(['2026-02-27']);
    expect(eventDays(start, Date.UTC(2026, 2, 2, 10), 'UTC')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(eventDays(start, Date.UTC(2027, 0, 1), 'UTC', 3)).toHaveLength(3);
  });
});
