// openapi.json entries of the owner's site routes outside the table: form submissions, SPEC §7's menu calls, the restock lists, and openapi.json itself.
import { z } from 'zod';
import { MAX_NAVIGATION_LINKS, navigationItemSchema } from '../../../domain/owner-api/navigation.js';
import { CAPABILITY_SCOPES, rolesWith } from '../../../domain/owner-permissions.js';
import { ROLE } from '../../../domain/roles.js';
import { pageQuery, SUBMISSION_READER_ROLES } from '../../forms/owner-routes.js';
import { specUpdateNavigationBody, updateNavigationBody } from '../navigation/navigation-input.js';
import { RESTOCK_OWNER_PATH } from '../../restock/routes.js';
import { jsonSchemaOf, type DocumentedOperation } from '../api/openapi.js';
import { describeRoute, failure } from './operation.js';

const formParam = { formId: { description: 'The form block’s form.' } };
const NO_FORM = failure('No such form.');

const submission = z.object({
  id: z.string(),
  createdAt: z.string(),
  pageUrl: z.string().nullable(),
  values: z.unknown().describe('The submitted values, by field id.'),
  summary: z.unknown().describe('The fields as the form showed them: title and value each.'),
});

const submissionsPage = z.object({
  form: z.object({ id: z.string(), name: z.string() }),
  submissions: z.array(submission),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasNextPage: z.boolean(),
});

const menuLinks = z.array(navigationItemSchema).max(MAX_NAVIGATION_LINKS);

/** Both shapes UpdateNavigation takes; they differ in `navigation` (an array, or SPEC §3's `{ items }`), so one of them matches. */
function updateNavigationShapes(): Record<string, unknown> {
  const { anyOf, ...rest } = jsonSchemaOf(z.union([updateNavigationBody, specUpdateNavigationBody]));
  return { oneOf: anyOf, ...rest };
}

/** Who sees and notifies the restock waiting lists (server/restock/routes.ts READ and WRITE). */
const RESTOCK_ROLES = [ROLE.admin, ROLE.websiteManager, ROLE.storeManager];

const signUp = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  email: z.string(),
  isJoinMailingList: z.boolean(),
  language: z.string().nullable(),
  siteUserId: z.string().nullable(),
  createdOn: z.string(),
  notifiedOn: z.string().nullable().describe('Null while the person is waiting.'),
});

const signUpGroup = z.object({
  productId: z.string(),
  variantId: z.string(),
  productTitle: z.string(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  qtyInStock: z.number().int(),
  unlimited: z.boolean(),
  soldOut: z.boolean(),
  waitingCount: z.number().int(),
  notifiedCount: z.number().int(),
  oldestWaitingOn: z.string().nullable(),
});

const restockPage = z.object({
  signUps: z.array(signUp),
  signUpGroups: z.array(signUpGroup),
  hasNextPage: z.boolean(),
  nextPageCursor: z.string().nullable(),
});

const variantRef = z.object({ productId: z.string(), variantId: z.string() });
const sent = variantRef.extend({
  notified: z.number().int().describe('People emailed now.'),
  waiting: z.number().int().describe('People still waiting.'),
});

const pageParams = {
  cursor: {
    description: 'The `nextPageCursor` of the page before; none for the first page.',
    schema: { type: 'string' },
  },
  limit: {
    description: 'Rows per page (default 50).',
    schema: { type: 'integer', minimum: 1, maximum: 200 },
  },
};

const NO_VARIANT = failure(
  'The product or variant is unknown or nobody waits for it: "Sorry, that item variant is unavailable. Please select another variant."',
);

/** The form, navigation and restock routes, and openapi.json. */
export function siteOperations(): DocumentedOperation[] {
  const formReaders = { roles: SUBMISSION_READER_ROLES, scopes: ['forms:read'] };
  const menuRoles = rolesWith('pages:edit');
  const restockReaders = { roles: RESTOCK_ROLES, scopes: ['restock:read'] };
  const restockWriters = { roles: RESTOCK_ROLES, scopes: ['restock:write'] };
  return [
    describeRoute({
      method: 'get',
      path: '/api/owner/forms/{formId}/submissions',
      operationId: 'listFormSubmissions',
      summary: 'A form’s submissions, newest first',
      tag: 'Forms',
      about: 'One page of what visitors sent with the form.',
      guard: formReaders,
      pathParams: formParam,
      query: pageQuery,
      responses: {
        200: { description: 'A page of submissions.', schema: submissionsPage },
        400: failure('The page must be a whole number from 1, and pageSize from 1 to 100.'),
        404: NO_FORM,
      },
    }),
    describeRoute({
      method: 'get',
      path: '/api/owner/forms/{formId}/submissions.csv',
      operationId: 'exportFormSubmissions',
      summary: 'Every submission of a form, as CSV',
      tag: 'Forms',
      about: 'A column per field, newest first, sent as an attachment.',
      guard: formReaders,
      pathParams: formParam,
      responses: {
        200: { description: 'The CSV file.', contentType: 'text/csv', schema: { type: 'string' } },
        404: NO_FORM,
      },
    }),
    describeRoute({
      method: 'get',
      path: '/api/commondata/GetSiteLayout',
      operationId: 'getSiteLayout',
      summary: 'Every menu (SPEC §7)',
      tag: 'Pages',
      about:
        'The main navigation first; `links` are the stored items, so a client can change them and send them back.',
      guard: { roles: menuRoles, scopes: [CAPABILITY_SCOPES['pages:view'], 'website:read'] },
      responses: {
        200: {
          description: 'The menus.',
          schema: z.object({ layout: z.array(z.object({ identifier: z.string(), links: menuLinks })) }),
        },
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/widget/UpdateNavigation',
      operationId: 'updateSiteNavigation',
      summary: 'Replace a menu (SPEC §7)',
      tag: 'Pages',
      about:
        '`navigation` is SPEC §3’s `{ items }` or the items themselves; items nest four deep at most. A 400 `invalid-navigation` names an unknown page or collection, or a menu too deep or too long.',
      guard: { roles: menuRoles, scopes: [CAPABILITY_SCOPES['pages:edit']] },
      body: updateNavigationShapes(),
      responses: {
        200: {
          description: 'The menu as saved.',
          schema: z.object({ identifier: z.string(), links: menuLinks }),
        },
      },
    }),
    describeRoute({
      method: 'get',
      path: RESTOCK_OWNER_PATH,
      operationId: 'listRestockSignUps',
      summary: 'Restock waiting lists (SPEC §7)',
      tag: 'Commerce',
      about:
        'With `productId` and `variantId`: that variant’s sign-ups, oldest first (`signUps`). Without: one group per variant people wait for (`signUpGroups`).',
      guard: restockReaders,
      query: {
        ...pageParams,
        productId: { description: 'With `variantId`.', schema: { type: 'string' } },
        variantId: { description: 'With `productId`.', schema: { type: 'string' } },
      },
      responses: {
        200: { description: 'A page of the list.', schema: restockPage },
        400: failure('A cursor or page size that is not valid, or one of productId and variantId alone.'),
      },
    }),
    describeRoute({
      method: 'get',
      path: `${RESTOCK_OWNER_PATH}/groups`,
      operationId: 'listRestockGroups',
      summary: 'Variants people wait for (SPEC §7)',
      tag: 'Commerce',
      about: 'One group per variant, with how many wait and how many were told.',
      guard: restockReaders,
      query: pageParams,
      responses: {
        200: { description: 'A page of groups.', schema: restockPage },
        400: failure('A cursor or page size that is not valid.'),
      },
    }),
    describeRoute({
      method: 'post',
      path: `${RESTOCK_OWNER_PATH}/send`,
      operationId: 'sendRestockNotifications',
      summary: 'Tell the people waiting for a variant (SPEC §7)',
      tag: 'Commerce',
      about: 'Emails the oldest waiting sign-ups, no more than the variant has in stock.',
      guard: restockWriters,
      body: variantRef,
      responses: { 200: { description: 'Who was told.', schema: sent }, 404: NO_VARIANT },
    }),
    describeRoute({
      method: 'post',
      path: `${RESTOCK_OWNER_PATH}/send/all`,
      operationId: 'sendAllRestockNotifications',
      summary: 'Tell the people waiting for several variants (SPEC §7)',
      tag: 'Commerce',
      about: 'Up to 100 variants, one after the other.',
      guard: restockWriters,
      body: z.object({ sendRequests: z.array(variantRef).min(1).max(100) }),
      responses: {
        200: {
          description: 'Who was told, per variant and in all.',
          schema: z.object({ results: z.array(sent), notified: z.number().int() }),
        },
        404: NO_VARIANT,
      },
    }),
    describeRoute({
      method: 'get',
      path: '/api/owner/openapi.json',
      operationId: 'getOpenApiDocument',
      summary: 'This document',
      tag: 'Account',
      about: 'The OpenAPI 3.1 document of every owner route, made from the schemas the routes validate with.',
      guard: 'public',
      responses: {
        200: { description: 'The document.', schema: { type: 'object', description: 'OpenAPI 3.1.' } },
      },
    }),
  ];
}
