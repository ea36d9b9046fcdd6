// The ALTCHA widget's worker script and stylesheet, served from our own origin so the page's CSP needs no blob: or inline style.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CAPTCHA_PATHS } from '../../domain/captcha-rules.js';
import { projectRoot } from '../site/render/paths.js';

/** Where the browser fetches them (`worker-src 'self'`, `style-src 'self'`). */
export const ALTCHA_FILE_PATHS = {
  worker: CAPTCHA_PATHS.worker,
  stylesheet: CAPTCHA_PATHS.stylesheet,
} as const;

const SOURCES = {
  worker: ['node_modules', 'altcha', 'dist', 'workers', 'sha.js'],
  stylesheet: ['node_modules', 'altcha', 'dist', 'external', 'altcha.css'],
} as const;

const cache = new Map<keyof typeof SOURCES, Buffer>();

/** The file's bytes (read once per process). */
export function altchaFile(name: keyof typeof SOURCES): Buffer {
  let bytes = cache.get(name);
  if (bytes === undefined) {
    bytes = readFileSync(join(projectRoot(), ...SOURCES[name]));
    cache.set(name, bytes);
  }
  return bytes;
}
