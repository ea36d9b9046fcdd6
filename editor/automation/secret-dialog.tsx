// The dialog that shows a webhook's signing secret, the one time it is shown, with a copy button and how receivers check it.
import { WEBHOOK_SIGNATURE_HELP } from '../../domain/owner-api/automation-rules.js';
import { ShownOnceDialog } from '../ui/shown-once-dialog.js';

/** Props of {@link SecretDialog}. */
export interface SecretDialogProps {
  /** The secret to show; none: closed. */
  secret?: string;
  url?: string;
  onClose: () => void;
}

/** Shows the secret once; closing it is the last chance to copy it. */
export function SecretDialog({ secret, url, onClose }: SecretDialogProps) {
  return (
    <ShownOnceDialog
      title="The webhook’s signing secret"
      secret={secret}
      label="Signing secret"
      noun="secret"
      onClose={onClose}
      intro={
        <p>
          Copy it now into the service at <strong>{url}</strong>: it is shown only this once. If it is lost,
          make a new one.
        </p>
      }
    >
      <details>
        <summary>How a receiver checks a delivery</summary>
        <p className="field__help">{WEBHOOK_SIGNATURE_HELP}</p>
      </details>
    </ShownOnceDialog>
  );
}
