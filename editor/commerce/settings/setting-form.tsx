// The form inside every settings dialog (coupon, shipping option, tax rule): the refusal on top, the fields, Cancel and Save.
import type { ReactElement, ReactNode } from 'react';
import { Alert } from '../../ui/alert.js';
import { DialogFormActions } from '../../ui/dialog.js';
import type { FormSubmit } from '../../ui/use-form-submit.js';

/** Props of {@link SettingForm}. */
export interface SettingFormProps {
  /** What is saved ("coupon", "tax rule"): in the refusal's title and the Save button. */
  noun: string;
  /** The dialog's save (`useSaveSetting`). */
  save: FormSubmit;
  onCancel: () => void;
  /** "Leave without saving?" of the dialog's draft (`useSettingDraft`). */
  leavePrompt?: ReactElement;
  children: ReactNode;
}

/** One setting's form; the server's message for a field is shown by that field. */
export function SettingForm({ noun, save, onCancel, leavePrompt, children }: SettingFormProps) {
  return (
    <form onSubmit={(event) => void save.submit(event)} noValidate>
      <div className="dialog__content">
        {save.error !== undefined ? (
          <Alert tone="error" title={`The ${noun} was not saved`}>
            {save.error.message}
          </Alert>
        ) : null}
        {children}
      </div>
      <DialogFormActions
        onCancel={onCancel}
        submitLabel={`Save ${noun}`}
        busy={save.busy}
        busyLabel="Saving…"
      />
      {leavePrompt}
    </form>
  );
}
