// One form submission without a page: checked first (each invalid field flagged, nothing sent), or sent unchecked when validation is off for it, with the server's answer shown.
import { describe, expect, it } from 'vitest';
import { readFormFields } from '../../domain/forms/form-fields.js';
import { ApiError } from '../api-error.js';
import type { ApiClient } from '../context.js';
import { FORM_API, submitForm, type SubmitAttempt } from './submit-flow.js';

const FIELDS = readFormFields([
  { id: 'name', type: 'text', title: 'Name', required: true },
  { id: 'note', type: 'textarea', title: 'Note' },
]);

/** An API that records its posts: a key, then the save answers `save` (or saves). */
function recordingApi(save?: ApiError): { api: ApiClient; posts: string[] } {
  const posts: string[] = [];
  const api: ApiClient = {
    get: () => Promise.reject(new Error('no GET expected')),
    put: () => Promise.reject(new Error('no PUT expected')),
    delete: () => Promise.reject(new Error('no DELETE expected')),
    async post<T>(path: string) {
      posts.push(path);
      if (path === FORM_API.key) return { key: 'key-1' } as T;
      if (save !== undefined) throw save;
      return {} as T;
    },
  };
  return { api, posts };
}

function attempt(answers: Record<string, unknown>, extra: Partial<SubmitAttempt> = {}): SubmitAttempt {
  return { formId: 'form-1', fields: FIELDS, answers, captchaEnabled: false, pageUrl: '/contact', ...extra };
}

describe('submitForm', () => {
  it('flags every invalid field and sends nothing', async () => {
    const { api, posts } = recordingApi();
    expect(await submitForm(api, attempt({ name: '', note: '' }))).toEqual({
      kind: 'failed',
      errors: { name: 'Required' },
      message: '',
    });
    expect(posts).toEqual([]);
  });

  it('sends a submission whose validation is off unchecked, and shows what the server says of it', async () => {
    const refusal = new ApiError(400, 'invalid-fields', 'Bad request', { name: 'Required' });
    const { api, posts } = recordingApi(refusal);
    expect(await submitForm(api, attempt({ name: '', note: 'hi' }, { validate: false }))).toEqual({
      kind: 'failed',
      errors: { name: 'Required' },
      message: '',
    });
    expect(posts).toEqual([FORM_API.key, FORM_API.save]);
  });

  it('saves valid answers', async () => {
    const { api, posts } = recordingApi();
    expect(await submitForm(api, attempt({ name: 'Ada', note: '' }))).toEqual({ kind: 'success' });
    expect(posts).toEqual([FORM_API.key, FORM_API.save]);
  });
});
