// Colours and seeded randomness for the demo's generated images: same key, same picture.

/** The four colours a picture is drawn with, plus the light band its label sits on. */
export interface Palette {
  /** Background gradient start and end. */
  from: string;
  to: string;
  /** Highlights: a sun, a flame, a stripe. */
  accent: string;
  /** Objects and text. */
  ink: string;
  /** The label band. */
  paper: string;
}

/** A pseudo-random number generator: each call gives a number in [0, 1). */
export type Rand = () => number;

const PAPER = '#f7f2e8';

/** Hand-picked coastal palettes: harbour navy, pine, rust, fog, kelp, dusk, sand, slate. */
const PALETTES: readonly (readonly [string, string, string, string])[] = [
  ['#1f3a5f', '#8fb3c9', '#f2c14e', '#0f2236'],
  ['#2f4f3a', '#a3b899', '#e07a3f', '#17281d'],
  ['#8c3b23', '#e6b48a', '#f4e3c1', '#3b1a10'],
  ['#5d6d7e', '#d5dde3', '#c8553d', '#27323d'],
  ['#3e5641', '#c9b37e', '#f6e7b0', '#1d2a1f'],
  ['#3b2f5c', '#e29f8a', '#ffd27f', '#1c1530'],
  ['#b08a5b', '#efe1c6', '#2f5d62', '#3d2b18'],
  ['#2c3e50', '#95a5a6', '#e8c468', '#141d26'],
];

/** A 32-bit FNV-1a hash of `text`, the seed of everything drawn for it. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough to place trees and stripes. */
export function seededRand(seed: number): Rand {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The palette of a picture: the fixture's four colours when given (`[from, to, accent, ink]`),
 * otherwise one of the built-in palettes chosen by the key's hash.
 */
export function paletteFor(key: string, colours?: readonly string[]): Palette {
  const [from, to, accent, ink] = colours ?? PALETTES[hashText(key) % PALETTES.length];
  return { from, to, accent, ink, paper: PAPER };
}

/** `#rrggbb` mixed with `#rrggbb`: `amount` 0 gives the first, 1 the second. */
export function mix(first: string, second: string, amount: number): string {
  const a = channels(first);
  const b = channels(second);
  const mixed = a.map((value, index) => Math.round(value + (b[index] - value) * amount));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
}
