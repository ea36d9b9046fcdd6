// The forms suites' website: the demo's form with every field type (fixtures/demo/forms.json) on /form-examples, a mailing list, an owner and an API key.
import type { Knex } from 'knex';
import { readFileSync } from 'node:fs';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import { TABLES } from '../../server/db/tables.js';

/** The ids and secrets the suites use. */
export interface FormsFixture {
  websiteId: string;
  examplesFormId: string;
  /** A form with a captcha, on the page /captcha. */
  captchaFormId: string;
  /** A form that sends the visitor elsewhere after a submission, on the page /redirecting. */
  redirectFormId: string;
  mailingListId: string;
  /** An API key with `forms:read`. */
  formsKey: string;
  /** An API key without it. */
  otherKey: string;
}

/** The demo's form with every field type, as fixtures/demo/forms.json has it. */
export function demoExamplesForm(): {
  name: string;
  fields: Record<string, unknown>[];
  submissionMessage: string;
  submissionHtml: string;
  disclaimerMessage: string;
} {
  const forms = JSON.parse(readFileSync(new URL('../../fixtures/demo/forms.json', import.meta.url), 'utf8'));
  return forms.find((form: { key: string }) => form.key === 'field-examples');
}

/** The address the form's mail goes to. */
export const OWNER_INBOX = 'hello@harborandpine.test';

/** Seeds the default website with the demo's every-field form on /form-examples and two more forms. */
export async function seedForms(db: Knex): Promise<FormsFixture> {
  const [website] = await db(TABLES.websites)
    .insert({ site_title: 'Harbor & Pine', time_zone: 'UTC', currency: 'USD', is_default: true })
    .returning('id');
  const websiteId = website.id as string;
  const [list] = await db(TABLES.mailingLists)
    .insert({ website_id: websiteId, name: 'Harbor Letters' })
    .returning('id');
  const examples = demoExamplesForm();
  const insertForm = async (fields: Record<string, unknown>) =>
    (
      await db(TABLES.forms)
        .insert({ website_id: websiteId, ...fields })
        .returning('id')
    )[0].id as string;
  const examplesFormId = await insertForm({
    name: examples.name,
    fields: JSON.stringify(examples.fields),
    submission_message: examples.submissionMessage,
    submission_html: examples.submissionHtml,
    disclaimer_message: examples.disclaimerMessage,
    storage: {
      email: { to: [OWNER_INBOX], subjectPrefix: '[Form examples]' },
      mailingList: { mailingListId: list.id, optInFieldId: 'interests' },
    },
  });
  const simpleFields = JSON.stringify([{ id: 'email', type: 'email', title: 'Email', required: true }]);
  const captchaFormId = await insertForm({ name: 'Protected', fields: simpleFields, captcha_enabled: true });
  const redirectFormId = await insertForm({
    name: 'Redirecting',
    fields: simpleFields,
    success_redirect: '/thank-you',
  });
  const page = (urlId: string, title: string, blocks: unknown[]) =>
    db(TABLES.pages).insert({
      website_id: websiteId,
      url_id: urlId,
      page_type: 2,
      title,
      content: { blocks },
    });
  await page('home', 'Home', [{ type: 'heading', text: 'Welcome' }]);
  await page('form-examples', 'Form Examples', [
    { type: 'form', formId: examplesFormId, buttonText: 'Send Answers' },
  ]);
  await page('captcha', 'Protected', [{ type: 'form', formId: captchaFormId }]);
  await page('redirecting', 'Redirecting', [{ type: 'form', formId: redirectFormId }]);
  const formsKey = await createApiKey(db, {
    websiteId,
    name: 'forms',
    scopes: ['forms:read'],
    createdByAccountId: null,
  });
  const otherKey = await createApiKey(db, {
    websiteId,
    name: 'other',
    scopes: ['website:read'],
    createdByAccountId: null,
  });
  return {
    websiteId,
    examplesFormId,
    captchaFormId,
    redirectFormId,
    mailingListId: list.id as string,
    formsKey: formsKey.key,
    otherKey: otherKey.key,
  };
}

/** A complete, valid answer set for the demo's every-field form (field id → value, as SPEC §3's kinds). */
export function validExampleAnswers(): Record<string, unknown> {
  return {
    name: ['Ada', 'Lovelace'],
    email: 'ada@example.com',
    phone: ['207', '555', '0142'],
    reason: 'Wholesale',
    'order-number': 'HP-10245',
    message: 'Do you sell the wool blanket wholesale?',
    'visit-date': ['5', '14', '2027'],
    'visit-time': ['10', '30', '', 'AM'],
    'group-size': '4',
    budget: '250.00',
    address: ['14 Water Street', '', 'Portland', 'ME', '04101', 'US'],
    website: 'https://example.com',
    twitter: 'ada',
    'trade-code': 'secret',
    'heard-from': 'A friend',
    interests: ['New arrivals', 'Sales'],
    'last-visit': { 'The staff were helpful.': '2', 'I found what I was looking for.': '1' },
    source: 'form-examples-page',
  };
}
