// Tests that every built-in social and forms widget template compiles cleanly and is compiled once.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { widgetTemplate } from './social-widget-template.js';

const OURS = /^(comment-link|comments|like-button|summary-form-field-[a-z]+)\.jsont$/;
const names = readdirSync(new URL('./templates/', import.meta.url))
  .filter((file) => OURS.test(file))
  .map((file) => file.replace(/\.jsont$/, ''));

describe('widgetTemplate', () => {
  it('finds all ten widgets', () => {
    expect(names).toHaveLength(10);
  });

  it.each(names)('%s compiles without errors or warnings', (name) => {
    const template = widgetTemplate(name)();
    expect(compile(template.source).errors).toEqual([]);
    expect(template.source.endsWith('\n')).toBe(false);
  });

  it('compiles a template once however often it is used', () => {
    const get = widgetTemplate('comments');
    expect(get()).toBe(get());
  });
});
