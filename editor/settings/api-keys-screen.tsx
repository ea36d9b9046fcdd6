// /config/settings/api-keys: the website's API keys in a table, create one (its secret shown once), revoke one after confirming.
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  API_KEYS_KEY,
  createApiKey,
  revokeApiKey,
  useApiKeys,
  type ApiKeyInfo,
  type NewApiKeyInput,
} from '../api/api-keys.js';
import { asApiError } from '../api/client.js';
import { useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { ApiKeyDialog } from './api-key-dialog.js';
import { ApiKeySecretDialog } from './api-key-secret-dialog.js';
import { DataTable } from '../ui/data-table.js';

const features = tableFeatures({});

/** An instant as a date and time in the website's zone (`Nov 1, 2026, 11:00 AM`). */
function momentText(iso: string, timeZone: string | undefined): string {
  return new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** The API keys screen. */
export function ApiKeysScreen() {
  const keys = useApiKeys();
  const timeZone = useWebsite().data?.website.timeZone;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ secret: string; name: string } | undefined>();
  const [revoking, setRevoking] = useState<ApiKeyInfo | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const refresh = () => void queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });

  async function create(input: NewApiKeyInput) {
    const created = await createApiKey(input);
    setCreating(false);
    setShown({ secret: created.key, name: created.apiKey.name });
    announce('API key created.');
    refresh();
  }

  async function revoke(target: ApiKeyInfo) {
    setBusy(true);
    setFailure(undefined);
    try {
      await revokeApiKey(target.id);
      setRevoking(undefined);
      announce(`API key ${target.name} revoked.`);
      refresh();
    } catch (caught) {
      setFailure(asApiError(caught).message);
    } finally {
      setBusy(false);
    }
  }

  const columns = useMemo<ColumnDef<typeof features, ApiKeyInfo>[]>(
    () => [
      { id: 'name', header: 'Name', accessorKey: 'name' },
      { id: 'prefix', header: 'Key', accessorFn: (row) => `${row.prefix}…` },
      { id: 'scopes', header: 'Scopes', accessorFn: (row) => row.scopes.join(', ') },
      { id: 'created', header: 'Created', accessorFn: (row) => momentText(row.createdAt, timeZone) },
      {
        id: 'lastUsed',
        header: 'Last used',
        accessorFn: (row) => (row.lastUsedAt === null ? 'Never' : momentText(row.lastUsedAt, timeZone)),
      },
    ],
    [timeZone],
  );
  const table = useTable({ features, columns, data: keys.data ?? [], getRowId: (row) => row.id });

  return (
    <div className="api-keys-screen">
      <h1>API keys</h1>
      <p className="field__help">
        A key lets another program use this website’s API with the scopes you give it, without signing in.
        Send it in the <code>Authorization: Bearer</code> header. Revoking a key stops it at once.
      </p>
      <div className="toolbar">
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          Create API key
        </button>
      </div>
      {keys.isPending ? <Loading /> : null}
      {keys.error !== null ? <LoadError error={keys.error} onRetry={() => void keys.refetch()} /> : null}
      {keys.data !== undefined && keys.data.length === 0 ? (
        <p className="empty-state">No API keys yet.</p>
      ) : null}
      {keys.data !== undefined && keys.data.length > 0 ? (
        <DataTable
          table={table}
          caption="API keys"
          className="api-keys-table"
          extraColumns={[
            {
              header: 'Actions',
              hiddenHeader: true,
              cell: (row) => (
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Revoke ${row.original.name}`}
                  onClick={() => {
                    setFailure(undefined);
                    setRevoking(row.original);
                  }}
                >
                  Revoke
                </button>
              ),
            },
          ]}
        />
      ) : null}

      <ApiKeyDialog isOpen={creating} onClose={() => setCreating(false)} onCreate={create} />
      <ApiKeySecretDialog secret={shown?.secret} name={shown?.name} onClose={() => setShown(undefined)} />
      <ConfirmDialog
        title="Revoke this API key?"
        isOpen={revoking !== undefined}
        busy={busy}
        destructive
        confirmLabel="Revoke key"
        onCancel={() => setRevoking(undefined)}
        onConfirm={() => void revoke(revoking as ApiKeyInfo)}
      >
        <p>
          Programs using {revoking?.name} ({revoking?.prefix}…) are refused from now on. This cannot be
          undone.
        </p>
        {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
      </ConfirmDialog>
    </div>
  );
}
