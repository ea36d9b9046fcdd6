// The theme watcher: a burst of saves is one change, stylesheet-only changes are told apart, editors' temporary files are not changes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isStylesheetChange, watchTheme, type ThemeChange, type ThemeWatcher } from './theme-watcher.js';

function themeFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-watch-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'blocks'));
  writeFileSync(join(dir, 'assets', 'site.css'), 'body{}');
  writeFileSync(join(dir, 'blocks', 'card.jsont'), '<p>{title}</p>');
  writeFileSync(join(dir, 'site.region'), '<body>{mainContent}</body>');
  return dir;
}

describe('watchTheme', () => {
  let dir: string;
  let watcher: ThemeWatcher | undefined;
  afterEach(() => {
    watcher?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The next change the watcher reports. */
  const nextChange = (w: ThemeWatcher) =>
    new Promise<ThemeChange>((resolve) => {
      const off = w.onChange((change) => {
        off();
        resolve(change);
      });
    });

  it('reports a saved stylesheet as a stylesheet-only change, once for a burst of writes', async () => {
    dir = themeFolder();
    watcher = watchTheme(dir, { debounceMs: 60 });
    const changes: ThemeChange[] = [];
    watcher.onChange((change) => changes.push(change));
    const change = nextChange(watcher);
    writeFileSync(join(dir, 'assets', 'site.css'), 'body{color:red}');
    writeFileSync(join(dir, 'assets', 'site.css'), 'body{color:blue}');
    expect(await change).toEqual({ files: ['assets/site.css'], cssOnly: true });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(changes).toHaveLength(1);
  });

  it('reports a template, a region or a mixed save as a change that needs a reload', async () => {
    dir = themeFolder();
    watcher = watchTheme(dir, { debounceMs: 60 });
    let change = nextChange(watcher);
    writeFileSync(join(dir, 'blocks', 'card.jsont'), '<p>{title|htmltag}</p>');
    expect(await change).toEqual({ files: ['blocks/card.jsont'], cssOnly: false });

    change = nextChange(watcher);
    writeFileSync(join(dir, 'site.region'), '<body id="x">{mainContent}</body>');
    expect(await change).toEqual({ files: ['site.region'], cssOnly: false });

    change = nextChange(watcher);
    writeFileSync(join(dir, 'assets', 'site.css'), 'p{}');
    writeFileSync(join(dir, 'blocks', 'card.jsont'), '<p>{title}</p>');
    expect(await change).toMatchObject({ cssOnly: false });
  });

  it('leaves out editors’ swap and backup files', async () => {
    dir = themeFolder();
    watcher = watchTheme(dir, { debounceMs: 60 });
    const change = nextChange(watcher);
    writeFileSync(join(dir, 'blocks', '.card.jsont.swp'), 'x');
    writeFileSync(join(dir, 'blocks', 'card.jsont~'), 'x');
    writeFileSync(join(dir, 'assets', 'site.css'), 'a{}');
    expect(await change).toEqual({ files: ['assets/site.css'], cssOnly: true });
  });

  it('reports nothing after it is closed', async () => {
    dir = themeFolder();
    const closed = watchTheme(dir, { debounceMs: 20 });
    let heard = false;
    closed.onChange(() => (heard = true));
    writeFileSync(join(dir, 'assets', 'site.css'), 'a{}');
    closed.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toBe(false);
  });
});

describe('isStylesheetChange', () => {
  it('is true only when every file is CSS or LESS', () => {
    expect(isStylesheetChange(['styles/site.less', 'assets/site.css'])).toBe(true);
    expect(isStylesheetChange(['styles/site.less', 'site.region'])).toBe(false);
    expect(isStylesheetChange([])).toBe(false);
  });
});
