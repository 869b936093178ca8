/**
 * Where the shapes of a report chart go: plain numbers an SVG is drawn from, so charts print and
 * go into Word as pictures without a chart library. Pure; the view only draws what this computes.
 */

export type Point = { label: string; value: number };

/** Colours of the slices and bars, in turn (distinct in print and for the common colour blindnesses). */
export const CHART_COLORS = ['#2563eb', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#06b6d4', '#ec4899', '#84cc16', '#f97316', '#64748b'] as const;
export const chartColor = (i: number): string => CHART_COLORS[i % CHART_COLORS.length] ?? '#2563eb';

export type Frame = { width: number; height: number; left: number; right: number; top: number; bottom: number };
export const DEFAULT_FRAME: Frame = { width: 640, height: 320, left: 64, right: 16, top: 16, bottom: 72 };

/** A "nice" top of the value axis (1, 2, 2.5, 5 × 10^n) at or above the largest value, and its ticks. */
export function valueAxis(max: number, ticks = 5): { top: number; step: number; values: number[] } {
  if (!(max > 0)) return { top: 1, step: 0.2, values: [0, 0.2, 0.4, 0.6, 0.8, 1] };
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  const top = Math.ceil(max / step - 1e-9) * step;
  const values = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => Math.round(i * step * 1e9) / 1e9);
  return { top, step, values };
}

/** Where a value sits on the vertical axis (negative values sit at the base: charts here show amounts). */
const yOf = (value: number, top: number, f: Frame): number => f.top + (f.height - f.top - f.bottom) * (1 - Math.max(0, value) / top);

export type Bar = { x: number; y: number; width: number; height: number; color: string; point: Point; labelX: number };

export function barLayout(points: readonly Point[], f: Frame = DEFAULT_FRAME): { bars: Bar[]; axis: ReturnType<typeof valueAxis>; yOf: (v: number) => number } {
  const axis = valueAxis(Math.max(0, ...points.map((p) => p.value)));
  const plotWidth = f.width - f.left - f.right;
  const slot = points.length ? plotWidth / points.length : plotWidth;
  const width = Math.max(2, slot * 0.7);
  const bars = points.map((point, i) => {
    const y = yOf(point.value, axis.top, f);
    const x = f.left + slot * i + (slot - width) / 2;
    return { x, y, width, height: f.height - f.bottom - y, color: chartColor(0), point, labelX: x + width / 2 };
  });
  return { bars, axis, yOf: (v) => yOf(v, axis.top, f) };
}

export function lineLayout(points: readonly Point[], f: Frame = DEFAULT_FRAME): { path: string; dots: Array<{ x: number; y: number; point: Point }>; axis: ReturnType<typeof valueAxis>; yOf: (v: number) => number } {
  const axis = valueAxis(Math.max(0, ...points.map((p) => p.value)));
  const plotWidth = f.width - f.left - f.right;
  const slot = points.length ? plotWidth / points.length : plotWidth;
  const dots = points.map((point, i) => ({ x: f.left + slot * i + slot / 2, y: yOf(point.value, axis.top, f), point }));
  const path = dots.map((d, i) => `${i ? 'L' : 'M'}${round(d.x)} ${round(d.y)}`).join(' ');
  return { path, dots, axis, yOf: (v) => yOf(v, axis.top, f) };
}

export type Slice = { path: string; color: string; point: Point; share: number; labelX: number; labelY: number };

/** Pie slices of the positive values around (cx, cy); a single slice is a whole circle. */
export function pieLayout(points: readonly Point[], cx: number, cy: number, r: number): Slice[] {
  const shown = points.filter((p) => p.value > 0);
  const sum = shown.reduce((a, p) => a + p.value, 0);
  if (!sum) return [];
  let angle = -Math.PI / 2;
  return shown.map((point, i) => {
    const share = point.value / sum;
    const start = angle;
    const end = (angle += share * 2 * Math.PI);
    const mid = (start + end) / 2;
    const at = (a: number) => `${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}`;
    const path =
      shown.length === 1
        ? `M${round(cx - r)} ${round(cy)} A${r} ${r} 0 1 1 ${round(cx + r)} ${round(cy)} A${r} ${r} 0 1 1 ${round(cx - r)} ${round(cy)} Z`
        : `M${round(cx)} ${round(cy)} L${at(start)} A${r} ${r} 0 ${end - start > Math.PI ? 1 : 0} 1 ${at(end)} Z`;
    return { path, color: chartColor(i), point, share, labelX: round(cx + r * 0.65 * Math.cos(mid)), labelY: round(cy + r * 0.65 * Math.sin(mid)) };
  });
}

const round = (n: number): number => Math.round(n * 100) / 100;
