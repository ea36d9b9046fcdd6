// SPEC §4 "Visitor cookie lifecycle" and §5 "Visitor record", rule by rule, as tables.
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_COOKIE_LIFETIME_MS,
  CENSUS_COOKIE_NAMES,
  VISIT_LIFETIME_MS,
  formatVisitorRecord,
  isValidVisitCookie,
  nextVisitorState,
  parseVisitorRecord,
} from './visitor-record.js';

const NOW = 1_800_000_000_000;
const newId = (): string => 'fresh-id';

describe('SPEC §5: a visitor record is an identifier of word characters and dashes, then exactly four positive integers each after |', () => {
  it.each([
    ['0f8e-4c2a_b9|1|2|3|4', true],
    ['abc|1700000000000|1700000000000|1700000000001|12', true],
    ['a|007|1|1|1', true],
    ['|1|2|3|4', false],
    ['abc|1|2|3', false],
    ['abc|1|2|3|4|5', false],
    ['abc|0|2|3|4', false],
    ['abc|1|2|3|0', false],
    ['abc|-1|2|3|4', false],
    ['abc|1.5|2|3|4', false],
    ['abc|1|2|3|', false],
    ['ab c|1|2|3|4', false],
    ['ab.c|1|2|3|4', false],
    ['abc|1|2|3|4 ', false],
    ['abc|99999999999999999999|2|3|4', false],
    ['', false],
  ])('%j is %s', (value, valid) => {
    expect(parseVisitorRecord(value) !== undefined).toBe(valid);
  });

  it('reads the four numbers as first, previous and current visit times and the visit count (SPEC §3)', () => {
    expect(parseVisitorRecord('id-1|10|20|30|3')).toEqual({
      id: 'id-1',
      firstVisit: 10,
      previousVisit: 20,
      currentVisit: 30,
      count: 3,
    });
  });

  it('writes a record back as it reads it', () => {
    const text = 'id-1|10|20|30|3';
    const record = parseVisitorRecord(text);
    expect(record && formatVisitorRecord(record)).toBe(text);
  });

  it('a missing record is invalid', () => {
    expect(parseVisitorRecord(undefined)).toBeUndefined();
  });
});

describe('SPEC §5: the visit cookie must be a positive integer string', () => {
  it.each([
    ['1', true],
    ['1700000000000', true],
    ['0', false],
    ['-3', false],
    ['1.5', false],
    ['12a', false],
    [' 12', false],
    ['', false],
    [undefined, false],
  ])('%j is %s', (value, valid) => {
    expect(isValidVisitCookie(value)).toBe(valid);
  });
});

describe('SPEC §4: the visitor cookie lifecycle', () => {
  const base = { now: NOW, restrictive: false, cloneable: false, newId };
  const VALID = 'visitor-7|100|200|300|4';

  it.each([
    ['no record, no visit', undefined, undefined],
    ['an invalid record, no visit', 'visitor-7|1|2|3', undefined],
    ['an invalid record and a valid visit', 'not valid', '300'],
  ])('with %s: a new record (count 1, every time now) and a new visit cookie', (_case, record, visit) => {
    const state = nextVisitorState({ ...base, record, visit });
    expect(state.record).toEqual({
      id: 'fresh-id',
      firstVisit: NOW,
      previousVisit: NOW,
      currentVisit: NOW,
      count: 1,
    });
    expect(state.newVisit).toBe(true);
    expect(state.setCookies).toEqual([
      { name: 'ss_cvr', value: `fresh-id|${NOW}|${NOW}|${NOW}|1`, maxAgeMs: ANALYTICS_COOKIE_LIFETIME_MS },
      { name: 'ss_cvisit', value: String(NOW), maxAgeMs: VISIT_LIFETIME_MS },
      { name: 'ss_cvt', value: String(NOW), maxAgeMs: VISIT_LIFETIME_MS },
      { name: 'ss_cid', value: 'fresh-id', maxAgeMs: ANALYTICS_COOKIE_LIFETIME_MS },
      { name: 'ss_cpvisit', value: String(NOW), maxAgeMs: ANALYTICS_COOKIE_LIFETIME_MS },
    ]);
    expect(state.clearCookies).toEqual([]);
  });

  it.each([
    ['no visit cookie', undefined],
    ['an invalid visit cookie', '0'],
    ['a visit cookie that is not a number', 'abc'],
  ])(
    'with a valid record and %s: the count goes up by one, now is the current visit, a new visit starts',
    (_case, visit) => {
      const state = nextVisitorState({ ...base, record: VALID, visit });
      expect(state.record).toEqual({
        id: 'visitor-7',
        firstVisit: 100,
        previousVisit: 300,
        currentVisit: NOW,
        count: 5,
      });
      expect(state.newVisit).toBe(true);
      expect(state.visit).toBe(String(NOW));
      expect(state.setCookies.map((cookie) => [cookie.name, cookie.value])).toEqual([
        ['ss_cvr', `visitor-7|100|300|${NOW}|5`],
        ['ss_cvisit', String(NOW)],
        ['ss_cvt', String(NOW)],
        ['ss_cid', 'visitor-7'],
        ['ss_cpvisit', '300'],
      ]);
    },
  );

  it('with a valid record and a valid visit cookie: the visit goes on, the record is unchanged and the visit cookie lives 30 more minutes', () => {
    const state = nextVisitorState({ ...base, record: VALID, visit: '12345' });
    expect(state.newVisit).toBe(false);
    expect(state.record).toEqual(parseVisitorRecord(VALID));
    expect(state.setCookies).toEqual([
      { name: 'ss_cvr', value: VALID, maxAgeMs: ANALYTICS_COOKIE_LIFETIME_MS },
      { name: 'ss_cvisit', value: '12345', maxAgeMs: VISIT_LIFETIME_MS },
      { name: 'ss_cvt', value: String(NOW), maxAgeMs: VISIT_LIFETIME_MS },
      { name: 'ss_cid', value: 'visitor-7', maxAgeMs: ANALYTICS_COOKIE_LIFETIME_MS },
      { name: 'ss_cpvisit', value: '200', maxAgeMs: ANALYTICS_COOKIE_LIFETIME_MS },
    ]);
  });

  it.each([
    ['a restrictive cookie policy', { restrictive: true, cloneable: false }, VALID, '12345'],
    [
      'a restrictive cookie policy, no cookies',
      { restrictive: true, cloneable: false },
      undefined,
      undefined,
    ],
    ['a cloneable website', { restrictive: false, cloneable: true }, VALID, '12345'],
    ['both', { restrictive: true, cloneable: true }, 'garbage', undefined],
  ])(
    'under %s: a fresh record each time, nothing set, every census cookie cleared',
    (_case, policy, record, visit) => {
      const state = nextVisitorState({ ...base, ...policy, record, visit });
      expect(state.record).toEqual({
        id: 'fresh-id',
        firstVisit: NOW,
        previousVisit: NOW,
        currentVisit: NOW,
        count: 1,
      });
      expect(state.setCookies).toEqual([]);
      expect(state.clearCookies).toEqual(['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
      expect(state.clearCookies).toEqual(CENSUS_COOKIE_NAMES);
      expect(state.remembered).toBe(false);
    },
  );

  it('a fresh record under a restrictive policy is new every hit', () => {
    let n = 0;
    const ids = () => `id-${++n}`;
    const first = nextVisitorState({
      ...base,
      restrictive: true,
      newId: ids,
      record: undefined,
      visit: undefined,
    });
    const second = nextVisitorState({
      ...base,
      restrictive: true,
      newId: ids,
      record: undefined,
      visit: undefined,
    });
    expect(first.record.id).not.toBe(second.record.id);
  });

  it('a visit lasts 30 minutes; analytics cookies 390 days', () => {
    expect(VISIT_LIFETIME_MS).toBe(1_800_000);
    expect(ANALYTICS_COOKIE_LIFETIME_MS).toBe(390 * 86_400_000);
  });
});
