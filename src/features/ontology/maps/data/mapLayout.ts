/** Node positions of an ontology map's graph, stored as JSON in the map's mapLayout value. */
export type MapLayout = Record<string, { x: number; y: number }>;

const isPoint = (v: unknown): v is { x: number; y: number } =>
  v !== null && typeof v === 'object' && Number.isFinite((v as { x: unknown }).x) && Number.isFinite((v as { y: unknown }).y);

/** The stored text as a layout; anything unreadable (bad JSON, wrong shape) counts as no positions. */
export function parseLayout(text: string | null | undefined): MapLayout {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const layout: MapLayout = {};
  for (const [id, point] of Object.entries(raw as Record<string, unknown>)) if (isPoint(point)) layout[id] = { x: point.x, y: point.y };
  return layout;
}

/**
 * The stored layout with the moved nodes' new positions (whole pixels: sub-pixel precision only
 * makes the JSON longer), and without nodes no longer on the map when `keep` is given.
 */
export function mergeLayout(stored: MapLayout, moved: MapLayout, keep?: ReadonlySet<string>): MapLayout {
  const merged: MapLayout = {};
  for (const [id, point] of Object.entries({ ...stored, ...moved })) {
    if (keep && !keep.has(id)) continue;
    merged[id] = { x: Math.round(point.x), y: Math.round(point.y) };
  }
  return merged;
}

export function layoutText(layout: MapLayout): string {
  return JSON.stringify(layout);
}
