// The dialog that shows a webhook's signing secret, the one time it is shown, with a copy button and how receivers check it.
import { useState } from 'react';
import { WEBHOOK_SIGNATURE_HELP } from '../../domain/owner-api/automation-rules.js';
import { EditorDialog } from '../ui/dialog.js';

/** Props of {@link SecretDialog}. */
export interface SecretDialogProps {
  /** The secret to show; none: closed. */
  secret?: string;
  url?: string;
  onClose: () => void;
}

/** Shows the secret once; closing it is the last chance to copy it. */
export function SecretDialog({ secret, url, onClose }: SecretDialogProps) {
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }

  return (
    <EditorDialog
      title="The webhook’s signing secret"
      isOpen={secret !== undefined}
      onClose={() => {
        setCopied(undefined);
        onClose();
      }}
      dismissable={false}
    >
      <div className="dialog__content">
        <p>
          Copy it now into the service at <strong>{url}</strong>: it is shown only this once. If it is lost,
          make a new one.
        </p>
        <div className="field">
          <label className="field__label" htmlFor="webhook-secret">
            Signing secret
          </label>
          <input
            id="webhook-secret"
            className="field__input"
            readOnly
            value={secret ?? ''}
            onFocus={(e) => e.target.select()}
          />
        </div>
        <p role="status">
          {copied === 'yes'
            ? 'Copied.'
            : copied === 'no'
              ? 'Could not copy: select the secret and copy it.'
              : ''}
        </p>
        <details>
          <summary>How a receiver checks a delivery</summary>
          <p className="field__help">{WEBHOOK_SIGNATURE_HELP}</p>
        </details>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy secret
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setCopied(undefined);
            onClose();
          }}
        >
          Done
        </button>
      </div>
    </EditorDialog>
  );
}
