import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { assetUrl } from '@storefront/shared';
import type { AssemblyLine, Hotspot } from '@storefront/shared/schemas';
import { Button } from '@storefront/shared/ui';
import { hitBoxes, type HitBox } from './hits';
import { hotspotNames } from './rows';
import { keyed, MAX_SCALE, panBy, showing, WHOLE, ZOOM_STEP, zoomTo, type View } from './zoom';

const Frame = styled.figure`
  margin: 0;
  figcaption {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/** The drawing's box: its aspect ratio reserved before the picture loads. */
const Box = styled.div<{ $zoomed: boolean }>`
  position: relative;
  overflow: hidden;
  width: 100%;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  /* At the whole drawing the page scrolls over it; zoomed in, a finger pans the drawing. */
  touch-action: ${({ $zoomed }) => ($zoomed ? 'none' : 'pan-x pan-y')};
  cursor: ${({ $zoomed }) => ($zoomed ? 'grab' : 'default')};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

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

export interface DrawingViewerProps {
  /** What the drawing shows, for its alternative text ("Hook and bobbin case of the JUKI DDL-8700"). */
  title: string;
  drawing: string;
  width: number;
  height: number;
  hotspots: readonly Hotspot[];
  lines: readonly AssemblyLine[];
  /** The callout chosen (on the drawing or by the address), and those whose rows are pointed at. */
  chosen: string | null;
  lit: ReadonlySet<string>;
  onChoose(callout: string): void;
  /** The id of the parts list, the drawing's text alternative. */
  listId: string;
}

/**
 * The exploded drawing with its numbered hotspots, real buttons named after their callout and
 * parts ("12: Feed dog, SL-FD-0003"). Zoom and pan: the buttons, the keyboard while the drawing
 * has focus (+, −, 0, arrows), Ctrl and the wheel (a plain wheel scrolls the page), a pinch, and
 * dragging once zoomed in.
 */
export function DrawingViewer({ title, drawing, width, height, hotspots, lines, chosen, lit, onChoose, listId }: DrawingViewerProps) {
  const [view, setView] = useState<View>(WHOLE);
  const names = useMemo(() => hotspotNames(lines), [lines]);
  const box = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; view: View } | null>(null);
  const dragged = useRef(false);
  const [boxSize, setBoxSize] = useState<{ width: number; height: number } | null>(null);

  // The touch targets are laid out for the drawing's size on screen, again when it changes.
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const { width, height } = element.getBoundingClientRect();
      setBoxSize((was) => (was && Math.abs(was.width - width) < 1 && Math.abs(was.height - height) < 1 ? was : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const hits = useMemo<HitBox[] | null>(
    () => (boxSize ? hitBoxes(hotspots.map((spot) => ({ x: spot.x * boxSize.width, y: spot.y * boxSize.height }))) : null),
    [boxSize, hotspots],
  );

  // Ctrl and the wheel (a trackpad's pinch too) zoom about the pointer; React's wheel listener is
  // passive, so this one is added by hand to keep the page from zooming instead.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const at = rect.width && rect.height ? { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height } : undefined;
      setView((v) => zoomTo(v, v.scale * Math.exp(-event.deltaY / 200), at));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  // A callout chosen elsewhere (the address, a row) is brought into view when zoomed in.
  useEffect(() => {
    const spot = hotspots.find((h) => h.callout === chosen);
    if (spot) setView((v) => showing(v, spot));
  }, [chosen, hotspots]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const next = keyed(view, event.key);
    if (!next) return;
    event.preventDefault();
    setView(next);
  };

  const size = () => {
    const rect = box.current?.getBoundingClientRect();
    return rect && rect.width && rect.height ? rect : { width: 1, height: 1, left: 0, top: 0 };
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    dragged.current = false;
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y), view };
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const rect = size();
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      const at = { x: ((a!.x + b!.x) / 2 - rect.left) / rect.width, y: ((a!.y + b!.y) / 2 - rect.top) / rect.height };
      const start = pinch.current;
      setView(zoomTo(start.view, (start.view.scale * distance) / Math.max(start.distance, 1), at));
      dragged.current = true;
      return;
    }
    if (view.scale === 1) return;
    const dx = now.x - last.x;
    const dy = now.y - last.y;
    if (!dragged.current && Math.hypot(dx, dy) < 3) return;
    if (!dragged.current) (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    dragged.current = true;
    setView((v) => panBy(v, dx / rect.width, dy / rect.height));
  };
  const onPointerEnd = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const zoomed = view.scale > 1;
  return (
    <Frame aria-label={`Drawing: ${title}`}>
      <Tools>
        <Button $variant="secondary" $size="sm" onClick={() => setView((v) => zoomTo(v, v.scale * ZOOM_STEP))} disabled={view.scale >= MAX_SCALE}>
          Zoom in
        </Button>
        <Button $variant="secondary" $size="sm" onClick={() => setView((v) => zoomTo(v, v.scale / ZOOM_STEP))} disabled={!zoomed}>
          Zoom out
        </Button>
        <Button $variant="secondary" $size="sm" onClick={() => setView(WHOLE)} disabled={!zoomed}>
          Whole drawing
        </Button>
      </Tools>
      <Box
        ref={box}
        $zoomed={zoomed}
        tabIndex={0}
        role="region"
        aria-label={`${title}: zoom with + and −, 0 for the whole drawing, arrows to move`}
        style={{ aspectRatio: `${width} / ${height}` }}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(event) => {
          // The end of a drag or a pinch is no click on a hotspot.
          if (dragged.current) {
            event.stopPropagation();
            dragged.current = false;
          }
        }}
        data-scale={view.scale.toFixed(2)}
      >
        <Stage
          style={{ transform: `translate(${view.x * 100}%, ${view.y * 100}%) scale(${view.scale})`, ['--spot-scale' as string]: 1 / view.scale }}
          data-testid="drawing-stage"
        >
          <img
            src={assetUrl(drawing)}
            alt={`Exploded drawing: ${title}. Its parts are listed below by callout number.`}
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
      </Box>
      <figcaption>Choose a number to find its row. Zoom: the buttons, Ctrl and the mouse wheel, or a pinch; drag to move.</figcaption>
    </Frame>
  );
}
