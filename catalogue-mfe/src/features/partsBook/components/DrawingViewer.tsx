import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { AssemblyLine, Hotspot } from '@storefront/shared/schemas';
import { Button } from '@storefront/shared/ui';
import { useDrawingGestures } from './DrawingViewerGestures';
import { DrawingStage } from './DrawingViewerStage';
import { hotspotNames } from './rows';
import { keyed, MAX_SCALE, showing, WHOLE, ZOOM_STEP, zoomTo, type View } from './zoom';
import { t } from '@storefront/shared';

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
  const gestures = useDrawingGestures(box, view, setView);

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

  const zoomed = view.scale > 1;
  return (
    <Frame aria-label={t('Drawing: {title}', { title })}>
      <Tools>
        <Button $variant="secondary" $size="sm" onClick={() => setView((v) => zoomTo(v, v.scale * ZOOM_STEP))} disabled={view.scale >= MAX_SCALE}>
          {t('Zoom in')}
        </Button>
        <Button $variant="secondary" $size="sm" onClick={() => setView((v) => zoomTo(v, v.scale / ZOOM_STEP))} disabled={!zoomed}>
          {t('Zoom out')}
        </Button>
        <Button $variant="secondary" $size="sm" onClick={() => setView(WHOLE)} disabled={!zoomed}>
          {t('Whole drawing')}
        </Button>
      </Tools>
      <Box
        ref={box}
        $zoomed={zoomed}
        tabIndex={0}
        role="region"
        aria-label={t('{title}: zoom with + and −, 0 for the whole drawing, arrows to move', { title })}
        style={{ aspectRatio: `${width} / ${height}` }}
        onKeyDown={onKeyDown}
        {...gestures}
        data-scale={view.scale.toFixed(2)}
      >
        <DrawingStage
          box={box}
          view={view}
          title={title}
          drawing={drawing}
          hotspots={hotspots}
          names={names}
          chosen={chosen}
          lit={lit}
          onChoose={onChoose}
          listId={listId}
        />
      </Box>
      <figcaption>{t('Choose a number to find its row. Zoom: the buttons, Ctrl and the mouse wheel, or a pinch; drag to move.')}</figcaption>
    </Frame>
  );
}
