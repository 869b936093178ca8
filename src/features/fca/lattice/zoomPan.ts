/** Zoom and pan as a view transform: screen = drawing × k + (tx, ty). Pure, so the hook stays thin. */
export type View = { k: number; tx: number; ty: number };

export const MIN_ZOOM = 0.02;
export const MAX_ZOOM = 8;

/** A small lattice is fitted at most this much enlarged. */
export const MAX_FIT_ZOOM = 1.5;

const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

/** Zooms by `factor` keeping the drawing point under (px, py) in place. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const k = clampZoom(view.k * factor);
  const ratio = k / view.k;
  return { k, tx: px - (px - view.tx) * ratio, ty: py - (py - view.ty) * ratio };
}

/** The whole drawing centred in the viewport; a small one is enlarged a little, not blown up. */
export function fitView(content: { width: number; height: number }, viewport: { width: number; height: number }, padding = 16): View {
  const room = { width: Math.max(1, viewport.width - 2 * padding), height: Math.max(1, viewport.height - 2 * padding) };
  const k = clampZoom(Math.min(MAX_FIT_ZOOM, room.width / Math.max(1, content.width), room.height / Math.max(1, content.height)));
  return { k, tx: (viewport.width - content.width * k) / 2, ty: Math.max(padding, (viewport.height - content.height * k) / 2) };
}

/** The drawing rectangle the viewport shows (for drawing labels only where they are seen). */
export function visibleRect(view: View, viewport: { width: number; height: number }): { x0: number; y0: number; x1: number; y1: number } {
  return { x0: -view.tx / view.k, y0: -view.ty / view.k, x1: (viewport.width - view.tx) / view.k, y1: (viewport.height - view.ty) / view.k };
}
