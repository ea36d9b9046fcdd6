// /config/settings/url-mappings: the website's redirects in Squarespace's format, one a line, each refused line listed with its number before and after saving.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { parseUrlMappings } from '../../../domain/url-mappings.js';
import {
  saveUrlMappings,
  URL_MAPPINGS_KEY,
  useUrlMappings,
  type UrlMappings,
} from '../../api/url-mappings.js';
import { useCan } from '../../api/website.js';
import { Alert } from '../../ui/alert.js';
import { TextArea } from '../../ui/field.js';
import { SaveNotices, SettingsScreen, useSaveNotice } from '../../ui/settings-screen.js';
import { useFormSubmit } from '../../ui/use-form-submit.js';

/** The URL mappings screen. */
export function UrlMappingsScreen() {
  const mappings = useUrlMappings();
  return (
    <SettingsScreen
      title="URL mappings"
      help={
        <p>
          One redirect a line: <code>/old-path -&gt; /new-path 301</code> (permanent) or <code>302</code>{' '}
          (temporary). <code>/blog/[name] -&gt; /articles/[name] 301</code> moves a whole folder;{' '}
          <code>/old?[query] -&gt; /new?[query] 301</code> keeps the query. The first line that matches wins,
          before any page.
        </p>
      }
      settings={mappings}
      loadingLabel="Loading URL mappings…"
    >
      {(initial) => <UrlMappingsForm initial={initial} />}
    </SettingsScreen>
  );
}

function UrlMappingsForm({ initial }: { initial: UrlMappings }) {
  const canEdit = useCan('pages:edit');
  const queryClient = useQueryClient();
  const { saved, markSaved, markEdited, leavePrompt } = useSaveNotice('URL mappings');
  const [text, setText] = useState(initial.text);
  const [problems, setProblems] = useState<string[]>([]);
  const { submit, busy, error } = useFormSubmit(
    async () => {
      const now = await saveUrlMappings(text);
      queryClient.setQueryData(URL_MAPPINGS_KEY, now);
      markSaved();
    },
    {
      ready: () => {
        const found = parseUrlMappings(text).problems.map((problem) => problem.message);
        setProblems(found);
        return found.length === 0;
      },
    },
  );
  const serverProblems = Object.entries(error?.fields ?? {})
    .filter(([field]) => field.startsWith('text'))
    .map(([, message]) => message);
  const shown = problems.length > 0 ? problems : serverProblems;
  return (
    <form className="url-mappings" onSubmit={(event) => void submit(event)} noValidate>
      <SaveNotices subject="URL mappings" error={error} saved={saved} />
      {shown.length > 0 ? (
        <Alert
          tone="error"
          title={shown.length === 1 ? 'One line needs fixing' : `${shown.length} lines need fixing`}
        >
          <ul className="url-mappings__problems">
            {shown.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <TextArea
        label="Mappings"
        className="url-mappings__text"
        rows={16}
        spellCheck={false}
        value={text}
        readOnly={!canEdit}
        error={shown.length > 0 ? 'Fix the lines listed above.' : undefined}
        description={`${parseUrlMappings(text).mappings.length} mappings`}
        onChange={(value) => {
          markEdited();
          setProblems([]);
          setText(value);
        }}
      />
      {canEdit ? (
        <div className="toolbar">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save mappings'}
          </button>
        </div>
      ) : null}
      {leavePrompt}
    </form>
  );
}
