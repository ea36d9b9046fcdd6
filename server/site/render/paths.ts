// Where the theme and the built browser assets are, from the project root (the same from source and from dist/).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json above this file: the project root. */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (no package.json above server/site).');
    dir = parent;
  }
}

/** The default theme's folder: `templates/`. */
export function defaultThemeDir(): string {
  return join(projectRoot(), 'templates');
}

/** The built runtime and island styles: `dist/public/assets` (see scripts/build-runtime.mjs). */
export function defaultAssetsDir(): string {
  return join(projectRoot(), 'dist', 'public', 'assets');
}

let builtInName: string | undefined;

/** The built-in theme's name, as its `template.conf` gives it ('Tessera' when it gives none). */
export function builtInThemeName(): string {
  if (builtInName === undefined) {
    let name: unknown;
    try {
      name = (
        JSON.parse(readFileSync(join(defaultThemeDir(), 'template.conf'), 'utf8')) as { name?: unknown }
      ).name;
    } catch {
      name = undefined;
    }
    builtInName = typeof name === 'string' && name !== '' ? name : 'Tessera';
  }
  return builtInName;
}
