// The fonts the Design screen offers: the curated list with each family's built stylesheet (for previews) and font-family list.
import { CURATED_FONTS, fontStack } from '../../../domain/owner-api/design-rules.js';
import type { FontChoice } from '../../../domain/owner-api/design.js';
import { readFontLinks } from '../../site/fonts/font-manifest.js';
import { defaultAssetsDir } from '../../site/render/paths.js';

/**
 * Every curated font, by family name, with its stylesheet when the build wrote one into
 * `assetsDir` (else null: the preview then draws it in its fallbacks).
 */
export function fontChoices(assetsDir: string = defaultAssetsDir()): FontChoice[] {
  const families = readFontLinks(assetsDir)?.families ?? {};
  return [...CURATED_FONTS]
    .sort((a, b) => a.family.localeCompare(b.family))
    .map((font) => ({
      id: font.id,
      family: font.family,
      category: font.category,
      stylesheet: families[font.id]?.css ?? null,
      fontFamily: fontStack(font.id, families[font.id]?.fontFamily),
    }));
}
