// A palette colour in the colour picker's formats: hex, RGB and HSL (with alpha), converted both ways and checked with SPEC §5's rules.
import { hexToRgb, HSL_MESSAGES, type Rgb } from '../../domain/colour.js';
import { hexProblem, normalHex } from '../../domain/owner-api/design-rules.js';

/** Hue 0-360, saturation and lightness 0-100 (percent, as the fields show them). */
export interface HslPercent {
  hue: number;
  saturation: number;
  lightness: number;
}

/** The channels of a valid hex colour (`#abc`, `2f5d50`), else black. */
export function rgbOf(hex: string): Rgb {
  return hexToRgb(hex) ?? { red: 0, green: 0, blue: 0 };
}

/** `#rrggbb` of three channels (each rounded and kept within 0-255). */
export function hexOf({ red, green, blue }: Rgb): string {
  const part = (n: number) =>
    Math.min(255, Math.max(0, Math.round(n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(red)}${part(green)}${part(blue)}`;
}

/** RGB to HSL, rounded to whole degrees and percents. */
export function hslOf({ red, green, blue }: Rgb): HslPercent {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  let hue = 0;
  let saturation = 0;
  if (delta !== 0) {
    saturation = delta / (1 - Math.abs(2 * lightness - 1));
    if (max === r) hue = 60 * (((g - b) / delta) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  if (hue < 0) hue += 360;
  return {
    hue: Math.round(hue),
    saturation: Math.round(saturation * 100),
    lightness: Math.round(lightness * 100),
  };
}

/** HSL (percent) to RGB. */
export function rgbOfHsl({ hue, saturation, lightness }: HslPercent): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const h = (hue % 360) / 60;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1
      ? [chroma, x, 0]
      : h < 2
        ? [x, chroma, 0]
        : h < 3
          ? [0, chroma, x]
          : h < 4
            ? [0, x, chroma]
            : h < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = l - chroma / 2;
  return {
    red: Math.round((r + m) * 255),
    green: Math.round((g + m) * 255),
    blue: Math.round((b + m) * 255),
  };
}

/** The message of a channel outside 0-255. */
export const CHANNEL_MESSAGE = 'Red, green and blue are each 0 to 255.';

/** A hex the owner typed: `#rrggbb`, or SPEC §5's message. */
export function parseHex(text: string): { hex: string } | { problem: string } {
  const problem = hexProblem(text.trim());
  return problem === undefined ? { hex: normalHex(text.trim()) } : { problem };
}

function wholeIn(text: string, max: number): number | undefined {
  if (!/^\d{1,3}$/.test(text.trim())) return undefined;
  const n = Number(text);
  return n <= max ? n : undefined;
}

/** Three channels the owner typed, as `#rrggbb`, or the message. */
export function parseRgb(texts: [string, string, string]): { hex: string } | { problem: string } {
  const [red, green, blue] = texts.map((text) => wholeIn(text, 255));
  if (red === undefined || green === undefined || blue === undefined) return { problem: CHANNEL_MESSAGE };
  return { hex: hexOf({ red, green, blue }) };
}

/** Hue, saturation and lightness the owner typed (0-360, 0-100, 0-100), as `#rrggbb`, or SPEC §5's bounds messages. */
export function parseHsl(texts: [string, string, string]): { hex: string } | { problem: string } {
  const [hue, saturation, lightness] = [
    wholeIn(texts[0], 360),
    wholeIn(texts[1], 100),
    wholeIn(texts[2], 100),
  ];
  let problem = '';
  if (hue === undefined) problem += HSL_MESSAGES.hue;
  if (saturation === undefined) problem += HSL_MESSAGES.saturation;
  if (lightness === undefined) problem += HSL_MESSAGES.lightness;
  if (hue === undefined || saturation === undefined || lightness === undefined)
    return { problem: problem.trim() };
  return { hex: hexOf(rgbOfHsl({ hue, saturation, lightness })) };
}

/** An alpha the owner typed as a percent (0-100), as 0-1, or SPEC §5's message. */
export function parseAlphaPercent(text: string): { alpha: number } | { problem: string } {
  const n = wholeIn(text, 100);
  return n === undefined ? { problem: HSL_MESSAGES.alpha } : { alpha: n / 100 };
}
