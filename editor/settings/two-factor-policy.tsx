// The Members screen's switch: everyone must sign in with two-factor (whoever turns it on must use it already).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { asApiError } from '../api/client.js';
import { setTwoFactorPolicy, TWO_FACTOR_POLICY_KEY, useTwoFactorPolicy } from '../api/members.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { CheckboxField } from '../ui/field.js';
import { LoadError, Loading } from '../ui/load-state.js';

/** The requirement switch, saved as it is flipped. */
export function TwoFactorPolicy() {
  const policy = useTwoFactorPolicy();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  async function flip(required: boolean) {
    setBusy(true);
    setFailure(undefined);
    try {
      queryClient.setQueryData(TWO_FACTOR_POLICY_KEY, await setTwoFactorPolicy(required));
      announce(
        required ? 'Everyone must now sign in with two-factor.' : 'Two-factor sign-in is no longer required.',
      );
    } catch (caught) {
      setFailure(asApiError(caught).message);
    } finally {
      setBusy(false);
    }
  }

  if (policy.isPending) return <Loading label="Loading the requirement…" />;
  if (policy.error !== null) return <LoadError error={policy.error} onRetry={() => void policy.refetch()} />;
  return (
    <>
      {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
      <CheckboxField
        label="Everyone must sign in with two-factor"
        checked={policy.data}
        disabled={busy}
        onChange={(on) => void flip(on)}
        description="Members who have not set it up are sent to do so the next time they open the editor."
      />
    </>
  );
}
