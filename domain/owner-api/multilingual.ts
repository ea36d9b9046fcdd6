// The languages of a site and the translations of its pages as the owner API reads and writes them (SPEC §7's /api/multilingual calls and the editor's translation routes).
import { z } from 'zod';
import { notExpectedOption } from '../owner-messages.js';
import {
  canonicalLanguageTag,
  curatedLanguage,
  MAX_EXTRA_LANGUAGES,
  notALanguageTag,
  LANGUAGE_MESSAGES,
} from '../site-languages.js';

/** One language tag an owner sends: well-formed BCP 47 (canonical case kept) and one of the curated languages. */
export const languageTagSchema = z
  .string({ error: 'Send a language tag like fr.' })
  .trim()
  .transform((tag, ctx) => {
    const canonical = canonicalLanguageTag(tag);
    if (canonical === undefined) {
      ctx.addIssue({ code: 'custom', message: notALanguageTag(tag) });
      return z.NEVER;
    }
    const curated = curatedLanguage(canonical);
    if (curated === undefined) {
      ctx.addIssue({ code: 'custom', message: notExpectedOption(canonical) });
      return z.NEVER;
    }
    return curated.tag;
  });

/** PUT /api/multilingual/languages (SPEC §7: languages): every language besides the primary one, in the switcher's order. */
export const languagesBodySchema = z.object({
  languages: z
    .array(languageTagSchema, { error: 'Send the languages as a list of tags.' })
    .max(MAX_EXTRA_LANGUAGES + 1, LANGUAGE_MESSAGES.tooMany)
    .superRefine((tags, ctx) => {
      tags.forEach((tag, index) => {
        if (tags.indexOf(tag) !== index)
          ctx.addIssue({ code: 'custom', message: LANGUAGE_MESSAGES.twice(tag), path: [index] });
      });
    }),
});

/** A language of the site. */
export const siteLanguageSchema = z.object({
  tag: z.string(),
  /** In English, for the editor. */
  name: z.string(),
  /** In the language itself, as the switcher shows it. */
  nativeName: z.string(),
  primary: z.boolean(),
  /** Where its home page is: `/` for the primary language, `/fr` for French. */
  path: z.string(),
});
export type SiteLanguage = z.output<typeof siteLanguageSchema>;

/** GET /api/multilingual/settings. */
export const multilingualSettingsSchema = z.object({
  enabled: z.boolean().describe('True when the site has a language besides its primary one.'),
  primary: z.string(),
  languages: z.array(siteLanguageSchema).describe('The primary language first.'),
  switcherShown: z.boolean().describe('The header shows the language switcher (when enabled).'),
});
export type MultilingualSettings = z.output<typeof multilingualSettingsSchema>;

/** GET /api/multilingual/status. */
export const multilingualStatusSchema = z.object({
  enabled: z.boolean(),
  totalPages: z.number().int().describe('Pages that can be translated (pages of blocks).'),
  languages: z.array(
    siteLanguageSchema.extend({
      translatedPages: z.number().int().describe('Pages with a saved translation in this language.'),
    }),
  ),
});
export type MultilingualStatus = z.output<typeof multilingualStatusSchema>;

/** GET /api/multilingual/languages: what one can add. */
export const availableLanguagesSchema = z.object({
  languages: z.array(z.object({ tag: z.string(), name: z.string(), nativeName: z.string() })),
});

/** The most characters of a translated text field. */
export const MAX_TRANSLATED_TEXT = 100_000;

/** PUT /api/owner/pages/{id}/translations/{language}: the translated title, description and block texts (by block id, then field). */
export const pageTranslationBodySchema = z.object({
  title: z.string().trim().max(300, 'At most 300 characters.').default(''),
  description: z.string().trim().max(1000, 'At most 1000 characters.').default(''),
  blocks: z
    .record(
      z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A block id has 1 to 64 letters, digits, - or _.'),
      z.record(z.string().max(40), z.string().max(MAX_TRANSLATED_TEXT, 'This text is too long.')),
    )
    .default({}),
});
export type PageTranslationInput = z.input<typeof pageTranslationBodySchema>;

/** A block of the primary page with its translatable texts, and their translations. */
export const translatableBlockSchema = z.object({
  id: z.string(),
  type: z.string(),
  fields: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      kind: z.enum(['text', 'html']),
      original: z.string(),
      translation: z.string(),
    }),
  ),
});

/** A page's translation in one language, beside the primary texts. */
export const pageTranslationSchema = z.object({
  pageId: z.string(),
  language: z.string(),
  original: z.object({ title: z.string(), description: z.string() }),
  title: z.string(),
  description: z.string(),
  blocks: z.array(translatableBlockSchema),
  /** When it was last saved; null before the first save. */
  updatedAt: z.string().nullable(),
  /** The page in this language on the site. */
  path: z.string(),
});
export type PageTranslation = z.output<typeof pageTranslationSchema>;

export const pageTranslationReplySchema = z.object({ translation: pageTranslationSchema });
