// The Commerce sub-navigation: the links between the store's screens (products, orders, inventory, restock sign-ups).
import { NavLink } from 'react-router';

/** A screen of the Commerce area. */
export interface CommerceLink {
  to: string;
  label: string;
}

/** The Commerce screens, in the order the sub-navigation lists them (other screens add theirs here). */
export const COMMERCE_LINKS: readonly CommerceLink[] = [
  { to: '/commerce/products', label: 'Products' },
  { to: '/commerce/orders', label: 'Orders' },
  { to: '/commerce/inventory', label: 'Inventory' },
  { to: '/commerce/restock', label: 'Restock sign-ups' },
  { to: '/commerce/reviews', label: 'Reviews' },
  { to: '/commerce/donations', label: 'Donations' },
  { to: '/commerce/mails', label: 'Order mails' },
  { to: '/commerce/coupons', label: 'Coupons' },
  { to: '/commerce/shipping', label: 'Shipping' },
  { to: '/commerce/taxes', label: 'Tax rules' },
  { to: '/commerce/settings', label: 'Store settings' },
  { to: '/commerce/merchandising', label: 'Merchandising' },
];

/** The sub-navigation shown at the top of every Commerce screen. */
export function CommerceNav() {
  return (
    <nav className="commerce-nav" aria-label="Commerce">
      <ul className="commerce-nav__list">
        {COMMERCE_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="commerce-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
