// One Commerce settings list screen (coupons, shipping options, tax rules): a TanStack table, add and edit in a dialog, delete after a confirmation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { asApiError } from '../../api/client.js';
import {
  COMMERCE_SETTINGS_KEYS,
  deleteSetting,
  useSettingsList,
  type SettingsKind,
} from '../../api/commerce-settings.js';
import { useCan } from '../../api/website.js';
import { Alert } from '../../ui/alert.js';
import { useAnnounce } from '../../ui/announcer.js';
import { ConfirmDialog } from '../../ui/dialog.js';
import { LoadError, Loading } from '../../ui/load-state.js';
import { CommerceNav } from '../commerce-nav.js';
import { DataTable } from '../../ui/data-table.js';

export const settingsFeatures = tableFeatures({});

/** What the edit dialog is open on: a new one, or an item. */
export type Editing<Item> = { item: Item | undefined } | undefined;

/** Props of {@link SettingsListScreen}. */
export interface SettingsListScreenProps<Item extends { id: string }, Body> {
  kind: SettingsKind<Item, Body>;
  title: string;
  /** "coupon", "shipping option": in buttons and messages. */
  noun: string;
  columns: ColumnDef<typeof settingsFeatures, Item>[];
  /** How a row is named in its buttons ("Edit SAVE10"). */
  nameOf: (item: Item) => string;
  empty: string;
  /** The add or edit dialog, open while `editing` is set. */
  dialog: (editing: Editing<Item>, close: () => void) => ReactNode;
  help?: ReactNode;
}

/** The list, its Add button, and Edit and Delete on each row (for roles with commerce:edit). */
export function SettingsListScreen<Item extends { id: string }, Body>({
  kind,
  title,
  noun,
  columns,
  nameOf,
  empty,
  dialog,
  help,
}: SettingsListScreenProps<Item, Body>) {
  const canEdit = useCan('commerce:edit');
  const list = useSettingsList(kind);
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [editing, setEditing] = useState<Editing<Item>>();
  const [deleting, setDeleting] = useState<Item | undefined>();
  const table = useTable({
    features: settingsFeatures,
    columns,
    data: list.data ?? [],
    getRowId: (item) => item.id,
  });
  const remove = useMutation({
    mutationFn: (item: Item) => deleteSetting(kind, item.id),
    onSuccess: async (_nothing, item) => {
      announce(`${nameOf(item)} was deleted.`);
      await queryClient.invalidateQueries({ queryKey: COMMERCE_SETTINGS_KEYS.list(kind.path) });
      remove.reset();
      setDeleting(undefined);
    },
  });
  const closeDelete = () => {
    remove.reset();
    setDeleting(undefined);
  };

  return (
    <div className="commerce-screen">
      <CommerceNav />
      <div className="toolbar">
        <h1>{title}</h1>
        <span className="toolbar__spacer" />
        {canEdit ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing({ item: undefined })}
          >
            Add {noun}
          </button>
        ) : null}
      </div>
      {help}
      {list.isPending ? (
        <Loading label={`Loading ${title.toLowerCase()}…`} />
      ) : list.data === undefined ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <DataTable
          table={table}
          caption={title}
          extraColumns={
            canEdit
              ? [
                  {
                    header: 'Actions',
                    hiddenHeader: true,
                    cell: (row) => (
                      <>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={`Edit ${nameOf(row.original)}`}
                          onClick={() => setEditing({ item: row.original })}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={`Delete ${nameOf(row.original)}`}
                          onClick={() => setDeleting(row.original)}
                        >
                          Delete
                        </button>
                      </>
                    ),
                  },
                ]
              : []
          }
        />
      )}
      {dialog(editing, () => setEditing(undefined))}
      <ConfirmDialog
        title={`Delete ${deleting === undefined ? noun : nameOf(deleting)}?`}
        isOpen={deleting !== undefined}
        onCancel={closeDelete}
        onConfirm={() => deleting !== undefined && remove.mutate(deleting)}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
      >
        {remove.error !== null ? (
          <Alert tone="error" title={`The ${noun} was not deleted`}>
            {asApiError(remove.error).message}
          </Alert>
        ) : (
          <p>The {noun} is removed from the store. Past orders keep what they had.</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
