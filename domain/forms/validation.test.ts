// Tests of the form rules (SPEC §5 "Forms"): each message, the value kinds read from a submission, and the counter.
import { describe, expect, it } from 'vitest';
import { readFormFields, type FormFieldSpec } from './form-fields.js';
import { FIELD_MESSAGES, emailMessage, submissionFailureMessage } from './messages.js';
import { characterCounter, fieldError, readSubmittedValues, validateForm } from './validation.js';

const [text, textarea, email, name, phone, radio, checkbox, likert, section, hidden] = readFormFields([
  { id: 'text', type: 'text', title: 'Text', required: true, maxLength: 5 },
  { id: 'area', type: 'textarea', title: 'Area', maxLength: 10 },
  { id: 'email', type: 'email', title: 'Email' },
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'phone', type: 'phone', title: 'Phone' },
  { id: 'radio', type: 'radio', title: 'Radio', required: true, options: ['A', 'B'] },
  { id: 'box', type: 'checkbox', title: 'Box', required: true, options: ['X', 'Y'] },
  { id: 'survey', type: 'likert', title: 'Survey', required: true, questions: ['Q1', 'Q2'] },
  { id: 'sec', type: 'section', title: 'Section' },
  { id: 'src', type: 'hidden', title: 'Source', value: 'page' },
]);
const ALL: FormFieldSpec[] = [text, textarea, email, name, phone, radio, checkbox, likert, section, hidden];

describe('fieldError (SPEC §5)', () => {
  it("says 'Required' for empty required single, multi-part, choice and checkbox fields", () => {
    expect(fieldError(text, '  ')).toBe('Required');
    expect(fieldError(name, ['Ada', ''])).toBe('Required');
    expect(fieldError(radio, '')).toBe('Required');
    expect(fieldError(checkbox, [])).toBe('Required');
  });

  it('flags a required survey with an unanswered question', () => {
    expect(fieldError(likert, { Q1: '2' })).toBe(FIELD_MESSAGES.survey);
    expect(fieldError(likert, { Q1: '2', Q2: '-2' })).toBeUndefined();
  });

  it('flags text past its limit, and lets empty optional fields pass', () => {
    expect(fieldError(text, '123456')).toBe('You have exceeded the character limit.');
    expect(fieldError(text, '12345')).toBeUndefined();
    expect(fieldError(textarea, '')).toBeUndefined();
    expect(fieldError(email, '')).toBeUndefined();
  });

  it('flags an email that is not one, with the example format', () => {
    expect(fieldError(email, 'nope')).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect(emailMessage('a@b.co')).toBe(
      'Email is not valid. Email addresses should follow the format a@b.co.',
    );
    expect(fieldError(email, 'ada@example.com')).toBeUndefined();
  });

  it('flags every invalid field at once', () => {
    expect(Object.keys(validateForm(ALL, {}))).toEqual(['text', 'name', 'radio', 'box', 'survey']);
  });
});

describe('address fields', () => {
  const [address] = readFormFields([{ id: 'a', type: 'address', title: 'Address' }]);
  it("checks the postal code against the address's country (SPEC §5)", () => {
    expect(fieldError(address, ['1 Main St', '', 'Portland', 'ME', '0410', 'US'])).toBe(
      'ZIP Codes need to be 5 digits.',
    );
    expect(fieldError(address, ['1 Main St', '', 'Portland', 'ME', '04101', 'US'])).toBeUndefined();
    expect(fieldError(address, ['', '', '', '', '', ''])).toBeUndefined();
  });
});

describe('readSubmittedValues (SPEC §3 value kinds)', () => {
  it('reads each kind, pads a phone, drops choices outside the options and fills missing fields', () => {
    const read = readSubmittedValues(ALL, {
      text: 'hi',
      phone: ['207', '555', '0142'],
      radio: 'C',
      box: ['Y', 'Z', 'X'],
      survey: { Q1: 2, Q9: '1', Q2: '7' },
      unknown: 'ignored',
    });
    expect(read).toEqual({
      ok: true,
      values: {
        text: 'hi',
        area: '',
        email: '',
        name: ['', ''],
        phone: ['', '207', '555', '0142'],
        radio: '',
        box: ['X', 'Y'],
        survey: { Q1: '2' },
        src: '',
      },
    });
  });

  it('refuses answers of the wrong shape', () => {
    expect(readSubmittedValues(ALL, [])).toEqual({ ok: false });
    expect(readSubmittedValues(ALL, { text: { a: 1 } })).toEqual({ ok: false });
    expect(readSubmittedValues(ALL, { name: ['a', 'b', 'c'] })).toEqual({ ok: false });
    expect(readSubmittedValues(ALL, { survey: ['2'] })).toEqual({ ok: false });
  });
});

describe('characterCounter', () => {
  it("shows 'used / max', marks an error when over, and is absent without a max", () => {
    expect(characterCounter('abc', 10)).toEqual({ text: '3 / 10', over: false });
    expect(characterCounter('abcdef', 5)).toEqual({ text: '6 / 5', over: true });
    expect(characterCounter('abc', 0)).toBeUndefined();
    expect(characterCounter('abc', undefined)).toBeUndefined();
  });
});

describe('submissionFailureMessage (SPEC §8)', () => {
  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
    [503, 'Unable to send form. Please try again later.'],
  ])('%i', (status, message) => expect(submissionFailureMessage(status, 'ignored')).toBe(message));

  it("shows the server's text for other statuses, else the unknown-error text", () => {
    expect(submissionFailureMessage(400, 'Complete CAPTCHA before submitting.')).toBe(
      'Complete CAPTCHA before submitting.',
    );
    expect(submissionFailureMessage(0)).toBe('Unknown error, please try again later.');
  });
});
