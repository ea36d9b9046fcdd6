// The `<body>` classes of a developer-platform theme's dropdown and checkbox tweaks, as the platform named them: shared by the server's render and the editor's live preview.

/**
 * The platform's slug of a title or an option, as its tweak classes use it: lower case, letters
 * and digits kept, spaces and dashes as one dash, anything else dropped (`3:2 Standard` →
 * `32-standard`).
 */
export function tweakSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** The body class base of a class tweak: its title's slug, with `tweak-` in front unless it has it. */
export function tweakClassBase(title: string): string {
  const slug = tweakSlug(title);
  return slug.startsWith('tweak-') ? slug : `tweak-${slug}`;
}

/** True for a checkbox tweak's "on" words. */
export const tweakIsOn = (value: string): boolean => /^(true|on|yes|1)$/i.test(value.trim());

/** What a tweak needs to give its body class. */
export interface ClassTweak {
  type: string;
  /** The class base (`tweak-header-layout`) for a tweak without a variable, else undefined. */
  classBase: string;
}

/**
 * A dropdown's `BASE-OPTION` or a checkbox's `BASE` when on (none when off); other types give
 * none.
 */
export function tweakBodyClass(tweak: ClassTweak, value: string): string | undefined {
  if (tweak.type === 'checkbox') return tweakIsOn(value) ? tweak.classBase : undefined;
  if (tweak.type === 'dropdown' && value.trim() !== '') return `${tweak.classBase}-${tweakSlug(value)}`;
  return undefined;
}

/** Every class a tweak may put on `<body>`: its base and each `BASE-…` option class. */
export const isTweakClassOf = (tweak: ClassTweak, className: string): boolean =>
  className === tweak.classBase || className.startsWith(`${tweak.classBase}-`);
