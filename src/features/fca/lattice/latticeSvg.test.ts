import { describe, expect, it } from 'vitest';
import { buildDrawing } from './latticeDrawing';
import { labelWidth, labelsWithoutOverlap, nodeLabels, shortLabel } from './latticeLabels';
import { escapeXml, exportFileName, latticeSvg, pngScale } from './latticeSvg';
import { visibleLattice } from './latticeVisibility';
import { fitView, zoomAt } from './zoomPan';

// a small lattice: 0 the top, 1 and 2 its lower covers, 3 the bottom
const covers: Array<[number, number]> = [
  [1, 0],
  [2, 0],
  [3, 1],
  [3, 2],
];
const reduced = { objects: [[], [0], [1, 2], []], attributes: [[], [0], [1], [2]] };
const labels = nodeLabels(reduced, ['Щука', 'Лягушка & жаба', 'Тростник'], ['живёт в воде', 'на суше <и>', 'зелёное']);

function drawing(labelled = true) {
  return buildDrawing(visibleLattice({ indices: [0, 1, 2, 3], covers }, new Set()), labels, labelled);
}

describe('latticeSvg', () => {
  it('is a standalone SVG with every node, every label once and the edges', () => {
    const svg = latticeSvg(drawing(), null, 'Водоёмы');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('<title>Водоёмы</title>');
    expect(svg.match(/<g opacity/g)).toHaveLength(4);
    expect(svg.split('Щука')).toHaveLength(2);
    expect(svg).toContain('Лягушка &amp; жаба, Тростник');
    expect(svg).toContain('на суше &lt;и&gt;');
    expect(svg.match(/M[\d.]+ [\d.]+L/g)).toHaveLength(4);
    // looks are attributes, not classes: the picture stands on its own
    expect(svg).not.toContain('class=');
  });

  it('colours the selected concept and its upper and lower sets', () => {
    const svg = latticeSvg(drawing(), { selected: 1, upper: new Set([0]), lower: new Set([3]) }, 'x');
    expect(svg).toContain('stroke="#dc2626"');
    expect(svg).toContain('stroke="#d97706" stroke-width="2.5"');
    expect(svg).toContain('stroke="#0f766e" stroke-width="2.5"');
    // concept 2 is neither above nor below 1: dimmed
    expect(svg).toContain('<g opacity="0.35">');
  });

  it('places attribute labels above and object labels below their node', () => {
    const d = drawing();
    const node = d.nodes.find((n) => n.concept === 1)!;
    const svg = latticeSvg(d, null, 'x');
    const y = (text: string) => Number(new RegExp(`y="([\\d.]+)"[^>]*>${text}<`).exec(svg)![1]);
    expect(y('живёт в воде')).toBeLessThan(node.y);
    expect(y('Щука')).toBeGreaterThan(node.y);
  });

  it('keeps every node and label inside the picture, the top above the bottom', () => {
    const d = drawing();
    for (const node of d.nodes) {
      const half = Math.max(labelWidth(node.above), labelWidth(node.below)) / 2;
      expect(node.x - half).toBeGreaterThanOrEqual(0);
      expect(node.x + half).toBeLessThanOrEqual(d.width);
      expect(node.y).toBeGreaterThan(0);
      expect(node.y).toBeLessThan(d.height);
    }
    expect(d.nodes[0]!.y).toBeLessThan(d.nodes[3]!.y);
  });
});

describe('labels', () => {
  it('shortens long lists with +N and cuts a long name', () => {
    expect(shortLabel([])).toBe('');
    expect(shortLabel(['a', 'b'])).toBe('a, b');
    expect(shortLabel(['alpha', 'beta', 'gamma', 'delta'], 16)).toBe('alpha, beta +2');
    expect(shortLabel(['a'.repeat(50)], 10)).toBe(`${'a'.repeat(9)}…`);
    expect(shortLabel(['a'.repeat(50), 'b'], 10)).toBe(`${'a'.repeat(9)}… +1`);
  });
});

describe('export helpers', () => {
  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('makes a file name from the title', () => {
    expect(exportFileName('Водоёмы: решётка', 'svg')).toBe('Водоёмы_ решётка.svg');
    expect(exportFileName('  ', 'png')).toBe('lattice.png');
  });

  it('draws the PNG at twice the size unless the canvas would be too big', () => {
    expect(pngScale(800, 600)).toBe(2);
    expect(pngScale(20_000, 500)).toBeCloseTo(0.8);
    expect(pngScale(12_000, 12_000) * 12_000).toBeLessThanOrEqual(10_000 + 1e-6);
  });
});

describe('zoom and pan', () => {
  it('zooms around the pointer', () => {
    const view = zoomAt({ k: 1, tx: 0, ty: 0 }, 2, 100, 50);
    expect(view).toEqual({ k: 2, tx: -100, ty: -50 });
  });

  it('fits a big drawing into the viewport, centred, and enlarges a small one only a little', () => {
    const big = fitView({ width: 2000, height: 1000 }, { width: 1032, height: 600 });
    expect(big.k).toBeCloseTo(0.5);
    expect(big.tx).toBeCloseTo(16);
    expect(fitView({ width: 100, height: 100 }, { width: 1000, height: 600 }).k).toBe(1.5);
  });
});

describe('labelsWithoutOverlap', () => {
  it('keeps labels in order and drops those overlapping a kept one', () => {
    const box = (key: string, x: number, y: number) => ({ key, x, y, width: 40, height: 12 });
    const kept = labelsWithoutOverlap([box('a', 0, 0), box('b', 30, 0), box('c', 45, 0), box('d', 30, 20)]);
    expect([...kept]).toEqual(['a', 'c', 'd']);
  });
});
