// A form's submit as a hook: busy while it sends, the server's refusal kept as an ApiError for the form to show.
import { useState, type FormEvent } from 'react';
import { asApiError, type ApiError } from '../api/client.js';

/** Options of {@link useFormSubmit}. */
export interface FormSubmitOptions {
  /**
   * Checked after the last error is cleared and before anything is sent: false stops the submit
   * (the form shows its own reason).
   */
  ready?: () => boolean;
  /**
   * The form goes away when `send` succeeds (it navigates): it stays busy until then, so the
   * button cannot send twice.
   */
  leavesOnSuccess?: boolean;
}

/** What {@link useFormSubmit} gives. */
export interface FormSubmit {
  /** The form's `onSubmit`. */
  submit: (event: FormEvent) => Promise<void>;
  busy: boolean;
  /** Why the last submit failed (cleared by the next one). */
  error: ApiError | undefined;
}

/**
 * Sends a form with `send`: busy meanwhile, and a failure kept in `error` (anything thrown that is
 * not an ApiError becomes 'Something went wrong.').
 */
export function useFormSubmit(send: () => Promise<void>, options: FormSubmitOptions = {}): FormSubmit {
  const [error, setError] = useState<ApiError | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (options.ready?.() === false) return;
    setBusy(true);
    try {
      await send();
      if (options.leavesOnSuccess !== true) setBusy(false);
    } catch (failure) {
      setError(asApiError(failure));
      setBusy(false);
    }
  }

  return { submit, busy, error };
}
