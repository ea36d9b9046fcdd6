// The recovery codes, shown the one time they exist in the clear: a list to copy or write down, and Done.
import { useState } from 'react';
import { EditorDialog } from '../ui/dialog.js';

/** Props of {@link RecoveryCodesDialog}. */
export interface RecoveryCodesDialogProps {
  /** The codes; none: closed. */
  codes: readonly string[] | undefined;
  onClose: () => void;
}

/** Shows the codes once; it cannot be dismissed by accident. */
export function RecoveryCodesDialog({ codes, onClose }: RecoveryCodesDialogProps) {
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();

  async function copy() {
    try {
      await navigator.clipboard.writeText((codes ?? []).join('\n'));
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
      title="Your recovery codes"
      isOpen={codes !== undefined}
      onClose={close}
      dismissable={false}
    >
      <div className="dialog__content">
        <p>
          If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep
          them somewhere safe: they are shown only now.
        </p>
        <ol className="recovery-codes" aria-label="Recovery codes">
          {(codes ?? []).map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <p role="status">
          {copied === 'yes'
            ? 'Copied.'
            : copied === 'no'
              ? 'Could not copy: select the codes and copy them.'
              : ''}
        </p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" className="button button--primary" onClick={close}>
          I have saved them
        </button>
      </div>
    </EditorDialog>
  );
}
