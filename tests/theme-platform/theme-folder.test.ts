// Reading a developer-platform theme folder: what it finds, and the errors that name the file.
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readThemeFolder } from '../../server/theme-platform/theme-folder.js';
import { PLATFORM_FIXTURE, removeThemeCopies, themeCopy } from './theme-dirs.js';

afterAll(removeThemeCopies);

const CONF = {
  name: 'Broken',
  layouts: { default: { name: 'Default', regions: ['header', 'site', 'footer'] } },
  navigations: [{ title: 'Main', name: 'mainNavigation' }],
  stylesheets: ['reset.css', 'site.less'],
};

const messagesOf = (dir: string) => readThemeFolder(dir).errors.map((error) => error.message);

describe('readThemeFolder', () => {
  it('reads every part of the fixture theme', () => {
    const { folder, errors } = readThemeFolder(PLATFORM_FIXTURE);
    expect(errors).toEqual([]);
    expect(folder?.conf.name).toBe('Platform Fixture');
    expect([...(folder?.regions.keys() ?? [])].sort()).toEqual(['footer', 'header', 'site', 'wide']);
    expect([...(folder?.blocks.keys() ?? [])]).toEqual(['navigation.block', 'post-summary.block']);
    const blog = folder?.collections.get('blog');
    expect(blog?.conf.title).toBe('Blog');
    expect(blog?.list?.path).toBe('collections/blog.list');
    expect(blog?.item?.path).toBe('collections/blog.item');
    expect(folder?.pages.get('about')?.conf.layout).toBe('wide');
    expect(folder?.stylesheets).toEqual(['styles/reset.css', 'styles/site.less']);
    expect(folder?.scripts).toEqual(['site.js']);
    expect(folder?.assets).toEqual(['logo.svg']);
  });

  it('says a folder without template.conf is not a theme', () => {
    const dir = themeCopy(PLATFORM_FIXTURE);
    const { folder, errors } = readThemeFolder(`${dir}/styles`);
    expect(folder).toBeUndefined();
    expect(errors[0].message).toMatch(/^template\.conf: missing; .* is not a theme folder$/);
  });

  it('reads no file through a symbolic link', () => {
    const dir = themeCopy(PLATFORM_FIXTURE);
    writeFileSync(join(dir, '..', 'outside.block'), 'secret');
    symlinkSync(join(dir, '..', 'outside.block'), join(dir, 'blocks', 'outside.block'));
    expect([...(readThemeFolder(dir).folder?.blocks.keys() ?? [])]).not.toContain('outside.block');
    const linked = themeCopy(PLATFORM_FIXTURE);
    rmSync(join(linked, 'template.conf'));
    symlinkSync(join(dir, 'template.conf'), join(linked, 'template.conf'));
    expect(messagesOf(linked)).toEqual(['template.conf: must be a plain file, not a link or a folder']);
  });

  it('names the field of template.conf that is wrong, at its line', () => {
    const conf = { ...CONF, layouts: { default: { name: 'Default', regions: 'site' } } };
    const dir = themeCopy(PLATFORM_FIXTURE, { 'template.conf': JSON.stringify(conf, null, 2) });
    const [error] = readThemeFolder(dir).errors;
    expect(error.file).toBe('template.conf');
    expect(error.message).toBe('template.conf: layouts.default.regions must list region names');
    expect(error.line).toBe(6);
    expect(error.excerpt).toContain('"regions": "site"');
  });

  it('points at the character where the JSON breaks', () => {
    const dir = themeCopy(PLATFORM_FIXTURE, { 'template.conf': '{\n  "name": "x",\n  "layouts": {,\n}' });
    const [error] = readThemeFolder(dir).errors;
    expect(error.message).toMatch(/^template\.conf: is not valid JSON/);
    expect([error.line, error.column]).toEqual([3, 15]);
  });

  it('refuses regions, stylesheets and layouts that do not exist, with a guess', () => {
    const conf = {
      ...CONF,
      layouts: { default: { name: 'Default', regions: ['header', 'sitte', 'footer'] } },
      stylesheets: ['reset.css', 'sight.less', '../secret.less'],
    };
    const dir = themeCopy(PLATFORM_FIXTURE, {
      'template.conf': JSON.stringify(conf, null, 2),
      'pages/about.page.conf': '{ "title": "About", "layout": "wyde" }',
    });
    expect(messagesOf(dir)).toEqual([
      "template.conf: layouts.default.regions.1 names sitte.region, which is not in the theme folder. Did you mean 'site'?",
      "pages/about.page.conf: layout 'wyde' is not a layout of template.conf (default); the default layout is used.",
      'template.conf: stylesheets.1 names styles/sight.less, which is not in the theme folder; it is left out.' +
        " Did you mean 'site.less'?",
      'template.conf: stylesheets.2 must be a .less or .css file under styles/',
    ]);
  });

  it('checks collection and page .conf files', () => {
    const dir = themeCopy(PLATFORM_FIXTURE, {
      'collections/blog.conf': '{ "title": "Blog", "ordering": "random", "folder": "no" }',
      'collections/events.list': '<p>events</p>',
    });
    expect(messagesOf(dir)).toEqual([
      'collections/blog.conf: folder must be true or false',
      'collections/events.conf: missing; the collection is read with the title events',
    ]);
  });
});
