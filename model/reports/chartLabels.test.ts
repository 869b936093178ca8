import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME } from './chartGeometry';
import { CHAR_WIDTH, LEGEND_X, LINE_HEIGHT, categoryLayout, legendLayout, wrapLabel } from './chartLabels';

const points = (...labels: string[]) => labels.map((label, i) => ({ label, value: i + 1 }));
const TICKS = ['0', '2', '4', '6'];

describe('wrapLabel', () => {
  it.each([
    ['Отдел разработки', 20, ['Отдел разработки']],
    ['Отдел разработки', 10, ['Отдел', 'разработки']],
    ['Сверхдлинноеслово', 6, ['Сверхд', 'линное', 'слово']],
    ['  a   b  ', 5, ['a b']],
  ])('%s in lines of %d', (label, width, lines) => {
    expect(wrapLabel(label, width)).toEqual({ lines, cut: false });
  });

  it('cuts only past its lines, marking the cut', () => {
    expect(wrapLabel('один два три четыре', 6, 2)).toEqual({ lines: ['один', 'два…'], cut: true });
  });
});

describe('categoryLayout: names under bars are never cut off', () => {
  it('wraps a long name onto lines that fit its bar, and makes room below for them', () => {
    const name = 'Управление информационных технологий и цифровой трансформации';
    const { frame, labels } = categoryLayout(points(name, 'Бухгалтерия', 'Отдел кадров'), TICKS);
    const slot = (frame.width - frame.left - frame.right) / 3;
    expect(labels.slanted).toBe(false);
    expect(labels.lines[0]!.join(' ')).toBe(name);
    for (const line of labels.lines.flat()) expect(line.length * CHAR_WIDTH).toBeLessThanOrEqual(slot);
    expect(frame.bottom).toBeGreaterThanOrEqual(16 + labels.lines[0]!.length * LINE_HEIGHT);
    expect(frame.height - frame.top - frame.bottom).toBe(DEFAULT_FRAME.height - DEFAULT_FRAME.top - DEFAULT_FRAME.bottom);
  });

  it('slants the names of many narrow bars, with room below and left for the longest', () => {
    const many = points(...Array.from({ length: 20 }, (_, i) => `Подразделение номер ${i + 1}`));
    const { frame, labels } = categoryLayout(many, TICKS);
    expect(labels.slanted).toBe(true);
    expect(labels.lines.map((l) => l.join(' '))).toEqual(many.map((p) => p.label));
    const longest = Math.max(...many.map((p) => p.label.length)) * CHAR_WIDTH * Math.SQRT1_2;
    expect(frame.bottom).toBeGreaterThanOrEqual(longest);
    const firstX = frame.left + (frame.width - frame.left - frame.right) / 40;
    expect(firstX - longest).toBeGreaterThanOrEqual(0);
  });

  it('leaves room left for the longest value on the axis', () => {
    const { frame } = categoryLayout(points('a'), ['0', '5 000 000', '10 000 000']);
    expect(frame.left).toBeGreaterThanOrEqual('10 000 000'.length * CHAR_WIDTH + 6);
  });
});

describe('legendLayout', () => {
  it('wraps each entry within the room right of the pie, growing the chart when needed', () => {
    const texts = Array.from({ length: 12 }, (_, i) => `Очень длинное название категории номер ${i + 1} — 1 500 000 (8,3 %)`);
    const { entries, height } = legendLayout(texts);
    for (const [i, entry] of entries.entries()) {
      expect(entry.lines.join(' ')).toBe(texts[i]);
      for (const line of entry.lines) expect(LEGEND_X + 18 + line.length * CHAR_WIDTH).toBeLessThanOrEqual(DEFAULT_FRAME.width);
    }
    const last = entries[entries.length - 1]!;
    expect(height).toBeGreaterThanOrEqual(last.y + last.lines.length * LINE_HEIGHT);
    expect(legendLayout(['a — 1 (100 %)']).height).toBe(DEFAULT_FRAME.height);
  });
});
