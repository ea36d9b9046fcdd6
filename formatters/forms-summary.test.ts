// Tests the summary-form-field formatter as a template author sees it: one block per answered field.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { FORMS_FORMATTERS } from './forms.js';

function render(field: unknown, extra: Record<string, unknown> = {}): string {
  const { template, errors } = compile('{field|summary-form-field}', { formatters: FORMS_FORMATTERS });
  expect(errors).toEqual([]);
  return template.render({ ...extra, field }).html;
}

/** The block the formatter writes around an answer. */
const block = (title: string, answer: string): string =>
  `<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">${title}:</span> ${answer}\n</div>`;

describe('summary-form-field', () => {
  it('shows an address on three lines, the second only when given', () => {
    const values = {
      Line1: '123 Main St',
      Line2: 'Apt #1',
      City: 'New York',
      State: 'New York',
      Zip: '10013',
      Country: 'US',
    };
    expect(render({ type: 'address', rawTitle: 'Address', values })).toBe(
      block(
        'Address',
        '<div style="padding-left:5px;">\n  <div>123 Main St</div>\n  <div>Apt #1</div>\n' +
          '  <div>New York, New York 10013 US</div>\n</div>',
      ),
    );
    expect(render({ type: 'address', rawTitle: 'Address', values: { ...values, Line2: '' } })).not.toContain(
      'Apt',
    );
  });

  it('shows name, date, phone and time the way the widgets write them', () => {
    expect(render({ type: 'name', rawTitle: 'Name', values: { First: 'Ada', Last: 'Lovelace' } })).toBe(
      block('Name', 'Ada Lovelace'),
    );
    expect(render({ type: 'date', rawTitle: 'Date', values: { Month: 12, Day: 10, Year: 1815 } })).toBe(
      block('Date', '12/10/1815'),
    );
    const phone = { Country: '1', Areacode: '646', Prefix: '123', Line: '0000' };
    expect(render({ type: 'phone', rawTitle: 'Phone', values: phone })).toBe(
      block('Phone', '+1 646-123-0000'),
    );
    expect(render({ type: 'phone', rawTitle: 'Phone', values: { ...phone, Country: '' } })).toBe(
      block('Phone', '646-123-0000'),
    );
    expect(
      render({ type: 'time', rawTitle: 'Time', values: { Hour: 9, Minute: 15, Second: 31, Ampm: 'am' } }),
    ).toBe(block('Time', '9:15:31 am'));
    expect(render({ type: 'time', rawTitle: 'Time', values: { Minute: '30', Ampm: 'am' } })).toBe(
      block('Time', '00:30:00 am'),
    );
  });

  it('lists checked boxes, or shows a single value', () => {
    expect(render({ type: 'checkbox', rawTitle: 'Colours', values: ['Red', 'Blue'] })).toBe(
      block('Colours', 'Red, Blue\n'),
    );
    expect(render({ type: 'checkbox', rawTitle: 'Checkbox', value: 'Static Value' })).toBe(
      block('Checkbox', 'Static Value'),
    );
  });

  it('labels likert answers, translated when the site says so', () => {
    const field = {
      type: 'likert',
      rawTitle: 'Views',
      values: { 'Stuff is good': '1', 'Things are nice': '2' },
    };
    expect(render(field)).toBe(
      block(
        'Views',
        '<div style="padding-left:5px;">\n  <div><span style="font-weight:bold;">Stuff is good:</span> Agree</div>\n' +
          '  <div><span style="font-weight:bold;">Things are nice:</span> Strongly Agree</div>\n</div>',
      ),
    );
    const translated = render(field, { localizedStrings: { productAnswerMapAgree: "D'accord" } });
    expect(translated).toContain("Stuff is good:</span> D'accord</div>");
    expect(translated).toContain('Things are nice:</span> Strongly Agree</div>');
    expect(render({ ...field, values: { q: 'bogus' } })).toContain('q:</span> Neutral</div>');
  });

  it('shows the value of radio, select, hidden and text fields', () => {
    for (const type of ['radio', 'select', 'hidden', 'text', 'email']) {
      expect(render({ type, rawTitle: 'Q', value: 'Yes' })).toBe(block('Q', 'Yes'));
    }
    expect(render({ type: 'number', rawTitle: 'Count', value: 12 })).toBe(block('Count', '12'));
  });

  it("shows 'N/A' for an empty answer, or the site's translation", () => {
    expect(render({ type: 'checkbox', rawTitle: 'Checkbox' })).toBe(block('Checkbox', 'N/A'));
    expect(render({ type: 'text', rawTitle: 'Note', value: '' })).toBe(block('Note', 'N/A'));
    expect(render({ type: 'likert', rawTitle: 'Views' })).toBe(block('Views', 'N/A'));
    expect(render({ type: 'time', rawTitle: 'Time', values: { Ampm: 'am' } })).toBe(block('Time', 'N/A'));
    expect(render({ type: 'address', rawTitle: 'Address', values: 'not parts' })).toBe(
      block('Address', 'N/A'),
    );
    const localizedStrings = { productSummaryFormNoAnswerText: '  Sans réponse ' };
    expect(render({ type: 'text', rawTitle: 'Note' }, { localizedStrings })).toBe(
      block('Note', 'Sans réponse'),
    );
  });

  it('skips sections', () => {
    expect(render({ type: 'section', rawTitle: 'About you' })).toBe('');
  });

  it('escapes the visitor answers and the title', () => {
    expect(render({ type: 'text', rawTitle: 'Q & A', value: '<b>hi</b>' })).toBe(
      block('Q &amp; A', '&lt;b&gt;hi&lt;/b&gt;'),
    );
    expect(render({ type: 'name', rawTitle: 'Name', values: { First: '<i>', Last: 'B&B' } })).toBe(
      block('Name', '&lt;i&gt; B&amp;B'),
    );
  });

  it('does not let a widget see the page around the field', () => {
    expect(
      render({ type: 'name', rawTitle: 'Name', values: { First: 'Ada' } }, { values: { Last: 'Leak' } }),
    ).toBe(block('Name', 'Ada '));
  });

  it('renders a block with no title for a missing field', () => {
    expect(render(undefined)).toBe(block('', 'N/A'));
  });
});
