// The dialog that shows a secret the one time it is shown (an API key, a webhook's signing secret): the value to select, a copy button, and Done.
import { useId, useState, type ReactNode } from 'react';
import { EditorDialog } from './dialog.js';

/** Props of {@link ShownOnceDialog}. */
export interface ShownOnceDialogProps {
  title: string;
  /** The secret; none: closed. */
  secret?: string;
  /** The field's label ("API key") and what the secret is called in the buttons ("key"). */
  label: string;
  noun: string;
  /** What to do with it, above the field. */
  intro: ReactNode;
  /** More, under the field (how receivers check a signature). */
  children?: ReactNode;
  onClose: () => void;
}

/** Shows the secret once; it cannot be dismissed by accident, and closing it is the last chance to copy it. */
export function ShownOnceDialog({
  title,
  secret,
  label,
  noun,
  intro,
  children,
  onClose,
}: ShownOnceDialogProps) {
  const id = useId();
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
    <EditorDialog title={title} isOpen={secret !== undefined} onClose={close} dismissable={false}>
      <div className="dialog__content">
        {intro}
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          <input
            id={id}
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
              ? `Could not copy: select the ${noun} and copy it.`
              : ''}
        </p>
        {children}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy {noun}
        </button>
        <button type="button" className="button button--primary" onClick={close}>
          Done
        </button>
      </div>
    </EditorDialog>
  );
}
