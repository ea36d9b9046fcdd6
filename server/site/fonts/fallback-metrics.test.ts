// Tests of the fallback overrides: the published values for a known pair, and the names of metrics.
import { describe, expect, it } from 'vitest';
import { fallbackOverrides, loadMetrics, localFallbacksFor, metricsName } from './fallback-metrics.js';

describe('fallbackOverrides', () => {
  it('gives Inter over Arial the overrides Next.js publishes for it', () => {
    expect(fallbackOverrides(loadMetrics('inter'), loadMetrics('arial'))).toEqual({
      sizeAdjust: 107.12,
      ascentOverride: 90.44,
      descentOverride: 22.52,
      lineGapOverride: 0,
    });
  });

  it('leaves a font over itself at its own size, with its own ascent, descent and line gap', () => {
    const arial = loadMetrics('arial');
    expect(fallbackOverrides(arial, arial)).toEqual({
      sizeAdjust: 100,
      ascentOverride: 90.53,
      descentOverride: 21.19,
      lineGapOverride: 3.27,
    });
  });

  it('makes the fallback line as tall as the web font’s, whatever the fallback', () => {
    const fraunces = loadMetrics('fraunces');
    const lineHeight = (fraunces.ascent - fraunces.descent + fraunces.lineGap) / fraunces.unitsPerEm;
    for (const fallback of localFallbacksFor('serif')) {
      const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = fallbackOverrides(
        fraunces,
        loadMetrics(fallback.metrics),
      );
      // The browser scales the overrides by size-adjust.
      const drawn = ((ascentOverride + descentOverride + lineGapOverride) * sizeAdjust) / 10_000;
      expect(drawn).toBeCloseTo(lineHeight, 3);
    }
  });
});

describe('metrics', () => {
  it('names families the way @capsizecss/metrics does', () => {
    expect(metricsName('Instrument Sans')).toBe('instrumentSans');
    expect(metricsName('Source Serif 4')).toBe('sourceSerif4');
    expect(metricsName('ADLaM Display')).toBe('aDLaMDisplay');
    expect(loadMetrics(metricsName('Source Serif 4')).familyName).toBe('Source Serif 4');
  });

  it('reads the latin average width', () => {
    expect(loadMetrics('roboto')).toMatchObject({ familyName: 'Roboto', unitsPerEm: 2048, xWidthAvg: 911 });
  });

  it('says which font it has no metrics for', () => {
    expect(() => loadMetrics('noSuchFont')).toThrow('@capsizecss/metrics has no metrics for "noSuchFont"');
  });

  it('falls back to serif fonts for serif families and sans-serif ones for the rest', () => {
    expect(localFallbacksFor('serif')[0].locals).toContain('Times New Roman');
    expect(localFallbacksFor('sans-serif')[0].locals).toContain('Arial');
    expect(localFallbacksFor('display')[0].locals).toContain('Arial');
  });
});
