import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { fitView, zoomAt, type View } from './zoomPan';

/** A drag shorter than this is a click (selects a node or clears the selection). */
const CLICK_SLOP = 4;

export type ZoomPan = {
  view: View;
  viewport: { width: number; height: number };
  zoomBy: (factor: number) => void;
  fit: () => void;
  /** Pans so that the drawing point (x, y) is in view, centred, unless it already is. */
  revealPoint: (x: number, y: number) => void;
  /** True while the pointer that went down has moved far enough to be a drag, not a click. */
  wasDrag: () => boolean;
  pointerHandlers: {
    onPointerDown: (event: ReactPointerEvent<SVGSVGElement>) => void;
    onPointerMove: (event: ReactPointerEvent<SVGSVGElement>) => void;
    onPointerUp: (event: ReactPointerEvent<SVGSVGElement>) => void;
  };
};

/** Wheel zoom around the pointer, drag to pan, buttons; the drawing is fitted when its size changes. */
export function useZoomPan(svgRef: RefObject<SVGSVGElement | null>, content: { width: number; height: number }): ZoomPan {
  const [view, setView] = useState<View>({ k: 1, tx: 0, ty: 0 });
  const [viewport, setViewport] = useState({ width: 800, height: 500 });
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const lastDragMoved = useRef(false);
  // fitted: the view is the fitted one, untouched since — a resize (the details panel opening) keeps it fitted;
  // once the user has zoomed or panned, a resize leaves their view alone
  const fitted = useRef(true);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const measure = () => setViewport({ width: svg.clientWidth || 800, height: svg.clientHeight || 500 });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    // React's onWheel is passive: the page would scroll along with the zoom
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = svg.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0015));
      fitted.current = false;
      setView((v) => zoomAt(v, factor, event.clientX - box.left, event.clientY - box.top));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      svg.removeEventListener('wheel', onWheel);
    };
  }, [svgRef]);

  const fit = useCallback(() => {
    fitted.current = true;
    setView(fitView(content, viewport));
  }, [content, viewport]);
  const latestFit = useRef(fit);
  useEffect(() => {
    latestFit.current = fit;
  });
  // a new drawing (filter, collapse) starts fitted
  useEffect(() => latestFit.current(), [content]);
  useEffect(() => {
    if (fitted.current) latestFit.current();
  }, [viewport]);

  const revealPoint = useCallback(
    (x: number, y: number) =>
      setView((v) => {
        const sx = x * v.k + v.tx;
        const sy = y * v.k + v.ty;
        const margin = 24;
        if (sx >= margin && sx <= viewport.width - margin && sy >= margin && sy <= viewport.height - margin) return v;
        fitted.current = false;
        return { ...v, tx: viewport.width / 2 - x * v.k, ty: viewport.height / 2 - y * v.k };
      }),
    [viewport],
  );

  const zoomBy = useCallback(
    (factor: number) => {
      fitted.current = false;
      setView((v) => zoomAt(v, factor, viewport.width / 2, viewport.height / 2));
    },
    [viewport],
  );

  const pointerHandlers: ZoomPan['pointerHandlers'] = {
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      drag.current = { x: event.clientX, y: event.clientY, moved: false, id: event.pointerId };
      lastDragMoved.current = false;
    },
    onPointerMove: (event) => {
      const current = drag.current;
      if (!current || current.id !== event.pointerId) return;
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (!current.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
      if (!current.moved) event.currentTarget.setPointerCapture(event.pointerId);
      current.moved = true;
      fitted.current = false;
      current.x = event.clientX;
      current.y = event.clientY;
      setView((v) => ({ ...v, tx: v.tx + dx, ty: v.ty + dy }));
    },
    onPointerUp: (event) => {
      if (drag.current?.moved && event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
      lastDragMoved.current = drag.current?.moved ?? false;
      drag.current = null;
    },
  };

  return { view, viewport, zoomBy, fit, revealPoint, wasDrag: () => lastDragMoved.current, pointerHandlers };
}
