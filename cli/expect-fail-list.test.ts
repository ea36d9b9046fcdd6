// Checks how the expected-failures list is read and what it reports about itself.
import { describe, expect, it } from 'vitest';
import { parseExpectFailList } from './expect-fail-list.js';

describe('parseExpectFailList', () => {
  it('reads names and reasons, skipping comments and blank lines', () => {
    const list = parseExpectFailList(
      '# known gaps\n\ncore-fmt-3   needs CLDR plural rules\n  core-eval-9\tsee #12 # not a comment\n',
      'fails.txt',
    );
    expect(list.errors).toEqual([]);
    expect(Object.fromEntries(list.reasons)).toEqual({
      'core-fmt-3': 'needs CLDR plural rules',
      'core-eval-9': 'see #12 # not a comment',
    });
  });

  it('reports a name without a reason, with its line', () => {
    const list = parseExpectFailList('core-a-1 why\ncore-a-2\ncore-a-3   \n', 'fails.txt');
    expect(list.errors).toEqual([
      "fails.txt:2: 'core-a-2' has no reason; write the case name, then why it may fail",
      "fails.txt:3: 'core-a-3' has no reason; write the case name, then why it may fail",
    ]);
    expect([...list.reasons.keys()]).toEqual(['core-a-1']);
  });

  it('reports a name listed twice', () => {
    const list = parseExpectFailList('x one\r\nx two\r\n', 'fails.txt');
    expect(list.errors).toEqual(["fails.txt:2: 'x' is listed twice"]);
    expect(list.reasons.get('x')).toBe('one');
  });
});
