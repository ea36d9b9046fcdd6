// The Websites screen (/config/websites) of the server's admin: the websites of the server one works on, and a new one from a starting point on its own host name.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  createWebsite,
  editorAddressOf,
  useOwnerWebsites,
  WEBSITES_KEY,
  type SiteRegion,
} from '../api/server-setup.js';
import { Alert } from '../ui/alert.js';
import { ArchiveWebsiteForm } from './archive-website-form.js';
import { TextField } from '../ui/field.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { browserRegion } from './region-options.js';
import { SiteRegionFields } from './site-region-fields.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';

/** The screen. */
export function WebsitesScreen() {
  const websites = useOwnerWebsites();
  // Either form holding what was typed or chosen and not sent: leaving asks first.
  const [typedNew, setTypedNew] = useState(false);
  const [typedArchive, setTypedArchive] = useState(false);
  const unsaved = useUnsavedChanges(typedNew || typedArchive);
  if (websites.isPending) return <Loading label="Loading your websites…" />;
  if (websites.error !== null)
    return <LoadError error={websites.error} onRetry={() => void websites.refetch()} />;
  return (
    <section className="screen">
      <h1>Websites</h1>
      <ul className="websites-list">
        {websites.data.websites.map((website) => (
          <li key={website.id}>
            {website.current ? (
              <strong>{website.title} (this one)</strong>
            ) : website.host === '' ? (
              website.title
            ) : (
              <a href={editorAddressOf(website.host)}>{website.title}</a>
            )}
            {website.host === '' ? null : <span className="websites-list__host"> · {website.host}</span>}
          </li>
        ))}
      </ul>
      {websites.data.serverAdmin ? (
        <>
          <NewWebsiteForm onEdited={setTypedNew} />
          <ArchiveWebsiteForm onEdited={setTypedArchive} />
        </>
      ) : null}
      {unsaved.prompt}
    </section>
  );
}

/** A further website: its host name, title, region and starting point. */
function NewWebsiteForm({ onEdited }: { onEdited: (edited: boolean) => void }) {
  const queryClient = useQueryClient();
  const [host, setHost] = useState('');
  const [site, setSite] = useState<SiteRegion>(() => ({
    siteTitle: '',
    startingPoint: 'blank',
    ...browserRegion(),
  }));
  const [created, setCreated] = useState<{ title: string; host: string } | undefined>();
  const edited = host !== '' || site.siteTitle !== '';
  useEffect(() => onEdited(edited), [edited, onEdited]);
  const { submit, busy, error } = useFormSubmit(async () => {
    const answer = await createWebsite({ ...site, host });
    setCreated(answer.website);
    setHost('');
    setSite((current) => ({ ...current, siteTitle: '' }));
    await queryClient.invalidateQueries({ queryKey: WEBSITES_KEY });
  });
  const fields = error?.fields ?? {};
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="new-website">
      <h2 id="new-website">New website</h2>
      {created !== undefined ? (
        <Alert tone="success">
          {created.title} is ready. Point {created.host} at this server, then{' '}
          <a href={editorAddressOf(created.host)}>open its editor</a>.
        </Alert>
      ) : null}
      {error !== undefined && Object.keys(error.fields).length === 0 ? (
        <Alert tone="error">{error.message}</Alert>
      ) : null}
      <TextField
        label="Domain name"
        required
        value={host}
        onChange={setHost}
        error={fields.host}
        description="The host name the website answers on, like shop.example.com."
      />
      <SiteRegionFields
        value={site}
        onChange={(change) => setSite((current) => ({ ...current, ...change }))}
        fields={fields}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Creating…' : 'Create website'}
      </button>
    </form>
  );
}
