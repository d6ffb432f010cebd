import { useEffect, useId, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { CarouselControls } from './CarouselControls';
import { CarouselSlide } from './CarouselSlide';
import type { Slide } from './slides';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { t } from '@storefront/shared';

const BAND = '#061f31';

const Region = styled.section`
  background: ${BAND};
  color: #fff;
  :focus-visible { outline-color: #fff; }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
`;

/** Every slide sits in the same grid cell, so the carousel is as tall as its tallest slide and never jumps. */
const Viewport = styled.div`
  display: grid;
  > * { grid-area: 1 / 1; }
`;

export interface CarouselProps {
  slides: readonly Slide[];
  /** Time each slide stays before the next, when playing. */
  intervalMs?: number;
  label?: string;
}

/**
 * The home carousel (WAI-ARIA carousel pattern): jump buttons 1, 2, 3 with the current one
 * marked, previous/next, arrow keys between the jump buttons. It advances by itself only while
 * nobody points at it or works in it, never for people who asked for reduced motion, and it can
 * be paused.
 */
export function Carousel({ slides, intervalMs = 7000, label }: CarouselProps) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const canPlay = !reducedMotion && count > 1;
  const rotating = canPlay && playing && !hovered && !focused;
  const id = useId();
  const slideId = (index: number) => `${id}-slide-${index + 1}`;
  // The other pictures are asked for once the first has arrived (or failed), so that they do not
  // share the connection with it; a slide shown before that asks at once.
  const [firstArrived, setFirstArrived] = useState(false);
  const firstSettled = () => setFirstArrived(true);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, intervalMs]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={label ?? t('Highlights')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Inner>
        <Viewport aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <CarouselSlide
              key={slide.title}
              slide={slide}
              id={slideId(index)}
              index={index}
              count={count}
              active={index === current}
              firstArrived={firstArrived}
              onFirstSettled={firstSettled}
            />
          ))}
        </Viewport>
        <CarouselControls
          slides={slides}
          current={current}
          slideId={slideId}
          onShow={(index) => setCurrent((index + count) % count)}
          playing={canPlay ? playing : null}
          onTogglePlay={() => setPlaying((value) => !value)}
        />
      </Inner>
    </Region>
  );
}
