// The compose dialog of a campaign: its subject and its body in the rich-text editor; "Add an email subject." beside an empty subject.
import { useEffect, useState, type FormEvent } from 'react';
import { MAILING_LIST_MESSAGES, MAX_SUBJECT_LENGTH } from '../../domain/owner-api/mailing-list-rules.js';
import { asApiError } from '../api/client.js';
import type { CampaignInput, CampaignView, ProviderList } from '../api/mailing-lists.js';
import { Alert } from '../ui/alert.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { UnsavedChangesGuard } from '../ui/unsaved-changes.js';
import { SelectField, TextField } from '../ui/field.js';
import { LazyRichTextEditor } from '../ui/lazy-rich-text.js';

/** Props of {@link CampaignDialog}. */
export interface CampaignDialogProps {
  isOpen: boolean;
  /** The draft being edited, or undefined for a new one. */
  campaign: CampaignView | undefined;
  /** The built-in lists to choose from. */
  lists: readonly ProviderList[];
  /** The list a campaign without a choice goes to (the connected one, else the oldest). */
  defaultList: ProviderList | undefined;
  onClose: () => void;
  /** Saves; a rejection's field messages are shown beside their fields. */
  onSave: (input: CampaignInput) => Promise<void>;
}

/** The compose dialog. */
export function CampaignDialog({
  isOpen,
  campaign,
  lists,
  defaultList,
  onClose,
  onSave,
}: CampaignDialogProps) {
  const [subject, setSubject] = useState('');
  const [listId, setListId] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Changed since the dialog opened: leaving the screen asks first.
  const [edited, setEdited] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setEdited(false);
    setSubject(campaign?.subject ?? '');
    setBody(campaign?.bodyHtml ?? '');
    setListId(campaign?.listId ?? '');
    setProblems({});
    setFailure(undefined);
  }, [isOpen, campaign]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (subject.trim() === '') {
      setProblems({ subject: MAILING_LIST_MESSAGES.subjectRequired });
      return;
    }
    setBusy(true);
    try {
      await onSave({ subject: subject.trim(), bodyHtml: body, mailingListId: listId === '' ? null : listId });
    } catch (error) {
      const refused = asApiError(error);
      setProblems({ ...refused.fields });
      setFailure(refused.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <EditorDialog
      title={campaign === undefined ? 'New campaign' : 'Edit campaign'}
      isOpen={isOpen}
      onClose={onClose}
      size="large"
    >
      <form className="dialog__content" onSubmit={(event) => void submit(event)} noValidate>
        {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label="Subject"
          value={subject}
          maxLength={MAX_SUBJECT_LENGTH}
          onChange={(value) => {
            setEdited(true);
            setSubject(value);
            setProblems(({ subject: _cleared, ...rest }) => rest);
          }}
          error={problems.subject}
          autoComplete="off"
        />
        {lists.length > 1 ? (
          <SelectField
            label="Send to"
            value={listId}
            onChange={(value) => {
              setEdited(true);
              setListId(value);
            }}
            options={[
              {
                value: '',
                label:
                  defaultList === undefined
                    ? 'The connected list'
                    : `${defaultList.name} (the connected list)`,
              },
              ...lists
                .filter((list) => list.id !== defaultList?.id)
                .map((list) => ({ value: list.id, label: list.name })),
            ]}
            error={problems.mailingListId}
          />
        ) : null}
        <LazyRichTextEditor
          label="Message"
          value={body}
          onChange={(html) => {
            if (html !== body) setEdited(true);
            setBody(html);
          }}
          error={problems.bodyHtml}
        />
        <p className="field__help">
          Each email ends with an unsubscribe link; mail clients also show it as a button.
        </p>
        <DialogFormActions onCancel={onClose} submitLabel="Save draft" busy={busy} busyLabel="Saving…" />
        <UnsavedChangesGuard dirty={edited} />
      </form>
    </EditorDialog>
  );
}
