// The editor header's site switcher: the other websites one works on (each opens at its own host name), and "New website" for the server's admin.
import { Link } from 'react-router';
import { editorAddressOf, useOwnerWebsites } from '../api/server-setup.js';

/** Links to one's other websites; nothing while there are none and one may not create any. */
export function SiteSwitcher() {
  const { data } = useOwnerWebsites();
  if (data === undefined) return null;
  const others = data.websites.filter((website) => !website.current && website.host !== '');
  if (others.length === 0 && !data.serverAdmin) return null;
  return (
    <nav className="editor__sites" aria-label="Your websites">
      <ul>
        {others.map((website) => (
          <li key={website.id}>
            <a className="button button--small" href={editorAddressOf(website.host)}>
              {website.title}
            </a>
          </li>
        ))}
        {data.serverAdmin ? (
          <li>
            <Link className="button button--small" to="/websites">
              Websites
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
