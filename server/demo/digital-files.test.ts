// The demo's PDF download: a well-formed PDF whose cross-reference table points at its objects.
import { describe, expect, test } from 'vitest';
import { makePdf } from './digital-files.js';

describe('makePdf', () => {
  const pdf = makePdf('Knots', [
    { heading: 'Bowline (the king of knots)', lines: ['Loop – up through – around', 'Back\\down'] },
    { heading: 'Clove hitch', lines: [] },
  ]).toString('latin1');

  test('has a header, two pages and a trailer', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('/Count 2');
    expect(pdf).toContain('(Bowline \\(the king of knots\\)) Tj');
    expect(pdf).toContain('(Loop - up through - around) Tj');
    expect(pdf).toContain('(Back\\\\down) Tj');
  });

  test('points every xref entry and startxref at the right byte', () => {
    const start = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const entries = [...pdf.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(entries.length).toBeGreaterThan(5);
    entries.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });
});
