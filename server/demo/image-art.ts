// Composes one demo picture as SVG: a gradient, a scene or an object, and a label band with its name.
import { OBJECTS } from './image-objects.js';
import { hashText, mix, paletteFor, seededRand, type Palette } from './image-palette.js';
import { n, SCENES, type Box } from './image-scenes.js';

/** Every motif a recipe may name: full-bleed scenes, product objects, and the logo's wordmark. */
export const MOTIF_NAMES = [
  ...(Object.keys(SCENES) as (keyof typeof SCENES)[]),
  ...(Object.keys(OBJECTS) as (keyof typeof OBJECTS)[]),
  'wordmark',
] as const;

/** A motif name. */
export type MotifName = (typeof MOTIF_NAMES)[number];

/** What to draw: everything a picture depends on, so the same spec always gives the same SVG. */
export interface ArtSpec {
  /** Seeds the palette (when none is given) and the random placements. */
  key: string;
  motif: MotifName;
  /** `[from, to, accent, ink]` as `#rrggbb`. */
  colours?: readonly string[];
  /** The big text in the label band; empty for no band. */
  label: string;
  /** The small letter-spaced line above the label. */
  sublabel: string;
  width: number;
  height: number;
}

const SERIF = `'DejaVu Serif', Georgia, serif`;
const SANS = `'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif`;
// A generous average glyph width for DejaVu Serif, in ems, so labels never overflow.
const GLYPH_EM = 0.6;

/** The SVG source of a picture. */
export function artSvg(spec: ArtSpec): string {
  const palette = paletteFor(spec.key, spec.colours);
  if (spec.motif === 'wordmark') return wordmarkSvg(spec, palette);
  const rand = seededRand(hashText(spec.key));
  const { width: w, height: h } = spec;
  const band = spec.label === '' ? 0 : Math.round(h * 0.2);
  const box: Box = { x: 0, y: 0, w, h: h - band };
  const tilt = n(0.3 + rand() * 0.7);
  let body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${tilt}" y2="1">` +
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.paper}" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="${palette.paper}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  body +=
    spec.motif in SCENES
      ? SCENES[spec.motif as keyof typeof SCENES](box, palette, rand)
      : objectArt(spec.motif as keyof typeof OBJECTS, box, palette);
  if (band > 0) body += labelBand(spec, palette, band);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

function objectArt(name: keyof typeof OBJECTS, box: Box, palette: Palette): string {
  const size = Math.min(box.w, box.h) * 0.66;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const left = cx - size / 2;
  const top = cy - size / 2;
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 0.72)}" fill="url(#glow)"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(top + size * 0.9)}" rx="${n(size * 0.42)}" ry="${n(size * 0.05)}" fill="${palette.ink}" opacity="0.18"/>` +
    `<g transform="translate(${n(left)} ${n(top)}) scale(${n(size / 100)})">${OBJECTS[name](palette)}</g>`
  );
}

function labelBand(spec: ArtSpec, palette: Palette, band: number): string {
  const { width: w, height: h } = spec;
  const top = h - band;
  const usable = w * 0.88;
  // Some palettes have a light ink (a natural-colour tee): darken it so the label reads on paper.
  const text = mix(palette.ink, '#141414', 0.45);
  let out = `<rect x="0" y="${top}" width="${w}" height="${band}" fill="${palette.paper}"/>`;
  if (spec.sublabel !== '') {
    const size = Math.max(10, Math.round(band * 0.1));
    out += `<text x="${n(w / 2)}" y="${n(top + band * 0.3)}" font-family="${SANS}" font-size="${size}" letter-spacing="${n(size * 0.35)}" fill="${text}" fill-opacity="0.6" text-anchor="middle">${escapeXml(spec.sublabel.toUpperCase())}</text>`;
  }
  const oneLineSize = Math.min(band * 0.3, usable / (spec.label.length * GLYPH_EM));
  const lines = oneLineSize >= band * 0.2 ? [spec.label] : splitInTwo(spec.label);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(lines.length === 1 ? band * 0.3 : band * 0.22, usable / (longest * GLYPH_EM));
  lines.forEach((line, index) => {
    const baseline = lines.length === 1 ? top + band * 0.72 : top + band * (0.6 + index * 0.26);
    out += `<text x="${n(w / 2)}" y="${n(baseline)}" font-family="${SERIF}" font-size="${n(size)}" fill="${text}" text-anchor="middle">${escapeXml(line)}</text>`;
  });
  return out;
}

/** Splits a label at the space nearest its middle. */
function splitInTwo(label: string): string[] {
  const middle = label.length / 2;
  let best = -1;
  for (let index = label.indexOf(' '); index !== -1; index = label.indexOf(' ', index + 1)) {
    if (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
  }
  return best === -1 ? [label] : [label.slice(0, best), label.slice(best + 1)];
}

function wordmarkSvg(spec: ArtSpec, palette: Palette): string {
  const { width: w, height: h } = spec;
  const mark = h * 0.8;
  const text = spec.label === '' ? spec.key : spec.label;
  const size = Math.max(1, Math.min(h * 0.42, (w - mark * 1.3) / (text.length * GLYPH_EM)));
  const tree = [0, 1, 2]
    .map((tier) => {
      const y = h * 0.12 + tier * mark * 0.2;
      const half = mark * (0.18 + tier * 0.08);
      return `<polygon points="${n(mark / 2)},${n(y)} ${n(mark / 2 - half)},${n(y + mark * 0.32)} ${n(mark / 2 + half)},${n(y + mark * 0.32)}" fill="${palette.ink}"/>`;
    })
    .join('');
  const wave = `<path d="M${n(mark * 0.08)} ${n(h * 0.86)} q${n(mark * 0.1)} ${n(-h * 0.08)} ${n(mark * 0.21)} 0 t${n(mark * 0.21)} 0 t${n(mark * 0.21)} 0 t${n(mark * 0.21)} 0" fill="none" stroke="${palette.accent}" stroke-width="${n(h * 0.05)}" stroke-linecap="round"/>`;
  // Letter-spaced capitals: about 0.95 em per character including the spacing.
  const small = Math.max(
    1,
    Math.min(h * 0.13, (w - mark * 1.2) / (Math.max(spec.sublabel.length, 1) * 0.95)),
  );
  const words =
    `<text x="${n(mark * 1.15)}" y="${n(h * 0.58)}" font-family="${SERIF}" font-size="${n(size)}" fill="${palette.ink}">${escapeXml(text)}</text>` +
    `<text x="${n(mark * 1.17)}" y="${n(h * 0.84)}" font-family="${SANS}" font-size="${n(small)}" letter-spacing="${n(small * 0.3)}" fill="${palette.ink}" fill-opacity="0.7">${escapeXml(spec.sublabel.toUpperCase())}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${tree}${wave}${words}</svg>`;
}

/** Text safe inside an SVG element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
