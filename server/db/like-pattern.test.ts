import { describe, expect, it } from 'vitest';
import { likeContaining, likeText } from './like-pattern.js';

describe('LIKE patterns', () => {
  it('takes wildcards and the escape character literally', () => {
    expect(likeText('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(likeContaining('a_b')).toBe('%a\\_b%');
  });
});
