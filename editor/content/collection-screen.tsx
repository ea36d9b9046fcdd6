// /config/collections/:collectionId/:itemId?: a blog's posts, an events page's events or a gallery's images, and the editor of one.
import { Link, useParams } from 'react-router';
import { GENERAL_MESSAGES } from '../../domain/owner-messages.js';
import { ApiError } from '../api/client.js';
import { useCollection } from '../api/content.js';
import { useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { GalleryScreen } from './gallery-screen.js';
import { ItemEditor } from './item-editor.js';
import { ItemList } from './item-list.js';

/** The collection screen: which one depends on the collection's kind. */
export function CollectionScreen() {
  const { collectionId = '', itemId } = useParams();
  const collection = useCollection(collectionId);
  const website = useWebsite();
  if (collection.isPending || website.isPending) return <Loading />;
  if (collection.error !== null) {
    if (collection.error instanceof ApiError && collection.error.status === 404) {
      return (
        <Alert
          tone="error"
          title={GENERAL_MESSAGES.unableToLocateContent}
          actions={<Link to="/pages">Pages</Link>}
        >
          This collection may have been deleted with its page.
        </Alert>
      );
    }
    return (
      <LoadError
        error={collection.error}
        title={GENERAL_MESSAGES.unableToLoadCollections}
        onRetry={() => void collection.refetch()}
      />
    );
  }
  // Times are written and typed in the website's zone; the shell loads the website before any screen.
  const timeZone = website.data?.website.timeZone ?? 'UTC';
  const accountId = website.data?.account?.id;
  const data = collection.data;
  switch (data.kind) {
    case 'gallery':
      return <GalleryScreen collection={data} timeZone={timeZone} />;
    case 'products':
      return (
        <div>
          <h1>{data.title}</h1>
          <Alert tone="info" title="Products are edited with the store">
            The store&apos;s products get their own editor with Commerce. This page shows them on the site.
          </Alert>
        </div>
      );
    default:
      return itemId === undefined ? (
        <ItemList collection={data} timeZone={timeZone} />
      ) : (
        <ItemEditor collection={data} itemId={itemId} timeZone={timeZone} accountId={accountId} />
      );
  }
}
