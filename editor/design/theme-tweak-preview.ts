// Shows the Theme styles panel's unsaved dropdown and checkbox tweaks in the preview frame: the site's `<body>` classes swapped as the platform names them.
import type { ThemeTweak } from '../../domain/owner-api/themes.js';
import { isTweakClassOf, tweakBodyClass } from '../../domain/theme-tweak-classes.js';

/**
 * Replaces, on the preview's `<body>`, the classes of each dropdown and checkbox tweak with those
 * of `values` (the draft). Nothing happens when the frame shows no page of the site (another
 * origin, or not loaded yet); the next page load shows the saved values.
 */
export function previewTweakClasses(
  frame: HTMLIFrameElement | null,
  tweaks: readonly ThemeTweak[],
  values: Readonly<Record<string, string>>,
): void {
  let body: HTMLElement | null | undefined;
  try {
    body = frame?.contentDocument?.body;
  } catch {
    return;
  }
  if (body === null || body === undefined) return;
  // Every tweak's classes go first, then the draft's come back: one tweak's base may begin
  // another's classes (`tweak-site-border`, `tweak-site-border-color-…`).
  const classTweaks = tweaks.flatMap((tweak) =>
    tweak.classBase === null ? [] : [{ tweak, classTweak: { type: tweak.type, classBase: tweak.classBase } }],
  );
  for (const name of [...body.classList]) {
    if (classTweaks.some(({ classTweak }) => isTweakClassOf(classTweak, name))) body.classList.remove(name);
  }
  for (const { tweak, classTweak } of classTweaks) {
    const added = tweakBodyClass(classTweak, values[tweak.name] ?? tweak.default);
    if (added !== undefined) body.classList.add(added);
  }
}
