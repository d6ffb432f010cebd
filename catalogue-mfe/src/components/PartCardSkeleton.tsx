import styled from 'styled-components';
import { Skeleton } from '@storefront/shared/ui';
import { CardBody, CardFrame, cardLayout } from './PartCard';

const ImageBlock = styled.div`
  aspect-ratio: ${cardLayout.imageRatio};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** A card-shaped placeholder with the real card's proportions (no layout shift when data lands). */
export function PartCardSkeleton() {
  return (
    <CardFrame aria-hidden="true">
      <ImageBlock />
      <CardBody>
        <Skeleton $height="1.45rem" $width="60%" />
        <Skeleton $height="4.6rem" />
        <Skeleton $height={`calc(${cardLayout.summaryLines} * 1.55 * 0.9375rem)`} />
        <Skeleton $height="44px" />
      </CardBody>
    </CardFrame>
  );
}
