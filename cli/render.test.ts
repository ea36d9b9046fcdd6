// Runs `tessera render` in-process and checks what a user sees on stdout, stderr and the exit code.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferIo } from './io.js';
import { runRender } from './render.js';

const DIR = join(import.meta.dirname, '../fixtures/cli/templates');
const at = (file: string): string => join(DIR, file);

/** Invalid JSON made on the fly: as a fixture, it would trip the formatter that checks every .json file. */
const BROKEN_JSON = join(mkdtempSync(join(tmpdir(), 'tessera-cli-')), 'broken.json');
writeFileSync(BROKEN_JSON, '{"title": \n');

async function render(...argv: string[]) {
  const io = bufferIo();
  const code = await runRender(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

describe('tessera render', () => {
  it('prints the HTML rendered with data and partials', async () => {
    const result = await render(
      at('page.html'),
      '--json',
      at('page.json'),
      '--partials',
      at('partials.json'),
    );
    expect(result).toEqual({ code: 0, stdout: '<h1>Hello</h1><p>Ray</p>\n', stderr: '' });
  });

  it('renders with empty data when --json is left out', async () => {
    const result = await render(at('unknown-instruction.html'));
    expect(result.stdout).toBe('<p>{.bogus}</p>\n');
  });

  it('reports a render error with its position and exits 1', async () => {
    const result = await render(at('page.html'), '--json', at('page.json'));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('<h1>Hello</h1>\n');
    expect(result.stderr).toMatch(new RegExp(`^${at('page.html')}:1:\\d+: .*card`));
  });

  it('reports a compile error with an excerpt and exits 1', async () => {
    const result = await render(at('unknown-formatter.html'), '--json', at('page.json'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${at('unknown-formatter.html')}:2:`);
    expect(result.stderr).toContain("Formatter 'jsno' is unknown.");
  });

  it('prints warnings but exits 0', async () => {
    const result = await render(at('unknown-instruction.html'), '--json', at('page.json'));
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('<p>{.bogus}Hello</p>\n');
    expect(result.stderr).toMatch(new RegExp(`^${at('unknown-instruction.html')}:1:4: warning: .*bogus`));
  });

  it('passes --locale and --now to the formatters', async () => {
    const result = await render(
      at('page.html'),
      '--json',
      at('page.json'),
      '--locale',
      'fr-FR',
      '--now',
      '0',
    );
    expect(result.stdout).toBe('<h1>Hello</h1>\n');
  });

  it.each([
    [
      ['page.html', '--json', 'missing.json'],
      /^tessera: cannot read data file .*missing\.json: no such file\n$/,
    ],
    [['missing.html'], /^tessera: cannot read template .*missing\.html: no such file\n$/],
    [['page.html', '--json', BROKEN_JSON], /^tessera: data file .*broken\.json is not valid JSON: .+\n$/],
    [['page.html', '--partials', 'not-partials.json'], /^tessera: partials file .* must be a JSON object/],
    [['page.html', '--now', 'soon'], /^tessera: --now takes epoch milliseconds, an integer; got 'soon'\n$/],
    [['page.html', '--colour'], /^tessera: Unknown option '--colour'/],
    [[], /^tessera: render takes one template\nusage: tessera render TEMPLATE/],
  ])('exits 2 with one clear line for bad input: %j', async (argv, message) => {
    const result = await render(...argv.map((arg) => (/^\w[\w-]*\.\w+$/.test(arg) ? at(arg) : arg)));
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
  });
});
