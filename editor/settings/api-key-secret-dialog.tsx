// The dialog that shows a new API key's secret, the one time it is shown, with a copy button and the warning.
import { Alert } from '../ui/alert.js';
import { ShownOnceDialog } from '../ui/shown-once-dialog.js';

/** Props of {@link ApiKeySecretDialog}. */
export interface ApiKeySecretDialogProps {
  /** The key's secret; none: closed. */
  secret?: string;
  name?: string;
  onClose: () => void;
}

/** Shows the secret once; closing it is the last chance to copy it. */
export function ApiKeySecretDialog({ secret, name, onClose }: ApiKeySecretDialogProps) {
  return (
    <ShownOnceDialog
      title={`The key “${name ?? ''}”`}
      secret={secret}
      label="API key"
      noun="key"
      onClose={onClose}
      intro={
        <Alert tone="warning">
          Copy the key now: it will not be shown again. If it is lost, revoke it and create another.
        </Alert>
      }
    />
  );
}
