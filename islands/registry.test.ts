// Tests the island registry: every name loads a module that exports its island definition.
import { describe, expect, it } from 'vitest';
import { ISLAND_NAMES, isIslandName, loadIsland } from './registry.js';

describe('island registry', () => {
  it('knows the pill cart', () => {
    expect(ISLAND_NAMES).toContain('cart-pill');
    expect(isIslandName('cart-pill')).toBe(true);
    expect(isIslandName('toString')).toBe(false);
    expect(isIslandName(undefined)).toBe(false);
  });

  it.each(ISLAND_NAMES)('loads %s with a component and a props function', async (name) => {
    const island = await loadIsland(name);
    expect(typeof island.component).toBe('function');
    expect(typeof island.props).toBe('function');
  });
});
