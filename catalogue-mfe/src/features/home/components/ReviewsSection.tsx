import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useReviews, type Review, formatNumber, t } from '@storefront/shared';
import { HOME_REVIEWS_SHOWN } from '@storefront/shared/schemas/messages';
import { Button, Container, EmptyState, ErrorState, ReadErrorState, Lead, Section, SectionTitle, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { ReviewCard, ReviewFrame } from './ReviewCard';

/** How many reviews the home page shows at first, and adds with each "Show more reviews". */
export const REVIEWS_SHOWN = HOME_REVIEWS_SHOWN;

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

/**
 * Client reviews, newest first: the first page (what home reads at once), then a page more with
 * each "Show more reviews", each page read at the previous page's cursor. Chained here with plain
 * reads, not `usePagedList`: home would otherwise load SWR's infinite module for a button few press.
 */
export function ReviewsSection() {
  const { data: first, error, isLoading, isValidating, mutate } = useReviews();
  // The cursors of the further pages shown, and the cursor after each once it has arrived.
  const [cursors, setCursors] = useState<string[]>([]);
  const [nextOf, setNextOf] = useState<Record<string, string | null>>({});
  const reviews = first?.items;
  const lastCursor = cursors[cursors.length - 1];
  const next = lastCursor === undefined ? first?.nextCursor : nextOf[lastCursor];
  const shown = (reviews?.length ?? 0) + cursors.length * REVIEWS_SHOWN;
  const arrived = useCallback(
    (cursor: string, after: string | null) => setNextOf((known) => (known[cursor] === after ? known : { ...known, [cursor]: after })),
    [],
  );
  return (
    <Section aria-labelledby="reviews-title">
      <Container>
        <SectionTitle id="reviews-title">{t('What our clients say')}</SectionTitle>
        <Lead>{t('Garment factories and repair workshops that run our parts every day.')}</Lead>
        {isLoading && (
          <div role="status">
            <VisuallyHidden>{t('Loading reviews')}</VisuallyHidden>
            <Grid>
              {Array.from({ length: 4 }, (_, i) => (
                <ReviewSkeleton key={i} />
              ))}
            </Grid>
          </div>
        )}
        {error && !reviews && <ReadErrorState title={t('The reviews could not be loaded')} read={{ error, isValidating, mutate }} />}
        {reviews && reviews.length === 0 && <EmptyState title={t('No reviews yet')}>{t('Be the first to tell other buyers about our parts.')}</EmptyState>}
        {reviews && reviews.length > 0 && (
          <Grid>
            {reviews.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
            {cursors.map((cursor) => (
              <MoreReviews key={cursor} cursor={cursor} onArrived={arrived} />
            ))}
          </Grid>
        )}
        {first && (next || (lastCursor !== undefined && !(lastCursor in nextOf))) && (
          <More>
            <Button $variant="secondary" disabled={!next} onClick={() => next && setCursors((all) => [...all, next])}>
              {next ? t('Show more reviews ({shown} of {total})', { shown: formatNumber(shown), total: formatNumber(first.total) }) : t('Loading reviews…')}
            </Button>
          </More>
        )}
      </Container>
    </Section>
  );
}

/** A further page of reviews, read at `cursor`; says which cursor comes after it. */
function MoreReviews({ cursor, onArrived }: { cursor: string; onArrived(cursor: string, next: string | null): void }) {
  const { data, error, mutate } = useReviews(cursor);
  useEffect(() => {
    if (data) onArrived(cursor, data.nextCursor);
  }, [cursor, data, onArrived]);
  if (error && !data) return <ErrorState title={t('More reviews could not be loaded')} message={error.message} onRetry={() => void mutate()} />;
  if (!data) return <ReviewSkeleton />;
  return (
    <>
      {data.items.map((review: Review) => (
        <ReviewCard key={review._id} review={review} />
      ))}
    </>
  );
}
