// Checks golden-file parsing against the rules in conformance/README.md.
import { describe, expect, it } from 'vitest';
import { parseGoldenFile } from './golden-file.js';

describe('parseGoldenFile', () => {
  it('splits sections and keeps the line break before the next header', () => {
    const sections = parseGoldenFile(':JSON\n{}\n\n:TEMPLATE\n{a}\n\n:OUTPUT\nx\n');
    expect(Object.fromEntries(sections)).toEqual({ JSON: '{}\n', TEMPLATE: '{a}\n', OUTPUT: 'x\n' });
  });

  it('ignores text before the first header', () => {
    const sections = parseGoldenFile('a preamble\nmore: text\n:OUTPUT\nout');
    expect(Object.fromEntries(sections)).toEqual({ OUTPUT: 'out' });
  });

  it('lets a repeated header win over the earlier one', () => {
    const sections = parseGoldenFile(':OUTPUT\nfirst\n:OUTPUT\nsecond\n:JSON\n{}');
    expect(sections.get('OUTPUT')).toBe('second');
  });

  it('drops the last section when its name was already used', () => {
    const sections = parseGoldenFile(':OUTPUT\nfirst\n:JSON\n{}\n:OUTPUT\nlast');
    expect(sections.get('OUTPUT')).toBe('first');
  });

  it('keeps an empty earlier section over a repeated last one', () => {
    const sections = parseGoldenFile(':OUTPUT\n:OUTPUT\nlast');
    expect(sections.get('OUTPUT')).toBe('');
  });

  it('keeps trailing newlines and does not trim the template', () => {
    const sections = parseGoldenFile(':TEMPLATE\n  {a} \n\n\n');
    expect(sections.get('TEMPLATE')).toBe('  {a} \n\n\n');
  });

  it('accepts trailing whitespace on a header but not other text', () => {
    const sections = parseGoldenFile(':TEMPLATE  \r\n{a}\n:OUTPUT x\n');
    expect(Object.fromEntries(sections)).toEqual({ TEMPLATE: '{a}\n:OUTPUT x\n' });
  });

  it('treats a colon line with other characters as text', () => {
    const sections = parseGoldenFile(':TEMPLATE\n:not a header\n:a.b\n');
    expect(sections.get('TEMPLATE')).toBe(':not a header\n:a.b\n');
  });

  it('reads :ERRORS lines, which start with a digit or a partial name, as text', () => {
    const sections = parseGoldenFile(':ERRORS\n1:5: error: x\ncard:2:1: warning: y\n:LIMITS\n{"nesting": 2}');
    expect(sections.get('ERRORS')).toBe('1:5: error: x\ncard:2:1: warning: y');
    expect(sections.get('LIMITS')).toBe('{"nesting": 2}');
  });

  it('gives no sections for a file without headers', () => {
    expect(parseGoldenFile('just text').size).toBe(0);
  });
});
