// Shows the Theme styles panel's unsaved tweaks in the preview frame: dropdown and checkbox tweaks as the site's `<body>` classes swapped as the platform names them, the others as the stylesheet compiled with the draft in place of the site's.
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

/** Marks the stylesheet link this module switched off, to switch it on again. */
const SWITCHED_OFF = 'data-tessera-tweak-preview-off';
/** The `<style>` standing in for the site's stylesheet where a document cannot adopt one. */
const STAND_IN = 'data-tessera-tweak-preview';

/** The frame's document, or undefined when it shows no page of the site (another origin, not loaded). */
function frameDocument(frame: HTMLIFrameElement | null): Document | undefined {
  try {
    return frame?.contentDocument ?? undefined;
  } catch {
    return undefined;
  }
}

/** The site's constructed stylesheets by document, so each page load of the frame gets its own. */
const adopted = new WeakMap<Document, CSSStyleSheet>();

/**
 * Shows `css` (the theme's stylesheet compiled with the draft) in the preview frame in place of
 * the site's `/site.css`, whose link is switched off; `undefined` switches it back on. The CSS is
 * adopted as a constructed stylesheet, which the site's Content-Security-Policy (`style-src
 * 'self'`, no inline styles) allows; a document without them (jsdom) gets a `<style>`.
 */
export function previewStylesheet(frame: HTMLIFrameElement | null, css: string | undefined): void {
  const doc = frameDocument(frame);
  if (doc === undefined || doc.head === null) return;
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
    new URL(link.href, doc.baseURI).pathname.endsWith('/site.css'),
  );
  for (const link of links) {
    if (css === undefined && link.hasAttribute(SWITCHED_OFF)) {
      link.removeAttribute(SWITCHED_OFF);
      link.disabled = false;
    } else if (css !== undefined) {
      link.setAttribute(SWITCHED_OFF, '');
      link.disabled = true;
    }
  }
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  const canAdopt =
    view !== null &&
    'adoptedStyleSheets' in doc &&
    typeof view.CSSStyleSheet?.prototype.replaceSync === 'function';
  if (canAdopt) {
    let sheet = adopted.get(doc);
    if (css === undefined) {
      if (sheet !== undefined) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((one) => one !== sheet);
      adopted.delete(doc);
      return;
    }
    if (sheet === undefined) {
      sheet = new view.CSSStyleSheet();
      adopted.set(doc, sheet);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    }
    sheet.replaceSync(css);
    return;
  }
  let style = doc.head.querySelector<HTMLStyleElement>(`style[${STAND_IN}]`);
  if (css === undefined) {
    style?.remove();
    return;
  }
  if (style === null) {
    style = doc.createElement('style');
    style.setAttribute(STAND_IN, '');
    doc.head.append(style);
  }
  style.textContent = css;
}
