import { describe, expect, it } from 'vitest';
import { endOfLifeWarning, supportedNodeLines } from './node-releases.js';

const TODAY = new Date('2026-11-29T12:00:00Z');

describe('supportedNodeLines', () => {
  it('names the LTS lines that still get fixes', () => {
    expect(supportedNodeLines(TODAY)).toEqual([22, 24, 26]);
    // Before Node 26's LTS and while Node 20 still got fixes.
    expect(supportedNodeLines(new Date('2026-03-01T00:00:00Z'))).toEqual([20, 22, 24]);
    // Node 22's last day with fixes, then the day after it.
    expect(supportedNodeLines(new Date('2027-04-29T23:59:59Z'))).toEqual([22, 24, 26]);
    expect(supportedNodeLines(new Date('2027-04-30T00:00:00Z'))).toEqual([24, 26]);
  });
});

describe('endOfLifeWarning', () => {
  it('names the end of life of Node 20 and the supported lines', () => {
    expect(endOfLifeWarning('20.20.2', TODAY)).toBe(
      'Node.js 20.20.2 reached its end of life on 2026-04-30 and gets no security fixes: run Tessera on a supported LTS line, Node.js 22, 24 or 26.',
    );
  });

  it('warns from the end-of-life day on, not before', () => {
    expect(endOfLifeWarning('20.19.0', new Date('2026-04-29T23:59:59Z'))).toBeUndefined();
    expect(endOfLifeWarning('20.19.0', new Date('2026-04-30T00:00:00Z'))).toContain(
      'reached its end of life on 2026-04-30',
    );
  });

  it('warns on an odd line past its end and on lines older than the table', () => {
    expect(endOfLifeWarning('25.9.0', TODAY)).toContain(
      'Node.js 25.9.0 reached its end of life on 2026-06-01',
    );
    expect(endOfLifeWarning('16.20.2', TODAY)).toBe(
      'Node.js 16.20.2 is past its end of life and gets no security fixes: run Tessera on a supported LTS line, Node.js 22, 24 or 26.',
    );
  });

  it('says nothing on a maintained line or one newer than the table', () => {
    expect(endOfLifeWarning('22.23.5', TODAY)).toBeUndefined();
    expect(endOfLifeWarning('24.22.3', TODAY)).toBeUndefined();
    expect(endOfLifeWarning('26.12.1', TODAY)).toBeUndefined();
    expect(endOfLifeWarning('27.0.0', TODAY)).toBeUndefined();
  });
});
