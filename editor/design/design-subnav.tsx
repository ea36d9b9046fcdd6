// The Design area's own links: the site's styles, its header and footer, its languages, its theme.
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/design', label: 'Fonts, colours & spacing', end: true },
  { to: '/design/header-footer', label: 'Header & footer', end: false },
  { to: '/design/languages', label: 'Languages', end: false },
  { to: '/design/theme', label: 'Theme', end: false },
];

/** The links between the Design screens; the current one is marked for screen readers too. */
export function DesignSubnav() {
  return (
    <nav className="design-subnav" aria-label="Design">
      <ul className="design-subnav__list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className="design-subnav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
