// "Add page": a title, an optional URL slug (with the address it will have) and whether it joins the main navigation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PAGE_KIND_LABELS, type PageKind } from '../../domain/owner-api/page-rules.js';
import type { PageView } from '../../domain/owner-api/pages.js';
import { PAGE_TEMPLATES, PAGE_TEMPLATE_LABELS, type PageTemplate } from '../../domain/page-templates.js';
import { cleanSlug } from '../../domain/store-slug.js';
import { COLLECTION_LIST_KEY, createPage, PAGE_KEYS } from '../api/pages.js';
import { loadSchemas } from '../api/schemas.js';
import { Alert } from '../ui/alert.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { CheckboxField, TextField } from '../ui/field.js';
import { NO_PROBLEMS, problemsOfError, problemsOfIssues, type FormProblems } from './form-errors.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';

/** What the dialog calls a new page of each kind. */
const DIALOG_TITLES: Readonly<Record<PageKind, string>> = {
  page: 'Add a page',
  blog: 'Add a blog',
  events: 'Add an events page',
  gallery: 'Add a gallery',
  products: 'Add a store',
  splash: 'Add a splash page',
  'lock-screen': 'Add the lock screen',
  cart: 'Add a cart page',
};

/** What the special kinds are, said under the kind (SPEC §2's splash page, lock screen and cart page). */
const KIND_HELP: Readonly<Partial<Record<PageKind, string>>> = {
  splash: 'A page of blocks to greet visitors, published like any page.',
  'lock-screen':
    'Shown at every address while the site is locked. Give it a password in its settings to lock the site; it is never in a menu.',
  cart: 'Shows the visitor’s cart at its own address (the cart is also at /cart).',
};

/** Kinds that start from a template (pages of blocks). */
const TEMPLATE_KINDS: readonly PageKind[] = ['page', 'splash'];

/** Props of {@link AddPageDialog}. */
export interface AddPageDialogProps {
  /** The kind being added; the dialog is open while it is set. */
  kind: PageKind | undefined;
  onClose: () => void;
  /** The page was added (the pages query is already refreshed). */
  onAdded: (page: PageView) => void;
}

/** The dialog; each opening starts with empty fields. */
export function AddPageDialog({ kind, onClose, onAdded }: AddPageDialogProps) {
  return (
    <EditorDialog
      title={kind === undefined ? 'Add a page' : DIALOG_TITLES[kind]}
      isOpen={kind !== undefined}
      onClose={onClose}
    >
      {kind !== undefined ? <AddPageForm kind={kind} onCancel={onClose} onAdded={onAdded} /> : null}
    </EditorDialog>
  );
}

/** The address a page gets: the slug typed, else the title's cleaned form (the server adds a number if it is taken). */
export function addressPreview(title: string, urlSlug: string): string {
  const slug = urlSlug.trim() || cleanSlug(title);
  return `${window.location.origin}/${slug === '' ? '…' : slug}`;
}

function AddPageForm({
  kind,
  onCancel,
  onAdded,
}: {
  kind: PageKind;
  onCancel: () => void;
  onAdded: (page: PageView) => void;
}) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [urlSlug, setUrlSlug] = useState('');
  const [addToNavigation, setAddToNavigation] = useState(true);
  /** What a page of blocks starts with: blank, or a template's sections. */
  const [template, setTemplate] = useState<PageTemplate | 'blank'>('blank');
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  // Leaving the screen with a title or slug typed and no page added asks first.
  const unsaved = useUnsavedChanges(title !== '' || urlSlug !== '');
  const create = useMutation({
    mutationFn: createPage,
    onSuccess: async (page) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PAGE_KEYS.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: COLLECTION_LIST_KEY }),
      ]);
      // The move to the new page is no leaving.
      unsaved.release();
      onAdded(page);
    },
    onError: (error) => setProblems(problemsOfError(error)),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { createPageBodySchema } = await loadSchemas();
    const body = {
      title,
      urlSlug: urlSlug.trim() === '' ? undefined : urlSlug.trim(),
      type: kind,
      addToNavigation: kind !== 'lock-screen' && addToNavigation,
      ...(TEMPLATE_KINDS.includes(kind) && template !== 'blank' ? { template } : {}),
    };
    const checked = createPageBodySchema.safeParse(body);
    if (!checked.success) return setProblems(problemsOfIssues(checked.error));
    setProblems(NO_PROBLEMS);
    create.mutate(checked.data);
  }

  const address = addressPreview(title, urlSlug);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {unsaved.prompt}
      {problems.message !== undefined ? <Alert tone="error">{problems.message}</Alert> : null}
      <p className="field__help">Kind: {PAGE_KIND_LABELS[kind]}</p>
      {KIND_HELP[kind] !== undefined ? <p className="field__help">{KIND_HELP[kind]}</p> : null}
      <TextField
        label="Title"
        value={title}
        onChange={setTitle}
        error={problems.fields.title}
        required
        autoFocus
        autoComplete="off"
      />
      <TextField
        label="URL slug (optional)"
        value={urlSlug}
        onChange={setUrlSlug}
        error={problems.fields.urlSlug}
        autoComplete="off"
        spellCheck={false}
        description={
          <>
            Its address: <span className="page-address">{address}</span>
            {urlSlug.trim() === '' ? ' (made from the title; a number is added if it is taken)' : ''}
          </>
        }
      />
      {TEMPLATE_KINDS.includes(kind) ? <TemplateChoice value={template} onChange={setTemplate} /> : null}
      {kind !== 'lock-screen' ? (
        <CheckboxField label="Add to navigation" checked={addToNavigation} onChange={setAddToNavigation} />
      ) : null}
      {problems.fields.type !== undefined ? <Alert tone="error">{problems.fields.type}</Alert> : null}
      <DialogFormActions
        onCancel={onCancel}
        submitLabel="Add page"
        busy={create.isPending}
        busyLabel="Adding…"
      />
    </form>
  );
}

/** "Start with": Blank, or one of the page templates (domain/page-templates.ts), as native radios. */
function TemplateChoice({
  value,
  onChange,
}: {
  value: PageTemplate | 'blank';
  onChange: (value: PageTemplate | 'blank') => void;
}) {
  const choices = [
    { id: 'blank' as const, label: 'Blank', description: 'An empty page to fill block by block.' },
    ...PAGE_TEMPLATES.map((id) => ({ id, ...PAGE_TEMPLATE_LABELS[id] })),
  ];
  return (
    <fieldset className="field-group template-choice">
      <legend>Start with</legend>
      {choices.map((choice) => (
        <label key={choice.id} className="template-choice__option">
          <input
            type="radio"
            name="page-template"
            value={choice.id}
            checked={value === choice.id}
            onChange={() => onChange(choice.id)}
          />
          <span className="template-choice__label">{choice.label}</span>
          <span className="template-choice__description">{choice.description}</span>
        </label>
      ))}
    </fieldset>
  );
}
