// /config/forms: the website's forms with their fields and submissions, to create, open, duplicate or delete (refused while a page uses one).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { asApiError } from '../api/client.js';
import { deleteForm, duplicateForm, FORM_KEYS, useFormList, type FormSummary } from '../api/forms.js';
import { useCan, useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { Loading, LoadError } from '../ui/load-state.js';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The Forms screen. */
export function FormsScreen() {
  const forms = useFormList();
  const canEdit = useCan('pages:edit');
  const timeZone = useWebsite().data?.website.timeZone;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const announce = useAnnounce();
  const [deleting, setDeleting] = useState<FormSummary | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: FORM_KEYS.all });
    await queryClient.invalidateQueries({ queryKey: ['block-choices', 'forms'] });
  };

  async function duplicate(form: FormSummary) {
    setFailure(undefined);
    try {
      const copy = await duplicateForm(form.id);
      await refresh();
      announce(`${copy.name} created.`);
      void navigate(`/forms/${encodeURIComponent(copy.id)}`);
    } catch (error) {
      setFailure(asApiError(error).message);
    }
  }

  async function remove(form: FormSummary) {
    setBusy(true);
    setFailure(undefined);
    try {
      await deleteForm(form.id);
      await refresh();
      announce(`${form.name} deleted.`);
    } catch (error) {
      setFailure(asApiError(error).message);
    } finally {
      setBusy(false);
      setDeleting(undefined);
    }
  }

  return (
    <div className="forms-screen">
      <h1>Forms</h1>
      <div className="toolbar">
        {canEdit ? (
          <Link className="button button--primary" to="/forms/new">
            New form
          </Link>
        ) : null}
        <Link className="button" to="/forms/submissions">
          Form submissions
        </Link>
      </div>
      {failure !== undefined ? <Alert tone="error" title={failure} /> : null}
      {forms.isPending ? <Loading /> : null}
      {forms.error !== null ? <LoadError error={forms.error} onRetry={() => void forms.refetch()} /> : null}
      {forms.data?.length === 0 ? (
        <p className="empty-state">No forms yet: create one, then put it on a page with a Form block.</p>
      ) : null}
      {forms.data !== undefined && forms.data.length > 0 ? (
        <table className="table forms-table">
          <caption className="visually-hidden">The website’s forms</caption>
          <thead>
            <tr>
              <th scope="col">Form</th>
              <th scope="col">Fields</th>
              <th scope="col">Submissions</th>
              <th scope="col">Changed</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {forms.data.map((form) => (
              <tr key={form.id}>
                <th scope="row">
                  <Link to={`/forms/${encodeURIComponent(form.id)}`}>{form.name || 'Untitled form'}</Link>
                </th>
                <td>{plural(form.fieldCount, 'field', 'fields')}</td>
                <td>
                  <Link to={`/forms/submissions?form=${encodeURIComponent(form.id)}`}>
                    {plural(form.submissionCount, 'submission', 'submissions')}
                  </Link>
                </td>
                <td>
                  {new Date(form.updatedAt).toLocaleDateString('en', { dateStyle: 'medium', timeZone })}
                </td>
                <td>
                  {canEdit ? (
                    <div className="table-actions">
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => void duplicate(form)}
                        aria-label={`Duplicate ${form.name}`}
                      >
                        Duplicate
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger"
                        onClick={() => setDeleting(form)}
                        aria-label={`Delete ${form.name}`}
                      >
                        Delete
                      </button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ConfirmDialog
        title={`Delete ${deleting?.name ?? 'the form'}?`}
        isOpen={deleting !== undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => (deleting === undefined ? undefined : void remove(deleting))}
        confirmLabel="Delete form"
        destructive
        busy={busy}
      >
        <p>
          {deleting !== undefined && deleting.submissionCount > 0
            ? `Its ${plural(deleting.submissionCount, 'submission', 'submissions')} will be deleted too. `
            : ''}
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
