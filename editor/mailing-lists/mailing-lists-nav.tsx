// The two screens of Mailing lists: members (with the connection) and campaigns.
import { NavLink } from 'react-router';

/** Links between Members and Campaigns. */
export function MailingListsNav() {
  return (
    <nav className="toolbar mailing-lists__nav" aria-label="Mailing lists">
      <NavLink to="/mailing-lists" end className="button button--small">
        Members
      </NavLink>
      <NavLink to="/mailing-lists/campaigns" className="button button--small">
        Campaigns
      </NavLink>
    </nav>
  );
}
