// The ALTCHA widget's worker script and stylesheet, served from our own origin so the page's CSP needs no blob: or inline style.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CAPTCHA_PATHS } from '../../domain/captcha-rules.js';

/** Where the browser fetches them (`worker-src 'self'`, `style-src 'self'`). */
export const ALTCHA_FILE_PATHS = {
  worker: CAPTCHA_PATHS.worker,
  stylesheet: CAPTCHA_PATHS.stylesheet,
} as const;

const SOURCES = {
  worker: ['dist', 'workers', 'sha.js'],
  stylesheet: ['dist', 'external', 'altcha.css'],
} as const;

/**
 * The altcha package's folder, wherever npm put it: in Tessera's own node_modules, or beside Tessera
 * when it is installed as a dependency (`npm install --prefix`), where npm hoists its packages.
 */
function altchaDir(): string {
  const entry = createRequire(import.meta.url).resolve('altcha');
  const folder = join('node_modules', 'altcha');
  return entry.slice(0, entry.lastIndexOf(folder) + folder.length);
}

const cache = new Map<keyof typeof SOURCES, Buffer>();

/** The file's bytes (read once per process). */
export function altchaFile(name: keyof typeof SOURCES): Buffer {
  let bytes = cache.get(name);
  if (bytes === undefined) {
    bytes = readFileSync(join(altchaDir(), ...SOURCES[name]));
    cache.set(name, bytes);
  }
  return bytes;
}
