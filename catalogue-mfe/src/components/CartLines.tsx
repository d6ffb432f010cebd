import type { ReactNode } from 'react';
import styled from 'styled-components';
import { assetUrl, Link, useFormatPrice, type CartLine, t } from '@storefront/shared';
import { toCents } from '@storefront/shared/schemas';
import { Card } from '@storefront/shared/ui';
import { nextBreakText, priceNote } from './Prices';
import { LINK, withLink } from './LocalName';
import { localName, nameLang } from '../i18n/localName';

/** The lines of the cart and of checkout: each part, its price, quantity and line total, and what is wrong with it. */

export const LineList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* A control taken into view by the keyboard stops above the sticky total, not under it. */
  a, button, input { scroll-margin-bottom: 9rem; }
`;

const Line = styled(Card).attrs({ as: 'li' })<{ $problem: boolean }>`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme, $problem }) => ($problem ? theme.colors.warning : theme.colors.border)};
  img { width: 64px; height: 48px; object-fit: contain; background: ${({ theme }) => theme.colors.surfaceAlt}; border-radius: 4px; }
  @media (min-width: 720px) {
    grid-template-columns: 64px minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Name = styled.div`
  h2, h3 { margin: 0; font-size: 1.05rem; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  span { display: block; color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; white-space: nowrap; }
`;

const Figures = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  dl { display: contents; }
  dl div { display: flex; flex-direction: column; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.8125rem; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
  dd small { display: block; font-weight: 500; font-size: 0.8125rem; color: ${({ theme }) => theme.colors.muted}; }
  @media (min-width: 720px) { grid-column: auto; justify-content: flex-end; }
`;

const LineProblem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding: 6px 10px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
  font-size: 0.9375rem;
`;

/** What the next break saves: "Add 12 more: BDT 610.00 each". */
const NextBreakNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.9375rem;
  font-weight: 600;
`;

/**
 * One line: the part (a link to its page), its figures, the quantity control and any message.
 * The unit price is the line's for its quantity (`line.price`: a break's, the buyer's list's, a
 * quote's), said under it, and the next break under the line.
 */
export function CartLineItem({
  line,
  quantity,
  actions,
  message,
  headingLevel = 2,
  nextBreak = true,
}: {
  line: CartLine;
  /** The quantity as a control (the cart) or as text (checkout). */
  quantity: ReactNode;
  actions?: ReactNode;
  /** A message of its own (checkout's 409), else the line's problem. */
  message?: string;
  headingLevel?: 2 | 3;
  /** Whether to say what the next break saves (the cart, where the quantity can change; not checkout). */
  nextBreak?: boolean;
}) {
  const formatPrice = useFormatPrice();
  const part = line.part;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const text = message ?? line.problem?.message;
  const unitPrice = line.price?.unitPrice ?? part?.price;
  const note = line.price ? priceNote(line.price, formatPrice) : undefined;
  return (
    <Line $problem={Boolean(text)} aria-label={part ? localName(part) : t('A part no longer sold')}>
      {part ? <img src={assetUrl(part.img)} alt="" width={64} height={48} loading="lazy" /> : <span />}
      <Name>
        <Heading>
          {part ? (
            <Link to={`/parts/${line.partId}`} lang={nameLang(part)}>
              {localName(part)}
            </Link>
          ) : (
            t('A part no longer sold')
          )}
        </Heading>
        {part && <span>{t('Part number {sku}', { sku: part.sku })}</span>}
        {/* The customer recorded their machines, and this part fits none of them: worth a second look. */}
        {line.fitsMyMachines === false && (
          <span>
            {withLink(t('Fits none of {start}your machines{end}', LINK), (words) => (
              <Link to="/dashboard/machines">{words}</Link>
            ))}
          </span>
        )}
      </Name>
      <Figures>
        <dl>
          <div>
            <dt>{t('Unit price')}</dt>
            <dd>
              {unitPrice === undefined ? '–' : formatPrice(unitPrice)}
              {note && <small>{note}</small>}
            </dd>
          </div>
        </dl>
        {quantity}
        <dl>
          <div>
            <dt>{t('Line total')}</dt>
            <dd>{unitPrice === undefined ? '–' : formatPrice((toCents(unitPrice) * line.quantity) / 100)}</dd>
          </div>
        </dl>
        {actions}
      </Figures>
      {nextBreak && line.nextBreak && part && <NextBreakNote>{nextBreakText(line.nextBreak, formatPrice)}</NextBreakNote>}
      {text && <LineProblem role="note">{text}</LineProblem>}
    </Line>
  );
}

/**
 * The total and the page's main button: it stays at the bottom of the window while the lines
 * above it scroll (on a phone they run to several screens), and settles under the last line, so
 * it never covers the end of the page.
 */
export const TotalBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  box-shadow: 0 -6px 16px -8px rgba(16, 24, 40, 0.25);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)};
  @media (min-width: 600px) { padding: ${({ theme }) => theme.space(4)}; }
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  strong { font-size: 1.3rem; color: ${({ theme }) => theme.colors.primary}; font-variant-numeric: tabular-nums; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
