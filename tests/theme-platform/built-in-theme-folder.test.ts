// The built-in theme (templates/) is a developer-platform theme folder: one reader for it and a designer's folder, and `tessera check templates` passes it.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../cli/check.js';
import { bufferIo } from '../../cli/io.js';
import { defaultThemeDir } from '../../server/site/render/paths.js';
import { checkThemeFolder } from '../../server/theme-platform/check-theme.js';
import { formatThemeError } from '../../server/theme-platform/theme-errors.js';
import { readThemeFolder } from '../../server/theme-platform/theme-folder.js';

describe('the built-in theme folder', () => {
  it('is read by readThemeFolder without a problem', () => {
    const { folder, errors } = readThemeFolder(defaultThemeDir());
    expect(errors.map(formatThemeError)).toEqual([]);
    expect(folder?.conf.name).toBe('Tessera');
    expect(folder?.conf.layouts.default.regions).toEqual(['site']);
    expect(folder?.conf.navigations.map((navigation) => navigation.name)).toEqual(['main', 'footer']);
    expect([...(folder?.collections.keys() ?? [])].sort()).toEqual([
      'blog',
      'events',
      'gallery',
      'page',
      'products',
    ]);
    expect(folder?.collections.get('products')?.item?.path).toBe('collections/products.item');
    expect(folder?.blocks.has('product-card.block')).toBe(true);
    expect(folder?.systemPages.get('cart')?.path).toBe('system/cart.page');
    expect(folder?.stylesheets).toEqual(['styles/site.css']);
  });

  it('has no errors in checkThemeFolder (its templates, system pages included, and its stylesheet)', async () => {
    const { errors } = await checkThemeFolder(defaultThemeDir());
    expect(errors.filter((error) => error.severity === 'error').map(formatThemeError)).toEqual([]);
  });

  it('passes `tessera check templates` without an error or a warning, every template counted', async () => {
    const io = bufferIo();
    expect(await runCheck([defaultThemeDir()], io)).toBe(0);
    // Every file of the folder, however many the theme grows to.
    const files = readdirSync(defaultThemeDir(), { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    ).length;
    expect(files).toBeGreaterThanOrEqual(44);
    expect(io.stdout).toBe(`${files} files checked, 0 errors, 0 warnings\n`);
  });
});
