// Checks which golden case files `tessera test` picks up, and in what order.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from './cli-error.js';
import { findCases } from './find-cases.js';

const CASES = join(import.meta.dirname, '../fixtures/cli/cases');

describe('findCases', () => {
  it('finds every *.html file below a folder, sorted by path, named without extension', () => {
    expect(findCases([CASES])).toEqual([
      { name: 'fail-compile', file: join(CASES, 'fail-compile.html') },
      { name: 'fail-output', file: join(CASES, 'fail-output.html') },
      { name: 'pass-section', file: join(CASES, 'nested/pass-section.html') },
      { name: 'pass-plain', file: join(CASES, 'pass-plain.html') },
    ]);
  });

  it('takes a named file as it is, whatever its extension, and runs a file once', () => {
    const notes = join(CASES, 'notes.txt');
    const plain = join(CASES, 'pass-plain.html');
    expect(findCases([notes, plain, CASES]).map((c) => c.name)).toEqual([
      'notes',
      'pass-plain',
      'fail-compile',
      'fail-output',
      'pass-section',
    ]);
  });

  it('rejects a path that does not exist', () => {
    expect(() => findCases([join(CASES, 'nope')])).toThrow(CliError);
    expect(() => findCases([join(CASES, 'nope')])).toThrow(/cannot read .*nope: no such file/);
  });
});
