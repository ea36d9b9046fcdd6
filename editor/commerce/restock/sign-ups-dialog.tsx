// One variant's waiting list in a dialog: each person, when they signed up, and when they were emailed (cursor-paged).
import { useSignUps, type SignUpGroup } from '../../api/restock.js';
import { useWebsite } from '../../api/website.js';
import { EditorDialog } from '../../ui/dialog.js';
import { LoadError, LoadMore, Loading } from '../../ui/load-state.js';

const when = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone });

/** Props of {@link SignUpsDialog}. */
export interface SignUpsDialogProps {
  group: SignUpGroup | undefined;
  onClose: () => void;
}

/** Who signed up for `group`'s variant and who was told. */
export function SignUpsDialog({ group, onClose }: SignUpsDialogProps) {
  const list = useSignUps(group);
  const timeZone = useWebsite().data?.website.timeZone ?? 'UTC';
  const signUps = list.data?.pages.flatMap((page) => page.signUps) ?? [];
  return (
    <EditorDialog
      title={group === undefined ? 'Sign-ups' : `Sign-ups for ${group.productTitle} (${group.sku})`}
      isOpen={group !== undefined}
      onClose={onClose}
      size="large"
    >
      <div className="dialog__content">
        {list.isPending ? (
          <Loading label="Loading sign-ups…" />
        ) : list.data === undefined ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <>
            <table className="table">
              <caption className="visually-hidden">Sign-ups</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Signed up</th>
                  <th scope="col">Emailed</th>
                  <th scope="col">Mailing list</th>
                </tr>
              </thead>
              <tbody>
                {signUps.map((signUp) => (
                  <tr key={signUp.id}>
                    <td>{signUp.email}</td>
                    <td>{when(signUp.createdOn, timeZone)}</td>
                    <td>{signUp.notifiedOn === null ? 'Waiting' : when(signUp.notifiedOn, timeZone)}</td>
                    <td>{signUp.isJoinMailingList ? 'Yes' : 'No'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <LoadMore list={list} />
          </>
        )}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </EditorDialog>
  );
}
