// /config/forms/new and /config/forms/:formId: build a form (its fields in a sortable list, its settings) beside a live preview, and save it, confirming before a form in use loses fields.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import type { FormFieldType } from '../../../domain/form-values.js';
import type { FormDefinition } from '../../../domain/owner-api/forms.js';
import { asApiError, type ApiError } from '../../api/client.js';
import { createForm, FORM_KEYS, saveForm, useFormDefinition, useFormDestinations } from '../../api/forms.js';
import { useCan } from '../../api/website.js';
import { Alert } from '../../ui/alert.js';
import { useAnnounce } from '../../ui/announcer.js';
import { ConfirmDialog } from '../../ui/dialog.js';
import { SelectField, TextField } from '../../ui/field.js';
import { Loading, LoadError } from '../../ui/load-state.js';
import { ProblemAlert, type Problem } from '../../ui/problem-alert.js';
import {
  draftOf,
  emptyDraft,
  FIELD_TYPE_LABELS,
  moved,
  newField,
  saveBodyOf,
  type Draft,
  type DraftField,
} from './draft.js';
import type { FieldAction } from './field-card.js';
import { FieldList } from './field-list.js';
import { FormPreview } from './form-preview.js';
import { FormSettings } from './form-settings.js';

const TYPE_CHOICES = Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** The server's 400 split: messages by field index and part, and the form's own by path. */
function splitErrors(fields: Readonly<Record<string, string>>) {
  const byField = new Map<number, Record<string, string>>();
  const own: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^fields\.(\d+)\.([A-Za-z]+)/.exec(path);
    if (match === null) own[path] = message;
    else {
      const index = Number(match[1]);
      byField.set(index, { ...(byField.get(index) ?? {}), [match[2]]: message });
    }
  }
  return { byField, own };
}

function usesText(form: FormDefinition): string {
  return form.usedOn
    .map((use) => `${use.kind === 'page' ? 'the page' : 'the product'} “${use.title}”`)
    .join(', ');
}

/** The builder; a new form until saved once, then the form at its own address. */
export function FormBuilderScreen() {
  const { formId } = useParams();
  const stored = useFormDefinition(formId);
  // The builder starts from the form as it is now (the pages using it may have changed since it was cached).
  if (formId !== undefined && (stored.isPending || (stored.isFetching && !stored.isFetchedAfterMount)))
    return <Loading />;
  if (formId !== undefined && stored.error !== null)
    return <LoadError error={stored.error} onRetry={() => void stored.refetch()} />;
  return <FormBuilder key={formId ?? 'new'} stored={stored.data} />;
}

function FormBuilder({ stored }: { stored: FormDefinition | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const canEdit = useCan('pages:edit');
  const destinations = useFormDestinations();
  const [form, setForm] = useState(stored);
  const [draft, setDraft] = useState<Draft>(() => (stored === undefined ? emptyDraft() : draftOf(stored)));
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const [addType, setAddType] = useState<FormFieldType>('text');
  const [problem, setProblem] = useState<Problem | undefined>();
  const [fieldProblems, setFieldProblems] = useState(() => splitErrors({}));
  const [confirming, setConfirming] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  // Changed since opened or saved: leaving asks first (a ref, so the save's own navigation is not held).
  const [dirty, setDirtyState] = useState(false);
  const dirtyRef = useRef(false);
  const setDirty = (value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  };
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (patch: Partial<Draft>) => {
    setSaved(false);
    setDirty(true);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const changeField = (key: string, patch: Partial<DraftField>) => {
    setSaved(false);
    setDirty(true);
    setDraft((current) => ({
      ...current,
      fields: current.fields.map((field) => (field.key === key ? { ...field, ...patch } : field)),
    }));
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= draft.fields.length) return;
    const field = draft.fields[from];
    change({ fields: moved(draft.fields, from, to) });
    announce(
      `${field.label || FIELD_TYPE_LABELS[field.type]} moved to position ${to + 1} of ${draft.fields.length}.`,
    );
  };
  const act = (key: string, action: FieldAction) => {
    const index = draft.fields.findIndex((field) => field.key === key);
    if (action === 'move-up') move(index, index - 1);
    else if (action === 'move-down') move(index, index + 1);
    else {
      const field = draft.fields[index];
      change({ fields: draft.fields.filter((each) => each.key !== key) });
      announce(`${field.label || FIELD_TYPE_LABELS[field.type]} removed.`);
    }
  };
  const addField = () => {
    const field = newField(addType);
    change({ fields: [...draft.fields, field] });
    setOpenKey(field.key);
    setAddedKey(field.key);
  };

  async function save(confirmRemoveFields: boolean) {
    setProblem(undefined);
    setFieldProblems(splitErrors({}));
    setBusy(true);
    try {
      const body = saveBodyOf(draft, confirmRemoveFields);
      const saved = form === undefined ? await createForm(body) : await saveForm(form.id, body, form.version);
      setConfirming(undefined);
      await queryClient.invalidateQueries({ queryKey: FORM_KEYS.all });
      await queryClient.invalidateQueries({ queryKey: ['block-choices', 'forms'] });
      queryClient.setQueryData(FORM_KEYS.one(saved.id), saved);
      setForm(saved);
      setDraft(draftOf(saved));
      setOpenKey(null);
      setAddedKey(null);
      setSaved(true);
      setDirty(false);
      announce('Form saved.');
      if (form === undefined) void navigate(`/forms/${encodeURIComponent(saved.id)}`, { replace: true });
    } catch (failure) {
      const error: ApiError = asApiError(failure);
      if (error.status === 409 && error.code === 'form-in-use') setConfirming(error.message);
      else {
        setConfirming(undefined);
        setProblem({ message: error.message, fields: error.fields });
        const split = splitErrors(error.fields);
        setFieldProblems(split);
        // The first field the server names opens, so its message shows at its input.
        const first = Math.min(...split.byField.keys());
        if (Number.isFinite(first) && draft.fields[first] !== undefined) setOpenKey(draft.fields[first].key);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="form-builder-screen">
      <p>
        <Link to="/forms">← Forms</Link>
      </p>
      <h1>{form === undefined ? 'New form' : `Edit ${form.name}`}</h1>
      {form !== undefined && form.usedOn.length > 0 ? (
        <Alert tone="info" title={`Used on ${usesText(form)}.`}>
          Removing a field asks you to confirm: visitors will no longer be asked, and the{' '}
          {form.submissionCount === 1 ? 'submission' : `${form.submissionCount} submissions`} already received
          keep their answers.
        </Alert>
      ) : null}
      <ProblemAlert problem={problem} />
      <form
        className="form-builder"
        aria-label="Form builder"
        onSubmit={(event) => {
          event.preventDefault();
          void save(false);
        }}
      >
        <div className="form-builder__edit">
          <TextField
            label="Form name"
            value={draft.name}
            onChange={(name) => change({ name })}
            error={fieldProblems.own.name}
            required
            maxLength={200}
            readOnly={!canEdit}
          />
          <section aria-labelledby="form-builder-fields">
            <h2 id="form-builder-fields">Fields</h2>
            {draft.fields.length === 0 ? (
              <p className="empty-state">No fields yet: add the first one below.</p>
            ) : null}
            <FieldList
              fields={draft.fields}
              openKey={openKey}
              addedKey={addedKey}
              onToggle={(key) => setOpenKey((open) => (open === key ? null : key))}
              onAction={act}
              onMove={move}
              onDragStart={(key) => setOpenKey((open) => (open === key ? null : open))}
              onChange={changeField}
              errors={fieldProblems.byField}
            />
            <div className="toolbar">
              <SelectField
                label="Field type"
                value={addType}
                options={TYPE_CHOICES}
                onChange={(type) => setAddType(type as FormFieldType)}
              />
              <button type="button" className="button" onClick={addField}>
                Add field
              </button>
            </div>
          </section>
          <FormSettings
            draft={draft}
            onChange={change}
            destinations={destinations.data}
            errors={fieldProblems.own}
          />
          {canEdit ? (
            <div className="toolbar">
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Saving…' : form === undefined ? 'Create form' : 'Save form'}
              </button>
              {saved ? <p className="field__help">All changes saved.</p> : null}
            </div>
          ) : (
            <p className="field__help">You may look at this form; those who edit pages change it.</p>
          )}
        </div>
        <FormPreview draft={draft} />
      </form>
      <ConfirmDialog
        title="Remove fields from a form in use?"
        isOpen={confirming !== undefined}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => void save(true)}
        confirmLabel="Remove and save"
        destructive
        busy={busy}
      >
        <p>{confirming}</p>
      </ConfirmDialog>
      <ConfirmDialog
        title="Leave without saving?"
        isOpen={blocker.state === 'blocked'}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
        confirmLabel="Leave"
        destructive
      >
        <p>The changes to {draft.name.trim() || 'this form'} are not saved. If you leave, they are lost.</p>
      </ConfirmDialog>
    </div>
  );
}
