// The block areas the site's theme declares, as the owner's page editor lists them.
import type { BlockFieldsReply } from '../../../domain/owner-api/pages.js';
import { builtInThemeName } from '../../site/render/paths.js';
import type { PlatformTheme } from '../../theme-platform/platform-theme.js';

/**
 * The block areas `theme` declares (`<squarespace:block-field>` with a fixed id), each with its
 * columns and the files declaring it, and the theme's name. The built-in theme (no platform
 * theme) has none.
 */
export function blockFieldsOf(theme: PlatformTheme | undefined): BlockFieldsReply {
  if (theme === undefined) return { fields: [], theme: builtInThemeName() };
  return {
    fields: theme.blockFields().map(({ id, columns, files }) => ({ id, columns, templates: files })),
    theme: theme.folder()?.conf.name ?? '',
  };
}
