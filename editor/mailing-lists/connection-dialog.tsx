// SPEC §2's mailing-list connection dialog: the provider, Mailchimp's API key, and the list sign-ups go to, with SPEC's messages beside their fields.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import {
  MAILING_LIST_MESSAGES,
  MAILING_LIST_PROVIDERS,
  PROVIDER_LABELS,
  type MailingListProvider,
} from '../../domain/owner-api/mailing-list-rules.js';
import { asApiError } from '../api/client.js';
import {
  MAILING_LIST_KEYS,
  createBuiltInList,
  fetchProviderLists,
  saveConnection,
  type ConnectionView,
  type ProviderList,
} from '../api/mailing-lists.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { UnsavedChangesGuard } from '../ui/unsaved-changes.js';
import { SelectField, TextField } from '../ui/field.js';

/** Props of {@link ConnectionDialog}. */
export interface ConnectionDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The connection now (its provider and list are chosen when the dialog opens). */
  current: ConnectionView | null;
}

type Problems = Partial<Record<'provider' | 'apiKey' | 'listId' | 'name', string>>;

function fieldsOf(error: unknown): { problems: Problems; message: string } {
  const failure = asApiError(error);
  return { problems: failure.fields as Problems, message: failure.message };
}

/** The connection dialog. */
export function ConnectionDialog({ isOpen, onClose, current }: ConnectionDialogProps) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [provider, setProvider] = useState<MailingListProvider>('tessera');
  const [apiKey, setApiKey] = useState('');
  const [lists, setLists] = useState<ProviderList[] | undefined>();
  const [listId, setListId] = useState('');
  const [newList, setNewList] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Changed since the dialog opened: leaving the screen asks first.
  const [edited, setEdited] = useState(false);

  const storedKey = current?.provider === 'mailchimp' && provider === 'mailchimp' ? current.apiKeyHint : null;

  async function load(kind: MailingListProvider, key: string | undefined) {
    setBusy(true);
    setFailure(undefined);
    try {
      const found = await fetchProviderLists(kind, key);
      setLists(found);
      setProblems({});
      setListId((chosen) => (found.some((list) => list.id === chosen) ? chosen : ''));
    } catch (error) {
      const { problems: fields, message } = fieldsOf(error);
      setLists(fields.listId === MAILING_LIST_MESSAGES.noLists ? [] : undefined);
      setProblems(fields);
      if (Object.keys(fields).length === 0) setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (!isOpen) return;
    const kind = current?.provider ?? 'tessera';
    setProvider(kind);
    setApiKey('');
    setLists(undefined);
    setListId(current?.listId ?? '');
    setNewList('');
    setProblems({});
    setFailure(undefined);
    setEdited(false);
    // The built-in lists, or the connected account's with its stored key.
    if (kind === 'tessera' || current !== null) void load(kind, undefined);
  }, [isOpen]);

  function chooseProvider(next: MailingListProvider) {
    setEdited(true);
    setProvider(next);
    setLists(undefined);
    setListId('');
    setProblems({});
    setFailure(undefined);
    if (next === 'tessera' || current?.provider === next) void load(next, undefined);
  }

  async function addList() {
    const name = newList.trim();
    if (name === '') {
      setProblems({ name: MAILING_LIST_MESSAGES.listNameRequired });
      return;
    }
    setBusy(true);
    try {
      const made = await createBuiltInList(name);
      void queryClient.invalidateQueries({ queryKey: MAILING_LIST_KEYS.lists });
      setLists((known) => [...(known ?? []), made]);
      setListId(made.id);
      setNewList('');
      setProblems({});
      announce(`List ${made.name} created.`);
    } catch (error) {
      const { problems: fields, message } = fieldsOf(error);
      setProblems(fields);
      if (Object.keys(fields).length === 0) setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (listId === '') {
      setProblems({ listId: MAILING_LIST_MESSAGES.listRequired });
      return;
    }
    setBusy(true);
    try {
      const key = apiKey.trim();
      const saved = await saveConnection({ provider, listId, ...(key === '' ? {} : { apiKey: key }) });
      queryClient.setQueryData(MAILING_LIST_KEYS.connection, saved);
      void queryClient.invalidateQueries({ queryKey: MAILING_LIST_KEYS.all });
      announce(`Sign-ups now go to ${saved?.listName ?? 'the list'}.`);
      onClose();
    } catch (error) {
      const { problems: fields, message } = fieldsOf(error);
      setProblems(fields);
      setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  const noLists = lists !== undefined && lists.length === 0;
  return (
    <EditorDialog title="Connect a mailing list" isOpen={isOpen} onClose={onClose}>
      <form className="dialog__content" onSubmit={(event) => void submit(event)} noValidate>
        {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
        <SelectField
          label="Provider"
          value={provider}
          onChange={(value) => chooseProvider(value as MailingListProvider)}
          options={MAILING_LIST_PROVIDERS.map((kind) => ({ value: kind, label: PROVIDER_LABELS[kind] }))}
          error={problems.provider}
        />
        {provider === 'mailchimp' ? (
          <div className="connection-dialog__key">
            <TextField
              label="API key"
              type="password"
              autoComplete="off"
              value={apiKey}
              onChange={(value) => {
                setEdited(true);
                setApiKey(value);
                setProblems(({ apiKey: _cleared, ...rest }) => rest);
              }}
              error={problems.apiKey}
              description={
                storedKey !== null
                  ? `The saved key ends in ${storedKey}; leave this empty to keep it.`
                  : 'In Mailchimp: Profile › Extras › API keys. It ends with your data centre, like -us21.'
              }
            />
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void load('mailchimp', apiKey.trim() === '' ? undefined : apiKey.trim())}
            >
              Load lists
            </button>
          </div>
        ) : null}
        {noLists ? <Alert tone="warning">{MAILING_LIST_MESSAGES.noLists}</Alert> : null}
        {lists !== undefined && lists.length > 0 ? (
          <SelectField
            label="List"
            value={listId}
            onChange={(value) => {
              setEdited(true);
              setListId(value);
              setProblems(({ listId: _cleared, ...rest }) => rest);
            }}
            options={[
              { value: '', label: 'Select a list' },
              ...lists.map((list) => ({
                value: list.id,
                label: `${list.name} (${list.memberCount} ${list.memberCount === 1 ? 'member' : 'members'})`,
              })),
            ]}
            error={problems.listId}
          />
        ) : problems.listId !== undefined && !noLists ? (
          <p className="field__error" role="alert">
            {problems.listId}
          </p>
        ) : null}
        {provider === 'tessera' && lists !== undefined ? (
          <div className="connection-dialog__new-list">
            <TextField
              label="New list name"
              value={newList}
              maxLength={100}
              onChange={(value) => {
                setEdited(true);
                setNewList(value);
                setProblems(({ name: _cleared, ...rest }) => rest);
              }}
              error={problems.name}
            />
            <button type="button" className="button" disabled={busy} onClick={() => void addList()}>
              Create list
            </button>
          </div>
        ) : null}
        <DialogFormActions onCancel={onClose} submitLabel="Connect" busy={busy} busyLabel="Working…" />
        <UnsavedChangesGuard dirty={edited} />
      </form>
    </EditorDialog>
  );
}
