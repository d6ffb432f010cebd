import styled from 'styled-components';
import { Link, t } from '@storefront/shared';
import { buttonStyles, media, type ButtonStyleProps } from '@storefront/shared/ui';
import { SLIDE_SIZE, type Slide } from './slides';
import { localNumber } from '../../../i18n/localName';

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

export interface CarouselSlideProps {
  slide: Slide;
  id: string;
  index: number;
  count: number;
  active: boolean;
  /** Whether the first picture has arrived (or failed): the others are asked for after it. */
  firstArrived: boolean;
  onFirstSettled: () => void;
}

/** One slide of the carousel: its picture, title, text and action; hidden from everyone while not shown. */
export function CarouselSlide({ slide, id, index, count, active, firstArrived, onFirstSettled }: CarouselSlideProps) {
  const isFirst = index === 0;
  return (
    <Frame
      id={id}
      role="group"
      aria-roledescription="slide"
      aria-label={t('{n} of {count}', { n: localNumber(index + 1), count: localNumber(count) })}
      aria-hidden={!active}
      inert={!active}
      $active={active}
    >
      <Picture
        src={isFirst || active || firstArrived ? slide.image : undefined}
        alt={t(slide.alt)}
        width={SLIDE_SIZE.width}
        height={SLIDE_SIZE.height}
        // The first picture is the page's largest paint: fetch it first, never lazily.
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : 'low'}
        decoding={isFirst ? 'auto' : 'async'}
        onLoad={isFirst ? onFirstSettled : undefined}
        onError={isFirst ? onFirstSettled : undefined}
      />
      <Caption>
        <h2>{t(slide.title)}</h2>
        <p>{t(slide.text)}</p>
        {slide.action.href.startsWith('#') ? (
          <ActionAnchor href={slide.action.href} $variant="accent" $size="lg">
            {t(slide.action.label)}
          </ActionAnchor>
        ) : (
          <ActionLink to={slide.action.href} $variant="accent" $size="lg">
            {t(slide.action.label)}
          </ActionLink>
        )}
      </Caption>
    </Frame>
  );
}
