// The file manager's table: a thumbnail for pictures, name, kind, size, pixel size, date, and the actions on each file.
import type { FileView } from '../../domain/owner-api/files.js';
import { formatFileSize } from '../../domain/file-rules.js';
import { fileDimensions, fileKindLabel, formatFileDate, thumbnailUrl } from './file-format.js';

/** Props of {@link FilesTable}. */
export interface FilesTableProps {
  files: readonly FileView[];
  /** Whether Rename and Delete are offered (`files:edit`). */
  canEdit: boolean;
  timeZone?: string;
  onCopy: (file: FileView) => void;
  onRename: (file: FileView) => void;
  /** Opens a picture's alt text and focal point. */
  onDescribe: (file: FileView) => void;
  onDelete: (file: FileView) => void;
}

/** Every file listed, one row each; each action's name starts with its visible word and adds the file's (WCAG label in name). */
export function FilesTable({
  files,
  canEdit,
  timeZone,
  onCopy,
  onRename,
  onDescribe,
  onDelete,
}: FilesTableProps) {
  return (
    <table className="table files-table">
      <caption className="visually-hidden">Files</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Preview</span>
          </th>
          <th scope="col">Name</th>
          <th scope="col">Kind</th>
          <th scope="col">Size</th>
          <th scope="col">Dimensions</th>
          <th scope="col">Added</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr key={file.id}>
            <td className="files-table__thumb">
              <FileThumbnail file={file} />
            </td>
            <th scope="row" className="files-table__name">
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              {file.isImage && file.altText === '' ? (
                <span className="image-warning files-table__no-alt">No alt text</span>
              ) : null}
            </th>
            <td>{fileKindLabel(file)}</td>
            <td>{formatFileSize(file.size)}</td>
            <td>{fileDimensions(file)}</td>
            <td>
              <time dateTime={file.createdAt}>{formatFileDate(file.createdAt, timeZone)}</time>
            </td>
            <td className="files-table__actions">
              <button
                type="button"
                className="button button--small"
                aria-label={`Copy address of ${file.name}`}
                onClick={() => onCopy(file)}
              >
                Copy address
              </button>
              {canEdit ? (
                <>
                  {file.isImage ? (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Alt text and focal point of ${file.name}`}
                      onClick={() => onDescribe(file)}
                    >
                      Alt text and focal point
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Rename ${file.name}`}
                    onClick={() => onRename(file)}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Delete ${file.name}`}
                    onClick={() => onDelete(file)}
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
  );
}

/** A small picture of an image file; other files show their kind instead. Decorative: the name is beside it. */
export function FileThumbnail({ file }: { file: FileView }) {
  if (file.isImage) {
    return <img className="file-thumb" src={thumbnailUrl(file)} alt="" loading="lazy" decoding="async" />;
  }
  return (
    <span className="file-thumb file-thumb--kind" aria-hidden="true">
      {fileKindLabel(file)}
    </span>
  );
}
