// Shows the design being edited in the preview frame before it is saved: its theme variables on the frame's root element and its fonts' stylesheets.
import { useEffect } from 'react';
import { designVariables, type DesignSettings } from '../../domain/owner-api/design-rules.js';
import type { FontChoice } from '../../domain/owner-api/design.js';
import { usePreview } from '../ui/preview.js';

/** Marks the font links this hook added to the frame's page, so they are added once. */
const MARK = 'data-tessera-design-preview';

/**
 * Writes `draft`'s variables onto the preview frame's `<html>` (set through the CSSOM, which the
 * site's CSP allows, and winning over the published design's `:root` rule) and links its fonts'
 * stylesheets there; again after each load of the frame. Leaving the screen reloads the frame, so
 * it shows the published design again.
 */
export function useDraftPreview(draft: DesignSettings | undefined, fonts: readonly FontChoice[]): void {
  const { frameRef, reload } = usePreview();

  useEffect(() => {
    const frame = frameRef.current;
    if (draft === undefined || frame === null) return;
    function apply() {
      let doc: Document | null = null;
      try {
        doc = frame?.contentDocument ?? null;
      } catch {
        return; // a page of another origin: nothing to show the draft on
      }
      if (doc === null || doc.documentElement === null || draft === undefined) return;
      const byId = new Map(fonts.map((font) => [font.id, font]));
      // The family then its category's generics (the metric-matched fallbacks matter for the live site's first paint only).
      const variables = designVariables(draft);
      for (const [name, value] of Object.entries(variables))
        doc.documentElement.style.setProperty(name, value);
      for (const id of new Set([draft.fonts.headings, draft.fonts.body])) {
        const href = byId.get(id)?.stylesheet;
        if (href === null || href === undefined) continue;
        if (doc.head.querySelector(`link[${MARK}="${id}"]`) !== null) continue;
        const link = doc.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.setAttribute(MARK, id);
        doc.head.append(link);
      }
    }
    apply();
    frame.addEventListener('load', apply);
    return () => frame.removeEventListener('load', apply);
  }, [draft, fonts, frameRef]);

  // Leaving the Design screen: the frame goes back to what the site shows.
  useEffect(() => () => reload(), [reload]);
}
