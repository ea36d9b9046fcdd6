// The built-in theme's page bodies without its layout: what a platform theme shows for pages it has no template for, and page blocks as HTML.
import { compile } from '../../../engine/index.js';
import type { RenderOptions, Template } from '../../../engine/types.js';
import { PREDICATES } from '../../../formatters/index.js';
import { defaultThemeDir } from '../../site/render/paths.js';
import { compileThemeTemplates, THEME_FORMATTERS } from '../../site/render/theme.js';

/** The built-in templates by the names page views use (`pages/page`, `system/cart`), compiled once per process. */
export interface BuiltInBodies {
  /** The body of `template` (no layout) rendered with `context`; '' for an unknown template. */
  render(template: string, context: Record<string, unknown>, options?: RenderOptions): string;
  /** Page blocks (as page-blocks.ts shapes them) rendered with the built-in `page-block.block` partial. */
  blocks(blocks: readonly unknown[], context: Record<string, unknown>, options?: RenderOptions): string;
}

let shared: BuiltInBodies | undefined;

/**
 * The built-in theme's templates (`templates/`, read and named as the built-in theme reads them:
 * server/site/render/theme.ts), compiled on first ask. The layout is never rendered.
 */
export function builtInBodies(dir: string = defaultThemeDir()): BuiltInBodies {
  if (shared !== undefined && dir === defaultThemeDir()) return shared;
  const { templates, partials } = compileThemeTemplates(dir);
  const blockList: Template = compile(
    '{.repeated section platformBlocks}{@|apply page-block.block}\n{.end}',
    {
      formatters: THEME_FORMATTERS,
      predicates: PREDICATES,
      partials,
      name: 'platform-blocks',
    },
  ).template;
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
