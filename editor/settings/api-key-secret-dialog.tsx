// The dialog that shows a new API key's secret, the one time it is shown, with a copy button and the warning.
import { useState } from 'react';
import { Alert } from '../ui/alert.js';
import { EditorDialog } from '../ui/dialog.js';

/** Props of {@link ApiKeySecretDialog}. */
export interface ApiKeySecretDialogProps {
  /** The key's secret; none: closed. */
  secret?: string;
  name?: string;
  onClose: () => void;
}

/** Shows the secret once; closing it is the last chance to copy it. */
export function ApiKeySecretDialog({ secret, name, onClose }: ApiKeySecretDialogProps) {
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }

  const close = () => {
    setCopied(undefined);
    onClose();
  };

  return (
    <EditorDialog
      title={`The key “${name ?? ''}”`}
      isOpen={secret !== undefined}
      onClose={close}
      dismissable={false}
    >
      <div className="dialog__content">
        <Alert tone="warning">
          Copy the key now: it will not be shown again. If it is lost, revoke it and create another.
        </Alert>
        <div className="field">
          <label className="field__label" htmlFor="api-key-secret">
            API key
          </label>
          <input
            id="api-key-secret"
            className="field__input"
            readOnly
            value={secret ?? ''}
            onFocus={(event) => event.target.select()}
          />
        </div>
        <p role="status">
          {copied === 'yes'
            ? 'Copied.'
            : copied === 'no'
              ? 'Could not copy: select the key and copy it.'
              : ''}
        </p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy key
        </button>
        <button type="button" className="button button--primary" onClick={close}>
          Done
        </button>
      </div>
    </EditorDialog>
  );
}
