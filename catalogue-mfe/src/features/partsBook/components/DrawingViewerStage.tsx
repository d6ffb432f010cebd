import { useEffect, useMemo, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { assetUrl, t } from '@storefront/shared';
import type { Hotspot } from '@storefront/shared/schemas';
import { hitBoxes, type HitBox } from './hits';
import type { View } from './zoom';

const Stage = styled.div`
  position: absolute;
  inset: 0;
  transform-origin: 0 0;
  img {
    display: block;
    width: 100%;
    height: 100%;
    user-select: none;
    -webkit-user-drag: none;
  }
  /* The hotspots: a class of the stage, not a component each (a drawing may have hundreds); the
     stage's --spot-scale keeps them one size at any zoom. */
  button.spot {
    position: absolute;
    transform: translate(-50%, -50%) scale(var(--spot-scale, 1));
    min-width: 28px;
    height: 28px;
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: rgba(255, 255, 255, 0.92);
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    font-size: 0.8125rem;
    line-height: 1;
    cursor: pointer;
  }
  button.spot.lit {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accentHover};
    color: #fff;
    box-shadow: 0 0 0 4px rgba(194, 65, 12, 0.3);
  }
  /* Each hotspot's touch target: 44 px where the drawing leaves room, never over a neighbour's
     (hits.ts); invisible, around the visible marker. */
  button.spot .hit {
    position: absolute;
    left: calc(50% - 22px);
    top: calc(50% - 22px);
    width: 44px;
    height: 44px;
  }
  button.spot:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A touch target's place about its marker's centre (the button's middle); the stylesheet's 44 px square until measured. */
const hitStyle = (hit: HitBox | undefined) =>
  hit && { left: `calc(50% - ${hit.left}px)`, top: `calc(50% - ${hit.up}px)`, width: `${hit.left + hit.right}px`, height: `${hit.up + hit.down}px` };

/** The hotspots' touch targets, laid out for the drawing's size on screen, again when it changes (null until measured). */
function useHitBoxes(box: RefObject<HTMLDivElement | null>, hotspots: readonly Hotspot[]): HitBox[] | null {
  const [boxSize, setBoxSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const { width, height } = element.getBoundingClientRect();
      setBoxSize((was) => (was && Math.abs(was.width - width) < 1 && Math.abs(was.height - height) < 1 ? was : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return useMemo<HitBox[] | null>(
    () => (boxSize ? hitBoxes(hotspots.map((spot) => ({ x: spot.x * boxSize.width, y: spot.y * boxSize.height }))) : null),
    [boxSize, hotspots],
  );
}

export interface DrawingStageProps {
  /** The drawing's box, measured for the touch targets. */
  box: RefObject<HTMLDivElement | null>;
  view: View;
  title: string;
  drawing: string;
  hotspots: readonly Hotspot[];
  /** Each callout's accessible name ("12: Feed dog, SL-FD-0003"). */
  names: ReadonlyMap<string, string>;
  chosen: string | null;
  lit: ReadonlySet<string>;
  onChoose(callout: string): void;
  listId: string;
}

/** The drawing at the view's zoom and place, with its hotspots one size at any zoom. */
export function DrawingStage({ box, view, title, drawing, hotspots, names, chosen, lit, onChoose, listId }: DrawingStageProps) {
  const hits = useHitBoxes(box, hotspots);
  return (
    <Stage
      style={{ transform: `translate(${view.x * 100}%, ${view.y * 100}%) scale(${view.scale})`, ['--spot-scale' as string]: 1 / view.scale }}
      data-testid="drawing-stage"
    >
      <img
        src={assetUrl(drawing)}
        alt={t('Exploded drawing: {title}. Its parts are listed below by callout number.', { title })}
        aria-describedby={listId}
        draggable={false}
      />
      {hotspots.map((spot, index) => (
        <button
          key={spot._id}
          type="button"
          className={chosen === spot.callout || lit.has(spot.callout) ? 'spot lit' : 'spot'}
          aria-label={names.get(spot.callout) ?? spot.callout}
          aria-controls={listId}
          style={{ left: `${spot.x * 100}%`, top: `${spot.y * 100}%` }}
          onClick={() => onChoose(spot.callout)}
          data-callout={spot.callout}
        >
          <span className="hit" style={hitStyle(hits?.[index])} />
          {spot.callout}
        </button>
      ))}
    </Stage>
  );
}
