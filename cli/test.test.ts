// Runs `tessera test` in-process on small golden cases and checks the report a user reads.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferIo } from './io.js';
import { runTest } from './test.js';

const CASES = join(import.meta.dirname, '../fixtures/cli/cases');
const at = (file: string): string => join(CASES, file);

async function test(...argv: string[]) {
  const io = bufferIo();
  const code = await runTest(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

function tempFile(name: string, text = ''): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tessera-cli-')), name);
  writeFileSync(file, text);
  return file;
}

describe('tessera test', () => {
  it('passes good cases quietly and closes with the counts', async () => {
    expect(await test(at('pass-plain.html'), at('nested'))).toEqual({
      code: 0,
      stdout: '2 passed, 0 failed\n',
      stderr: '',
    });
  });

  it('prints a diff for a wrong output and exits 1', async () => {
    const result = await test(at('fail-output.html'));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      [
        `FAIL fail-output (${at('fail-output.html')})`,
        '--- expected',
        '+++ actual',
        '@@ -1,1 +1,1 @@',
        '-<p>Roy</p>',
        '+<p>Ray</p>',
        'first difference at line 1, column 5',
        '',
        '0 passed, 1 failed',
        '',
      ].join('\n'),
    );
  });

  it('fails a case whose template does not compile and prints the error', async () => {
    const result = await test(at('fail-compile.html'));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('FAIL fail-compile');
    expect(result.stdout).toMatch(new RegExp(`${at('fail-compile.html')}:\\d+:\\d+: error: Reached EOF`));
  });

  it('runs a folder recursively and ends with "N passed, M failed" alone on its line', async () => {
    const result = await test(CASES);
    expect(result.code).toBe(1);
    expect(result.stdout.endsWith('\n2 passed, 2 failed\n')).toBe(true);
  });

  it('writes per-case results with --json', async () => {
    const report = tempFile('report.json');
    await test(CASES, '--json', report);
    const results = JSON.parse(readFileSync(report, 'utf8')) as Array<Record<string, unknown>>;
    expect(results.map((r) => [r.name, r.result])).toEqual([
      ['fail-compile', 'fail'],
      ['fail-output', 'fail'],
      ['pass-section', 'pass'],
      ['pass-plain', 'pass'],
    ]);
    expect(results[1]).toEqual({
      name: 'fail-output',
      result: 'fail',
      expected: '<p>Roy</p>',
      actual: '<p>Ray</p>',
      errors: [],
    });
    expect(results[0].errors).toEqual([
      expect.stringMatching(/fail-compile\.html:\d+:\d+: error: Reached EOF/),
    ]);
  });

  it('counts listed failures as passed and reports them with their reason', async () => {
    const list = tempFile(
      'expect-fail.txt',
      '# known\nfail-output  wrong on purpose\nfail-compile never closed\n',
    );
    const result = await test(CASES, '--expect-fail', list);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        'expected failure: fail-compile (never closed)',
        'expected failure: fail-output (wrong on purpose)',
        '2 expected failures',
        '4 passed, 0 failed',
        '',
      ].join('\n'),
    );
  });

  it('fails a listed case that passes and a listed name with no case', async () => {
    const list = tempFile('expect-fail.txt', 'pass-plain  flaky\nno-such-case  gone\n');
    const report = tempFile('report.json');
    const result = await test(at('pass-plain.html'), '--expect-fail', list, '--json', report);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      [
        'FAIL pass-plain: listed in expected failures but passed: remove it',
        'FAIL no-such-case: listed in expected failures but no case has this name',
        '0 expected failures',
        '0 passed, 2 failed',
        '',
      ].join('\n'),
    );
    const results = JSON.parse(readFileSync(report, 'utf8')) as Array<Record<string, unknown>>;
    expect(results.map((r) => [r.name, r.result])).toEqual([
      ['pass-plain', 'unexpected-pass'],
      ['no-such-case', 'fail'],
    ]);
  });

  it('rejects an expected-failures list with a name but no reason', async () => {
    const list = tempFile('expect-fail.txt', 'fail-output\n');
    const result = await test(CASES, '--expect-fail', list);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `tessera: ${list}:1: 'fail-output' has no reason; write the case name, then why it may fail\n`,
    );
  });

  it.each([
    [[at('missing')], /^tessera: cannot read .*missing: no such file\n$/],
    [[CASES, '--expect-fail', at('missing.txt')], /^tessera: cannot read expected-failures list/],
    [[mkdtempSync(join(tmpdir(), 'tessera-cli-'))], /^tessera: no golden cases \(\*\.html\) in /],
    [[], /^tessera: test needs a file or folder\nusage: tessera test/],
  ])('exits 2 on bad input: %j', async (argv, message) => {
    const result = await test(...argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
