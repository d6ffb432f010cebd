import { useAfterFirstPaint, useFeaturedParts, useReviews, useSettledWithin } from '@storefront/shared';
import { VisuallyHidden } from '@storefront/shared/ui';
import { Carousel } from './Carousel';
import { ContactSection } from './ContactSection';
import { FeaturedParts } from './FeaturedParts';
import { ProcessSection } from './ProcessSection';
import { ReviewsSection } from './ReviewsSection';
import { slides } from './slides';
import { StatsStrip } from './StatsStrip';
import { useScrollToHash } from './useScrollToHash';

/** The home page, its sections in the spec's order (section 2). */
export default function HomePage() {
  const parts = useFeaturedParts();
  const reviews = useReviews();
  // The carousel is what a visitor sees first: it paints alone, its first picture included, and
  // the sections below right after (a slow picture holds them back by 1.5 s at most).
  const [heroSettled, settleHero] = useSettledWithin(true, 1500);
  const rest = useAfterFirstPaint(heroSettled);
  useScrollToHash(rest && !parts.isLoading && !reviews.isLoading);
  return (
    // `data-build` says which catalogue build is live (see the README on deploying a remote alone).
    <div data-remote="catalogue" data-build={__BUILD_ID__} style={{ display: 'contents' }}>
      <VisuallyHidden as="h1">Garments machine parts from the manufacturer</VisuallyHidden>
      <Carousel slides={slides} onFirstPictureSettled={settleHero} />
      {rest && (
        <>
          <FeaturedParts />
          <StatsStrip />
          <ReviewsSection />
          <ProcessSection />
          <ContactSection />
        </>
      )}
    </div>
  );
}
