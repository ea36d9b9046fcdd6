// GET /site-design/<hash>.css: the website's published design as its theme variables' stylesheet.
import type { Request, RequestHandler } from 'express';
import type { DesignSettings } from '../../../domain/owner-api/design-rules.js';
import type { FontLinks } from '../fonts/font-manifest.js';
import { designCss, designCssHref } from './design-stylesheet.js';

/** A year: the URL names the text, so the text at a URL never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The handler of the design stylesheet: the published design of the request's website (`designOf`)
 * as CSS. The URL asked for is the hash of the current text: sent as immutable; an older hash (a
 * page cached before a publish) gets the current text, not cached.
 */
export function designStylesheetRoute(
  designOf: (req: Request) => Promise<DesignSettings>,
  fonts: FontLinks | undefined,
): RequestHandler {
  return async function designStylesheet(req, res) {
    const css = designCss(await designOf(req), fonts);
    const current = designCssHref(css) === req.path;
    res.set('Cache-Control', current ? IMMUTABLE : 'no-cache');
    res.type('text/css').send(css);
  };
}
