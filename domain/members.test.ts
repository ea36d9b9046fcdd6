// The owner's member-area input: a name, free or paid, and a paid area's product.
import { describe, expect, it } from 'vitest';
import { memberAreaInputSchema, pageMemberAreaSchema } from './members.js';

const problems = (input: unknown) => {
  const parsed = memberAreaInputSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('member-area input', () => {
  it('takes a free area by its trimmed name, without a product', () => {
    expect(memberAreaInputSchema.parse({ name: '  Club ', access: 'free' })).toEqual({
      name: 'Club',
      access: 'free',
      productId: null,
    });
  });

  it('asks a paid area for its subscription product', () => {
    expect(problems({ name: 'Premium', access: 'paid' })).toEqual({
      productId: 'Choose the subscription product that gives access.',
    });
    expect(memberAreaInputSchema.parse({ name: 'Premium', access: 'paid', productId: 'p1' }).productId).toBe(
      'p1',
    );
  });

  it('names what is wrong with a name or an access', () => {
    expect(problems({ name: ' ', access: 'free' })).toEqual({ name: 'Give the member area a name.' });
    expect(problems({ name: 'x'.repeat(101), access: 'free' })).toEqual({
      name: 'Names may have at most 100 characters.',
    });
    expect(problems({ name: 'Club', access: 'vip' })).toEqual({ access: 'Choose free or paid access.' });
  });

  it('takes a page’s area, or null for everyone', () => {
    expect(pageMemberAreaSchema.parse({ memberAreaId: null })).toEqual({ memberAreaId: null });
    expect(pageMemberAreaSchema.safeParse({}).success).toBe(false);
  });
});
