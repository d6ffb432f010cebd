import { t } from '@storefront/shared';
import { NavLink } from '../links';

/** The header's Cart as the shell renders it itself: before the catalogue's link (with its count) is here, without it, and in the server's HTML. */
export function PlainCartLink() {
  return (
    <NavLink to="/cart">
      <span className="cart-word">{t('Cart')}</span>
    </NavLink>
  );
}
