// A blog's posts or an events page's events: searched, filtered by status, one page at a time, each opening its editor.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CollectionView, ItemView } from '../../domain/owner-api/items.js';
import { type ItemFilters, useAuthors, useItems } from '../api/content.js';
import { useCan } from '../api/website.js';
import { SelectField, TextField } from '../ui/field.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { contentWords } from './content-words.js';
import { NEW_ITEM } from './item-editor.js';
import { StatusBadge } from './status-badge.js';
import { useContentPreview } from './use-content-preview.js';
import { formatInstant, formatWallClock, toWallClock } from './zoned-time.js';

/** Items shown per page. */
export const ITEMS_PER_PAGE = 50;

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
  { value: 'needs-review', label: 'Needs Review' },
  { value: 'private', label: 'Private' },
  { value: 'deprecated', label: 'Deprecated' },
] as const;

/** The date an item's row shows: a post's publish date, an event's start, in the website's zone. */
export function itemDate(item: ItemView, kind: CollectionView['kind'], timeZone: string): string {
  if (kind === 'events') {
    const start = toWallClock(item.startDate, timeZone);
    return start === '' ? '—' : formatWallClock(start);
  }
  return item.publishOn === null ? '—' : formatInstant(item.publishOn, timeZone);
}

/** Props of {@link ItemList}. */
export interface ItemListProps {
  collection: CollectionView;
  timeZone: string;
}

/** The list of a blog's or an events page's items. */
export function ItemList({ collection, timeZone }: ItemListProps) {
  const words = contentWords(collection.kind);
  const canEdit = useCan('content:edit');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const filters: ItemFilters = {
    q: q === '' ? undefined : q,
    status: status === '' ? undefined : (status as ItemFilters['status']),
    limit: ITEMS_PER_PAGE,
    offset,
  };
  const items = useItems(collection.id, filters);
  const authors = useAuthors();
  useContentPreview(collection, undefined, words.one, timeZone);
  const authorName = (id: string | null) => {
    const author = authors.data?.find((candidate) => candidate.id === id);
    return author === undefined ? '—' : author.name || author.email;
  };
  const total = items.data?.total ?? 0;
  const shown = items.data?.items ?? [];
  const filtered = q !== '' || status !== '';

  return (
    <div className="content-list">
      <h1>
        {collection.title}
        <span className="content-kind">{` · ${words.kind}`}</span>
      </h1>
      <div className="toolbar">
        <TextField
          label={`Search ${words.many}`}
          type="search"
          value={search}
          onChange={setSearch}
          className="toolbar__field"
        />
        <div className="toolbar__field">
          <SelectField
            label="Status"
            value={status}
            onChange={(next) => {
              setStatus(next);
              setOffset(0);
            }}
            options={STATUS_OPTIONS}
          />
        </div>
        <span className="toolbar__spacer" />
        {canEdit ? (
          <Link className="button button--primary" to={`/collections/${collection.id}/${NEW_ITEM}`}>
            {`New ${words.one}`}
          </Link>
        ) : null}
      </div>
      {items.isPending ? <Loading /> : null}
      {items.error !== null ? <LoadError error={items.error} onRetry={() => void items.refetch()} /> : null}
      {items.data !== undefined && shown.length === 0 ? (
        <p className="empty-state">{filtered ? `No ${words.many} match.` : `No ${words.many} yet.`}</p>
      ) : null}
      {shown.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{`${words.kind}: ${collection.title}`}</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">{collection.kind === 'events' ? 'Starts' : 'Publish date'}</th>
              <th scope="col">Author</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={`/collections/${collection.id}/${item.id}`}>
                    {item.title || `Untitled ${words.one}`}
                  </Link>
                </td>
                <td>
                  <StatusBadge item={item} timeZone={timeZone} short />
                </td>
                <td>{itemDate(item, collection.kind, timeZone)}</td>
                <td>{authorName(item.authorId)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {total > ITEMS_PER_PAGE ? (
        <div className="toolbar pager" role="group" aria-label="Pages of the list">
          <button
            type="button"
            className="button button--small"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - ITEMS_PER_PAGE))}
          >
            Previous
          </button>
          <span>{`${offset + 1}–${Math.min(offset + ITEMS_PER_PAGE, total)} of ${total}`}</span>
          <button
            type="button"
            className="button button--small"
            disabled={offset + ITEMS_PER_PAGE >= total}
            onClick={() => setOffset(offset + ITEMS_PER_PAGE)}
          >
            Next
          </button>
        </div>
      ) : null}
    </div>
  );
}
