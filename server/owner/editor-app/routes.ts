// The editor at /config: its page (one for every editor address) and its hashed files, and the doors owners try first.
import express, { Router } from 'express';
import { precompressedStatic, uncompressedPath } from '../../http/compression.js';
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
 * editor.css carries that rule.
 */
export function editorPage(manifest: EditorManifest): string {
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
<link rel="icon" href="data:,">
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
  const page: express.RequestHandler = (_req, res) => {
    const manifest = readEditorManifest(dir);
    res.set('Cache-Control', 'no-store');
    res.set('X-Robots-Tag', 'noindex');
    if (manifest === undefined) {
      res.status(503).type('text').send('The editor has not been built. Run `npm run build`, then reload.');
      return;
    }
    res.type('html').send(editorPage(manifest));
  };
  router.get(EDITOR_PATH, page);
  router.get(`${EDITOR_PATH}/{*rest}`, page);
  for (const door of EDITOR_DOORS) router.get(door, (_req, res) => res.redirect(302, EDITOR_PATH));
  return router;
}
