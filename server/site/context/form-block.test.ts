// Tests of a form block's context: the fields read from the row, hidden values from the query, and a plain post's outcome.
import { describe, expect, it } from 'vitest';
import { FORM_STATE, formContext, type FormBlockState } from './form-block.js';
import type { FormRecord } from './store.js';

const form = {
  id: 'contact',
  name: 'Contact',
  fields: [
    { id: 'e', type: 'email', title: 'Email', required: true },
    { id: '"><script>', type: 'text' },
    { id: 'src', type: 'hidden', value: 'page' },
    { id: 'x', type: 'mystery' },
  ],
  submission_message: 'Thanks!',
  submission_html: '',
  success_redirect: null,
  disclaimer_message: '',
  captcha_enabled: false,
  captcha_theme: 'light',
  captcha_alignment: 'left',
} as unknown as FormRecord;

describe('formContext', () => {
  it('reads the fields with safe ids and known types', () => {
    const fields = formContext(form, {}).fields as { id: string; type: string; required: boolean }[];
    expect(fields.map((field) => [field.id, field.type])).toEqual([
      ['e', 'email'],
      ['script', 'text'],
      ['src', 'hidden'],
      ['x', 'text'],
    ]);
    expect(fields[0].required).toBe(true);
  });

  it('fills a hidden field from the query parameter of its name, else its own value', () => {
    expect(formContext(form, {}).hiddenValues).toEqual({ src: 'page' });
    expect(formContext(form, { src: 'mail' }).hiddenValues).toEqual({ src: 'mail' });
  });

  it('gives textareas the browser maxlength only under the vanilla-form-handler flag (SPEC §5)', () => {
    expect(formContext(form, {}).textareaMaxLength).toBe(false);
    expect(formContext(form, {}, { 'vanilla-form-handler': true }).textareaMaxLength).toBe(true);
  });

  it('is submitted after the redirect of a plain post of this form only', () => {
    expect(formContext(form, { formSubmitted: 'contact' }).submitted).toBe(true);
    expect(formContext(form, { formSubmitted: 'other' }).submitted).toBe(false);
  });

  it("carries a plain post's outcome only from the server's symbol key", () => {
    const state: FormBlockState = {
      formId: 'contact',
      values: { e: 'x' },
      errors: { e: 'Required' },
      message: '',
    };
    expect(formContext(form, { [FORM_STATE]: state }).state).toEqual(state);
    expect(formContext(form, { [FORM_STATE]: { ...state, formId: 'other' } }).state).toBeUndefined();
    expect(formContext(form, { state: 'forged' }).state).toBeUndefined();
  });
});
