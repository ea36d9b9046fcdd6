// The parts the signed-out forms share: the refusal that names no field, the sign-in email field, and the wide submit button.
import type { ApiError } from '../api/client.js';
import { Alert } from '../ui/alert.js';
import { TextField } from '../ui/field.js';

/** The server's refusal when it names no field of the form (a field's problem shows under the field). */
export function FormRefusal({ error }: { error: ApiError | undefined }) {
  return error !== undefined && Object.keys(error.fields).length === 0 ? (
    <Alert tone="error">{error.message}</Alert>
  ) : null;
}

/** Props of {@link SignInEmailField}. */
export interface SignInEmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The email the owner signs in with (the username a password manager fills in). */
export function SignInEmailField({ value, onChange, error }: SignInEmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="username"
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** Props of {@link AuthSubmit}. */
export interface AuthSubmitProps {
  busy: boolean;
  label: string;
  /** What the button says while the form is sent ('Signing in…'). */
  busyLabel: string;
}

/** The form's submit button, off while the form is sent. */
export function AuthSubmit({ busy, label, busyLabel }: AuthSubmitProps) {
  return (
    <button type="submit" className="button button--primary button--wide" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
