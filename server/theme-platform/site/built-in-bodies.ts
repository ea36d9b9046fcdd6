// The built-in theme's page bodies without its layout: what a platform theme shows for pages it has no template for, and page blocks as HTML.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { compile } from '../../../engine/index.js';
import type { RenderOptions, Template } from '../../../engine/types.js';
import { PREDICATES } from '../../../formatters/index.js';
import { defaultThemeDir } from '../../site/render/paths.js';
import { THEME_FORMATTERS } from '../../site/render/theme.js';

/** The built-in templates by name (`pages/page`, `system/cart`), compiled once per process. */
export interface BuiltInBodies {
  /** The body of `template` (no layout) rendered with `context`; '' for an unknown template. */
  render(template: string, context: Record<string, unknown>, options?: RenderOptions): string;
  /** Page blocks (as page-blocks.ts shapes them) rendered with the built-in `page-block` partial. */
  blocks(blocks: readonly unknown[], context: Record<string, unknown>, options?: RenderOptions): string;
}

const LAYOUT = 'site.region';

function listTemplates(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listTemplates(path));
    else if (entry.isFile() && entry.name.endsWith('.jsont')) files.push(path);
  }
  return files.sort();
}

function compileOne(source: string, name: string, partials: Record<string, Template>): Template {
  return compile(source, { formatters: THEME_FORMATTERS, predicates: PREDICATES, partials, name }).template;
}

let shared: BuiltInBodies | undefined;

/** The built-in theme's templates (`templates/`), compiled on first ask; partials first. */
export function builtInBodies(dir: string = defaultThemeDir()): BuiltInBodies {
  if (shared !== undefined && dir === defaultThemeDir()) return shared;
  const templates = new Map<string, Template>();
  const partials: Record<string, Template> = {};
  const files = listTemplates(dir);
  const nameOf = (file: string) =>
    relative(dir, file)
      .split(sep)
      .join('/')
      .replace(/\.jsont$/, '');
  const isPartial = (file: string) => nameOf(file).startsWith('blocks/');
  for (const file of [...files.filter(isPartial), ...files.filter((file) => !isPartial(file))]) {
    const name = nameOf(file);
    if (name === LAYOUT) continue;
    const template = compileOne(readFileSync(file, 'utf8'), `templates/${name}.jsont`, partials);
    templates.set(name, template);
    if (isPartial(file)) partials[basename(name)] = template;
  }
  const blockList = compileOne(
    '{.repeated section platformBlocks}{@|apply page-block}\n{.end}',
    'platform-blocks',
    partials,
  );
  const bodies: BuiltInBodies = {
    render(template, context, options = {}) {
      const compiled = templates.get(template);
      if (compiled === undefined) return '';
      return compiled.render(context, { ...options, partials }).html;
    },
    blocks(blocks, context, options = {}) {
      return blockList.render({ ...context, platformBlocks: blocks }, { ...options, partials }).html;
    },
  };
  if (dir === defaultThemeDir()) shared = bodies;
  return bodies;
}
