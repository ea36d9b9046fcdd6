import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('CSV cells', () => {
  it('defuses formulas but keeps numbers, and quotes what needs it', () => {
    expect(csvCell('=SUM(A1:A2), "q"')).toBe('"\'=SUM(A1:A2), ""q"""');
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('+1e3')).toBe('+1e3');
    expect(csvCell('-1,234.5')).toBe('"-1,234.5"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('plain')).toBe('plain');
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});
