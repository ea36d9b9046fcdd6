// The dialog that sends a webhook a test event: a chosen type with sample data, so the receiving service can learn its fields.
import { useEffect, useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '../../domain/owner-api/automation-rules.js';
import type { WebhookView } from '../../domain/owner-api/automation.js';
import { asApiError } from '../api/client.js';
import { Alert } from '../ui/alert.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { SelectField } from '../ui/field.js';

/** Props of {@link TestEventDialog}. */
export interface TestEventDialogProps {
  /** The endpoint to send to; none: closed. */
  webhook?: WebhookView;
  onClose: () => void;
  onSend: (webhook: WebhookView, type: WebhookEventType) => Promise<void>;
}

/** Chooses the event type and sends its sample. */
export function TestEventDialog({ webhook, onClose, onSend }: TestEventDialogProps) {
  const [type, setType] = useState<WebhookEventType>('order.placed');
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (webhook === undefined) return;
    setType(webhook.events[0] ?? 'order.placed');
    setFailure(undefined);
  }, [webhook]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (webhook === undefined) return;
    setBusy(true);
    try {
      await onSend(webhook, type);
    } catch (caught) {
      setFailure(asApiError(caught).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <EditorDialog title="Send a test event" isOpen={webhook !== undefined} onClose={onClose} size="small">
      <form className="dialog__content" onSubmit={(event) => void submit(event)} noValidate>
        <p>
          A sample of the event, marked <code>&quot;test&quot;: true</code>, is posted to {webhook?.url} and
          shown in its deliveries.
        </p>
        {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
        <SelectField
          label="Event"
          value={type}
          onChange={(next) => setType(next as WebhookEventType)}
          options={WEBHOOK_EVENT_TYPES.map((each) => ({ value: each, label: WEBHOOK_EVENT_LABELS[each] }))}
        />
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Send test event"
          busy={busy}
          busyLabel="Sending…"
        />
      </form>
    </EditorDialog>
  );
}
