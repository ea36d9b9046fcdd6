// Hostile LESS (hostile-themes/) compiles in a worker until a limit stops it, and the theme is refused with the limit's message at template.conf's stylesheets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLessWorkerPool } from '../../server/theme-platform/less-workers.js';
import { DEFAULT_STYLE_LIMITS } from '../../server/theme-platform/style-limits.js';
import { loadPlatformTheme } from '../../server/theme-platform/platform-theme.js';
import { compileStyles, type CompiledStyles } from '../../server/theme-platform/styles.js';
import { PLATFORM_FIXTURE, removeThemeCopies, themeCopy } from './theme-dirs.js';

const HOSTILE = join(import.meta.dirname, 'hostile-themes');
const SHEETS = ['styles/reset.css', 'styles/site.less'];

/**
 * A short time limit, so the runaway compiles end soon (each spins a core until it: the fixture's
 * LESS takes milliseconds, and the limit counts from a started worker's compile, not its start); a
 * long one, so a compile that must reach the memory or size limit is never stopped first on a slow
 * machine, with a small heap, so the memory limit comes sooner; the defaults otherwise.
 */
const quick = createLessWorkerPool({ ...DEFAULT_STYLE_LIMITS, timeoutMs: 1_500 });
const patient = createLessWorkerPool({ ...DEFAULT_STYLE_LIMITS, timeoutMs: 120_000 });
const small = createLessWorkerPool({ ...DEFAULT_STYLE_LIMITS, timeoutMs: 120_000, memoryMb: 64 });

afterAll(async () => {
  removeThemeCopies();
  await Promise.all([quick.close(), patient.close(), small.close()]);
});

/** The fixture theme with `hostile-themes/<name>` as its site.less. */
const hostileTheme = (name: string) =>
  themeCopy(PLATFORM_FIXTURE, { 'styles/site.less': readFileSync(join(HOSTILE, name), 'utf8') });

const RUNAWAY = 'look for a loop or a recursive mixin that runs too often, or variables that double a string';

/** The one problem of a refused compile, as `tessera check` places it. */
function refusal(styles: CompiledStyles) {
  // Never an empty stylesheet: a comment naming the limit instead of the CSS.
  expect(styles.css).toMatch(/^\/\* Tessera: The stylesheets .* \*\/\n$/);
  expect(styles.errors).toHaveLength(1);
  const [error] = styles.errors;
  return {
    at: `${error.file}:${error.line}:${error.column}`,
    message: error.message,
    excerpt: error.excerpt,
  };
}

describe('compileStyles and hostile LESS', () => {
  it('stops a string doubled thirty times when it runs past the time limit', async () => {
    const styles = await compileStyles(hostileTheme('string-doubling.less'), SHEETS, {}, quick);
    expect(refusal(styles)).toEqual({
      at: 'template.conf:12:3',
      message: `The stylesheets took longer than 1.5 s to compile, the most a theme may: ${RUNAWAY}`,
      excerpt: '12 |   "stylesheets": ["reset.css", "site.less"],\n       ^',
    });
  });

  it('stops mixins that each call the one before twice', async () => {
    const styles = await compileStyles(hostileTheme('exponential-mixins.less'), SHEETS, {}, quick);
    expect(refusal(styles).message).toBe(
      `The stylesheets took longer than 1.5 s to compile, the most a theme may: ${RUNAWAY}`,
    );
  });

  it(
    'stops a million-deep recursion when it uses more memory than a theme may',
    { timeout: 120_000 },
    async () => {
      const styles = await compileStyles(hostileTheme('deep-recursion.less'), SHEETS, {}, small);
      expect(refusal(styles)).toMatchObject({
        at: 'template.conf:12:3',
        message: `The stylesheets used more than 64 MB of memory to compile, the most a theme may: ${RUNAWAY}`,
      });
    },
  );

  it('refuses more CSS than a theme may serve', { timeout: 120_000 }, async () => {
    const styles = await compileStyles(hostileTheme('huge-output.less'), SHEETS, {}, patient);
    expect(refusal(styles).message).toBe(
      'The stylesheets produced more than 5 MB of CSS (9.5 MB), the most a theme may: ' +
        'look for loops or mixins that repeat rules, or large files inlined with data-uri()',
    );
  });

  it('compiles the next theme as before once a hostile one was stopped', async () => {
    await compileStyles(hostileTheme('string-doubling.less'), SHEETS, {}, quick);
    const { css, errors } = await compileStyles(PLATFORM_FIXTURE, SHEETS, {}, quick);
    expect(errors).toEqual([]);
    expect(css).toContain('border-bottom: 2px solid #c0392b;');
  });

  it('compiles a theme again once the workers that were too busy for it are free', async () => {
    const one = createLessWorkerPool({
      ...DEFAULT_STYLE_LIMITS,
      workers: 1,
      maxWaiting: 0,
      timeoutMs: 1_500,
    });
    try {
      const hostile = compileStyles(hostileTheme('string-doubling.less'), SHEETS, {}, one);
      const theme = loadPlatformTheme({ dir: PLATFORM_FIXTURE, lessWorkers: one });
      expect((await theme.check()).map((error) => error.message)).toEqual([
        'The stylesheets were not compiled: the server is compiling too many themes at once; try again in a moment',
      ]);
      await hostile;
      const { css, errors } = await theme.styles();
      expect(errors).toEqual([]);
      expect(css).toContain('border-bottom: 2px solid #c0392b;');
    } finally {
      await one.close();
    }
  });
});
