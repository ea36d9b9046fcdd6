// Acceptance: `tessera check` on a template with five different mistakes reports all five, each in its place.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../cli/check.js';
import { bufferIo } from '../cli/io.js';

const FILE = join(import.meta.dirname, '../fixtures/cli/templates/five-mistakes.jsont');

async function check(file: string) {
  const io = bufferIo();
  const code = await runCheck([file], io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

describe('tessera check on a template with five mistakes', () => {
  it('reports each mistake at its line and column, a suggestion for the misspelt formatter, and exits 1', async () => {
    const { code, stdout, stderr } = await check(FILE);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    const diagnostics = stdout.split('\n').filter((line) => line.startsWith(`${FILE}:`));
    expect(diagnostics).toEqual([
      `${FILE}:1:12: error: Formatter 'htlm' is unknown. Did you mean 'html'?`,
      `${FILE}:2:3: error: Predicate 'equals?' is unknown. Did you mean 'equal?'?`,
      `${FILE}:7:1: error: This OR_PREDICATE block will never execute.`,
      `${FILE}:10:1: error: Instruction END not allowed at root`,
      `${FILE}:11:9: error: Reached EOF in the middle of SECTION`,
    ]);
    expect(stdout.endsWith('\n1 file checked, 5 errors, 0 warnings\n')).toBe(true);
  });

  it('shows each mistake in its source line with a caret under the column', async () => {
    const { stdout } = await check(FILE);
    expect(stdout).toBe(
      [
        `${FILE}:1:12: error: Formatter 'htlm' is unknown. Did you mean 'html'?`,
        '1 | <h1>{title|htlm}</h1>',
        '               ^',
        `${FILE}:2:3: error: Predicate 'equals?' is unknown. Did you mean 'equal?'?`,
        '2 | {.equals? status "open"}<p>Open today</p>{.end}',
        '      ^',
        `${FILE}:7:1: error: This OR_PREDICATE block will never execute.`,
        '7 | {.or}',
        '    ^',
        `${FILE}:10:1: error: Instruction END not allowed at root`,
        '10 | {.end}',
        '     ^',
        `${FILE}:11:9: error: Reached EOF in the middle of SECTION`,
        '11 | <footer>{.section footer}{text}</footer>',
        '             ^',
        '1 file checked, 5 errors, 0 warnings',
        '',
      ].join('\n'),
    );
  });
});
