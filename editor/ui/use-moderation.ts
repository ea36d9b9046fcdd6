// What the moderation screens (Comments, Reviews) share: the tab and page kept in the address, and an action that says what it did or why it failed.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { asApiError } from '../api/client.js';
import { useAnnounce } from './announcer.js';

/** The queue's tab (`?status=`, else `fallback`) and page (`?page=`, from 1), and how to go to another. */
export function useQueueAddress<Status extends string>(statuses: readonly Status[], fallback: Status) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = (statuses as readonly (string | null)[]).includes(asked) ? (asked as Status) : fallback;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: Status, nextPage = 1) =>
    setParams(nextPage === 1 ? { status: next } : { status: next, page: String(nextPage) });
  return { status, page, go };
}

/** A moderation mutation's options, as react-query takes them. */
interface MutateCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
  onSettled: () => void;
}

/**
 * Runs `mutate(entry, action)`: announces `done[action]` when it worked, keeps the server's message
 * in `problem` when it did not, and closes the delete confirmation (`deleting`) either way.
 */
export function useModeration<Entry, Action extends string>(
  mutate: (entry: Entry, action: Action, callbacks: MutateCallbacks) => void,
  done: Readonly<Record<Action, string>>,
) {
  const announce = useAnnounce();
  const [deleting, setDeleting] = useState<Entry>();
  const [problem, setProblem] = useState<string>();
  const act = (entry: Entry, action: Action) => {
    setProblem(undefined);
    mutate(entry, action, {
      onSuccess: () => announce(done[action]),
      onError: (error) => setProblem(asApiError(error).message),
      onSettled: () => setDeleting(undefined),
    });
  };
  return { act, deleting, setDeleting, problem, setProblem };
}
