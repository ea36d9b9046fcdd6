// Tests the form builder and the Forms screen: fields of several types added, reordered and previewed live, the save, the warning before a form in use loses a field, the server's refusals at their fields, duplicate and delete, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../domain/owner-api/forms.js';
import { invalidInputAnswer } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { FormsScreen } from '../forms-screen.js';
import { FormBuilderScreen } from './form-builder-screen.js';

const routes = [
  { path: '/forms', element: <FormsScreen /> },
  { path: '/forms/new', element: <FormBuilderScreen /> },
  { path: '/forms/:formId', element: <FormBuilderScreen /> },
];

const field = (
  id: string,
  type: FormDefinition['fields'][number]['type'],
  label: string,
  options: string[] = [],
) => ({
  id,
  type,
  label,
  description: '',
  placeholder: '',
  required: false,
  options,
  questions: [],
  maxLength: 0,
  value: '',
  defaultCountry: '',
});

function storedForm(change: Partial<FormDefinition> = {}): FormDefinition {
  return {
    id: 'f9',
    name: 'Wholesale enquiry',
    fields: [
      field('email', 'email', 'Email'),
      field('company', 'text', 'Company'),
      field('region', 'select', 'Region', ['North', 'South']),
    ],
    submitLabel: 'Send enquiry',
    submissionMessage: 'Thanks!',
    successRedirect: '',
    disclaimerMessage: '',
    captchaEnabled: false,
    storage: {
      emailEnabled: true,
      emailTo: ['buyers@example.com'],
      mailingListId: null,
      optInFieldId: null,
      webhooks: true,
    },
    usedOn: [{ kind: 'page', id: 'p1', title: 'Wholesale' }],
    submissionCount: 1,
    version: 3,
    updatedAt: '2026-11-29T12:00:00.000Z',
    ...change,
  };
}

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/form-destinations', {
    mailingLists: [{ id: 'l1', name: 'Trade news' }],
    webhooks: 1,
  });
  api.on('GET /api/owner/forms/f9', { form: storedForm() });
});

async function addField(user: ReturnType<typeof userEvent.setup>, type: string, label: string) {
  await user.selectOptions(screen.getByLabelText('Field type'), type);
  await user.click(screen.getByRole('button', { name: 'Add field' }));
  const labelInput = await screen.findByRole('textbox', { name: 'Label' });
  await user.clear(labelInput);
  await user.type(labelInput, label);
}

describe('the form builder', () => {
  it('builds a form of six field types, previews it live, moves a field, and creates it', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    api.on('POST /api/owner/forms', (call) => {
      sent = call.body;
      return { status: 201, body: { form: storedForm({ id: 'f10', usedOn: [], submissionCount: 0 }) } };
    });
    const { router, container } = renderEditor(routes, '/forms/new');
    await user.type(await screen.findByRole('textbox', { name: 'Form name' }), 'Wholesale enquiry');
    await addField(user, 'Name', 'Your name');
    await addField(user, 'Email', 'Email');
    await addField(user, 'Text', 'Company');
    await addField(user, 'Dropdown', 'Region');
    const options = screen.getByRole('textbox', { name: /Options/ });
    await user.clear(options);
    await user.type(options, 'North{Enter}South');
    await addField(user, 'Checkboxes', 'Interested in');
    await addField(user, 'Long text', 'Message');
    await user.click(screen.getByRole('checkbox', { name: 'Required' }));

    const preview = screen.getByTestId('form-preview');
    expect(within(preview).getByText('Company')).toBeTruthy();
    expect(within(preview).getByRole('option', { name: 'South' })).toBeTruthy();
    expect(within(preview).getByText('(required)')).toBeTruthy();

    const fields = within(screen.getByRole('list', { name: 'Fields' }));
    await user.click(fields.getByRole('button', { name: 'Move Company up' }));
    expect(
      fields.getAllByRole('listitem').map((item) => item.querySelector('.block-card__type')?.textContent),
    ).toEqual(['Your name', 'Company', 'Email', 'Region', 'Interested in', 'Message']);

    const submit = screen.getByRole('textbox', { name: 'Submit button text' });
    await user.clear(submit);
    await user.type(submit, 'Send enquiry');
    expect(within(preview).getByRole('button', { name: 'Send enquiry', hidden: true })).toBeTruthy();

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forms/f10'));
    expect(sent).toMatchObject({
      name: 'Wholesale enquiry',
      submitLabel: 'Send enquiry',
      fields: [
        { type: 'name', label: 'Your name' },
        { type: 'text', label: 'Company' },
        { type: 'email', label: 'Email' },
        { type: 'select', label: 'Region', options: ['North', 'South'] },
        { type: 'checkbox', label: 'Interested in', options: ['Option 1', 'Option 2'] },
        { type: 'textarea', label: 'Message', required: true },
      ],
    });
  });

  it('warns that the form is in use, and asks before a field is removed', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    api.on('PUT /api/owner/forms/f9', (call) => {
      const body = call.body as Record<string, unknown>;
      bodies.push(body);
      if (body.confirmRemoveFields !== true)
        return {
          status: 409,
          body: {
            error: 'form-in-use',
            message:
              'This form is used on “Wholesale”. Saving removes the field “Company” from it. Save again to confirm.',
            usedOn: [{ kind: 'page', id: 'p1', title: 'Wholesale' }],
            removedFields: [{ id: 'company', label: 'Company' }],
          },
        };
      return {
        form: storedForm({ version: 4, fields: storedForm().fields.filter((f) => f.id !== 'company') }),
      };
    });
    renderEditor(routes, '/forms/f9');
    expect(await screen.findByText('Used on the page “Wholesale”.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove the field Company' }));
    await user.click(await screen.findByRole('button', { name: 'Save form' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove fields from a form in use?' });
    expect(within(dialog).getByText(/Saving removes the field “Company”/)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.headers['If-Match']).toBe('3');
    await user.click(within(dialog).getByRole('button', { name: 'Remove and save' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodies.map((body) => body.confirmRemoveFields)).toEqual([undefined, true]);
    expect((bodies[1].fields as { id?: string }[]).map((each) => each.id)).toEqual(['email', 'region']);
  });

  it('shows the server’s refusal at the field it names', async () => {
    const user = userEvent.setup();
    api.on('PUT /api/owner/forms/f9', invalidInputAnswer({ 'fields.2.options': 'Add at least one option.' }));
    renderEditor(routes, '/forms/f9');
    await screen.findByText('Used on the page “Wholesale”.');
    await user.click(await screen.findByRole('button', { name: 'Save form' }));
    const region = (await screen.findByText('Needs attention')).closest('li')!;
    expect(region.getAttribute('data-field-key')).toBe('region');
    const options = within(region).getByRole('textbox', { name: /Options/ });
    expect(options.getAttribute('aria-invalid')).toBe('true');
    expect(within(region).getByText('Add at least one option.')).toBeTruthy();
  });
});

describe('leaving the builder', () => {
  it('asks before unsaved changes are lost, and stays when told to', async () => {
    const user = userEvent.setup();
    api.on('GET /api/owner/forms', { forms: [] });
    const { router } = renderEditor(routes, '/forms/f9');
    const name = await screen.findByRole('textbox', { name: 'Form name' });
    await user.type(name, ' 2');
    await user.click(screen.getByRole('link', { name: '← Forms' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/forms/f9');
    expect((screen.getByRole('textbox', { name: 'Form name' }) as HTMLInputElement).value).toBe(
      'Wholesale enquiry 2',
    );
    await user.click(screen.getByRole('link', { name: '← Forms' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/forms'));
  });
});

describe('the Forms screen', () => {
  beforeEach(() => {
    api.on('GET /api/owner/forms', {
      forms: [
        {
          id: 'f9',
          name: 'Wholesale enquiry',
          fieldCount: 6,
          submissionCount: 2,
          updatedAt: '2026-11-29T12:00:00.000Z',
        },
      ],
    });
  });

  it('lists forms; a delete refused while a page uses the form says why', async () => {
    const user = userEvent.setup();
    api.on('DELETE /api/owner/forms/f9', {
      status: 409,
      body: {
        error: 'form-in-use',
        message: 'This form is used on “Wholesale”. Remove it from there before deleting it.',
        usedOn: [],
      },
    });
    renderEditor(routes, '/forms');
    const row = (await screen.findByRole('link', { name: 'Wholesale enquiry' })).closest('tr')!;
    expect(within(row).getByText('6 fields')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '2 submissions' })).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Delete Wholesale enquiry' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Its 2 submissions will be deleted too/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete form' }));
    expect(
      await screen.findByText('This form is used on “Wholesale”. Remove it from there before deleting it.'),
    ).toBeTruthy();
  });

  it('duplicates a form and opens the copy', async () => {
    const user = userEvent.setup();
    api.on('POST /api/owner/forms/f9/duplicate', {
      status: 201,
      body: { form: storedForm({ id: 'f11', name: 'Wholesale enquiry (copy)', usedOn: [] }) },
    });
    api.on('GET /api/owner/forms/f11', {
      form: storedForm({ id: 'f11', name: 'Wholesale enquiry (copy)', usedOn: [] }),
    });
    const { router } = renderEditor(routes, '/forms');
    await user.click(await screen.findByRole('button', { name: 'Duplicate Wholesale enquiry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forms/f11'));
    expect(await screen.findByRole('heading', { name: 'Edit Wholesale enquiry (copy)' })).toBeTruthy();
  });
});
