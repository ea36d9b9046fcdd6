// Watches a theme folder in development and tells listeners, once a burst of saves settles, which files changed.
import { watch, type FSWatcher } from 'node:fs';

/** What changed in one burst of saves. */
export interface ThemeChange {
  /** The files changed, relative to the folder (`assets/site.css`), in the order first seen. */
  files: string[];
  /** Every changed file is a stylesheet (`.css`, `.less`): pages can swap their stylesheets without a reload. */
  cssOnly: boolean;
}

export type ThemeChangeListener = (change: ThemeChange) => void;

export interface ThemeWatcher {
  /** Adds a listener; the function it answers removes it. */
  onChange(listener: ThemeChangeListener): () => void;
  /** Stops watching (pending changes are dropped). */
  close(): void;
}

export interface ThemeWatcherOptions {
  /** How long the folder must stay quiet before listeners hear of the changes; default 100 ms. */
  debounceMs?: number;
}

const DEBOUNCE_MS = 100;
const STYLESHEET = /\.(css|less)$/i;
/** Editors' temporary and backup files, and dot files: saving through them is reported by the real name. */
const IGNORED = /(^|\/)(\.[^/]*|[^/]*~|[^/]*\.sw[a-p]|#[^/]*#|4913)$/;

/** Whether a change to these files needs only the stylesheets swapped. */
export function isStylesheetChange(files: readonly string[]): boolean {
  return files.length > 0 && files.every((file) => STYLESHEET.test(file));
}

/**
 * Watches `dir` and everything under it (`fs.watch` recursive: Linux with Node 20, macOS,
 * Windows). Saves that come together (an editor writing a file in steps, a `git checkout`) are
 * gathered until the folder has been quiet for `debounceMs` and reported as one change.
 */
export function watchTheme(dir: string, options: ThemeWatcherOptions = {}): ThemeWatcher {
  const listeners = new Set<ThemeChangeListener>();
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const flush = () => {
    timer = undefined;
    if (closed || pending.size === 0) return;
    const files = [...pending];
    pending.clear();
    const change: ThemeChange = { files, cssOnly: isStylesheetChange(files) };
    for (const listener of [...listeners]) listener(change);
  };

  const watcher: FSWatcher = watch(dir, { recursive: true }, (_event, filename) => {
    if (closed || filename === null) return;
    const file = filename.toString().split('\\').join('/');
    if (IGNORED.test(file)) return;
    pending.add(file);
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, options.debounceMs ?? DEBOUNCE_MS);
  });
  // Watching never keeps the process alive: the server does.
  watcher.unref();
  watcher.on('error', () => {
    // The folder went away (a theme renamed while served): nothing more to watch.
    closed = true;
  });

  return {
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      listeners.clear();
      watcher.close();
    },
  };
}
