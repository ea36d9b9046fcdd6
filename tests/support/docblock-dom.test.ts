// Every test file that asks for an environment in a docblock is in DOCBLOCK_DOM, so none lands in a shared node worker.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCBLOCK_DOM } from './docblock-dom.js';

const ROOT = join(import.meta.dirname, '..', '..');
const SKIPPED = new Set(['node_modules', 'dist', 'data', '.git']);

/** The repository's test files (not the browser or cluster suites), as paths from its root. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : testFiles(join(dir, entry.name));
    const name = entry.name;
    const isTest = /\.test\.tsx?$/.test(name) && !/\.(e2e|cluster)\.test\.ts$/.test(name);
    return isTest ? [relative(ROOT, join(dir, name))] : [];
  });
}

describe('test files that ask for an environment in a docblock', () => {
  it('are listed in DOCBLOCK_DOM (the dom project), and the list names no other', () => {
    const asking = testFiles(ROOT)
      .filter((file) => readFileSync(join(ROOT, file), 'utf8').slice(0, 600).includes('@vitest-environment'))
      .sort();
    expect(asking).toEqual([...DOCBLOCK_DOM].sort());
  });
});
