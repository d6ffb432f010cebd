import { useEffect, useRef, type Dispatch, type MouseEvent, type PointerEvent, type RefObject, type SetStateAction } from 'react';
import { panBy, zoomTo, type View } from './zoom';

/**
 * The drawing's zoom and pan by hand: Ctrl and the wheel (a trackpad's pinch too) about the
 * pointer, a two-finger pinch, and dragging once zoomed in. Returns the box's pointer handlers;
 * the end of a drag or a pinch is no click on a hotspot.
 */
export function useDrawingGestures(box: RefObject<HTMLDivElement | null>, view: View, setView: Dispatch<SetStateAction<View>>) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; view: View } | null>(null);
  const dragged = useRef(false);

  // React's wheel listener is passive, so this one is added by hand to keep the page from zooming instead.
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
  }, [box, setView]);

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
  const onClickCapture = (event: MouseEvent) => {
    if (dragged.current) {
      event.stopPropagation();
      dragged.current = false;
    }
  };
  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onClickCapture };
}
