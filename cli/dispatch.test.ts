// Checks how `tessera` picks a command and what it prints for help and mistakes.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, USAGE } from './dispatch.js';
import { bufferIo } from './io.js';

async function cli(...argv: string[]) {
  const io = bufferIo();
  const code = await runCli(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

describe('tessera', () => {
  it('prints usage for --help and exits 0', async () => {
    const result = await cli('--help');
    expect(result).toEqual({ code: 0, stdout: USAGE, stderr: '' });
    expect(USAGE).toContain('tessera render TEMPLATE');
    expect(USAGE).toContain('tessera check FILE');
    expect(USAGE).toContain('tessera test PATH');
  });

  it('prints usage to stderr and exits 2 for an unknown command or none', async () => {
    expect(await cli('deploy')).toEqual({
      code: 2,
      stdout: '',
      stderr: `tessera: unknown command 'deploy'\n${USAGE}`,
    });
    expect(await cli('toString')).toMatchObject({ code: 2 });
    expect(await cli()).toEqual({ code: 2, stdout: '', stderr: `tessera: no command given\n${USAGE}` });
  });

  it('hands the remaining arguments to the command', async () => {
    const template = join(import.meta.dirname, '../fixtures/cli/templates/page.html');
    expect(await cli('check', template)).toMatchObject({
      code: 0,
      stdout: '1 file checked, 0 errors, 0 warnings\n',
    });
  });

  it('gives each command its own --help', async () => {
    expect(await cli('test', '--help')).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^usage: tessera test/),
    });
  });
});
