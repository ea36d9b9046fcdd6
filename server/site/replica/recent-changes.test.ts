// Tests the per-website "recently changed" notes that keep a website's reads on the primary after a change.
import { describe, expect, it } from 'vitest';
import { dropAllSiteData, invalidateSiteData } from '../cache/site-caches.js';
import { changedWithin, noteAllSitesChanged, noteSiteChanged } from './recent-changes.js';

const HOUR_MS = 60 * 60_000;

describe('recent changes', () => {
  it('holds a website for the window after its change, and only that website', () => {
    noteSiteChanged('site-a', 10_000);
    expect(changedWithin('site-a', 5000, 10_000)).toBe(true);
    expect(changedWithin('site-a', 5000, 14_999)).toBe(true);
    expect(changedWithin('site-a', 5000, 15_000)).toBe(false);
    expect(changedWithin('site-b', 5000, 10_000)).toBe(false);
    expect(changedWithin('site-a', 0, 10_000)).toBe(false);
  });

  it('holds every website after notices may have been missed', () => {
    noteAllSitesChanged(50_000);
    expect(changedWithin('site-never-changed', 5000, 52_000)).toBe(true);
    expect(changedWithin('site-never-changed', 5000, 55_000)).toBe(false);
  });

  it('is noted by every invalidation, here or announced by another server, and by dropping everything', () => {
    expect(changedWithin('site-c', 5000)).toBe(false);
    invalidateSiteData('site-c');
    expect(changedWithin('site-c', 5000)).toBe(true);
    expect(changedWithin('site-d', 5000)).toBe(false);
    dropAllSiteData();
    expect(changedWithin('site-d', 5000)).toBe(true);
  });

  it('forgets old notes once many websites have changed', () => {
    // Later than every note of the tests above, whose clock was the real one.
    const base = Date.now() + 10 * HOUR_MS;
    for (let i = 0; i < 1500; i += 1) noteSiteChanged(`old-${i}`, base);
    expect(changedWithin('old-0', 3 * HOUR_MS, base + 2 * HOUR_MS)).toBe(true);
    noteSiteChanged('new', base + 2 * HOUR_MS);
    expect(changedWithin('new', 5000, base + 2 * HOUR_MS)).toBe(true);
    expect(changedWithin('old-0', 3 * HOUR_MS, base + 2 * HOUR_MS)).toBe(false);
  });
});
