// The add and edit dialog of a webhook endpoint: its address, the events it gets, a description, on or off; checked here, then by the server.
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  webhookUrlProblem,
  type WebhookEventType,
} from '../../domain/owner-api/automation-rules.js';
import type { WebhookView } from '../../domain/owner-api/automation.js';
import type { WebhookInput } from '../api/automation.js';
import { asApiError } from '../api/client.js';
import { Alert } from '../ui/alert.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { UnsavedChangesGuard } from '../ui/unsaved-changes.js';
import { CheckboxField, TextField } from '../ui/field.js';

/** Props of {@link WebhookDialog}. */
export interface WebhookDialogProps {
  isOpen: boolean;
  /** The endpoint being edited; none to add one. */
  webhook?: WebhookView;
  onClose: () => void;
  /** Saves; a rejection's field messages are shown under their fields. */
  onSave: (input: WebhookInput) => Promise<void>;
}

const EMPTY: WebhookInput = { url: '', description: '', events: [], enabled: true };

/** Field name → message, from the form's own checks. */
function problemsOf(input: WebhookInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const url = webhookUrlProblem(input.url);
  if (url !== undefined) problems.url = url;
  if (input.events.length === 0) problems.events = 'Choose at least one event.';
  return problems;
}

/** The add or edit dialog. */
export function WebhookDialog({ isOpen, webhook, onClose, onSave }: WebhookDialogProps) {
  const [input, setInput] = useState<WebhookInput>(EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const eventsError = useId();
  // Changed since the dialog opened: leaving the screen asks first.
  const [edited, setEdited] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setInput(
      webhook === undefined
        ? EMPTY
        : {
            url: webhook.url,
            description: webhook.description,
            events: [...webhook.events],
            enabled: webhook.enabled,
          },
    );
    setProblems({});
    setFailure(undefined);
    setEdited(false);
  }, [isOpen, webhook]);

  const change = (next: Partial<WebhookInput>) => {
    setEdited(true);
    setInput((current) => ({ ...current, ...next }));
    setProblems((current) => {
      const rest = { ...current };
      for (const key of Object.keys(next)) delete rest[key];
      return rest;
    });
  };

  const toggle = (type: WebhookEventType, on: boolean) =>
    change({
      events: WEBHOOK_EVENT_TYPES.filter((each) => (each === type ? on : input.events.includes(each))),
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(input);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onSave({ ...input, url: input.url.trim(), description: input.description.trim() });
    } catch (caught) {
      const error = asApiError(caught);
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([key, message]) => [key.split('.')[0] as string, message]),
      );
      setProblems(fields);
      setFailure(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <EditorDialog
      title={webhook === undefined ? 'Add a webhook' : 'Edit the webhook'}
      isOpen={isOpen}
      onClose={onClose}
    >
      <form className="dialog__content" onSubmit={(event) => void submit(event)} noValidate>
        {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label="Address"
          type="url"
          value={input.url}
          onChange={(url) => change({ url })}
          error={problems.url}
          description="Where events are posted: https://…, or http://localhost while you develop."
          autoComplete="off"
        />
        <TextField
          label="Description (optional)"
          value={input.description}
          onChange={(description) => change({ description })}
          error={problems.description}
        />
        <fieldset
          className="field"
          aria-invalid={problems.events !== undefined ? true : undefined}
          aria-describedby={problems.events !== undefined ? eventsError : undefined}
        >
          <legend className="field__label">Events</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField
              key={type}
              label={WEBHOOK_EVENT_LABELS[type]}
              checked={input.events.includes(type)}
              onChange={(on) => toggle(type, on)}
            />
          ))}
          {problems.events !== undefined ? (
            <p className="field__error" id={eventsError}>
              {problems.events}
            </p>
          ) : null}
        </fieldset>
        <CheckboxField
          label="Send events to this address"
          checked={input.enabled}
          onChange={(enabled) => change({ enabled })}
          description="Switched off, events wait here until it is switched on again."
        />
        <DialogFormActions
          onCancel={onClose}
          submitLabel={webhook === undefined ? 'Add webhook' : 'Save'}
          busy={busy}
          busyLabel="Saving…"
        />
        <UnsavedChangesGuard dirty={edited} />
      </form>
    </EditorDialog>
  );
}
