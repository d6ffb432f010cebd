import { useState } from 'react';
import styled from 'styled-components';
import { useReviews } from '@storefront/shared';
import { Button, Container, EmptyState, ErrorState, Lead, Section, SectionTitle, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { ReviewCard, ReviewFrame } from './ReviewCard';

/** How many reviews the home page shows before "Show all". */
export const REVIEWS_SHOWN = 8;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const More = styled.p`
  text-align: center;
  margin: ${({ theme }) => theme.space(8)} 0 0;
`;

function ReviewSkeleton() {
  return (
    <ReviewFrame aria-hidden="true">
      <Skeleton $height="56px" $width="70%" />
      <Skeleton $height="1.1rem" $width="40%" />
      <Skeleton $height="4.6rem" />
    </ReviewFrame>
  );
}

export function ReviewsSection() {
  const { data: reviews, error, isLoading, isValidating, mutate } = useReviews();
  const [showAll, setShowAll] = useState(false);
  const shown = reviews && !showAll ? reviews.slice(0, REVIEWS_SHOWN) : reviews;
  return (
    <Section aria-labelledby="reviews-title">
      <Container>
        <SectionTitle id="reviews-title">What our clients say</SectionTitle>
        <Lead>Garment factories and repair workshops that run our parts every day.</Lead>
        {isLoading && (
          <div role="status">
            <VisuallyHidden>Loading reviews</VisuallyHidden>
            <Grid>
              {Array.from({ length: 4 }, (_, i) => (
                <ReviewSkeleton key={i} />
              ))}
            </Grid>
          </div>
        )}
        {error && !reviews && (
          <ErrorState
            title="The reviews could not be loaded"
            message={error.message}
            retryLabel={isValidating ? 'Retrying…' : 'Try again'}
            onRetry={() => void mutate()}
          />
        )}
        {reviews && reviews.length === 0 && <EmptyState title="No reviews yet">Be the first to tell other buyers about our parts.</EmptyState>}
        {shown && shown.length > 0 && (
          <Grid>
            {shown.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
          </Grid>
        )}
        {reviews && reviews.length > REVIEWS_SHOWN && !showAll && (
          <More>
            <Button $variant="secondary" onClick={() => setShowAll(true)}>
              Show all {reviews.length} reviews
            </Button>
          </More>
        )}
      </Container>
    </Section>
  );
}
