// Runs `tessera check` in-process and checks the diagnostics, the summary and the exit code.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from './check.js';
import { bufferIo } from './io.js';

const DIR = join(import.meta.dirname, '../fixtures/cli/templates');
const at = (file: string): string => join(DIR, file);

async function check(...argv: string[]) {
  const io = bufferIo();
  const code = await runCheck(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

describe('tessera check', () => {
  it('says a clean file is clean and exits 0', async () => {
    expect(await check(at('page.html'))).toEqual({
      code: 0,
      stdout: '1 file checked, 0 errors, 0 warnings\n',
      stderr: '',
    });
  });

  it('lists every error and warning with position, severity and excerpt, and exits 1', async () => {
    const result = await check(at('page.html'), at('unknown-formatter.html'), at('unknown-instruction.html'));
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines).toContain(
      `${at('unknown-formatter.html')}:2:11: error: Formatter 'jsno' is unknown. Did you mean 'json'?`,
    );
    expect(lines.some((line) => line.startsWith(`${at('unknown-instruction.html')}:1:4: warning: `))).toBe(
      true,
    );
    expect(lines.some((line) => line.includes('{title|jsno}'))).toBe(true);
    expect(lines.at(-2)).toBe('3 files checked, 1 error, 1 warning');
  });

  it('reports a block left open', async () => {
    const result = await check(at('unclosed.html'));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(new RegExp(`^${at('unclosed.html')}:\\d+:\\d+: error: Reached EOF`));
  });

  it('exits 1 on warnings only when there are errors', async () => {
    const result = await check(at('unknown-instruction.html'));
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/1 file checked, 0 errors, 1 warning\n$/);
  });

  it('checks the readable files, names the unreadable one and exits 2', async () => {
    const result = await check(at('missing.html'), at('page.html'));
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`tessera: cannot read template ${at('missing.html')}: no such file\n`);
    expect(result.stdout).toBe('1 file checked, 0 errors, 0 warnings\n');
  });

  it('needs a file', async () => {
    const result = await check();
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^tessera: check needs at least one file\nusage: tessera check/);
  });
});
