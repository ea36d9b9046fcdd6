// The website's uploaded themes in a table: name, author, file, size, when and by whom, warnings; and each one's "Use this theme" and "Delete".
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatFileSize } from '../../domain/file-rules.js';
import type { ThemeSummary } from '../../domain/owner-api/themes.js';
import { DataTable } from '../ui/data-table.js';

const features = tableFeatures({});

/** An instant as a date and time in the website's zone (`Nov 26, 2026, 1:05 PM`). */
function momentText(iso: string, timeZone: string | undefined): string {
  return new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** Props of {@link ThemeTable}. */
export interface ThemeTableProps {
  themes: readonly ThemeSummary[];
  timeZone: string | undefined;
  /** Whether the owner may switch and delete (else the table only shows). */
  canEdit: boolean;
  busy: boolean;
  onUse: (theme: ThemeSummary) => void;
  onDelete: (theme: ThemeSummary) => void;
}

/** The uploaded themes table. */
export function ThemeTable({ themes, timeZone, canEdit, busy, onUse, onDelete }: ThemeTableProps) {
  const columns = useMemo<ColumnDef<typeof features, ThemeSummary>[]>(
    () => [
      {
        id: 'name',
        header: 'Theme',
        accessorKey: 'name',
        cell: ({ row }) => (
          <>
            <strong>{row.original.name}</strong>
            {row.original.active ? <span className="theme-table__active"> (active)</span> : null}
          </>
        ),
      },
      { id: 'author', header: 'Author', accessorFn: (row) => (row.author === '' ? '—' : row.author) },
      { id: 'file', header: 'File', accessorFn: (row) => `${row.fileName} (${row.files} files)` },
      { id: 'size', header: 'Size', accessorFn: (row) => formatFileSize(row.sizeBytes) },
      {
        id: 'uploaded',
        header: 'Uploaded',
        accessorFn: (row) =>
          `${momentText(row.uploadedAt, timeZone)}${row.uploadedBy === null ? '' : ` by ${row.uploadedBy}`}`,
      },
      {
        id: 'warnings',
        header: 'Warnings',
        accessorFn: (row) => (row.warnings === 0 ? 'None' : String(row.warnings)),
      },
    ],
    [timeZone],
  );
  const table = useTable({ features, columns, data: [...themes], getRowId: (row) => row.id });
  return (
    <DataTable
      table={table}
      caption="Uploaded themes"
      className="theme-table"
      extraColumns={
        canEdit
          ? [
              {
                header: 'Actions',
                hiddenHeader: true,
                className: 'theme-table__actions',
                cell: (row) => (
                  <>
                    {row.original.active ? null : (
                      <button
                        type="button"
                        className="button button--small"
                        disabled={busy}
                        onClick={() => onUse(row.original)}
                      >
                        Use this theme <span className="visually-hidden">({row.original.name})</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--small button--danger"
                      disabled={busy}
                      onClick={() => onDelete(row.original)}
                    >
                      Delete <span className="visually-hidden">{row.original.name}</span>
                    </button>
                  </>
                ),
              },
            ]
          : []
      }
    />
  );
}
