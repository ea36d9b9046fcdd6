// Tests useFormSubmit through a form: the button is off while it sends, a refusal is shown, a form that leaves stays off, a failed check sends nothing.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.js';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit.js';

afterEach(cleanup);

/** A deferred send: the test decides when (and how) it ends. */
function deferred() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const calls: number[] = [];
  const send = () => {
    calls.push(calls.length);
    return new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return { send, calls, settle: () => settle };
}

function Form({ send, options }: { send: () => Promise<void>; options?: FormSubmitOptions }) {
  const { submit, busy, error } = useFormSubmit(send, options);
  return (
    <form onSubmit={submit}>
      {error !== undefined ? <p role="alert">{error.message}</p> : null}
      <button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}

describe('useFormSubmit', () => {
  it('is busy while it sends, then ready again', async () => {
    const sending = deferred();
    const user = userEvent.setup();
    render(<Form send={sending.send} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    sending.settle().resolve();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal, and “Something went wrong.” for anything else thrown', async () => {
    const sending = deferred();
    const user = userEvent.setup();
    render(<Form send={sending.send} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    sending.settle().reject(new ApiError(401, 'invalid-credentials', 'Email or password is incorrect.'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Email or password is incorrect.');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).toBeNull();
    sending.settle().reject(new TypeError('boom'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Something went wrong.');
  });

  it('stays busy after a success when the form leaves, so it cannot be sent twice', async () => {
    const sending = deferred();
    const user = userEvent.setup();
    render(<Form send={sending.send} options={{ leavesOnSuccess: true }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    sending.settle().resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    expect(sending.calls).toHaveLength(1);
  });

  it('sends nothing when the form’s own check fails', async () => {
    const sending = deferred();
    const user = userEvent.setup();
    render(<Form send={sending.send} options={{ ready: () => false }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sending.calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });
});
