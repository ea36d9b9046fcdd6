// Serves a platform theme's files: /site.css (the compiled LESS with the tweaks), /scripts/* and /assets/* from the theme folder.
import { Router, type Response } from 'express';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { PlatformTheme } from '../platform-theme.js';

export const SITE_CSS_PATH = '/site.css';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** Assets a browser opens as a document that could run script (HTML, SVG, XML). */
const MARKUP_ASSET = /\.(?:html?|xhtml|svg|xml)$/i;
/** Such an asset opened on its own runs no script on the site's origin (it is a sandbox). */
const MARKUP_ASSET_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; sandbox";

function notFound(res: Response): void {
  res.status(404).type('text').set('Cache-Control', 'no-store').send('Not found');
}

/**
 * The theme's own files. `/site.css` answers the compiled stylesheet: at the hash pages link
 * (`?v=HASH`) immutable for a year, else revalidated, with an ETag of its content either way.
 * `/scripts/PATH` and `/assets/PATH` answer only the files the theme folder lists under
 * `scripts/` and `assets/` (read without following links), so no path leads out of the folder;
 * they are revalidated (ETag, Last-Modified), typed by extension, `nosniff`; an HTML, SVG or XML
 * asset is served as a sandbox (`Content-Security-Policy: …; sandbox`), so opened on its own it
 * runs no script on the site's origin. An `/assets/` path
 * the theme does not have falls through (the runtime's bundle is served there too).
 */
export function platformAssets(theme: () => PlatformTheme): Router {
  const router = Router();
  router.get(SITE_CSS_PATH, async (req, res, next) => {
    try {
      const current = theme();
      const styles = await current.styles();
      const url = current.stylesheets()[0]?.url ?? SITE_CSS_PATH;
      const hash = new URL(url, 'http://theme.invalid').searchParams.get('v');
      const immutable = hash !== null && req.query.v === hash;
      // The URL's hash already names these files and tweaks (their CSS); only a theme without one is hashed here.
      const etag = `"${hash || createHash('sha256').update(styles.css).digest('hex').slice(0, 27)}"`;
      res.set('X-Content-Type-Options', 'nosniff');
      res.set('Cache-Control', immutable ? `public, max-age=${ONE_YEAR_S}, immutable` : 'public, no-cache');
      res.set('ETag', etag);
      res.type('text/css; charset=utf-8');
      if (req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return;
      }
      res.send(styles.css);
    } catch (error) {
      next(error);
    }
  });
  const serveListed = (folder: 'scripts' | 'assets', fallThrough: boolean) =>
    router.get(`/${folder}/{*path}`, (req, res, next) => {
      const parts = (req.params as { path?: string[] }).path ?? [];
      const path = parts.join('/');
      const theFolder = theme().folder();
      const listed = theFolder !== undefined && theFolder[folder].includes(path);
      if (!listed || theFolder === undefined) {
        if (fallThrough) next();
        else notFound(res);
        return;
      }
      res.set('X-Content-Type-Options', 'nosniff');
      if (folder === 'assets' && MARKUP_ASSET.test(path))
        res.set('Content-Security-Policy', MARKUP_ASSET_CSP);
      res.sendFile(
        path,
        {
          root: join(theFolder.dir, folder),
          dotfiles: 'deny',
          maxAge: 0,
          lastModified: true,
          headers: { 'Cache-Control': 'public, no-cache' },
        },
        (error) => {
          if (error !== undefined && !res.headersSent) next(error);
        },
      );
    });
  serveListed('scripts', false);
  serveListed('assets', true);
  return router;
}
