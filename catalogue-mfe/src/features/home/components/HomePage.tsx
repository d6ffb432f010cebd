import { useFeaturedParts, useReviews, t } from '@storefront/shared';
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
      <VisuallyHidden as="h1">{t('Garments machine parts from the manufacturer')}</VisuallyHidden>
      <Carousel slides={slides} />
      {children}
    </div>
  );
}

/**
 * Scrolls to the URL's `#section` once the sections above it have their data. It asks for that
 * data with the carousel, so the sections find it when they render; and it is a component of its
 * own, so that the data's arrival re-renders it alone, not the whole page.
 */
function ScrollToHash() {
  const parts = useFeaturedParts();
  const reviews = useReviews();
  useScrollToHash(!parts.isLoading && !reviews.isLoading);
  return null;
}

/** The home page, its sections in the spec's order (section 2). */
export default function HomePage() {
  // What a visitor sees first (the carousel) renders at once; the sections below it follow in a
  // background render that React can interrupt for input.
  const sections = useDeferredValue(true, false);
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
      <ScrollToHash />
    </HomeTop>
  );
}
