// Tests of the LRU map: recency on get and set, eviction of the least recent beyond the capacity.
import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.js';

describe('LruMap', () => {
  it('forgets the least recently used entry when full', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    expect(map.set('c', 3)).toEqual(['b', 2]);
    expect([...map.entries()]).toEqual([
      ['a', 1],
      ['c', 3],
    ]);
  });

  it('peeks without making an entry recent, and replaces a value in place', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.peek('a')).toBe(1);
    expect(map.set('b', 20)).toBeUndefined();
    expect(map.set('c', 3)).toEqual(['a', 1]);
    expect(map.size).toBe(2);
  });

  it('has no limit with an infinite capacity, and refuses a capacity below one', () => {
    const map = new LruMap<number, number>(Number.POSITIVE_INFINITY);
    for (let i = 0; i < 1000; i++) map.set(i, i);
    expect(map.size).toBe(1000);
    expect(map.evictOldest()).toEqual([0, 0]);
    expect(() => new LruMap(0)).toThrow(/at least 1/);
  });
});
