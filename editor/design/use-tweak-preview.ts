// Shows the Theme styles panel's draft in the preview frame before it is saved: dropdown and checkbox tweaks at once as `<body>` classes, the others as the stylesheet the server compiles with the draft.
import { useEffect, useRef, useState } from 'react';
import type { ThemeTweak } from '../../domain/owner-api/themes.js';
import { previewThemeTweaks } from '../api/themes.js';
import { usePreview } from '../ui/preview.js';
import { previewStylesheet, previewTweakClasses } from './theme-tweak-preview.js';

/** How long typing may pause before the stylesheet is compiled with the draft. */
const COMPILE_AFTER_MS = 300;

/** The draft's values that differ from their defaults (an emptied field keeps the default), as saving sends them. */
export function tweakOverrides(
  tweaks: readonly ThemeTweak[],
  draft: Readonly<Record<string, string>>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const tweak of tweaks) {
    const value = draft[tweak.name]?.trim() ?? '';
    if (value !== '' && value !== tweak.default) values[tweak.name] = value;
  }
  return values;
}

/** The site's saved values, as {@link tweakOverrides} gives them. */
const savedOverrides = (tweaks: readonly ThemeTweak[]) =>
  tweakOverrides(tweaks, Object.fromEntries(tweaks.map((tweak) => [tweak.name, tweak.value ?? ''])));

/** What the preview shows of the draft: whether a stylesheet with it is being compiled, and why the last could not be. */
export interface TweakPreviewState {
  compiling: boolean;
  /** The server's refusal of the draft (a value a tweak cannot take): the preview keeps the last it could show. */
  refused: boolean;
}

/**
 * While `enabled` (the theme tweaked is the one the site shows), shows `draft` in the preview:
 * class tweaks swapped on the frame's `<body>` at once; when a variable, font or image tweak
 * differs from the saved value, the stylesheet compiled with the draft (`POST …/tweaks/preview`)
 * in place of the site's, after a pause in typing. Again after each load of the frame. Leaving the
 * screen with a draft shown reloads the frame, so it shows the saved styles again.
 */
export function useTweakPreview(
  themeId: string,
  tweaks: readonly ThemeTweak[] | undefined,
  draft: Readonly<Record<string, string>> | undefined,
  enabled: boolean,
): TweakPreviewState {
  const { frameRef, reload } = usePreview();
  const [css, setCss] = useState<string | undefined>();
  const [state, setState] = useState<TweakPreviewState>({ compiling: false, refused: false });
  const shown = useRef(false);

  const overrides = tweaks === undefined || draft === undefined ? undefined : tweakOverrides(tweaks, draft);
  const key = overrides === undefined ? undefined : JSON.stringify(overrides);
  const saved = tweaks === undefined ? undefined : savedOverrides(tweaks);
  // Whether a tweak the stylesheet itself follows (not a body class) differs from what is saved.
  const stylesheetDiffers =
    tweaks !== undefined &&
    overrides !== undefined &&
    saved !== undefined &&
    tweaks.some((tweak) => tweak.kind !== 'class' && overrides[tweak.name] !== saved[tweak.name]);

  useEffect(() => {
    if (!enabled || !stylesheetDiffers || key === undefined) {
      setCss(undefined);
      setState({ compiling: false, refused: false });
      return;
    }
    const abort = new AbortController();
    setState((current) => ({ ...current, compiling: true }));
    const timer = setTimeout(() => {
      previewThemeTweaks(themeId, JSON.parse(key) as Record<string, string>, abort.signal).then(
        (reply) => {
          setCss(reply.css);
          setState({ compiling: false, refused: false });
        },
        (error: unknown) => {
          if ((error as Error)?.name === 'AbortError') return;
          setState({ compiling: false, refused: true });
        },
      );
    }, COMPILE_AFTER_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [enabled, stylesheetDiffers, key, themeId]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!enabled || frame === null || tweaks === undefined || draft === undefined) return;
    function apply() {
      previewTweakClasses(frame, tweaks ?? [], draft ?? {});
      previewStylesheet(frame, css);
      if (css !== undefined) shown.current = true;
    }
    apply();
    frame.addEventListener('load', apply);
    return () => frame.removeEventListener('load', apply);
  }, [enabled, tweaks, draft, css, frameRef]);

  // Leaving the screen with a draft in the frame: it goes back to what the site shows.
  const differs = key !== undefined && saved !== undefined && key !== JSON.stringify(saved);
  const differsRef = useRef(differs);
  useEffect(() => {
    differsRef.current = differs;
  }, [differs]);
  useEffect(
    () => () => {
      if (shown.current || differsRef.current) reload();
    },
    [reload],
  );

  return state;
}
