// The website's uploaded themes in a table: name and author, file with its size and warnings, when and by whom; and each one's "Use this theme" and "Delete".
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

const filesOf = (count: number) => (count === 1 ? '1 file' : `${count} files`);
const warningsOf = (count: number) =>
  count === 0 ? 'No warnings' : count === 1 ? '1 warning' : `${count} warnings`;

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
            {row.original.active ? ' (active)' : null}
            <span className="theme-table__detail">
              {row.original.author === '' ? 'No author given' : `by ${row.original.author}`}
            </span>
          </>
        ),
      },
      {
        id: 'file',
        header: 'File',
        accessorKey: 'fileName',
        cell: ({ row }) => (
          <>
            <span className="theme-table__file">{row.original.fileName}</span>
            <span className="theme-table__detail">
              {formatFileSize(row.original.sizeBytes)}, {filesOf(row.original.files)}
            </span>
            <span className="theme-table__detail">{warningsOf(row.original.warnings)}</span>
          </>
        ),
      },
      {
        id: 'uploaded',
        header: 'Uploaded',
        accessorKey: 'uploadedAt',
        cell: ({ row }) => (
          <>
            {momentText(row.original.uploadedAt, timeZone)}
            {row.original.uploadedBy === null ? null : (
              <span className="theme-table__detail">by {row.original.uploadedBy}</span>
            )}
          </>
        ),
      },
    ],
    [timeZone],
  );
  const table = useTable({ features, columns, data: [...themes], getRowId: (row) => row.id });
  // The panel beside the preview is narrow: the table scrolls sideways rather than hide its buttons.
  return (
    <div className="theme-table__scroll">
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
    </div>
  );
}
