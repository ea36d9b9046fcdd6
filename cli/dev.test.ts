// `tessera dev`'s arguments: a theme folder or none; what it says when the folder is not a theme.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, USAGE } from './dispatch.js';
import { bufferIo } from './io.js';

async function cli(...argv: string[]) {
  const io = bufferIo();
  const code = await runCli(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

describe('tessera dev', () => {
  it('is in the usage, with serve --theme', () => {
    expect(USAGE).toContain('tessera dev [THEME_DIR]');
    expect(USAGE).toContain('tessera serve [--demo] [--theme DIR]');
  });

  it('refuses a folder without template.conf, a missing folder and extra arguments, before opening anything', async () => {
    expect(await cli('dev', join(FIXTURES, 'engine'))).toEqual({
      code: 2,
      stdout: '',
      stderr: `tessera dev: ${join(FIXTURES, 'engine')} has no template.conf: a theme folder holds template.conf, *.region files, collections/, blocks/, pages/, styles/, scripts/ and assets/\n`,
    });
    expect(await cli('dev', join(FIXTURES, 'no-such-theme'))).toMatchObject({
      code: 2,
      stderr: `tessera dev: ${join(FIXTURES, 'no-such-theme')} is not a folder\n`,
    });
    expect(await cli('dev', 'a', 'b')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'usage: tessera dev [THEME_DIR]\n',
    });
    expect(await cli('serve', '--theme')).toMatchObject({ code: 2 });
  });
});
