// `tessera check THEME_DIR`: a whole developer-platform theme folder checked, errors as file:line:column.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../cli/check.js';
import { formatError } from '../../cli/error-format.js';
import { bufferIo } from '../../cli/io.js';
import { formatThemeError, themeError } from '../../server/theme-platform/theme-errors.js';
import { BASE_TEMPLATE, PLATFORM_FIXTURE, removeThemeCopies, themeCopy } from './theme-dirs.js';

afterAll(removeThemeCopies);

async function check(...argv: string[]) {
  const io = bufferIo();
  const code = await runCheck(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

describe('tessera check THEME_DIR', () => {
  it('passes the fixture themes', async () => {
    expect(await check(PLATFORM_FIXTURE)).toEqual({
      code: 0,
      stdout: '15 files checked, 0 errors, 0 warnings\n',
      stderr: '',
    });
    expect((await check(BASE_TEMPLATE)).code).toBe(0);
  });

  it('prints every problem of a broken copy as file:line:column with the excerpt, and exits 1', async () => {
    const dir = themeCopy(PLATFORM_FIXTURE, {
      'header.region': [
        '<!doctype html>',
        '<body>',
        '  <squarespace:navigation navigationId="mainNavigaton" template="navigation" />',
        '  {website.siteTitle|upcase}',
        '</body>',
      ].join('\n'),
      'footer.region': '<footer>\n<squarespace:query collection="blog" limit="two">\n</footer>\n',
      'styles/site.less': '.site-header {\n  color: @accent;\n}\n',
    });
    const { code, stdout } = await check(dir);
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    expect(lines).toContain(
      `${join(dir, 'header.region')}:3:3: error: Navigation 'mainNavigaton' is not declared in template.conf navigations. Did you mean 'mainNavigation'?`,
    );
    expect(lines).toContain(
      '3 |   <squarespace:navigation navigationId="mainNavigaton" template="navigation" />',
    );
    expect(
      lines.some((line) =>
        line.startsWith(`${join(dir, 'header.region')}:4:22: error: Formatter 'upcase' is unknown.`),
      ),
    ).toBe(true);
    expect(lines).toContain(
      `${join(dir, 'footer.region')}:2:1: warning: <squarespace:query> limit="two" is not a whole number of 1 or more; every item is found`,
    );
    expect(lines).toContain(
      `${join(dir, 'footer.region')}:2:1: error: <squarespace:query> is never closed: add </squarespace:query>`,
    );
    expect(lines).toContain(
      `${join(dir, 'styles/site.less')}:2:10: warning: LESS: variable @accent is not defined by the theme; read as 0`,
    );
    expect(lines.at(-2)).toMatch(/^15 files checked, [3-9] errors, [1-3] warnings$/);
  });

  it('prints a theme error exactly as cli/error-format prints a template error', () => {
    const error = themeError(
      'site.region',
      "Formatter 'jsno' is unknown. Did you mean 'json'?",
      { line: 1, column: 8 },
      {
        source: '<p>{x|jsno}</p>',
      },
    );
    expect(formatThemeError(error)).toBe(formatError(error, 'site.region', { severity: true }));
    expect(formatThemeError(error)).toBe(
      "site.region:1:8: error: Formatter 'jsno' is unknown. Did you mean 'json'?\n1 | <p>{x|jsno}</p>\n           ^",
    );
  });

  it('still checks single template files', async () => {
    const result = await check(join(PLATFORM_FIXTURE, 'site.region'));
    expect(result).toEqual({ code: 0, stdout: '1 file checked, 0 errors, 0 warnings\n', stderr: '' });
  });
});
