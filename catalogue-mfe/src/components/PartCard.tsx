import styled from 'styled-components';
import { assetUrl, formatUnits, Link, useConfig, useFormatPrice, type Part, t } from '@storefront/shared';
import { buttonStyles, Card, Facts, type ButtonStyleProps } from '@storefront/shared/ui';
import { AddToCartButton, soldOut } from './AddToCartButton';
import { descriptionLang, localDescription, localName, nameLang, numberLocale } from '../i18n/localName';

/** The card's fixed proportions, shared with its loading placeholder so nothing jumps. */
export const cardLayout = {
  imageRatio: '4 / 3',
  titleLines: 2,
  summaryLines: 3,
} as const;

export const CardFrame = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const CardImage = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: ${cardLayout.imageRatio};
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const CardBody = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  flex: 1;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.primary};
`;

// The shared facts, tighter, with the values at the right edge.
const CardFacts = styled(Facts)`
  gap: 2px 12px;
  font-size: 0.9375rem;
  dt { font-weight: 400; }
  dd { font-weight: 600; text-align: right; }
  /* A customer's list price under their own, on a line of its own at any width. */
  dd s { display: block; font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${cardLayout.summaryLines};
  overflow: hidden;
  min-height: calc(${cardLayout.summaryLines} * 1.55em);
`;

const Purchase = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-top: auto;
`;

/** The first sentence-ish of a description, cut at a word, for a card. */
export function summarize(text: string, max = 110): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** `yourPrice`: the signed-in customer's price from their list, when it is below the part's own (the list price then shows beside it). */
export function PartCard({ part, eager = false, yourPrice }: { part: Part; eager?: boolean; yourPrice?: number | undefined }) {
  const formatPrice = useFormatPrice();
  const locale = numberLocale(useConfig().locale);
  const units = (n: number) => formatUnits(n, locale);
  return (
    <CardFrame as="article" aria-labelledby={`part-${part._id}`}>
      <CardImage src={assetUrl(part.img)} alt={localName(part)} width={400} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <CardBody>
        <Title id={`part-${part._id}`} lang={nameLang(part)}>
          {localName(part)}
        </Title>
        <CardFacts $layout="pairs">
          <dt>{t('Part number')}</dt>
          <dd>{part.sku}</dd>
          {part.replaces && (
            <>
              <dt>{t('Replaces')}</dt>
              <dd>{part.replaces}</dd>
            </>
          )}
          <dt>{t('Price per unit')}</dt>
          <dd>
            {yourPrice === undefined ? (
              formatPrice(part.price)
            ) : (
              <>
                {t('Your price {price}', { price: formatPrice(yourPrice) })} <s>{t('List {price}', { price: formatPrice(part.price) })}</s>
              </>
            )}
          </dd>
          <dt>{t('Minimum order')}</dt>
          <dd>{units(part.min_order_Quantity)}</dd>
          <dt>{t('Available')}</dt>
          {/* Less than the minimum order is as good as none: nobody can order it. */}
          <dd>{soldOut(part) ? t('Out of stock') : units(part.available_Quantity)}</dd>
        </CardFacts>
        <Summary lang={descriptionLang(part)}>{summarize(localDescription(part))}</Summary>
        <Purchase to={`/parts/${part._id}`} $block aria-label={t('Purchase {name}', { name: localName(part) })}>
          {t('Purchase')}
        </Purchase>
        <AddToCartButton part={part} />
      </CardBody>
    </CardFrame>
  );
}
