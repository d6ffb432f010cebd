import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Link } from '@storefront/shared';
import { buttonStyles, media, VisuallyHidden, type ButtonStyleProps } from '@storefront/shared/ui';
import { SLIDE_SIZE, type Slide } from './slides';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

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

const Frame = styled.div<{ $active: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  transition: ${({ $active }) => ($active ? 'opacity 500ms ease' : 'opacity 500ms ease, visibility 0s linear 500ms')};
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  object-position: 85% 50%;
  ${media.sm} { aspect-ratio: 2 / 1; }
  ${media.md} { aspect-ratio: ${SLIDE_SIZE.width} / ${SLIDE_SIZE.height}; }
`;

const Caption = styled.div`
  flex: 1;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)} ${theme.space(2)}`};
  h2 {
    color: #fff;
    font-size: clamp(1.35rem, 1rem + 1.8vw, 2.4rem);
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  p { margin: 0 0 ${({ theme }) => theme.space(5)}; color: #dbe7f1; max-width: 46ch; }
  ${media.md} {
    position: absolute;
    inset: 0 auto 0 0;
    width: min(48%, 560px);
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: flex-start;
    padding: ${({ theme }) => theme.space(12)};
    background: linear-gradient(90deg, rgba(6, 31, 49, 0.92) 55%, rgba(6, 31, 49, 0));
  }
`;

const ActionLink = styled(Link)<ButtonStyleProps>`${buttonStyles}`;
const ActionAnchor = styled.a<ButtonStyleProps>`${buttonStyles}`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} ${theme.space(5)}`};
  button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
`;

const Pager = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Round = styled.button`
  position: relative;
  min-width: 44px;
  height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid rgba(255, 255, 255, 0.75);
  background: transparent;
  color: #fff;
  font-weight: 700;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.12); }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Arrow = styled(Round)`
  font-size: 1.4rem;
  line-height: 1;
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
export function Carousel({ slides, intervalMs = 7000, label = 'Highlights' }: CarouselProps) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const canPlay = !reducedMotion && count > 1;
  const rotating = canPlay && playing && !hovered && !focused;
  const jumpButtons = useRef<(HTMLButtonElement | null)[]>([]);
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

  const show = (index: number, focus = false) => {
    const next = (index + count) % count;
    setCurrent(next);
    if (focus) jumpButtons.current[next]?.focus();
  };

  const onJumpKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Inner>
        <Viewport aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const active = index === current;
            const isFirst = index === 0;
            const action = slide.action.href.startsWith('#') ? (
              <ActionAnchor href={slide.action.href} $variant="accent" $size="lg">
                {slide.action.label}
              </ActionAnchor>
            ) : (
              <ActionLink to={slide.action.href} $variant="accent" $size="lg">
                {slide.action.label}
              </ActionLink>
            );
            return (
              <Frame
                key={slide.title}
                id={slideId(index)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={!active}
                inert={!active}
                $active={active}
              >
                <Picture
                  src={isFirst || active || firstArrived ? slide.image : undefined}
                  alt={slide.alt}
                  width={SLIDE_SIZE.width}
                  height={SLIDE_SIZE.height}
                  // The first picture is the page's largest paint: fetch it first, never lazily.
                  loading={isFirst ? 'eager' : 'lazy'}
                  fetchPriority={isFirst ? 'high' : 'low'}
                  decoding={isFirst ? 'auto' : 'async'}
                  onLoad={isFirst ? firstSettled : undefined}
                  onError={isFirst ? firstSettled : undefined}
                />
                <Caption>
                  <h2>{slide.title}</h2>
                  <p>{slide.text}</p>
                  {action}
                </Caption>
              </Frame>
            );
          })}
        </Viewport>
        <Controls>
          <Arrow type="button" aria-label="Previous slide" aria-controls={slideId((current - 1 + count) % count)} onClick={() => show(current - 1)}>
            <span aria-hidden="true">‹</span>
          </Arrow>
          <Pager role="group" aria-label="Choose a slide" onKeyDown={onJumpKeyDown}>
            {slides.map((slide, index) => (
              <Round
                key={slide.title}
                type="button"
                ref={(element) => {
                  jumpButtons.current[index] = element;
                }}
                aria-controls={slideId(index)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <VisuallyHidden>Slide </VisuallyHidden>
                {index + 1}
              </Round>
            ))}
          </Pager>
          <Arrow type="button" aria-label="Next slide" aria-controls={slideId((current + 1) % count)} onClick={() => show(current + 1)}>
            <span aria-hidden="true">›</span>
          </Arrow>
          {canPlay && (
            <Round type="button" onClick={() => setPlaying((value) => !value)}>
              {playing ? 'Pause' : 'Play'}
              <VisuallyHidden> the slide show</VisuallyHidden>
            </Round>
          )}
        </Controls>
      </Inner>
    </Region>
  );
}
