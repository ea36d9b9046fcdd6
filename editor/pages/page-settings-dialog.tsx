// A page's settings: title, navigation title, URL slug, SEO, enabled, password, member area; saved over the version it was opened at.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { VERSION_CONFLICT_ERROR } from '../../domain/owner-api/common-rules.js';
import type { PageView, updatePageBodySchema } from '../../domain/owner-api/pages.js';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import { ApiError } from '../api/client.js';
import { COLLECTION_LIST_KEY, fetchPage, PAGE_KEYS, savePage } from '../api/pages.js';
import { MEMBER_AREA_KEY, setPageMemberArea } from '../api/member-areas.js';
import { loadSchemas } from '../api/schemas.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { EditorDialog } from '../ui/dialog.js';
import { CheckboxField, TextArea, TextField } from '../ui/field.js';
import { usePreview } from '../ui/preview.js';
import { NO_PROBLEMS, problemsOfError, problemsOfIssues, type FormProblems } from './form-errors.js';
import { MemberAreaField } from './member-area-field.js';
import { UnsavedChangesGuard } from '../ui/unsaved-changes.js';

type PageChanges = z.input<typeof updatePageBodySchema>;

/** Why the home page's delete button is disabled. */
export const HOME_PAGE_DELETE_REASON = 'The home page cannot be deleted.';

/** The form's fields, as typed. */
interface SettingsForm {
  title: string;
  navigationTitle: string;
  urlSlug: string;
  seoTitle: string;
  seoDescription: string;
  noIndex: boolean;
  enabled: boolean;
  locked: boolean;
  password: string;
  /** The page's description: what the lock screen says to visitors. */
  description: string;
}

function formOf(page: PageView): SettingsForm {
  return {
    title: page.title,
    navigationTitle: page.navigationTitle,
    urlSlug: page.urlSlug,
    seoTitle: page.seo.title,
    seoDescription: page.seo.description,
    noIndex: page.seo.noIndex === true,
    enabled: page.enabled,
    locked: page.passwordProtected,
    password: '',
    description: page.description,
  };
}

/**
 * Only what the owner changed, so a save never touches the rest (the home page's address, a
 * password left as it was). Turning the lock off sends `password: null`.
 */
export function changesOf(page: PageView, form: SettingsForm): PageChanges {
  const changes: PageChanges = {};
  if (form.title.trim() !== page.title) changes.title = form.title;
  if (form.navigationTitle.trim() !== page.navigationTitle) changes.navigationTitle = form.navigationTitle;
  if (!page.isHome && form.urlSlug.trim() !== page.urlSlug) changes.urlSlug = form.urlSlug;
  if (
    form.seoTitle.trim() !== page.seo.title ||
    form.seoDescription.trim() !== page.seo.description ||
    form.noIndex !== (page.seo.noIndex === true)
  ) {
    changes.seo = { title: form.seoTitle, description: form.seoDescription, noIndex: form.noIndex };
  }
  if (!page.isHome && form.enabled !== page.enabled) changes.enabled = form.enabled;
  if (!form.locked && page.passwordProtected) changes.password = null;
  if (form.locked && form.password !== '') changes.password = form.password;
  if (form.description.trim() !== page.description) changes.description = form.description;
  return changes;
}

/** Props of {@link PageSettingsDialog}. */
export interface PageSettingsDialogProps {
  /** The page; the dialog is open while it is set. */
  page: PageView | undefined;
  onClose: () => void;
  /** The owner asked to delete the page (the settings close first). */
  onDelete: (page: PageView) => void;
}

/** The settings dialog; it starts from the page as it was when opened. */
export function PageSettingsDialog({ page, onClose, onDelete }: PageSettingsDialogProps) {
  return (
    <EditorDialog
      title={page === undefined ? 'Page settings' : `Settings of “${page.title}”`}
      isOpen={page !== undefined}
      onClose={onClose}
    >
      {page !== undefined ? (
        <SettingsForm key={page.id} page={page} onClose={onClose} onDelete={onDelete} />
      ) : null}
    </EditorDialog>
  );
}

function SettingsForm({
  page,
  onClose,
  onDelete,
}: {
  page: PageView;
  onClose: () => void;
  onDelete: (page: PageView) => void;
}) {
  const queryClient = useQueryClient();
  const preview = usePreview();
  const announce = useAnnounce();
  // The page as it was when the form was filled: its version is what the save is based on.
  const [base, setBase] = useState(page);
  const [form, setForm] = useState(() => formOf(page));
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const [conflict, setConflict] = useState<string | undefined>(undefined);
  // The member area chosen here (null: everyone); undefined while untouched.
  const [memberArea, setMemberArea] = useState<string | null | undefined>(undefined);
  const set =
    <K extends keyof SettingsForm>(key: K) =>
    (value: SettingsForm[K]) =>
      setForm((now) => ({ ...now, [key]: value }));

  const save = useMutation({
    mutationFn: async (changes: PageChanges) => {
      const saved =
        Object.keys(changes).length > 0 ? await savePage(base.id, base.version, changes) : undefined;
      if (memberArea !== undefined) await setPageMemberArea(base.id, memberArea);
      return saved;
    },
    onSuccess: async (saved) => {
      if (saved !== undefined) queryClient.setQueryData(PAGE_KEYS.one(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PAGE_KEYS.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: COLLECTION_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: MEMBER_AREA_KEY }),
      ]);
      preview.reload();
      announce('Page saved.');
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 412 && error.code === VERSION_CONFLICT_ERROR) {
        setProblems(NO_PROBLEMS);
        return setConflict(error.message);
      }
      setProblems(problemsOfError(error));
    },
  });
  const reload = useMutation({
    mutationFn: () => fetchPage(base.id),
    onSuccess: (latest) => {
      queryClient.setQueryData(PAGE_KEYS.one(latest.id), latest);
      void queryClient.invalidateQueries({ queryKey: PAGE_KEYS.list, exact: true });
      setBase(latest);
      setForm(formOf(latest));
      setConflict(undefined);
      setProblems(NO_PROBLEMS);
    },
    onError: (error) => setProblems(problemsOfError(error)),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.locked && !base.passwordProtected && form.password === '') {
      return setProblems({ message: OWNER_INPUT_MESSAGE, fields: { password: 'Please enter a password.' } });
    }
    const changes = changesOf(base, form);
    if (Object.keys(changes).length === 0 && memberArea === undefined) return onClose();
    const { updatePageBodySchema } = await loadSchemas();
    const checked = updatePageBodySchema.safeParse(changes);
    if (!checked.success) return setProblems(problemsOfIssues(checked.error));
    setProblems(NO_PROBLEMS);
    setConflict(undefined);
    save.mutate(checked.data);
  }

  const busy = save.isPending || reload.isPending;
  const field = problems.fields;
  // Leaving the screen with a change not saved asks first (a save closes the dialog, and its guard).
  const dirty = Object.keys(changesOf(base, form)).length > 0 || memberArea !== undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <UnsavedChangesGuard dirty={dirty && !save.isSuccess} />
      {conflict !== undefined ? (
        <Alert
          tone="error"
          title="Not saved"
          actions={
            <button type="button" className="button" onClick={() => reload.mutate()} disabled={busy}>
              Load the latest version
            </button>
          }
        >
          {conflict}
        </Alert>
      ) : null}
      {problems.message !== undefined ? <Alert tone="error">{problems.message}</Alert> : null}
      <TextField label="Title" value={form.title} onChange={set('title')} error={field.title} required />
      {base.type === 'lock-screen' ? (
        <TextArea
          label="Lock screen message"
          value={form.description}
          onChange={set('description')}
          error={field.description}
          description="What visitors read above the password field while the site is locked."
        />
      ) : null}
      <TextField
        label="Navigation title"
        value={form.navigationTitle}
        onChange={set('navigationTitle')}
        error={field.navigationTitle}
        description="What menus show; the title when empty."
      />
      <TextField
        label="URL slug"
        value={base.isHome ? '' : form.urlSlug}
        onChange={set('urlSlug')}
        error={field.urlSlug}
        disabled={base.isHome}
        spellCheck={false}
        description={
          base.isHome
            ? 'The home page is always at /.'
            : `Its address: ${window.location.origin}/${form.urlSlug.trim()}`
        }
      />
      <fieldset className="field-group">
        <legend>Search engines</legend>
        <TextField
          label="SEO title"
          value={form.seoTitle}
          onChange={set('seoTitle')}
          error={field['seo.title']}
          description="The title search results and shared links show; the page's title when empty."
        />
        <TextArea
          label="SEO description"
          value={form.seoDescription}
          onChange={set('seoDescription')}
          error={field['seo.description']}
          rows={3}
        />
        <CheckboxField
          label="Hide this page from search engines"
          checked={form.noIndex}
          onChange={set('noIndex')}
          description="Left out of the sitemap and marked noindex; a collection page hides its items too. Visitors still see it."
        />
      </fieldset>
      <fieldset className="field-group">
        <legend>Visitors</legend>
        {base.isHome ? (
          <p className="field__help">The home page is always enabled.</p>
        ) : (
          <CheckboxField
            label="Enabled"
            checked={form.enabled}
            onChange={set('enabled')}
            description="A disabled page is hidden: visitors get a not-found page."
          />
        )}
        {field.enabled !== undefined ? <p className="field__error">{field.enabled}</p> : null}
        <CheckboxField
          label="Password protection"
          checked={form.locked}
          onChange={set('locked')}
          description="Visitors must enter the page's password to see it."
        />
        {form.locked ? (
          <TextField
            label="Page password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            error={field.password}
            description={base.passwordProtected ? 'Leave it empty to keep the current password.' : undefined}
          />
        ) : null}
        <MemberAreaField
          pageId={base.id}
          value={memberArea}
          onChange={setMemberArea}
          error={field.memberAreaId}
        />
      </fieldset>
      <fieldset className="field-group">
        <legend>Delete</legend>
        <button
          type="button"
          className="button button--danger"
          disabled={base.isHome}
          aria-describedby={base.isHome ? `delete-reason-${base.id}` : undefined}
          onClick={() => onDelete(base)}
        >
          Delete page
        </button>
        {base.isHome ? (
          <p className="field__help" id={`delete-reason-${base.id}`}>
            {HOME_PAGE_DELETE_REASON}
          </p>
        ) : null}
      </fieldset>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose} disabled={save.isPending}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
