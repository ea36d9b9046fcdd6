// Tests the `message` formatter as a template author sees it: substitution, plural, select, typed arguments.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import type { RenderOptions } from '../engine/types.js';
import { I18N_FORMATTERS } from './i18n.js';

function render(source: string, data: unknown, options: RenderOptions = {}): string {
  const { template, errors } = compile(source, { formatters: I18N_FORMATTERS });
  expect(errors).toEqual([]);
  return template.render(data, { locale: 'en', ...options }).html;
}

/** Renders `{msg|message ARGS}` with `msg` and the other fields of `data`. */
function message(msg: string, args: string, data: Record<string, unknown> = {}, locale = 'en'): string {
  return render(`{msg|message ${args}}`, { ...data, msg }, { locale });
}

describe('message substitution', () => {
  it('fills positional and named arguments, named ones also by position', () => {
    const msg = 'Hi, {name} {1} contains {2 plural one {# item} other {# items}}.';
    expect(
      message(msg, 'name=person.name what n', { person: { name: 'Bob' }, what: 'your cart', n: 3 }),
    ).toBe('Hi, Bob your cart contains 3 items.');
    expect(message('{0} and {who}', 'who:x', { x: 'Ann' })).toBe('Ann and Ann');
  });

  it('resolves arguments from the frame below the message, so loop items and @index work', () => {
    const source = '{.repeated section items}{msg|message @index @}|{.end}';
    const msg = 'The {0 selectordinal one{#st} two{#nd} few{#rd} other{#th}} item is a {1}.';
    expect(render(source, { msg, items: ['guitar', 'sax', 'drum set', 'flute'] })).toBe(
      'The 1st item is a guitar.|The 2nd item is a sax.|The 3rd item is a drum set.|The 4th item is a flute.|',
    );
  });

  it('prints arguments that are missing, null, objects or not passed as nothing', () => {
    expect(message('[{0}][{1}][{2}][{3}]', 'nothing empty obj', { empty: null, obj: { a: 1 } })).toBe(
      '[][][][]',
    );
  });

  it('prints booleans as words and money as its amount', () => {
    expect(
      message('{0} {1}', 'yes price', { yes: true, price: { decimalValue: '3.50', currencyCode: 'USD' } }),
    ).toBe('true 3.50');
  });

  it('prints nothing without locale data', () => {
    expect(message('Hi {0}', 'x', { x: 'Ann' }, 'none')).toBe('');
  });

  it('is also called plural', () => {
    expect(render('{msg|plural n}', { msg: '{0 plural one {# cat} other {# cats}}', n: 1 })).toBe('1 cat');
  });
});

describe('message plural and select', () => {
  const items = '{0 plural one {# item} other {# items}}';

  it('chooses English plural forms, counting visible fraction digits', () => {
    expect(['0', '1', '1.0', '2', '1.5'].map((n) => message(items, 'n', { n }))).toEqual([
      '0 items',
      '1 item',
      '1.0 items',
      '2 items',
      '1.5 items',
    ]);
  });

  it("chooses the render locale's plural forms", () => {
    const msg = '{0 plural zero{# ZERO} one{# ONE} two{# TWO} few{# FEW} many{# MANY} other{# OTHER}}';
    const numbers = ['0', '0.0', '1.1', '2', '17.0', '1000000'];
    expect(numbers.map((n) => message(msg, 'n', { n }, 'fr-FR'))).toEqual([
      '0 ONE',
      '0.0 ONE',
      '1.1 ONE',
      '2 OTHER',
      '17.0 OTHER',
      '1000000 MANY',
    ]);
  });

  it('matches =N exactly before categories and subtracts the offset for #', () => {
    const msg =
      '{0, plural, offset:1 =0 {nobody} =1 {just you} one {you and # other} other {you and # others}}';
    expect([0, 1, 2, 5].map((n) => message(msg, 'n', { n }))).toEqual([
      'nobody',
      'just you',
      'you and 1 other',
      'you and 4 others',
    ]);
  });

  it('counts text, missing and absent values as 0', () => {
    expect(message(items, 'n', { n: 'many' })).toBe('0 items');
    expect(message(items, 'n')).toBe('0 items');
    expect(message(items, '')).toBe('0 items');
  });

  it('selects by text, falling back to other, with # as the selecting value', () => {
    const msg = '{0 select female {her #} male {his} other {their}}';
    expect(['female', 'male', 'robot'].map((who) => message(msg, 'who', { who }))).toEqual([
      'her female',
      'his',
      'their',
    ]);
  });

  it('nests plural inside select', () => {
    const msg = '{0 select a {{1 plural one {# one} other {# many}}} other {none}}';
    expect(message(msg, 'k n', { k: 'a', n: 2 })).toBe('2 many');
  });

  it('prints nothing for a malformed plural', () => {
    expect(message('[{0 plural}][{0 plural one}][{0 plural others {x}}]', 'n', { n: 1 })).toBe('[][][]');
  });
});

describe('message text rules', () => {
  it('keeps a lone apostrophe and quotes braces and # after one', () => {
    expect(message("don't '{literal}' it''s", '')).toBe("don't {literal} it's");
    expect(message("{0 plural other {# '#'}}", 'n', { n: 2 })).toBe('2 #');
  });

  it('prints a hidden tag {-…} as a tag, an unknown one as nothing, and an unclosed brace as text', () => {
    expect(message('{-0} {0 shout} {0', 'x', { x: 'a' })).toBe('{0}  {0');
  });

  it('prints # literally outside plural and select', () => {
    expect(message('#{0}#', 'x', { x: 1 })).toBe('#1#');
  });
});

describe('message typed arguments', () => {
  const money = { decimalValue: '123456.789', currencyCode: 'EUR' };

  it('formats money and currency with the money options', () => {
    const msg = '{0 money}|{0 currency style:short}|{0 money style:name}';
    expect(message(msg, 'm', { m: money })).toBe('€123,456.79|€123K|123,456.79 euros');
    expect(message(msg, 'm', { m: { foo: 'bar' } })).toBe('||');
  });

  it('formats number and decimal with the decimal options', () => {
    expect(
      message('{0 number}|{0 decimal style:percent}|{0 number maxfrac:1}', 'n', { n: '1234.5678' }),
    ).toBe('1,234.568|123,457%|1,234.6');
  });

  it('formats datetime in the website zone', () => {
    const data = { t: 1582571080000, website: { timeZone: 'Europe/Paris' } };
    expect(message('{0 datetime date:long}, {0 datetime skeleton:Hm}', 't', data)).toBe(
      'February 24, 2020, 20:04',
    );
  });

  it('formats datetime-interval from two arguments, with thin spaces around the dash', () => {
    const msg = '{0;1 datetime-interval}\n{0;1 datetime-interval yMMMMdEEEE}';
    expect(message(msg, 's e', { s: 1582663910000, e: 1583763910000 })).toBe(
      'Feb 25\u2009–\u2009Mar 9, 2020\nTuesday, February 25\u2009–\u2009Monday, March 9, 2020',
    );
  });

  it('formats humanize-duration in words', () => {
    expect(message('{0 humanize-duration}', 'ms', { ms: 3725000 })).toBe('1 hour, 2 minutes, 5 seconds');
  });
});
