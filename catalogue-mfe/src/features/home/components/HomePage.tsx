import { useFeaturedParts, useReviews } from '@storefront/shared';
import { VisuallyHidden } from '@storefront/shared/ui';
import { useDeferredValue, type ReactNode } from 'react';
import { Carousel } from './Carousel';
import { ContactSection } from './ContactSection';
import { FeaturedParts } from './FeaturedParts';
import { ProcessSection } from './ProcessSection';
import { ReviewsSection } from './ReviewsSection';
import { slides } from './slides';
import { StatsStrip } from './StatsStrip';
import { useScrollToHash } from './useScrollToHash';

/** The top of home: its heading and the carousel, with whatever follows them. */
export function HomeTop({ children }: { children?: ReactNode }) {
  return (
    // `data-build` says which catalogue build is live (see the README on deploying a remote alone).
    <div data-remote="catalogue" data-build={__BUILD_ID__} style={{ display: 'contents' }}>
      <VisuallyHidden as="h1">Garments machine parts from the manufacturer</VisuallyHidden>
      <Carousel slides={slides} />
      {children}
    </div>
  );
}

/** The home page, its sections in the spec's order (section 2). */
export default function HomePage() {
  const parts = useFeaturedParts();
  const reviews = useReviews();
  // What a visitor sees first (the carousel) renders at once; the sections below it follow in a
  // background render that React can interrupt for input.
  const sections = useDeferredValue(true, false);
  useScrollToHash(sections && !parts.isLoading && !reviews.isLoading);
  return (
    <HomeTop>
      {sections && (
        <>
          <FeaturedParts />
          <StatsStrip />
          <ReviewsSection />
          <ProcessSection />
          <ContactSection />
        </>
      )}
    </HomeTop>
  );
}
