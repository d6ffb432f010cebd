import { useState } from 'react';
import styled from 'styled-components';
import { formatNumber, plural, t, useApi, type Cart, type OrderDetail } from '@storefront/shared';
import type { CartAddMode } from '@storefront/shared/schemas';
import { Button, Dialog, ErrorText } from '@storefront/shared/ui';
import { CART_KEY, orderAgainLines } from '../api/orders';

const Lines = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space(2)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong { overflow-wrap: anywhere; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.9375rem; font-variant-numeric: tabular-nums; }
  .held { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;

const Lead = styled.p`
  margin: 0;
`;

/** The two choices side by side where they fit (stacked on a phone), Cancel under them. */
const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
  button { flex: 1 1 auto; padding-inline: 12px; }
  .cancel { flex-basis: 100%; }
`;

/**
 * Order again asks first: the order's lines, and for each part already in the cart both
 * quantities; the buyer adds them to the cart (summed), replaces those lines with the order's
 * quantities, or cancels. `onChoose` does it; the dialog stays open, its buttons off, meanwhile.
 */
export function OrderAgainDialog({
  order,
  onChoose,
  onClose,
}: {
  order: OrderDetail;
  onChoose: (mode: CartAddMode, lines: ReturnType<typeof orderAgainLines>) => Promise<void>;
  onClose: () => void;
}) {
  const cart = useApi<Cart>(CART_KEY);
  const [busy, setBusy] = useState<CartAddMode | null>(null);
  const lines = orderAgainLines(order, cart.data);
  const held = lines.filter((l) => l.inCart !== undefined);
  const loading = !cart.data && !cart.error;
  const choose = async (mode: CartAddMode) => {
    setBusy(mode);
    try {
      await onChoose(mode, lines);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog title={t('Order again: {number}', { number: order.number })} describedBy="order-again-lead" onClose={onClose}>
      <Lead id="order-again-lead" role="status">
        {loading
          ? t('Reading your cart…')
          : held.length > 0
            ? plural(held.length, {
                one: 'Your cart already holds one of these parts: add the order’s quantities to it, or replace those lines with them.',
                other: 'Your cart already holds # of these parts: add the order’s quantities to it, or replace those lines with them.',
              })
            : plural(lines.length, {
                one: 'The order’s line goes into your cart, held to today’s stock and minimum orders.',
                other: 'The order’s # lines go into your cart, held to today’s stock and minimum orders.',
              })}
      </Lead>
      {cart.error && (
        <ErrorText role="alert">
          {t('Your cart could not be read, so the lines already in it are not shown: {reason}', { reason: cart.error.message })}
        </ErrorText>
      )}
      <Lines aria-label={t('The order’s lines')}>
        {lines.map((line) => (
          <li key={line.partId}>
            <strong>
              {line.label}
              {line.label !== line.name ? ` · ${line.name}` : ''}
            </strong>
            <span>
              {t('On the order: {quantity}', { quantity: formatNumber(line.onOrder) })}
              {line.inCart !== undefined && <span className="held"> · {t('In your cart: {quantity}', { quantity: formatNumber(line.inCart) })}</span>}
            </span>
          </li>
        ))}
      </Lines>
      <Choices>
        <Button onClick={() => void choose('add')} disabled={busy !== null || loading}>
          {busy === 'add' ? t('Adding to the cart…') : t('Add to the cart')}
        </Button>
        {held.length > 0 && (
          <Button $variant="secondary" onClick={() => void choose('replace')} disabled={busy !== null || loading}>
            {busy === 'replace' ? t('Replacing those lines…') : t('Replace those lines')}
          </Button>
        )}
        {/* The focus starts here: Enter on opening changes nothing. */}
        <Button $variant="secondary" className="cancel" onClick={onClose} disabled={busy !== null} data-autofocus>
          {t('Cancel')}
        </Button>
      </Choices>
    </Dialog>
  );
}
