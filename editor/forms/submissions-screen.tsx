// /config/forms/submissions: choose a form, its submissions a page at a time (the server pages), and the CSV export of them all.
import { useSearchParams } from 'react-router';
import {
  SUBMISSION_PAGE_SIZE,
  submissionsCsvUrl,
  useFormChoices,
  useSubmissions,
} from '../api/form-submissions.js';
import { useWebsite } from '../api/website.js';
import { SelectField } from '../ui/field.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { SubmissionsTable } from './submissions-table.js';
import { DownloadButton } from '../ui/download-button.js';
import { Pager, pageCount } from '../ui/pager.js';

/** The form submissions screen; the chosen form and page are in the address (`?form=…&page=…`). */
export function SubmissionsScreen() {
  const forms = useFormChoices();
  const timeZone = useWebsite().data?.website.timeZone;
  const [params, setParams] = useSearchParams();
  const asked = params.get('form');
  const form = forms.data?.find((each) => each.id === asked) ?? forms.data?.[0];
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const submissions = useSubmissions(form?.id, page);

  const go = (formId: string, nextPage: number) =>
    setParams(nextPage === 1 ? { form: formId } : { form: formId, page: String(nextPage) });

  const data = submissions.data;
  const pages = pageCount(data?.total ?? 0, SUBMISSION_PAGE_SIZE);
  return (
    <div className="submissions-screen">
      <h1>Form submissions</h1>
      {forms.isPending ? <Loading /> : null}
      {forms.error !== null ? <LoadError error={forms.error} onRetry={() => void forms.refetch()} /> : null}
      {forms.data !== undefined && form === undefined ? (
        <p className="empty-state">This website has no forms yet: add a form block to a page.</p>
      ) : null}
      {form !== undefined ? (
        <div className="toolbar">
          <SelectField
            label="Form"
            value={form.id}
            onChange={(formId) => go(formId, 1)}
            options={(forms.data ?? []).map((each) => ({ value: each.id, label: each.name || each.id }))}
          />
          <DownloadButton href={submissionsCsvUrl(form.id)} fileName="submissions.csv">
            Download CSV
          </DownloadButton>
        </div>
      ) : null}
      {form !== undefined && submissions.isPending ? <Loading /> : null}
      {submissions.error !== null ? (
        <LoadError error={submissions.error} onRetry={() => void submissions.refetch()} />
      ) : null}
      {form !== undefined && data !== undefined && data.total === 0 ? (
        <p className="empty-state">No one has sent {form.name || 'this form'} yet.</p>
      ) : null}
      {form !== undefined && data !== undefined && data.total > 0 ? (
        <>
          <SubmissionsTable
            formName={form.name || form.id}
            submissions={data.submissions}
            timeZone={timeZone}
          />
          <Pager
            label="Pages of submissions"
            total={data.total}
            noun={['submission', 'submissions']}
            page={page}
            pages={pages}
            hasNextPage={data.hasNextPage}
            onPage={(next) => go(form.id, next)}
          />
        </>
      ) : null}
    </div>
  );
}
