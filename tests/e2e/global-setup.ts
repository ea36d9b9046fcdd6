// The browser suite's global setup: builds the browser runtime and the editor when they have not been built, so pages load their scripts.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultAssetsDir, projectRoot } from '../../server/site/render/paths.js';

/** Runs `scripts/<script> --outdir <outDir>` unless `<outDir>/manifest.json` exists. Returns whether it built. */
function buildUnlessBuilt(script: string, outDir: string): boolean {
  if (existsSync(join(outDir, 'manifest.json'))) return false;
  const root = projectRoot();
  execFileSync(process.execPath, [join(root, 'scripts', script), '--outdir', outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  return true;
}

/** Builds the browser runtime into `assetsDir` unless it is there (the server refuses to start without it). */
export function ensureRuntimeBuilt(assetsDir: string = defaultAssetsDir()): boolean {
  return buildUnlessBuilt('build-runtime.mjs', assetsDir);
}

/** Builds the editor into `editorDir` unless it is there (the editor suite opens /config). */
export function ensureEditorBuilt(
  editorDir: string = join(projectRoot(), 'dist', 'public', 'editor'),
): boolean {
  return buildUnlessBuilt('build-editor.mjs', editorDir);
}

/** vitest's `globalSetup` hook (vitest.e2e.config.ts). */
export function setup(): void {
  ensureRuntimeBuilt();
  ensureEditorBuilt();
}
