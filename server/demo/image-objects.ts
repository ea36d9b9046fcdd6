// Product silhouettes for the demo's generated images (mug, tote, candle…), drawn in a 100×100 square.
import { mix, type Palette } from './image-palette.js';

/** Draws one object in the 100×100 unit square; the caller scales it into place. */
export type ObjectDrawer = (palette: Palette) => string;

const mug: ObjectDrawer = (p) =>
  `<path d="M42 8 q-4 5 0 10 t0 10 M52 6 q-4 5 0 10 t0 10" fill="none" stroke="${p.paper}" stroke-width="2.5" stroke-linecap="round" opacity="0.8"/>` +
  `<path d="M66 42 h6 a11 11 0 0 1 0 24 h-6" fill="none" stroke="${p.ink}" stroke-width="6"/>` +
  `<rect x="22" y="32" width="46" height="50" rx="6" fill="${p.ink}"/>` +
  `<ellipse cx="45" cy="33" rx="23" ry="4" fill="${mix(p.ink, p.paper, 0.35)}"/>` +
  `<rect x="22" y="40" width="46" height="5" fill="${p.accent}"/>`;

const tote: ObjectDrawer = (p) =>
  `<path d="M36 40 V26 a14 14 0 0 1 28 0 V40" fill="none" stroke="${p.ink}" stroke-width="4"/>` +
  `<polygon points="22,38 78,38 83,88 17,88" fill="${p.ink}"/>` +
  `<rect x="38" y="56" width="24" height="18" rx="2" fill="${p.accent}" opacity="0.85"/>` +
  `<line x1="22" y1="46" x2="78" y2="46" stroke="${p.paper}" stroke-width="1" stroke-dasharray="2 2" opacity="0.6"/>`;

const candle: ObjectDrawer = (p) =>
  `<circle cx="50" cy="22" r="16" fill="${p.accent}" opacity="0.25"/>` +
  `<path d="M50 10 C57 19 57 26 50 30 C43 26 43 19 50 10Z" fill="${p.accent}"/>` +
  `<line x1="50" y1="30" x2="50" y2="37" stroke="${p.ink}" stroke-width="1.5"/>` +
  `<rect x="29" y="36" width="42" height="52" rx="7" fill="${p.ink}" opacity="0.92"/>` +
  `<rect x="34" y="52" width="32" height="20" rx="1" fill="${p.paper}"/>` +
  `<rect x="39" y="59" width="22" height="2.5" fill="${p.ink}" opacity="0.6"/>`;

const book: ObjectDrawer = (p) =>
  `<rect x="25" y="14" width="52" height="72" rx="2" fill="${p.ink}"/>` +
  `<rect x="25" y="14" width="8" height="72" fill="${p.accent}"/>` +
  `<rect x="40" y="28" width="30" height="4" fill="${p.paper}"/>` +
  `<rect x="40" y="36" width="22" height="3" fill="${p.paper}" opacity="0.7"/>` +
  `<circle cx="55" cy="62" r="9" fill="none" stroke="${p.paper}" stroke-width="2"/>` +
  `<path d="M50 62 h10 M55 57 v10" stroke="${p.accent}" stroke-width="2"/>`;

const bottle: ObjectDrawer = (p) =>
  `<rect x="43" y="8" width="14" height="7" rx="1.5" fill="${p.accent}"/>` +
  `<rect x="45" y="15" width="10" height="13" fill="${p.ink}"/>` +
  `<path d="M45 28 C31 34 30 40 30 50 V84 a4 4 0 0 0 4 4 H66 a4 4 0 0 0 4 -4 V50 C70 40 69 34 55 28Z" fill="${p.ink}" opacity="0.92"/>` +
  `<rect x="34" y="54" width="32" height="22" rx="1" fill="${p.paper}"/>` +
  `<circle cx="50" cy="65" r="6" fill="${p.accent}"/>`;

const card: ObjectDrawer = (p) =>
  `<rect x="12" y="28" width="76" height="46" rx="5" fill="${p.ink}"/>` +
  `<rect x="60" y="28" width="7" height="46" fill="${p.accent}"/>` +
  `<rect x="12" y="47" width="76" height="7" fill="${p.accent}"/>` +
  `<ellipse cx="57" cy="47" rx="7" ry="4" fill="${p.accent}" transform="rotate(-25 57 47)"/>` +
  `<ellipse cx="70" cy="47" rx="7" ry="4" fill="${p.accent}" transform="rotate(25 70 47)"/>` +
  `<rect x="18" y="62" width="26" height="3" fill="${p.paper}" opacity="0.7"/>`;

const tee: ObjectDrawer = (p) =>
  `<path d="M30 22 L42 17 Q50 25 58 17 L70 22 L84 35 L74 45 L68 40 V86 H32 V40 L26 45 L16 35 Z" fill="${p.ink}"/>` +
  `<rect x="56" y="44" width="10" height="11" fill="none" stroke="${p.paper}" stroke-width="1.2" opacity="0.7"/>` +
  `<path d="M42 17 Q50 25 58 17" fill="none" stroke="${p.accent}" stroke-width="2"/>`;

const coat: ObjectDrawer = (p) =>
  `<path d="M32 18 L44 14 L50 26 L56 14 L68 18 L80 28 L86 76 L76 77 L70 42 V88 H30 V42 L24 77 L14 76 L20 28 Z" fill="${p.ink}"/>` +
  `<line x1="50" y1="26" x2="50" y2="88" stroke="${p.paper}" stroke-width="1" opacity="0.6"/>` +
  [38, 50, 62, 74].map((y) => `<circle cx="53.5" cy="${y}" r="1.8" fill="${p.accent}"/>`).join('') +
  `<rect x="34" y="60" width="11" height="11" fill="none" stroke="${p.paper}" stroke-width="1" opacity="0.6"/>` +
  `<rect x="58" y="60" width="11" height="11" fill="none" stroke="${p.paper}" stroke-width="1" opacity="0.6"/>`;

const blanket: ObjectDrawer = (p) =>
  [62, 46, 30]
    .map((y, index) => {
      const fill = mix(p.ink, p.paper, index * 0.15);
      return (
        `<rect x="16" y="${y}" width="68" height="15" rx="6" fill="${fill}"/>` +
        `<rect x="66" y="${y}" width="4" height="15" fill="${p.accent}"/>` +
        `<rect x="72" y="${y}" width="2" height="15" fill="${p.paper}" opacity="0.6"/>`
      );
    })
    .join('');

const bag: ObjectDrawer = (p) =>
  `<rect x="30" y="18" width="40" height="12" fill="${mix(p.ink, p.paper, 0.25)}"/>` +
  `<polygon points="30,30 70,30 73,88 27,88" fill="${p.ink}"/>` +
  `<circle cx="50" cy="58" r="13" fill="${p.paper}"/>` +
  `<ellipse cx="50" cy="58" rx="5" ry="7.5" fill="${p.accent}"/>` +
  `<path d="M50 51 q-2 7 0 14" fill="none" stroke="${p.paper}" stroke-width="1.2"/>`;

const compass: ObjectDrawer = (p) =>
  `<circle cx="50" cy="12" r="5" fill="none" stroke="${p.ink}" stroke-width="2.5"/>` +
  `<circle cx="50" cy="52" r="35" fill="${p.ink}"/>` +
  `<circle cx="50" cy="52" r="29" fill="${p.paper}"/>` +
  Array.from({ length: 12 }, (_, index) => {
    const angle = (index * Math.PI) / 6;
    const x1 = 50 + Math.sin(angle) * 25;
    const y1 = 52 - Math.cos(angle) * 25;
    const x2 = 50 + Math.sin(angle) * 28;
    const y2 = 52 - Math.cos(angle) * 28;
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${p.ink}" stroke-width="1.2"/>`;
  }).join('') +
  `<polygon points="50,28 55,52 45,52" fill="${p.accent}"/>` +
  `<polygon points="50,76 55,52 45,52" fill="${p.ink}"/>` +
  `<circle cx="50" cy="52" r="2.5" fill="${p.paper}"/>`;

const lantern: ObjectDrawer = (p) =>
  `<circle cx="50" cy="54" r="34" fill="${p.accent}" opacity="0.2"/>` +
  `<path d="M38 27 a12 12 0 0 1 24 0" fill="none" stroke="${p.ink}" stroke-width="3"/>` +
  `<rect x="33" y="26" width="34" height="9" rx="3" fill="${p.ink}"/>` +
  `<rect x="36" y="35" width="28" height="38" fill="${p.accent}" opacity="0.9"/>` +
  `<path d="M45 35 V73 M55 35 V73" stroke="${p.ink}" stroke-width="2"/>` +
  `<rect x="31" y="73" width="38" height="11" rx="3" fill="${p.ink}"/>`;

const beanie: ObjectDrawer = (p) =>
  `<path d="M24 62 C24 26 76 26 76 62 Z" fill="${p.ink}"/>` +
  `<rect x="21" y="58" width="58" height="22" rx="4" fill="${mix(p.ink, p.paper, 0.2)}"/>` +
  Array.from({ length: 13 }, (_, index) => {
    const x = 25 + index * 4.2;
    return `<line x1="${x.toFixed(1)}" y1="60" x2="${x.toFixed(1)}" y2="78" stroke="${p.ink}" stroke-width="1.2" opacity="0.5"/>`;
  }).join('') +
  `<rect x="44" y="64" width="12" height="8" fill="${p.accent}"/>`;

const hat: ObjectDrawer = (p) =>
  `<ellipse cx="50" cy="68" rx="40" ry="10" fill="${p.ink}"/>` +
  `<path d="M28 68 C28 34 72 34 72 68 Z" fill="${p.accent}"/>` +
  `<path d="M50 38 V68 M38 44 C42 54 42 62 40 68 M62 44 C58 54 58 62 60 68" fill="none" stroke="${p.ink}" stroke-width="1" opacity="0.5"/>`;

const paddle: ObjectDrawer = (p) =>
  `<g transform="rotate(-35 50 50)">` +
  `<rect x="42" y="2" width="16" height="7" rx="3.5" fill="${p.ink}"/>` +
  `<rect x="47" y="8" width="6" height="52" fill="${p.ink}"/>` +
  `<ellipse cx="50" cy="76" rx="13" ry="22" fill="${p.accent}"/>` +
  `<path d="M44 72 h12 M46 78 h8" stroke="${p.ink}" stroke-width="1.2" opacity="0.6"/></g>`;

const skillet: ObjectDrawer = (p) =>
  `<rect x="64" y="50" width="32" height="9" rx="4.5" fill="${p.ink}"/>` +
  `<circle cx="91" cy="54.5" r="2" fill="${p.paper}"/>` +
  `<circle cx="40" cy="54" r="30" fill="${p.ink}"/>` +
  `<circle cx="40" cy="54" r="24" fill="${mix(p.ink, p.from, 0.25)}"/>` +
  `<path d="M26 46 a16 16 0 0 1 12 -8" fill="none" stroke="${p.paper}" stroke-width="1.5" opacity="0.5"/>`;

const soap: ObjectDrawer = (p) =>
  `<rect x="18" y="58" width="64" height="24" rx="6" fill="${p.accent}"/>` +
  `<rect x="24" y="36" width="52" height="24" rx="6" fill="${p.paper}"/>` +
  `<rect x="36" y="45" width="28" height="3" fill="${p.ink}" opacity="0.5"/>` +
  `<path d="M50 36 V82" stroke="${p.ink}" stroke-width="1.6"/>`;

const socks: ObjectDrawer = (p) =>
  [0, 14]
    .map(
      (dx) =>
        `<g transform="translate(${dx - 8} ${dx / 3})"><path d="M38 14 H56 V54 L72 64 a9 9 0 0 1 -7 17 L38 70 Z" fill="${dx === 0 ? p.ink : mix(p.ink, p.paper, 0.3)}"/>` +
        `<rect x="38" y="14" width="18" height="9" fill="${p.accent}"/><path d="M66 64 a9 9 0 0 1 -1 17 l-6 -2" fill="${p.accent}"/></g>`,
    )
    .join('');

const leash: ObjectDrawer = (p) =>
  `<path d="M28 72 C8 42 36 8 60 26 C76 38 68 58 54 62 L54 82" fill="none" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>` +
  `<path d="M28 72 C8 42 36 8 60 26 C76 38 68 58 54 62 L54 82" fill="none" stroke="${p.accent}" stroke-width="3" stroke-dasharray="3 5"/>` +
  `<rect x="49" y="80" width="10" height="14" rx="2" fill="${mix(p.accent, p.paper, 0.4)}"/>`;

const knot: ObjectDrawer = (p) =>
  `<path d="M14 70 C14 30 58 28 50 50 C42 72 86 70 86 30" fill="none" stroke="${p.ink}" stroke-width="9" stroke-linecap="round"/>` +
  `<path d="M14 70 C14 30 58 28 50 50 C42 72 86 70 86 30" fill="none" stroke="${p.accent}" stroke-width="3" stroke-dasharray="2 4"/>`;

/** Objects by name. */
export const OBJECTS = {
  mug,
  tote,
  candle,
  book,
  bottle,
  card,
  tee,
  coat,
  blanket,
  bag,
  compass,
  lantern,
  beanie,
  hat,
  paddle,
  skillet,
  soap,
  socks,
  leash,
  knot,
} satisfies Record<string, ObjectDrawer>;
