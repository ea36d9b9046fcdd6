// Checks the diff a failing golden case prints.
import { describe, expect, it } from 'vitest';
import { diffReport, firstDifference } from './diff-report.js';

describe('diffReport', () => {
  it('is empty when the texts match', () => {
    expect(diffReport('a\nb', 'a\nb')).toBe('');
  });

  it('shows removed expected lines and added actual lines with context', () => {
    expect(diffReport('one\ntwo\nthree', 'one\n2\nthree')).toBe(
      [
        '--- expected',
        '+++ actual',
        '@@ -1,3 +1,3 @@',
        ' one',
        '-two',
        '+2',
        ' three',
        'first difference at line 2, column 1',
      ].join('\n'),
    );
  });

  it('makes trailing spaces and tabs visible on changed lines', () => {
    const report = diffReport('<p>a</p>', '<p>a</p>  \n\t<i>');
    expect(report).toContain('+<p>a</p>··');
    expect(report).toContain('+→<i>');
  });

  it('makes a carriage return and a no-break space visible', () => {
    const report = diffReport('a b', 'a\u00a0b\r');
    expect(report).toContain('-a b');
    expect(report).toContain('+a⍽b␍');
  });

  it('says when one side is empty', () => {
    expect(diffReport('', 'x').split('\n').slice(0, 2)).toEqual(['--- expected (empty)', '+++ actual']);
    expect(diffReport('x', '').split('\n').slice(0, 2)).toEqual(['--- expected', '+++ actual (empty)']);
  });

  it('has no "no newline" markers', () => {
    expect(diffReport('a', 'b')).not.toContain('No newline');
  });
});

describe('firstDifference', () => {
  it('points at the first differing character', () => {
    expect(firstDifference('ab\ncd', 'ab\ncx')).toEqual({ line: 2, column: 2 });
  });

  it('points past the shorter text when one is a prefix of the other', () => {
    expect(firstDifference('abc', 'abcd')).toEqual({ line: 1, column: 4 });
  });
});
