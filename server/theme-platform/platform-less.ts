// The LESS the developer platform gave every theme to import (`@import 'sqs-grid-breaker';`), written for Tessera: what each does carries over, not its text.

/** The icon names `.sqs-ui-font(NAME)` knows, and the character each shows (the platform drew them with its own icon font). */
const UI_ICONS: Record<string, string> = {
  calendar: '\\1F4C5',
  clock: '\\1F552',
  'map-marker': '\\1F4CD',
  tag: '\\1F3F7',
  folder: '\\1F4C1',
  'right-arrow': '\\2192',
  'left-arrow': '\\2190',
  'up-arrow': '\\2191',
  'down-arrow': '\\2193',
  search: '\\1F50D',
  cart: '\\1F6D2',
  close: '\\2715',
  plus: '\\002B',
  minus: '\\2212',
  comment: '\\1F4AC',
  heart: '\\2665',
  share: '\\21AA',
  check: '\\2713',
  menu: '\\2630',
  play: '\\25B6',
  pause: '\\23F8',
  mail: '\\2709',
  link: '\\1F517',
  user: '\\1F464',
};

/** The icon mixins, global on the platform and importable as `sqs-ui-font`. */
const uiFont = [
  '// sqs-ui-font: .sqs-ui-font(ICON, before|after) puts the icon before or after the element;',
  '// .sqs-ui-font-size(SIZE, LINE-HEIGHT) sizes it. An unknown icon shows nothing.',
  '.sqs-ui-font-glyph(@icon) { content: ""; }',
  ...Object.entries(UI_ICONS).map(([name, glyph]) => `.sqs-ui-font-glyph(${name}) { content: "${glyph}"; }`),
  '.sqs-ui-font(@icon; @position: before) {',
  '  &:@{position} {',
  '    .sqs-ui-font-glyph(@icon);',
  '    display: inline-block;',
  '    font-style: normal;',
  '    font-weight: normal;',
  '    line-height: 1;',
  '    text-decoration: none;',
  '    vertical-align: middle;',
  '    speak: none;',
  '  }',
  '}',
  '.sqs-ui-font-size(@size; @line-height: inherit) {',
  '  &:before, &:after { font-size: @size; line-height: @line-height; }',
  '}',
].join('\n');

/**
 * The platform's LESS by the name themes import it with. `sqs-grid-breaker` (imported inside a
 * small-screen `@media`) stacks a block area's columns at full width; `sqs-ui-font` gives the
 * icon mixins; `social-icon-font` the social icons' font mixin.
 */
export const PLATFORM_LESS: Readonly<Record<string, string>> = {
  'sqs-grid-breaker': [
    '// sqs-grid-breaker: every column of a block area at full width, one under the other.',
    '.sqs-layout .sqs-row { margin-left: 0; margin-right: 0; }',
    '.sqs-layout .sqs-row > .col, .sqs-layout [class*="span-"] {',
    '  float: none;',
    '  width: 100% !important;',
    '  padding-left: 0;',
    '  padding-right: 0;',
    '}',
    '.sqs-layout .sqs-block { padding-left: 0; padding-right: 0; }',
    '.sqs-layout .sqs-row::after { content: none; }',
  ].join('\n'),
  'sqs-ui-font': uiFont,
  'social-icon-font': [
    '// social-icon-font: .social-icon-font() sets the font social icons are drawn in.',
    '.social-icon-font() {',
    '  font-family: system-ui, sans-serif;',
    '  font-style: normal;',
    '  font-weight: normal;',
    '  speak: none;',
    '  -webkit-font-smoothing: antialiased;',
    '}',
  ].join('\n'),
};

/** The platform library's name for an import as a theme writes it (`sqs-grid-breaker`, `'sqs-grid-breaker.less'`), or undefined. */
export function platformLessName(filename: string): string | undefined {
  const name = filename.replace(/^.*\//, '').replace(/\.less$/, '');
  return Object.hasOwn(PLATFORM_LESS, name) ? name : undefined;
}

/** A mixin setting `property` with the vendor prefixes older browsers needed. */
const prefixed = (
  mixin: string,
  property: string,
  prefixes: readonly string[] = ['-webkit-', '-moz-', '-ms-'],
) =>
  `.${mixin}(@value...) { ${[...prefixes, ''].map((prefix) => `${prefix}${property}: @value;`).join(' ')} }`;

/**
 * Mixins every theme could call without importing anything (no output of their own, so a theme
 * defining its own gets both): `.clearfix` to contain floats, and the vendor-prefix mixins
 * (`.transition(…)`, `.transform(…)`, `.border-radius(…)`, the flexbox ones…).
 */
export const PLATFORM_PRELUDE = [
  uiFont,
  '.clearfix() { &:after { content: ""; display: table; clear: both; } }',
  // A button block's outline style on hover: its text in whichever of black and white reads on @color.
  '.button-block-guarded-mixin-outline-hover-style(@color) { color: contrast(@color, #000, #fff); }',
  prefixed('transition', 'transition'),
  prefixed('transform', 'transform'),
  prefixed('transform-origin', 'transform-origin'),
  prefixed('border-radius', 'border-radius', ['-webkit-', '-moz-']),
  prefixed('box-shadow', 'box-shadow', ['-webkit-', '-moz-']),
  prefixed('box-sizing', 'box-sizing', ['-webkit-', '-moz-']),
  prefixed('user-select', 'user-select'),
  prefixed('animation', 'animation', ['-webkit-', '-moz-']),
  prefixed('backface-visibility', 'backface-visibility', ['-webkit-', '-moz-']),
  '.opacity(@value) { opacity: @value; }',
  '.flex-display(@display: flex) { display: ~"-webkit-@{display}"; display: @display; }',
  prefixed('flex', 'flex', ['-webkit-', '-ms-']),
  prefixed('flex-basis', 'flex-basis', ['-webkit-']),
  prefixed('flex-direction', 'flex-direction', ['-webkit-']),
  prefixed('flex-flow', 'flex-flow', ['-webkit-']),
  prefixed('flex-grow', 'flex-grow', ['-webkit-']),
  prefixed('flex-shrink', 'flex-shrink', ['-webkit-']),
  prefixed('flex-wrap', 'flex-wrap', ['-webkit-']),
  prefixed('flex-order', 'order', ['-webkit-']),
  prefixed('justify-content', 'justify-content', ['-webkit-']),
  prefixed('align-content', 'align-content', ['-webkit-']),
  prefixed('align-items', 'align-items', ['-webkit-']),
  prefixed('align-self', 'align-self', ['-webkit-']),
].join('\n');

/**
 * A theme file's LESS as the platform's compiler read it, where LESS 4 no longer does: the LESS 1
 * selector `(~"…")` (an escaped string as a selector) becomes the selector itself.
 */
export function platformLessSource(source: string): string {
  return source.replace(/^(\s*)\(~"([^"\n]+)"\)(\s*\{)/gm, '$1$2$3');
}
