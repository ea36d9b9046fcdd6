// openapi.json entries of SPEC §7's header-and-footer and language calls (server/header-footer/, server/multilingual/), mounted outside the route table.
import { headerFooterSchema } from '../../../domain/owner-api/header-footer.js';
import {
  availableLanguagesSchema,
  languagesBodySchema,
  multilingualSettingsSchema,
  multilingualStatusSchema,
} from '../../../domain/owner-api/multilingual.js';
import { HEADER_FOOTER_PATH, HEADER_FOOTER_READ, HEADER_FOOTER_WRITE } from '../../header-footer/routes.js';
import { LANGUAGES_READ, LANGUAGES_WRITE, MULTILINGUAL_PATH } from '../../multilingual/routes.js';
import type { DocumentedOperation } from '../api/openapi.js';
import { describeRoute, type DocGuard } from './operation.js';

const guardOf = (rule: { roles: readonly number[]; scope: string }): DocGuard => ({
  roles: rule.roles,
  scopes: [rule.scope],
});

/** The header and footer, and the site's languages. */
export function languageOperations(): DocumentedOperation[] {
  const settings = { description: 'The languages now.', schema: multilingualSettingsSchema };
  return [
    describeRoute({
      method: 'get',
      path: HEADER_FOOTER_PATH,
      operationId: 'getSiteHeaderFooter',
      summary: 'The site’s header and footer',
      tag: 'Design',
      about:
        'Header: layout, announcement bar, search and cart links, a call-to-action button; footer: rich text, copyright line, footer menu. Every field is set (defaults for what was never saved).',
      guard: guardOf(HEADER_FOOTER_READ),
      responses: { 200: { description: 'The header and footer.', schema: headerFooterSchema } },
    }),
    describeRoute({
      method: 'put',
      path: HEADER_FOOTER_PATH,
      operationId: 'saveSiteHeaderFooter',
      summary: 'Save the site’s header and footer',
      tag: 'Design',
      about:
        'SPEC §7: sends `header` and `footer`. Both are replaced (fields left out take their defaults); the footer’s HTML is sanitised; every page shows them at once.',
      guard: guardOf(HEADER_FOOTER_WRITE),
      body: headerFooterSchema,
      responses: { 200: { description: 'The header and footer as saved.', schema: headerFooterSchema } },
    }),
    describeRoute({
      method: 'get',
      path: `${MULTILINGUAL_PATH}/settings`,
      operationId: 'getMultilingualSettings',
      summary: 'The site’s languages',
      tag: 'Languages',
      about:
        'The primary language first, then the others in the switcher’s order, and whether the switcher shows.',
      guard: guardOf(LANGUAGES_READ),
      responses: { 200: { description: 'The languages.', schema: multilingualSettingsSchema } },
    }),
    describeRoute({
      method: 'get',
      path: `${MULTILINGUAL_PATH}/status`,
      operationId: 'getMultilingualStatus',
      summary: 'How much of the site is translated',
      tag: 'Languages',
      about: 'Per language, how many of the site’s pages of blocks have a saved translation.',
      guard: guardOf(LANGUAGES_READ),
      responses: { 200: { description: 'The status.', schema: multilingualStatusSchema } },
    }),
    describeRoute({
      method: 'get',
      path: `${MULTILINGUAL_PATH}/languages`,
      operationId: 'listAvailableLanguages',
      summary: 'The languages one can add',
      tag: 'Languages',
      about: 'The curated list, with each language’s English and own name; the primary language is left out.',
      guard: guardOf(LANGUAGES_READ),
      responses: { 200: { description: 'The languages.', schema: availableLanguagesSchema } },
    }),
    describeRoute({
      method: 'put',
      path: `${MULTILINGUAL_PATH}/languages`,
      operationId: 'saveLanguages',
      summary: 'Set the site’s other languages',
      tag: 'Languages',
      about:
        'SPEC §7: sends `languages`, BCP 47 tags from the curated list (the primary one, if sent, is skipped). A language left out is removed with its page translations. Refused when a page or collection already answers at the language’s address (`/fr`).',
      guard: guardOf(LANGUAGES_WRITE),
      body: languagesBodySchema,
      responses: { 200: settings },
    }),
    describeRoute({
      method: 'delete',
      path: `${MULTILINGUAL_PATH}/connection`,
      operationId: 'disconnectMultilingual',
      summary: 'Turn multilingual off',
      tag: 'Languages',
      about:
        'Removes every language but the primary one, and every page translation with them; the language switcher and `/{language}/…` addresses go away.',
      guard: guardOf(LANGUAGES_WRITE),
      responses: { 200: settings },
    }),
  ];
}
