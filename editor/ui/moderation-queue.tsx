// A moderation queue: what visitors wrote (comments, reviews), one tab per status, a page at a time.
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { Loading, LoadError } from './load-state.js';
import { Pager, pageCount } from './pager.js';

/** One page of a status's entries, as the queue's query answers it. */
export interface QueuePage<Status extends string, Entry> {
  status: Status;
  entries: readonly Entry[];
  total: number;
  hasNextPage: boolean;
  /** How many entries each status holds, shown beside its tab when known. */
  counts?: Readonly<Record<Status, number>>;
}

export interface ModerationQueueProps<Status extends string, Entry extends { id: string }> {
  statuses: readonly Status[];
  status: Status;
  /** The tabs' names, and what an empty tab says. */
  labels: Readonly<Record<Status, string>>;
  empty: Readonly<Record<Status, string>>;
  /** The tab list's accessible name ("Comments by status"). */
  label: string;
  /** The singular and plural of an entry, for the pager. */
  noun: readonly [string, string];
  page: number;
  pageSize: number;
  query: {
    data: QueuePage<Status, Entry> | undefined;
    isPending: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  /** Moves to a tab (page 1) or to a page of the current one. */
  onGo: (status: Status, page?: number) => void;
  renderEntry: (entry: Entry) => ReactNode;
}

/** The tabs, the current page's entries (`comment-queue` list) and the pager. */
export function ModerationQueue<Status extends string, Entry extends { id: string }>(
  props: ModerationQueueProps<Status, Entry>,
) {
  const { statuses, status, labels, empty, query, page, noun, onGo } = props;
  const data = query.data;
  const counts = data?.counts;
  return (
    <Tabs className="tabs" selectedKey={status} onSelectionChange={(key: Key) => onGo(String(key) as Status)}>
      <TabList className="tabs__list" aria-label={props.label}>
        {statuses.map((each) => (
          <Tab key={each} id={each} className="tabs__tab">
            {labels[each]}
            {counts === undefined ? '' : ` (${counts[each]})`}
          </Tab>
        ))}
      </TabList>
      {statuses.map((each) => (
        <TabPanel key={each} id={each} className="tabs__panel">
          {query.isPending ? <Loading /> : null}
          {query.error !== null ? (
            <LoadError error={query.error} onRetry={() => void query.refetch()} />
          ) : null}
          {data !== undefined && data.status === each && data.entries.length === 0 ? (
            <p className="empty-state">{empty[each]}</p>
          ) : null}
          {data !== undefined && data.status === each && data.entries.length > 0 ? (
            <>
              <ul className="comment-queue">
                {data.entries.map((entry) => (
                  <li key={entry.id}>{props.renderEntry(entry)}</li>
                ))}
              </ul>
              <Pager
                label={`Pages of ${noun[1]}`}
                total={data.total}
                noun={[noun[0], noun[1]]}
                page={page}
                pages={pageCount(data.total, props.pageSize)}
                hasNextPage={data.hasNextPage}
                onPage={(next) => onGo(each, next)}
              />
            </>
          ) : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
