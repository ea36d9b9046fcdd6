// The fixture themes, and writable copies of them in temporary folders for tests that break them.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PLATFORM_FIXTURE = join(import.meta.dirname, '../../fixtures/themes/platform-fixture');
/** A small theme with one tweak of each type (color, value, dropdown, checkbox, font, image). */
export const TWEAKS_FIXTURE = join(import.meta.dirname, '../../fixtures/themes/tweaks-fixture');
export const BASE_TEMPLATE = join(import.meta.dirname, '../../fixtures/themes/base-template');
/** A small theme of one layout (header, navigation, main content, footer) and its own not-found body: the system pages' frame. */
export const FRAME_THEME = join(import.meta.dirname, '../../fixtures/themes/frame-theme');

const copies: string[] = [];

/** A copy of `theme` in a new temporary folder, with `changes` (path → content) written over it. */
export function themeCopy(theme: string, changes: Record<string, string> = {}): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'tessera-theme-')), 'theme');
  cpSync(theme, dir, { recursive: true });
  for (const [path, content] of Object.entries(changes)) writeFileSync(join(dir, path), content);
  copies.push(dir);
  return dir;
}

/** Removes every copy made so far (call in afterAll). */
export function removeThemeCopies(): void {
  for (const dir of copies.splice(0)) rmSync(join(dir, '..'), { recursive: true, force: true });
}
