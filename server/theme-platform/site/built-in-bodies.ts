// The built-in theme's page bodies without its layout: what a platform theme shows for pages it has no template for, and page blocks as HTML.
import { compile } from '../../../engine/index.js';
import type { RenderOptions, Template } from '../../../engine/types.js';
import { PREDICATES } from '../../../formatters/index.js';
import type { PageView } from '../../site/context/page-view.js';
import { defaultThemeDir } from '../../site/render/paths.js';
import { THEME_FORMATTERS } from '../../site/render/theme-formatters.js';
import { CONTENT_TEMPLATE, loadPlatformTheme, type PlatformTheme } from '../platform-theme.js';
import { mainTemplateFor } from './main-template.js';

/** A theme's page bodies and blocks, rendered without its layout. */
export interface BuiltInBodies {
  /** The body of `view` (no layout) rendered with `context`; '' when the theme has no template for it. */
  render(view: Pick<PageView, 'template'>, context: Record<string, unknown>, options?: RenderOptions): string;
  /** The theme's block `name` (`page-islands.block`) applied to `context`; '' when it has none. */
  block(name: string, context: Record<string, unknown>, options?: RenderOptions): string;
  /** Page blocks (as page-blocks.ts shapes them) rendered with the theme's `page-block.block` partial. */
  blocks(blocks: readonly unknown[], context: Record<string, unknown>, options?: RenderOptions): string;
}

const BLOCK_LIST = '{.repeated section platformBlocks}{@|apply page-block.block}\n{.end}';

/**
 * The bodies of `theme` (the built-in theme, loaded as any platform theme is): the main template
 * the theme shows a view with (main-template.ts), rendered alone. The block list is compiled again
 * when the theme's blocks are (in development, after a change).
 */
export function bodiesOf(theme: PlatformTheme): BuiltInBodies {
  let blockList: { partials: Readonly<Record<string, Template>>; template: Template } | undefined;
  const listOf = () => {
    const partials = theme.partials();
    if (blockList?.partials !== partials) {
      const template = compile(BLOCK_LIST, {
        formatters: THEME_FORMATTERS,
        predicates: PREDICATES,
        partials: partials as Record<string, Template>,
        name: 'platform-blocks',
      }).template;
      blockList = { partials, template };
    }
    return blockList;
  };
  return {
    render(view, context, options = {}) {
      const template = mainTemplateFor(theme, view, context, undefined);
      if (template === CONTENT_TEMPLATE) return '';
      return theme.renderMain(template, context, options).html;
    },
    block(name, context, options = {}) {
      return theme.renderMain(`blocks/${name}`, context, options).html;
    },
    blocks(blocks, context, options = {}) {
      const { partials, template } = listOf();
      return template.render(
        { ...context, platformBlocks: blocks },
        { ...options, partials: partials as Record<string, Template> },
      ).html;
    },
  };
}

let shared: BuiltInBodies | undefined;

/** The built-in theme's (`templates/`) bodies, loaded on first ask and kept for the process. */
export function builtInBodies(): BuiltInBodies {
  shared ??= bodiesOf(loadPlatformTheme({ dir: defaultThemeDir(), development: false }));
  return shared;
}
