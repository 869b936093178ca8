import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME, barLayout, lineLayout, pieLayout, valueAxis } from './chartGeometry';

describe('chart geometry', () => {
  it.each([
    [7, 8, 2],
    [100, 100, 20],
    [0.9, 1, 0.2],
    [12345, 12500, 2500],
  ])('the value axis of max %d ends at %d in steps of %d', (max, top, step) => {
    const axis = valueAxis(max);
    expect(axis.top).toBeCloseTo(top);
    expect(axis.step).toBeCloseTo(step);
    expect(axis.values[0]).toBe(0);
    expect(axis.values[axis.values.length - 1]).toBeCloseTo(top);
  });

  it('bars stand on the base line, the tallest reaching its share of the axis', () => {
    const { bars, axis } = barLayout([{ label: 'a', value: 5 }, { label: 'b', value: 10 }]);
    const base = DEFAULT_FRAME.height - DEFAULT_FRAME.bottom;
    for (const bar of bars) expect(bar.y + bar.height).toBeCloseTo(base);
    expect(bars[1]!.height).toBeCloseTo(2 * bars[0]!.height);
    expect(axis.top).toBe(10);
    expect(bars[0]!.x).toBeLessThan(bars[1]!.x);
  });

  it('a line goes through one dot per point, left to right', () => {
    const { path, dots } = lineLayout([{ label: 'a', value: 1 }, { label: 'b', value: 3 }, { label: 'c', value: 2 }]);
    expect(dots).toHaveLength(3);
    expect(path.startsWith('M')).toBe(true);
    expect(path.match(/L/g)).toHaveLength(2);
    expect(dots[1]!.y).toBeLessThan(dots[2]!.y);
  });

  it('pie slices share the circle by value; non-positive values are left out; one slice is whole', () => {
    const slices = pieLayout([{ label: 'a', value: 3 }, { label: 'b', value: 1 }, { label: 'c', value: 0 }], 100, 100, 80);
    expect(slices.map((s) => s.share)).toEqual([0.75, 0.25]);
    expect(slices[0]!.path).toContain(' 0 1 1 ');
    expect(pieLayout([{ label: 'a', value: 2 }], 100, 100, 80)[0]!.share).toBe(1);
    expect(pieLayout([], 100, 100, 80)).toEqual([]);
  });
});
