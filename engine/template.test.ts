/** The engine's front door: compile and render as a theme developer uses them. */

import { describe, expect, it } from 'vitest';
import { compile } from './index.js';
import type { Formatter, Predicate } from './types.js';

describe('compile', () => {
  it('returns a template that renders any data, as often as needed', () => {
    const { template, errors } = compile('<h1>{title|htmltag}</h1>');
    expect(errors).toEqual([]);
    expect(template.render({ title: 'Tea & Cake' }).html).toBe('<h1>Tea &amp; Cake</h1>');
    expect(template.render({ title: '<b>' }).html).toBe('<h1>&lt;b&gt;</h1>');
  });

  it('keeps the instruction tree as plain JSON with positions', () => {
    const { template } = compile('a\n{.section b}{c}{.end}');
    const copy = JSON.parse(JSON.stringify(template.ast));
    expect(copy).toEqual(template.ast);
    expect(template.ast.block[1]).toMatchObject({ type: 'section', ref: ['b'], line: 2, column: 1 });
  });

  it('reports every mistake at once, each with its line, column and an excerpt', () => {
    const source = 'Hi {name|uppercase}\n{.section a}\n{.equals? x}y{.end}';
    const { errors } = compile(source);
    expect(errors.map((e) => [e.line, e.column, e.message])).toEqual([
      [1, 10, "Formatter 'uppercase' is unknown."],
      [3, 3, "Predicate 'equals?' is unknown. Did you mean 'equal?'?"],
      [2, 1, 'Reached EOF in the middle of SECTION'],
    ]);
    expect(errors[1].excerpt).toBe('3 | {.equals? x}y{.end}\n      ^');
  });

  it('suggests the closest formatter name for a typo', () => {
    const { errors } = compile('{title|htmltga}');
    expect(errors[0].message).toBe("Formatter 'htmltga' is unknown. Did you mean 'htmltag'?");
  });

  it('adds caller formatters and predicates and lets them replace built-in ones', () => {
    const shout: Formatter = (value) => String(value).toUpperCase();
    const html: Formatter = () => 'replaced';
    const big: Predicate = (_args, ctx) => Number(ctx.node) > 10;
    const { template, errors } = compile('{a|shout} {a|html} {.section n}{.big?}big{.or}small{.end}{.end}', {
      formatters: { shout, html },
      predicates: { 'big?': big },
    });
    expect(errors).toEqual([]);
    expect(template.render({ a: 'x', n: 11 }).html).toBe('X replaced big');
  });

  it('prints a bad tag as text, as the reference engine does, with a warning', () => {
    const { template, errors } = compile('a {.sektion x} b {color: red}');
    expect(template.render({}).html).toBe('a {.sektion x} b {color: red}');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ severity: 'warning', line: 1, column: 3 });
    expect(errors[0].message).toContain("did you mean '.section'?");
  });

  it('refuses a template over the size limit with an error instead of parsing it', () => {
    const { template, errors } = compile('x'.repeat(50), { limits: { templateSize: 10 } });
    expect(errors[0]).toMatchObject({
      kind: 'limit',
      message: 'Template is 50 characters, more than the limit of 10',
    });
    expect(template.render({}).html).toBe('');
  });
});

describe('render', () => {
  it('applies partials given as source, compiling each once', () => {
    const { template } = compile('{.repeated section people}{@|apply card}{.end}');
    const partials = { card: '<p>{name}</p>' };
    const data = { people: [{ name: 'Ada' }, { name: 'Alan' }] };
    expect(template.render(data, { partials }).html).toBe('<p>Ada</p><p>Alan</p>');
    expect(template.render(data, { partials }).html).toBe('<p>Ada</p><p>Alan</p>');
  });

  it('reports a missing partial at the instruction that needed it', () => {
    const { template } = compile('x\n  {a|apply nope}');
    const { html, errors } = template.render({ a: 1 });
    expect(html).toBe('x\n  ');
    expect(errors).toMatchObject([
      {
        kind: 'partial-missing',
        line: 2,
        column: 3,
        message: "Attempt to apply partial 'nope' which could not be found.",
      },
    ]);
  });

  it('names the partial an error comes from', () => {
    const { template } = compile('{@|apply p}');
    const { errors } = template.render({}, { partials: { p: '\n{x|apply missing}' } });
    expect(errors[0]).toMatchObject({ partial: 'p', line: 2, column: 1 });
  });

  it('gives injects, flags, locale and the clock to the template and its plugins', () => {
    const seen: unknown[] = [];
    const spy: Formatter = (_value, _args, ctx) => {
      seen.push([ctx.locale, ctx.timeZone, ctx.now, ctx.flags.beta]);
      return '';
    };
    const { template } = compile('{.inject @cfg cfg.json}{@cfg.name}{x|spy}', { formatters: { spy } });
    const result = template.render(
      { x: 1 },
      {
        injects: { 'cfg.json': { name: 'shop' } },
        locale: 'fr-FR',
        timeZone: 'Europe/Paris',
        now: 5,
        flags: { beta: true },
      },
    );
    expect(result.html).toBe('shop');
    expect(seen).toEqual([['fr-FR', 'Europe/Paris', 5, true]]);
  });

  it('runs .eval and .include unless the caller turns them off', () => {
    const { template } = compile('{.macro m}M{.end}{.include m output}{.eval 1 + 1}');
    expect(template.render({}).html).toBe('M2');
    expect(template.render({}, { expressions: false, includes: false }).html).toBe('');
  });

  it('keeps rendering after a formatter throws, reporting it on that instruction', () => {
    const boom: Formatter = () => {
      throw new TypeError('bad value');
    };
    const { template } = compile('a{x|boom}b', { formatters: { boom } });
    const { html, errors } = template.render({ x: 1 });
    expect(html).toBe('ab');
    expect(errors[0].message).toBe('Unexpected TypeError error when executing VARIABLE: bad value');
  });

  it('ends a runaway render at the instruction limit with a positioned error', () => {
    const { template } = compile('{.repeated section xs}{@}{.end}');
    const { errors } = template.render(
      { xs: Array.from({ length: 1000 }, (_, i) => i) },
      { limits: { instructions: 50 } },
    );
    expect(errors).toMatchObject([
      { kind: 'limit', line: 1, column: 23, message: 'Instruction limit of 50 reached; rendering stopped' },
    ]);
  });

  it('lets a formatter see the value frame, and `.var` the current node', () => {
    const { template } = compile('{.var @n item|get @.name}{@n}|{item|get name}', {});
    expect(template.render({ item: { name: 'cup' }, name: 'name' }).html).toBe('cup|');
  });
});
