// Drives the form block island as a visitor: each invalid field flagged above itself, focus on the first, 'Submitting…', the success message.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, type FakeApi } from '../test-support/fake-api.js';
import { renderIsland } from '../test-support/render-island.js';
import { FormBlock } from './form-island.js';
import { formIslandProps } from './form-props.js';

const FORM = {
  id: 'contact',
  name: 'Contact us',
  fields: [
    { id: 'name', type: 'text', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'topic', type: 'select', title: 'Topic', options: ['Orders', 'Wholesale'] },
    { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 200 },
  ],
  parsedSubmissionMessage: 'Thanks, we will be in touch.',
  submitLabel: 'Send',
};

const PROBLEM_BELOW = 'Your form has encountered a problem. Please scroll down to review.';
const PROBLEM_ABOVE = 'Your form has encountered a problem. Please scroll up to review.';

function renderForm(api: FakeApi, overrides: Record<string, unknown> = {}) {
  return renderIsland(<FormBlock {...formIslandProps({ ...FORM, ...overrides })} />, { api });
}

/** The error text tied to a control (`aria-describedby`), as a screen reader reads it with the field. */
function errorOf(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.className === 'field__error');
  return error?.textContent ?? '';
}

/** The messages shown for the whole form, top to bottom. */
function formAlerts(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
}

describe('form block island (jsdom)', () => {
  it('flags every required field left empty, says where the problem is, and focuses the first', async () => {
    const api = fakeApi();
    const { user } = renderForm(api);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(errorOf(screen.getByLabelText('Name (required)'))).toBe('Required');
    expect(errorOf(screen.getByLabelText('Email (required)'))).toBe('Required');
    expect(errorOf(screen.getByLabelText('Message (required)'))).toBe('Required');
    expect(errorOf(screen.getByLabelText('Topic'))).toBe('');
    expect(formAlerts()).toEqual([PROBLEM_BELOW, PROBLEM_ABOVE]);
    // The focus moves once the flagged fields have rendered.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name (required)')));
    expect(api.calls).toEqual([]);
  });

  it("gives an invalid email SPEC's message, focuses it, and drops the message once corrected", async () => {
    const { user } = renderForm(fakeApi());

    await user.type(screen.getByLabelText('Name (required)'), 'Ada');
    await user.type(screen.getByLabelText('Email (required)'), 'ada@');
    await user.type(screen.getByLabelText('Message (required)'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByLabelText('Email (required)');
    expect(errorOf(email)).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect(errorOf(screen.getByLabelText('Name (required)'))).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.type(email, 'example.com');
    expect(errorOf(email)).toBe('');
    expect(formAlerts()).toEqual([]);
  });

  it("sends the answers ('Submitting…' meanwhile, the form locked) and shows the submission message", async () => {
    const api = fakeApi();
    let saved: () => void = () => {};
    api.on('POST /api/form/FormSubmissionKey', () => ({ key: 'key-7' }));
    api.on('POST /api/form/SaveFormSubmission', () => new Promise<void>((resolve) => (saved = resolve)));
    const { user } = renderForm(api);

    await user.type(screen.getByLabelText('Name (required)'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email (required)'), 'ada@example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'Wholesale');
    await user.type(screen.getByLabelText('Message (required)'), 'Do you ship to Maine?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const button = await screen.findByRole('button', { name: 'Submitting…' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Name (required)').matches(':disabled')).toBe(true);

    saved();
    expect((await screen.findByRole('status')).textContent).toBe('Thanks, we will be in touch.');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    const save = api.calls.find((call) => call.path === '/api/form/SaveFormSubmission');
    expect(save?.body).toMatchObject({ key: 'key-7', formId: 'contact', pageUrl: '/' });
    expect(JSON.parse((save?.body as { form: string }).form)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      topic: 'Wholesale',
      message: 'Do you ship to Maine?',
    });
  });

  it("flags the fields the server refused, focuses the first, and shows a refusal's message", async () => {
    const api = fakeApi();
    api.on('POST /api/form/FormSubmissionKey', () => ({ key: 'key-7' }));
    api.on('POST /api/form/SaveFormSubmission', () => {
      throw refusal(400, 'invalid-input', 'One or more fields is invalid.', {
        email: 'This address cannot receive mail.',
      });
    });
    const { user } = renderForm(api);

    await user.type(screen.getByLabelText('Name (required)'), 'Ada');
    await user.type(screen.getByLabelText('Email (required)'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message (required)'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByLabelText('Email (required)');
    await screen.findByText('This address cannot receive mail.');
    expect(errorOf(email)).toBe('This address cannot receive mail.');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);

    api.on('POST /api/form/SaveFormSubmission', () => {
      throw refusal(429, 'rate-limited', 'Too many requests.');
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      ),
    ).toBeTruthy();
  });

  it("shows the owner's success HTML when there is some", async () => {
    const api = fakeApi();
    api.on('POST /api/form/FormSubmissionKey', () => ({ key: 'key-7' }));
    api.on('POST /api/form/SaveFormSubmission', () => ({}));
    const { user } = renderForm(api, {
      fields: [{ id: 'name', type: 'text', title: 'Name', required: true }],
      submissionHTML: '<p>Thank you, <strong>see you soon</strong>.</p>',
    });

    await user.type(screen.getByLabelText('Name (required)'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect((await screen.findByRole('status')).textContent).toBe('Thank you, see you soon.');
  });
});
