import styled from 'styled-components';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { Link, useNavigation, useSession, useToast, plural, t } from '@storefront/shared';
import { useCartCount, useVisitorLines } from '../../../buying/count';
import { localNumber } from '../../../i18n/localName';

const Count = styled.span`
  display: inline-block;
  min-width: 1.6em;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 999px;
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  line-height: 1.5;
  text-align: center;
  font-variant-numeric: tabular-nums;
  /* "lines", for screen readers: its own hidden text rather than the UI kit's VisuallyHidden,
     whose layout module would load with every page. */
  & > span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
`;

/**
 * At sign-in, a visitor's cart in this browser joins the account's (`mergeVisitorCart`, whose
 * code loads only then), with a message; on failure it stays in the browser for the next try.
 */
function useMergeVisitorCart(): void {
  const session = useSession();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const visitor = useVisitorLines();
  const merging = useRef(false);
  const waiting = session.status === 'signed-in' && visitor.length > 0;
  useEffect(() => {
    if (!waiting || merging.current) return;
    merging.current = true;
    void import(/* webpackChunkName: "cart-actions" */ '../../../buying/actions')
      .then(({ mergeVisitorCartAndSay }) => mergeVisitorCartAndSay(mutate, toast))
      .catch(() => undefined) // its code did not load: the lines stay in the browser for the next page
      .finally(() => {
        merging.current = false;
      });
  }, [waiting, mutate, toast]);
}

/**
 * The shell's header link to the cart, with the number of lines (exposed to the shell as
 * `catalogue/CartLink`; the shell shows a plain link until it loads, or when it cannot). It
 * follows the cart in every tab, and joins a visitor's cart to the account's at sign-in. The word
 * "Cart" is a span of its own (`cart-word`): on a phone the header shows a cart icon instead and
 * keeps the word for screen readers.
 */
export default function CartLink({ className }: { className?: string }) {
  const count = useCartCount();
  const { pathname } = useNavigation();
  useMergeVisitorCart();
  const here = pathname === '/cart';
  return (
    <Link to="/cart" className={[className, here ? 'active' : ''].filter(Boolean).join(' ') || undefined} aria-current={here ? 'page' : undefined}>
      <span className="cart-word">{t('Cart')}</span>
      {count !== undefined && count > 0 && (
        <Count>
          {localNumber(count)}
          <span> {plural(count, { one: 'line', other: 'lines' })}</span>
        </Count>
      )}
    </Link>
  );
}
