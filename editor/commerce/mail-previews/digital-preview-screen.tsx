// /config/commerce/products/:productId/delivery: how a digital product looks to a buyer (page type 210): its page's price and download note, and the download section of the mail that delivers it, in a sandboxed frame.
import { Link, useParams } from 'react-router';
import { useDigitalPreview } from '../../api/mail-previews.js';
import { Loading, LoadError } from '../../ui/load-state.js';
import { CommerceNav } from '../commerce-nav.js';

/** The delivery preview of the product in the address. */
export function DigitalPreviewScreen() {
  const { productId = '' } = useParams();
  const preview = useDigitalPreview(productId);
  const back = <Link to={`/commerce/products/${encodeURIComponent(productId)}`}>Back to the product</Link>;
  if (preview.isPending)
    return (
      <div className="commerce-screen">
        <CommerceNav />
        <Loading />
      </div>
    );
  if (preview.error !== null)
    return (
      <div className="commerce-screen">
        <CommerceNav />
        <h1>Delivery preview</h1>
        <LoadError error={preview.error} onRetry={() => void preview.refetch()} />
        <p>{back}</p>
      </div>
    );
  const data = preview.data;
  return (
    <div className="commerce-screen">
      <CommerceNav />
      <h1>Delivery preview: {data.title}</h1>
      <p>{back}</p>
      <p className="field__help">
        What a buyer sees on the product page, and the downloads in the order confirmation mail, built with a
        sample order.
      </p>
      <section aria-labelledby="digital-preview-page">
        <h2 id="digital-preview-page">On the product page</h2>
        <p>{data.price}</p>
        <p>{data.downloadNote}</p>
      </section>
      <section aria-labelledby="digital-preview-mail">
        <h2 id="digital-preview-mail">In the mail</h2>
        <p>Subject: {data.mailSubject}</p>
        <pre className="mail-previews__text">{data.mailDownloads}</pre>
        <iframe
          className="mail-previews__frame"
          title={`The product page and delivery mail of ${data.title}`}
          sandbox=""
          srcDoc={data.document}
        />
      </section>
    </div>
  );
}
