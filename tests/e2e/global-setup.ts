// The browser suite's global setup: builds the browser runtime and the editor when they have not been built, so pages load their scripts.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultAssetsDir, projectRoot } from '../../server/site/render/paths.js';

/**
 * Runs `scripts/build-runtime.mjs --outdir <assetsDir>` unless `<assetsDir>/manifest.json` exists
 * (the server refuses to start without it). Returns whether it built.
 */
export function ensureRuntimeBuilt(assetsDir: string = defaultAssetsDir()): boolean {
  if (existsSync(join(assetsDir, 'manifest.json'))) return false;
  const root = projectRoot();
  execFileSync(process.execPath, [join(root, 'scripts', 'build-runtime.mjs'), '--outdir', assetsDir], {
    cwd: root,
    stdio: 'inherit',
  });
  return true;
}

/** Runs `scripts/build-editor.mjs` unless the editor's manifest exists (the editor suite opens /config). */
export function ensureEditorBuilt(
  editorDir: string = join(projectRoot(), 'dist', 'public', 'editor'),
): boolean {
  if (existsSync(join(editorDir, 'manifest.json'))) return false;
  const root = projectRoot();
  execFileSync(process.execPath, [join(root, 'scripts', 'build-editor.mjs'), '--outdir', editorDir], {
    cwd: root,
    stdio: 'inherit',
  });
  return true;
}

/** vitest's `globalSetup` hook (vitest.e2e.config.ts). */
export function setup(): void {
  ensureRuntimeBuilt();
  ensureEditorBuilt();
}
