// Tests of form fields shaped for the theme: one way of entering each field type, ids safe in attributes.
import { describe, expect, it } from 'vitest';
import { formField } from './form-block.js';

const field = (raw: Record<string, unknown>, query: Record<string, unknown> = {}) =>
  formField('form1', raw, 0, query);

describe('formField', () => {
  it('gives text-like types their input type', () => {
    expect(field({ id: 'e', type: 'email', title: 'Email', required: true })).toMatchObject({
      inputId: 'form1-e',
      required: true,
      single: { inputType: 'email', autocomplete: 'email' },
    });
    expect(field({ id: 't', type: 'twitter' }).single).toMatchObject({ inputType: 'text', prefix: '@' });
  });

  it('splits multi-part fields into named inputs, a phone into three', () => {
    const phone = field({ id: 'p', type: 'phone' }).parts as { name: string }[];
    expect(phone.map((part) => part.name)).toEqual(['p-areacode', 'p-prefix', 'p-line']);
    const name = field({ id: 'n', type: 'name', required: true }).parts as { autocomplete: string }[];
    expect(name.map((part) => part.autocomplete)).toEqual(['given-name', 'family-name']);
  });

  it('shapes choices, selects and likert surveys', () => {
    expect(field({ id: 'c', type: 'checkbox', options: ['A', 'B'] }).choices).toMatchObject({
      inputType: 'checkbox',
      options: [{ value: 'A', inputId: 'form1-c-1' }, { value: 'B' }],
    });
    const likert = field({ id: 'l', type: 'likert', questions: ['Quick?'] }).likert as {
      questions: { name: string; answers: { label: string }[] }[];
    };
    expect(likert.questions[0].name).toBe('l-1');
    expect(likert.questions[0].answers.map((answer) => answer.label)).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
  });

  it('fills a hidden field from the query parameter of its name, else its own value', () => {
    expect(field({ id: 'src', type: 'hidden', value: 'page' }).hidden).toEqual({ value: 'page' });
    expect(field({ id: 'src', type: 'hidden', value: 'page' }, { src: 'mail' }).hidden).toEqual({
      value: 'mail',
    });
  });

  it('keeps ids safe in attributes', () => {
    expect(field({ id: '"><script>', type: 'text' }).id).toBe('script');
    expect(field({ type: 'text' }).id).toBe('field-1');
  });
});
