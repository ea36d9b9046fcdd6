/**
 * Long texts a render has already made (a big value's JSON, its escaped form), kept until the
 * render ends, for plugins that may be asked for the same one again in that render. Short texts
 * are cheap to remake; the escaping memo in `text.ts` covers those across renders.
 */
import type { RenderContext } from '../types.js';

/** Texts at least this long are worth remembering. */
const LONG_TEXT = 2048;

/** The engine's render context has a slot for them (`Runtime.longTexts`); a stand-in context may not. */
interface WithLongTexts {
  longTexts?: Map<unknown, string> | null;
}

export function isLongText(text: string): boolean {
  return text.length >= LONG_TEXT;
}

/** The text remembered for `key` (a value or a text) earlier in this render. */
export function recallLongText(ctx: RenderContext, key: unknown): string | undefined {
  return (ctx as WithLongTexts).longTexts?.get(key);
}

/** Remembers `text` for `key` for the rest of the render when it is long; returns `text`. */
export function rememberLongText(ctx: RenderContext, key: unknown, text: string): string {
  const render = ctx as WithLongTexts;
  if (isLongText(text) && render.longTexts !== undefined) (render.longTexts ??= new Map()).set(key, text);
  return text;
}
