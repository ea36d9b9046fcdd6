// Checks the error lines users read in the terminal.
import { describe, expect, it } from 'vitest';
import type { TemplateError } from '../engine/types.js';
import { formatError } from './error-format.js';

const error: TemplateError = {
  kind: 'formatter-unknown',
  stage: 'parser',
  severity: 'error',
  message: "Formatter 'uper' is unknown.",
  line: 3,
  column: 7,
};

describe('formatError', () => {
  it('prints file, line, column and message', () => {
    expect(formatError(error, 'page.html')).toBe("page.html:3:7: Formatter 'uper' is unknown.");
  });

  it('adds the severity when asked', () => {
    const warning = { ...error, severity: 'warning' as const };
    expect(formatError(warning, 'page.html', { severity: true })).toBe(
      "page.html:3:7: warning: Formatter 'uper' is unknown.",
    );
  });

  it('puts the excerpt on the following lines', () => {
    const excerpt = '  {a|uper}\n    ^';
    expect(formatError({ ...error, excerpt }, 'page.html')).toBe(
      "page.html:3:7: Formatter 'uper' is unknown.\n  {a|uper}\n    ^",
    );
  });

  it('names the partial an error comes from', () => {
    expect(formatError({ ...error, partial: 'card' }, 'page.html')).toBe(
      "page.html (partial card):3:7: Formatter 'uper' is unknown.",
    );
  });

  it('does not repeat the file when the error comes from the main template', () => {
    expect(formatError({ ...error, partial: 'page.html' }, 'page.html')).toBe(
      "page.html:3:7: Formatter 'uper' is unknown.",
    );
  });
});

describe('formatError without excerpt', () => {
  it('keeps to one line', () => {
    expect(formatError({ ...error, excerpt: '{a|uper}\n ^' }, 'p.html', { excerpt: false })).toBe(
      "p.html:3:7: Formatter 'uper' is unknown.",
    );
  });
});
