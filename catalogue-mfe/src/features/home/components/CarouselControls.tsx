import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@storefront/shared/ui';
import type { Slide } from './slides';
import { t } from '@storefront/shared';
import { localNumber } from '../../../i18n/localName';

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

export interface CarouselControlsProps {
  slides: readonly Slide[];
  current: number;
  slideId: (index: number) => string;
  /** Shows a slide (any index: it wraps around). */
  onShow: (index: number) => void;
  /** Null when the slide show cannot play (reduced motion, a single slide). */
  playing: boolean | null;
  onTogglePlay: () => void;
}

/**
 * Previous and next, the jump buttons 1, 2, 3 with the current one marked (arrow keys, Home and
 * End move between them, taking the focus along), and Pause or Play.
 */
export function CarouselControls({ slides, current, slideId, onShow, playing, onTogglePlay }: CarouselControlsProps) {
  const count = slides.length;
  const jumpButtons = useRef<(HTMLButtonElement | null)[]>([]);

  const onJumpKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onShow(target);
    jumpButtons.current[(target + count) % count]?.focus();
  };

  return (
    <Controls>
      <Arrow type="button" aria-label={t('Previous slide')} aria-controls={slideId((current - 1 + count) % count)} onClick={() => onShow(current - 1)}>
        <span aria-hidden="true">‹</span>
      </Arrow>
      <Pager role="group" aria-label={t('Choose a slide')} onKeyDown={onJumpKeyDown}>
        {slides.map((slide, index) => (
          <Round
            key={slide.title}
            type="button"
            ref={(element) => {
              jumpButtons.current[index] = element;
            }}
            aria-controls={slideId(index)}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onShow(index)}
          >
            <VisuallyHidden>{t('Slide')} </VisuallyHidden>
            {localNumber(index + 1)}
          </Round>
        ))}
      </Pager>
      <Arrow type="button" aria-label={t('Next slide')} aria-controls={slideId((current + 1) % count)} onClick={() => onShow(current + 1)}>
        <span aria-hidden="true">›</span>
      </Arrow>
      {playing !== null && (
        <Round type="button" onClick={onTogglePlay}>
          {playing ? t('Pause') : t('Play')}
          <VisuallyHidden> {t('the slide show')}</VisuallyHidden>
        </Round>
      )}
    </Controls>
  );
}
