// Tests the form builder's rules: ids made from labels that never take a stored or removed field's id, the fields a save removes, and the warnings' words.
import { describe, expect, it } from 'vitest';
import {
  assignFieldIds,
  deletingUsedFormMessage,
  fieldIdFromLabel,
  removedFields,
  removingFieldsMessage,
} from './form-builder-rules.js';

describe('form builder rules', () => {
  it('makes ids from labels, unique in the form and apart from the ids it had', () => {
    expect(fieldIdFromLabel('Company name')).toBe('company-name');
    expect(fieldIdFromLabel('Café & Bar!')).toBe('cafe-bar');
    expect(fieldIdFromLabel('¿?')).toBe('');
    expect(
      assignFieldIds(
        [{ id: 'email', label: 'Email' }, { label: 'Email' }, { label: 'Company' }, { label: '??' }],
        ['company'],
      ),
    ).toEqual(['email', 'email-2', 'company-2', 'field-4']);
  });

  it('names the fields a save leaves out', () => {
    const before = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(removedFields(before, ['c', 'a', 'd'])).toEqual([{ id: 'b' }]);
    expect(removedFields(before, ['a', 'b', 'c'])).toEqual([]);
  });

  it('words the warnings with where the form is used', () => {
    const uses = [1, 2, 3, 4].map((n) => ({ kind: 'page' as const, id: `p${n}`, title: `Page ${n}` }));
    expect(removingFieldsMessage(['Company'], uses.slice(0, 1))).toBe(
      'This form is used on “Page 1”. Saving removes the field “Company” from it: visitors will no longer be asked, and submissions already received keep their answers. Save again to confirm.',
    );
    expect(deletingUsedFormMessage(uses)).toBe(
      'This form is used on “Page 1”, “Page 2”, “Page 3” and 1 more. Remove it from there before deleting it.',
    );
  });
});
