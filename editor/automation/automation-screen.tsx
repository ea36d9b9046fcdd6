// /config/automation: workflow automation's webhooks: the endpoints, add and edit, a new secret shown once, delete, and each endpoint's delivery log.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_SIGNATURE_HELP } from '../../domain/owner-api/automation-rules.js';
import type { WebhookView } from '../../domain/owner-api/automation.js';
import {
  AUTOMATION_KEYS,
  createWebhook,
  deleteWebhook,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
  useWebhooks,
  type WebhookInput,
} from '../api/automation.js';
import { asApiError } from '../api/client.js';
import { useCan } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { DeliveryLog } from './delivery-log.js';
import { SecretDialog } from './secret-dialog.js';
import { TestEventDialog } from './test-event-dialog.js';
import { WebhookDialog } from './webhook-dialog.js';

/** What the dialogs hold open. */
type Editing = { kind: 'add' } | { kind: 'edit'; webhook: WebhookView } | undefined;

/** The automation screen. */
export function AutomationScreen() {
  const webhooks = useWebhooks();
  const canEdit = useCan('automation:edit');
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [editing, setEditing] = useState<Editing>();
  const [shown, setShown] = useState<{ secret: string; url: string } | undefined>();
  const [deleting, setDeleting] = useState<WebhookView | undefined>();
  const [rotating, setRotating] = useState<WebhookView | undefined>();
  const [testing, setTesting] = useState<WebhookView | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [selectedId, setSelectedId] = useState<string | undefined>();

  const refresh = () => void queryClient.invalidateQueries({ queryKey: AUTOMATION_KEYS.all });
  const selected = webhooks.data?.find((webhook) => webhook.id === selectedId) ?? webhooks.data?.[0];

  async function save(input: WebhookInput) {
    if (editing?.kind === 'edit') {
      await updateWebhook(editing.webhook.id, input, editing.webhook.version);
      announce('Webhook saved.');
    } else {
      const created = await createWebhook(input);
      setSelectedId(created.webhook.id);
      setShown({ secret: created.secret, url: created.webhook.url });
      announce('Webhook added.');
    }
    setEditing(undefined);
    refresh();
  }

  async function act(run: () => Promise<void>) {
    setBusy(true);
    setFailure(undefined);
    try {
      await run();
    } catch (caught) {
      setFailure(asApiError(caught).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="automation-screen">
      <h1>Automation</h1>
      <p className="field__help">
        Webhooks post the store’s and the site’s events (orders placed and fulfilled, form submissions,
        newsletter and restock sign-ups) as JSON to an automation service such as Zapier, Make or n8n, or your
        own. A delivery that fails is retried for a few hours.
      </p>
      <details className="panel">
        <summary>How a receiver checks a delivery</summary>
        <p className="field__help">{WEBHOOK_SIGNATURE_HELP}</p>
      </details>
      {canEdit ? (
        <div className="toolbar">
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing({ kind: 'add' })}
          >
            Add webhook
          </button>
        </div>
      ) : (
        <Alert tone="info">You may look at the webhooks but not change them.</Alert>
      )}
      {webhooks.isPending ? <Loading /> : null}
      {webhooks.error !== null ? (
        <LoadError error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : null}
      {webhooks.data !== undefined && webhooks.data.length === 0 ? (
        <p className="empty-state">No webhooks yet.</p>
      ) : null}
      {webhooks.data !== undefined && webhooks.data.length > 0 ? (
        <table className="table webhooks-table">
          <caption className="visually-hidden">Webhooks</caption>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">Events</th>
              <th scope="col">Status</th>
              <th scope="col">Secret</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {webhooks.data.map((webhook) => (
              <tr key={webhook.id} aria-current={webhook.id === selected?.id ? 'true' : undefined}>
                <td>
                  <span className="webhooks-table__url">{webhook.url}</span>
                  {webhook.description !== '' ? <p className="field__help">{webhook.description}</p> : null}
                </td>
                <td>{webhook.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(', ')}</td>
                <td>{webhook.enabled ? 'On' : 'Off'}</td>
                <td>…{webhook.secretHint}</td>
                <td className="webhooks-table__actions">
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Deliveries to ${webhook.url}`}
                    aria-pressed={webhook.id === selected?.id}
                    onClick={() => setSelectedId(webhook.id)}
                  >
                    Deliveries
                  </button>
                  {canEdit ? (
                    <>
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={`Edit ${webhook.url}`}
                        onClick={() => setEditing({ kind: 'edit', webhook })}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={`Send test to ${webhook.url}`}
                        onClick={() => setTesting(webhook)}
                      >
                        Send test
                      </button>
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={`New secret for ${webhook.url}`}
                        onClick={() => {
                          setFailure(undefined);
                          setRotating(webhook);
                        }}
                      >
                        New secret
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger"
                        aria-label={`Delete ${webhook.url}`}
                        onClick={() => {
                          setFailure(undefined);
                          setDeleting(webhook);
                        }}
                      >
                        Delete
                      </button>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {selected !== undefined ? <DeliveryLog key={selected.id} webhook={selected} canEdit={canEdit} /> : null}

      <WebhookDialog
        isOpen={editing !== undefined}
        webhook={editing?.kind === 'edit' ? editing.webhook : undefined}
        onClose={() => setEditing(undefined)}
        onSave={save}
      />
      <TestEventDialog
        webhook={testing}
        onClose={() => setTesting(undefined)}
        onSend={async (target, type) => {
          await sendTestEvent(target.id, type);
          setTesting(undefined);
          setSelectedId(target.id);
          announce(`Test event queued for ${target.url}.`);
          refresh();
        }}
      />
      <SecretDialog secret={shown?.secret} url={shown?.url} onClose={() => setShown(undefined)} />
      <ConfirmDialog
        title="Make a new secret?"
        isOpen={rotating !== undefined}
        busy={busy}
        confirmLabel="Make a new secret"
        onCancel={() => setRotating(undefined)}
        onConfirm={() =>
          void act(async () => {
            const target = rotating as WebhookView;
            const rotated = await rotateWebhookSecret(target.id);
            setRotating(undefined);
            setShown({ secret: rotated.secret, url: rotated.webhook.url });
            refresh();
          })
        }
      >
        <p>
          Deliveries to {rotating?.url} are signed with the new secret at once: the service receiving them
          needs it before the old one stops matching.
        </p>
        {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
      </ConfirmDialog>
      <ConfirmDialog
        title="Delete this webhook?"
        isOpen={deleting !== undefined}
        busy={busy}
        destructive
        confirmLabel="Delete webhook"
        onCancel={() => setDeleting(undefined)}
        onConfirm={() =>
          void act(async () => {
            const target = deleting as WebhookView;
            await deleteWebhook(target.id);
            setDeleting(undefined);
            announce('Webhook deleted.');
            refresh();
          })
        }
      >
        <p>
          Nothing more is sent to {deleting?.url}; its delivery log goes too, and what was waiting to be
          retried is not sent.
        </p>
        {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
      </ConfirmDialog>
    </div>
  );
}
