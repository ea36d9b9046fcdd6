// Tests the form field value kinds of SPEC §3: what each field submits and how its summary reads.
import { describe, expect, it } from 'vitest';
import {
  FORM_FIELD_TYPES,
  LIKERT_LABELS,
  collectFormValues,
  fieldValue,
  hasAnswer,
  likertRows,
  noAnswerText,
  normalizeFieldValue,
  padPhone,
  summaryField,
  summaryText,
} from './form-values.js';

describe('fieldValue', () => {
  it('submits address, name, date and time as lists of their parts', () => {
    expect(fieldValue('address', { values: ['1 Main', '', 'NYC', 'NY', '10013', 'US'] })).toEqual([
      '1 Main',
      '',
      'NYC',
      'NY',
      '10013',
      'US',
    ]);
    expect(fieldValue('name', { values: ['Ada', 'Lovelace'] })).toEqual(['Ada', 'Lovelace']);
    expect(fieldValue('date', { values: ['12', '10', '1815'] })).toEqual(['12', '10', '1815']);
    expect(fieldValue('time', { values: ['9', '15', '31', 'am'] })).toEqual(['9', '15', '31', 'am']);
  });

  it('pads a three-part phone with a leading empty entry', () => {
    expect(fieldValue('phone', { values: ['646', '123', '0000'] })).toEqual(['', '646', '123', '0000']);
    expect(fieldValue('phone', { values: ['1', '646', '123', '0000'] })).toEqual(['1', '646', '123', '0000']);
    expect(padPhone(['646', '123', '0000'])).toEqual(['', '646', '123', '0000']);
  });

  it('submits checked boxes as a list, a radio or select as its one value', () => {
    expect(fieldValue('checkbox', { values: ['Red', 'Blue'] })).toEqual(['Red', 'Blue']);
    expect(fieldValue('checkbox', { values: [] })).toEqual([]);
    expect(fieldValue('radio', { values: ['Yes'] })).toBe('Yes');
    expect(fieldValue('radio', { values: [] })).toBe('');
    expect(fieldValue('select', { values: ['Large'] })).toBe('Large');
  });

  it('submits a likert survey as question → answer', () => {
    expect(fieldValue('likert', { values: [], answers: { 'Fast?': '2' } })).toEqual({ 'Fast?': '2' });
    expect(fieldValue('likert', { values: [] })).toEqual({});
  });

  it('takes a hidden field from the URL query parameter, else its own value', () => {
    expect(fieldValue('hidden', { values: ['own'], queryValue: 'from-url' })).toBe('from-url');
    expect(fieldValue('hidden', { values: ['own'] })).toBe('own');
    expect(fieldValue('hidden', { values: ['own'], queryValue: '' })).toBe('own');
  });

  it('submits every other field as a single text and skips sections', () => {
    for (const type of [
      'text',
      'textarea',
      'email',
      'currency',
      'number',
      'website',
      'password',
      'twitter',
    ]) {
      expect(fieldValue(type, { values: ['typed'] })).toBe('typed');
    }
    expect(fieldValue('section', { values: ['Heading'] })).toBeUndefined();
  });
});

describe('collectFormValues', () => {
  it('maps field ids to values and leaves sections out', () => {
    const fields = [
      { id: 'f1', type: 'text' },
      { id: 's1', type: 'section' },
      { id: 'f2', type: 'phone' },
    ];
    const inputs: Record<string, string[]> = { f1: ['hi'], s1: [], f2: ['1', '2', '3'] };
    expect(collectFormValues(fields, (field) => ({ values: inputs[field.id] }))).toEqual({
      f1: 'hi',
      f2: ['', '1', '2', '3'],
    });
  });
});

describe('normalizeFieldValue', () => {
  it('accepts the shape each type submits and turns numbers into text', () => {
    expect(normalizeFieldValue('text', 'a')).toBe('a');
    expect(normalizeFieldValue('number', 12)).toBe('12');
    expect(normalizeFieldValue('time', [9, 15, 0, 'am'])).toEqual(['9', '15', '0', 'am']);
    expect(normalizeFieldValue('phone', ['646', '123', '0000'])).toEqual(['', '646', '123', '0000']);
    expect(normalizeFieldValue('checkbox', 'only')).toEqual(['only']);
    expect(normalizeFieldValue('likert', { q: 1 })).toEqual({ q: '1' });
  });

  it('rejects a wrong shape and sections', () => {
    expect(normalizeFieldValue('text', { a: 1 })).toBeUndefined();
    expect(normalizeFieldValue('name', 'Ada')).toBeUndefined();
    expect(normalizeFieldValue('address', [['nested']])).toBeUndefined();
    expect(normalizeFieldValue('likert', ['1'])).toBeUndefined();
    expect(normalizeFieldValue('likert', { q: { deep: 1 } })).toBeUndefined();
    expect(normalizeFieldValue('section', 'x')).toBeUndefined();
  });
});

describe('summaryField', () => {
  it('names the parts of a multi-part answer', () => {
    expect(summaryField('phone', 'Phone', ['646', '123', '0000'])).toEqual({
      type: 'phone',
      rawTitle: 'Phone',
      values: { Country: '', Areacode: '646', Prefix: '123', Line: '0000' },
    });
    expect(summaryField('name', 'Name', ['Ada'])).toEqual({
      type: 'name',
      rawTitle: 'Name',
      values: { First: 'Ada', Last: '' },
    });
  });

  it('keeps checked values as a list, likert answers as a mapping and text as the value', () => {
    expect(summaryField('checkbox', 'C', ['a', 'b']).values).toEqual(['a', 'b']);
    expect(summaryField('likert', 'L', { q: '1' }).values).toEqual({ q: '1' });
    expect(summaryField('text', 'T', 'hi')).toEqual({ type: 'text', rawTitle: 'T', value: 'hi' });
  });
});

describe('likert labels', () => {
  it('reads -2 to 2 as the five labels', () => {
    expect(['-2', '-1', '0', '1', '2'].map((answer) => LIKERT_LABELS[answer as '0'])).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
    expect(likertRows({ a: '-2', b: '-1', c: '0', d: '1', e: '2' }).map((row) => row.answer)).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
  });

  it('reads an unknown answer as Neutral and uses translated labels', () => {
    expect(likertRows({ 'Stuff is good': '7' })).toEqual([{ question: 'Stuff is good', answer: 'Neutral' }]);
    expect(likertRows({ q: '1' }, { ...LIKERT_LABELS, '1': 'Oui' })).toEqual([
      { question: 'q', answer: 'Oui' },
    ]);
  });
});

describe('summaries', () => {
  it("shows 'N/A' for an empty answer unless the site translates it", () => {
    expect(noAnswerText()).toBe('N/A');
    expect(noAnswerText('  ')).toBe('N/A');
    expect(noAnswerText(' Sans réponse ')).toBe('Sans réponse');
  });

  it('knows an empty answer of every kind', () => {
    expect(hasAnswer({ type: 'text', rawTitle: 'T', value: '' })).toBe(false);
    expect(hasAnswer({ type: 'checkbox', rawTitle: 'C', values: [''] })).toBe(false);
    expect(hasAnswer({ type: 'checkbox', rawTitle: 'C', value: 'Static Value' })).toBe(true);
    expect(hasAnswer({ type: 'likert', rawTitle: 'L', values: {} })).toBe(false);
    expect(hasAnswer({ type: 'time', rawTitle: 'T', values: { Ampm: 'am' } })).toBe(false);
    expect(hasAnswer({ type: 'time', rawTitle: 'T', values: { Minute: '30', Ampm: 'am' } })).toBe(true);
    expect(hasAnswer({ type: 'address', rawTitle: 'A' })).toBe(false);
  });

  it('writes each kind as plain text', () => {
    const text = (type: string, values: Record<string, string> | string[]): string =>
      summaryText({ type, rawTitle: 'x', values });
    expect(
      text('address', {
        Line1: '123 Main St',
        Line2: 'Apt #1',
        City: 'New York',
        State: 'NY',
        Zip: '10013',
        Country: 'US',
      }),
    ).toBe('123 Main St\nApt #1\nNew York, NY 10013 US');
    expect(text('name', { First: 'Ada', Last: 'Lovelace' })).toBe('Ada Lovelace');
    expect(text('date', { Month: '12', Day: '10', Year: '1815' })).toBe('12/10/1815');
    expect(text('time', { Minute: '30', Ampm: 'am' })).toBe('00:30:00 am');
    expect(text('phone', { Country: '1', Areacode: '646', Prefix: '123', Line: '0000' })).toBe(
      '+1 646-123-0000',
    );
    expect(text('phone', { Areacode: '646', Prefix: '123', Line: '0000' })).toBe('646-123-0000');
    expect(text('checkbox', ['Red', 'Blue'])).toBe('Red, Blue');
    expect(text('likert', { 'Stuff is good': '1', 'Things are nice': '2' })).toBe(
      'Stuff is good: Agree\nThings are nice: Strongly Agree',
    );
    expect(summaryText({ type: 'radio', rawTitle: 'R', value: 'Yes' })).toBe('Yes');
    expect(summaryText({ type: 'date', rawTitle: 'D', values: {} })).toBe('');
  });

  it('covers every field type of SPEC §3', () => {
    expect(FORM_FIELD_TYPES).toHaveLength(19);
  });
});
