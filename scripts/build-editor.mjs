#!/usr/bin/env node
// Bundles the owner's editor (editor/main.tsx, one chunk per screen) and its CSS into hashed files under dist/public/editor.
// Usage: node scripts/build-editor.mjs [--outdir dist/public/editor] [--public-path /config/assets/] [--development]
import { build } from 'esbuild';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { browserBundleOptions, runBundleCommand } from './browser-bundle.mjs';

const ENTRY_POINTS = {
  editor: 'editor/main.tsx',
  'editor-styles': 'editor/editor.css',
  // The preview frame's canvas (editor/canvas/): injected by the editor into its own preview only.
  canvas: 'editor/canvas/frame-canvas.ts',
  'canvas-styles': 'editor/canvas/frame-canvas.css',
};

/**
 * react-aria ships its built-in strings ("Dismiss", "Selected"…) in 34 languages, each imported
 * eagerly by every component. Adobe's @react-aria/optimize-locales-plugin does what this does, but
 * its esbuild adapter (through unplugin) cannot load the empty module it resolves to; this is its
 * rule in esbuild's own terms: a locale file other than en-US, imported from react-aria's
 * packages, becomes an empty module (about 200 KB of the first screen's code).
 */
const reactAriaEnglishOnly = {
  name: 'react-aria-english-only',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /[a-z]{2}-[A-Z]{2}/ }, (args) => {
      if (
        !/[\\/](@react-aria|@react-stately|react-aria|react-stately|react-aria-components)[\\/]/.test(
          args.importer,
        )
      ) {
        return undefined;
      }
      const locale = /[a-z]{2}-[A-Z]{2}/.exec(args.path)?.[0];
      if (locale === undefined || locale === 'en-US') return undefined;
      return { path: locale, namespace: 'react-aria-empty-locale' };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'react-aria-empty-locale' }, () => ({
      contents: 'export default {};',
      loader: 'js',
    }));
  },
};

/**
 * zod's classic API re-exports every message locale (`export * as locales`), which no bundler can
 * drop: 64 languages, about 40 KB gzip. The editor speaks English (and every schema gives its own
 * message), so its bundle resolves that one import to the English locale alone.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)) return undefined;
      return { path: join(dirname(args.importer), '..', 'locales', 'en.js') };
    });
  },
};

/**
 * The files a first visit loads before anything is drawn: the entry's JavaScript and every chunk it
 * imports statically, transitively (what `<link rel=modulepreload>` lists).
 */
function staticClosure(outputs, entryFile) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(entryFile);
  return [...seen];
}

/**
 * Builds the editor into `outdir` (emptied first) and writes `manifest.json` there: `{ entry, css,
 * preload, files, canvas: { script, css }, screens }`, where `screens` maps each lazily loaded screen module (`editor/...`)
 * to the files it adds, for the size bench.
 */
async function buildEditor({ outdir, publicPath, development }) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    ...browserBundleOptions({ outdir, development, target: 'es2022', chunkNames: 'chunk-[hash]' }),
    entryPoints: ENTRY_POINTS,
    plugins: [zodEnglishOnly, reactAriaEnglishOnly],
  });
  const outputs = result.metafile.outputs;
  const url = (file) => `${publicPath}${basename(file)}`;
  let entry;
  let css;
  const canvas = {};
  const screens = {};
  for (const [file, output] of Object.entries(outputs)) {
    const source = output.entryPoint === undefined ? undefined : relative('.', output.entryPoint);
    if (source === ENTRY_POINTS.editor && file.endsWith('.js')) entry = file;
    if (source === ENTRY_POINTS['editor-styles'] && file.endsWith('.css')) css = url(file);
    if (source === ENTRY_POINTS.canvas && file.endsWith('.js')) canvas.script = url(file);
    if (source === ENTRY_POINTS['canvas-styles'] && file.endsWith('.css')) canvas.css = url(file);
  }
  if (entry === undefined || css === undefined || canvas.script === undefined || canvas.css === undefined)
    throw new Error('build-editor: an entry point produced no output');
  const preload = staticClosure(outputs, entry);
  // Each dynamic import of the entry's closure is a lazily loaded screen: what it adds on top.
  for (const file of preload) {
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind !== 'dynamic-import') continue;
      // Named by what the chunk exports (the route's component), which esbuild records exactly.
      const module = (outputs[imported.path]?.exports ?? []).join(', ') || imported.path;
      screens[imported.path] = {
        module,
        files: staticClosure(outputs, imported.path)
          .filter((chunk) => !preload.includes(chunk))
          .map(url),
      };
    }
  }
  const files = Object.keys(outputs)
    .filter((file) => !file.endsWith('.map'))
    .map(url);
  const manifest = {
    entry: url(entry),
    css,
    preload: preload.filter((file) => file !== entry).map(url),
    files,
    canvas,
    screens: Object.fromEntries(Object.entries(screens).map(([file, screen]) => [url(file), screen])),
  };
  if (process.env.EDITOR_METAFILE)
    writeFileSync(process.env.EDITOR_METAFILE, JSON.stringify(result.metafile));
  writeFileSync(join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

await runBundleCommand({
  outdir: 'dist/public/editor',
  publicPath: '/config/assets/',
  build: buildEditor,
  describe: (manifest, outdir) => {
    const count = readdirSync(outdir).filter((file) => !file.endsWith('.map')).length;
    return `the editor (${manifest.entry}, ${count} files)`;
  },
});
