import styled from 'styled-components';
import { assetUrl, Link, useFormatPrice, type Part } from '@storefront/shared';
import { buttonStyles, Card, type ButtonStyleProps } from '@storefront/shared/ui';

const Item = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: contain; background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: 6px;
  flex: 1;
  h3 { margin: 0; font-size: 1.15rem; color: ${({ theme }) => theme.colors.primary}; }
  p { margin: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 4px 0; font-size: 0.9375rem; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

const Purchase = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-top: auto;
`;

export function PartCard({ part, eager = false }: { part: Part; eager?: boolean }) {
  const formatPrice = useFormatPrice();
  return (
    <Item>
      <img src={assetUrl(part.img)} alt={part.name} width={400} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <Body>
        <h3>{part.name}</h3>
        <dl>
          <dt>Price per unit</dt>
          <dd>{formatPrice(part.price)}</dd>
          <dt>Minimum order</dt>
          <dd>{part.min_order_Quantity}</dd>
          <dt>Available</dt>
          <dd>{part.available_Quantity}</dd>
        </dl>
        <p>{part.description.length > 120 ? `${part.description.slice(0, 117)}…` : part.description}</p>
        <Purchase to={`/parts/${part._id}`} $block aria-label={`Purchase ${part.name}`}>
          Purchase
        </Purchase>
      </Body>
    </Item>
  );
}
