// The theme's LESS compiled in order, tweak variables with defaults and overrides, errors positioned.
import { existsSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLessWorkerPool } from '../../server/theme-platform/less-workers.js';
import { DEFAULT_STYLE_LIMITS } from '../../server/theme-platform/style-limits.js';
import { compileStyles, findTweaks } from '../../server/theme-platform/styles.js';
import { PLATFORM_FIXTURE, removeThemeCopies, themeCopy } from './theme-dirs.js';

afterAll(removeThemeCopies);

const SHEETS = ['styles/reset.css', 'styles/site.less'];

describe('compileStyles', () => {
  it('compiles the stylesheets in order with the tweak defaults', async () => {
    const { css, tweaks, errors } = await compileStyles(PLATFORM_FIXTURE, SHEETS);
    expect(errors).toEqual([]);
    expect(css.indexOf('box-sizing')).toBeLessThan(css.indexOf('.site-header'));
    expect(css).toContain('border-bottom: 2px solid #c0392b;');
    expect(css).toContain('color: #962d22;');
    expect(css).toContain('max-width: 960px;');
    expect(tweaks.map((tweak) => [tweak.name, tweak.type, tweak.title, tweak.default, tweak.line])).toEqual([
      ['accentColor', 'color', 'Accent colour', '#c0392b', 2],
      ['contentWidth', 'value', 'Content width', '960px', 5],
    ]);
    expect(tweaks[1].options).toEqual({ min: 600, max: 1600, step: 10 });
  });

  it('lets a site override the tweaks, derived values following', async () => {
    const { css, errors } = await compileStyles(PLATFORM_FIXTURE, SHEETS, {
      accentColor: '#336699',
      contentWidth: '1200px',
    });
    expect(errors).toEqual([]);
    expect(css).toContain('border-bottom: 2px solid #336699;');
    expect(css).toContain('color: #264c73;');
    expect(css).toContain('max-width: 1200px;');
  });

  it('refuses unknown tweaks and values that are not plain CSS values', async () => {
    const { css, errors } = await compileStyles(PLATFORM_FIXTURE, SHEETS, {
      gap: '2px',
      accentColor: 'red; } body { display: none',
      contentWidth: 'wide',
    });
    expect(errors.map((error) => error.message)).toEqual([
      "Tweak @gap is not declared in the theme's stylesheets",
      'Tweak @accentColor cannot be "red; } body { display: none": give a plain CSS value',
      'Tweak @contentWidth must be a number like 960px, not "wide"',
    ]);
    expect(css).toContain('border-bottom: 2px solid #c0392b;');
  });

  it('reads a variable the theme never defines as 0, a warning at file:line:column with an excerpt', async () => {
    const dir = themeCopy(PLATFORM_FIXTURE, {
      'styles/site.less': '@gap: 16px;\n\n.site-header {\n  padding: @gapp;\n}\n',
    });
    const { css, errors } = await compileStyles(dir, SHEETS);
    expect(errors).toHaveLength(1);
    expect([errors[0].file, errors[0].line, errors[0].column]).toEqual(['styles/site.less', 4, 12]);
    expect([errors[0].severity, errors[0].message]).toEqual([
      'warning',
      'LESS: variable @gapp is not defined by the theme; read as 0',
    ]);
    expect(errors[0].excerpt).toBe('4 |   padding: @gapp;\n               ^');
    expect(css).toContain('padding: 0;');
  });

  it('leaves out a stylesheet whose LESS does not compile, serving the others with a comment naming it', async () => {
    const dir = themeCopy(PLATFORM_FIXTURE, {
      'styles/site.less': '.site-header {\n  color: red;\n',
    });
    const { css, errors } = await compileStyles(dir, SHEETS);
    expect(errors.map((error) => `${error.file}:${error.line}: ${error.severity}`)).toEqual([
      'styles/site.less:3: error',
    ]);
    expect(css).toMatch(
      /^\/\* Tessera: styles\/site\.less was left out: its LESS does not compile \(styles\/site\.less:3:/,
    );
    expect(css).toContain('box-sizing');
  });

  it('imports only files of the theme', async () => {
    const dir = themeCopy(PLATFORM_FIXTURE, {
      'styles/site.less': '@import (inline) "../../../../../etc/hostname";\n',
    });
    const { errors } = await compileStyles(dir, SHEETS);
    expect(errors[0].file).toBe('styles/site.less');
    expect(errors[0].message).toMatch(/is outside the theme: only files of the theme folder can be imported/);
  });
});

describe('compileStyles without a worker', () => {
  it('says the stylesheets could not be compiled, to be compiled again later', async () => {
    const stopped = createLessWorkerPool(DEFAULT_STYLE_LIMITS);
    await stopped.close();
    const styles = await compileStyles(PLATFORM_FIXTURE, SHEETS, {}, stopped);
    expect([styles.css, styles.retry, styles.errors.map((error) => error.message)]).toEqual([
      '/* Tessera: The stylesheets could not be compiled: the server is stopping */\n',
      true,
      ['The stylesheets could not be compiled: the server is stopping'],
    ]);
  });
});

describe('compileStyles and files outside the theme', () => {
  it('does not follow a symbolic link out of the theme', async () => {
    const dir = themeCopy(PLATFORM_FIXTURE, { 'styles/site.less': '@import (inline) "outside.css";\n' });
    writeFileSync(join(dir, '..', 'secret.css'), '.secret { color: red; }');
    symlinkSync(join(dir, '..', 'secret.css'), join(dir, 'styles', 'outside.css'));
    const { css, errors } = await compileStyles(dir, ['styles/site.less']);
    expect(css).not.toContain('secret');
    expect(errors[0].message).toBe(
      "LESS: 'outside.css' is outside the theme: only files of the theme folder can be imported",
    );
  });

  it('reads data-uri() files from the theme only', async () => {
    const dir = themeCopy(PLATFORM_FIXTURE, {
      'styles/site.less':
        '.a { background: data-uri("../assets/logo.svg"); }\n.b { background: data-uri("/etc/hostname"); }\n',
    });
    const { css, errors } = await compileStyles(dir, ['styles/site.less']);
    expect(errors).toEqual([]);
    expect(css).toContain('url("data:image/svg+xml,%3Csvg');
    // LESS leaves a file it may not read as a plain url(), its content not inlined.
    expect(css).toContain('background: url("/etc/hostname");');
  });
});

describe('compileStyles and @plugin', () => {
  it.each(['evil.js', 'evil', 'evil.less'])(
    'never runs a theme\'s JavaScript (@plugin "%s")',
    async (name) => {
      const dir = themeCopy(PLATFORM_FIXTURE, {
        'styles/site.less': `@plugin "${name}";\n.a { color: red; }\n`,
      });
      const marker = join(dir, 'RAN');
      const code = `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); module.exports = { install() {} };`;
      for (const file of ['evil.js', 'evil.less']) writeFileSync(join(dir, 'styles', file), code);
      const { errors } = await compileStyles(dir, ['styles/site.less']);
      expect(existsSync(marker)).toBe(false);
      expect(errors.map((error) => [error.file, error.line, error.message])).toEqual([
        ['styles/site.less', 1, "LESS: @plugin is not allowed: a theme's LESS cannot run JavaScript"],
      ]);
    },
  );
});

describe('findTweaks', () => {
  it('reads tweak comments as the platform did, warning of those it cannot use', () => {
    const errors: Parameters<typeof findTweaks>[2] = [];
    const tweaks = findTweaks(
      '// tweak: { "type": "color", }\n@a: red;\n// tweak: {}\n.x { color: red; }\n// tweak: { type: }\n',
      'styles/a.less',
      errors,
    );
    expect(tweaks.map((tweak) => [tweak.name, tweak.kind, tweak.default])).toEqual([
      ['a', 'variable', 'red'],
    ]);
    expect(errors.map((error) => `${error.line}: ${error.severity}: ${error.message}`)).toEqual([
      '3: warning: This value tweak is followed by neither a variable (@name: value;) nor a rule, and is left out',
      '5: warning: This tweak comment cannot be read and is left out: write // tweak: { "type": "color", "title": "…" }',
    ]);
  });
});
