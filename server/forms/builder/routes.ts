// The form builder's owner routes (declared on the owner route table, so openapi.json describes them): one form, create, save, duplicate, delete, and where submissions may go.
import {
  formBodySchema,
  formDestinationsSchema,
  formInUseErrorSchema,
  formParamsSchema,
  formReplySchema,
} from '../../../domain/owner-api/forms.js';
import { errorResponse, staleVersionResponse } from '../../owner/api/error-responses.js';
import type { OwnerApi } from '../../owner/api/owner-api.js';
import { ifMatchVersion } from '../../owner/api/versions.js';
import { createForm, duplicateForm, readForm, removeForm, saveForm } from './form-service.js';
import { formWebhookCount, mailingListChoices } from './form-store.js';

const TAG = 'Forms';
const invalid = errorResponse(
  'Update the missing or invalid information above: `fields` names each problem by its path (`fields.2.options`: “Add at least one option.”).',
);
const missing = errorResponse('No such form.');
const inUse = {
  description:
    'The form is on a page (a Form block) or a product: a save that removes fields says which (send it again with `confirmRemoveFields: true`); a delete is refused until it is taken off.',
  schema: formInUseErrorSchema,
};

/** Declares the form builder's routes on `api`: those who build pages (`pages:edit`, key scope `pages:write`) write forms. */
export function registerFormBuilderRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/form-destinations',
    operationId: 'listFormDestinations',
    summary:
      'Where a form’s submissions may go besides being stored and emailed: the website’s mailing lists, and how many webhooks hear of submissions.',
    tag: TAG,
    capability: 'pages:view',
    responses: { 200: { description: 'The destinations.', schema: formDestinationsSchema } },
    handle: async ({ db, website }) => ({
      mailingLists: await mailingListChoices(db, website.id),
      webhooks: await formWebhookCount(db, website.id),
    }),
  });

  api.route({
    method: 'post',
    path: '/forms',
    operationId: 'createForm',
    summary:
      'Creates a form: its fields in order (`type`, `label`, `required`, description, placeholder, options, character limit…), texts and where submissions go. New fields get ids made from their labels.',
    tag: TAG,
    capability: 'pages:edit',
    body: formBodySchema,
    responses: { 201: { description: 'The new form.', schema: formReplySchema }, 400: invalid },
    handle: async ({ db, website, actor, body }) => ({
      status: 201,
      body: { form: await createForm(db, { websiteId: website.id, actor }, body) },
    }),
  });

  api.route({
    method: 'get',
    path: '/forms/{id}',
    operationId: 'getForm',
    summary:
      'One form as the builder edits it, with the pages and products that use it and its submission count.',
    tag: TAG,
    capability: 'pages:view',
    params: formParamsSchema,
    responses: { 200: { description: 'The form.', schema: formReplySchema }, 404: missing },
    handle: async ({ db, website, params }) => ({ form: await readForm(db, website.id, params.id) }),
  });

  api.route({
    method: 'put',
    path: '/forms/{id}',
    operationId: 'updateForm',
    summary:
      'Saves a form. Fields sent with their `id` are kept (their submissions’ answers too); fields left out are removed, which a form in use refuses (409) until `confirmRemoveFields: true`. Submissions already received keep their answers as sent.',
    tag: TAG,
    capability: 'pages:edit',
    params: formParamsSchema,
    body: formBodySchema,
    ifMatch: 'optional',
    responses: {
      200: { description: 'The saved form.', schema: formReplySchema },
      400: invalid,
      404: missing,
      409: inUse,
      412: staleVersionResponse('form'),
    },
    handle: async ({ req, db, website, actor, params, body }) => ({
      form: await saveForm(db, { websiteId: website.id, actor }, params.id, body, ifMatchVersion(req)),
    }),
  });

  api.route({
    method: 'post',
    path: '/forms/{id}/duplicate',
    operationId: 'duplicateForm',
    summary: 'Copies a form (fields, texts and destinations) as “… (copy)”, with no submissions.',
    tag: TAG,
    capability: 'pages:edit',
    params: formParamsSchema,
    responses: { 201: { description: 'The copy.', schema: formReplySchema }, 404: missing },
    handle: async ({ db, website, actor, params }) => ({
      status: 201,
      body: { form: await duplicateForm(db, { websiteId: website.id, actor }, params.id) },
    }),
  });

  api.route({
    method: 'delete',
    path: '/forms/{id}',
    operationId: 'deleteForm',
    summary: 'Deletes a form and its submissions; refused (409) while a page or product uses it.',
    tag: TAG,
    capability: 'pages:edit',
    params: formParamsSchema,
    responses: { 204: { description: 'Deleted.' }, 404: missing, 409: inUse },
    handle: async ({ db, website, actor, params }) => {
      await removeForm(db, { websiteId: website.id, actor }, params.id);
      return { status: 204 };
    },
  });
}
