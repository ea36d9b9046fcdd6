// Tests the form block's template schema: every field type once, and only properties the form reader knows.
import { describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES } from '../form-values.js';
import { readFormFields } from './form-fields.js';
import { formTemplateSchema, templateSchema } from './template-schema.js';

describe('the form template schema', () => {
  it('lists every field type once, in SPEC’s order', () => {
    expect(formTemplateSchema().fieldTypes.map((field) => field.type)).toEqual([...FORM_FIELD_TYPES]);
  });

  it('names only properties a stored field is read with', () => {
    const [read] = readFormFields([{ id: 'a', type: 'text', title: 'A' }]);
    for (const field of formTemplateSchema().fieldTypes) {
      for (const property of field.properties) expect(Object.keys(read)).toContain(property);
    }
  });

  it('has a schema for the form block only', () => {
    expect(templateSchema('form')?.type).toBe('form');
    expect(templateSchema('gallery')).toBeUndefined();
    expect(templateSchema('toString')).toBeUndefined();
  });
});
