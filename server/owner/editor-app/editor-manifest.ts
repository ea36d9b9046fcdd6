// The built editor's manifest (dist/public/editor/manifest.json): its entry script, stylesheet and preloads.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../site/render/paths.js';

/** What the editor's page links to (see scripts/build-editor.mjs). */
export interface EditorManifest {
  entry: string;
  css: string;
  preload: string[];
  /** The preview frame's canvas script and styles, which the editor injects into its preview (editor/canvas/). */
  canvas?: { script: string; css: string };
}

/** The built editor's folder: `dist/public/editor`. */
export function defaultEditorDir(): string {
  return join(projectRoot(), 'dist', 'public', 'editor');
}

const cache = new Map<string, { mtimeMs: number; manifest: EditorManifest }>();

/**
 * The manifest in `dir`, re-read when the file changes (a rebuild while the server runs), or
 * undefined when the editor has not been built.
 */
export function readEditorManifest(dir: string): EditorManifest | undefined {
  const file = join(dir, 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const known = cache.get(dir);
  if (known !== undefined && known.mtimeMs === mtimeMs) return known.manifest;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<EditorManifest>;
  if (typeof parsed.entry !== 'string' || typeof parsed.css !== 'string') return undefined;
  const canvas =
    typeof parsed.canvas?.script === 'string' && typeof parsed.canvas.css === 'string'
      ? { script: parsed.canvas.script, css: parsed.canvas.css }
      : undefined;
  const manifest = { entry: parsed.entry, css: parsed.css, preload: parsed.preload ?? [], canvas };
  cache.set(dir, { mtimeMs, manifest });
  return manifest;
}
