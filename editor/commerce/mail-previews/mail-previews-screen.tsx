// /config/commerce/mails: the owner chooses one of the mails the store sends buyers and sees it built with a sample order (page type 301): its subject, as a mail program shows it in a sandboxed frame, and its text version.
import { Link, useSearchParams } from 'react-router';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { ORDER_MAIL_IDS, type OrderMailId } from '../../../domain/owner-api/mail-previews.js';
import { useMailPreview, useMailPreviewList } from '../../api/mail-previews.js';
import { Loading, LoadError } from '../../ui/load-state.js';
import { CommerceNav } from '../commerce-nav.js';

function isMailId(value: string | null): value is OrderMailId {
  return (ORDER_MAIL_IDS as readonly (string | null)[]).includes(value);
}

/** One mail's preview: subject and addressee, then the mail as shown and as text, in tabs. */
function MailPreviewPanel({ id }: { id: OrderMailId }) {
  const preview = useMailPreview(id);
  if (preview.isPending) return <Loading />;
  if (preview.error !== null)
    return <LoadError error={preview.error} onRetry={() => void preview.refetch()} />;
  const mail = preview.data;
  return (
    <section className="mail-previews__mail" aria-labelledby="mail-preview-title">
      <h2 id="mail-preview-title">{mail.name}</h2>
      <dl className="mail-previews__headers">
        <dt>Subject</dt>
        <dd>{mail.subject}</dd>
        <dt>To</dt>
        <dd>{mail.to}</dd>
      </dl>
      <Tabs className="tabs">
        <TabList className="tabs__list" aria-label="How to show the mail">
          <Tab id="shown" className="tabs__tab">
            As received
          </Tab>
          <Tab id="text" className="tabs__tab">
            Text version
          </Tab>
        </TabList>
        <TabPanel id="shown" className="tabs__panel">
          <iframe
            className="mail-previews__frame"
            title={`The ${mail.name} mail`}
            sandbox=""
            srcDoc={mail.document}
          />
        </TabPanel>
        <TabPanel id="text" className="tabs__panel">
          <pre className="mail-previews__text">{mail.text}</pre>
        </TabPanel>
      </Tabs>
    </section>
  );
}

/** The Order mails screen; the chosen mail is in the address (`?mail=order-refunded`). */
export function MailPreviewsScreen() {
  const [params] = useSearchParams();
  const asked = params.get('mail');
  const chosen: OrderMailId = isMailId(asked) ? asked : 'order-confirmation';
  const list = useMailPreviewList();
  return (
    <div className="commerce-screen">
      <CommerceNav />
      <h1>Order mails</h1>
      <p className="field__help">
        The mails your store sends buyers, built with a sample order as they are sent. Names, totals and links
        are examples; your shop&apos;s name and currency are yours.
      </p>
      <div className="mail-previews">
        <nav className="mail-previews__list" aria-label="Order mails">
          {list.isPending ? <Loading /> : null}
          {list.error !== null ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
          {list.data === undefined ? null : (
            <ul>
              {list.data.mails.map((mail) => (
                <li key={mail.id}>
                  <Link
                    to={`?mail=${mail.id}`}
                    className="mail-previews__link"
                    aria-current={mail.id === chosen ? 'page' : undefined}
                  >
                    {mail.name}
                  </Link>
                  <span className="field__help">{mail.sentWhen}</span>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <MailPreviewPanel id={chosen} />
      </div>
    </div>
  );
}
