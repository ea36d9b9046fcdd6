// /config/design/header-footer: the site's header (layout, announcement bar, search and cart links, a button) and footer (text, copyright, menu), saved with PUT /api/site-header-footer; the preview shows the saved result.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { HeaderFooter, HeaderLayout } from '../../domain/owner-api/header-footer.js';
import { asApiError } from '../api/client.js';
import { HEADER_FOOTER_KEY, saveHeaderFooter, useHeaderFooter } from '../api/header-footer.js';
import { useWebsite } from '../api/website.js';
import { useAnnounce } from '../ui/announcer.js';
import { CheckboxField, SelectField, TextField } from '../ui/field.js';
import { LazyRichTextEditor } from '../ui/lazy-rich-text.js';
import { LinkField } from '../ui/link-field.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { usePreview } from '../ui/preview.js';
import { DesignSubnav } from './design-subnav.js';
import { ProblemAlert } from '../ui/problem-alert.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';

const LAYOUTS: { value: HeaderLayout; label: string }[] = [
  { value: 'logo-left', label: 'Site title on the left' },
  { value: 'logo-center', label: 'Site title centred above the menu' },
];

/** The Header & footer screen. */
export function HeaderFooterScreen() {
  const stored = useHeaderFooter();
  const website = useWebsite();
  const canEdit = website.data?.capabilities.includes('design:edit') ?? false;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const preview = usePreview();
  const [value, setValue] = useState<HeaderFooter | undefined>();
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> }>();

  useEffect(() => {
    if (stored.data !== undefined && !dirty) setValue(stored.data);
  }, [stored.data, dirty]);

  const unsaved = useUnsavedChanges(dirty);

  if (stored.isPending) return <Loading label="Loading the header and footer…" />;
  if (stored.error !== null) return <LoadError error={stored.error} onRetry={() => void stored.refetch()} />;
  if (value === undefined) return <Loading label="Loading the header and footer…" />;
  const { header, footer } = value;
  const error = (field: string) => problem?.fields[field];

  function change(next: HeaderFooter) {
    setValue(next);
    setDirty(true);
  }
  const setHeader = (part: Partial<HeaderFooter['header']>) =>
    change({ ...value!, header: { ...header, ...part } });
  const setFooter = (part: Partial<HeaderFooter['footer']>) =>
    change({ ...value!, footer: { ...footer, ...part } });

  async function save() {
    setBusy(true);
    try {
      const saved = await saveHeaderFooter(value!);
      queryClient.setQueryData(HEADER_FOOTER_KEY, saved);
      setValue(saved);
      setDirty(false);
      setProblem(undefined);
      preview.reload();
      announce('Header and footer saved. The site shows them now.');
    } catch (failure) {
      const apiError = asApiError(failure);
      setProblem({ message: apiError.message, fields: apiError.fields ?? {} });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="design-screen header-footer-screen">
      <h1>Header &amp; footer</h1>
      <DesignSubnav />
      <p className="field__help">
        What every page shows above and below its content. Saving shows it on the site at once.
      </p>
      <ProblemAlert problem={problem} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset disabled={!canEdit} className="header-footer-screen__group">
          <legend>Header</legend>
          <SelectField
            label="Layout"
            value={header.layout}
            options={LAYOUTS}
            description={
              <>
                A logo chosen in <Link to="/settings/site">Site settings</Link> shows in place of the title,
                read out as the title.
              </>
            }
            error={error('header.layout')}
            onChange={(layout) => setHeader({ layout: layout as HeaderLayout })}
          />
          <CheckboxField
            label="Show the announcement bar"
            checked={header.announcementBar.enabled}
            onChange={(enabled) => setHeader({ announcementBar: { ...header.announcementBar, enabled } })}
          />
          <TextField
            label="Announcement"
            value={header.announcementBar.text}
            maxLength={200}
            error={error('header.announcementBar.text')}
            onChange={(text) => setHeader({ announcementBar: { ...header.announcementBar, text } })}
          />
          <LinkField
            label="Announcement link (optional)"
            value={header.announcementBar.url}
            error={error('header.announcementBar.url')}
            onChange={(url) => setHeader({ announcementBar: { ...header.announcementBar, url } })}
          />
          <CheckboxField
            label="Show the search link"
            checked={header.showSearch}
            onChange={(showSearch) => setHeader({ showSearch })}
          />
          <CheckboxField
            label="Show the cart link"
            checked={header.showCart}
            onChange={(showCart) => setHeader({ showCart })}
          />
          <CheckboxField
            label="Show a button"
            checked={header.button.enabled}
            onChange={(enabled) => setHeader({ button: { ...header.button, enabled } })}
          />
          <TextField
            label="Button text"
            value={header.button.text}
            maxLength={40}
            error={error('header.button.text')}
            onChange={(text) => setHeader({ button: { ...header.button, text } })}
          />
          <LinkField
            label="Button link"
            value={header.button.url}
            error={error('header.button.url')}
            onChange={(url) => setHeader({ button: { ...header.button, url } })}
          />
        </fieldset>
        <fieldset disabled={!canEdit} className="header-footer-screen__group">
          <legend>Footer</legend>
          {canEdit ? (
            <LazyRichTextEditor
              label="Footer text"
              value={footer.html}
              error={error('footer.html')}
              onChange={(html) => setFooter({ html })}
            />
          ) : null}
          <TextField
            label="Copyright line"
            value={footer.copyright}
            maxLength={200}
            error={error('footer.copyright')}
            description="Left empty, the footer says © the year and the site’s title."
            onChange={(copyright) => setFooter({ copyright })}
          />
          <CheckboxField
            label="Show the footer menu"
            checked={footer.showNavigation}
            onChange={(showNavigation) => setFooter({ showNavigation })}
          />
        </fieldset>
        {canEdit ? (
          <div className="design-screen__actions">
            <p className="design-screen__status" role="status">
              {dirty ? 'Changes not saved yet.' : 'The site shows these.'}
            </p>
            <button type="submit" className="button button--primary" disabled={busy || !dirty}>
              Save
            </button>
          </div>
        ) : (
          <p className="field__help">Your role may look at the header and footer but not change them.</p>
        )}
      </form>
      {unsaved.prompt}
    </div>
  );
}
