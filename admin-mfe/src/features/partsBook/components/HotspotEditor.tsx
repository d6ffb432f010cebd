import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import styled from 'styled-components';
import { ApiError, formatNumber, plural, t, useToast } from '@storefront/shared';
import { hotspotCheck, type Assembly } from '@storefront/shared/schemas';
import { Button, ErrorText, Table, TableFrame, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { drawingText, drawingUrl, saveHotspots } from '../api/partsBook';
import { draftKey, draftsOf, findCalloutsInSvg, fractionAt, hotspotName, lineLabel, moved, type DraftHotspot } from './hotspots';
import { useLeaveGuard } from './useLeaveGuard';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Canvas = styled.div<{ $ratio: string; $placing: boolean }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
  cursor: ${({ $placing }) => ($placing ? 'crosshair' : 'default')};
  user-select: none;
  img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain; pointer-events: none; }
`;

const Spot = styled.button<{ $chosen: boolean }>`
  position: absolute;
  transform: translate(-50%, -50%);
  min-width: 28px;
  height: 28px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid #fff;
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.accent : theme.colors.primary)};
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.4);
  cursor: grab;
  touch-action: none;
  &:active { cursor: grabbing; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0;
  p { margin: 0; }
`;

const Check = styled.div`
  margin: ${({ theme }) => theme.space(3)} 0;
  p { margin: 0 0 ${({ theme }) => theme.space(1)}; }
  .warn { color: ${({ theme }) => theme.colors.warning}; font-weight: 600; }
`;

const Rows = styled.div`
  tr[data-chosen='true'] td { background: ${({ theme }) => theme.colors.accentSoft}; }
  .row-actions { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; }
  td { vertical-align: top; }
  td small { display: block; color: ${({ theme }) => theme.colors.muted}; font-size: 0.8125rem; }
`;

type SpotDrag = ReturnType<typeof useSpotDrag>;

/**
 * Dragging a hotspot on the drawing: past a few pixels a press moves it (a shorter one is a click,
 * which chooses its row); its place is a fraction of the drawing's size.
 */
function useSpotDrag(
  canvas: RefObject<HTMLDivElement | null>,
  spots: DraftHotspot[],
  setSpots: Dispatch<SetStateAction<DraftHotspot[]>>,
  onMoved: () => void,
  setStatus: (message: string) => void,
  setChosen: (callout: string) => void,
) {
  const drag = useRef<{ key: string; moved: boolean; startX: number; startY: number } | null>(null);
  const onSpotPointerDown = (event: PointerEvent<HTMLButtonElement>, key: string) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { key, moved: false, startX: event.clientX, startY: event.clientY };
  };
  const onSpotPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || !canvas.current) return;
    if (!current.moved && Math.hypot(event.clientX - current.startX, event.clientY - current.startY) < 4) return;
    current.moved = true;
    const { x, y } = fractionAt(event.clientX, event.clientY, canvas.current.getBoundingClientRect());
    setSpots((all) => all.map((s) => (s.key === current.key ? { ...s, x, y } : s)));
    onMoved();
  };
  const onSpotPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    if (current.moved) {
      const spot = spots.find((s) => s.key === current.key);
      if (spot) setStatus(t('Hotspot {callout} moved.', { callout: spot.callout }));
    }
  };
  const onSpotClick = (spot: DraftHotspot) => {
    const wasDrag = drag.current?.moved;
    drag.current = null;
    if (!wasDrag) setChosen(spot.callout);
  };
  return { onSpotPointerDown, onSpotPointerMove, onSpotPointerUp, onSpotClick };
}

/** A hotspot on the drawing: its callout, pressed while its row is chosen; drag it, or move it with the arrow keys. */
function SpotButton({
  spot,
  chosen,
  name,
  dragging,
  onKey,
}: {
  spot: DraftHotspot;
  chosen: boolean;
  name: string;
  dragging: SpotDrag;
  onKey(event: KeyboardEvent<HTMLButtonElement>, spot: DraftHotspot): void;
}) {
  return (
    <Spot
      type="button"
      data-hotspot={spot.key}
      $chosen={chosen}
      aria-pressed={chosen}
      style={{ left: `${spot.x * 100}%`, top: `${spot.y * 100}%` }}
      aria-label={name}
      onPointerDown={(event) => dragging.onSpotPointerDown(event, spot.key)}
      onPointerMove={dragging.onSpotPointerMove}
      onPointerUp={dragging.onSpotPointerUp}
      onClick={() => dragging.onSpotClick(spot)}
      onKeyDown={(event) => onKey(event, spot)}
    >
      {spot.callout}
    </Spot>
  );
}

/** The check: rows without a hotspot, hotspots without a row, or that every one has its other. */
function CheckSummary({ check }: { check: ReturnType<typeof hotspotCheck> }) {
  return (
    <Check aria-label={t('Check of rows and hotspots')} role="group">
      {check.withoutHotspot.length === 0 && check.withoutRow.length === 0 ? (
        <p>{t('Every row has a hotspot and every hotspot a row.')}</p>
      ) : (
        <>
          {check.withoutHotspot.length > 0 && <p className="warn">{t('Rows without a hotspot: {callouts}', { callouts: check.withoutHotspot.join(', ') })}</p>}
          {check.withoutRow.length > 0 && <p className="warn">{t('Hotspots without a row: {callouts}', { callouts: check.withoutRow.join(', ') })}</p>}
        </>
      )}
    </Check>
  );
}

/** The parts list beside the drawing: each row's callout and hotspots, Choose, and for the chosen row Add and Remove hotspot. */
function PartsList({
  lines,
  spots,
  chosen,
  hasDrawing,
  onChoose,
  onPlace,
  onRemove,
}: {
  lines: Assembly['lines'];
  spots: DraftHotspot[];
  chosen: string | null;
  hasDrawing: boolean;
  onChoose(callout: string | null): void;
  onPlace(callout: string): void;
  onRemove(key: string): void;
}) {
  return (
    <TableFrame label={t('Parts list')}>
      <Table>
        <TableHead columns={[t('Callout'), t('Part'), { label: t('Qty'), num: true }, t('Actions')]} />
        <tbody>
          {lines.map((line) => {
            const isChosen = line.callout === chosen;
            const placed = spots.filter((s) => s.callout === line.callout);
            const count = plural(placed.length, { one: '# hotspot', other: '# hotspots' });
            return (
              <tr key={line._id} data-chosen={isChosen}>
                <td>
                  {line.callout}
                  <small>{count}</small>
                </td>
                <td>
                  {lineLabel(line)}
                  {!line.part && <> {t('(not sold here)')}</>}
                  {(line.remarks || line.subclass) && (
                    <small>{[line.remarks, line.subclass ? t('for subclass {subclass}', { subclass: line.subclass }) : null].filter(Boolean).join('; ')}</small>
                  )}
                </td>
                <td className="num">{formatNumber(line.quantity)}</td>
                <td>
                  <div className="row-actions">
                    <Button
                      $size="sm"
                      $variant={isChosen ? 'primary' : 'secondary'}
                      aria-pressed={isChosen}
                      onClick={() => onChoose(isChosen ? null : line.callout)}
                    >
                      {t('Choose')}
                      <VisuallyHidden>{t(' callout {callout}', { callout: line.callout })}</VisuallyHidden>
                    </Button>
                    {isChosen && hasDrawing && (
                      <Button $size="sm" $variant="secondary" onClick={() => onPlace(line.callout)}>
                        {t('Add hotspot')}
                        <VisuallyHidden>{t(' for callout {callout}', { callout: line.callout })}</VisuallyHidden>
                      </Button>
                    )}
                    {isChosen && placed.length > 0 && (
                      <Button $size="sm" $variant="danger" onClick={() => onRemove(placed[placed.length - 1]!.key)}>
                        {t('Remove hotspot')}
                        <VisuallyHidden>{t(' of callout {callout}', { callout: line.callout })}</VisuallyHidden>
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableFrame>
  );
}

/**
 * The hotspots as edited, not yet saved: placed, moved and removed, each change said in the status
 * line; a hotspot placed by Add hotspot takes the focus, for the arrow keys.
 */
function useHotspotDrafts(assembly: Assembly) {
  const [spots, setSpots] = useState<DraftHotspot[]>(() => draftsOf(assembly.hotspots));
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState('');
  const canvas = useRef<HTMLDivElement>(null);
  const focusKey = useRef<string | null>(null);

  useEffect(() => {
    if (!focusKey.current) return;
    canvas.current?.querySelector<HTMLElement>(`[data-hotspot="${focusKey.current}"]`)?.focus();
    focusKey.current = null;
  });

  const change = (next: DraftHotspot[], message: string) => {
    setSpots(next);
    setDirty(true);
    setStatus(message);
  };

  const place = (callout: string, x: number, y: number, focus = false) => {
    const key = draftKey();
    if (focus) focusKey.current = key;
    change([...spots, { key, callout, x, y }], t('Hotspot {callout} placed.', { callout }));
  };

  const remove = (key: string) => {
    const spot = spots.find((s) => s.key === key);
    if (!spot) return;
    change(
      spots.filter((s) => s.key !== key),
      t('Hotspot {callout} removed.', { callout: spot.callout }),
    );
  };

  /** The hotspots as saved: nothing left to save. */
  const reset = (saved: Assembly) => {
    setSpots(draftsOf(saved.hotspots));
    setDirty(false);
    setStatus('');
  };

  return { spots, setSpots, dirty, setDirty, status, setStatus, canvas, change, place, remove, reset };
}

/** Find callouts (in an SVG drawing's texts) and Save hotspots: one at a time, with the error of the last. */
function useHotspotRequests(assembly: Assembly, drafts: ReturnType<typeof useHotspotDrafts>, callouts: string[], onSaved: (saved: Assembly) => void) {
  const toast = useToast();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'find' | 'save' | null>(null);

  const find = async () => {
    if (!assembly.drawing) return;
    setError(undefined);
    setBusy('find');
    try {
      const found = findCalloutsInSvg(
        await drawingText(assembly.drawing),
        callouts,
        drafts.spots.map((s) => s.callout),
      );
      if (found.length) drafts.change([...drafts.spots, ...found.map((spot) => ({ ...spot, key: draftKey() }))], '');
      const message = found.length
        ? plural(
            found.length,
            { one: 'Placed # hotspot: {callouts}.', other: 'Placed # hotspots: {callouts}.' },
            { callouts: [...new Set(found.map((f) => f.callout))].join(', ') },
          )
        : t('Found no listed callout without a hotspot among the drawing’s texts.');
      drafts.setStatus(message);
    } catch (cause) {
      setError(t('Could not find the callouts: {reason}', { reason: (cause as Error).message }));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    setError(undefined);
    setBusy('save');
    try {
      const saved = await saveHotspots(
        assembly._id,
        drafts.spots.map(({ callout, x, y }) => ({ callout, x, y })),
      );
      drafts.reset(saved);
      toast.success(plural(saved.hotspots.length, { one: 'Saved # hotspot', other: 'Saved # hotspots' }));
      onSaved(saved);
    } catch (cause) {
      setError(t('Could not save the hotspots: {reason}', { reason: cause instanceof ApiError ? cause.message : (cause as Error).message }));
    } finally {
      setBusy(null);
    }
  };

  return { error, busy, find, save };
}

/**
 * The drawing with its hotspots and the parts list beside it: choose a row, then click the drawing
 * to place its callout (or Add hotspot and move it with the arrow keys); drag a hotspot to move it,
 * Delete on it removes it; Find callouts places every listed callout printed as text in an SVG;
 * the check names rows without a hotspot and hotspots without a row; Save hotspots sends them all.
 */
export function HotspotEditor({ assembly, onSaved }: { assembly: Assembly; onSaved(saved: Assembly): void }) {
  const drafts = useHotspotDrafts(assembly);
  const { spots, setSpots, dirty, setDirty, status, setStatus, canvas, change, place, remove } = drafts;
  const [chosen, setChosen] = useState<string | null>(null);
  const leaveGuard = useLeaveGuard(dirty, t('The hotspots'));
  const callouts = useMemo(() => [...new Set(assembly.lines.map((line) => line.callout))], [assembly.lines]);
  const { error, busy, find, save } = useHotspotRequests(assembly, drafts, callouts, onSaved);
  const check = hotspotCheck(assembly.lines, spots);
  const isSvg = Boolean(assembly.drawing?.toLowerCase().endsWith('.svg'));

  const onCanvasClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('[data-hotspot]') || !canvas.current) return;
    if (!chosen) return setStatus(t('Choose a row of the list first, then click the drawing where its callout is.'));
    const { x, y } = fractionAt(event.clientX, event.clientY, canvas.current.getBoundingClientRect());
    place(chosen, x, y);
  };

  const dragging = useSpotDrag(canvas, spots, setSpots, () => setDirty(true), setStatus, setChosen);
  const onSpotKey = (event: KeyboardEvent<HTMLButtonElement>, spot: DraftHotspot) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(spot.key);
      canvas.current?.focus();
      return;
    }
    const next = moved(spot, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    change(
      spots.map((s) => (s.key === spot.key ? { ...s, ...next } : s)),
      `Hotspot ${spot.callout} at ${Math.round(next.x * 100)}% across, ${Math.round(next.y * 100)}% down.`,
    );
  };

  const ratio = assembly.drawingWidth && assembly.drawingHeight ? `${assembly.drawingWidth} / ${assembly.drawingHeight}` : '4 / 3';
  return (
    <section aria-labelledby="assembly-hotspots">
      <h2 id="assembly-hotspots">{t('Hotspots')}</h2>
      <p>
        {t('Choose a row of the list, then click the drawing where its callout is printed, or use')} <strong>{t('Add hotspot')}</strong>{' '}
        {t('and move it with the arrow keys (Shift for larger steps). Drag a hotspot to move it; Delete on a hotspot removes it.')}
      </p>
      <Tools>
        {isSvg && (
          <Button $variant="secondary" disabled={busy !== null || callouts.length === 0} onClick={() => void find()}>
            {busy === 'find' ? t('Finding callouts…') : t('Find callouts')}
          </Button>
        )}
        <Button disabled={busy !== null || !dirty} onClick={() => void save()}>
          {busy === 'save' ? t('Saving…') : t('Save hotspots')}
        </Button>
        <p>{dirty ? t('The hotspots have unsaved changes.') : t('The hotspots are saved.')}</p>
      </Tools>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <p role="status" aria-live="polite">
        {status}
      </p>
      <CheckSummary check={check} />
      <Layout>
        <div>
          {assembly.drawing ? (
            <Canvas ref={canvas} $ratio={ratio} $placing={chosen !== null} onClick={onCanvasClick} tabIndex={-1} aria-label={t('Drawing')} role="group">
              <img src={drawingUrl(assembly.drawing)} alt={t('Drawing of {name}', { name: assembly.name })} draggable={false} />
              {spots.map((spot) => (
                <SpotButton
                  key={spot.key}
                  spot={spot}
                  chosen={spot.callout === chosen}
                  name={hotspotName(spot.callout, assembly.lines)}
                  dragging={dragging}
                  onKey={onSpotKey}
                />
              ))}
            </Canvas>
          ) : (
            <p>{t('Upload the drawing above to place hotspots on it.')}</p>
          )}
        </div>
        <Rows>
          <h3>{t('Parts list')}</h3>
          {assembly.lines.length === 0 ? (
            <p>{t('No rows yet: import the parts list above.')}</p>
          ) : (
            <PartsList
              lines={assembly.lines}
              spots={spots}
              chosen={chosen}
              hasDrawing={Boolean(assembly.drawing)}
              onChoose={setChosen}
              onPlace={(callout) => place(callout, 0.5, 0.5, true)}
              onRemove={remove}
            />
          )}
        </Rows>
      </Layout>
      {leaveGuard}
    </section>
  );
}
