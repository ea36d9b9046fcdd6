// /config/commerce/donations: the donations received through donation blocks, newest first, a page at a time.
import { useSearchParams } from 'react-router';
import { DONATIONS_PAGE_SIZE } from '../../../domain/owner-api/donations.js';
import { useDonations } from '../../api/donations.js';
import { useWebsite } from '../../api/website.js';
import { Loading, LoadError } from '../../ui/load-state.js';
import { Pager, pageCount } from '../../ui/pager.js';
import { CommerceNav } from '../commerce-nav.js';
import { moneyText, momentText } from '../orders/order-format.js';

/** The Donations screen; the page is in the address (`?page=2`). */
export function DonationsScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const donations = useDonations(page);
  const timeZone = useWebsite().data?.website.timeZone;
  const data = donations.data;
  return (
    <div className="commerce-screen">
      <CommerceNav />
      <h1>Donations</h1>
      <p className="field__help">
        Gifts made through the donation blocks of your pages. Each donor was sent a receipt with its
        reference.
      </p>
      {donations.isPending ? <Loading /> : null}
      {donations.error !== null ? (
        <LoadError error={donations.error} onRetry={() => void donations.refetch()} />
      ) : null}
      {data !== undefined && data.donations.length === 0 ? (
        <p className="empty-state">No donations yet. Add a donation block to a page to receive them.</p>
      ) : null}
      {data !== undefined && data.donations.length > 0 ? (
        <>
          <table className="data-table">
            <caption className="visually-hidden">Donations, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Reference</th>
                <th scope="col">Donor</th>
                <th scope="col">Email</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {data.donations.map((donation) => (
                <tr key={donation.id}>
                  <td>{momentText(donation.createdAt, timeZone)}</td>
                  <td>{donation.reference}</td>
                  <td>{donation.donorName}</td>
                  <td>{donation.donorEmail}</td>
                  <td>
                    {moneyText(donation.amountCents, donation.currency)}
                    {donation.testMode ? ' (test)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            label="Pages of donations"
            total={data.total}
            noun={['donation', 'donations']}
            page={page}
            pages={pageCount(data.total, DONATIONS_PAGE_SIZE)}
            onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
        </>
      ) : null}
    </div>
  );
}
