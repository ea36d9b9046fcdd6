// The forms' visitor routes (SPEC §7): the submission key, the save, the validation call, and the plain post with JavaScript off.
import express, {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import cookieParser from 'cookie-parser';
import type { FieldValue } from '../../domain/form-values.js';
import { answersFromInputs } from '../../domain/forms/field-names.js';
import type { FormFieldSpec } from '../../domain/forms/form-fields.js';
import { readSubmittedValues } from '../../domain/forms/validation.js';
import type { AppDeps } from '../app-deps.js';
import { localPath, refererPath } from '../commerce/cart/return-path.js';
import { HttpError } from '../http/http-error.js';
import { FORM_SUBMITTED_PARAM } from '../site/context/form-block.js';
import { formBlockCaptcha, type CaptchaCheck } from './captcha-check.js';
import { asFormError, formErrors } from './form-errors.js';
import { createFormPageRenderer, type FormPageOptions, type FormPageRenderer } from './form-page.js';
import { formSubmissionLimit } from './rate-limit.js';
import { formFor, saveFormSubmission, validateSubmission } from './service.js';
import { issueSubmissionKey } from './submission-keys.js';
import { templateSchemaHandler } from './template-schema-route.js';

/** SPEC §7's form paths, and the plain post's. */
export const FORM_PATHS = {
  key: '/api/form/FormSubmissionKey',
  save: '/api/form/SaveFormSubmission',
  validate: '/api/rest/forms/validate/:formId',
  templateSchema: '/api/template/GetTemplateSchema',
  plainPost: '/forms/:formId',
} as const;

/** The field a plain post names the page it came from with (the form block's template adds it). */
export const RETURN_TO_FIELD = 'tessera-return-to';

/** What the forms router needs besides the app's dependencies. */
export interface FormsRouterOptions extends FormPageOptions {
  /** The crumb check (`crumbProtection()`), run after the body is parsed. */
  crumb: RequestHandler;
  /** The bot check of forms with a captcha; default the site's (ALTCHA or reCAPTCHA Enterprise). */
  captcha?: CaptchaCheck;
  /** The limit on submissions; default 10 a minute per address, counted in the database. */
  submissionLimit?: RequestHandler;
  /** How a failed plain post is shown again; default the website's page with the form. */
  formPage?: FormPageRenderer;
  now?: () => Date;
}

function websiteOf(req: Request): { id: string; title: string } {
  if (req.website === undefined) throw formErrors.notConfigured();
  return req.website;
}

function plainObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Runs a form API handler; refusals pass as they are, anything unexpected becomes SPEC §8's 500. */
function formRoute(deps: AppDeps, handler: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return async function formRouteHandler(req: Request, res: Response, next: NextFunction) {
    try {
      await handler(req, res);
    } catch (error) {
      if (!(error instanceof HttpError))
        deps.logger.error({ err: error, url: req.originalUrl }, 'form request failed');
      next(asFormError(error));
    }
  };
}

/** Every value a urlencoded body posted under `name`, as text. */
function postedValues(body: Record<string, unknown>): (name: string) => string[] {
  return (name) => {
    const value = Object.prototype.hasOwnProperty.call(body, name) ? body[name] : undefined;
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return list.filter((entry): entry is string => typeof entry === 'string');
  };
}

/**
 * The forms router, mounted before `/api`'s not-found handler:
 * `GET /api/template/GetTemplateSchema?type=form` → the form block's template schema (template-schema-route.ts);
 * `POST /api/form/FormSubmissionKey` → `{ key }` (single use, good for an hour);
 * `POST /api/form/SaveFormSubmission` with `{ key, formId, form, captchaKey?, pageUrl? }` → 200
 * `{ id, submissionMessage, submissionHtml, successRedirect }`, or SPEC §8's refusals (401, 404,
 * 429, 500, 400 with `fields` for invalid answers);
 * `POST /api/rest/forms/validate/:formId` with `{ fieldId: value }` → 200 `{ errors: {} }`, or 400
 * with `fields`; and `POST /forms/:formId` (urlencoded, with the crumb): the same submission with
 * JavaScript off, answered 303 to the success address or back to the page with
 * `?formSubmitted=<id>`, or with the page shown again with its answers and messages.
 */
export function createFormsRouter(deps: AppDeps, options: FormsRouterOptions): Router {
  const { db, logger } = deps;
  const now = options.now ?? (() => new Date());
  const services = { captcha: options.captcha ?? formBlockCaptcha, logger };
  const limit = options.submissionLimit ?? formSubmissionLimit(deps);
  let formPage = options.formPage;
  const showFormPage: FormPageRenderer = (...args) => {
    formPage ??= createFormPageRenderer(deps, options);
    return formPage(...args);
  };
  const parse = [
    cookieParser(),
    express.json({ limit: '100kb' }),
    express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 1000 }),
    options.crumb,
  ];
  const router = Router();

  router.get(FORM_PATHS.templateSchema, templateSchemaHandler);

  router.post(
    FORM_PATHS.key,
    ...parse,
    formRoute(deps, async (req, res) => {
      const key = await issueSubmissionKey(db.knex, websiteOf(req).id, now());
      res.set('Cache-Control', 'no-store').json({ key });
    }),
  );

  router.post(
    FORM_PATHS.save,
    ...parse,
    limit,
    formRoute(deps, async (req, res) => {
      const website = websiteOf(req);
      const body = plainObject(req.body);
      if (body === undefined) throw formErrors.unparsable();
      const outcome = await saveFormSubmission(db.knex, services, {
        websiteId: website.id,
        siteTitle: website.title,
        formId: body.formId,
        key: body.key,
        form: body.form,
        captchaKey: body.captchaKey,
        pageUrl: body.pageUrl,
        visitorId: typeof req.cookies?.ss_cvr === 'string' ? req.cookies.ss_cvr.slice(0, 200) : undefined,
        now: now(),
      });
      res.set('Cache-Control', 'no-store').json(outcome);
    }),
  );

  router.post(
    FORM_PATHS.validate,
    ...parse,
    formRoute(deps, async (req, res) => {
      const body = plainObject(req.body);
      if (body === undefined) throw formErrors.unparsable();
      await validateSubmission(db.knex, websiteOf(req).id, req.params.formId, body);
      res.json({ errors: {} });
    }),
  );

  router.post(FORM_PATHS.plainPost, ...parse, limit, async (req, res, next) => {
    const body = plainObject(req.body) ?? {};
    const back = localPath(body[RETURN_TO_FIELD]) ?? refererPath(req) ?? '/';
    const formId = String(req.params.formId);
    let shown: Record<string, FieldValue> = {};
    try {
      const website = websiteOf(req);
      const { fields } = await formFor(db.knex, website.id, formId);
      const answers = answersFromInputs(fields, postedValues(body));
      shown = answersToShow(fields, answers);
      const at = now();
      const outcome = await saveFormSubmission(db.knex, services, {
        websiteId: website.id,
        siteTitle: website.title,
        formId,
        key: await issueSubmissionKey(db.knex, website.id, at),
        form: JSON.stringify(answers),
        captchaKey: body.captchaKey ?? body['altcha'] ?? body['g-recaptcha-response'],
        pageUrl: back,
        now: at,
      });
      if (outcome.successRedirect !== '') return res.redirect(303, outcome.successRedirect);
      const url = new URL(back, 'http://site.invalid');
      url.searchParams.set(FORM_SUBMITTED_PARAM, formId);
      res.redirect(303, `${url.pathname}${url.search}#form-${encodeURIComponent(formId)}-title`);
    } catch (error) {
      const refusal = asFormError(error);
      if (!(error instanceof HttpError))
        logger.error({ err: error, url: req.originalUrl }, 'form post failed');
      if (refusal.status === 404 && req.website === undefined) return next(refusal);
      try {
        await showFormPage(
          req,
          res,
          back,
          {
            formId,
            values: shown,
            errors: refusal.fields ?? {},
            message: refusal.fields === undefined ? refusal.message : '',
          },
          refusal.status,
        );
      } catch (renderError) {
        next(renderError);
      }
    }
  });
  return router;
}

/** The answers as posted, in their kinds, for the page to fill the form in again; a password is never sent back. */
function answersToShow(
  fields: readonly FormFieldSpec[],
  answers: Record<string, unknown>,
): Record<string, FieldValue> {
  const read = readSubmittedValues(fields, answers);
  if (!read.ok) return {};
  const shown = { ...read.values };
  for (const field of fields) if (field.type === 'password') delete shown[field.id];
  return shown;
}
