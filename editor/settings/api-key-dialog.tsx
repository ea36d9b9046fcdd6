// The create dialog of an API key: its name, scopes as checkboxes, and the owner's password asked again; checked here, then by the server.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { API_KEY_SCOPES, type ApiKeyScope, type NewApiKeyInput } from '../api/api-keys.js';
import { asApiError } from '../api/client.js';
import { Alert } from '../ui/alert.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { UnsavedChangesGuard } from '../ui/unsaved-changes.js';
import { CheckboxField, TextField } from '../ui/field.js';

/** Props of {@link ApiKeyDialog}. */
export interface ApiKeyDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Makes the key; a rejection's field messages are shown under their fields. */
  onCreate: (input: NewApiKeyInput) => Promise<void>;
}

/** The server's messages (server/accounts/api-keys/routes.ts), given before asking it. */
function problemsOf(input: NewApiKeyInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (input.name.trim() === '') problems.name = 'Give the key a name.';
  if (input.scopes.length === 0) problems.scopes = 'Choose at least one scope.';
  if (input.password === '') problems.password = 'Please enter your password.';
  return problems;
}

/** The create dialog. */
export function ApiKeyDialog({ isOpen, onClose, onCreate }: ApiKeyDialogProps) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const scopesError = useId();

  useEffect(() => {
    if (!isOpen) return;
    setName('');
    setScopes([]);
    setPassword('');
    setProblems({});
    setFailure(undefined);
  }, [isOpen]);

  const toggle = (scope: ApiKeyScope, on: boolean) => {
    setScopes(API_KEY_SCOPES.filter((each) => (each === scope ? on : scopes.includes(each))));
    setProblems(({ scopes: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { name: name.trim(), scopes, password };
    const found = problemsOf(input);
    setProblems(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onCreate(input);
    } catch (caught) {
      const error = asApiError(caught);
      setProblems(
        Object.fromEntries(
          Object.entries(error.fields).map(([key, message]) => [key.split('.')[0] as string, message]),
        ),
      );
      setFailure(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <EditorDialog title="Create an API key" isOpen={isOpen} onClose={onClose}>
      <form className="dialog__content" onSubmit={(event) => void submit(event)} noValidate>
        {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label="Name"
          value={name}
          maxLength={100}
          onChange={(next) => {
            setName(next);
            setProblems(({ name: _cleared, ...rest }) => rest);
          }}
          error={problems.name}
          description="Who or what uses it, e.g. “Accounting export”."
          autoComplete="off"
        />
        <fieldset
          className="field"
          aria-invalid={problems.scopes !== undefined ? true : undefined}
          aria-describedby={problems.scopes !== undefined ? scopesError : undefined}
        >
          <legend className="field__label">Scopes</legend>
          {API_KEY_SCOPES.map((scope) => (
            <CheckboxField
              key={scope}
              label={scope}
              checked={scopes.includes(scope)}
              onChange={(on) => toggle(scope, on)}
            />
          ))}
          {problems.scopes !== undefined ? (
            <p className="field__error" id={scopesError}>
              {problems.scopes}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(next) => {
            setPassword(next);
            setProblems(({ password: _cleared, ...rest }) => rest);
          }}
          error={problems.password}
          description="A key acts for the website until it is revoked, so it needs your password."
        />
        <DialogFormActions onCancel={onClose} submitLabel="Create key" busy={busy} busyLabel="Creating…" />
        <UnsavedChangesGuard dirty={name !== '' || scopes.length > 0 || password !== ''} />
      </form>
    </EditorDialog>
  );
}
