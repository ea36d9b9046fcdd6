// The editor at /config: its page (one for every editor address) and its hashed files, and the doors owners try first.
import express, { Router } from 'express';
import { precompressedStatic, uncompressedPath } from '../../http/compression.js';
import { OWNER_TOKEN_META, ownerTokenFor } from '../../http/owner-authority.js';
import { escapeHtml } from '../../site/render/escape.js';
import { defaultEditorDir, readEditorManifest, type EditorManifest } from './editor-manifest.js';

/** Where the editor lives. */
export const EDITOR_PATH = '/config';
/** Where its files are served. */
export const EDITOR_ASSETS_PATH = `${EDITOR_PATH}/assets`;
/** Addresses new owners try, sent to the editor. */
export const EDITOR_DOORS = ['/admin', '/login', '/editor'];

const HASHED = /-[A-Za-z0-9]{8,}\.[a-z0-9]+$/;

/**
 * The editor's page: no content of its own, the app draws itself into #root. The stylesheet's id
 * is the one react-aria gives the <style> element it would add for its pressable elements (it adds
 * none when an element with that id exists): the Content-Security-Policy refuses inline styles, so
 * editor.css carries that rule. `ownerToken` (the signed-in owner's, see http/owner-authority.ts) goes
 * in a meta element the editor reads and removes as it starts.
 */
export function editorPage(manifest: EditorManifest, ownerToken?: string): string {
  const token =
    ownerToken === undefined ? '' : `<meta name="${OWNER_TOKEN_META}" content="${escapeHtml(ownerToken)}">\n`;
  // Where the preview's canvas is (editor/canvas/use-canvas.ts reads these): only the editor's page names it.
  const canvas =
    manifest.canvas === undefined
      ? ''
      : `<meta name="tessera-canvas-script" content="${escapeHtml(manifest.canvas.script)}">\n<meta name="tessera-canvas-style" content="${escapeHtml(manifest.canvas.css)}">\n`;
  const preloads = manifest.preload
    .map((file) => `<link rel="modulepreload" href="${escapeHtml(file)}">`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Tessera editor</title>
${token}${canvas}<link rel="icon" href="data:,">
<link rel="stylesheet" id="react-aria-pressable-style" href="${escapeHtml(manifest.css)}">
${preloads}
<script type="module" src="${escapeHtml(manifest.entry)}"></script>
</head>
<body>
<div id="root"></div>
<noscript><p>The editor needs JavaScript. Turn it on and reload this page.</p></noscript>
</body>
</html>
`;
}

/** Options of the editor's routers. */
export interface EditorAppOptions {
  /** The built editor (default `dist/public/editor`). */
  dir?: string;
}

/**
 * `GET /config/assets/*`: the built editor's files (hashed, immutable; their .br/.gz twins when
 * accepted). Mount with the other static
 * files, before anything reads the database.
 */
export function createEditorAssetsRouter({ dir = defaultEditorDir() }: EditorAppOptions = {}): Router {
  const router = Router();
  router.use(
    EDITOR_ASSETS_PATH,
    precompressedStatic(dir, {
      index: false,
      fallthrough: false,
      setHeaders(res, path) {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader(
          'Cache-Control',
          HASHED.test(uncompressedPath(path)) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  return router;
}

/**
 * `GET /config` and every `GET /config/*` (the editor's page; its router draws the screen), and
 * `/admin`, `/login`, `/editor` → 302 `/config`. Mount after the crumb middleware: the page is where
 * an owner arriving at the sign-in screen gets the crumb cookie the sign-in must send back.
 * Without a build, the page answers 503 saying how to build it.
 */
export function createEditorPageRouter({ dir = defaultEditorDir() }: EditorAppOptions = {}): Router {
  const router = Router();
  const page: express.RequestHandler = (req, res) => {
    const manifest = readEditorManifest(dir);
    res.set('Cache-Control', 'no-store');
    res.set('X-Robots-Tag', 'noindex');
    isolateEditorPage(res);
    if (manifest === undefined) {
      res.status(503).type('text').send('The editor has not been built. Run `npm run build`, then reload.');
      return;
    }
    res.type('html').send(editorPage(manifest, isTopLevelNavigation(req) ? ownerTokenFor(req) : undefined));
  };
  router.get(EDITOR_PATH, page);
  router.get(`${EDITOR_PATH}/{*rest}`, page);
  for (const door of EDITOR_DOORS) router.get(door, (_req, res) => res.redirect(302, EDITOR_PATH));
  return router;
}

/**
 * Whether the page was asked for by the browser's own top-level navigation: `Sec-Fetch-Dest:
 * document`, or no fetch metadata at all (browsers before it). A site page's script fetching
 * `/config` sends `empty`, a frame `iframe`: neither gets the owner token.
 */
export function isTopLevelNavigation(req: express.Request): boolean {
  const dest = req.get('Sec-Fetch-Dest');
  return dest === undefined || dest === 'document';
}

/**
 * Keeps the site's pages away from the editor's: it may not be framed (not even by the site), and
 * a window the site opens on it gets no handle on it (`Cross-Origin-Opener-Policy:
 * noopener-allow-popups`, the same-origin isolation of an admin page), so a site page's script
 * cannot read the owner token out of it.
 */
function isolateEditorPage(res: express.Response): void {
  res.set('X-Frame-Options', 'DENY');
  res.set('Cross-Origin-Opener-Policy', 'noopener-allow-popups');
  const csp = res.get('Content-Security-Policy');
  if (csp !== undefined)
    res.set('Content-Security-Policy', csp.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"));
}
