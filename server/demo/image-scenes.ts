// Full-bleed scenes and patterns for the demo's generated images (landscapes, textiles, charts) as SVG.
import { mix, type Palette, type Rand } from './image-palette.js';

/** The area a motif draws in, in SVG user units. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Draws one motif into a box; returns SVG elements. */
export type MotifDrawer = (box: Box, palette: Palette, rand: Rand) => string;

/** Rounds a coordinate to one decimal, keeping the SVG short and the output stable. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** A jagged ridge line across the box, closed along the bottom. */
function ridge(box: Box, baseline: number, height: number, peaks: number, rand: Rand): string {
  const points: string[] = [`${n(box.x)},${n(box.y + box.h)}`, `${n(box.x)},${n(baseline)}`];
  const step = box.w / peaks;
  for (let index = 0; index <= peaks; index++) {
    const x = box.x + index * step;
    const up = index % 2 === 1 ? height * (0.55 + rand() * 0.45) : height * rand() * 0.25;
    points.push(`${n(x)},${n(baseline - up)}`);
  }
  points.push(`${n(box.x + box.w)},${n(box.y + box.h)}`);
  return points.join(' ');
}

function wavePath(box: Box, y: number, amplitude: number, length: number, phase: number): string {
  let path = `M${n(box.x - length + phase)} ${n(y)}`;
  for (let x = box.x - length + phase; x < box.x + box.w + length; x += length) {
    path += ` q${n(length / 4)} ${n(-amplitude)} ${n(length / 2)} 0 t${n(length / 2)} 0`;
  }
  return path;
}

const sunset: MotifDrawer = (box, p, rand) => {
  const horizon = box.y + box.h * (0.58 + rand() * 0.08);
  const radius = Math.min(box.w, box.h) * 0.17;
  const cx = box.x + box.w * (0.35 + rand() * 0.3);
  let out = `<circle cx="${n(cx)}" cy="${n(horizon - radius * 0.35)}" r="${n(radius)}" fill="${p.accent}"/>`;
  out += `<rect x="${n(box.x)}" y="${n(horizon)}" width="${n(box.w)}" height="${n(box.y + box.h - horizon)}" fill="${p.ink}" opacity="0.78"/>`;
  for (let index = 0; index < 7; index++) {
    const y = horizon + 14 + index * (box.y + box.h - horizon) * 0.12;
    const half = radius * (1.1 - index * 0.13);
    out += `<rect x="${n(cx - half)}" y="${n(y)}" width="${n(half * 2)}" height="${n(4 + index)}" rx="3" fill="${p.accent}" opacity="${n(0.75 - index * 0.09)}"/>`;
  }
  return out;
};

const mountains: MotifDrawer = (box, p, rand) => {
  let out = `<circle cx="${n(box.x + box.w * 0.72)}" cy="${n(box.y + box.h * 0.28)}" r="${n(box.w * 0.07)}" fill="${p.accent}" opacity="0.9"/>`;
  const layers = [0.45, 0.62, 0.78];
  layers.forEach((level, index) => {
    const points = ridge(box, box.y + box.h * level, box.h * (0.32 - index * 0.07), 5 + index * 2, rand);
    out += `<polygon points="${points}" fill="${mix(p.ink, p.from, 0.55 - index * 0.25)}"/>`;
  });
  return out;
};

const pines: MotifDrawer = (box, p, rand) => {
  const ground = box.y + box.h * 0.82;
  let out = `<path d="M${n(box.x)} ${n(ground)} Q${n(box.x + box.w / 2)} ${n(ground - box.h * 0.1)} ${n(box.x + box.w)} ${n(ground)} V${n(box.y + box.h)} H${n(box.x)}Z" fill="${p.ink}"/>`;
  const trees = 7;
  for (let index = 0; index < trees; index++) {
    const cx = box.x + (box.w / trees) * (index + 0.5) + (rand() - 0.5) * 30;
    const height = box.h * (0.3 + rand() * 0.3);
    const width = height * 0.42;
    const shade = index % 2 === 0 ? p.ink : mix(p.ink, p.from, 0.3);
    for (let tier = 0; tier < 3; tier++) {
      const top = ground - height + tier * height * 0.25;
      const half = width * (0.5 + tier * 0.25) * 0.6;
      out += `<polygon points="${n(cx)},${n(top)} ${n(cx - half)},${n(top + height * 0.4)} ${n(cx + half)},${n(top + height * 0.4)}" fill="${shade}"/>`;
    }
  }
  return out;
};

const waves: MotifDrawer = (box, p, rand) => {
  let out = '';
  for (let index = 0; index < 8; index++) {
    const y = box.y + box.h * (0.3 + index * 0.09);
    const colour = index % 2 === 0 ? p.paper : p.accent;
    const d = wavePath(box, y, 18 + index * 3, 140 + index * 12, rand() * 120);
    out += `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${6 + index}" stroke-linecap="round" opacity="${n(0.35 + index * 0.07)}"/>`;
  }
  return out;
};

const stripes: MotifDrawer = (box, p, rand) => {
  const width = 40 + Math.floor(rand() * 30);
  let out = `<g transform="rotate(-30 ${n(box.x + box.w / 2)} ${n(box.y + box.h / 2)})">`;
  for (let x = box.x - box.w; x < box.x + box.w * 2; x += width * 3) {
    out += `<rect x="${n(x)}" y="${n(box.y - box.h)}" width="${width}" height="${n(box.h * 3)}" fill="${p.ink}" opacity="0.55"/>`;
    out += `<rect x="${n(x + width * 1.6)}" y="${n(box.y - box.h)}" width="${n(width / 4)}" height="${n(box.h * 3)}" fill="${p.accent}" opacity="0.8"/>`;
  }
  return `${out}</g>`;
};

const plaid: MotifDrawer = (box, p) => {
  let out = '';
  const band = box.w / 8;
  for (let index = 0; index < 8; index += 2) {
    out += `<rect x="${n(box.x + index * band)}" y="${n(box.y)}" width="${n(band)}" height="${n(box.h)}" fill="${p.ink}" opacity="0.35"/>`;
    out += `<rect x="${n(box.x)}" y="${n(box.y + index * (box.h / 8))}" width="${n(box.w)}" height="${n(box.h / 8)}" fill="${p.ink}" opacity="0.35"/>`;
    out += `<rect x="${n(box.x + index * band + band * 0.45)}" y="${n(box.y)}" width="6" height="${n(box.h)}" fill="${p.accent}" opacity="0.8"/>`;
  }
  return out;
};

const dots: MotifDrawer = (box, p, rand) => {
  let out = '';
  const step = box.w / 9;
  for (let row = 0; row < Math.ceil(box.h / step); row++) {
    for (let column = 0; column < 9; column++) {
      const radius = step * (0.12 + rand() * 0.22);
      const colour = rand() > 0.8 ? p.accent : p.paper;
      out += `<circle cx="${n(box.x + (column + 0.5) * step)}" cy="${n(box.y + (row + 0.5) * step)}" r="${n(radius)}" fill="${colour}" opacity="0.55"/>`;
    }
  }
  return out;
};

const chart: MotifDrawer = (box, p, rand) => {
  let out = '';
  for (let x = box.x; x <= box.x + box.w; x += box.w / 10) {
    out += `<line x1="${n(x)}" y1="${n(box.y)}" x2="${n(x)}" y2="${n(box.y + box.h)}" stroke="${p.paper}" stroke-width="1.5" opacity="0.35"/>`;
  }
  for (let y = box.y; y <= box.y + box.h; y += box.h / 10) {
    out += `<line x1="${n(box.x)}" y1="${n(y)}" x2="${n(box.x + box.w)}" y2="${n(y)}" stroke="${p.paper}" stroke-width="1.5" opacity="0.35"/>`;
  }
  const cx = box.x + box.w * (0.4 + rand() * 0.2);
  const cy = box.y + box.h * (0.45 + rand() * 0.1);
  for (let ring = 1; ring <= 6; ring++) {
    const rx = ring * box.w * 0.065 * (0.9 + rand() * 0.2);
    const ry = rx * (0.6 + rand() * 0.2);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${ring === 1 ? p.accent : p.ink}" stroke-width="${ring === 1 ? 6 : 3}" opacity="0.8" transform="rotate(${n(rand() * 40 - 20)} ${n(cx)} ${n(cy)})"/>`;
  }
  return out;
};

const lighthouse: MotifDrawer = (box, p) => {
  const base = box.y + box.h * 0.86;
  const cx = box.x + box.w * 0.5;
  const top = box.y + box.h * 0.26;
  const halfBottom = box.w * 0.09;
  const halfTop = box.w * 0.055;
  let out = `<polygon points="${n(cx)},${n(top + 20)} ${n(box.x - 40)},${n(top - 60)} ${n(box.x - 40)},${n(top + 100)}" fill="${p.accent}" opacity="0.35"/>`;
  out += `<polygon points="${n(cx - halfTop)},${n(top)} ${n(cx + halfTop)},${n(top)} ${n(cx + halfBottom)},${n(base)} ${n(cx - halfBottom)},${n(base)}" fill="${p.paper}"/>`;
  for (let band = 1; band < 5; band += 2) {
    const y1 = top + ((base - top) / 5) * band;
    const y2 = y1 + (base - top) / 5;
    const w1 = halfTop + ((halfBottom - halfTop) * (y1 - top)) / (base - top);
    const w2 = halfTop + ((halfBottom - halfTop) * (y2 - top)) / (base - top);
    out += `<polygon points="${n(cx - w1)},${n(y1)} ${n(cx + w1)},${n(y1)} ${n(cx + w2)},${n(y2)} ${n(cx - w2)},${n(y2)}" fill="${p.ink}"/>`;
  }
  out += `<rect x="${n(cx - halfTop * 0.8)}" y="${n(top - 50)}" width="${n(halfTop * 1.6)}" height="50" fill="${p.accent}"/>`;
  out += `<polygon points="${n(cx - halfTop * 1.1)},${n(top - 50)} ${n(cx)},${n(top - 95)} ${n(cx + halfTop * 1.1)},${n(top - 50)}" fill="${p.ink}"/>`;
  out += `<rect x="${n(box.x)}" y="${n(base)}" width="${n(box.w)}" height="${n(box.y + box.h - base)}" fill="${p.ink}" opacity="0.85"/>`;
  return out;
};

/** Scenes and patterns by name. */
export const SCENES = {
  sunset,
  mountains,
  pines,
  waves,
  stripes,
  plaid,
  dots,
  chart,
  lighthouse,
} satisfies Record<string, MotifDrawer>;
